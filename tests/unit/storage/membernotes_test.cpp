// SPDX-License-Identifier: GPL-3.0-or-later
// Each member writes their own note on a paper and reads the others' (issue 31): the server
// keeps each note its writer's, a search finds any member's words, and merging, upgrading and
// copying keep each member's note.
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarycopy.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "storage/papermerger.h"
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

QList<PaperId> found(const Storage::Database &library, const QString &query)
{
    return Search::PaperFinder(library).find(Search::Query::parse(query), {}, { Search::SortKey::Added });
}

} // namespace

TEST_CASE("Each member has their own note on a paper and reads the others', named", "[storage][postgresql-only]")
{
    Test::TeamLibrary team;
    Storage::NoteStore annNotes(*team.asAnn);
    Storage::NoteStore tomNotes(*team.asTom);
    annNotes.setNote(1, u"Ann: check **the proof**"_s);
    tomNotes.setNote(1, u"Tom: <b>weak</b> baseline"_s);

    CHECK(annNotes.note(1) == u"Ann: check **the proof**"_s);
    CHECK(tomNotes.note(1) == u"Tom: <b>weak</b> baseline"_s);
    const QList<Storage::NoteStore::MemberNote> others = tomNotes.othersNotes(1);
    REQUIRE(others.size() == 1);
    CHECK(others[0].member == team.ann);
    CHECK(others[0].memberName == u"Ann Example"_s);
    CHECK(others[0].markdown == u"Ann: check **the proof**"_s);
    CHECK(annNotes.othersNotes(1).first().memberName == team.tom);
    CHECK(annNotes.othersNotes(2).isEmpty());

    // Two members' notes never meet as a conflict: each saves over their own version.
    const auto annVersion = annNotes.versionedNote(1).version;
    CHECK(tomNotes.saveNote(1, u"Tom, again"_s, tomNotes.versionedNote(1).version));
    CHECK(annNotes.saveNote(1, u"Ann, again"_s, annVersion));
    // A search finds either's words; has:note finds the paper for both.
    CHECK(found(*team.asAnn, u"note:again"_s) == QList<PaperId>{ 1 });
    CHECK(found(*team.asAnn, u"tom"_s).contains(1));
    // Deleting one's own note leaves the other's, still found.
    annNotes.setNote(1, {});
    CHECK(tomNotes.note(1) == u"Tom, again"_s);
    CHECK(found(*team.asAnn, u"note:tom"_s) == QList<PaperId>{ 1 });

    // Through SQL: every member reads every note, and writes, changes and removes only their own.
    CHECK(Test::allowed(team.asAnn->connection(), u"SELECT body FROM notes WHERE member = '%1'"_s.arg(team.tom)));
    CHECK_FALSE(Test::allowed(team.asAnn->connection(),
        u"INSERT INTO notes (paper_id, member, body, updated_at) VALUES (2, '%1', 'x', 0)"_s.arg(team.tom)));
    QSqlQuery changed = Storage::runOrThrow(team.asAnn->connection(), u"UPDATE notes SET body = 'gone'"_s);
    CHECK(changed.numRowsAffected() == 0);
    QSqlQuery removed = Storage::runOrThrow(team.asAnn->connection(), u"DELETE FROM notes"_s);
    CHECK(removed.numRowsAffected() == 0);
    CHECK(tomNotes.note(1) == u"Tom, again"_s);
}

TEST_CASE("Merging two papers puts each member's note on the other below theirs", "[storage][postgresql-only]")
{
    Test::TeamLibrary team;
    Storage::NoteStore(*team.asAnn).setNote(1, u"Ann on one"_s);
    Storage::NoteStore(*team.asAnn).setNote(2, u"Ann on two"_s);
    Storage::NoteStore(*team.asTom).setNote(2, u"Tom on two"_s);
    const Storage::PaperMerger merger(*team.owner);
    const auto merged = merger.merge(1, 2);
    CHECK(Storage::NoteStore(*team.asAnn).note(1) == u"Ann on one\n\nAnn on two"_s);
    CHECK(Storage::NoteStore(*team.asTom).note(1) == u"Tom on two"_s);
    CHECK(found(*team.owner, u"note:two"_s) == QList<PaperId>{ 1 });
    merger.undo(merged);
    CHECK(Storage::NoteStore(*team.asAnn).note(1) == u"Ann on one"_s);
    CHECK(Storage::NoteStore(*team.asTom).note(2) == u"Tom on two"_s);
}

TEST_CASE("Merging keeps the note of a file's one user below the paper kept's", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::NoteStore notes(*library);
    notes.setNote(2, u"on two"_s);
    Storage::PaperMerger(*library).merge(3, 2);
    CHECK(notes.note(3) == u"on two"_s);
    CHECK(notes.othersNotes(3).isEmpty());
    notes.setNote(1, u"on one"_s);
    notes.setNote(3, u"on three"_s);
    Storage::PaperMerger(*library).merge(1, 3);
    CHECK(notes.note(1) == u"on one\n\non three"_s);
}

TEST_CASE("Upgrading a team library to step 23 gives each note to its last writer", "[storage][postgresql-only]")
{
    Test::TeamLibrary team;
    Storage::NoteStore(*team.asTom).setNote(1, u"written by Tom"_s);
    Storage::NoteStore(*team.owner).setNote(2, u"written by the owner"_s);
    for (const QString &statement : Test::teamLibraryAtStep21())
        Storage::execOrThrow(team.owner->connection(), statement);

    Storage::Database upgraded(team.owner->location());
    REQUIRE(upgraded.open());
    CHECK(upgraded.schemaVersion() == Storage::Schema::CurrentVersion);
    CHECK(Storage::NoteStore(*team.asTom).note(1) == u"written by Tom"_s);
    CHECK(Storage::NoteStore(*team.asAnn).note(1).isEmpty());
    CHECK(Storage::NoteStore(*team.asAnn).othersNotes(1).first().member == team.tom);
    CHECK(Storage::NoteStore(upgraded).note(2) == u"written by the owner"_s);
    CHECK(found(upgraded, u"note:tom"_s) == QList<PaperId>{ 1 });
}

TEST_CASE("A library copied to a file keeps the copier's notes as the file's own", "[storage][copy]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::NoteStore(*library).setNote(2, u"mine"_s);
    Storage::Database file(Storage::Location::file(workspace.path(u"copy.sqlite"_s)));
    REQUIRE(file.open());
    Storage::LibraryCopy::copy(*library, file);
    CHECK(Storage::NoteStore(file).note(2) == u"mine"_s);
    CHECK(found(file, u"note:mine"_s) == QList<PaperId>{ 2 });
}
