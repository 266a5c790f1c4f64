// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace Lectern::Desktop {

// Review → New Review: the review's name, question, criteria, keywords and reasons to exclude,
// and which papers it screens (the papers shown or the selection).
class ReviewDialog : public QDialog
{
    Q_OBJECT

public:
    ReviewDialog(const QList<PaperId> &shown, const QList<PaperId> &selection, QWidget *parent = nullptr);

    ReviewInfo review() const;
    QList<PaperId> papers() const;

private:
    QList<PaperId> m_shown;
    QList<PaperId> m_selection;
    QLineEdit *m_name;
    QLineEdit *m_question;
    QPlainTextEdit *m_inclusionCriteria;
    QPlainTextEdit *m_exclusionCriteria;
    QLineEdit *m_inclusionKeywords;
    QLineEdit *m_exclusionKeywords;
    QPlainTextEdit *m_reasons;
    QComboBox *m_scope;
};

} // namespace Lectern::Desktop
