// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// Literature reviews and their decisions. A review's name is unique regardless of case; an empty
// or taken name throws StorageError with a message for the user. Decisions are never changed or
// removed: each is appended to the review's log, and the latest one per reviewer and paper is
// the paper's decision (an undo appends the decision it restores, Undecided included).
class ReviewStore
{
public:
    explicit ReviewStore(const Database &database);

    QList<ReviewInfo> reviews() const; // by name
    std::optional<ReviewInfo> review(const QString &name) const;
    std::optional<ReviewInfo> review(ReviewId id) const;
    ReviewId create(const ReviewInfo &review);
    // Name, question, criteria, keywords, reasons and blinding. New keywords are counted in
    // every paper of the review: at once, or by the caller (countKeywordHits() and
    // saveKeywordHits(), on a thread of its own: seconds at 100,000 papers).
    enum class Counting { Now, Later };
    // Whether the keywords changed.
    bool update(const ReviewInfo &review, Counting counting = Counting::Now);
    void remove(ReviewId review);

    // The papers screened, in the library's order; returns those that were not in it yet.
    QList<PaperId> addPapers(ReviewId review, const QList<PaperId> &papers);
    QList<PaperId> papers(ReviewId review) const;

    // Appends to the log; the decision's time is set to now when it has none. A decision
    // without a reviewer's name throws StorageError.
    void record(ReviewId review, const Decision &decision);
    // Each paper's latest decision by this reviewer, those left undecided included.
    QHash<PaperId, Decision> decisions(ReviewId review, const QString &reviewer) const;
    // The same, in the order they were made (undecided ones too).
    QList<Decision> latestDecisions(ReviewId review, const QString &reviewer) const;
    // The review's own verdict where its reviewers disagreed, logged like a decision (with no
    // reviewer's name); Undecided withdraws it.
    void resolve(ReviewId review, const Decision &resolution);
    QHash<PaperId, Decision> resolutions(ReviewId review) const;
    // Every decision of every reviewer, resolutions included, in the order they were made.
    QList<Decision> log(ReviewId review) const;
    QStringList reviewers(ReviewId review) const;
    // The decisions logged after a row of the review's log (resolutions included), in order,
    // each with its row.
    struct LoggedDecision
    {
        qint64 row = 0;
        Decision decision;
    };
    QList<LoggedDecision> loggedAfter(ReviewId review, qint64 row) const;
    // The review's last row in its log; 0 when nothing was decided.
    qint64 lastLogged(ReviewId review) const;

    // The keywords' hits in each paper of the review, counted when papers join it and when its
    // keywords change.
    QHash<PaperId, KeywordHits> keywordHits(ReviewId review) const;

    // The hits of a review's keywords as they are now, counted without writing, and saved after:
    // false, and nothing saved, when the keywords changed in between (a newer count follows).
    struct HitCount
    {
        ReviewInfo review; // the keywords counted
        QHash<PaperId, KeywordHits> hits;
    };
    std::optional<HitCount> countKeywordHits(ReviewId review) const;
    bool saveKeywordHits(const HitCount &count);
    // False while a paper of the review has no hits counted: its keywords changed, and the
    // count was not saved (yet).
    bool hasAllKeywordHits(ReviewId review) const;

    // The records the review's papers were identified from, by source, in file order.
    QList<RecordSource> recordSources(ReviewId review) const;

private:
    QString checkedName(const QString &name, ReviewId except) const;
    void writeTerms(ReviewId review, const ReviewInfo &info);
    void append(ReviewId review, const Decision &decision, const QString &reviewer);
    // The keywords' hits in these papers of the review, or in all of them when none are given.
    QHash<PaperId, KeywordHits> countHits(const ReviewInfo &review, const QList<PaperId> &papers = {}) const;
    void writeHits(ReviewId review, const QHash<PaperId, KeywordHits> &hits);

    const Database &m_database;
};

} // namespace Lectern::Storage
