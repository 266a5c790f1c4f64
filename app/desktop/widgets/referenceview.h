// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QScrollArea>

class QFormLayout;
class QLabel;
class QPushButton;

namespace Lectern::Desktop {

// The record behind a paper, as a reference manager shows it: its type, authors, venue, year,
// where it appeared, its identifiers (DOI, arXiv and PubMed as links to their pages), keywords,
// links, and every other field its source had. Only the fields the record has are shown; every
// text from the file is shown as plain text. A button opens the record for correcting. The rows are made when the view
// is shown: a paper chosen while the abstract is read costs nothing here.
class ReferenceView : public QScrollArea
{
    Q_OBJECT

public:
    explicit ReferenceView(QWidget *parent = nullptr);

    void setPaper(const Paper &paper);
    // A library only read here: the record cannot be edited.
    void setReadOnly(bool readOnly);
    // The value shown beside a field's label; null when the record has no such field.
    QLabel *valueLabel(const QString &label) const;

Q_SIGNALS:
    // The user asked to correct the record (ReferenceDialog).
    void editRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void fillRows();
    void addRow(const QString &label, const QString &value);
    void addLinkRow(const QString &label, const QString &value, const QUrl &url);
    // A row of the form: the field's name, and the label its value goes in.
    QLabel *newRow(const QString &label);

    QWidget *m_form;
    QFormLayout *m_layout;
    QPushButton *m_edit;
    Paper m_paper;
    bool m_filled = true; // the rows show m_paper
};

} // namespace Lectern::Desktop
