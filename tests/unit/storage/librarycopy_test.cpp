// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "storage/database.h"
#include "storage/highlightstore.h"
#include "storage/librarycopy.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// A library with something in every table a user's work is in.
std::unique_ptr<Storage::Database> fullLibrary(const Test::Workspace &workspace)
{
    auto db = workspace.openSampleLibrary();
    Storage::TagStore(*db).addToPapers(u"method/diffusion"_s, { 1, 2 });
    Storage::NoteStore(*db).setNote(2, u"# Read\nAgain, with *care*."_s);
    Storage::HighlightStore(*db).add({ 0, 1, 3, 9, HighlightColor::Green, u"key idea"_s });
    Storage::ListStore lists(*db);
    lists.addPapers(lists.create({ 0, u"Group reading"_s, u"Tuesdays"_s, 0 }), { 3, 1 });
    Storage::SavedSearchStore(*db).add({ 0, u"Graphs"_s, u"graph -diffusion"_s });
    Storage::ReviewStore reviews(*db);
    const ReviewId review = reviews.create({ 0, u"PPI"_s, u"Do they work?"_s, {}, {}, { u"graph"_s }, {}, {}, true });
    reviews.addPapers(review, { 1, 2, 3 });
    reviews.record(review, { 1, Verdict::Include, {}, u"clear"_s, u"ann"_s, 0 });
    reviews.record(review, { 2, Verdict::Exclude, u"Wrong population"_s, {}, u"bob"_s, 0 });
    Storage::PaperStore(*db).setReadingStates({ { 3, { ReadingStatus::Read, 4, true } } });
    return db;
}

// What a library holds, as the stores read it: equal for two libraries with the same content.
QStringList contentOf(const Storage::Database &db)
{
    QStringList content;
    const Storage::PaperStore papers(db);
    QList<PaperId> ids;
    for (PaperId id = 1; id <= 3; ++id)
        ids.append(id);
    for (const PaperDetails &details : Storage::PaperDetailsReader(db).details(ids)) {
        const Paper &paper = details.paper;
        content << QString::number(paper.id) << paper.title << paper.abstract << paper.venue
                << QString::number(paper.year) << paper.collection << paper.added.toString(Qt::ISODateWithMs)
                << QString::number(static_cast<int>(paper.reading.status)) << QString::number(paper.reading.rating)
                << QString::number(paper.reading.starred) << tagNames(details.tags).join(u',') << details.note
                << details.lists.join(u',');
        for (const Highlight &highlight : details.highlights)
            content << u"%1-%2 %3"_s.arg(highlight.start).arg(highlight.end).arg(highlight.comment);
        for (const QUrl &link : paper.links)
            content << link.toString();
    }
    Storage::ReviewStore reviews(db);
    for (const ReviewInfo &review : reviews.reviews()) {
        content << review.name << review.inclusionKeywords.join(u',');
        for (const Decision &decision : reviews.log(review.id))
            content << u"%1 %2 %3 %4"_s.arg(decision.paper)
                           .arg(static_cast<int>(decision.verdict))
                           .arg(decision.reviewer, decision.reason);
    }
    for (const SavedSearch &search : Storage::SavedSearchStore(db).savedSearches())
        content << search.name << search.query;
    return content;
}

} // namespace

TEST_CASE("A library copied to another engine and back is the same, field by field", "[storage][copy]")
{
    const Test::Workspace workspace;
    const auto original = fullLibrary(workspace);
    const QStringList content = contentOf(*original);
    REQUIRE(content.contains(u"method/diffusion"_s));

    // To the engine of the tests (a server for the PostgreSQL copy), then down to a file.
    Storage::Database copy(workspace.location(u"copy"_s));
    REQUIRE(copy.open());
    const auto up = Storage::LibraryCopy::copy(*original, copy);
    CHECK(up.papers == 3);
    CHECK(contentOf(copy) == content);
    Storage::Database back(Storage::Location::file(workspace.path(u"back.sqlite"_s)));
    REQUIRE(back.open());
    const auto down = Storage::LibraryCopy::copy(copy, back);
    CHECK(down.rows == up.rows);
    CHECK(contentOf(back) == content);

    // The copies' own search index finds what the original does, and new rows get new ids.
    const auto found = [](const Storage::Database &db, const QString &query) {
        return Search::PaperFinder(db).find(Search::Query::parse(query));
    };
    CHECK(found(copy, u"graph OR care"_s) == found(*original, u"graph OR care"_s));
    CHECK(found(back, u"note:care"_s) == QList<PaperId>{ 2 });
    const TagId next = Storage::TagStore(copy).addToPapers(u"new"_s, { 3 }).tag;
    CHECK(next > Storage::TagStore(copy).tag(u"method/diffusion"_s)->id);
}

TEST_CASE("A copy goes only into an empty library, and a damaged row stops it whole", "[storage][copy]")
{
    const Test::Workspace workspace;
    const auto original = fullLibrary(workspace);
    Storage::Database target(workspace.location(u"copy"_s));
    REQUIRE(target.open());
    CHECK(Storage::LibraryCopy::isEmpty(target));
    Storage::TagStore(target).addToPapers(u"mine"_s, {});
    REQUIRE_FALSE(Storage::LibraryCopy::isEmpty(target));
    CHECK_THROWS_AS(Storage::LibraryCopy::copy(*original, target), Storage::StorageError);
    CHECK(Storage::TagStore(target).tags().size() == 1);

    // Text changed behind Lectern's back: the copy is refused, and leaves nothing behind.
    Storage::Database empty(workspace.location(u"other"_s));
    REQUIRE(empty.open());
    QSqlQuery damage(original->connection());
    REQUIRE(damage.exec(u"UPDATE papers SET abstract = 'changed' WHERE id = 2"_s));
    bool damaged = false;
    try {
        Storage::LibraryCopy::copy(*original, empty);
    } catch (const Storage::StorageError &error) {
        damaged = error.isDamage();
    }
    CHECK(damaged);
    CHECK(Storage::LibraryCopy::isEmpty(empty));
}
