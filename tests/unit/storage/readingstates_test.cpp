// SPDX-License-Identifier: GPL-3.0-or-later
// Reading status, rating and star are each member's own (issue 31): each sees and finds their
// own, the server keeps them apart, and removing, merging, upgrading and copying keep each
// member's.
#include "import/importer.h"
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarycopy.h"
#include "storage/members.h"
#include "storage/papermerger.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/schema.h"
#include "storage/sqlerror.h"
#include "support/postgresqlserver.h"
#include "support/teamlibrary.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

QList<PaperId> found(const Storage::Database &library, const QString &query, const Search::PaperScope &scope = {})
{
    return Search::PaperFinder(library).find(Search::Query::parse(query), scope, { Search::SortKey::Added });
}

const ReadingState readStarred{ ReadingStatus::Read, 4, true };
const ReadingState reading{ ReadingStatus::Reading, 2, false };

int rowsOf(const Storage::Database &library, const QString &where = u"1 = 1"_s)
{
    QSqlQuery query =
        Storage::runOrThrow(library.connection(), u"SELECT count(*) FROM reading_states WHERE %1"_s.arg(where));
    REQUIRE(query.next());
    return query.value(0).toInt();
}

} // namespace

TEST_CASE("Reading states are found, counted and sorted, and a paper left as new keeps no row", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::PaperStore papers(*library);
    papers.setReadingStates({ { 1, readStarred }, { 2, reading } });

    CHECK(papers.paper(1)->reading == readStarred);
    CHECK(papers.summaries({ 2 }).first().reading == reading);
    CHECK(papers.readingStates({ 1, 2, 3 }).value(3) == ReadingState());
    CHECK(found(*library, u"status:read"_s) == QList<PaperId>{ 1 });
    CHECK(found(*library, u"status:unread"_s) == QList<PaperId>{ 3 });
    CHECK(found(*library, u"-status:unread"_s) == QList<PaperId>{ 2, 1 });
    CHECK(found(*library, u"rating:>=2"_s) == QList<PaperId>{ 2, 1 });
    CHECK(found(*library, u"rating:<3"_s) == QList<PaperId>{ 3, 2 });
    CHECK(found(*library, u"starred:no"_s) == QList<PaperId>{ 3, 2 });
    CHECK(found(*library, {}, Search::PaperScope::of(Search::PaperScope::Kind::Starred)) == QList<PaperId>{ 1 });
    CHECK(found(*library, {}, Search::PaperScope::of(Search::PaperScope::Kind::Unread)) == QList<PaperId>{ 3 });
    CHECK(papers.countWithStatus(ReadingStatus::Unread) == 1);
    CHECK(papers.countWithStatus(ReadingStatus::Reading) == 1);
    const Search::PaperSort byRating{ Search::SortKey::Rating, Qt::DescendingOrder };
    CHECK(Search::PaperFinder(*library).find(Search::Query::parse({}), {}, byRating) == QList<PaperId>{ 1, 2, 3 });

    // Back to new: the row goes, and the paper is unread again.
    papers.setReadingStates({ { 2, ReadingState() } });
    CHECK(rowsOf(*library) == 1);
    CHECK(papers.countWithStatus(ReadingStatus::Unread) == 2);
    // A paper that is gone takes no state, and its state goes with it.
    papers.setReadingStates({ { 99, readStarred } });
    CHECK(rowsOf(*library) == 1);
    Storage::PaperRemover(*library).removePapers({ 1 });
    CHECK(rowsOf(*library) == 0);
}

TEST_CASE("Merging two papers keeps the further reading state of each", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::PaperStore papers(*library);
    papers.setReadingStates({ { 1, { ReadingStatus::Reading, 5, false } }, { 2, { ReadingStatus::Read, 1, true } } });
    const Storage::PaperMerger merger(*library);
    const auto merged = merger.merge(1, 2);
    CHECK(papers.paper(1)->reading == ReadingState{ ReadingStatus::Read, 5, true });
    merger.undo(merged);
    CHECK(papers.paper(1)->reading == ReadingState{ ReadingStatus::Reading, 5, false });
    CHECK(papers.paper(2)->reading == ReadingState{ ReadingStatus::Read, 1, true });
}

TEST_CASE("Each member has their own reading state, and the server keeps it theirs", "[storage][postgresql-only]")
{
    Test::TeamLibrary team;
    const Storage::Database &owner = *team.owner;
    const Storage::Database &asAnn = *team.asAnn;
    const Storage::Database &asTom = *team.asTom;
    const QString ann = team.ann;
    const QString rea = Test::newLogin(u"rea"_s);
    owner.engine().members(owner)->add({ rea, {}, {}, Storage::MemberRole::Reader });
    const auto asRea = team.connected(rea);

    Storage::PaperStore(asAnn).setReadingStates({ { 1, readStarred } });
    Storage::PaperStore(asTom).setReadingStates({ { 2, reading } });
    CHECK(Storage::PaperStore(asAnn).paper(1)->reading == readStarred);
    CHECK(Storage::PaperStore(asTom).paper(1)->reading == ReadingState());
    CHECK(found(asAnn, u"status:read"_s) == QList<PaperId>{ 1 });
    CHECK(found(asTom, u"status:read"_s).isEmpty());
    CHECK(found(asTom, u"status:unread"_s) == QList<PaperId>{ 3, 1 });
    CHECK(found(asTom, {}, Search::PaperScope::of(Search::PaperScope::Kind::Starred)).isEmpty());
    CHECK(Storage::PaperStore(asTom).countWithStatus(ReadingStatus::Unread) == 2);
    CHECK(Storage::PaperStore(asAnn).countWithStatus(ReadingStatus::Unread) == 2);

    // Through SQL: a member reads, writes, changes and removes only their own rows.
    CHECK(rowsOf(asTom) == 1);
    CHECK(rowsOf(owner) == 2);
    CHECK_FALSE(Test::allowed(
        asTom.connection(), u"INSERT INTO reading_states (paper_id, member, status) VALUES (3, '%1', 2)"_s.arg(ann)));
    QSqlQuery changed = Storage::runOrThrow(asTom.connection(), u"UPDATE reading_states SET rating = 0"_s);
    CHECK(changed.numRowsAffected() == 1);
    QSqlQuery removed = Storage::runOrThrow(asTom.connection(), u"DELETE FROM reading_states"_s);
    CHECK(removed.numRowsAffected() == 1);
    CHECK(Storage::PaperStore(asAnn).paper(1)->reading == readStarred);
    // A reader reads and writes nothing, their own state included.
    CHECK_FALSE(Test::allowed(asRea->connection(), u"INSERT INTO reading_states (paper_id, status) VALUES (1, 2)"_s));

    // An owner's removal takes every member's state, and its undo puts every member's back.
    Storage::PaperRemover remover(owner);
    const Storage::RemovedPapers gone = remover.removePapers({ 1 });
    CHECK(rowsOf(owner) == 0);
    remover.restore(gone);
    CHECK(Storage::PaperStore(asAnn).paper(1)->reading == readStarred);
}

TEST_CASE(
    "Upgrading a team library to step 22 gives each member the reading state all shared", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    Storage::Location location = workspace.location();
    const QString ann = Test::newLogin(u"ann"_s);
    {
        const auto owner = workspace.openSampleLibrary();
        owner->engine().members(*owner)->add({ ann, {}, {}, Storage::MemberRole::Member });
        // The library as step 21 left it: one reading state, every member's.
        for (const QString &statement : Test::teamLibraryAtStep21())
            Storage::execOrThrow(owner->connection(), statement);
        Storage::execOrThrow(
            owner->connection(), u"UPDATE papers SET status = 2, rating = 4, starred = 1 WHERE id = 1"_s);
    }
    Storage::Database owner(location);
    REQUIRE(owner.open());
    CHECK(owner.schemaVersion() == Storage::Schema::CurrentVersion);
    Storage::Database asAnn(Test::asLogin(location, ann));
    REQUIRE(asAnn.open());
    CHECK(Storage::PaperStore(asAnn).paper(1)->reading == readStarred);
    CHECK(Storage::PaperStore(owner).paper(1)->reading == readStarred);
    Storage::PaperStore(asAnn).setReadingStates({ { 1, ReadingState() } });
    CHECK(Storage::PaperStore(owner).paper(1)->reading == readStarred);
}

TEST_CASE("A team library copied to a file keeps the copier's reading state as the file's", "[storage][copy]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::PaperStore(*library).setReadingStates({ { 2, reading } });
    Storage::Database file(Storage::Location::file(workspace.path(u"copy.sqlite"_s)));
    REQUIRE(file.open());
    Storage::LibraryCopy::copy(*library, file);
    CHECK(Storage::PaperStore(file).paper(2)->reading == reading);
    CHECK(rowsOf(file, u"member = ''"_s) == 1);
}

TEST_CASE("A reading-state order's first page is the start of the whole order", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    QByteArray list = "Reading orders\n\n";
    for (int i = 1; i <= 12; ++i)
        list += "Abstract number " + QByteArray::number(i) + " about graphs and words.\n\n";
    REQUIRE(Import::Importer(*library).importFiles({ workspace.writeFile(u"list.txt"_s, list) }).added() == 12);
    // Ties within each value, a value with no row (a rating only: status 0), and rows on 0 alone.
    Storage::PaperStore(*library).setReadingStates({ { 2, { ReadingStatus::Read, 0, false } },
        { 3, { ReadingStatus::Reading, 5, true } },
        { 5, { ReadingStatus::Read, 2, false } },
        { 7, { ReadingStatus::Unread, 4, true } },
        { 8, { ReadingStatus::Reading, 2, false } },
        { 11, { ReadingStatus::Unread, 0, true } } });
    const Search::PaperFinder finder(*library);
    for (const Search::SortKey key : { Search::SortKey::Status, Search::SortKey::Rating, Search::SortKey::Starred }) {
        for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            for (const QString &query : { QString(), u"graphs -\"number 3\""_s, u"starred:yes"_s }) {
                const Search::PaperSort sort{ key, order };
                const QList<PaperId> whole = finder.find(Search::Query::parse(query), {}, sort);
                for (int limit = 0; limit <= whole.size() + 1; ++limit) {
                    INFO("key " << int(key) << ", order " << int(order) << ", query " << query.toStdString()
                                << ", limit " << limit);
                    CHECK(finder.find(Search::Query::parse(query), {}, sort, limit) ==
                        whole.first(std::min<qsizetype>(limit, whole.size())));
                }
            }
        }
    }
    // The whole order, as the sort column asks.
    CHECK(finder.find(Search::Query::parse({}), {}, { Search::SortKey::Status, Qt::DescendingOrder }, 4) ==
        QList<PaperId>{ 5, 2, 8, 3 });
}
