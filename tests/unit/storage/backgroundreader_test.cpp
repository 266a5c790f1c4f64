// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backgroundreader.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QThread>

#include <atomic>
#include <optional>

using namespace Lectern;
using Storage::BackgroundReader;

namespace {

// A statement that runs for about a minute unless it is interrupted.
int slowCount(const Storage::Database &database)
{
    QSqlQuery query(database.connection());
    Storage::prepareOrThrow(query,
        QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000000000)"
                       " SELECT count(*) FROM n"));
    Storage::execOrThrow(query);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

TEST_CASE("A background read runs on another thread and answers on this one", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    std::optional<int> count;
    Qt::HANDLE answeredOn = nullptr;
    Qt::HANDLE ranOn = nullptr;
    reader.run<int>(
        [&ranOn](const Storage::Database &database) {
            ranOn = QThread::currentThreadId();
            return Storage::PaperStore(database).paperCount();
        },
        [&](const int &papers) {
            count = papers;
            answeredOn = QThread::currentThreadId();
        });
    REQUIRE(Test::waitUntil([&] { return count.has_value(); }));
    CHECK(*count == 3);
    CHECK(answeredOn == QThread::currentThreadId());
    CHECK(ranOn != QThread::currentThreadId());
}

TEST_CASE("A newer read interrupts the one still running and only its answer arrives", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    QList<quint64> superseded;
    // Heard on this thread: the reader's threads emit it.
    QObject::connect(
        &reader, &BackgroundReader::superseded, &reader, [&](quint64 ticket) { superseded.append(ticket); });
    bool slowAnswered = false;
    std::optional<int> quick;
    reader.run<int>(slowCount, [&](const int &) { slowAnswered = true; });
    const quint64 slowTicket = reader.latest();
    QThread::msleep(100); // let it start
    reader.run<int>([](const Storage::Database &database) { return Storage::PaperStore(database).paperCount(); },
        [&](const int &papers) { quick = papers; });
    // Uninterrupted, the slow statement would take about a minute.
    REQUIRE(Test::waitUntil([&] { return quick.has_value() && superseded.contains(slowTicket); }, 10000));
    CHECK(*quick == 3);
    QCoreApplication::processEvents();
    CHECK_FALSE(slowAnswered);
}

TEST_CASE("A failing newest read is reported", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    QString error;
    QObject::connect(&reader, &BackgroundReader::failed, [&](const QString &message) { error = message; });
    reader.run<int>(
        [](const Storage::Database &database) {
            QSqlQuery query(database.connection());
            Storage::prepareOrThrow(query, QStringLiteral("SELECT * FROM no_such_table"));
            Storage::execOrThrow(query);
            return 0;
        },
        [](const int &) {});
    REQUIRE(Test::waitUntil([&] { return !error.isEmpty(); }));
    CHECK(error.contains(QStringLiteral("no_such_table")));
}

TEST_CASE("The newest read stopped by an interruption meant for an older one runs again", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    QString error;
    QObject::connect(&reader, &BackgroundReader::failed, [&](const QString &message) { error = message; });
    std::atomic<int> attempts = 0;
    std::optional<int> count;
    // As the engines report a statement a cancel or sqlite3_interrupt() stopped after the stale
    // statement it was sent for had ended.
    reader.run<int>(
        [&attempts](const Storage::Database &database) {
            if (++attempts == 1)
                throw Storage::StorageError(QStringLiteral("canceling statement due to user request"),
                    Storage::StorageError::Kind::Interrupted);
            return Storage::PaperStore(database).paperCount();
        },
        [&](const int &papers) { count = papers; });
    REQUIRE(Test::waitUntil([&] { return count.has_value(); }));
    CHECK(*count == 3);
    CHECK(attempts == 2);
    CHECK(error.isEmpty());

    // One that is stopped each time is stopped by something else: it fails, and says so.
    attempts = 0;
    reader.run<int>(
        [&attempts](const Storage::Database &) -> int {
            ++attempts;
            throw Storage::StorageError(
                QStringLiteral("canceling statement due to user request"), Storage::StorageError::Kind::Interrupted);
        },
        [](const int &) {});
    REQUIRE(Test::waitUntil([&] { return !error.isEmpty(); }));
    CHECK(attempts == 3);
}

TEST_CASE("A reader of a file that is not a library reports it", "[storage][reader]")
{
    Test::Workspace workspace;
    const QString path = workspace.writeFile(QStringLiteral("notes.txt"), "just text\n");
    BackgroundReader reader(Storage::Location::file(path));
    QString error;
    QObject::connect(&reader, &BackgroundReader::failed, [&](const QString &message) { error = message; });
    REQUIRE(Test::waitUntil([&] { return !error.isEmpty(); }));
    CHECK(error.contains(QStringLiteral("notes.txt")));
}

TEST_CASE("A job delivers its parts in order, and a stale one stops at its next statement", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    QList<int> parts;
    reader.runInParts<int>(
        [](const Storage::Database &, const std::function<bool(int)> &deliver) {
            deliver(1);
            deliver(2);
        },
        [&](const int &part) { parts.append(part); });
    REQUIRE(Test::waitUntil([&] { return parts.size() == 2; }));
    CHECK(parts == QList<int>{ 1, 2 });

    // The job learns of the newer request between two statements; the slow one it starts
    // afterwards is stopped all the same, and it delivers nothing more.
    std::atomic<bool> newerRequested = false;
    bool staleDelivered = false;
    std::optional<int> quick;
    reader.runInParts<int>(
        [&](const Storage::Database &database, const std::function<bool(int)> &deliver) {
            while (!newerRequested)
                QThread::msleep(1);
            deliver(slowCount(database));
        },
        [&](const int &) { staleDelivered = true; });
    reader.run<int>([](const Storage::Database &) { return 7; }, [&](const int &answer) { quick = answer; });
    newerRequested = true;
    REQUIRE(Test::waitUntil([&] { return quick.has_value(); }, 10000));
    CHECK(*quick == 7);
    QCoreApplication::processEvents();
    CHECK_FALSE(staleDelivered);
}

TEST_CASE("A newer read does not wait for an older one stuck where it cannot be interrupted", "[storage][reader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    BackgroundReader reader(db->location());
    // As FTS5 merging a prefix's words: a step that neither interrupt nor progress handler reach.
    reader.run<int>(
        [](const Storage::Database &) {
            QThread::msleep(1500);
            return 0;
        },
        [](const int &) {});
    QThread::msleep(50); // it is stuck now
    QElapsedTimer timer;
    timer.start();
    std::optional<int> quick;
    reader.run<int>([](const Storage::Database &database) { return Storage::PaperStore(database).paperCount(); },
        [&](const int &papers) { quick = papers; });
    REQUIRE(Test::waitUntil([&] { return quick.has_value(); }, 5000));
    CHECK(*quick == 3);
    CHECK(timer.elapsed() < 1000);
}
