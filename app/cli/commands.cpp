// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/paperformat.h"
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <functional>

namespace Lectern::Cli {
namespace {

// A user error: reported as one line on stderr, exit code 1.
struct UsageError
{
    QString message;
};

QString tr(const char *text)
{
    return QCoreApplication::translate("lectern-cli", text);
}

struct Context
{
    QCommandLineParser &parser;
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    const char *name;
    const char *summary;
    std::function<void(QCommandLineParser &)> addArguments;
    std::function<int(Context &)> run;
};

const QCommandLineOption dbOption(
    QStringLiteral("db"), QStringLiteral("The library file (default: the GUI's library)."), QStringLiteral("path"));
const QCommandLineOption queryOption(
    QStringLiteral("query"), QStringLiteral("Only papers matching this search query."), QStringLiteral("query"));
const QCommandLineOption formatOption(QStringLiteral("format"),
    QStringLiteral("Output format: table, json or tsv (id, year, collection, title; no header)."),
    QStringLiteral("format"),
    QStringLiteral("table"));

// Opens the library named by --db, or the default one; a refused file is a user error.
std::unique_ptr<Storage::Database> openLibrary(const QCommandLineParser &parser)
{
    const QString path = parser.isSet(dbOption) ? parser.value(dbOption) : Storage::Database::defaultPath();
    auto database = std::make_unique<Storage::Database>(path);
    if (!database->open())
        throw UsageError{ database->errorString() };
    return database;
}

QString format(const QCommandLineParser &parser, const QStringList &allowed)
{
    const QString value = parser.value(formatOption).toLower();
    if (!allowed.contains(value))
        throw UsageError{ tr("unknown format '%1' (use %2)").arg(value, allowed.join(QStringLiteral(", "))) };
    return value;
}

PaperId paperId(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ tr("give one paper id") };
    bool ok = false;
    const PaperId id = arguments.first().toLongLong(&ok);
    if (!ok || id <= 0)
        throw UsageError{ tr("'%1' is not a paper id").arg(arguments.first()) };
    return id;
}

QString countsLine(int added, int existing)
{
    return tr("%1 new, %2 already in the library").arg(added).arg(existing);
}

int importCommand(Context &context)
{
    const QStringList files = context.parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError{ tr("give the files to import") };
    auto database = openLibrary(context.parser);
    Import::Importer importer(*database);
    const Import::ImportReport report = importer.importFiles(files);
    if (!report.storageError.isEmpty()) {
        context.err << tr("lectern-cli: nothing was imported: %1").arg(report.storageError) << Qt::endl;
        return InternalError;
    }
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            context.err << tr("lectern-cli: %1; nothing imported from it").arg(file.error) << Qt::endl;
        else if (file.added + file.existing == 0)
            context.out << tr("%1: no abstracts found; nothing imported").arg(file.file) << Qt::endl;
        else
            context.out << file.file << QStringLiteral(": ") << countsLine(file.added, file.existing) << Qt::endl;
    }
    if (report.files.size() > 1)
        context.out << tr("Total: %1").arg(countsLine(report.added(), report.existing())) << Qt::endl;
    return report.hasErrors() ? UserError : Success;
}

QString tableRow(const PaperSummary &paper)
{
    constexpr int TitleWidth = 72;
    QString title = paper.title;
    title.replace(u'\n', u' ');
    if (title.size() > TitleWidth)
        title = title.left(TitleWidth - 1) + u'…';
    return QString::number(paper.id).rightJustified(7) + QStringLiteral("  ") +
        (paper.year ? QString::number(paper.year) : QString()).leftJustified(4) + QStringLiteral("  ") +
        paper.collection.left(20).leftJustified(20) + QStringLiteral("  ") + title;
}

int listCommand(Context &context)
{
    const QString outputFormat =
        format(context.parser, { QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("tsv") });
    const Search::Query query = Search::Query::parse(context.parser.value(queryOption));
    if (!query.isValid())
        throw UsageError{ tr("bad query: %1").arg(query.errorString()) };
    auto database = openLibrary(context.parser);
    const QList<PaperId> ids =
        Search::PaperFinder(*database).find(query, {}, { Search::SortKey::Added, Qt::AscendingOrder });
    const Storage::PaperStore store(*database);

    // Rows are fetched and written a page at a time: a million papers never sit in memory.
    constexpr qsizetype PageSize = 500;
    QJsonArray json;
    for (qsizetype start = 0; start < ids.size(); start += PageSize) {
        for (const PaperSummary &paper : store.summaries(ids.mid(start, PageSize))) {
            if (outputFormat == QLatin1String("json"))
                json.append(toJson(paper));
            else
                context.out << (outputFormat == QLatin1String("tsv") ? toTsvLine(paper) : tableRow(paper)) << u'\n';
        }
    }
    if (outputFormat == QLatin1String("json"))
        context.out << QJsonDocument(QJsonObject{ { QStringLiteral("papers"), json } }).toJson(QJsonDocument::Indented);
    context.out.flush();
    return Success;
}

int showCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    const PaperId id = paperId(context.parser);
    auto database = openLibrary(context.parser);
    const auto paper = Storage::PaperStore(*database).paper(id);
    if (!paper)
        throw UsageError{ tr("no paper with id %1").arg(id) };
    if (outputFormat == QLatin1String("json"))
        context.out << QJsonDocument(toJson(*paper)).toJson(QJsonDocument::Indented);
    else
        context.out << toText(*paper);
    context.out.flush();
    return Success;
}

int statsCommand(Context &context)
{
    auto database = openLibrary(context.parser);
    const Storage::PaperStore papers(*database);
    const QList<Collection> collections = Storage::CollectionStore(*database).collections();
    context.out << tr("Library:     %1").arg(database->path()) << u'\n'
                << tr("Papers:      %1").arg(papers.paperCount()) << u'\n'
                << tr("Unread:      %1").arg(papers.countWithStatus(ReadingStatus::Unread)) << u'\n'
                << tr("Collections: %1").arg(collections.size()) << u'\n';
    for (const Collection &collection : collections)
        context.out << QStringLiteral("  ") << collection.name << QStringLiteral(": ") << collection.paperCount
                    << u'\n';
    context.out.flush();
    return Success;
}

const QList<Command> &commands()
{
    static const QList<Command> all{
        { "import",
            QT_TRANSLATE_NOOP("lectern-cli", "Import plain-text abstract lists into the library."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("files"), tr("The files to import."), QStringLiteral("FILE…"));
            },
            importCommand },
        { "list",
            QT_TRANSLATE_NOOP("lectern-cli", "List the papers, or those matching a query."),
            [](QCommandLineParser &parser) { parser.addOptions({ queryOption, formatOption }); },
            listCommand },
        { "show",
            QT_TRANSLATE_NOOP("lectern-cli", "Show one paper with its abstract."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("id"), tr("The paper's id (see list)."), QStringLiteral("ID"));
                parser.addOption(formatOption);
            },
            showCommand },
        { "stats",
            QT_TRANSLATE_NOOP("lectern-cli", "Count the papers and collections in the library."),
            [](QCommandLineParser &) {},
            statsCommand },
    };
    return all;
}

QString overview()
{
    QString text = tr("Usage: lectern-cli [--db PATH] COMMAND [OPTIONS]\n\nRead, search and tag research-paper "
                      "abstracts.\n\nCommands:\n");
    for (const Command &command : commands())
        text +=
            QStringLiteral("  ") + QString::fromLatin1(command.name).leftJustified(10) + tr(command.summary) + u'\n';
    return text + tr("\nRun 'lectern-cli COMMAND --help' for a command's options.\n");
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // The command is the first argument that is neither an option nor --db's value.
    QStringList rest = arguments.mid(1);
    qsizetype at = 0;
    while (at < rest.size() && rest[at].startsWith(u'-'))
        at += (rest[at] == QLatin1String("--db")) ? 2 : 1;
    if (at >= rest.size()) {
        const bool help =
            rest.contains(QStringLiteral("--help")) || rest.contains(QStringLiteral("-h")) || rest.isEmpty();
        if (rest.contains(QStringLiteral("--version"))) {
            out << QCoreApplication::applicationVersion() << Qt::endl;
            return Success;
        }
        (help ? out : err) << overview();
        return help ? Success : UserError;
    }
    const QString name = rest.takeAt(at);
    const auto command = std::find_if(
        commands().cbegin(), commands().cend(), [&name](const Command &c) { return name == QLatin1String(c.name); });
    if (command == commands().cend()) {
        err << tr("lectern-cli: unknown command '%1'; see 'lectern-cli --help'").arg(name) << Qt::endl;
        return UserError;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(tr(command->summary));
    parser.addHelpOption();
    parser.addOption(dbOption);
    command->addArguments(parser);
    if (!parser.parse(QStringList{ arguments.first() + u' ' + name } + rest)) {
        err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ") << parser.errorText() << Qt::endl;
        return UserError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return Success;
    }
    Context context{ parser, out, err };
    try {
        return command->run(context);
    } catch (const UsageError &error) {
        err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ") << error.message << Qt::endl;
        return UserError;
    } catch (const Storage::StorageError &error) {
        err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ")
            << tr("the library failed: %1").arg(error.message()) << Qt::endl;
        return InternalError;
    }
}

} // namespace Lectern::Cli
