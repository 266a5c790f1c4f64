// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/decisionexchange.h"
#include "review/reviewresults.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QFrame;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTimer;
class QTabWidget;

namespace Lectern::Storage {
class ReviewStore;
}

namespace Lectern::Desktop {

class AbstractView;
class LibraryWorker;
class PrismaView;

// Where a review stands: its PRISMA flow diagram (exported as SVG, PNG, Markdown or CSV), each
// reviewer's counts with their agreement (Cohen's kappa, exported as CSV), and the conflicts,
// each read beside its abstract and settled with I, E or M (R reopens it). A blind review shows the reviewer only their
// own progress until they end the blinding. It reads and writes through the library's worker.
class ReviewResultsWindow : public QWidget
{
    Q_OBJECT

public:
    ReviewResultsWindow(LibraryWorker &worker, ReviewId review, const QString &reviewer, QWidget *parent = nullptr);

    ReviewId review() const { return m_review; }
    // Reads the review again, on the worker: decisions made elsewhere show.
    void refresh();
    // Reads it again once decisions stop coming for a moment: a reviewer decides a paper a second.
    void refreshSoon();
    const Review::ReviewResults &results() const { return m_results; }
    QTableWidget *conflicts() const { return m_conflicts; }
    // Import Decisions… without its file dialog: the worker imports the file, then the window
    // reads the review again.
    void importDecisionsFrom(const QString &path);

private:
    QWidget *createFlowPage();
    QWidget *createReviewersPage();
    QWidget *createConflictsPage();
    QWidget *createBlindPage();
    QWidget *createOwnerBlindBar();
    void showResults();
    void showReviewers();
    void showConflicts();
    void showAbstract();
    void resolve(Verdict verdict);
    void endBlinding();
    // Another reviewer's decisions, from the file they exported, into the review's log.
    void importDecisions();
    void showImported(const std::optional<Review::ImportedDecisions> &imported, const QString &error);
    void exportFlow();
    void exportAgreement();
    bool save(const QString &path, const QByteArray &bytes);
    // Writes on the worker, then reads the review again; failure: the title of what was not done.
    void writeAndRefresh(std::function<void(Storage::ReviewStore &)> write, const QString &failure);

    QPointer<LibraryWorker> m_worker;
    ReviewId m_review;
    QString m_reviewer;
    Review::ReviewResults m_results;
    QHash<PaperId, Paper> m_conflictPapers; // their titles and abstracts, read with the results
    QStackedWidget *m_pages = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_blindText = nullptr;
    QFrame *m_ownerBlindBar = nullptr;
    PrismaView *m_flow = nullptr;
    QTableWidget *m_reviewers = nullptr;
    QLabel *m_agreement = nullptr;
    QLabel *m_imported = nullptr;
    QTableWidget *m_conflicts = nullptr;
    AbstractView *m_abstract = nullptr;
    QTimer *m_refreshDelay = nullptr;
};

} // namespace Lectern::Desktop
