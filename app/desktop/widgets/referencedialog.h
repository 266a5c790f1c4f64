// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QDialog>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace Lectern::Desktop {

// Corrects a paper's record: its type, authors (one a line, "Family, Given"), venue, year,
// volume, issue, pages, publisher, identifiers, keywords, links, citation key and the source's
// other fields under their own names. An identifier, year or link that is not one is explained
// in the dialog, which stays open to correct it. The title is edited in the list (F2).
class ReferenceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReferenceDialog(const Paper &paper, QWidget *parent = nullptr);

    // The paper with its record as corrected, once accepted.
    const Paper &edited() const { return m_edited; }
    // The input of a field, by the name of its row ("DOI", "Authors"): for tests.
    QWidget *input(const QString &label) const;
    QTableWidget *otherFields() const { return m_otherFields; }

    void accept() override;

private:
    QLineEdit *newLine(const QString &label, const QString &value);
    QLineEdit *addLine(const QString &label, const QString &value);
    // Short fields side by side, each after its name.
    void addRow(const QList<QLineEdit *> &lines);
    QPlainTextEdit *addLines(const QString &label, const QStringList &lines);
    void addOtherFields();
    // What was typed, as a record; an explanation of the first thing that is not valid.
    QString read(Paper &paper) const;
    QList<PersonName> authors() const;
    QList<SourceField> fields() const;
    void showError(const QString &message);

    Paper m_paper;
    Paper m_edited;
    QFormLayout *m_form;
    QLabel *m_error;
    QLineEdit *m_type;
    QPlainTextEdit *m_authors;
    QLineEdit *m_venue;
    QLineEdit *m_year;
    QLineEdit *m_volume;
    QLineEdit *m_issue;
    QLineEdit *m_pages;
    QLineEdit *m_publisher;
    QLineEdit *m_doi;
    QLineEdit *m_arxiv;
    QLineEdit *m_pmid;
    QLineEdit *m_keywords;
    QPlainTextEdit *m_links;
    QLineEdit *m_citationKey;
    QTableWidget *m_otherFields;
};

} // namespace Lectern::Desktop
