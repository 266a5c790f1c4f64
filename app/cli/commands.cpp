// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/paperformat.h"
#include "core/tagname.h"
#include "export/exporter.h"
#include "import/importer.h"
#include "review/decisionexchange.h"
#include "review/labelleddataset.h"
#include "review/screeningcounts.h"
#include "review/screeningsession.h"
#include "review/simulation.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"
#include "text/identity.h"
#include "text/utf8.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>
#include <QTextStream>
#include <QTimeZone>

#include <algorithm>
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

// A sentence with a count: English has one form for 1 and one for the rest; a translation
// gives both source texts every form its language needs, through %n.
QString tr(const char *one, const char *many, qsizetype n)
{
    return QCoreApplication::translate("lectern-cli", n == 1 ? one : many, nullptr, static_cast<int>(n));
}

struct Context
{
    QCommandLineParser &parser;
    QIODevice &in;
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    const char *name; // "list", or a group's and a subcommand's name: "tag add"
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
const QCommandLineOption showFormatOption(QStringLiteral("format"),
    QStringLiteral("Output format: table or json."),
    QStringLiteral("format"),
    QStringLiteral("table"));
const QCommandLineOption tagFormatOption(QStringLiteral("format"),
    QStringLiteral("Output format: table, json or tsv (name, papers; no header)."),
    QStringLiteral("format"),
    QStringLiteral("table"));
const QCommandLineOption importFormatOption(QStringLiteral("format"),
    QStringLiteral("The files' format: auto (from each file's content), text, ris, bibtex, wos, pubmed, csv or json."),
    QStringLiteral("format"),
    QStringLiteral("auto"));
const QCommandLineOption tagsFromKeywordsOption(
    QStringLiteral("tags-from-keywords"), QStringLiteral("Tag each paper with its record's keywords."));
const QCommandLineOption yesOption(QStringLiteral("yes"), QStringLiteral("Delete without listing first."));
const QCommandLineOption collectionOption(
    QStringLiteral("collection"), QStringLiteral("The collection (with all its papers)."), QStringLiteral("name"));
const QCommandLineOption descriptionOption(
    QStringLiteral("description"), QStringLiteral("The list's description."), QStringLiteral("text"));
const QCommandLineOption listOption(QStringLiteral("list"),
    QStringLiteral("Only the papers of this reading list, in its order."),
    QStringLiteral("name"));
const QCommandLineOption exportFormatOption(QStringLiteral("format"),
    QStringLiteral("The format: markdown, bibtex, ris, csljson, csv or html."),
    QStringLiteral("format"));
const QCommandLineOption idsOption(
    QStringLiteral("ids"), QStringLiteral("Only these papers, in this order (1,2,3)."), QStringLiteral("ids"));
const QCommandLineOption outputOption(QStringList{ QStringLiteral("o"), QStringLiteral("output") },
    QStringLiteral("Write to this file instead of standard output."),
    QStringLiteral("file"));
const QCommandLineOption noAbstractsOption(
    QStringLiteral("no-abstracts"), QStringLiteral("Markdown: leave the abstracts out of the list."));
const QCommandLineOption latexOption(
    QStringLiteral("latex"), QStringLiteral("BibTeX: write letters beyond ASCII as LaTeX commands ({\\\"u})."));
const QCommandLineOption bomOption(
    QStringLiteral("bom"), QStringLiteral("CSV: start with a UTF-8 byte order mark, for spreadsheet programs."));
const QCommandLineOption titleOption(
    QStringLiteral("title"), QStringLiteral("Markdown and HTML: the list's heading."), QStringLiteral("text"));
const QCommandLineOption labelColumnOption(QStringLiteral("label-column"),
    QStringLiteral("The field that holds each record's label (1 relevant, 0 not)."),
    QStringLiteral("name"));
const QCommandLineOption seedsOption(QStringLiteral("seeds"),
    QStringLiteral("How many runs, each from other first records (default 5)."),
    QStringLiteral("K"),
    QStringLiteral("5"));
const QCommandLineOption modelOption(QStringLiteral("model"),
    QStringLiteral("The ranking: lectern, svm (ASReview's default), random or library."),
    QStringLiteral("model"),
    QStringLiteral("lectern"));
const QCommandLineOption questionOption(
    QStringLiteral("question"), QStringLiteral("The review's research question."), QStringLiteral("text"));
const QCommandLineOption reasonsOption(QStringLiteral("reasons"),
    QStringLiteral("Reasons to exclude, separated by ';' (picked with 1-9 while screening)."),
    QStringLiteral("list"));
const QCommandLineOption includeKeywordsOption(QStringLiteral("include-keywords"),
    QStringLiteral("Words shown green in the abstracts, separated by ';'."),
    QStringLiteral("list"));
const QCommandLineOption excludeKeywordsOption(QStringLiteral("exclude-keywords"),
    QStringLiteral("Words shown red in the abstracts, separated by ';'."),
    QStringLiteral("list"));
const QCommandLineOption reviewerOption(QStringLiteral("reviewer"),
    QStringLiteral("Whose decisions (default: the user's login name)."),
    QStringLiteral("name"));
const QCommandLineOption verdictOption(QStringLiteral("verdict"),
    QStringLiteral("include, exclude, maybe, or undecided to take a decision back."),
    QStringLiteral("verdict"));
const QCommandLineOption reasonOption(QStringLiteral("reason"),
    QStringLiteral("Why (one of the review's reasons, or any text)."),
    QStringLiteral("text"));
const QCommandLineOption decisionNoteOption(
    QStringLiteral("note"), QStringLiteral("A note on the decision."), QStringLiteral("text"));
const QCommandLineOption whatOption(QStringLiteral("what"),
    QStringLiteral("log (every decision, as CSV), decisions (one reviewer's, for another reviewer to import) or "
                   "included (the included papers, in --format)."),
    QStringLiteral("what"),
    QStringLiteral("log"));
const QCommandLineOption statusOption(QStringLiteral("status"),
    QStringLiteral("Set the reading status: unread, reading or read."),
    QStringLiteral("status"));
const QCommandLineOption ratingOption(
    QStringLiteral("rating"), QStringLiteral("Set the rating, 0 (none) to 5."), QStringLiteral("0-5"));
const QCommandLineOption starOption(QStringLiteral("star"), QStringLiteral("Star the papers."));
const QCommandLineOption unstarOption(QStringLiteral("unstar"), QStringLiteral("Remove the papers' stars."));

// Opens the library named by --db, or the default one; a refused file is a user error.
enum class Access {
    Read, // a path in a folder that does not exist is a typo: nothing is created
    Write, // a missing library is created, with its folders
};

std::unique_ptr<Storage::LibrarySession> openLibrary(const QCommandLineParser &parser, Access access = Access::Write)
{
    const QString path = parser.isSet(dbOption) ? parser.value(dbOption) : Storage::Database::defaultPath();
    if (access == Access::Read && !QFileInfo::exists(path) && !QFileInfo(path).absoluteDir().exists())
        throw UsageError{ tr("no library at %1").arg(path) };
    QString error;
    auto library = Storage::LibrarySession::open(path, &error);
    if (!library)
        throw UsageError{ error };
    return library;
}

QString format(const QCommandLineParser &parser, const QStringList &allowed)
{
    const QString value = parser.value(formatOption).toLower();
    if (!allowed.contains(value))
        throw UsageError{ tr("unknown format '%1' (use %2)").arg(value, allowed.join(QStringLiteral(", "))) };
    return value;
}

PaperId toPaperId(const QString &text)
{
    bool ok = false;
    const PaperId id = text.trimmed().toLongLong(&ok);
    if (!ok || id <= 0)
        throw UsageError{ tr("'%1' is not a paper id").arg(text) };
    return id;
}

PaperId paperId(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ tr("give one paper id") };
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
        throw UsageError{ tr("give the paper ids") };
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
        throw UsageError{ tr("no paper with id %1").arg(unknown.first()) };
    if (!unknown.isEmpty())
        throw UsageError{ tr("no papers with ids %1").arg(unknown.join(QStringLiteral(", "))) };
    return states;
}

QString tagName(const QString &typed)
{
    const TagName checked = TagName::check(typed);
    if (!checked.isValid())
        throw UsageError{ checked.error };
    return checked.name;
}

QString countsLine(int added, qsizetype merged, int existing, qsizetype skipped)
{
    QString counts = merged ? tr("%1 new, %2 merged, %3 already in the library").arg(added).arg(merged).arg(existing)
                            : tr("%1 new, %2 already in the library").arg(added).arg(existing);
    return skipped ? tr("%1, %2 skipped").arg(counts).arg(skipped) : counts;
}

int importCommand(Context &context)
{
    const QStringList files = context.parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError{ tr("give the files to import") };
    const QString formatValue = context.parser.value(importFormatOption);
    const std::optional<Import::Format> format = Import::formatNamed(formatValue);
    if (!format && formatValue != QStringLiteral("auto")) {
        throw UsageError{
            tr("unknown format \"%1\"; use auto, %2").arg(formatValue, Import::formatNames().join(QStringLiteral(", ")))
        };
    }
    auto library = openLibrary(context.parser);
    Import::Importer importer(library->database());
    importer.setFormat(format);
    importer.setTagsFromKeywords(context.parser.isSet(tagsFromKeywordsOption));
    const Import::ImportReport report = importer.importFiles(files);
    if (!report.storageError.isEmpty()) {
        context.err << tr("lectern-cli: nothing was imported: %1").arg(report.storageError) << Qt::endl;
        return InternalError;
    }
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            context.err << tr("lectern-cli: %1; nothing imported from it").arg(file.error) << Qt::endl;
        else if (file.added + file.existing + file.merged.size() == 0 && file.skipped.isEmpty())
            context.out << tr("%1: no abstracts found; nothing imported").arg(file.file) << Qt::endl;
        else
            context.out << file.file << QStringLiteral(" (") << file.format << QStringLiteral("): ")
                        << countsLine(file.added, file.merged.size(), file.existing, file.skipped.size()) << Qt::endl;
        for (const Import::Merge &merge : file.merged)
            context.out << tr("  merged record %1 into paper %2: %3")
                               .arg(merge.record)
                               .arg(merge.paper)
                               .arg(Text::describeKey(merge.key))
                        << Qt::endl;
        if (file.keywordTags > 0)
            context.out << tr("  tagged with %n tag from the records' keywords",
                               "  tagged with %n tags from the records' keywords",
                               file.keywordTags)
                        << Qt::endl;
        for (const QString &warning : file.warnings)
            context.out << tr("  warning: %1").arg(warning) << Qt::endl;
        for (const Import::RecordProblem &problem : file.skipped)
            context.out << tr("  skipped the record at line %1: %2").arg(problem.line).arg(problem.message) << Qt::endl;
    }
    if (report.files.size() > 1)
        context.out
            << tr("Total: %1").arg(countsLine(report.added(), report.merged(), report.existing(), report.skipped()))
            << Qt::endl;
    return report.hasErrors() ? UserError : Success;
}

ReadingList existingList(const Storage::Database &database, const QString &name)
{
    const auto list = Storage::ListStore(database).list(name);
    if (!list)
        throw UsageError{ tr("no reading list named '%1'").arg(name) };
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
        throw UsageError{ tr("bad query: %1").arg(query.errorString()) };
    return Search::PaperFinder(database).find(query, {}, { Search::SortKey::Added, Qt::AscendingOrder });
}

// Writes the papers to -o's file, or to standard output.
void writeExport(Context &context, Export::Exporter &exporter, const QList<PaperId> &ids)
{
    if (context.parser.isSet(outputOption)) {
        const QString path = context.parser.value(outputOption);
        if (!exporter.writeFile(ids, path))
            throw UsageError{ exporter.errorString() };
        context.err << tr("Exported %n paper to %1.", "Exported %n papers to %1.", exporter.written()).arg(path)
                    << Qt::endl;
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

Export::ExportFormat exportFormat(const QCommandLineParser &parser)
{
    if (!parser.isSet(exportFormatOption))
        throw UsageError{ tr("give the format: --format %1").arg(Export::formatNames().join(u'|')) };
    const std::optional<Export::ExportFormat> format = Export::formatNamed(parser.value(exportFormatOption));
    if (!format) {
        throw UsageError{ tr("unknown format \"%1\"; use %2")
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
    options.title = parser.value(titleOption);
    return std::make_unique<Export::Exporter>(database, exportFormat(parser), options);
}

int exportCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    exportFormat(parser); // a wrong format is reported before the library is opened
    if (int(parser.isSet(idsOption)) + int(parser.isSet(queryOption)) + int(parser.isSet(listOption)) > 1)
        throw UsageError{ tr("give one of --ids, --query and --list") };
    if (!parser.positionalArguments().isEmpty())
        throw UsageError{ tr("unexpected argument '%1'").arg(parser.positionalArguments().first()) };
    auto library = openLibrary(parser, Access::Read);
    const auto exporter = exporterFor(parser, library->database());
    writeExport(context, *exporter, chosenPapers(context, library->database()));
    return Success;
}

// One run: its figures (in percent) and the recall curve, as the number of records screened
// when each relevant record was found.
QJsonObject runObject(const Review::SimulationRun &run)
{
    QJsonArray found;
    for (const qsizetype at : run.relevantAt)
        found.append(at + 1);
    return { { QStringLiteral("seed"), static_cast<qint64>(run.seed) },
        { QStringLiteral("wss95"), run.wss95 * 100 },
        { QStringLiteral("rrf10"), run.rrf10 * 100 },
        { QStringLiteral("screened_for_95"), run.screenedFor95 },
        { QStringLiteral("screened_at_each_relevant"), found } };
}

Review::Ranking ranking(const QCommandLineParser &parser)
{
    const std::optional<Review::Ranking> chosen = Review::rankingNamed(parser.value(modelOption));
    if (!chosen) {
        throw UsageError{ tr("unknown model '%1' (use %2)")
                .arg(parser.value(modelOption), Review::rankingNames().join(QStringLiteral(", "))) };
    }
    return *chosen;
}

int reviewSimulateCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        throw UsageError{ tr("give one labelled file") };
    if (!parser.isSet(labelColumnOption))
        throw UsageError{ tr("give the label's field: --label-column NAME") };
    const QString outputFormat = format(parser, { QStringLiteral("table"), QStringLiteral("json") });
    bool ok = false;
    const int seeds = parser.value(seedsOption).toInt(&ok);
    if (!ok || seeds < 1 || seeds > 1000)
        throw UsageError{ tr("--seeds needs a number from 1 to 1000") };
    const Review::Ranking model = ranking(parser);
    QString error;
    const auto dataset = Review::readLabelledDataset(files.first(), parser.value(labelColumnOption), &error);
    if (!dataset)
        throw UsageError{ error };
    const auto relevant = std::count(dataset->relevant.cbegin(), dataset->relevant.cend(), true);
    if (relevant < 2 || relevant == static_cast<qsizetype>(dataset->relevant.size()))
        throw UsageError{
            tr("%1: a simulation needs at least two relevant records and one irrelevant one").arg(files.first())
        };
    for (const QString &problem : dataset->problems)
        context.err << tr("%1: skipped %2").arg(files.first(), problem) << Qt::endl;

    const QList<Review::SimulationRun> runs = Review::simulateSeeds(*dataset, model, seeds);
    double wss = 0;
    double rrf = 0;
    double screened = 0;
    for (const Review::SimulationRun &run : runs) {
        wss += run.wss95 * 100 / seeds;
        rrf += run.rrf10 * 100 / seeds;
        screened += static_cast<double>(run.screenedFor95) / seeds;
    }
    const qsizetype records = runs.first().records;
    if (outputFormat == QLatin1String("json")) {
        QJsonArray perSeed;
        for (const Review::SimulationRun &run : runs)
            perSeed.append(runObject(run));
        const QJsonObject result{ { QStringLiteral("file"), files.first() },
            { QStringLiteral("model"), Review::rankingName(model) },
            { QStringLiteral("records"), records },
            { QStringLiteral("relevant"), static_cast<qint64>(relevant - 1) },
            { QStringLiteral("wss95"), wss },
            { QStringLiteral("rrf10"), rrf },
            { QStringLiteral("screened_for_95"), screened },
            { QStringLiteral("runs"), perSeed } };
        context.out << QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Indented));
        return Success;
    }
    context.out << tr("%1: %2 records after the first two, %3 of them relevant; model %4")
                       .arg(files.first())
                       .arg(records)
                       .arg(relevant - 1)
                       .arg(Review::rankingName(model))
                << Qt::endl
                << tr("seed    WSS@95   RRF@10   screened for 95%") << Qt::endl;
    const auto line = [&context](const QString &label, double w, double r, double s) {
        context.out << label.leftJustified(6) << QString::number(w, 'f', 1).rightJustified(8)
                    << QString::number(r, 'f', 1).rightJustified(9) << QString::number(s, 'f', 0).rightJustified(19)
                    << Qt::endl;
    };
    for (const Review::SimulationRun &run : runs)
        line(QString::number(run.seed), run.wss95 * 100, run.rrf10 * 100, static_cast<double>(run.screenedFor95));
    line(tr("mean"), wss, rrf, screened);
    return Success;
}

QStringList splitList(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    QStringList items;
    for (const QString &item : parser.value(option).split(u';', Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            items.append(item.trimmed());
    }
    return items;
}

QString reviewer(const QCommandLineParser &parser)
{
    return parser.isSet(reviewerOption) ? parser.value(reviewerOption).trimmed() : Review::defaultReviewerName();
}

QString reviewName(const Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ tr("give one review's name") };
    return arguments.first();
}

ReviewInfo existingReview(const Storage::Database &database, const QString &name)
{
    const auto review = Storage::ReviewStore(database).review(name);
    if (!review)
        throw UsageError{ tr("no review named '%1'").arg(name) };
    return *review;
}

int reviewCreateCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    if (int(parser.isSet(idsOption)) + int(parser.isSet(queryOption)) + int(parser.isSet(listOption)) > 1)
        throw UsageError{ tr("give one of --ids, --query and --list") };
    auto library = openLibrary(parser);
    Storage::Transaction transaction(library->database().connectionName());
    ReviewInfo info;
    info.name = reviewName(context);
    info.question = parser.value(questionOption);
    info.reasons = splitList(parser, reasonsOption);
    info.inclusionKeywords = splitList(parser, includeKeywordsOption);
    info.exclusionKeywords = splitList(parser, excludeKeywordsOption);
    Storage::ReviewStore reviews(library->database());
    const ReviewId id = reviews.create(info);
    const QList<PaperId> papers = reviews.addPapers(id, chosenPapers(context, library->database()));
    transaction.commit();
    context.out << tr("Review '%1' made with %n paper.", "Review '%1' made with %n papers.", papers.size())
                       .arg(info.name.simplified())
                << Qt::endl;
    return Success;
}

int reviewDecideCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const std::optional<Verdict> verdict = Review::verdictNamed(parser.value(verdictOption));
    if (!verdict)
        throw UsageError{ tr("give the decision: --verdict include|exclude|maybe|undecided") };
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() < 2)
        throw UsageError{ tr("give the review's name and the paper ids") };
    const QList<PaperId> ids = paperIds(arguments.mid(1));
    auto library = openLibrary(parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), arguments.first());
    Storage::ReviewStore reviews(library->database());
    const QList<PaperId> papers = reviews.papers(review.id);
    const QSet<PaperId> screened(papers.cbegin(), papers.cend());
    for (const PaperId id : ids) {
        if (!screened.contains(id))
            throw UsageError{ tr("paper %1 is not in the review '%2'").arg(id).arg(review.name) };
    }
    Storage::Transaction transaction(library->database().connectionName());
    for (const PaperId id : ids) {
        reviews.record(review.id,
            { id, *verdict, parser.value(reasonOption), parser.value(decisionNoteOption), reviewer(parser), 0 });
    }
    transaction.commit();
    return Success;
}

QJsonObject countsObject(const Review::ScreeningCounts &counts)
{
    QJsonObject reasons;
    for (auto it = counts.excludedByReason.cbegin(); it != counts.excludedByReason.cend(); ++it)
        reasons.insert(it.key(), it.value());
    return { { QStringLiteral("papers"), counts.papers },
        { QStringLiteral("included"), counts.included },
        { QStringLiteral("excluded"), counts.excluded },
        { QStringLiteral("maybe"), counts.maybe },
        { QStringLiteral("undecided"), counts.undecided() },
        { QStringLiteral("excluded_by_reason"), reasons } };
}

int reviewStatusCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QString outputFormat = format(parser, { QStringLiteral("table"), QStringLiteral("json") });
    auto library = openLibrary(parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), reviewName(context));
    Storage::ReviewStore reviews(library->database());
    const QList<PaperId> papers = reviews.papers(review.id);
    QStringList names = reviews.reviewers(review.id);
    if (parser.isSet(reviewerOption) || names.isEmpty())
        names = QStringList{ reviewer(parser) };
    QList<QHash<PaperId, Decision>> decisions;
    QList<Review::ScreeningCounts> counts;
    for (const QString &name : std::as_const(names)) {
        decisions.append(reviews.decisions(review.id, name));
        counts.append(Review::ScreeningCounts::of(papers, decisions.last()));
    }
    std::optional<Review::Agreement> agreement;
    if (names.size() == 2)
        agreement = Review::Agreement::between(decisions[0], decisions[1]);

    if (outputFormat == QLatin1String("json")) {
        QJsonObject byReviewer;
        for (qsizetype i = 0; i < names.size(); ++i)
            byReviewer.insert(names[i], countsObject(counts[i]));
        QJsonObject result{ { QStringLiteral("review"), review.name },
            { QStringLiteral("question"), review.question },
            { QStringLiteral("reviewers"), byReviewer } };
        if (agreement) {
            QJsonArray conflicts;
            for (const PaperId id : std::as_const(agreement->conflicts))
                conflicts.append(id);
            result.insert(QStringLiteral("agreement"),
                QJsonObject{ { QStringLiteral("papers"), agreement->papers },
                    { QStringLiteral("agreed"), agreement->agreed },
                    { QStringLiteral("kappa"), agreement->kappa ? QJsonValue(*agreement->kappa) : QJsonValue() },
                    { QStringLiteral("conflicts"), conflicts } });
        }
        context.out << QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Indented));
        return Success;
    }
    context.out << review.name << Qt::endl;
    if (!review.question.isEmpty())
        context.out << review.question << Qt::endl;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const Review::ScreeningCounts &mine = counts[i];
        context.out << tr("%1: %2 of %3 screened; %4 included, %5 excluded, %6 maybe")
                           .arg(names[i])
                           .arg(mine.decided())
                           .arg(mine.papers)
                           .arg(mine.included)
                           .arg(mine.excluded)
                           .arg(mine.maybe)
                    << Qt::endl;
        for (auto it = mine.excludedByReason.cbegin(); it != mine.excludedByReason.cend(); ++it)
            context.out << QStringLiteral("  ") << (it.key().isEmpty() ? tr("(no reason)") : it.key())
                        << QStringLiteral(": ") << it.value() << Qt::endl;
    }
    if (agreement) {
        context.out << tr("Agreement: %1 of %2 papers both decided; Cohen's kappa %3; %n conflict",
                           "Agreement: %1 of %2 papers both decided; Cohen's kappa %3; %n conflicts",
                           agreement->conflicts.size())
                           .arg(agreement->agreed)
                           .arg(agreement->papers)
                           .arg(agreement->kappa ? QString::number(*agreement->kappa, 'f', 2) : tr("undefined"))
                    << Qt::endl;
    }
    return Success;
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
            tr("%1: cannot be written (%2)").arg(context.parser.value(outputOption), file.errorString())
        };
}

int reviewExportCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QString what = parser.value(whatOption).toLower();
    if (what != QLatin1String("log") && what != QLatin1String("included") && what != QLatin1String("decisions"))
        throw UsageError{ tr("unknown --what '%1' (use log, decisions or included)").arg(what) };
    if (what == QLatin1String("included"))
        exportFormat(parser);
    auto library = openLibrary(parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), reviewName(context));
    Storage::ReviewStore reviews(library->database());
    if (what == QLatin1String("included")) {
        QList<PaperId> included;
        const QHash<PaperId, Decision> decisions = reviews.decisions(review.id, reviewer(parser));
        for (const PaperId id : reviews.papers(review.id)) {
            if (decisions.value(id).verdict == Verdict::Include)
                included.append(id);
        }
        const auto exporter = exporterFor(parser, library->database());
        writeExport(context, *exporter, included);
        return Success;
    }
    if (what == QLatin1String("decisions")) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        Review::writeDecisions(buffer,
            Storage::PaperDetailsReader(library->database()).details(reviews.papers(review.id)),
            reviews.decisions(review.id, reviewer(parser)));
        writeText(context, QString::fromUtf8(buffer.data()));
        return Success;
    }
    QString csv = QStringLiteral("time,reviewer,paper,title,decision,reason,note\r\n");
    const QList<Decision> log = reviews.log(review.id);
    QList<PaperId> ids;
    for (const Decision &decision : log)
        ids.append(decision.paper);
    QHash<PaperId, QString> titles;
    for (const PaperSummary &paper : Storage::PaperStore(library->database()).summaries(ids))
        titles.insert(paper.id, paper.title);
    for (const Decision &decision : log) {
        csv += QStringList{ QDateTime::fromMSecsSinceEpoch(decision.decidedAt, QTimeZone::UTC).toString(Qt::ISODate),
            Review::csvField(decision.reviewer),
            QString::number(decision.paper),
            Review::csvField(titles.value(decision.paper)),
            Review::verdictName(decision.verdict),
            Review::csvField(decision.reason),
            Review::csvField(decision.note) }
                   .join(u',') +
            QStringLiteral("\r\n");
    }
    writeText(context, csv);
    return Success;
}

int reviewImportDecisionsCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 2)
        throw UsageError{ tr("give the review's name and a decisions file") };
    auto library = openLibrary(context.parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), arguments.first());
    QString error;
    const auto imported = Review::importDecisions(library->database(), review.id, arguments[1], &error);
    if (!imported)
        throw UsageError{ error };
    context.out << tr("%1: %2 decision(s) of %3 imported into '%4'")
                       .arg(arguments[1])
                       .arg(imported->imported)
                       .arg(imported->reviewers.join(QStringLiteral(", ")), review.name)
                << Qt::endl;
    for (const QString &row : imported->unmatched)
        context.err << tr("%1: %2 is no paper of the review").arg(arguments[1], row) << Qt::endl;
    return Success;
}

QString tableRow(const PaperSummary &paper);

// NAME ID…: the list, which must exist, and the ids, which must be papers of the library.
std::pair<ReadingList, QList<PaperId>> listAndPapers(const Context &context, const Storage::Database &database)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() < 2)
        throw UsageError{ tr("give a reading list's name and the paper ids") };
    const ReadingList list = existingList(database, arguments.first());
    const QList<PaperId> ids = paperIds(arguments.mid(1));
    knownPapers(database, ids);
    return { list, ids };
}

QString listName(const Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ tr("give one reading list's name") };
    return arguments.first();
}

int listsCreateCommand(Context &context)
{
    const QString name = listName(context);
    auto library = openLibrary(context.parser);
    Storage::ListStore store(library->database());
    try {
        store.create({ 0, name, context.parser.value(descriptionOption), 0 });
    } catch (const Storage::StorageError &error) {
        throw UsageError{ error.message() };
    }
    context.out << tr("Made the reading list %1.").arg(name.simplified()) << Qt::endl;
    return Success;
}

int listsAddCommand(Context &context)
{
    auto library = openLibrary(context.parser);
    const auto [list, ids] = listAndPapers(context, library->database());
    const qsizetype added = Storage::ListStore(library->database()).addPapers(list.id, ids).size();
    context.out << tr("Added %n paper to %1.", "Added %n papers to %1.", added).arg(list.name);
    if (added < ids.size())
        context.out << u' ' << tr("%1 were in it already.").arg(ids.size() - added);
    context.out << Qt::endl;
    return Success;
}

int listsRemoveCommand(Context &context)
{
    auto library = openLibrary(context.parser);
    const auto [list, ids] = listAndPapers(context, library->database());
    const qsizetype removed = Storage::ListStore(library->database()).removePapers(list.id, ids).size();
    context.out << tr("Took %n paper out of %1.", "Took %n papers out of %1.", removed).arg(list.name) << Qt::endl;
    return Success;
}

int listsShowCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() > 1)
        throw UsageError{ tr("give at most one reading list's name") };
    auto library = openLibrary(context.parser, Access::Read);
    Storage::ListStore store(library->database());
    if (arguments.isEmpty()) {
        for (const ReadingList &list : store.lists())
            context.out << QString::number(list.paperCount).rightJustified(7) << QStringLiteral("  ") << list.name
                        << (list.description.isEmpty() ? QString() : QStringLiteral(" — ") + list.description) << u'\n';
        context.out.flush();
        return Success;
    }
    const ReadingList list = existingList(library->database(), arguments.first());
    context.out << list.name << u'\n';
    if (!list.description.isEmpty())
        context.out << list.description << u'\n';
    for (const PaperSummary &paper : Storage::PaperStore(library->database()).summaries(store.papers(list.id)))
        context.out << tableRow(paper) << u'\n';
    context.out.flush();
    return Success;
}

int listsRenameCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 2)
        throw UsageError{ tr("give the reading list's name and its new name") };
    auto library = openLibrary(context.parser);
    const ReadingList list = existingList(library->database(), arguments.at(0));
    try {
        Storage::ListStore(library->database()).rename(list.id, arguments.at(1));
    } catch (const Storage::StorageError &error) {
        throw UsageError{ error.message() };
    }
    context.out << tr("Renamed %1 to %2.").arg(list.name, arguments.at(1).simplified()) << Qt::endl;
    return Success;
}

int listsDeleteCommand(Context &context)
{
    const QString name = listName(context);
    auto library = openLibrary(context.parser);
    const ReadingList list = existingList(library->database(), name);
    Storage::ListStore(library->database()).remove(list.id);
    context.out << tr("Deleted the reading list %1 (its papers stay in the library).").arg(list.name) << Qt::endl;
    return Success;
}

int deleteCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QStringList arguments = parser.positionalArguments();
    const int ways =
        (arguments.isEmpty() ? 0 : 1) + (parser.isSet(collectionOption) ? 1 : 0) + (parser.isSet(queryOption) ? 1 : 0);
    if (ways != 1)
        throw UsageError{ tr("give the paper ids, --collection NAME or --query QUERY (one of them)") };
    auto library = openLibrary(parser, Access::Read);
    std::optional<Collection> collection;
    QList<PaperId> ids;
    if (parser.isSet(collectionOption)) {
        const QString name = parser.value(collectionOption);
        for (const Collection &candidate : Storage::CollectionStore(library->database()).collections()) {
            if (candidate.name.compare(name, Qt::CaseInsensitive) == 0)
                collection = candidate;
        }
        if (!collection)
            throw UsageError{ tr("no collection named '%1'").arg(name) };
        ids = Search::PaperFinder(library->database())
                  .find({},
                      Search::PaperScope::inCollection(collection->id),
                      { Search::SortKey::Added, Qt::AscendingOrder });
    } else if (parser.isSet(queryOption)) {
        ids = chosenPapers(context, library->database());
    } else {
        ids = paperIds(arguments);
        knownPapers(library->database(), ids);
    }

    if (!parser.isSet(yesOption)) {
        context.out << (collection ? tr("Would delete the collection %1 and its %n paper:",
                                         "Would delete the collection %1 and its %n papers:",
                                         ids.size())
                                         .arg(collection->name)
                                   : tr("Would delete %n paper:", "Would delete %n papers:", ids.size()))
                    << u'\n';
        const Storage::PaperStore store(library->database());
        for (qsizetype start = 0; start < ids.size(); start += 500) {
            for (const PaperSummary &paper : store.summaries(ids.mid(start, 500)))
                context.out << tableRow(paper) << u'\n';
        }
        context.out << tr("Nothing was deleted: run the command again with --yes to delete.") << Qt::endl;
        return UserError;
    }
    Storage::PaperRemover remover(library->database());
    const Storage::RemovedPapers removed =
        collection ? remover.removeCollection(collection->id) : remover.removePapers(ids);
    context.out << (collection ? tr("Deleted the collection %1 and its %n paper.",
                                     "Deleted the collection %1 and its %n papers.",
                                     removed.papers.size())
                                     .arg(collection->name)
                               : tr("Deleted %n paper.", "Deleted %n papers.", removed.papers.size()))
                << Qt::endl;
    return Success;
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

// The tag names of each listed paper, read in one query for the whole list.
QHash<PaperId, QStringList> tagNamesByPaper(const Storage::Database &database, const QList<PaperId> &papers)
{
    QHash<PaperId, QStringList> names;
    const auto tags = Storage::TagStore(database).tagsOf(papers);
    for (auto it = tags.cbegin(); it != tags.cend(); ++it)
        names.insert(it.key(), tagNames(*it));
    return names;
}

int listCommand(Context &context)
{
    const QString outputFormat =
        format(context.parser, { QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("tsv") });
    const Search::Query query = Search::Query::parse(context.parser.value(queryOption));
    if (!query.isValid())
        throw UsageError{ tr("bad query: %1").arg(query.errorString()) };
    auto library = openLibrary(context.parser, Access::Read);
    const QList<PaperId> ids =
        Search::PaperFinder(library->database()).find(query, {}, { Search::SortKey::Added, Qt::AscendingOrder });
    const Storage::PaperStore store(library->database());
    const bool json = outputFormat == QLatin1String("json");

    // Rows are fetched and written a page at a time: a million papers never sit in memory.
    constexpr qsizetype PageSize = 500;
    QJsonArray papers;
    for (qsizetype start = 0; start < ids.size(); start += PageSize) {
        const QList<PaperId> page = ids.mid(start, PageSize);
        const QHash<PaperId, QStringList> tags =
            json ? tagNamesByPaper(library->database(), page) : QHash<PaperId, QStringList>();
        for (const PaperSummary &paper : store.summaries(page)) {
            if (json)
                papers.append(toJson(paper, tags.value(paper.id)));
            else
                context.out << (outputFormat == QLatin1String("tsv") ? toTsvLine(paper) : tableRow(paper)) << u'\n';
        }
    }
    if (json)
        context.out << QJsonDocument(
            QJsonObject{ { QStringLiteral("papers"),
                papers } }).toJson(QJsonDocument::Indented);
    context.out.flush();
    return Success;
}

int showCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser, Access::Read);
    const auto details = Storage::PaperDetailsReader(library->database()).details(id);
    if (!details)
        throw UsageError{ tr("no paper with id %1").arg(id) };
    if (outputFormat == QLatin1String("json"))
        context.out << QJsonDocument(toJson(*details)).toJson(QJsonDocument::Indented);
    else
        context.out << toText(*details);
    context.out.flush();
    return Success;
}

int statsCommand(Context &context)
{
    auto library = openLibrary(context.parser, Access::Read);
    const Storage::PaperStore papers(library->database());
    const Search::PaperFinder finder(library->database());
    const QList<Collection> collections = Storage::CollectionStore(library->database()).collections();
    context.out << tr("Library:     %1").arg(library->path()) << u'\n' << tr("Papers:      %1").arg(papers.paperCount())
                << u'\n' << tr("Unread:      %1").arg(papers.countWithStatus(ReadingStatus::Unread)) << u'\n'
                << tr("Starred:     %1").arg(finder.count(Search::PaperScope::of(Search::PaperScope::Kind::Starred)))
                << u'\n'
                << tr("With notes:  %1").arg(finder.count(Search::PaperScope::of(Search::PaperScope::Kind::WithNote)))
                << u'\n' << tr("Tags:        %1").arg(Storage::TagStore(library->database()).tags().size()) << u'\n'
                << tr("Collections: %1").arg(collections.size()) << u'\n';
    for (const Collection &collection : collections)
        context.out << QStringLiteral("  ") << collection.name << QStringLiteral(": ") << collection.paperCount
                    << u'\n';
    context.out.flush();
    return Success;
}

// NAME ID…: the checked tag name and the ids.
std::pair<QString, QList<PaperId>> tagAndPapers(const QCommandLineParser &parser)
{
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() < 2)
        throw UsageError{ tr("give a tag name and the paper ids") };
    return { tagName(arguments.first()), paperIds(arguments.mid(1)) };
}

int tagAddCommand(Context &context)
{
    const auto [name, ids] = tagAndPapers(context.parser);
    auto library = openLibrary(context.parser);
    knownPapers(library->database(), ids);
    Storage::TagStore store(library->database());
    const Storage::TagAssignment assignment = store.addToPapers(name, ids);
    // An existing tag keeps the letter case it was made with.
    const QString shown = store.tag(name).value_or(Tag{ 0, name, {}, 0 }).name;
    const qsizetype tagged = assignment.papers.size();
    const qsizetype already = ids.size() - tagged;
    context.out << (already == 0 ? tr("Tagged %n paper with %1.", "Tagged %n papers with %1.", tagged).arg(shown)
                                 : tr("Tagged %n paper with %1 (%2 already had it).",
                                       "Tagged %n papers with %1 (%2 already had it).",
                                       tagged)
                                       .arg(shown, QString::number(already)))
                << Qt::endl;
    return Success;
}

Tag existingTag(const Storage::TagStore &store, const QString &name)
{
    const auto tag = store.tag(name);
    if (!tag)
        throw UsageError{ tr("no tag named '%1'").arg(name) };
    return *tag;
}

int tagRemoveCommand(Context &context)
{
    const auto [name, ids] = tagAndPapers(context.parser);
    auto library = openLibrary(context.parser);
    Storage::TagStore store(library->database());
    const Tag tag = existingTag(store, name);
    knownPapers(library->database(), ids);
    const qsizetype removed = store.removeFromPapers(tag.id, ids).size();
    const qsizetype without = ids.size() - removed;
    context.out << (without == 0 ? tr("Removed %1 from %n paper.", "Removed %1 from %n papers.", removed).arg(tag.name)
                                 : tr("Removed %1 from %n paper (%2 did not have it).",
                                       "Removed %1 from %n papers (%2 did not have it).",
                                       removed)
                                       .arg(tag.name, QString::number(without)))
                << Qt::endl;
    return Success;
}

int tagListCommand(Context &context)
{
    const QString outputFormat =
        format(context.parser, { QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("tsv") });
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() > 1)
        throw UsageError{ tr("give at most one paper id") };
    const std::optional<PaperId> paper =
        arguments.isEmpty() ? std::nullopt : std::optional(toPaperId(arguments.first()));
    auto library = openLibrary(context.parser, Access::Read);
    if (paper)
        knownPapers(library->database(), { *paper });
    const Storage::TagStore store(library->database());
    const QList<Tag> tags = paper ? store.tagsOf(*paper) : store.tags();

    if (outputFormat == QLatin1String("json")) {
        QJsonArray json;
        for (const Tag &tag : tags)
            json.append(QJsonObject{ { QStringLiteral("name"), tag.name },
                { QStringLiteral("color"), tag.color },
                { QStringLiteral("papers"), tag.paperCount } });
        context.out << QJsonDocument(QJsonObject{ { QStringLiteral("tags"), json } }).toJson(QJsonDocument::Indented);
    } else {
        // The count of papers carrying exactly the tag, as in the GUI's sidebar.
        for (const Tag &tag : tags) {
            if (outputFormat == QLatin1String("tsv"))
                context.out << tag.name << u'\t' << tag.paperCount << u'\n';
            else
                context.out << QString::number(tag.paperCount).rightJustified(7) << QStringLiteral("  ") << tag.name
                            << u'\n';
        }
    }
    context.out.flush();
    return Success;
}

int tagRenameCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 2)
        throw UsageError{ tr("give the tag's name and its new name") };
    const QString from = tagName(arguments.at(0));
    const QString to = tagName(arguments.at(1));
    auto library = openLibrary(context.parser);
    Storage::TagStore store(library->database());
    const bool caseOnly = TagName::key(from) == TagName::key(to);
    // Only the letter case: the store renames the one tag, not those below it.
    const QList<Tag> moving = caseOnly ? QList<Tag>{ existingTag(store, from) } : store.snapshot({ from }).tags;
    if (moving.isEmpty())
        throw UsageError{ tr("no tag named '%1'").arg(from) };
    if (!caseOnly && TagName::isWithin(to, from))
        throw UsageError{ tr("'%1' cannot be moved below itself").arg(from) };

    // Counted as the store will do it: where a renamed tag's new name exists, the two merge.
    const bool intoExisting = !caseOnly && store.tag(to).has_value();
    qsizetype merged = 0;
    for (const Tag &tag : moving) {
        if (!caseOnly && store.tag(to + tag.name.mid(from.size())))
            ++merged;
    }
    store.rename(from, to);

    const qsizetype count = moving.size();
    QString message;
    if (intoExisting)
        message = tr("Merged %1 into %2 (%n tag, %3 merged with a tag that existed).",
            "Merged %1 into %2 (%n tags, %3 merged with tags that existed).",
            count)
                      .arg(from, to, QString::number(merged));
    else if (merged > 0)
        message = tr("Renamed %1 to %2 (%n tag, %3 merged with a tag that existed).",
            "Renamed %1 to %2 (%n tags, %3 merged with tags that existed).",
            count)
                      .arg(from, to, QString::number(merged));
    else
        message = tr("Renamed %1 to %2 (%n tag).", "Renamed %1 to %2 (%n tags).", count).arg(from, to);
    context.out << message << Qt::endl;
    return Success;
}

int tagDeleteCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ tr("give one tag name") };
    const QString name = tagName(arguments.first());
    auto library = openLibrary(context.parser);
    Storage::TagStore store(library->database());
    const Storage::TagSnapshot before = store.snapshot({ name });
    if (before.tags.isEmpty())
        throw UsageError{ tr("no tag named '%1'").arg(name) };
    store.remove(name);
    context.out << tr("Deleted %n tag (%1); tag assignments removed: %2.",
                       "Deleted %n tags (%1); tag assignments removed: %2.",
                       before.tags.size())
                       .arg(
                           tagNames(before.tags).join(QStringLiteral(", ")), QString::number(before.assignments.size()))
                << Qt::endl;
    return Success;
}

int noteShowCommand(Context &context)
{
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser, Access::Read);
    knownPapers(library->database(), { id });
    const QString note = Storage::NoteStore(library->database()).note(id);
    // Printed as stored, with a final newline added where the note has none.
    context.out << note;
    if (!note.isEmpty() && !note.endsWith(u'\n'))
        context.out << u'\n';
    context.out.flush();
    return Success;
}

int noteSetCommand(Context &context)
{
    const PaperId id = paperId(context.parser);
    auto library = openLibrary(context.parser);
    knownPapers(library->database(), { id });
    // An input that cannot be read must not pass for an empty one: that would delete the note.
    if (!context.in.isReadable())
        throw UsageError{ tr("cannot read the note from stdin; nothing changed") };
    const QByteArray bytes = context.in.readAll();
    const Text::DecodedText decoded = Text::decodeUtf8(bytes);
    switch (decoded.error) {
    case Text::DecodedText::Error::None:
        break;
    case Text::DecodedText::Error::Binary:
        throw UsageError{
            tr("the input is not text (binary data at offset %1); nothing changed").arg(decoded.errorOffset)
        };
    case Text::DecodedText::Error::InvalidUtf8:
        throw UsageError{
            tr("the input is not UTF-8 (invalid byte at offset %1); nothing changed").arg(decoded.errorOffset)
        };
    }
    Storage::NoteStore &notes = library->notes();
    const bool hadNote = !notes.note(id).isEmpty();
    notes.setNote(id, decoded.text);
    if (!decoded.text.trimmed().isEmpty())
        context.out << tr("Saved the note of paper %1.").arg(id) << Qt::endl;
    else if (hadNote)
        context.out << tr("Deleted the note of paper %1.").arg(id) << Qt::endl;
    else
        context.out << tr("Paper %1 has no note; nothing changed.").arg(id) << Qt::endl;
    return Success;
}

int markCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    if (!parser.isSet(statusOption) && !parser.isSet(ratingOption) && !parser.isSet(starOption) &&
        !parser.isSet(unstarOption))
        throw UsageError{ tr("give --status, --rating, --star or --unstar") };
    if (parser.isSet(starOption) && parser.isSet(unstarOption))
        throw UsageError{ tr("give --star or --unstar, not both") };
    std::optional<ReadingStatus> status;
    if (parser.isSet(statusOption)) {
        status = statusFromName(parser.value(statusOption).toLower());
        if (!status)
            throw UsageError{ tr("unknown status '%1' (use unread, reading or read)").arg(parser.value(statusOption)) };
    }
    std::optional<int> rating;
    if (parser.isSet(ratingOption)) {
        bool ok = false;
        rating = parser.value(ratingOption).toInt(&ok);
        if (!ok || *rating < 0 || *rating > MaxRating)
            throw UsageError{ tr("the rating must be a whole number from 0 to %1, not '%2'")
                    .arg(MaxRating)
                    .arg(parser.value(ratingOption)) };
    }
    const QList<PaperId> ids = paperIds(parser.positionalArguments());

    auto library = openLibrary(context.parser);
    QHash<PaperId, ReadingState> states = knownPapers(library->database(), ids);
    QStringList changes;
    if (status)
        changes.append(tr("status %1").arg(statusName(*status)));
    if (rating)
        changes.append(tr("rating %1").arg(*rating));
    if (parser.isSet(starOption))
        changes.append(tr("starred"));
    if (parser.isSet(unstarOption))
        changes.append(tr("not starred"));
    for (ReadingState &state : states) {
        if (status)
            state.status = *status;
        if (rating)
            state.rating = *rating;
        if (parser.isSet(starOption) || parser.isSet(unstarOption))
            state.starred = parser.isSet(starOption);
    }
    Storage::PaperStore(library->database()).setReadingStates(states);
    context.out
        << tr("Marked %n paper: %1.", "Marked %n papers: %1.", ids.size()).arg(changes.join(QStringLiteral(", ")))
        << Qt::endl;
    return Success;
}

void addPaperIdArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("id"), tr("The paper's id (see list)."), QStringLiteral("ID"));
}

void addPaperIdsArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("ids"),
        tr("The papers' ids, as separate arguments or separated by commas (1,2,3)."),
        QStringLiteral("ID…"));
}

void addTagNameArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("name"), tr("The tag; levels are separated by '/' (method/diffusion)."), QStringLiteral("NAME"));
}

const QList<Command> &commands()
{
    static const QList<Command> all{
        { "import",
            QT_TRANSLATE_NOOP("lectern-cli",
                "Import abstract lists, RIS, BibTeX, Web of Science, PubMed, CSV and JSON files into the library."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("files"),
                    tr("The files to import; - reads standard input."),
                    QStringLiteral("FILE…"));
                parser.addOptions({ importFormatOption, tagsFromKeywordsOption });
            },
            importCommand },
        { "export",
            QT_TRANSLATE_NOOP(
                "lectern-cli", "Write papers as a Markdown reading list, BibTeX, RIS, CSL-JSON, CSV or HTML."),
            [](QCommandLineParser &parser) {
                parser.addOptions({ exportFormatOption,
                    queryOption,
                    listOption,
                    idsOption,
                    outputOption,
                    noAbstractsOption,
                    latexOption,
                    bomOption,
                    titleOption });
            },
            exportCommand },
        { "lists create",
            QT_TRANSLATE_NOOP("lectern-cli", "Make a reading list."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The list's name."), QStringLiteral("NAME"));
                parser.addOption(descriptionOption);
            },
            listsCreateCommand },
        { "lists add",
            QT_TRANSLATE_NOOP("lectern-cli", "Add papers at the end of a reading list."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The list's name."), QStringLiteral("NAME"));
                addPaperIdsArgument(parser);
            },
            listsAddCommand },
        { "lists remove",
            QT_TRANSLATE_NOOP("lectern-cli", "Take papers out of a reading list (they stay in the library)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The list's name."), QStringLiteral("NAME"));
                addPaperIdsArgument(parser);
            },
            listsRemoveCommand },
        { "lists show",
            QT_TRANSLATE_NOOP("lectern-cli", "List the reading lists, or one list's papers in order."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), tr("Only this list's papers."), QStringLiteral("[NAME]"));
            },
            listsShowCommand },
        { "lists rename",
            QT_TRANSLATE_NOOP("lectern-cli", "Rename a reading list."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("old"), tr("The list's name."), QStringLiteral("OLD"));
                parser.addPositionalArgument(QStringLiteral("new"), tr("Its new name."), QStringLiteral("NEW"));
            },
            listsRenameCommand },
        { "lists delete",
            QT_TRANSLATE_NOOP("lectern-cli", "Delete a reading list (its papers stay in the library)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The list's name."), QStringLiteral("NAME"));
            },
            listsDeleteCommand },
        { "review create",
            QT_TRANSLATE_NOOP("lectern-cli",
                "Make a literature review of papers (--query, --list or --ids; all papers without them)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The review's name."), QStringLiteral("NAME"));
                parser.addOptions({ questionOption,
                    queryOption,
                    listOption,
                    idsOption,
                    reasonsOption,
                    includeKeywordsOption,
                    excludeKeywordsOption });
            },
            reviewCreateCommand },
        { "review decide",
            QT_TRANSLATE_NOOP(
                "lectern-cli", "Record a decision on papers of a review (logged, with time and reviewer)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The review's name."), QStringLiteral("NAME"));
                addPaperIdsArgument(parser);
                parser.addOptions({ verdictOption, reasonOption, decisionNoteOption, reviewerOption });
            },
            reviewDecideCommand },
        { "review status",
            QT_TRANSLATE_NOOP("lectern-cli", "Count a review's decisions per reviewer, with Cohen's kappa for two."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The review's name."), QStringLiteral("NAME"));
                parser.addOptions({ reviewerOption, showFormatOption });
            },
            reviewStatusCommand },
        { "review export",
            QT_TRANSLATE_NOOP(
                "lectern-cli", "Write a review's decision log as CSV, or its included papers in any export format."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The review's name."), QStringLiteral("NAME"));
                parser.addOptions({ whatOption,
                    exportFormatOption,
                    reviewerOption,
                    outputOption,
                    noAbstractsOption,
                    latexOption,
                    bomOption,
                    titleOption });
            },
            reviewExportCommand },
        { "review import-decisions",
            QT_TRANSLATE_NOOP("lectern-cli", "Add another reviewer's decisions (from review export --what decisions)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("name"), tr("The review's name."), QStringLiteral("NAME"));
                parser.addPositionalArgument(QStringLiteral("file"), tr("The decisions file."), QStringLiteral("FILE"));
            },
            reviewImportDecisionsCommand },
        { "review simulate",
            QT_TRANSLATE_NOOP("lectern-cli",
                "Replay a labelled review through the prioritiser; measure how soon it finds the relevant records."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("file"), tr("A file whose records carry a 0/1 label."), QStringLiteral("FILE"));
                parser.addOptions({ labelColumnOption, seedsOption, modelOption, showFormatOption });
            },
            reviewSimulateCommand },
        { "delete",
            QT_TRANSLATE_NOOP(
                "lectern-cli", "Delete papers, or a collection with its papers (lists them without --yes)."),
            [](QCommandLineParser &parser) {
                addPaperIdsArgument(parser);
                parser.addOptions({ collectionOption, queryOption, yesOption });
            },
            deleteCommand },
        { "list",
            QT_TRANSLATE_NOOP("lectern-cli", "List the papers, or those matching a query."),
            [](QCommandLineParser &parser) { parser.addOptions({ queryOption, formatOption }); },
            listCommand },
        { "show",
            QT_TRANSLATE_NOOP("lectern-cli", "Show one paper with its abstract."),
            [](QCommandLineParser &parser) {
                addPaperIdArgument(parser);
                parser.addOption(showFormatOption);
            },
            showCommand },
        { "stats",
            QT_TRANSLATE_NOOP("lectern-cli", "Count the papers and collections in the library."),
            [](QCommandLineParser &) {},
            statsCommand },
        { "mark",
            QT_TRANSLATE_NOOP("lectern-cli", "Set the reading status, rating or star of papers."),
            [](QCommandLineParser &parser) {
                addPaperIdsArgument(parser);
                parser.addOptions({ statusOption, ratingOption, starOption, unstarOption });
            },
            markCommand },
        { "tag add",
            QT_TRANSLATE_NOOP("lectern-cli", "Tag papers (the tag is made when it is new)."),
            [](QCommandLineParser &parser) {
                addTagNameArgument(parser);
                addPaperIdsArgument(parser);
            },
            tagAddCommand },
        { "tag remove",
            QT_TRANSLATE_NOOP("lectern-cli", "Take a tag off papers (the tag stays)."),
            [](QCommandLineParser &parser) {
                addTagNameArgument(parser);
                addPaperIdsArgument(parser);
            },
            tagRemoveCommand },
        { "tag list",
            QT_TRANSLATE_NOOP("lectern-cli", "List the tags with their paper counts, or one paper's tags."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("id"), tr("Only this paper's tags."), QStringLiteral("[ID]"));
                parser.addOption(tagFormatOption);
            },
            tagListCommand },
        { "tag rename",
            QT_TRANSLATE_NOOP("lectern-cli", "Rename a tag and the tags below it; merge into NEW if it exists."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("old"), tr("The tag's name."), QStringLiteral("OLD"));
                parser.addPositionalArgument(QStringLiteral("new"), tr("Its new name."), QStringLiteral("NEW"));
            },
            tagRenameCommand },
        { "tag delete",
            QT_TRANSLATE_NOOP("lectern-cli", "Delete a tag and every tag below it, without asking."),
            addTagNameArgument,
            tagDeleteCommand },
        { "note show",
            QT_TRANSLATE_NOOP("lectern-cli", "Print a paper's Markdown note (nothing when it has none)."),
            addPaperIdArgument,
            noteShowCommand },
        { "note set",
            QT_TRANSLATE_NOOP("lectern-cli", "Store a paper's note, read as UTF-8 from stdin; empty input deletes it."),
            addPaperIdArgument,
            noteSetCommand },
    };
    return all;
}

QString commandList(const QString &group)
{
    QString text;
    for (const Command &command : commands()) {
        const QString name = QString::fromLatin1(command.name);
        if (group.isEmpty() || name.startsWith(group + u' '))
            text += QStringLiteral("  ") + name.leftJustified(14) + tr(command.summary) + u'\n';
    }
    return text;
}

QString overview()
{
    return tr("Usage: lectern-cli [--db PATH] COMMAND [OPTIONS]\n\nRead, search and tag research-paper "
              "abstracts.\n\nCommands:\n") +
        commandList({}) + tr("\nRun 'lectern-cli COMMAND --help' for a command's options.\n");
}

QString groupOverview(const QString &group)
{
    return tr("Usage: lectern-cli [--db PATH] %1 COMMAND [OPTIONS]\n\nCommands:\n").arg(group) + commandList(group) +
        tr("\nRun 'lectern-cli %1 COMMAND --help' for a command's options.\n").arg(group);
}

bool isGroup(const QString &name)
{
    return std::any_of(commands().cbegin(), commands().cend(), [&name](const Command &c) {
        return QString::fromLatin1(c.name).startsWith(name + u' ');
    });
}

// Takes the first argument that is neither an option nor --db's value out of arguments.
std::optional<QString> takeWord(QStringList &arguments)
{
    qsizetype at = 0;
    while (at < arguments.size() && arguments[at].startsWith(u'-'))
        at += (arguments[at] == QLatin1String("--db")) ? 2 : 1;
    if (at >= arguments.size())
        return std::nullopt;
    return arguments.takeAt(at);
}

bool asksForHelp(const QStringList &arguments)
{
    return arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"));
}

} // namespace

int run(const QStringList &arguments, QIODevice &in, QTextStream &out, QTextStream &err)
{
    // The command is the first argument that is neither an option nor --db's value; a group's
    // subcommand ("tag add") is the next one.
    QStringList rest = arguments.mid(1);
    const std::optional<QString> word = takeWord(rest);
    if (!word) {
        const bool help = asksForHelp(rest) || rest.isEmpty();
        if (rest.contains(QStringLiteral("--version"))) {
            out << QCoreApplication::applicationVersion() << Qt::endl;
            return Success;
        }
        (help ? out : err) << overview();
        return help ? Success : UserError;
    }
    QString name = *word;
    if (isGroup(name)) {
        const std::optional<QString> subcommand = takeWord(rest);
        if (!subcommand) {
            const bool help = asksForHelp(rest);
            (help ? out : err) << groupOverview(name);
            return help ? Success : UserError;
        }
        name += u' ' + *subcommand;
    }
    const auto command = std::find_if(
        commands().cbegin(), commands().cend(), [&name](const Command &c) { return name == QLatin1String(c.name); });
    if (command == commands().cend()) {
        const QString help = isGroup(*word) ? *word + QStringLiteral(" --help") : QStringLiteral("--help");
        err << tr("lectern-cli: unknown command '%1'; see 'lectern-cli %2'").arg(name, help) << Qt::endl;
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
        // Qt names the executable as started; the usage line should name the command too.
        QString help = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program); at >= 0)
            help.replace(at, program.size(), QStringLiteral("lectern-cli ") + name);
        out << help;
        return Success;
    }
    Context context{ parser, in, out, err };
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
