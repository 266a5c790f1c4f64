// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "review/prioritiser.h"
#include "review/screeningcounts.h"
#include "review/screeningrecord.h"
#include "review/stoppingrule.h"

#include "core/paper.h"

#include <QHash>
#include <QSet>

#include <functional>
#include <optional>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Review {

// Who screens when nobody said: in a team library, the member the connection is (the server
// keeps a blind review's decisions apart by that name, Storage::Database::login()); in a file,
// the user's login name on this computer.
QString defaultReviewerName(const QString &memberLogin = {});

// When to think about stopping: the reviewer's run of exclusions, and the stopping rule's
// estimate of the relevant papers left, both from the reviewer's decisions in the order they
// were made (so they are the same after the review is opened again). Maybe counts as relevant.
struct StoppingHint
{
    qsizetype irrelevantInARow = 0;
    StoppingRule::Estimate estimate;
};

// One reviewer screening one review: which paper is shown, the decisions (each logged at once),
// their undo, and the prioritiser that orders what is left. Showing the next paper takes no
// training: it is the next in the order of the last model, while a copy of the prioritiser
// learns from the new decision (on a worker thread) and is adopted when it is done.
// An ordering policy reads no features: the session keeps those of the model before it.
class ScreeningSession
{
public:
    // What a session starts from, read in one go: a window reads it on a worker thread.
    struct Start
    {
        ReviewInfo review;
        QList<PaperDetails> papers;
        QList<Decision> decisions; // the reviewer's latest
        static Start read(const Storage::Database &database, ReviewId review, const QString &reviewer);
    };
    // Where the session's decisions and order are written: at once, or queued in the order given
    // (a window's worker, so that a team library's round trips never hold up the next abstract).
    using Write = std::function<void(const Storage::Database &)>;
    using Writer = std::function<void(Write)>;

    // In the order saved with the review (its default model when none is), or in `order`, one
    // of Prioritiser::orderNames(). Reads and writes the database at once.
    ScreeningSession(
        const Storage::Database &database, ReviewId review, const QString &reviewer, const QString &order = {});
    ScreeningSession(Start start, const QString &reviewer, Writer writer, const QString &order = {});

    const ReviewInfo &review() const { return m_review; }
    // The review's name, question, keywords and reasons after an edit.
    void setReview(const ReviewInfo &review) { m_review = review; }
    const QString &reviewer() const { return m_reviewer; }
    const QString &orderName() const { return m_prioritiser.orderName(); }
    // A new order of what is left, in the papers' order until retrained; saved with the review.
    void setOrder(const QString &order);

    // What the model reads of each paper, in the order of the papers. Making the features from
    // them takes seconds for a large review, so the session starts without them (the papers in
    // their order) and a window makes them on a worker thread, with
    // Prioritiser::featuresFor(records(), orderName()), and again after a change of order while
    // needsFeatures().
    const QList<ScreeningRecord> &records() const { return m_records; }
    void setFeatures(std::shared_ptr<const TextFeatures> features, const QString &order);
    bool needsFeatures() const;

    std::optional<PaperId> current() const { return m_current; }
    // The paper as it was read when the session started.
    const PaperDetails *details(PaperId paper) const;
    std::optional<Decision> decisionOf(PaperId paper) const;
    void decide(Verdict verdict, const QString &reason = {}, const QString &note = {});
    // Puts the current paper aside until every other one is decided.
    void skip();
    bool canUndo() const { return !m_undo.isEmpty(); }
    // Restores the last decision's paper to what it was, and shows it again.
    void undo();

    ScreeningCounts counts() const;
    Explanation explain() const;
    StoppingHint stoppingHint() const;
    // Whether a relevance model orders (rather than a policy), and whether it has learned.
    bool learns() const { return m_prioritiser.learns(); }
    bool hasLearned() const { return m_prioritiser.hasLearned(); }

    // For training off the GUI thread: a copy of the prioritiser, and the generation of the
    // decisions it holds; adoptTrained() takes it back unless decisions changed meanwhile.
    Prioritiser prioritiser() const { return m_prioritiser; }
    quint64 generation() const { return m_generation; }
    bool adoptTrained(const Prioritiser &trained, quint64 generation);
    // Trains on this thread: for tests and the command line.
    void retrain();

private:
    void record(PaperId paper, const Decision &decision);
    void rebuild(const QString &order);
    void reorder();
    void showNext();
    qsizetype indexOf(PaperId paper) const { return m_index.value(paper, -1); }

    Writer m_writer;
    ReviewInfo m_review;
    QString m_reviewer;
    QList<PaperDetails> m_details; // in the order of the papers
    QList<PaperId> m_papers; // document i of the prioritiser is m_papers[i]
    QHash<PaperId, qsizetype> m_index;
    QList<ScreeningRecord> m_records;
    std::shared_ptr<const TextFeatures> m_features;
    QString m_featuresOrder; // the order whose features m_features are; none at first
    QHash<PaperId, Decision> m_decisions; // the reviewer's latest, undecided ones included
    QList<PaperId> m_decided; // the papers decided, in the order of their latest decision
    Prioritiser m_prioritiser;
    quint64 m_generation = 0;
    std::vector<qsizetype> m_order; // undecided documents, best first, as the last model saw them
    QSet<PaperId> m_skipped;
    std::optional<PaperId> m_current;
    struct UndoStep
    {
        PaperId paper = 0;
        Decision before;
    };
    QList<UndoStep> m_undo;
};

} // namespace Lectern::Review
