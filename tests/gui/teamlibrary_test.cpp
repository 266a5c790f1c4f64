// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a team library, against PostgreSQL servers the tests start, stop and restart
// themselves: Connect to Team Library's answers, and a server lost while the window is open.
#include "editing/libraryeditor.h"
#include "gui/serversupport.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "storage/backgroundreader.h"
#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/reviewstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "tasks/libraryworker.h"
#include "widgets/connectdialog.h"
#include "widgets/connectionstatus.h"
#include "widgets/paperdetailview.h"
#include "widgets/plaintext.h"
#include "widgets/searchfield.h"
#include "widgets/tageditor.h"
#include "windows/screeningwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include <signal.h>

using namespace Lectern;
using namespace Qt::Literals::StringLiterals;

namespace {

void fill(Desktop::ConnectDialog &dialog, const QString &host, int port, const QString &database, const QString &user)
{
    dialog.hostField()->setText(host);
    dialog.portField()->setValue(port);
    dialog.databaseField()->setText(database);
    dialog.userField()->setText(user);
}

// Clicks Connect and waits for the answer: true once the library is open, false with the
// dialog's sentence saying why not.
bool connectAndWait(Desktop::ConnectDialog &dialog)
{
    dialog.connectButton()->click();
    REQUIRE(QTest::qWaitFor(
        [&dialog] { return dialog.result() == QDialog::Accepted || dialog.connectButton()->isEnabled(); }, 30000));
    return dialog.result() == QDialog::Accepted;
}

QStringList tagsOf(const Storage::Location &library, PaperId paper)
{
    QString error;
    const auto session = Storage::LibrarySession::open(library, &error);
    INFO(error.toStdString());
    REQUIRE(session);
    QStringList names;
    for (const Tag &tag : session->tags().tagsOf(paper))
        names.append(tag.name);
    return names;
}

// A window on the database "team" of a server of the test's own, holding the sample abstracts.
struct TeamWindow
{
    TeamWindow()
    {
        REQUIRE(window.openLibrary(library, true));
        Test::importAndSettle(window, { workspace.writeFile(u"sample.txt"_s, Test::sampleList()) });
    }

    static Storage::Location created(const Test::OwnPostgresqlServer &server)
    {
        server.execute(u"CREATE DATABASE team"_s);
        return server.library(u"team"_s);
    }

    Test::OwnPostgresqlServer server;
    const Storage::Location library = created(server);
    const Test::Workspace workspace;
    Desktop::MainWindow window;
};

} // namespace

TEST_CASE("gui: Connect to Team Library says what is wrong in one sentence, and asks for a password",
    "[gui][teamlibrary][postgresql]")
{
    Test::OwnPostgresqlServer server;
    server.execute(u"CREATE ROLE ann LOGIN PASSWORD 'right-horse'"_s);
    server.execute(u"CREATE ROLE bob LOGIN"_s);
    server.execute(u"CREATE DATABASE team OWNER ann"_s);
    server.execute(u"REVOKE CONNECT ON DATABASE team FROM PUBLIC"_s);
    // Ann logs in with her password; everybody else is trusted, as on the shared test server.
    server.execute(u"DO $$ BEGIN EXECUTE format('COPY (VALUES (%L), (%L), (%L), (%L)) TO %L', "
                   "'local all ann scram-sha-256', 'host all ann 127.0.0.1/32 scram-sha-256', "
                   "'local all all trust', 'host all all 127.0.0.1/32 trust', current_setting('hba_file')); END $$"_s);
    server.execute(u"SELECT pg_reload_conf()"_s);
    const Storage::Location ann = server.library(u"team"_s, u"ann"_s);
    REQUIRE(QTest::qWaitFor([&ann] { return Storage::Database::wantsPassword(ann); }, 10000));

    Desktop::ConnectDialog dialog;
    dialog.show();
    // No database: said before anything is tried.
    fill(dialog, server.socketFolder(), server.port(), QString(), u"lectern"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message() == u"Name the database the library is in."_s);

    // A host and port where no server listens.
    fill(dialog, u"127.0.0.1"_s, 1, u"team"_s, u"lectern"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().startsWith(u"Cannot reach the PostgreSQL server of team on 127.0.0.1: check the host and "
                                      "port, and that the server is running."_s));

    // A database that is not there is not made.
    fill(dialog, server.socketFolder(), server.port(), u"teem"_s, u"lectern"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().startsWith(
        u"There is no database teem on the server. Create it first (createdb teem), or check its name."_s));

    // A user the server does not know, and one it knows that may not connect.
    fill(dialog, server.socketFolder(), server.port(), u"team"_s, u"carol"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().startsWith(
        u"The server has no user carol. Ask its administrator to create one, or check the name."_s));
    fill(dialog, server.socketFolder(), server.port(), u"team"_s, u"bob"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().contains(u"bob may not connect to team"_s));
    CHECK(dialog.message().contains(u"Ask the library's owner for access."_s));
    CHECK(dialog.passwordField()->isHidden());

    // A user with a password: asked for, refused when wrong, taken when right.
    fill(dialog, u"127.0.0.1"_s, server.port(), u"team"_s, u"ann"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().startsWith(u"The server team on 127.0.0.1 refused the password of ann."_s));
    REQUIRE(dialog.passwordField()->isVisible());
    CHECK(dialog.passwordField()->echoMode() == QLineEdit::Password);
    dialog.passwordField()->setText(u"wrong-horse"_s);
    CHECK_FALSE(connectAndWait(dialog));
    CHECK(dialog.message().startsWith(u"The server team on 127.0.0.1 refused the password of ann."_s));
    dialog.passwordField()->setText(u"right-horse"_s);
    REQUIRE(connectAndWait(dialog));
    const std::unique_ptr<Desktop::LibraryWorker> worker = dialog.takeWorker();
    REQUIRE(worker);
    CHECK(worker->isOpen());
    CHECK(worker->location().toString() == u"postgresql://ann@127.0.0.1:%1/team"_s.arg(server.port()));

    // The fields are remembered for next time; the password is not, anywhere.
    QSettings settings;
    for (const QString &key : settings.allKeys())
        CHECK_FALSE(settings.value(key).toString().contains(u"right-horse"_s));
    Desktop::ConnectDialog again;
    CHECK(again.hostField()->text() == u"127.0.0.1"_s);
    CHECK(again.userField()->text() == u"ann"_s);
    CHECK(again.databaseField()->text() == u"team"_s);
    CHECK(again.portField()->value() == server.port());
    CHECK(again.passwordField()->text().isEmpty());
}

TEST_CASE_METHOD(TeamWindow,
    "gui: a team library's server stopped under the window: said so, nothing lost, reconnected",
    "[gui][teamlibrary][postgresql]")
{
    const PaperId first = window.paperModel()->paperId(0);
    const PaperId second = window.paperModel()->paperId(1);
    window.editor()->addTag({ first }, u"kept"_s);
    Test::settle(window);
    auto *status = window.findChild<Desktop::ConnectionStatus *>();
    REQUIRE(status);
    CHECK(status->text().isEmpty());
    CHECK_FALSE(status->reconnectAction()->isEnabled());
    QUndoStack *undo = window.editor()->undoStack();
    const int steps = undo->count();

    server.crash();
    // The write finds the server gone: it fails, says so, and leaves no step to undo.
    window.editor()->addTag({ second }, u"lost"_s);
    Test::settle(window);
    CHECK(status->isLost());
    CHECK(status->text() == u"The connection to team on this computer was lost."_s);
    CHECK(window.statusBar()->currentMessage() ==
        u"Not changed: the connection to the library's server was lost: reconnect first (File → Reconnect)"_s);
    CHECK(undo->count() == steps);
    CHECK(status->reconnectAction()->isEnabled());
    // Later edits are refused at once, saying what to do, and the window keeps answering.
    window.editor()->addTag({ second }, u"also lost"_s);
    CHECK(window.statusBar()->currentMessage().contains(u"reconnect first (File → Reconnect)"_s));
    CHECK(undo->count() == steps);
    window.searchField()->setText(u"graph"_s);
    Test::settle(window);
    CHECK(status->isLost());

    server.resume();
    status->reconnectAction()->trigger();
    Test::settle(window);
    CHECK_FALSE(status->isLost());
    CHECK(status->text().isEmpty());
    CHECK_FALSE(status->reconnectAction()->isEnabled());
    // What was written before the server went is there; what failed was not half-written.
    CHECK(tagsOf(library, first) == QStringList{ u"kept"_s });
    CHECK(tagsOf(library, second).isEmpty());
    window.editor()->addTag({ second }, u"after"_s);
    Test::settle(window);
    CHECK(tagsOf(library, second) == QStringList{ u"after"_s });

    // File → Open Recent offers it among the files, by its database and server, and the whole
    // address in its tooltip.
    QMenu *recent = nullptr;
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == u"Open &Recent"_s)
            recent = menu;
    }
    REQUIRE(recent);
    Q_EMIT recent->aboutToShow();
    const auto actions = recent->actions();
    const auto entry = std::find_if(actions.cbegin(), actions.cend(), [this](const QAction *action) {
        return action->text() == library.displayName();
    });
    REQUIRE(entry != actions.cend());
    CHECK((*entry)->text() == u"team on this computer"_s); // a Unix socket
    CHECK((*entry)->toolTip() == Desktop::plainToRichText(library.toString()));
}

TEST_CASE("gui: a keystroke's cancel of a stale search never waits for the server", "[gui][teamlibrary][postgresql]")
{
    Test::OwnPostgresqlServer server;
    server.execute(u"CREATE DATABASE team"_s);
    const Storage::Location library = server.library(u"team"_s);
    {
        Storage::Database database(library);
        REQUIRE(database.open());
    }
    Storage::BackgroundReader reader(library);
    std::atomic<bool> sleeping = false;
    bool staleAnswered = false;
    reader.run<int>(
        [&sleeping](const Storage::Database &database) {
            sleeping = true;
            QSqlQuery(database.connection()).exec(u"SELECT pg_sleep(60)"_s);
            return 0;
        },
        [&staleAnswered](const int &) { staleAnswered = true; });
    REQUIRE(QTest::qWaitFor([&sleeping] { return sleeping.load(); }, 10000));
    QTest::qWait(200); // the statement runs

    // The server's main process, which answers cancel requests and new connections, stops
    // answering for a while.
    const auto postmaster = static_cast<pid_t>(server.postmasterPid());
    REQUIRE(::kill(postmaster, SIGSTOP) == 0);
    std::atomic<bool> resumed = false;
    std::thread resumer([postmaster, &resumed] {
        std::this_thread::sleep_for(std::chrono::seconds(2));
        resumed = true;
        ::kill(postmaster, SIGCONT);
    });
    std::atomic<int> staleStoppedWhileWaiting = -1; // 1 before the main process answered again
    QObject::connect(
        &reader,
        &Storage::BackgroundReader::superseded,
        &reader,
        [&](quint64) { staleStoppedWhileWaiting = resumed ? 0 : 1; },
        Qt::DirectConnection);
    bool newerAnswered = false;
    reader.run<int>(
        [](const Storage::Database &) { return 1; }, [&newerAnswered](const int &) { newerAnswered = true; });
    const bool waited = resumed; // the keystroke returned before the server answered, or after
    REQUIRE(QTest::qWaitFor([&] { return staleStoppedWhileWaiting >= 0; }, 20000));
    resumer.join();
    CHECK_FALSE(waited);
    // The library's cancel channel, a connection already open, stopped it: no new process.
    CHECK(staleStoppedWhileWaiting == 1);
    REQUIRE(QTest::qWaitFor([&newerAnswered] { return newerAnswered; }, 20000));
    CHECK_FALSE(staleAnswered);
}

TEST_CASE_METHOD(TeamWindow,
    "gui: a team library's server stopped during screening: the window says so, the library holds what was saved",
    "[gui][teamlibrary][postgresql]")
{
    ReviewId review = 0;
    {
        Storage::Database database(library);
        REQUIRE(database.open());
        Storage::ReviewStore reviews(database);
        ReviewInfo info;
        info.name = u"Team review"_s;
        info.screeningOrder = u"library"_s;
        review = reviews.create(info);
        reviews.addPapers(review, { window.paperModel()->paperId(0), window.paperModel()->paperId(1) });
    }
    QMenu *screen = nullptr;
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == u"&Screen"_s)
            screen = menu;
    }
    REQUIRE(screen);
    Q_EMIT screen->aboutToShow();
    Test::settle(window);
    REQUIRE(screen->actions().size() == 1);
    screen->actions().first()->trigger();
    Test::settle(window); // the review's papers, read on the worker
    QPointer<Desktop::ScreeningWindow> screening = window.findChild<Desktop::ScreeningWindow *>();
    REQUIRE(screening);
    QTest::keyClick(screening, Qt::Key_I);
    Test::settle(window);

    server.crash();
    QTest::keyClick(screening, Qt::Key_E);
    Test::settle(window);
    REQUIRE(QTest::qWaitFor([&screening] { return !screening; }, 5000)); // closed
    QMessageBox *box = nullptr;
    for (QMessageBox *candidate : window.findChildren<QMessageBox *>()) {
        if (candidate->windowTitle() == u"Not saved"_s)
            box = candidate;
    }
    REQUIRE(box);
    CHECK(box->text().contains(u"The screening window is closed"_s));
    box->close();

    server.resume();
    Storage::Database database(library);
    REQUIRE(database.open());
    // The window screens as the member it connected as.
    const QList<Decision> saved = Storage::ReviewStore(database).latestDecisions(review, database.login());
    REQUIRE(saved.size() == 1); // the first, and nothing of the second
    CHECK(saved.first().verdict == Verdict::Include);
}

TEST_CASE_METHOD(TeamWindow,
    "gui: a team library's server stopped during an import: nothing imported, reconnected",
    "[gui][teamlibrary][postgresql]")
{
    REQUIRE(window.paperModel()->rowCount() == 3);

    // Long enough that the server goes while the papers are being written.
    QByteArray many;
    for (int i = 0; i < 100000; ++i)
        many += "Paper " + QByteArray::number(i) + " measures the effect " + QByteArray::number(i * 7919) +
            " of sampling on graph walks and reports what it found.\n\n";
    Desktop::ImportTask *task = window.importFiles({ workspace.writeFile(u"many.txt"_s, many) });
    REQUIRE(task);
    QSignalSpy finished(task, &Desktop::ImportTask::finished);
    bool crashed = false;
    QObject::connect(task, &Desktop::ImportTask::progressChanged, task, [&](qint64 done, qint64 total) {
        if (!crashed && done > 0 && done < total) {
            crashed = true;
            server.crash();
        }
    });
    REQUIRE(finished.wait(120000));
    REQUIRE(crashed);
    CHECK_FALSE(task->report().storageError.isEmpty());
    Test::settle(window);
    auto *status = window.findChild<Desktop::ConnectionStatus *>();
    REQUIRE(status);
    CHECK(status->isLost());

    server.resume();
    status->reconnectAction()->trigger();
    Test::settle(window);
    CHECK_FALSE(status->isLost());
    CHECK(window.paperModel()->rowCount() == 3); // the library as before
}

TEST_CASE_METHOD(TeamWindow,
    "gui: a server restarted under an idle window: said so, back by itself, caught up",
    "[gui][teamlibrary][postgresql]")
{
    auto *status = window.findChild<Desktop::ConnectionStatus *>();
    REQUIRE(status);

    server.crash();
    // Nobody reads or writes: the window's change feed finds the server gone.
    REQUIRE(QTest::qWaitFor([&] { return status->isLost(); }, 10000));
    server.resume();
    REQUIRE(QTest::qWaitFor([&] { return !status->isLost(); }, 20000));
    Test::settle(window);
    const PaperId first = window.paperModel()->paperId(0);
    REQUIRE(first != 0);

    // A colleague's tag after the restart shows without a refresh.
    Storage::Database colleague(library);
    REQUIRE(colleague.open());
    Storage::TagStore(colleague).addToPapers(u"after the restart"_s, { first });
    window.paperTable()->selectRow(0);
    REQUIRE(QTest::qWaitFor(
        [&] {
            const QList<Tag> &tags = window.detailView()->tagEditor()->tags();
            return std::any_of(
                tags.cbegin(), tags.cend(), [](const Tag &tag) { return tag.name == u"after the restart"_s; });
        },
        10000));
}
