// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace Lectern::Desktop {

// Review → New Review: the review's name, question, criteria, keywords and reasons to exclude,
// whether it is blind, and which papers it screens (the papers shown or the selection). Given a review instead, it
// edits everything but its papers.
class ReviewDialog : public QDialog
{
    Q_OBJECT

public:
    ReviewDialog(const QList<PaperId> &shown, const QList<PaperId> &selection, QWidget *parent = nullptr);
    explicit ReviewDialog(const ReviewInfo &review, QWidget *parent = nullptr);

    ReviewInfo review() const;
    QList<PaperId> papers() const;

private:
    void setUp();

    ReviewId m_id = 0;
    QList<PaperId> m_shown;
    QList<PaperId> m_selection;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_question = nullptr;
    QPlainTextEdit *m_inclusionCriteria = nullptr;
    QPlainTextEdit *m_exclusionCriteria = nullptr;
    QLineEdit *m_inclusionKeywords = nullptr;
    QLineEdit *m_exclusionKeywords = nullptr;
    QPlainTextEdit *m_reasons = nullptr;
    QCheckBox *m_blind = nullptr;
    QComboBox *m_scope = nullptr;
    QFormLayout *m_form = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace Lectern::Desktop
