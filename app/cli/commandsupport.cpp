// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandsupport.h"

#include "cli/librarycommands.h"
#include "search/paperfinder.h"
#include "storage/database.h"
#include "storage/librarycare.h"
#include "storage/librarysession.h"
#include "storage/liststore.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

namespace Lectern::Cli {

const QCommandLineOption dbOption(QStringLiteral("db"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "The library: a file, or a PostgreSQL database as postgresql://user@host/database (default: the GUI's "
        "library).")),
    QStringLiteral("library"));

const QCommandLineOption queryOption(QStringLiteral("query"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Only papers matching this search query.")),
    QStringLiteral("query"));

const QCommandLineOption formatOption(QStringLiteral("format"),
    QString::fromUtf8(QT_TRANSLATE_NOOP(
        "Lectern::Cli", "Output format: table, json or tsv (id, year, collection, title; no header).")),
    QStringLiteral("format"),
    QStringLiteral("table"));

const QCommandLineOption showFormatOption(QStringLiteral("format"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Output format: table or json.")),
    QStringLiteral("format"),
    QStringLiteral("table"));

const QCommandLineOption listOption(QStringLiteral("list"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Only the papers of this reading list, in its order.")),
    QStringLiteral("name"));

const QCommandLineOption exportFormatOption(QStringLiteral("format"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The format: markdown, bibtex, ris, csljson, csv or html.")),
    QStringLiteral("format"));

const QCommandLineOption idsOption(QStringLiteral("ids"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Only these papers, in this order (1,2,3).")),
    QStringLiteral("ids"));

const QCommandLineOption outputOption(QStringList{ QStringLiteral("o"), QStringLiteral("output") },
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Write to this file instead of standard output.")),
    QStringLiteral("file"));

const QCommandLineOption noAbstractsOption(QStringLiteral("no-abstracts"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Markdown: leave the abstracts out of the list.")));

const QCommandLineOption latexOption(QStringLiteral("latex"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "BibTeX: write letters beyond ASCII as LaTeX commands ({\\\"u}).")));

const QCommandLineOption bomOption(QStringLiteral("bom"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "CSV: start with a UTF-8 byte order mark, for spreadsheet programs.")));

const QCommandLineOption unmarkedTitlesOption(QStringLiteral("no-inferred-mark"),
    QString::fromUtf8(QT_TRANSLATE_NOOP(
        "Lectern::Cli", "Leave out the mark \"[title inferred from the abstract]\" beside titles Lectern made up.")));

const QCommandLineOption titleOption(QStringLiteral("title"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Markdown and HTML: the list's heading.")),
    QStringLiteral("text"));

const QCommandLineOption forceOption(QStringLiteral("force"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Write the file even when there are no papers to write to it.")));

qsizetype terminalWidth(QStringView text)
{
    // East Asian wide and full-width characters (Unicode's EastAsianWidth W and F), by block.
    const auto wide = [](char32_t c) {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
            (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
            (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    };
    qsizetype columns = 0;
    for (const char32_t c : text.toUcs4())
        columns += wide(c) ? 2 : 1;
    return columns;
}

QString paddedTo(const QString &text, qsizetype columns)
{
    return text + QString(std::max<qsizetype>(0, columns - terminalWidth(text)), u' ');
}

void addTranslatedOptions(QCommandLineParser &parser, QList<QCommandLineOption> options)
{
    for (QCommandLineOption &option : options)
        option.setDescription(QCoreApplication::translate("Lectern::Cli", option.description().toUtf8().constData()));
    parser.addOptions(options);
}

Storage::Location libraryLocation(const QCommandLineParser &parser)
{
    if (!parser.isSet(dbOption))
        return Storage::Database::defaultLocation();
    QString error;
    const auto location = Storage::Location::parse(parser.value(dbOption), &error);
    if (!location)
        throw UsageError{ error };
    return *location;
}

QString noLibraryAt(const Storage::Location &library)
{
    return Tr::tr("there is no library at %1; import a file first, or check the path (--db)").arg(library.toString());
}

namespace {

std::unique_ptr<Storage::LibrarySession> openSession(
    const Storage::Location &location, Storage::Database::Access access = Storage::Database::Access::ReadWrite)
{
    QString error;
    auto session = Storage::LibrarySession::open(location, &error, access);
    if (!session)
        throw UsageError{ error };
    return session;
}

// Set by openLibrary() when a reading command opened a library known to be damaged.
bool damagedLibraryRead = false;

// An empty library in a temporary folder, read in place of one that is not there: the command
// answers as for an empty library, and nothing is made where the path points.
OpenedLibrary emptyStandIn(const Storage::Location &location)
{
    QTextStream(stderr)
        << Tr::tr("lectern-cli: %1 (nothing was created; it reads as an empty library)").arg(noLibraryAt(location))
        << Qt::endl;
    OpenedLibrary library;
    library.standIn = std::make_unique<QTemporaryDir>();
    if (!library.standIn->isValid())
        throw UsageError{ noLibraryAt(location) };
    library.session = openSession(Storage::Location::file(library.standIn->filePath(QStringLiteral("library.sqlite"))));
    return library;
}

Storage::StorageError damagedLibrary(const QString &damage)
{
    // Context named: lupdate takes Tr::tr() in a function returning Storage::… for another context.
    return Storage::StorageError(
        QCoreApplication::translate("Lectern::Cli", "the library was found damaged (%1)").arg(damage),
        Storage::StorageError::Kind::Damage);
}

} // namespace

bool answeredFromDamagedLibrary()
{
    return damagedLibraryRead;
}

void forgetDamagedLibraryRead()
{
    damagedLibraryRead = false;
}

OpenedLibrary openLibrary(const QCommandLineParser &parser, Access access)
{
    const Storage::Location location = libraryLocation(parser);
    const Storage::Database::State state = Storage::Database::stateOf(location);
    if (access != Access::Create && !state.exists) {
        // A file in a folder that does not exist is a typo; a server's database that holds no
        // library is one too, for what only reads.
        const bool folderExists = location.isFile() && QFileInfo(location.filePath()).absoluteDir().exists();
        if (access == Access::Modify || !folderExists)
            throw UsageError{ noLibraryAt(location) };
        return emptyStandIn(location);
    }
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    if (const auto &damage = state.damage) {
        if (access != Access::Read)
            throw damagedLibrary(*damage);
        QTextStream(stderr) << Tr::tr("lectern-cli: warning: %1 was found damaged (%2); what is shown may be wrong "
                                      "or incomplete.")
                                   .arg(location.toString(), *damage)
                            << Qt::endl
                            << damageAdvice(location) << Qt::endl;
        damagedLibraryRead = true;
    }
    // A minute at a million papers: said, so that the wait is not taken for a hang.
    if (state.needsUpgrade) {
        QTextStream(stderr) << Tr::tr("Upgrading %1 for this version of Lectern; a large library takes a minute.")
                                   .arg(location.toString())
                            << Qt::endl;
    }
    OpenedLibrary library;
    // A library on a read-only disk or shared folder is read as it is; a change is refused, saying why.
    library.session = openSession(location,
        access == Access::Read && Storage::Database::isReadOnlyHere(location) ? Storage::Database::Access::ReadOnly
                                                                              : Storage::Database::Access::ReadWrite);
    // Damage that nothing has read yet is found before a change is written over it, where the
    // look is cheap; after opening, so that only a library is looked at.
    if (access != Access::Read && care.quickCheckIsCheap(location)) {
        if (const QStringList wrong = care.problems(location, Storage::LibraryCare::Depth::Quick); !wrong.isEmpty()) {
            care.markDamaged(location, wrong.first());
            throw damagedLibrary(wrong.first());
        }
    }
    return library;
}

QString format(const QCommandLineParser &parser, const QStringList &allowed)
{
    const QString value = parser.value(formatOption).toLower();
    if (!allowed.contains(value))
        throw UsageError{ Tr::tr("unknown format '%1' (use %2)").arg(value, allowed.join(QStringLiteral(", "))) };
    return value;
}

PaperId toPaperId(const QString &text)
{
    bool ok = false;
    const PaperId id = text.trimmed().toLongLong(&ok);
    if (!ok || id <= 0)
        throw UsageError{ Tr::tr("'%1' is not a paper id").arg(text) };
    return id;
}

PaperId paperId(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ Tr::tr("give one paper id") };
    return toPaperId(arguments.first());
}

// Ids as separate arguments, comma-separated ("1,2,3") or both; each once, in the order given.
QList<PaperId> paperIds(const QStringList &arguments)
{
    QList<PaperId> ids;
    for (const QString &argument : arguments) {
        for (const QString &part : argument.split(u',', Qt::SkipEmptyParts)) {
            const PaperId id = toPaperId(part);
            if (!ids.contains(id))
                ids.append(id);
        }
    }
    if (ids.isEmpty())
        throw UsageError{ Tr::tr("give the paper ids") };
    return ids;
}

// Refuses ids that are not in the library, before anything is changed; returns their states.
QHash<PaperId, ReadingState> knownPapers(const Storage::Database &database, const QList<PaperId> &ids)
{
    const QHash<PaperId, ReadingState> states = Storage::PaperStore(database).readingStates(ids);
    QStringList unknown;
    for (const PaperId id : ids) {
        if (!states.contains(id))
            unknown.append(QString::number(id));
    }
    if (unknown.size() == 1)
        throw UsageError{ Tr::tr("no paper with id %1").arg(unknown.first()) };
    if (!unknown.isEmpty())
        throw UsageError{ Tr::tr("no papers with ids %1").arg(unknown.join(QStringLiteral(", "))) };
    return states;
}

ReadingList existingList(const Storage::Database &database, const QString &name)
{
    const auto list = Storage::ListStore(database).list(name);
    if (!list)
        throw UsageError{ Tr::tr("no reading list named '%1'").arg(name) };
    return *list;
}

// The papers a command names: those of --list, else those given by --ids, else those matching --query (all when it is
// not given), in the order they were added.
QList<PaperId> chosenPapers(const Context &context, const Storage::Database &database)
{
    if (context.parser.isSet(listOption))
        return Storage::ListStore(database).papers(existingList(database, context.parser.value(listOption)).id);
    if (context.parser.isSet(idsOption)) {
        const QList<PaperId> ids = paperIds({ context.parser.value(idsOption) });
        knownPapers(database, ids);
        return ids;
    }
    const Search::Query query = Search::Query::parse(context.parser.value(queryOption));
    if (!query.isValid())
        throw UsageError{ Tr::tr("bad query: %1").arg(query.errorString()) };
    return Search::PaperFinder(database).find(query, {}, { Search::SortKey::Added, Qt::AscendingOrder });
}

// Writes the papers to -o's file, or to standard output.
void writeExport(Context &context, Export::Exporter &exporter, const QList<PaperId> &ids)
{
    if (context.parser.isSet(outputOption)) {
        const QString path = context.parser.value(outputOption);
        if (ids.isEmpty() && QFileInfo(path).size() > 0 && !context.parser.isSet(forceOption))
            throw UsageError{ Tr::tr("there are no papers to export, and %1 is not empty: it was left as it is "
                                     "(--force writes it anyway)")
                    .arg(path) };
        if (!exporter.writeFile(ids, path))
            throw UsageError{ exporter.errorString() };
        context.err << Tr::tr("Exported %n papers to %1.", nullptr, exporter.written()).arg(path) << Qt::endl;
        return;
    }
    context.out.flush();
    if (QIODevice *device = context.out.device()) {
        if (!exporter.write(ids, *device))
            throw UsageError{ exporter.errorString() };
    } else {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        exporter.write(ids, buffer);
        context.out << QString::fromUtf8(buffer.data());
        context.out.flush();
    }
}

// The trailing return type keeps lupdate in this namespace (it misreads "Export::" in front).
auto exportFormat(const QCommandLineParser &parser) -> Export::ExportFormat
{
    if (!parser.isSet(exportFormatOption))
        throw UsageError{ Tr::tr("give the format: --format %1").arg(Export::formatNames().join(u'|')) };
    const std::optional<Export::ExportFormat> format = Export::formatNamed(parser.value(exportFormatOption));
    if (!format) {
        throw UsageError{ Tr::tr("unknown format \"%1\"; use %2")
                .arg(parser.value(exportFormatOption), Export::formatNames().join(QStringLiteral(", "))) };
    }
    return *format;
}

// An exporter of --format with the format's options.
std::unique_ptr<Export::Exporter> exporterFor(const QCommandLineParser &parser, const Storage::Database &database)
{
    Export::ExportOptions options;
    options.abstracts = !parser.isSet(noAbstractsOption);
    options.texEncoding = parser.isSet(latexOption) ? Text::TexEncoding::Ascii : Text::TexEncoding::Utf8;
    options.byteOrderMark = parser.isSet(bomOption);
    options.markInferredTitles = !parser.isSet(unmarkedTitlesOption);
    options.title = parser.value(titleOption);
    return std::make_unique<Export::Exporter>(database, exportFormat(parser), options);
}

// Text to -o's file (written whole or not at all), or to standard output.
void writeText(Context &context, const QString &text)
{
    if (!context.parser.isSet(outputOption)) {
        context.out << text;
        return;
    }
    QSaveFile file(context.parser.value(outputOption));
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        throw UsageError{
            Tr::tr("%1: cannot be written (%2)").arg(context.parser.value(outputOption), file.errorString())
        };
}

void addPaperIdsArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("ids"),
        Tr::tr("The papers' ids, as separate arguments or separated by commas (1,2,3)."),
        QStringLiteral("ID…"));
}

void addPaperIdArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("id"), Tr::tr("The paper's id (see list)."), QStringLiteral("ID"));
}

QString reviewName(const Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ Tr::tr("give one review's name") };
    return arguments.first();
}

ReviewInfo existingReview(const Storage::Database &database, const QString &name)
{
    const auto review = Storage::ReviewStore(database).review(name);
    if (!review)
        throw UsageError{ Tr::tr("no review named '%1'").arg(name) };
    return *review;
}

} // namespace Lectern::Cli
