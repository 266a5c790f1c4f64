// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/librarycommands.h"

#include "storage/database.h"
#include "storage/librarycare.h"
#include "storage/librarycopy.h"
#include "storage/librarylock.h"
#include "storage/librarysession.h"
#include "storage/sqlerror.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QScopeGuard>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

const QCommandLineOption listBackupsOption(
    QStringLiteral("list"), QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "List the backups kept.")));
const QCommandLineOption quickOption(QStringLiteral("quick"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Check the file's structure only, not that each index matches its table.")));

const QCommandLineOption forceDamagedOption(QStringLiteral("force"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "Restore the backup given even when its rows no longer match their checksums (a library file only).")));

using Storage::LibraryCare;

const QCommandLineOption fromOption(QStringLiteral("from"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The library to copy: a file or a postgresql:// address.")),
    QStringLiteral("library"));
const QCommandLineOption toOption(QStringLiteral("to"),
    QString::fromUtf8(QT_TRANSLATE_NOOP(
        "Lectern::Cli", "Where to copy it: a new file, or an empty PostgreSQL database (postgresql://…).")),
    QStringLiteral("library"));

Storage::Location locationOf(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    // Context named: lupdate takes Tr::tr() in a function returning Storage::… for another context.
    if (!parser.isSet(option))
        throw UsageError{ QCoreApplication::translate("Lectern::Cli", "give --%1").arg(option.names().constFirst()) };
    QString error;
    const auto location = Storage::Location::parse(parser.value(option), &error);
    if (!location)
        throw UsageError{ error };
    return *location;
}

// The whole library, to a file or a server: where a team library starts, or a snapshot of one
// taken home.
int copyCommand(Context &context)
{
    const Storage::Location from = locationOf(context.parser, fromOption);
    const Storage::Location to = locationOf(context.parser, toOption);
    if (from.isSameAs(to))
        throw UsageError{ Tr::tr("--from and --to name the same library") };
    if (!Storage::Database::exists(from))
        throw UsageError{ noLibraryAt(from) };
    Storage::Database source(from);
    if (!source.open(Storage::Database::Access::ReadOnly))
        throw UsageError{ source.errorString() };
    // A file is made for the copy, and goes again when the copy fails; a server's database must
    // be there already, and holds an empty library after a copy that failed.
    const bool madeFile = to.isFile() && !QFileInfo::exists(to.filePath());
    if (madeFile && !QFileInfo(to.filePath()).absoluteDir().exists())
        throw UsageError{ Tr::tr("the folder of %1 does not exist; check the path (--to)").arg(to.toString()) };
    auto removeMadeFile = qScopeGuard([&] {
        if (madeFile) {
            for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
                QFile::remove(to.filePath() + suffix);
        }
    });
    Storage::Database target(to);
    if (!target.open())
        throw UsageError{ target.errorString() };
    if (!Storage::LibraryCopy::isEmpty(target))
        throw UsageError{ Tr::tr("%1 is not empty: a library is copied only into an empty one").arg(to.toString()) };
    QTextStream progress(stderr);
    qint64 shown = -1;
    const Storage::LibraryCopy::Result copied =
        Storage::LibraryCopy::copy(source, target, [&progress, &shown](qint64 done, qint64 total) {
            const qint64 percent = total > 0 ? done * 100 / total : 100;
            if (percent / 10 != shown / 10) {
                progress << Tr::tr("Copying: %1%").arg(percent) << Qt::endl;
                shown = percent;
            }
        });
    removeMadeFile.dismiss();
    context.out << Tr::tr("Copied %n paper(s) and %1 rows in all from %2 to %3; every row compared after.",
                       nullptr,
                       int(copied.papers))
                       .arg(copied.rows)
                       .arg(from.toString(), to.toString())
                << Qt::endl;
    return Success;
}

// A backup kept, and whether it passes a full check, as it did when it was made: a file can go
// bad on a disk afterwards, and restore takes only a good one.
QString describe(const LibraryCare::Backup &backup)
{
    const Storage::Location file = Storage::Location::file(backup.path);
    QString state = Tr::tr("good");
    try {
        if (const QStringList problems = LibraryCare::of(file).problems(file, LibraryCare::Depth::Full);
            !problems.isEmpty())
            state = Tr::tr("damaged: %1").arg(problems.first());
    } catch (const Storage::StorageError &error) {
        state = Tr::tr("cannot be read: %1").arg(error.message());
    }
    return QStringLiteral("%1  %2  %3  %4")
        .arg(QLocale::system().toString(backup.made.toLocalTime(), QLocale::ShortFormat),
            QLocale::system().formattedDataSize(backup.size),
            backup.path,
            state);
}

int backupCommand(Context &context)
{
    const Storage::Location location = libraryLocation(context.parser);
    const LibraryCare &care = LibraryCare::of(location);
    if (context.parser.isSet(listBackupsOption)) {
        for (const auto &backup : care.backups(location))
            context.out << describe(backup) << Qt::endl;
        return Success;
    }
    auto library = openLibrary(context.parser);
    const auto made = care.makeBackup(library->database());
    context.out << Tr::tr("Backed up to %1 (%n backups kept).", nullptr, care.backups(location).size()).arg(made.path)
                << Qt::endl;
    return Success;
}

int restoreCommand(Context &context)
{
    const Storage::Location location = libraryLocation(context.parser);
    const QString path = location.toString();
    if (!Storage::Database::exists(location))
        throw UsageError{ noLibraryAt(location) };
    const LibraryCare &care = LibraryCare::of(location);
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() > 1)
        throw UsageError{ Tr::tr("give one backup file, or none for the newest good one") };
    QString chosen;
    if (arguments.isEmpty()) {
        const auto newest = care.newestGoodBackup(location);
        if (!newest)
            throw UsageError{ Tr::tr("no good backup of %1 in %2").arg(path, care.backupFolder(location)) };
        chosen = newest->path;
    } else {
        chosen = arguments.first();
        if (!QFileInfo(chosen).isFile())
            throw UsageError{ Tr::tr("there is no backup file %1 (see backup --list)").arg(chosen) };
        // A file named by hand is checked as a whole, as the newest good one was.
        const Storage::Location backup = Storage::Location::file(chosen);
        const QStringList problems = LibraryCare::of(backup).problems(backup, LibraryCare::Depth::Full);
        // A team library takes a backup row by row, and no damaged row (see LibraryCopy).
        if (!problems.isEmpty() && !location.isFile())
            throw UsageError{ Tr::tr("the backup %1 is damaged (%2); a team library takes only a good one")
                    .arg(chosen, problems.first()) };
        if (!problems.isEmpty() && !context.parser.isSet(forceDamagedOption))
            throw UsageError{
                Tr::tr("the backup %1 is damaged (%2); restore it anyway with --force").arg(chosen, problems.first())
            };
    }
    // A window would go on showing papers the restore removes, and accept edits to them. The
    // claim is held until the restore is done, so that no window opens the library for editing
    // meanwhile.
    Storage::LibraryLock claim(location);
    if (!claim.tryLock()) {
        const auto holder = claim.holder();
        throw UsageError{ holder ? Tr::tr("%1 is open in process %2 (%3); close it there, then restore")
                                       .arg(path)
                                       .arg(holder->pid)
                                       .arg(holder->program)
                                 : Tr::tr("%1 is open in another process; close it there, then restore").arg(path) };
    }
    care.restore(location, chosen);
    context.out << Tr::tr("Restored %1 from %2; the library as it was is kept in %3.")
                       .arg(path, chosen, care.backupFolder(location))
                << Qt::endl;
    return Success;
}

int checkCommand(Context &context)
{
    const Storage::Location location = libraryLocation(context.parser);
    const QString path = location.toString();
    if (!Storage::Database::exists(location))
        throw UsageError{ noLibraryAt(location) };
    const LibraryCare &care = LibraryCare::of(location);
    const QStringList problems = care.problems(
        location, context.parser.isSet(quickOption) ? LibraryCare::Depth::Quick : LibraryCare::Depth::Full);
    if (problems.isEmpty()) {
        const bool quick = context.parser.isSet(quickOption);
        // The structure alone does not clear what a full check or a read found.
        if (const auto damage = care.knownDamage(location); damage && quick) {
            context.err << Tr::tr("%1 passes the quick check, but was found damaged (%2). Only a full check "
                                  "('lectern-cli check') can clear that.")
                               .arg(path, *damage)
                        << Qt::endl
                        << damageAdvice(location) << Qt::endl;
            return InternalError;
        }
        if (!quick)
            care.clearDamage(location);
        context.out << Tr::tr("%1 is intact.").arg(path) << Qt::endl;
        return Success;
    }
    care.markDamaged(location, problems.first());
    context.err << Tr::tr("%1 is damaged:").arg(path) << Qt::endl;
    for (const QString &problem : problems)
        context.err << QStringLiteral("  ") << problem << Qt::endl;
    context.err << damageAdvice(location) << Qt::endl;
    return InternalError;
}

} // namespace

QString damageAdvice(const Storage::Location &library)
{
    const auto newest = LibraryCare::of(library).newestGoodBackup(library);
    if (!newest)
        return Tr::tr("Nothing more is written to it. No good backup of it was found.");
    return Tr::tr(
        "Nothing more is written to it. The newest good backup is from %1; 'lectern-cli restore' puts it back "
        "(keeping the damaged library).")
        .arg(QLocale::system().toString(newest->made.toLocalTime(), QLocale::ShortFormat));
}

QList<Command> libraryCommands()
{
    return {
        { "backup",
            QT_TRANSLATE_NOOP(
                "Lectern::Cli", "Back up the library now (backups of the last days and weeks are kept beside it)."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { listBackupsOption }); },
            backupCommand },
        { "restore",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Put a backup back in place of the library (the newest good one unless a file is given)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("backup"), Tr::tr("A backup file (see backup --list)."), QStringLiteral("[FILE]"));
                addTranslatedOptions(parser, { forceDamagedOption });
            },
            restoreCommand },
        { "check",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Check the library for damage (exit 2 when it is damaged)."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { quickOption }); },
            checkCommand },
        { "copy",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Copy a whole library into a new file or an empty PostgreSQL database, and compare the copy."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { fromOption, toOption }); },
            copyCommand },
    };
}

} // namespace Lectern::Cli
