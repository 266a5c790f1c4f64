// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: the library itself (damage and backups, upgrades, copies, members,
// the change log).
#include "cli/clirunner.h"
#include "storage/database.h"
#include "storage/librarylock.h"
#include "support/postgresqlserver.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

using namespace CliTest;

TEST_CASE(
    "A damaged library is found, written to no more, and restored from its newest good backup", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    CHECK(library.ok({ QStringLiteral("backup") }).contains(QStringLiteral("Backed up to")));
    CHECK(library.ok({ QStringLiteral("backup"), QStringLiteral("--list") }).count(u'\n') == 1);
    CHECK(library.ok({ QStringLiteral("check") }).contains(QStringLiteral("is intact")));

    Lectern::Test::overwriteFirstPage(library.db, QStringLiteral("papers"));

    const Result list = library.run({ QStringLiteral("list") });
    CHECK(list.exitCode == 2);
    CHECK(list.err.contains(QStringLiteral("damaged")));
    CHECK(list.err.contains(QStringLiteral("'lectern-cli restore' puts it back")));
    const Result tag =
        library.run({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("1") });
    CHECK(tag.exitCode == 2);
    CHECK(tag.err.contains(QStringLiteral("found damaged")));
    CHECK(library.run({ QStringLiteral("check") }).exitCode == 2);

    CHECK(library.ok({ QStringLiteral("restore") }).contains(QStringLiteral("Restored")));
    CHECK(library.ok({ QStringLiteral("check") }).contains(QStringLiteral("is intact")));
    CHECK(library.ok({ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("tsv") }).count(u'\n') == 3);
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("1") });
    const QStringList kept =
        QDir(library.db + QStringLiteral(".backups")).entryList({ QStringLiteral("damaged-*.sqlite") });
    CHECK(kept.size() == 1); // the damaged library, kept
}

TEST_CASE("A change to a small library is refused when its structure is damaged, before anything reads it",
    "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    // A page that changing a paper's tags never reads.
    Lectern::Test::overwriteFirstPage(library.db, QStringLiteral("saved_searches"));
    const QByteArray before = Lectern::Test::fileBytes(library.db);

    const Result tag =
        library.run({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("1") });
    CHECK(tag.exitCode == 2);
    CHECK(tag.err.contains(QStringLiteral("the library was found damaged")));
    CHECK(Lectern::Test::fileBytes(library.db) == before);
    // Remembered: what reads it warns from now on.
    CHECK(QFileInfo::exists(library.db + QStringLiteral(".damaged")));
    const Result stats = library.run({ QStringLiteral("stats") });
    CHECK(stats.exitCode == 2);
    CHECK(stats.err.contains(QStringLiteral("was found damaged")));
}

TEST_CASE("A large import into a library with papers is preceded by a backup, a small one is not", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const QString backups = library.db + QStringLiteral(".backups");
    CHECK_FALSE(QFileInfo::exists(backups)); // the library was empty: nothing to lose
    QByteArray large = "A large collection\n";
    for (int i = 0; i < 400; ++i) {
        large += "\nAbstract " + QByteArray::number(i) + " measures something new about topic " +
            QByteArray::number(i) + ". " + QByteArray(700, 'x').replace('x', "word ").left(700) + "\n";
    }
    REQUIRE(large.size() > 256 * 1024);
    library.ok({ QStringLiteral("import"), library.workspace.writeFile(QStringLiteral("large.txt"), large) });
    CHECK(QDir(backups).entryList({ QStringLiteral("*.sqlite") }).size() == 1);
    library.ok({ QStringLiteral("import"),
        library.workspace.writeFile(QStringLiteral("small.txt"), "Small\n\nA small abstract about one thing.\n") });
    CHECK(QDir(backups).entryList({ QStringLiteral("*.sqlite") }).size() == 1);
}

TEST_CASE(
    "Bytes overwritten inside an abstract are found by its checksum, which SQLite cannot see", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("backup") });
    Lectern::Test::overwriteText(library.db, "billion-edge graphs that needs no global index", "trillion-edge");

    CHECK(library.run({ QStringLiteral("check"), QStringLiteral("--quick") }).exitCode == 0); // SQLite's own check
    const Result check = library.run({ QStringLiteral("check") });
    CHECK(check.exitCode == 2);
    CHECK(check.err.contains(QStringLiteral("the title or abstract of paper 1 no longer matches its checksum")));
    const Result show = library.run({ QStringLiteral("show"), QStringLiteral("1") });
    CHECK(show.exitCode == 2);
    CHECK(show.err.contains(QStringLiteral("damaged")));
    CHECK(library.run({ QStringLiteral("mark"), QStringLiteral("2"), QStringLiteral("--star") }).exitCode == 2);
    // What reads no damaged row still answers, with a warning, and exits 2.
    const Result stats = library.run({ QStringLiteral("stats") });
    CHECK(stats.exitCode == 2);
    CHECK(stats.out.contains(QStringLiteral("3")));
    CHECK(stats.err.contains(QStringLiteral("was found damaged")));
    CHECK(stats.err.contains(QStringLiteral("'lectern-cli restore' puts it back")));
    // The structure alone cannot clear what the full check found.
    const Result quick = library.run({ QStringLiteral("check"), QStringLiteral("--quick") });
    CHECK(quick.exitCode == 2);
    CHECK(quick.err.contains(QStringLiteral("passes the quick check, but was found damaged")));
    library.ok({ QStringLiteral("restore") });
    CHECK(library.ok({ QStringLiteral("show"), QStringLiteral("1") }).contains(QStringLiteral("billion-edge")));
}

TEST_CASE("cli: a library of an older version is upgraded with a word on stderr", "[cli][sqlite-only]")
{
    Library library;
    REQUIRE(QFile::copy(QStringLiteral(LECTERN_TEST_DATA "/library-v2.sqlite"), library.db));
    REQUIRE(QFile::setPermissions(library.db, QFile::ReadOwner | QFile::WriteOwner));
    const Result upgraded = library.run({ QStringLiteral("stats") });
    CHECK(upgraded.exitCode == 0);
    CHECK(upgraded.err.startsWith(QStringLiteral("Upgrading ") + library.db));
    CHECK(upgraded.out.contains(u'4'));
    const Result again = library.run({ QStringLiteral("stats") });
    CHECK(again.exitCode == 0);
    CHECK(again.err.isEmpty());
}

TEST_CASE("cli: copy moves a whole library between engines and back, and refuses what it would overwrite", "[cli]")
{
    Library library; // on the engine of the tests: a file, or a database on the tests' server
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("method/graphs"), QStringLiteral("1") });
    library.ok({ QStringLiteral("note"), QStringLiteral("set"), QStringLiteral("2") }, "Read *this* again.");
    const QString file = library.workspace.path(QStringLiteral("home.sqlite"));
    const Result down =
        cli({ QStringLiteral("copy"), QStringLiteral("--from"), library.db, QStringLiteral("--to"), file });
    INFO(down.err.toStdString());
    REQUIRE(down.exitCode == 0);
    CHECK(down.out.contains(QStringLiteral("Copied 3 papers")));
    const auto listed = [](const QString &db, const QString &query) {
        return cli({ QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--query"), query }).out;
    };
    CHECK(listed(file, QStringLiteral("tag:method")) == listed(library.db, QStringLiteral("tag:method")));
    CHECK(listed(file, QStringLiteral("note:again")).contains(QStringLiteral("  2  ")));

    // Up again, into an empty library of the engine of the tests.
    const QString again = library.workspace.location(QStringLiteral("again")).toString();
    REQUIRE(
        cli({ QStringLiteral("copy"), QStringLiteral("--from"), file, QStringLiteral("--to"), again }).exitCode == 0);
    CHECK(listed(again, QStringLiteral("graph")) == listed(library.db, QStringLiteral("graph")));

    // What would be overwritten, or is no library, is refused with exit 1, and nothing is made.
    for (const QStringList &arguments : { QStringList{ library.db, again },
             QStringList{ library.db, library.db },
             QStringList{ library.db, QStringLiteral("postgresq://db.lab/lectern") },
             QStringList{ library.db, QStringLiteral("rk?l://db.lab/lectern") },
             QStringList{ library.db, library.workspace.path(QStringLiteral("libary/new.sqlite")) },
             QStringList{ library.workspace.path(QStringLiteral("none.sqlite")),
                 library.workspace.path(QStringLiteral("new.sqlite")) } }) {
        const Result refused = cli(
            { QStringLiteral("copy"), QStringLiteral("--from"), arguments[0], QStringLiteral("--to"), arguments[1] });
        INFO(arguments.join(u' ').toStdString());
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.count(u'\n') == 1);
    }
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("new.sqlite"))));
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("none.sqlite"))));
    CHECK_FALSE(QFile::exists(QStringLiteral("rk?l:")));
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("libary"))));
}

TEST_CASE("cli: a file of another format than --format says, and a missing backup is a user error", "[cli]")
{
    Library library;
    const QString ris = library.workspace.writeFile(
        QStringLiteral("x.ris"), "TY  - JOUR\r\nTI  - A title\r\nAB  - An abstract.\r\nER  - \r\n");
    const Result forced =
        library.run({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("bibtex"), ris });
    CHECK(forced.exitCode == 1);
    CHECK(forced.err.contains(QStringLiteral("no BibTeX entry in it")));

    library.ok({ QStringLiteral("import"), library.list });
    const Result restore =
        library.run({ QStringLiteral("restore"), library.workspace.path(QStringLiteral("no-such-backup.sqlite")) });
    CHECK(restore.exitCode == 1);
    CHECK(restore.err.contains(QStringLiteral("there is no backup file")));
}

TEST_CASE("cli: restore refuses a library a window has open, and changes nothing", "[cli][sqlite-only]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("backup") });
    const QString backedUp = library.ok({ QStringLiteral("list") });
    const QString more = library.workspace.writeFile(
        QStringLiteral("more.txt"), "More\n\nAn abstract added after the backup, about restoring libraries.\n");
    library.ok({ QStringLiteral("import"), more });
    const QString before = library.ok({ QStringLiteral("list") });
    REQUIRE(before.count(u'\n') == backedUp.count(u'\n') + 1);
    {
        Lectern::Storage::LibraryLock window(Lectern::Storage::Location::file(library.db));
        REQUIRE(window.tryLock());
        const Result refused = library.run({ QStringLiteral("restore") });
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.contains(QStringLiteral("is open in process %1 (").arg(QCoreApplication::applicationPid())));
        CHECK(library.ok({ QStringLiteral("list") }) == before);
    }
    library.ok({ QStringLiteral("restore") });
    CHECK(library.ok({ QStringLiteral("list") }) == backedUp);
    // and lets the library go once done
    CHECK(Lectern::Storage::LibraryLock(Lectern::Storage::Location::file(library.db)).tryLock());
}

TEST_CASE("cli: members are added, listed, given another role and removed", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const QString login = Lectern::Test::newLogin(u"ann"_s);
    const QString added =
        library.ok({ u"members"_s, u"add"_s, login, u"--role"_s, u"reader"_s, u"--name"_s, u"Ann <b>Example</b>"_s });
    CHECK(added.contains(u"as reader"_s));
    const QJsonDocument listed =
        QJsonDocument::fromJson(library.ok({ u"members"_s, u"list"_s, u"--format"_s, u"json"_s }).toUtf8());
    REQUIRE(listed.array().size() == 1);
    CHECK(listed.array()[0][u"login"_s].toString() == login);
    CHECK(listed.array()[0][u"role"_s].toString() == u"reader"_s);
    CHECK(listed.array()[0][u"name"_s].toString() == u"Ann <b>Example</b>"_s);

    library.ok({ u"members"_s, u"set-role"_s, login, u"--role"_s, u"owner"_s });
    CHECK(library.ok({ u"members"_s, u"list"_s }).contains(u"owner"_s));
    const Result unknownRole = library.run({ u"members"_s, u"set-role"_s, login, u"--role"_s, u"admin"_s });
    CHECK(unknownRole.exitCode == 1);
    CHECK(unknownRole.err.contains(u"unknown role 'admin'"_s));
    library.ok({ u"members"_s, u"remove"_s, login });
    CHECK(library.ok({ u"members"_s, u"list"_s }).trimmed().isEmpty());
    const Result again = library.run({ u"members"_s, u"remove"_s, login });
    CHECK(again.exitCode == 1);
    CHECK(again.err.contains(u"is no member of this library"_s));
}

TEST_CASE("cli: a library file has no members", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const Result result = library.run({ u"members"_s, u"add"_s, u"ann"_s, u"--role"_s, u"member"_s });
    CHECK(result.exitCode == 1);
    CHECK(result.err.contains(u"a library file has no members"_s));
}

TEST_CASE("cli: the change log's retention is set, shown and pruned to", "[cli]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    CHECK(library.ok({ u"log"_s, u"retention"_s }).contains(u"90 days"_s));
    library.ok({ u"tag"_s, u"add"_s, u"method"_s, u"1"_s });
    const QJsonObject before =
        QJsonDocument::fromJson(library.ok({ u"log"_s, u"status"_s, u"--format"_s, u"json"_s }).toUtf8()).object();
    CHECK(before[u"retention_days"_s].toInt() == 90);
    const qint64 latest = before[u"latest"_s].toInteger();
    CHECK(latest >= 2); // the import and the tag
    // Nothing is that old, and nobody has said how far they read.
    CHECK(library.ok({ u"log"_s, u"prune"_s }).contains(u"Pruned 0 changes"_s));

    CHECK(library.ok({ u"log"_s, u"retention"_s, u"0"_s }).contains(u"until every member has read them"_s));
    const Result negative = library.run({ u"log"_s, u"retention"_s, u"a week"_s });
    CHECK(negative.exitCode == 1);
    CHECK(negative.err.contains(u"no number of days"_s));
    CHECK(QJsonDocument::fromJson(library.ok({ u"log"_s, u"status"_s, u"--format"_s, u"json"_s }).toUtf8())
              .object()[u"latest"_s]
              .toInteger() == latest);
}

TEST_CASE("cli: restore refuses a backup given whose rows fail their checksums, unless --force", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("backup") });
    const QDir backups(library.db + QStringLiteral(".backups"));
    const QStringList made = backups.entryList({ QStringLiteral("*.sqlite") });
    REQUIRE(made.size() == 1);
    const QString backup = backups.filePath(made.first());
    Lectern::Test::overwriteText(backup, "billion-edge graphs", "trillion-edge");
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("kept"), QStringLiteral("1") });

    // The list says which backups are good.
    library.ok({ QStringLiteral("backup") });
    const QStringList listed =
        library.ok({ QStringLiteral("backup"), QStringLiteral("--list") }).split(u'\n', Qt::SkipEmptyParts);
    REQUIRE(listed.size() == 2);
    CHECK(listed[0].endsWith(QStringLiteral("  good")));
    CHECK(listed[1].contains(backup + QStringLiteral("  damaged: ")));

    const Result refused = library.run({ QStringLiteral("restore"), backup });
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.contains(QStringLiteral("is damaged")));
    CHECK(refused.err.contains(QStringLiteral("--force")));
    CHECK(library.ok({ QStringLiteral("tag"), QStringLiteral("list") }).contains(QStringLiteral("kept")));

    library.ok({ QStringLiteral("restore"), backup, QStringLiteral("--force") });
    CHECK_FALSE(library.ok({ QStringLiteral("tag"), QStringLiteral("list") }).contains(QStringLiteral("kept")));
}

TEST_CASE("cli: a team library refuses a damaged backup, --force or not, and stays good", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    // A library file whose abstract changed behind Lectern's back, as a backup gone bad would.
    const QString file = library.workspace.path(QStringLiteral("snapshot.sqlite"));
    REQUIRE(cli({ QStringLiteral("--db"), file, QStringLiteral("import"), library.list }).exitCode == 0);
    Lectern::Test::overwriteText(file, "billion-edge graphs", "trillion-edge");

    const Result refused = library.run({ QStringLiteral("restore"), file, QStringLiteral("--force") });
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.contains(QStringLiteral("a team library takes only a good one")));
    // The team library is not taken for damaged: it reads and writes as before.
    const Result stats = library.run({ QStringLiteral("stats") });
    CHECK(stats.exitCode == 0);
    CHECK_FALSE(stats.err.contains(QStringLiteral("damaged")));
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("kept"), QStringLiteral("1") });
}
