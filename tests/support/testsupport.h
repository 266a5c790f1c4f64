// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <map>
#include <memory>

#include <catch2/catch_tostring.hpp>

namespace Lectern::Test {

class PostgresqlDatabase;

// The storage engine this copy of a test binary runs against. lectern_add_test's ENGINES has ctest
// run the binary once per engine, naming it in LECTERN_TEST_ENGINE; run by hand without it, SQLite.
enum class Engine {
    Sqlite,
    Postgresql,
};
Engine testEngine();

// A folder that is removed after the test, with helpers to put files and a library in it.
class Workspace
{
public:
    Workspace();
    ~Workspace();

    QString path(const QString &name) const;
    // The library of that name on the engine the tests run against: a file in the folder, or a
    // database of its own on the tests' PostgreSQL server, dropped with the workspace.
    Storage::Location location(const QString &name = QStringLiteral("library.sqlite")) const;
    // Writes bytes exactly as given (BOM, CRLF and invalid UTF-8 included); returns the path.
    QString writeFile(const QString &name, const QByteArray &bytes) const;
    // Opens (creating) the library of that name; the test fails if it is refused.
    std::unique_ptr<Storage::Database> openLibrary(const QString &name = QStringLiteral("library.sqlite")) const;
    // A library holding sampleList()'s three papers, ids 1 to 3.
    std::unique_ptr<Storage::Database> openSampleLibrary() const;

private:
    QTemporaryDir m_dir;
    mutable std::map<QString, std::unique_ptr<PostgresqlDatabase>> m_databases;
};

// Writes a file library as Lectern wrote one at schema version (1 and up), with statements run
// on it, for the tests of upgrades.
void writeLibraryAtVersion(const QString &path, int version, const QStringList &statements = {});
// Takes a file library made by this build back to schema version (7 and up) as far as the
// tests of later steps need: the steps after it undone, their data kept where the older schema
// has room for it.
void rewindLibrary(const QSqlDatabase &connection, int version);

// The bytes of a file, for comparing a library before and after something that must not change it.
QByteArray fileBytes(const QString &path);

// Overwrites the start of a table's first page in a library file, as a disk or a copy gone wrong
// would: SQLite's structural checks find it.
void overwriteFirstPage(const QString &path, const QString &table);
// Writes replacement over the first place text is found in the file's bytes, as damage a
// structural check cannot see would.
void overwriteText(const QString &path, QByteArrayView text, QByteArrayView replacement);

// Runs the event loop until condition() holds or the time is up; whether it holds.
bool waitUntil(const std::function<bool()> &condition, int milliseconds = 10000);

// The tables whose texts have checksums from schema step 24 on (Storage::checkedTexts()).
QStringList tablesCheckedFromStep24();

// Abstracts written for the tests: a header line and three abstracts.
QByteArray sampleList();
// Twelve abstracts about two drugs, for papers like others: 3, 6, 9 and 12 are about omeprazole
// and reflux, the others about statins.
QByteArray drugList();

} // namespace Lectern::Test

// Failed checks print Qt strings as text.
template<>
struct Catch::StringMaker<QString>
{
    static std::string convert(const QString &text) { return '"' + text.toStdString() + '"'; }
};
