// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's server that dies in the middle of a write: the write fails with a clear error,
// the library is as it was, and the library works again once the server is back. The server is
// one of the test's own (not the suite's, which other tests use meanwhile), killed as a crash
// would (pg_ctl stop -m immediate).
#include "import/importer.h"
#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch_test_macros.hpp>

#include <atomic>
#include <thread>

using namespace Lectern;

namespace {

// A server of the test's own, through the suite's script; stopped and removed with the object.
class OwnServer
{
public:
    OwnServer() { REQUIRE(script(QStringLiteral("start"))); }
    ~OwnServer() { script(QStringLiteral("stop")); }

    QString uri() const
    {
        QFile file(m_folder.filePath(QStringLiteral("uri")));
        REQUIRE(file.open(QIODevice::ReadOnly));
        return QString::fromUtf8(file.readAll()).trimmed();
    }
    void kill() { REQUIRE(script(QStringLiteral("kill"))); }
    void restart() { REQUIRE(script(QStringLiteral("restart"))); }

private:
    bool script(const QString &command) const
    {
        QProcess process;
        process.start(QStringLiteral(LECTERN_TEST_DATA "/../support/postgresql-server"), { command, m_folder.path() });
        if (!process.waitForFinished(120000))
            return false;
        INFO(process.readAllStandardError().toStdString());
        return process.exitCode() == 0;
    }

    QTemporaryDir m_folder;
};

QByteArray abstracts(int count)
{
    QByteArray text = "Generated 2026 Papers\n\n";
    for (int i = 0; i < count; ++i)
        text += "We propose method number " + QByteArray::number(i) + ", which solves problem " +
            QByteArray::number(i * 7) + " in a way no method before it did.\n\n";
    return text;
}

std::unique_ptr<Storage::Database> openLibrary(const QString &uri)
{
    QString error;
    const std::optional<Storage::Location> location = Storage::Location::parse(uri, &error);
    INFO(error.toStdString());
    REQUIRE(location.has_value());
    auto database = std::make_unique<Storage::Database>(*location);
    INFO(database->errorString().toStdString());
    REQUIRE(database->open());
    return database;
}

} // namespace

TEST_CASE("The server killed during an import: the import fails whole, the library is as before", "[postgresql]")
{
    if (qEnvironmentVariable("LECTERN_TEST_SKIP_POSTGRESQL") == QLatin1StringView("1"))
        SKIP("LECTERN_TEST_SKIP_POSTGRESQL=1");
    OwnServer server;
    Test::Workspace workspace;
    {
        const auto library = openLibrary(server.uri());
        const auto first =
            Import::Importer(*library).importFiles({ workspace.writeFile(QStringLiteral("first.txt"), abstracts(5)) });
        REQUIRE(first.added() == 5);
        Storage::TagStore(*library).addToPapers(QStringLiteral("kept"), { 1, 2 });

        // A large import, and the server killed once it has written some of it.
        const QString large =
            workspace.writeFile(QStringLiteral("large.txt"), abstracts(60000).replace("number", "id"));
        std::atomic<bool> writing = false;
        std::atomic<bool> finished = false;
        Import::ImportReport report;
        const Storage::Location location = library->location();
        // A connection belongs to its thread: the import opens the library on its own, as the
        // window's worker does.
        std::thread import([&] {
            Storage::Database own(location);
            if (own.open()) {
                Import::Importer importer(own);
                importer.setProgressHandler([&writing](qint64 done, qint64) { writing = writing || done > 0; });
                report = importer.importFiles({ large });
            } else {
                report.storageError = own.errorString();
            }
            finished = true;
        });
        while (!writing && !finished)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if (finished) { // an import that ended before writing would prove nothing
            import.join();
            FAIL("the import ended before it wrote: " << report.storageError.toStdString());
        }
        server.kill();
        import.join();
        CHECK(report.added() == 0);
        INFO(report.storageError.toStdString());
        CHECK_FALSE(report.storageError.isEmpty());

        // A write while the server is down fails with an error, not a crash or a hang.
        CHECK_THROWS_AS(Storage::TagStore(*library).addToPapers(QStringLiteral("lost"), { 3 }), Storage::StorageError);
    }
    server.restart();
    const auto library = openLibrary(server.uri());
    CHECK(Storage::PaperStore(*library).paperCount() == 5);
    const std::optional<Tag> kept = Storage::TagStore(*library).tag(QStringLiteral("kept"));
    REQUIRE(kept.has_value());
    CHECK(kept->paperCount == 2);
    CHECK_FALSE(Storage::TagStore(*library).tag(QStringLiteral("lost")).has_value());
    // And it takes writes again.
    Storage::TagStore(*library).addToPapers(QStringLiteral("after"), { 3 });
    CHECK(Storage::TagStore(*library).tag(QStringLiteral("after"))->paperCount == 1);
}
