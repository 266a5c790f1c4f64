// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "review/screeningsession.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace Lectern::Storage {
class StorageError;
}
namespace Lectern::Review {
class Prioritiser;
} // namespace Lectern::Review

namespace Lectern::Desktop {

class AbstractView;
class LibraryWorker;

// Screening one review, one abstract at a time, by keyboard alone: I, E and M decide and move
// on, 1–9 pick the reason, S skips, N opens the note, Ctrl+Z or Backspace undo. The abstract
// reads as in the detail pane, with the review's inclusion keywords in green and exclusion
// keywords in red; beside it, why the model suggested it and when stopping is worth a thought.
// The next abstract is shown at once; the model learns from each decision on a worker thread,
// and each decision is written by the library's worker (a team library's round trips never hold
// up the next abstract). A write that fails says so and closes the window: opened again, it goes
// on from what the library holds.
class ScreeningWindow : public QWidget
{
    Q_OBJECT

public:
    // start: read on the worker (ScreeningSession::Start::read()).
    ScreeningWindow(LibraryWorker &worker,
        Review::ScreeningSession::Start start,
        const QString &reviewer,
        QWidget *parent = nullptr);
    ~ScreeningWindow() override;

    // The window's keys, for its actions and for Help ▸ Keyboard Shortcuts.
    enum class Key { Include, Exclude, Maybe, Skip, Note, Undo, Reason, Close };
    struct KeyHelp
    {
        Key key;
        QString text;
        QList<QKeySequence> sequences;
    };
    static QList<KeyHelp> keys();

    Review::ScreeningSession &session() { return *m_session; }
    // True until the features are made and while the model is learning from the last
    // decisions (for tests: wait until false).
    bool isTraining() const;
    // Saves the review as edited, through the worker. New keywords are then counted in its
    // papers on a thread of their own; keywordHitsChanged() follows.
    void applyReview(const ReviewInfo &review);
    // Whether keywords are being counted (for tests: wait until false).
    bool isCountingKeywordHits() const;

Q_SIGNALS:
    // The model learned from the decisions so far and orders what is left.
    void modelAdopted();
    // A decision was made or taken back.
    void decisionsChanged();
    // The review's keywords changed and their hits in its papers were counted again.
    void keywordHitsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The title and the abstract are larger than the application's font, and follow it.
    void applyFonts();
    void createActions();
    // What a key of keys() does; digit: the one pressed, for Key::Reason.
    void press(Key key, int digit);
    void undoDecision();
    void decide(Verdict verdict);
    void pickReason(int index);
    void showCurrent();
    void showModel();
    void showReview();
    void editReview();
    enum class Counting { Always, IfMissing };
    void countKeywordHits(Counting counting);
    void makeFeatures();
    void train();
    void adopt(const Review::Prioritiser &model, quint64 generation);
    // Queues the session's writes on the worker.
    Review::ScreeningSession::Writer writer();
    void writeFailed(const Storage::StorageError &error);

    QPointer<LibraryWorker> m_worker;
    std::unique_ptr<Review::ScreeningSession> m_session;
    QLabel *m_question;
    QLabel *m_title;
    QLabel *m_byline;
    QLabel *m_keywordHits;
    AbstractView *m_abstract;
    QComboBox *m_reason;
    QLineEdit *m_note;
    QComboBox *m_ranking;
    QLabel *m_explanation;
    QLabel *m_stopping;
    QProgressBar *m_progress;
    QLabel *m_counts;
    bool m_training = false;
    bool m_trainAgain = false;
    int m_countingHits = 0;
    bool m_writeFailed = false;
};

} // namespace Lectern::Desktop
