// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "cli/commandsupport.h"
#include "cli/duplicatecommands.h"
#include "cli/historycommands.h"
#include "cli/librarycommands.h"
#include "cli/logcommands.h"
#include "cli/membercommands.h"
#include "cli/notecommands.h"
#include "cli/offlinecommands.h"
#include "cli/paperformat.h"
#include "cli/reviewcommands.h"
#include "cli/similarcommands.h"
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
#include "storage/librarycare.h"
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
#include "text/richtext.h"
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
const QCommandLineOption tagFormatOption(QStringLiteral("format"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Output format: table, json or tsv (name, papers; no header).")),
    QStringLiteral("format"),
    QStringLiteral("table"));
const QCommandLineOption importFormatOption(QStringLiteral("format"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "The files' format: auto (from each file's content), text, ris, bibtex, wos, pubmed, csv or json.")),
    QStringLiteral("format"),
    QStringLiteral("auto"));
const QCommandLineOption tagsFromKeywordsOption(QStringLiteral("tags-from-keywords"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Tag each paper with its record's keywords.")));
const QCommandLineOption yesOption(
    QStringLiteral("yes"), QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Delete without listing first.")));
const QCommandLineOption collectionOption(QStringLiteral("collection"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The collection (with all its papers).")),
    QStringLiteral("name"));
const QCommandLineOption descriptionOption(QStringLiteral("description"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The list's description.")),
    QStringLiteral("text"));
const QCommandLineOption statusOption(QStringLiteral("status"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Set the reading status: unread, reading or read.")),
    QStringLiteral("status"));
const QCommandLineOption ratingOption(QStringLiteral("rating"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Set the rating, 0 (none) to 5.")),
    QStringLiteral("0-5"));
const QCommandLineOption starOption(
    QStringLiteral("star"), QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Star the papers.")));
const QCommandLineOption unstarOption(
    QStringLiteral("unstar"), QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Remove the papers' stars.")));

QString tagName(const QString &typed)
{
    const TagName checked = TagName::check(typed);
    if (!checked.isValid())
        throw UsageError{ checked.error };
    return checked.name;
}

QString countsLine(int added, qsizetype merged, int existing, qsizetype skipped)
{
    QString counts = merged
        ? Tr::tr("%1 new, %2 merged, %3 already in the library").arg(added).arg(merged).arg(existing)
        : Tr::tr("%1 new, %2 already in the library").arg(added).arg(existing);
    return skipped ? Tr::tr("%1, %2 skipped").arg(counts).arg(skipped) : counts;
}

int importCommand(Context &context)
{
    const QStringList files = context.parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError{ Tr::tr("give the files to import") };
    const QString formatValue = context.parser.value(importFormatOption);
    const std::optional<Import::Format> format = Import::formatNamed(formatValue);
    if (!format && formatValue != QStringLiteral("auto")) {
        throw UsageError{ Tr::tr("unknown format \"%1\"; use auto, %2")
                .arg(formatValue, Import::formatNames().join(QStringLiteral(", "))) };
    }
    auto library = openLibrary(context.parser, Access::Create);
    Import::Importer importer(library->database());
    importer.setFormat(format);
    importer.setTagsFromKeywords(context.parser.isSet(tagsFromKeywordsOption));
    const Import::ImportReport report = importer.importFiles(files);
    if (!report.storageError.isEmpty()) {
        context.err << Tr::tr("lectern-cli: nothing was imported: %1").arg(report.storageError) << Qt::endl;
        return InternalError;
    }
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            context.err << Tr::tr("lectern-cli: %1; nothing imported from it").arg(file.error) << Qt::endl;
        else if (file.added + file.existing + file.merged.size() == 0 && file.skipped.isEmpty())
            context.out << Tr::tr("%1: no abstracts found; nothing imported").arg(file.file) << Qt::endl;
        else
            context.out << file.file << QStringLiteral(" (") << file.format << QStringLiteral("): ")
                        << countsLine(file.added, file.merged.size(), file.existing, file.skipped.size()) << Qt::endl;
        for (const Import::Merge &merge : file.merged)
            context.out << Tr::tr("  merged record %1 into paper %2: %3")
                               .arg(merge.record)
                               .arg(merge.paper)
                               .arg(Text::describeKey(merge.key))
                        << Qt::endl;
        if (file.keywordTags > 0)
            context.out << Tr::tr("  tagged with %n tags from the records' keywords", nullptr, file.keywordTags)
                        << Qt::endl;
        for (const QString &warning : file.warnings)
            context.out << Tr::tr("  warning: %1").arg(warning) << Qt::endl;
        for (const Import::RecordProblem &problem : file.skipped)
            context.out << Tr::tr("  skipped the record at line %1: %2").arg(problem.line).arg(problem.message)
                        << Qt::endl;
    }
    if (report.files.size() > 1)
        context.out
            << Tr::tr("Total: %1").arg(countsLine(report.added(), report.merged(), report.existing(), report.skipped()))
            << Qt::endl;
    return report.hasErrors() ? UserError : Success;
}

int exportCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    exportFormat(parser); // a wrong format is reported before the library is opened
    if (int(parser.isSet(idsOption)) + int(parser.isSet(queryOption)) + int(parser.isSet(listOption)) > 1)
        throw UsageError{ Tr::tr("give one of --ids, --query and --list") };
    if (!parser.positionalArguments().isEmpty())
        throw UsageError{ Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()) };
    auto library = openLibrary(parser, Access::Read);
    const auto exporter = exporterFor(parser, library->database());
    writeExport(context, *exporter, chosenPapers(context, library->database()));
    return Success;
}

QString tableRow(const PaperSummary &paper);

// NAME ID…: the list, which must exist, and the ids, which must be papers of the library.
std::pair<ReadingList, QList<PaperId>> listAndPapers(const Context &context, const Storage::Database &database)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() < 2)
        throw UsageError{ Tr::tr("give a reading list's name and the paper ids") };
    const ReadingList list = existingList(database, arguments.first());
    const QList<PaperId> ids = paperIds(arguments.mid(1));
    knownPapers(database, ids);
    return { list, ids };
}

QString listName(const Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ Tr::tr("give one reading list's name") };
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
    context.out << Tr::tr("Made the reading list %1.").arg(name.simplified()) << Qt::endl;
    return Success;
}

int listsAddCommand(Context &context)
{
    auto library = openLibrary(context.parser);
    const auto [list, ids] = listAndPapers(context, library->database());
    const qsizetype added = Storage::ListStore(library->database()).addPapers(list.id, ids).size();
    context.out << Tr::tr("Added %n papers to %1.", nullptr, added).arg(list.name);
    if (added < ids.size())
        context.out << u' ' << Tr::tr("%1 were in it already.").arg(ids.size() - added);
    context.out << Qt::endl;
    return Success;
}

int listsRemoveCommand(Context &context)
{
    auto library = openLibrary(context.parser);
    const auto [list, ids] = listAndPapers(context, library->database());
    const qsizetype removed = Storage::ListStore(library->database()).removePapers(list.id, ids).size();
    context.out << Tr::tr("Took %n papers out of %1.", nullptr, removed).arg(list.name) << Qt::endl;
    return Success;
}

int listsShowCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() > 1)
        throw UsageError{ Tr::tr("give at most one reading list's name") };
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
        throw UsageError{ Tr::tr("give the reading list's name and its new name") };
    auto library = openLibrary(context.parser);
    const ReadingList list = existingList(library->database(), arguments.at(0));
    try {
        Storage::ListStore(library->database()).rename(list.id, arguments.at(1));
    } catch (const Storage::StorageError &error) {
        throw UsageError{ error.message() };
    }
    context.out << Tr::tr("Renamed %1 to %2.").arg(list.name, arguments.at(1).simplified()) << Qt::endl;
    return Success;
}

int listsDeleteCommand(Context &context)
{
    const QString name = listName(context);
    auto library = openLibrary(context.parser);
    const ReadingList list = existingList(library->database(), name);
    Storage::ListStore(library->database()).remove(list.id);
    context.out << Tr::tr("Deleted the reading list %1 (its papers stay in the library).").arg(list.name) << Qt::endl;
    return Success;
}

int deleteCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QStringList arguments = parser.positionalArguments();
    const int ways =
        (arguments.isEmpty() ? 0 : 1) + (parser.isSet(collectionOption) ? 1 : 0) + (parser.isSet(queryOption) ? 1 : 0);
    if (ways != 1)
        throw UsageError{ Tr::tr("give the paper ids, --collection NAME or --query QUERY (one of them)") };
    auto library = openLibrary(parser);
    std::optional<Collection> collection;
    QList<PaperId> ids;
    if (parser.isSet(collectionOption)) {
        const QString name = parser.value(collectionOption);
        for (const Collection &candidate : Storage::CollectionStore(library->database()).collections()) {
            if (candidate.name.compare(name, Qt::CaseInsensitive) == 0)
                collection = candidate;
        }
        if (!collection)
            throw UsageError{ Tr::tr("no collection named '%1'").arg(name) };
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
        context.out << (collection ? Tr::tr("Would delete the collection %1 and its %n papers:", nullptr, ids.size())
                                         .arg(collection->name)
                                   : Tr::tr("Would delete %n papers:", nullptr, ids.size()))
                    << u'\n';
        const Storage::PaperStore store(library->database());
        for (qsizetype start = 0; start < ids.size(); start += 500) {
            for (const PaperSummary &paper : store.summaries(ids.mid(start, 500)))
                context.out << tableRow(paper) << u'\n';
        }
        context.out << Tr::tr("Nothing was deleted: run the command again with --yes to delete.") << Qt::endl;
        return UserError;
    }
    Storage::PaperRemover remover(library->database());
    const Storage::RemovedPapers removed =
        collection ? remover.removeCollection(collection->id) : remover.removePapers(ids);
    context.out << (collection ? Tr::tr("Deleted the collection %1 and its %n papers.", nullptr, removed.papers.size())
                                     .arg(collection->name)
                               : Tr::tr("Deleted %n papers.", nullptr, removed.papers.size()))
                << Qt::endl;
    return Success;
}

QString tableRow(const PaperSummary &paper)
{
    constexpr int TitleWidth = 72;
    // As the window's list shows it: maths rendered, no Markdown markers.
    QString title = Text::RenderedText::plainTextOf(paper.title);
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
        throw UsageError{ Tr::tr("bad query: %1").arg(query.errorString()) };
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
        throw UsageError{ Tr::tr("no paper with id %1").arg(id) };
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
    context.out
        << Tr::tr("Library:     %1").arg(libraryLocation(context.parser).toString()) << u'\n'
        << Tr::tr("Papers:      %1").arg(papers.paperCount()) << u'\n'
        << Tr::tr("Unread:      %1").arg(papers.countWithStatus(ReadingStatus::Unread)) << u'\n'
        << Tr::tr("Starred:     %1").arg(finder.count(Search::PaperScope::of(Search::PaperScope::Kind::Starred)))
        << u'\n'
        << Tr::tr("With notes:  %1").arg(finder.count(Search::PaperScope::of(Search::PaperScope::Kind::WithNote)))
        << u'\n' << Tr::tr("Tags:        %1").arg(Storage::TagStore(library->database()).tags().size()) << u'\n'
        << Tr::tr("Collections: %1").arg(collections.size()) << u'\n';
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
        throw UsageError{ Tr::tr("give a tag name and the paper ids") };
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
    context.out << (already == 0 ? Tr::tr("Tagged %n papers with %1.", nullptr, tagged).arg(shown)
                                 : Tr::tr("Tagged %n papers with %1 (%2 already had it).", nullptr, tagged)
                                       .arg(shown, QString::number(already)))
                << Qt::endl;
    return Success;
}

Tag existingTag(const Storage::TagStore &store, const QString &name)
{
    const auto tag = store.tag(name);
    if (!tag)
        throw UsageError{ Tr::tr("no tag named '%1'").arg(name) };
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
    context.out << (without == 0 ? Tr::tr("Removed %1 from %n papers.", nullptr, removed).arg(tag.name)
                                 : Tr::tr("Removed %1 from %n papers (%2 did not have it).", nullptr, removed)
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
        throw UsageError{ Tr::tr("give at most one paper id") };
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
        throw UsageError{ Tr::tr("give the tag's name and its new name") };
    const QString from = tagName(arguments.at(0));
    const QString to = tagName(arguments.at(1));
    auto library = openLibrary(context.parser);
    Storage::TagStore store(library->database());
    const bool caseOnly = TagName::key(from) == TagName::key(to);
    // Only the letter case: the store renames the one tag, not those below it.
    const QList<Tag> moving = caseOnly ? QList<Tag>{ existingTag(store, from) } : store.snapshot({ from }).tags;
    if (moving.isEmpty())
        throw UsageError{ Tr::tr("no tag named '%1'").arg(from) };
    if (!caseOnly && TagName::isWithin(to, from))
        throw UsageError{ Tr::tr("'%1' cannot be moved below itself").arg(from) };

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
        message = Tr::tr("Merged %1 into %2 (%n tags, %3 merged with tags that existed).", nullptr, count)
                      .arg(from, to, QString::number(merged));
    else if (merged > 0)
        message = Tr::tr("Renamed %1 to %2 (%n tags, %3 merged with tags that existed).", nullptr, count)
                      .arg(from, to, QString::number(merged));
    else
        message = Tr::tr("Renamed %1 to %2 (%n tags).", nullptr, count).arg(from, to);
    context.out << message << Qt::endl;
    return Success;
}

int tagDeleteCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 1)
        throw UsageError{ Tr::tr("give one tag name") };
    const QString name = tagName(arguments.first());
    auto library = openLibrary(context.parser);
    Storage::TagStore store(library->database());
    const Storage::TagSnapshot before = store.snapshot({ name });
    if (before.tags.isEmpty())
        throw UsageError{ Tr::tr("no tag named '%1'").arg(name) };
    store.remove(name);
    context.out << Tr::tr("Deleted %n tags (%1); tag assignments removed: %2.", nullptr, before.tags.size())
                       .arg(
                           tagNames(before.tags).join(QStringLiteral(", ")), QString::number(before.assignments.size()))
                << Qt::endl;
    return Success;
}

int markCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    if (!parser.isSet(statusOption) && !parser.isSet(ratingOption) && !parser.isSet(starOption) &&
        !parser.isSet(unstarOption))
        throw UsageError{ Tr::tr("give --status, --rating, --star or --unstar") };
    if (parser.isSet(starOption) && parser.isSet(unstarOption))
        throw UsageError{ Tr::tr("give --star or --unstar, not both") };
    std::optional<ReadingStatus> status;
    if (parser.isSet(statusOption)) {
        status = statusFromName(parser.value(statusOption).toLower());
        if (!status)
            throw UsageError{
                Tr::tr("unknown status '%1' (use unread, reading or read)").arg(parser.value(statusOption))
            };
    }
    std::optional<int> rating;
    if (parser.isSet(ratingOption)) {
        bool ok = false;
        rating = parser.value(ratingOption).toInt(&ok);
        if (!ok || *rating < 0 || *rating > MaxRating)
            throw UsageError{ Tr::tr("the rating must be a whole number from 0 to %1, not '%2'")
                    .arg(MaxRating)
                    .arg(parser.value(ratingOption)) };
    }
    const QList<PaperId> ids = paperIds(parser.positionalArguments());

    auto library = openLibrary(context.parser);
    QHash<PaperId, ReadingState> states = knownPapers(library->database(), ids);
    QStringList changes;
    if (status)
        changes.append(Tr::tr("status %1").arg(statusName(*status)));
    if (rating)
        changes.append(Tr::tr("rating %1").arg(*rating));
    if (parser.isSet(starOption))
        changes.append(Tr::tr("starred"));
    if (parser.isSet(unstarOption))
        changes.append(Tr::tr("not starred"));
    for (ReadingState &state : states) {
        if (status)
            state.status = *status;
        if (rating)
            state.rating = *rating;
        if (parser.isSet(starOption) || parser.isSet(unstarOption))
            state.starred = parser.isSet(starOption);
    }
    Storage::PaperStore(library->database()).setReadingStates(states);
    context.out << Tr::tr("Marked %n papers: %1.", nullptr, ids.size()).arg(changes.join(QStringLiteral(", ")))
                << Qt::endl;
    return Success;
}

void addTagNameArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("name"),
        Tr::tr("The tag; levels are separated by '/' (method/diffusion)."),
        QStringLiteral("NAME"));
}

const QList<Command> &commands()
{
    static const QList<Command> all =
        QList<Command>{
            { "import",
                QT_TRANSLATE_NOOP("Lectern::Cli",
                    "Import abstract lists, RIS, BibTeX, Web of Science, PubMed, CSV and JSON files into the library."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(QStringLiteral("files"),
                        Tr::tr("The files to import; - reads standard input."),
                        QStringLiteral("FILE…"));
                    addTranslatedOptions(parser, { importFormatOption, tagsFromKeywordsOption });
                },
                importCommand },
            { "export",
                QT_TRANSLATE_NOOP(
                    "Lectern::Cli", "Write papers as a Markdown reading list, BibTeX, RIS, CSL-JSON, CSV or HTML."),
                [](QCommandLineParser &parser) {
                    addTranslatedOptions(parser,
                        { exportFormatOption,
                            queryOption,
                            listOption,
                            idsOption,
                            outputOption,
                            noAbstractsOption,
                            latexOption,
                            bomOption,
                            unmarkedTitlesOption,
                            titleOption,
                            forceOption });
                },
                exportCommand },
            { "lists create",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Make a reading list."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("name"), Tr::tr("The list's name."), QStringLiteral("NAME"));
                    addTranslatedOptions(parser, { descriptionOption });
                },
                listsCreateCommand },
            { "lists add",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Add papers at the end of a reading list."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("name"), Tr::tr("The list's name."), QStringLiteral("NAME"));
                    addPaperIdsArgument(parser);
                },
                listsAddCommand },
            { "lists remove",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Take papers out of a reading list (they stay in the library)."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("name"), Tr::tr("The list's name."), QStringLiteral("NAME"));
                    addPaperIdsArgument(parser);
                },
                listsRemoveCommand },
            { "lists show",
                QT_TRANSLATE_NOOP("Lectern::Cli", "List the reading lists, or one list's papers in order."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("name"), Tr::tr("Only this list's papers."), QStringLiteral("[NAME]"));
                },
                listsShowCommand },
            { "lists rename",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Rename a reading list."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("old"), Tr::tr("The list's name."), QStringLiteral("OLD"));
                    parser.addPositionalArgument(QStringLiteral("new"), Tr::tr("Its new name."), QStringLiteral("NEW"));
                },
                listsRenameCommand },
            { "lists delete",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Delete a reading list (its papers stay in the library)."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("name"), Tr::tr("The list's name."), QStringLiteral("NAME"));
                },
                listsDeleteCommand },

            { "delete",
                QT_TRANSLATE_NOOP(
                    "Lectern::Cli", "Delete papers, or a collection with its papers (lists them without --yes)."),
                [](QCommandLineParser &parser) {
                    addPaperIdsArgument(parser);
                    addTranslatedOptions(parser, { collectionOption, queryOption, yesOption });
                },
                deleteCommand },
            { "list",
                QT_TRANSLATE_NOOP("Lectern::Cli", "List the papers, or those matching a query."),
                [](QCommandLineParser &parser) { addTranslatedOptions(parser, { queryOption, formatOption }); },
                listCommand },
            { "show",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Show one paper with its abstract."),
                [](QCommandLineParser &parser) {
                    addPaperIdArgument(parser);
                    addTranslatedOptions(parser, { showFormatOption });
                },
                showCommand },
            { "stats",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Count the papers and collections in the library."),
                [](QCommandLineParser &) {},
                statsCommand },
            { "mark",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Set the reading status, rating or star of papers."),
                [](QCommandLineParser &parser) {
                    addPaperIdsArgument(parser);
                    addTranslatedOptions(parser, { statusOption, ratingOption, starOption, unstarOption });
                },
                markCommand },
            { "tag add",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Tag papers (the tag is made when it is new)."),
                [](QCommandLineParser &parser) {
                    addTagNameArgument(parser);
                    addPaperIdsArgument(parser);
                },
                tagAddCommand },
            { "tag remove",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Take a tag off papers (the tag stays)."),
                [](QCommandLineParser &parser) {
                    addTagNameArgument(parser);
                    addPaperIdsArgument(parser);
                },
                tagRemoveCommand },
            { "tag list",
                QT_TRANSLATE_NOOP("Lectern::Cli", "List the tags with their paper counts, or one paper's tags."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("id"), Tr::tr("Only this paper's tags."), QStringLiteral("[ID]"));
                    addTranslatedOptions(parser, { tagFormatOption });
                },
                tagListCommand },
            { "tag rename",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Rename a tag and the tags below it; merge into NEW if it exists."),
                [](QCommandLineParser &parser) {
                    parser.addPositionalArgument(
                        QStringLiteral("old"), Tr::tr("The tag's name."), QStringLiteral("OLD"));
                    parser.addPositionalArgument(QStringLiteral("new"), Tr::tr("Its new name."), QStringLiteral("NEW"));
                },
                tagRenameCommand },
            { "tag delete",
                QT_TRANSLATE_NOOP("Lectern::Cli", "Delete a tag and every tag below it, without asking."),
                addTagNameArgument,
                tagDeleteCommand },
        } +
        noteCommands() + reviewCommands() + libraryCommands() + similarCommands() + duplicateCommands() +
        memberCommands() + logCommands() + offlineCommands() + historyCommands();
    return all;
}

QString commandList(const QString &group)
{
    QList<const Command *> listed;
    qsizetype width = 0;
    for (const Command &command : commands()) {
        const QString name = QString::fromLatin1(command.name);
        if (group.isEmpty() || name.startsWith(group + u' ')) {
            listed.append(&command);
            width = std::max(width, name.size());
        }
    }
    QString text;
    for (const Command *command : std::as_const(listed)) {
        text += QStringLiteral("  ") + QString::fromLatin1(command->name).leftJustified(width + 2) +
            Tr::tr(command->summary) + u'\n';
    }
    return text;
}

QString overview()
{
    return Tr::tr("Usage: lectern-cli [--db PATH] COMMAND [OPTIONS]\n\nRead, search and tag research-paper "
                  "abstracts.\n\nCommands:\n") +
        commandList({}) + Tr::tr("\nRun 'lectern-cli COMMAND --help' for a command's options.\n");
}

QString groupOverview(const QString &group)
{
    return Tr::tr("Usage: lectern-cli [--db PATH] %1 COMMAND [OPTIONS]\n\nCommands:\n").arg(group) +
        commandList(group) + Tr::tr("\nRun 'lectern-cli %1 COMMAND --help' for a command's options.\n").arg(group);
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

// Whether the next word of the arguments names a command of the group.
bool isGroupWord(const QString &group, QStringList arguments)
{
    const std::optional<QString> word = takeWord(arguments);
    return word && std::any_of(commands().cbegin(), commands().cend(), [&](const Command &c) {
        return QLatin1String(c.name) == group + u' ' + *word;
    });
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
            out << QStringLiteral("lectern-cli ") << QCoreApplication::applicationVersion() << Qt::endl;
            return Success;
        }
        (help ? out : err) << overview();
        return help ? Success : UserError;
    }
    QString name = *word;
    const auto named = [](const QString &commandName) {
        return std::find_if(commands().cbegin(), commands().cend(), [&commandName](const Command &c) {
            return commandName == QLatin1String(c.name);
        });
    };
    // A group may be a command of its own too ("duplicates", "duplicates distinct").
    if (isGroup(name) && (named(name) == commands().cend() || isGroupWord(name, rest))) {
        const std::optional<QString> subcommand = takeWord(rest);
        if (!subcommand) {
            const bool help = asksForHelp(rest);
            (help ? out : err) << groupOverview(name);
            return help ? Success : UserError;
        }
        name += u' ' + *subcommand;
    }
    const auto command = named(name);
    if (command == commands().cend()) {
        const QString help = isGroup(*word) ? *word + QStringLiteral(" --help") : QStringLiteral("--help");
        err << Tr::tr("lectern-cli: unknown command '%1'; see 'lectern-cli %2'").arg(name, help) << Qt::endl;
        return UserError;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr(command->summary));
    parser.addHelpOption();
    addTranslatedOptions(parser, { dbOption });
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
    forgetDamagedLibraryRead();
    try {
        const int status = command->run(context);
        return status == Success && answeredFromDamagedLibrary() ? InternalError : status;
    } catch (const UsageError &error) {
        err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ") << error.message << Qt::endl;
        return UserError;
    } catch (const Storage::StorageError &error) {
        if (error.isForbidden()) {
            err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ") << error.message() << Qt::endl;
            return UserError;
        }
        err << QStringLiteral("lectern-cli ") << name << QStringLiteral(": ")
            << Tr::tr("the library failed: %1").arg(error.message()) << Qt::endl;
        if (error.isDamage()) {
            const Storage::Location library = libraryLocation(parser);
            const Storage::LibraryCare &care = Storage::LibraryCare::of(library);
            if (!care.knownDamage(library))
                care.markDamaged(library, error.message());
            err << damageAdvice(library) << Qt::endl;
        }
        return InternalError;
    }
}

} // namespace Lectern::Cli
