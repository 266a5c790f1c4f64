// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "storage/highlightstore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

namespace {

QList<PaperId> found(const Storage::Database &db, const QString &text, Search::PaperScope scope = {})
{
    QList<PaperId> ids = Search::PaperFinder(db).find(Search::Query::parse(text), scope);
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

TEST_CASE("A note is stored, replaced, deleted when emptied, and searched", "[storage][notes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::NoteStore notes(*db);
    CHECK(notes.note(1).isEmpty());

    notes.setNote(1, QStringLiteral("# Thoughts\nCompare with **zeppelin** sampling."));
    CHECK(notes.note(1) == QStringLiteral("# Thoughts\nCompare with **zeppelin** sampling."));
    CHECK(found(*db, QStringLiteral("zeppelin")) == QList<PaperId>{ 1 });
    // A word of the note and a word of the abstract together.
    CHECK(found(*db, QStringLiteral("zeppelin graphs")) == QList<PaperId>{ 1 });
    CHECK(found(*db, QString(), Search::PaperScope::of(Search::PaperScope::Kind::WithNote)) == QList<PaperId>{ 1 });

    notes.setNote(1, QStringLiteral("Replaced by a blimp."));
    CHECK(found(*db, QStringLiteral("zeppelin")).isEmpty());
    CHECK(found(*db, QStringLiteral("blimp")) == QList<PaperId>{ 1 });

    notes.setNote(1, QStringLiteral("  \n "));
    CHECK(notes.note(1).isEmpty());
    CHECK(found(*db, QStringLiteral("blimp")).isEmpty());
    CHECK(found(*db, QStringLiteral("graphs")) == QList<PaperId>{ 1 }); // the abstract is still indexed
    CHECK(found(*db, QString(), Search::PaperScope::of(Search::PaperScope::Kind::WithNote)).isEmpty());

    // A note on a paper no longer there is refused in words, not dropped without one.
    CHECK_THROWS_AS(notes.setNote(42, QStringLiteral("no such paper")), Storage::StorageError);
    CHECK(notes.note(42).isEmpty());
}

TEST_CASE(
    "A note saved over a version another writer changed since is refused, and nothing is lost", "[storage][notes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::Database colleague(db->location());
    REQUIRE(colleague.open());
    Storage::NoteStore mine(*db);
    Storage::NoteStore theirs(colleague);
    CHECK(mine.versionedNote(1).version == 0);

    const auto first = mine.saveNote(1, QStringLiteral("First"), 0);
    REQUIRE(first);
    CHECK(*first != 0);
    CHECK(mine.versionedNote(1).version == *first);
    const auto changed = theirs.saveNote(1, QStringLiteral("Theirs"), *first);
    REQUIRE(changed);
    CHECK(*changed != *first);

    // Based on the version read before the colleague's save: refused, nothing written.
    CHECK_FALSE(mine.saveNote(1, QStringLiteral("Mine"), *first));
    CHECK(mine.note(1) == QStringLiteral("Theirs"));
    // The very text they saved conflicts with nothing.
    CHECK(mine.saveNote(1, QStringLiteral("Theirs"), *first) == changed);
    // Based on theirs, it is written.
    const auto merged = mine.saveNote(1, QStringLiteral("Theirs and mine"), *changed);
    REQUIRE(merged);
    CHECK(mine.note(1) == QStringLiteral("Theirs and mine"));

    // Deleted and written anew at once: a writer who read the old note still meets the change.
    CHECK(theirs.saveNote(1, QString(), *merged) == 0);
    REQUIRE(theirs.saveNote(1, QStringLiteral("Anew"), 0));
    CHECK_FALSE(mine.saveNote(1, QStringLiteral("Stale"), *merged));
    CHECK_FALSE(mine.saveNote(1, QString(), *merged));
    CHECK(mine.note(1) == QStringLiteral("Anew"));

    // Two first notes at once: the second is refused.
    REQUIRE(mine.saveNote(2, QStringLiteral("A"), 0));
    CHECK_FALSE(theirs.saveNote(2, QStringLiteral("B"), 0));
    CHECK(theirs.note(2) == QStringLiteral("A"));
}

TEST_CASE("Editing a title keeps the note in the index", "[storage][notes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::NoteStore(*db).setNote(2, QStringLiteral("quokka"));
    Storage::PaperStore(*db).setTitle(2, QStringLiteral("Fast policies"));
    CHECK(found(*db, QStringLiteral("quokka")) == QList<PaperId>{ 2 });
    CHECK(found(*db, QStringLiteral("fast policies")) == QList<PaperId>{ 2 });
}

TEST_CASE("Highlights are kept by range of the abstract, in reading order", "[storage][highlights]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::HighlightStore highlights(*db);
    const qsizetype length = Storage::PaperStore(*db).paper(3)->abstract.size();

    const HighlightId late = highlights.add({ 0, 3, 20, 30, HighlightColor::Green, QStringLiteral("why?") });
    const HighlightId early = highlights.add({ 0, 3, 0, 6, HighlightColor::Yellow, {} });
    auto list = highlights.highlights(3);
    REQUIRE(list.size() == 2);
    CHECK(list[0].id == early);
    CHECK(list[1] == Highlight{ late, 3, 20, 30, HighlightColor::Green, QStringLiteral("why?") });

    highlights.setComment(early, QStringLiteral("key claim"));
    CHECK(highlights.highlights(3)[0].comment == QStringLiteral("key claim"));

    const auto removed = highlights.remove(late);
    REQUIRE(removed);
    CHECK(removed->comment == QStringLiteral("why?"));
    CHECK_FALSE(highlights.remove(late));
    CHECK(highlights.add(*removed) == late); // an undo puts it back under its id
    CHECK(highlights.highlights(3).size() == 2);

    CHECK_THROWS_AS(highlights.add({ 0, 3, 5, length + 1, HighlightColor::Blue, {} }), Storage::StorageError);
    CHECK_THROWS_AS(highlights.add({ 0, 3, 8, 8, HighlightColor::Blue, {} }), Storage::StorageError);
    CHECK_THROWS_AS(highlights.add({ 0, 3, -1, 4, HighlightColor::Blue, {} }), Storage::StorageError);
    CHECK_THROWS_AS(highlights.add({ 0, 99, 0, 4, HighlightColor::Blue, {} }), Storage::StorageError);
    CHECK(highlights.highlights(3).size() == 2);
}

TEST_CASE("Reading states are read and written for many papers at once", "[storage][reading]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::PaperStore papers(*db);
    const ReadingState read{ ReadingStatus::Read, 4, true };
    papers.setReadingStates({ { 1, read }, { 3, { ReadingStatus::Reading, 9, false } } });

    const auto states = papers.readingStates({ 1, 2, 3, 77 });
    CHECK(states.size() == 3);
    CHECK(states.value(1) == read);
    CHECK(states.value(2) == ReadingState{});
    CHECK(states.value(3) == ReadingState{ ReadingStatus::Reading, MaxRating, false }); // clamped
    CHECK(papers.paper(1)->reading == read);
    CHECK(papers.summaries({ 1 }).first().reading == read);

    CHECK(found(*db, QString(), Search::PaperScope::of(Search::PaperScope::Kind::Starred)) == QList<PaperId>{ 1 });
    CHECK(found(*db, QString(), Search::PaperScope::of(Search::PaperScope::Kind::Unread)) == QList<PaperId>{ 2 });
    CHECK(found(*db, QString(), Search::PaperScope::of(Search::PaperScope::Kind::RecentlyAdded)) ==
        QList<PaperId>{ 1, 2, 3 });
    CHECK(Search::PaperFinder(*db).count(Search::PaperScope::of(Search::PaperScope::Kind::Starred)) == 1);
}

TEST_CASE("Sorting by reading state happens in SQL", "[storage][reading]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::PaperStore(*db).setReadingStates(
        { { 1, { ReadingStatus::Read, 2, false } }, { 2, { ReadingStatus::Unread, 5, true } }, { 3, {} } });
    const Search::PaperFinder finder(*db);
    const auto query = Search::Query::parse({});
    CHECK(finder.find(query, {}, { Search::SortKey::Rating, Qt::DescendingOrder }) == QList<PaperId>{ 2, 1, 3 });
    CHECK(finder.find(query, {}, { Search::SortKey::Starred, Qt::DescendingOrder }).first() == 2);
    CHECK(finder.find(query, {}, { Search::SortKey::Status, Qt::DescendingOrder }).first() == 1);
}

TEST_CASE("Saved searches keep a query under a unique name", "[storage][savedsearches]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    Storage::SavedSearchStore store(*db);
    const SavedSearchId diffusion =
        store.add({ 0, QStringLiteral("  Diffusion  papers "), QStringLiteral("diffusion -survey") });
    store.add({ 0, QStringLiteral("Agents"), QStringLiteral("tag:agents") });
    CHECK(store.savedSearches() ==
        QList<SavedSearch>{ { 2, QStringLiteral("Agents"), QStringLiteral("tag:agents") },
            { diffusion, QStringLiteral("Diffusion papers"), QStringLiteral("diffusion -survey") } });
    CHECK_THROWS_AS(store.add({ 0, QStringLiteral("AGENTS"), QStringLiteral("x") }), Storage::StorageError);
    CHECK_THROWS_AS(store.add({ 0, QStringLiteral("  "), QStringLiteral("x") }), Storage::StorageError);
    CHECK_THROWS_AS(store.rename(diffusion, QStringLiteral("agents")), Storage::StorageError);
    store.rename(diffusion, QStringLiteral("Diffusion"));
    store.rename(diffusion, QStringLiteral("diffusion")); // its own name in another case
    store.remove(2);
    CHECK(store.savedSearches() ==
        QList<SavedSearch>{ { diffusion, QStringLiteral("diffusion"), QStringLiteral("diffusion -survey") } });
    store.add({ 2, QStringLiteral("Agents"), QStringLiteral("tag:agents") }); // put back by an undo
    CHECK(store.savedSearches().first().id == 2);
}
