// SPDX-License-Identifier: GPL-3.0-or-later
// Who did what to a paper (issue 31): every store records its writes in the paper's history,
// and on a team library the server names the member and keeps them from writing in another's.
#include "import/importer.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "storage/paperhistory.h"
#include "storage/papermerger.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/referenceeditor.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/teamlibrary.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSet>
#include <QSqlQuery>

#include <algorithm>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Action = Storage::PaperEvent::Action;

namespace {

QList<Action> actions(const QList<Storage::PaperEvent> &events)
{
    QList<Action> actions;
    for (const Storage::PaperEvent &event : events)
        actions.append(event.action);
    return actions;
}

} // namespace

TEST_CASE("A paper's history tells what was done to it, newest first", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::TagStore tags(*library);
    const Storage::TagAssignment method = tags.addToPapers(u"method/diffusion"_s, { 1, 2 });
    tags.removeFromPapers(method.tag, { 2 });
    const std::optional<qint64> version = Storage::NoteStore(*library).saveNote(1, u"first words"_s, 0);
    REQUIRE(version);
    // Saved again while typing: one change, not two.
    REQUIRE(Storage::NoteStore(*library).saveNote(1, u"first words, more"_s, *version));
    const QString abstract = Storage::PaperStore(*library).paper(1)->abstract;
    const HighlightId highlight = Storage::HighlightStore(*library).add({ 0, 1, 0, 12, HighlightColor::Yellow, {} });
    Storage::HighlightStore(*library).remove(highlight);
    Storage::ListStore lists(*library);
    const ReadingListId list = lists.create({ 0, u"Reading group"_s, {}, 0 });
    lists.addPapers(list, { 1 });
    lists.removePapers(list, { 1, 3 });
    Storage::PaperStore(*library).setTitle(1, u"A title of mine"_s, false);
    Storage::PaperStore(*library).setTitle(1, u"A title guessed"_s, true);
    Paper edited = *Storage::PaperStore(*library).paper(1);
    edited.venue = u"ICLR"_s;
    REQUIRE(Storage::ReferenceEditor(*library).replace(1, edited));
    ReviewInfo review;
    review.name = u"PPI trials"_s;
    review.id = Storage::ReviewStore(*library).create(review);
    Storage::ReviewStore(*library).addPapers(review.id, { 1 });
    // A file's reviewer is named by the screening, a team library's is the member.
    const QString reviewer = library->login().isEmpty() ? u"Ann"_s : library->login();
    Storage::ReviewStore(*library).record(review.id, { 1, Verdict::Include, {}, {}, reviewer, 0 });

    const QList<Storage::PaperEvent> events = Storage::PaperHistory(*library).of(1);
    // Decided and imported are read from their own logs, at their own times.
    const QList<Action> expected{ Action::Decided,
        Action::Edited,
        Action::Retitled,
        Action::Unlisted,
        Action::Listed,
        Action::Unhighlighted,
        Action::Highlighted,
        Action::Noted,
        Action::Tagged,
        Action::Imported };
    QList<Action> got = actions(events);
    // Events of the same millisecond come in the order they were recorded, each log its own.
    CHECK(QSet<Action>(got.cbegin(), got.cend()) == QSet<Action>(expected.cbegin(), expected.cend()));
    CHECK(got.size() == expected.size());
    CHECK(got.last() == Action::Imported);
    for (qsizetype i = 1; i < events.size(); ++i)
        CHECK(events[i - 1].at >= events[i].at);
    const auto find = [&events](Action action) {
        return *std::ranges::find_if(
            events, [action](const Storage::PaperEvent &event) { return event.action == action; });
    };
    CHECK(find(Action::Tagged).subject == u"method/diffusion"_s);
    CHECK(find(Action::Highlighted).subject == abstract.first(12).simplified());
    CHECK(find(Action::Unhighlighted).subject == find(Action::Highlighted).subject);
    CHECK(find(Action::Listed).subject == u"Reading group"_s);
    CHECK(find(Action::Retitled).subject == u"A title of mine"_s);
    CHECK(find(Action::Decided).subject == u"PPI trials"_s);
    CHECK(find(Action::Decided).verdict == Verdict::Include);
    CHECK(find(Action::Imported).subject.endsWith(u"sample.txt"_s));
    for (const Storage::PaperEvent &event : events)
        CHECK(event.member == (event.action == Action::Decided ? reviewer : library->login()));

    // Paper 2 was tagged and untagged; paper 3 was never in the list it left.
    CHECK(
        actions(Storage::PaperHistory(*library).of(2)) == QList{ Action::Untagged, Action::Tagged, Action::Imported });
    CHECK(actions(Storage::PaperHistory(*library).of(3)) == QList{ Action::Imported });
    CHECK(Storage::PaperHistory(*library).of(1, 2).size() == 2);
}

TEST_CASE("A paper's history goes with the paper, and a failed write leaves none", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    CHECK_THROWS_AS(
        Storage::HighlightStore(*library).add({ 0, 2, 5, 100000, HighlightColor::Yellow, {} }), Storage::StorageError);
    CHECK(actions(Storage::PaperHistory(*library).of(2)) == QList{ Action::Imported });
    Storage::TagStore(*library).addToPapers(u"gone"_s, { 2 });
    Storage::PaperRemover(*library).removePapers({ 2 });
    QSqlQuery left =
        Storage::runOrThrow(library->connection(), u"SELECT count(*) FROM paper_history WHERE paper_id = 2"_s);
    REQUIRE(left.next());
    CHECK(left.value(0).toInt() == 0);
}

TEST_CASE("A team library's history names each member, and the server keeps it theirs", "[storage][postgresql-only]")
{
    const Test::TeamLibrary team;
    const Storage::Database &asAnn = *team.asAnn;
    const Storage::Database &asTom = *team.asTom;
    const QString &ann = team.ann;
    const QString &tom = team.tom;

    Storage::TagStore(asAnn).addToPapers(u"method"_s, { 1 });
    REQUIRE(Storage::NoteStore(asTom).saveNote(1, u"Tom's words"_s, 0));
    const QList<Storage::PaperEvent> events = Storage::PaperHistory(asTom).of(1);
    REQUIRE(events.size() == 3);
    CHECK(events[0].action == Action::Noted);
    CHECK(events[0].member == tom);
    CHECK(events[0].memberName == tom);
    CHECK(events[1].action == Action::Tagged);
    CHECK(events[1].member == ann);
    CHECK(events[1].memberName == u"Ann Example"_s);

    // Through SQL: no row in another's name, no row of another's moved, none removed.
    CHECK_FALSE(Test::allowed(asTom.connection(),
        u"INSERT INTO paper_history (paper_id, at, member, action) VALUES (1, 0, '%1', 'tagged')"_s.arg(ann)));
    CHECK(Test::allowed(
        asTom.connection(), u"INSERT INTO paper_history (paper_id, at, action) VALUES (1, 0, 'tagged')"_s));
    QSqlQuery moved =
        Storage::runOrThrow(asTom.connection(), u"UPDATE paper_history SET at = 0 WHERE member = ?"_s, { ann });
    CHECK(moved.numRowsAffected() == 0);
    QSqlQuery removed = Storage::runOrThrow(asTom.connection(), u"DELETE FROM paper_history"_s);
    CHECK(removed.numRowsAffected() == 0);
    CHECK_FALSE(Test::allowed(asTom.connection(),
        u"INSERT INTO imports (file, format, imported_at, member) VALUES ('x', 'x', 0, '%1')"_s.arg(ann)));
}

TEST_CASE("Deleting a tag or a list is in the history of each paper it was on, by its stored name", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::TagStore tags(*library);
    tags.addToPapers(u"Method/Diffusion"_s, { 1 });
    tags.addToPapers(u"method/diffusion"_s, { 2 }); // the tag there, typed in other letters
    tags.addToPapers(u"method"_s, { 3 });
    Storage::ListStore lists(*library);
    const ReadingListId list = lists.create({ 0, u"Reading group"_s, {}, 0 });
    lists.addPapers(list, { 1, 3 });

    tags.remove(u"method"_s);
    lists.remove(list);
    const auto last = [&library](PaperId paper, qsizetype count) {
        QList<Storage::PaperEvent> events = Storage::PaperHistory(*library).of(paper);
        return events.first(std::min(count, events.size()));
    };
    for (const PaperId paper : { 1, 2 }) {
        const QList<Storage::PaperEvent> events = Storage::PaperHistory(*library).of(paper);
        const auto untagged = std::ranges::find_if(
            events, [](const Storage::PaperEvent &event) { return event.action == Action::Untagged; });
        REQUIRE(untagged != events.cend());
        CHECK(untagged->subject == u"Method/Diffusion"_s);
        const auto tagged = std::ranges::find_if(
            events, [](const Storage::PaperEvent &event) { return event.action == Action::Tagged; });
        REQUIRE(tagged != events.cend());
        CHECK(tagged->subject == u"Method/Diffusion"_s);
    }
    QList<Action> onThree = actions(last(3, 2));
    std::ranges::sort(onThree);
    CHECK(onThree == QList{ Action::Untagged, Action::Unlisted });
    CHECK(std::ranges::count(actions(Storage::PaperHistory(*library).of(2)), Action::Unlisted) == 0);
}

TEST_CASE("A deleted paper's history comes back with it, after others' history was written", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::TagStore tags(*library);
    tags.addToPapers(u"kept"_s, { 3 });
    Storage::PaperRemover remover(*library);
    const Storage::RemovedPapers removed = remover.removePapers({ 3 });
    // Ids the deleted rows had could be given again to rows written since.
    tags.addToPapers(u"other"_s, { 1 });
    remover.restore(removed);
    CHECK(actions(Storage::PaperHistory(*library).of(3)) == QList{ Action::Tagged, Action::Imported });
}

TEST_CASE("Merging two papers gives the paper kept the other's history, and undo takes it back", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    Storage::TagStore(*library).addToPapers(u"from two"_s, { 2 });
    const QString otherTitle = Storage::PaperStore(*library).paper(2)->title;
    const Storage::PaperMerger merger(*library);
    const auto merged = merger.merge(1, 2);
    const QList<Storage::PaperEvent> events = Storage::PaperHistory(*library).of(1);
    CHECK(actions(events) == QList{ Action::Merged, Action::Tagged, Action::Imported, Action::Imported });
    CHECK(events.first().subject == otherTitle);
    CHECK(events[1].subject == u"from two"_s);
    merger.undo(merged);
    CHECK(actions(Storage::PaperHistory(*library).of(1)) == QList{ Action::Imported });
    CHECK(actions(Storage::PaperHistory(*library).of(2)) == QList{ Action::Tagged, Action::Imported });
    merger.redo(merged);
    CHECK(actions(Storage::PaperHistory(*library).of(1)).first() == Action::Merged);
}

TEST_CASE("A removed paper's history says who removed it, and an undone removal leaves no record", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    const QString title = Storage::PaperStore(*library).paper(2)->title;
    Storage::PaperRemover remover(*library);
    const Storage::RemovedPapers undone = remover.removePapers({ 2 });
    CHECK(actions(Storage::PaperHistory(*library).of(2)) == QList{ Action::Removed });
    remover.restore(undone);
    CHECK(actions(Storage::PaperHistory(*library).of(2)) == QList{ Action::Imported });

    remover.removePapers({ 2, 3 });
    const QList<Storage::PaperEvent> events = Storage::PaperHistory(*library).of(2);
    REQUIRE(events.size() == 1);
    CHECK(events.first().action == Action::Removed);
    CHECK(events.first().subject == title);
    CHECK(events.first().member == library->login());
    CHECK(actions(Storage::PaperHistory(*library).of(3)) == QList{ Action::Removed });
    // Through SQL on a team library: the record is every member's to read and only an owner's
    // to take back, which the paper's removal takes with it.
    if (!library->login().isEmpty()) {
        const Test::TeamLibrary team;
        Storage::PaperRemover(*team.owner).removePapers({ 1 });
        CHECK(Storage::PaperHistory(*team.asTom).of(1).first().action == Action::Removed);
        QSqlQuery taken = Storage::runOrThrow(team.asTom->connection(), u"DELETE FROM removals"_s);
        CHECK(taken.numRowsAffected() == 0);
        CHECK_FALSE(Test::allowed(team.asTom->connection(),
            u"INSERT INTO removals (removed_id, at, member, title) VALUES (1, 0, '%1', 'x')"_s.arg(team.ann)));
        CHECK_FALSE(Test::allowed(
            team.asTom->connection(), u"INSERT INTO removals (removed_id, at, title) VALUES (2, 0, 'x')"_s));
    }
}

TEST_CASE("A paper imported after another was removed has none of its removal", "[storage]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    // The newest paper's id: a file gives it again to the next paper imported.
    Storage::PaperRemover(*library).removePapers({ 3 });
    REQUIRE(Import::Importer(*library)
                .importFiles({ workspace.writeFile(u"more.txt"_s, "More\n\nA new abstract on sparse solvers.\n") })
                .added() == 1);
    for (PaperId paper = 1; paper <= 4; ++paper) {
        if (Storage::PaperStore(*library).paper(paper))
            CHECK_FALSE(actions(Storage::PaperHistory(*library).of(paper)).contains(Action::Removed));
    }
}
