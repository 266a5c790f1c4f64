// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/librarycommands.h"

#include "storage/database.h"
#include "storage/librarycare.h"
#include "storage/librarysession.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

const QCommandLineOption listBackupsOption(
    QStringLiteral("list"), QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "List the backups kept.")));
const QCommandLineOption quickOption(QStringLiteral("quick"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Check the file's structure only, not that each index matches its table.")));

using Storage::LibraryCare;

QString describe(const LibraryCare::Backup &backup)
{
    return QStringLiteral("%1  %2  %3")
        .arg(QLocale::system().toString(backup.made.toLocalTime(), QLocale::ShortFormat),
            QLocale::system().formattedDataSize(backup.size),
            backup.path);
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
        if (!context.parser.isSet(quickOption))
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
            QT_TRANSLATE_NOOP("Lectern::Cli", "Back up the library now (ten backups are kept beside it)."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { listBackupsOption }); },
            backupCommand },
        { "restore",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Put a backup back in place of the library (the newest good one unless a file is given)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("backup"), Tr::tr("A backup file (see backup --list)."), QStringLiteral("[FILE]"));
            },
            restoreCommand },
        { "check",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Check the library for damage (exit 2 when it is damaged)."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { quickOption }); },
            checkCommand },
    };
}

} // namespace Lectern::Cli
