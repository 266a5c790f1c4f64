// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QScrollArea>

class QFormLayout;
class QLabel;

namespace Lectern::Desktop {

// The record behind a paper, as a reference manager shows it: its type, authors, venue, year,
// where it appeared, its identifiers (DOI, arXiv and PubMed as links to their pages), keywords,
// links, and every other field its source had. Only the fields the record has are shown; every
// text from the file is shown as plain text.
class ReferenceView : public QScrollArea
{
    Q_OBJECT

public:
    explicit ReferenceView(QWidget *parent = nullptr);

    void setPaper(const Paper &paper);
    // The value shown beside a field's label; null when the record has no such field.
    QLabel *valueLabel(const QString &label) const;

private:
    void clearRows();
    void addRow(const QString &label, const QString &value);
    void addLinkRow(const QString &label, const QString &value, const QUrl &url);
    QLabel *newLabel(const QString &label);

    QWidget *m_form;
    QFormLayout *m_layout;
};

} // namespace Lectern::Desktop
