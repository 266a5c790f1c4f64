// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/reviewresults.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTimer;
class QTabWidget;

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Desktop {

class AbstractView;
class PrismaView;

// Where a review stands: its PRISMA flow diagram (exported as SVG, PNG, Markdown or CSV), each
// reviewer's counts with their agreement (Cohen's kappa, exported as CSV), and the conflicts,
// each read beside its abstract and settled with I, E or M (R reopens it). A blind review shows the reviewer only their
// own progress until they end the blinding.
class ReviewResultsWindow : public QWidget
{
    Q_OBJECT

public:
    ReviewResultsWindow(
        const Storage::Database &database, ReviewId review, const QString &reviewer, QWidget *parent = nullptr);

    ReviewId review() const { return m_review; }
    // Reads the review again: decisions made elsewhere show.
    void refresh();
    // Reads it again once decisions stop coming for a moment: a reviewer decides a paper a second.
    void refreshSoon();
    const Review::ReviewResults &results() const { return m_results; }
    QTableWidget *conflicts() const { return m_conflicts; }

private:
    QWidget *createFlowPage();
    QWidget *createReviewersPage();
    QWidget *createConflictsPage();
    QWidget *createBlindPage();
    void showResults();
    void showReviewers();
    void showConflicts();
    void showAbstract();
    void resolve(Verdict verdict);
    void endBlinding();
    void exportFlow();
    void exportAgreement();
    bool save(const QString &path, const QByteArray &bytes);

    const Storage::Database &m_database;
    ReviewId m_review;
    QString m_reviewer;
    Review::ReviewResults m_results;
    QStackedWidget *m_pages = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_blindText = nullptr;
    PrismaView *m_flow = nullptr;
    QTableWidget *m_reviewers = nullptr;
    QLabel *m_agreement = nullptr;
    QTableWidget *m_conflicts = nullptr;
    AbstractView *m_abstract = nullptr;
    QTimer *m_refreshDelay = nullptr;
};

} // namespace Lectern::Desktop
