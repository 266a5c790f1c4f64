// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/paperremover.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("A review keeps its question, criteria, keywords and reasons, its name is unique", "[storage][review]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ReviewStore reviews(*db);
    ReviewInfo info{ 0,
        u"  PPI   review "_s,
        u"Do they work?"_s,
        u"RCTs"_s,
        u"Animals"_s,
        { u"omeprazole"_s, u"reflux"_s },
        { u"rat"_s },
        { u"wrong population"_s, u"wrong drug"_s } };
    const ReviewId id = reviews.create(info);
    const auto stored = reviews.review(u"ppi REVIEW"_s);
    REQUIRE(stored);
    CHECK(stored->id == id);
    CHECK(stored->name == u"PPI review"_s);
    CHECK(stored->question == u"Do they work?"_s);
    CHECK(stored->inclusionCriteria == u"RCTs"_s);
    CHECK(stored->exclusionCriteria == u"Animals"_s);
    CHECK(stored->inclusionKeywords == QStringList{ u"omeprazole"_s, u"reflux"_s });
    CHECK(stored->exclusionKeywords == QStringList{ u"rat"_s });
    CHECK(stored->reasons == QStringList{ u"wrong population"_s, u"wrong drug"_s });

    CHECK_THROWS_AS(reviews.create(ReviewInfo{ 0, u"ppi review"_s, {}, {}, {}, {}, {}, {} }), Storage::StorageError);
    CHECK_THROWS_AS(reviews.create(ReviewInfo{ 0, u"  "_s, {}, {}, {}, {}, {}, {} }), Storage::StorageError);

    ReviewInfo changed = *stored;
    changed.reasons = { u"not an RCT"_s };
    changed.name = u"PPI"_s;
    reviews.update(changed);
    CHECK(reviews.review(id)->reasons == QStringList{ u"not an RCT"_s });
    CHECK(reviews.reviews().size() == 1);
    reviews.remove(id);
    CHECK(reviews.reviews().isEmpty());
}

TEST_CASE("Decisions are logged, the latest per reviewer and paper counts, an undo included", "[storage][review]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ReviewStore reviews(*db);
    const ReviewId id = reviews.create(ReviewInfo{ 0, u"Review"_s, {}, {}, {}, {}, {}, {} });
    CHECK(reviews.addPapers(id, { 3, 1, 2 }) == QList<PaperId>{ 3, 1, 2 });
    CHECK(reviews.addPapers(id, { 1 }).isEmpty());
    CHECK(reviews.papers(id) == QList<PaperId>{ 1, 2, 3 });

    reviews.record(id, { 1, Verdict::Exclude, u"wrong drug"_s, {}, u"ann"_s, 10 });
    reviews.record(id, { 1, Verdict::Include, {}, u"on second thought"_s, u"ann"_s, 20 });
    reviews.record(id, { 2, Verdict::Maybe, {}, {}, u"ann"_s, 30 });
    reviews.record(id, { 2, Verdict::Undecided, {}, {}, u"ann"_s, 40 }); // undone
    reviews.record(id, { 1, Verdict::Exclude, u"wrong drug"_s, {}, u"bob"_s, 50 });

    const QHash<PaperId, Decision> ann = reviews.decisions(id, u"ann"_s);
    CHECK(ann.size() == 2);
    CHECK(ann[1].verdict == Verdict::Include);
    CHECK(ann[1].note == u"on second thought"_s);
    CHECK(ann[1].decidedAt == 20);
    CHECK(ann[2].verdict == Verdict::Undecided);
    CHECK(reviews.decisions(id, u"bob"_s)[1].reason == u"wrong drug"_s);
    CHECK(reviews.reviewers(id) == QStringList{ u"ann"_s, u"bob"_s });
    const QList<Decision> log = reviews.log(id);
    REQUIRE(log.size() == 5);
    CHECK(log.first().verdict == Verdict::Exclude);
    CHECK(log.last().reviewer == u"bob"_s);

    // A deleted paper leaves the review and its log, and comes back with both on undo.
    Storage::PaperRemover remover(*db);
    const auto removed = remover.removePapers({ 1 });
    CHECK(reviews.papers(id) == QList<PaperId>{ 2, 3 });
    CHECK(reviews.log(id).size() == 2);
    remover.restore(removed);
    CHECK(reviews.papers(id) == QList<PaperId>{ 1, 2, 3 });
    CHECK(reviews.log(id).size() == 5);
}

TEST_CASE("A resolution settles a paper for the review, apart from every reviewer's decisions", "[storage][review]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ReviewStore reviews(*db);
    const ReviewId id = reviews.create(ReviewInfo{ 0, u"Review"_s, {}, {}, {}, {}, {}, {} });
    reviews.addPapers(id, { 1, 2 });
    reviews.record(id, { 1, Verdict::Include, {}, {}, u"ann"_s, 10 });
    reviews.record(id, { 1, Verdict::Exclude, {}, {}, u"bob"_s, 20 });
    CHECK_THROWS_AS(reviews.record(id, { 2, Verdict::Include, {}, {}, u"  "_s, 30 }), Storage::StorageError);

    reviews.resolve(id, { 1, Verdict::Include, {}, u"agreed at the meeting"_s, u"ann"_s, 40 });
    const QHash<PaperId, Decision> resolved = reviews.resolutions(id);
    REQUIRE(resolved.size() == 1);
    CHECK(resolved[1].verdict == Verdict::Include);
    CHECK(resolved[1].note == u"agreed at the meeting"_s);
    CHECK(resolved[1].reviewer.isEmpty());
    CHECK(reviews.reviewers(id) == QStringList{ u"ann"_s, u"bob"_s });
    CHECK(reviews.decisions(id, u"ann"_s)[1].verdict == Verdict::Include);
    CHECK(reviews.decisions(id, u"bob"_s)[1].verdict == Verdict::Exclude);
    reviews.resolve(id, { 1, Verdict::Undecided, {}, {}, {}, 50 });
    CHECK(reviews.resolutions(id)[1].verdict == Verdict::Undecided);
    CHECK(reviews.log(id).size() == 4);
}

TEST_CASE("A blind review stays blind until it is updated", "[storage][review]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ReviewStore reviews(*db);
    ReviewInfo info{ 0, u"Blind"_s, {}, {}, {}, {}, {}, {} };
    info.blind = true;
    const ReviewId id = reviews.create(info);
    CHECK(reviews.review(id)->blind);
    info = *reviews.review(id);
    info.blind = false;
    reviews.update(info);
    CHECK_FALSE(reviews.review(id)->blind);
}

TEST_CASE("A review counts its keywords in each paper, again when they change, its papers are found and sorted by them",
    "[storage][review]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ReviewStore reviews(*db);
    ReviewInfo info{ 0, u"Graphs"_s, {}, {}, {}, { u"graph"_s, u"random-walk"_s }, { u"diffusion"_s }, {} };
    info.id = reviews.create(info);
    reviews.addPapers(info.id, { 1, 2 });
    QHash<PaperId, KeywordHits> hits = reviews.keywordHits(info.id);
    REQUIRE(hits.size() == 2);
    // Title and abstract: "GraphWalker: random-walk sampler for billion-edge graphs" / "…a random-walk sampler for
    // billion-edge graphs…" ("graph" is a word of its own, not a part of "graphs").
    CHECK(hits[1].inclusion == 2);
    CHECK(hits[1].exclusion == 0);
    CHECK(hits[2].inclusion == 0);
    CHECK(hits[2].exclusion == 3); // once in the title, twice in the abstract

    info.exclusionKeywords = { u"policy"_s, u"robot"_s };
    CHECK(reviews.update(info));
    hits = reviews.keywordHits(info.id);
    CHECK(hits[2].exclusion == 4); // "policy" in the title and abstract, "robot" in both
    CHECK(hits[1].exclusion == 0);
    CHECK_FALSE(reviews.update(info)); // the same keywords: nothing to count

    // Counted later, as the window does on a worker thread: saved only while the keywords are
    // those counted.
    CHECK(reviews.hasAllKeywordHits(info.id));
    info.exclusionKeywords = { u"graphs"_s };
    CHECK(reviews.update(info, Storage::ReviewStore::Counting::Later));
    CHECK(reviews.keywordHits(info.id).isEmpty()); // not counted yet: none, rather than the old keywords'
    CHECK_FALSE(reviews.hasAllKeywordHits(info.id));
    const auto count = reviews.countKeywordHits(info.id);
    REQUIRE(count);
    CHECK(count->hits[1].exclusion == 2);
    ReviewInfo newer = info;
    newer.exclusionKeywords = { u"sampler"_s, u"graphs"_s };
    reviews.update(newer, Storage::ReviewStore::Counting::Later);
    CHECK_FALSE(reviews.saveKeywordHits(*count)); // keywords changed since: a newer count follows
    CHECK(reviews.keywordHits(info.id).isEmpty());
    // A paper that left the library since it was counted gets no hits.
    const auto newerCount = reviews.countKeywordHits(info.id);
    REQUIRE(newerCount);
    Storage::PaperRemover remover(*db);
    const Storage::RemovedPapers removed = remover.removePapers({ 2 });
    REQUIRE(reviews.saveKeywordHits(*newerCount));
    CHECK(reviews.keywordHits(info.id).keys() == QList<PaperId>{ 1 });
    CHECK(reviews.keywordHits(info.id)[1].exclusion == 4);
    CHECK(reviews.hasAllKeywordHits(info.id));
    remover.restore(removed);
    CHECK_FALSE(reviews.hasAllKeywordHits(info.id)); // back in the review, not counted
    CHECK_FALSE(reviews.countKeywordHits(9999));
    info.exclusionKeywords = { u"policy"_s, u"robot"_s };
    reviews.update(info);

    const Search::PaperFinder finder(*db);
    const auto find = [&](const QString &query, Search::PaperSort sort = {}) {
        return finder.find(Search::Query::parse(query), {}, sort);
    };
    CHECK(find(u"review:graphs"_s) == QList<PaperId>{ 2, 1 });
    CHECK(find(u"review:nothing"_s).isEmpty());
    CHECK(find(u"review:graphs"_s, { Search::SortKey::ExclusionHits, Qt::DescendingOrder, info.id }) ==
        QList<PaperId>{ 2, 1 });
    CHECK(find(u"review:graphs"_s, { Search::SortKey::InclusionHits, Qt::DescendingOrder, info.id }) ==
        QList<PaperId>{ 1, 2 });
}
