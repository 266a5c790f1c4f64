// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "storage/changelog.h"
#include "storage/changeretention.h"
#include "storage/database.h"
#include "storage/librarycare.h"
#include "storage/notestore.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/sqlitebackups.h"
#include "storage/sqlite/sqlitehealth.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "tasks/librarycare.h"
#include "widgets/noteeditor.h"
#include "widgets/restoredialog.h"

#include <catch2/catch_test_macros.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <filesystem>
#include <optional>
#include <thread>

#include <fcntl.h>
#include <sched.h>
#include <sys/stat.h>

using namespace Lectern;
using namespace Qt::StringLiterals;

// A file's backups and damage; a team library's are in the server (postgresql_test).
TEST_CASE("gui: the open library is backed up when its newest backup is a day old", "[gui][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    QString path;
    {
        const auto db = workspace.openSampleLibrary();
        path = db->location().filePath();
    }
    Desktop::LibraryCare care({ 0, 0 });
    QSignalSpy backedUp(&care, &Desktop::LibraryCare::backedUp);
    QSignalSpy damaged(&care, &Desktop::LibraryCare::damageFound);
    care.watch(Storage::Location::file(path));
    REQUIRE(backedUp.wait(10000));
    CHECK(Storage::Sqlite::Backups(path).list().size() == 1);
    REQUIRE(QTest::qWaitFor([&care] { return !care.isBusy(); }, 10000));
    CHECK(damaged.isEmpty());

    care.watch(Storage::Location::file(path)); // a backup of today is there: none is made
    REQUIRE(QTest::qWaitFor([&care] { return !care.isBusy(); }, 10000));
    CHECK(backedUp.size() == 1);
    CHECK(Storage::Sqlite::Backups(path).list().size() == 1);
}

TEST_CASE("gui: the open library's change log is pruned past its retention", "[gui][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::ChangeRetention(*db).setRetentionDays(1);
    // As if the sample library had been imported long ago.
    Storage::runOrThrow(db->connection(), u"UPDATE changes SET at = 0"_s);
    const qint64 latest = Storage::ChangeLog(*db).latest();
    REQUIRE(latest > 0);

    Desktop::LibraryCare care({ 60 * 1000, 0 });
    QSignalSpy pruned(&care, &Desktop::LibraryCare::changeLogPruned);
    care.watch(db->location());
    REQUIRE(pruned.wait(10000));
    CHECK(pruned.first().first().toInt() > 0);
    CHECK(Storage::ChangeLog(*db).after(0, 10).constFirst().kind == Storage::Change::Kind::Library);
    CHECK(Storage::ChangeLog(*db).latest() == latest);
}

TEST_CASE("gui: a damaged library is reported once it is opened, and remembered", "[gui][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.openSampleLibrary()->location().filePath();
    Test::overwriteFirstPage(path, u"papers"_s);

    Desktop::LibraryCare care({ 0, 0 });
    QSignalSpy damaged(&care, &Desktop::LibraryCare::damageFound);
    care.watch(Storage::Location::file(path));
    REQUIRE(damaged.wait(10000));
    CHECK(Storage::Sqlite::LibraryHealth::knownDamage(path).has_value());
    REQUIRE(QTest::qWaitFor([&care] { return !care.isBusy(); }, 10000));
    CHECK(Storage::Sqlite::Backups(path).list().isEmpty()); // a damaged library is not backed up
}

TEST_CASE("gui: a team library's server turning the check away is no damage", "[gui][backups][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    workspace.openSampleLibrary();
    Test::setAcceptingConnections(location, false);
    Desktop::LibraryCare care({ 0, 0 });
    QSignalSpy damaged(&care, &Desktop::LibraryCare::damageFound);
    care.watch(location);
    REQUIRE(QTest::qWaitFor([&care] { return !care.isBusy(); }, 10000));
    Test::setAcceptingConnections(location, true);
    CHECK(damaged.isEmpty());
    CHECK_FALSE(Storage::LibraryCare::of(location).knownDamage(location));
}

TEST_CASE("gui: checks and backups run at idle priority", "[gui][backups]")
{
    std::atomic<int> policy = -1;
    std::atomic<int> priority = -1;
    Desktop::LibraryCare::workers().start([&] {
        policy = sched_getscheduler(0);
        priority = QThread::currentThread()->priority();
    });
    REQUIRE(Desktop::LibraryCare::workers().waitForDone(10000));
    CHECK(priority == QThread::IdlePriority);
    CHECK(policy == SCHED_IDLE); // the kernel runs it only on a core nothing else wants
}

TEST_CASE("gui: the restore dialog offers the backups newest first", "[gui][backups]")
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QList<Storage::LibraryCare::Backup> backups{ { u"/b/new.sqlite"_s, now, 2048 },
        { u"/b/old.sqlite"_s, now.addDays(-1), 1024 } };
    Desktop::RestoreDialog dialog(backups);
    auto *list = dialog.findChild<QListWidget *>();
    REQUIRE(list);
    CHECK(list->count() == 2);
    CHECK(dialog.chosenPath() == u"/b/new.sqlite"_s);
    list->setCurrentRow(1);
    CHECK(dialog.chosenPath() == u"/b/old.sqlite"_s);
}

TEST_CASE("gui: edits stop once the library is found damaged", "[gui][backups]")
{
    const Test::Workspace workspace;
    Desktop::LibraryWorker worker(workspace.location(), Storage::Database::Access::ReadWrite);
    Desktop::LibraryEditor editor;
    editor.setWorker(&worker);
    QSignalSpy failed(&editor, &Desktop::LibraryEditor::failed);
    QSignalSpy damaged(&editor, &Desktop::LibraryEditor::damageFound);
    CHECK(editor.mayWrite());
    editor.report(Storage::StorageError(u"locked"_s));
    CHECK(damaged.isEmpty());
    CHECK_FALSE(editor.isDamaged());

    editor.report(Storage::StorageError(u"malformed"_s, Storage::StorageError::Kind::Damage));
    REQUIRE(damaged.size() == 1);
    CHECK(damaged.first().first().toString() == u"malformed"_s);
    CHECK(editor.isDamaged());
    CHECK_FALSE(editor.mayWrite());
    CHECK(failed.last().first().toString().contains(u"Restore from Backup"_s));
    // An edit asked for now is refused, and leaves no step.
    editor.createList(u"Reading group"_s);
    CHECK(editor.undoStack()->count() == 0);
    editor.setDamaged(false); // a restored library
    CHECK(editor.mayWrite());
    editor.createList(u"Reading group"_s);
    CHECK(editor.undoStack()->count() == 1);
    Test::settle(worker);
}

TEST_CASE("gui: a library written over in place is opened again as it is now", "[gui][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::showFirstSamplePaper(window, workspace);
    const QString path = workspace.location().filePath();
    // A backup written into the file, as sqlite3's .restore does: its change log goes back.
    Storage::Sqlite::Backups backups(path);
    Storage::LibraryCare::Backup backup;
    {
        const auto db = workspace.openLibrary();
        backup = backups.make(*db);
        Storage::TagStore(*db).addToPapers(u"after the backup"_s, { 1 });
    }
    REQUIRE(QTest::qWaitFor([&window] { return Test::sidebarHasTag(window, u"after the backup"_s); }, 10000));
    // A second window that only reads it.
    Desktop::MainWindow reading;
    QTimer::singleShot(0, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        REQUIRE(box);
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == QMessageBox::AcceptRole)
                button->click();
        }
    });
    REQUIRE(reading.openLibrary(workspace.location()));
    REQUIRE(reading.editor()->isReadOnly());
    REQUIRE(QTest::qWaitFor([&reading] { return Test::sidebarHasTag(reading, u"after the backup"_s); }, 10000));

    backups.restore(backup.path);
    for (const Desktop::MainWindow *shown : { &window, &reading }) {
        REQUIRE(QTest::qWaitFor([shown] { return !Test::sidebarHasTag(*shown, u"after the backup"_s); }, 10000));
        Test::settle(*shown);
        CHECK(
            shown->statusBar()->currentMessage().contains(u"replaced by another program and has been opened again"_s));
        CHECK_FALSE(shown->editor()->isMoved());
    }
    CHECK(reading.editor()->isReadOnly());
    CHECK_FALSE(window.editor()->isReadOnly());
}

namespace {

QAction *restoreAction(const Desktop::MainWindow &window)
{
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == u"&Restore from Backup…"_s)
                return action;
        }
    }
    FAIL("no Restore from Backup action");
    return nullptr;
}

} // namespace

TEST_CASE("gui: a library file moved away or replaced by another is written to no more", "[gui][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::showFirstSamplePaper(window, workspace);
    const QString path = workspace.location().filePath();
    // Left in the journal beside the path, not yet in the file.
    Storage::TagStore(*workspace.openLibrary()).addToPapers(u"in the journal"_s, { 1 });
    REQUIRE(QTest::qWaitFor([&window] { return Test::sidebarHasTag(window, u"in the journal"_s); }, 10000));
    // A note being typed meanwhile.
    QTest::keyClicks(window.detailView()->noteEditor()->editor(), u"Typed before the move"_s);
    const auto movedAway = [&] {
        REQUIRE(QTest::qWaitFor([&window] { return window.editor()->isMoved(); }, 10000));
        CHECK(window.statusBar()->currentMessage().contains(u"moved, removed or replaced"_s));
        // Nothing is left to undo, and edits and imports are refused, leaving no step.
        CHECK(window.editor()->undoStack()->count() == 0);
        window.editor()->createList(u"Reading group"_s);
        QTest::keyClicks(window.detailView()->noteEditor()->editor(), u" and after"_s);
        window.detailView()->noteEditor()->flush();
        CHECK(window.editor()->undoStack()->count() == 0);
        CHECK(window.importFiles({ workspace.writeFile(u"more.txt"_s, "More\n\nA fourth abstract.\n") }) == nullptr);
        // The journal beside the path was folded into the moved file, and nothing was written
        // to it since.
        Test::settle(window);
        CHECK(QFileInfo(path + u"-wal"_s).size() == 0);
        // A restore is refused with a sentence of its own.
        QString said;
        QTimer::singleShot(0, [&said] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            REQUIRE(box);
            said = box->text();
            box->accept();
        });
        restoreAction(window)->trigger();
        CHECK(said.startsWith(u"The library file was moved, removed or replaced by another program"_s));
    };

    SECTION("moved away: nothing is made in its place")
    {
        const QString moved = workspace.path(u"moved.sqlite"_s);
        REQUIRE(QFile::rename(path, moved));
        movedAway();
        CHECK_FALSE(QFileInfo::exists(path));
        // What was in the journal beside the old path is in the moved file.
        Test::settle(window);
        const Storage::Sqlite::FileConnection file(moved);
        QSqlQuery tagged(file.database());
        REQUIRE(tagged.exec(u"SELECT count(*) FROM tags WHERE name = 'in the journal'"_s));
        REQUIRE(tagged.next());
        CHECK(tagged.value(0).toInt() == 1);
    }
    SECTION("another file moved in its place, as a sync tool does: opened again, it is read whole")
    {
        const QString other = workspace.path(u"other.sqlite"_s);
        {
            const auto db = workspace.openLibrary(u"other.sqlite"_s);
            Storage::TagStore(*db).addToPapers(u"kept elsewhere"_s, {});
        }
        std::filesystem::rename(other.toStdString(), path.toStdString());
        movedAway();
        REQUIRE(window.openLibrary(workspace.location(), true));
        Test::settle(window);
        CHECK(window.paperModel()->rowCount() == 0);
        CHECK_FALSE(window.editor()->isMoved());
        CHECK_FALSE(Test::sidebarHasTag(window, u"in the journal"_s));
        CHECK(Storage::LibraryCare::of(workspace.location())
                .problems(workspace.location(), Storage::LibraryCare::Depth::Full)
                .isEmpty());
    }
}

TEST_CASE("gui: an import running when the library file moves away stops, and nothing of it lands",
    "[gui][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::showFirstSamplePaper(window, workspace);
    const QString path = workspace.location().filePath();
    const auto papersIn = [](const QString &file) {
        const Storage::Sqlite::FileConnection connection(file);
        QSqlQuery query(connection.database());
        REQUIRE(query.exec(u"SELECT count(*) FROM papers"_s));
        REQUIRE(query.next());
        return query.value(0).toInt();
    };
    const int before = papersIn(path);
    // Read from a pipe, the import waits for the rest of its records while the file is moved.
    const QString fifo = workspace.path(u"many.fifo"_s);
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const auto records = [](int from, int to) {
        QByteArray text;
        for (int i = from; i < to; ++i)
            text +=
                "\nAbstract " + QByteArray::number(i) + " of a long import, on graphs and the words that name them.\n";
        return text;
    };
    std::atomic<bool> opened = false;
    std::atomic<bool> movedAway = false;
    std::jthread writer([&] {
        // Opened without waiting for a reader, so that a test that fails before the import opens
        // the pipe still ends.
        int fd = -1;
        for (int waited = 0; fd < 0 && waited < 10000; waited += 10) {
            fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
            if (fd < 0)
                QThread::msleep(10);
        }
        QFile pipe;
        if (fd < 0 || ::fcntl(fd, F_SETFL, 0) != 0 ||
            !pipe.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle))
            return;
        opened = true;
        pipe.write("Many abstracts\n" + records(0, 300));
        pipe.flush();
        for (int waited = 0; !movedAway && waited < 30000; waited += 10)
            QThread::msleep(10);
        pipe.write(records(300, 900));
    });
    Desktop::ImportTask *task = window.importFiles({ fifo });
    REQUIRE(task);
    std::optional<bool> cancelled;
    QObject::connect(
        task, &Desktop::ImportTask::finished, [&cancelled, task] { cancelled = task->report().cancelled; });
    REQUIRE(QTest::qWaitFor([&opened] { return opened.load(); }, 10000));

    const QString moved = workspace.path(u"moved.sqlite"_s);
    REQUIRE(QFile::rename(path, moved));
    REQUIRE(QTest::qWaitFor([&window] { return window.editor()->isMoved(); }, 10000));
    movedAway = true;
    REQUIRE(QTest::qWaitFor([&cancelled] { return cancelled.has_value(); }, 30000));
    CHECK(*cancelled);
    CHECK(window.statusBar()->currentMessage().startsWith(u"Import cancelled. The library file was moved"_s));
    Test::settle(window);
    CHECK(QFileInfo(path + u"-wal"_s).size() == 0);
    CHECK(papersIn(moved) == before);
}

TEST_CASE("gui: an edit kept out by another program's lock names the program", "[gui][locks][sqlite-only]")
{
    const QString sqlite3 = QStandardPaths::findExecutable(u"sqlite3"_s);
    if (sqlite3.isEmpty())
        SKIP("sqlite3 is not installed (packaging/buildenv has it)");
    const Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::showFirstSamplePaper(window, workspace);
    const QString path = workspace.location().filePath();
    QProcess holder;
    holder.start(sqlite3, { path });
    REQUIRE(holder.waitForStarted());
    holder.write("BEGIN EXCLUSIVE;\n");
    // Held once a write of this process is kept out at once.
    const Storage::Sqlite::FileConnection probe(path, Storage::Sqlite::FileConnection::Mode::ReadWrite);
    QSqlQuery query(probe.database());
    REQUIRE(query.exec(u"PRAGMA busy_timeout = 0"_s));
    REQUIRE(QTest::qWaitFor(
        [&query] {
            if (!query.exec(u"BEGIN IMMEDIATE"_s))
                return true;
            query.exec(u"ROLLBACK"_s);
            return false;
        },
        10000));

    window.editor()->addTag({ 1 }, u"kept out"_s);
    REQUIRE(QTest::qWaitFor([&window] { return window.statusBar()->currentMessage().contains(u"locked"_s); }, 20000));
    const QString said = window.statusBar()->currentMessage();
    INFO(said.toStdString());
    CHECK(said.contains(u"locked: process %1 (sqlite3)"_s.arg(holder.processId())));
    CHECK_FALSE(said.contains(u"Unable to fetch row"_s));
    holder.write("ROLLBACK;\n.quit\n");
    holder.closeWriteChannel();
    REQUIRE(holder.waitForFinished(10000));
    Test::settle(window);
    CHECK(Storage::TagStore(*workspace.openLibrary()).tagsOf(1).isEmpty());
}

TEST_CASE("gui: a worker told to refuse writes runs those given before, and no later one", "[gui][backups]")
{
    const Test::Workspace workspace;
    Desktop::LibraryWorker worker(workspace.location(), Storage::Database::Access::ReadWrite);
    std::atomic<int> ran = 0;
    const auto write = [&ran](Storage::LibrarySession &) -> Desktop::LibraryWorker::Delivery {
        ++ran;
        return {};
    };
    QString refused;
    worker.write(write);
    worker.refuseWrites(u"moved away"_s);
    worker.write(write, [&refused](const Storage::StorageError &error) { refused = error.message(); });
    Test::settle(worker);
    CHECK(ran == 1);
    CHECK(refused == u"moved away"_s);
}
