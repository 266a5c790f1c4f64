// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/duplicatecommands.h"

#include "storage/database.h"
#include "storage/duplicatefinder.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "text/richtext.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace Lectern::Cli {
namespace {

using Storage::PossibleDuplicate;

// The reason's name in json output: stable, not translated.
QString reasonName(PossibleDuplicate::Reason reason)
{
    switch (reason) {
    case PossibleDuplicate::Reason::SameWork:
        return QStringLiteral("same-work");
    case PossibleDuplicate::Reason::SameTitle:
        return QStringLiteral("same-title");
    case PossibleDuplicate::Reason::SimilarAbstract:
        return QStringLiteral("similar-abstract");
    }
    return {};
}

QString yearText(int year)
{
    return year ? QString::number(year) : Tr::tr("no year");
}

int duplicatesCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    auto library = openLibrary(context.parser, Access::Read);
    const QList<PossibleDuplicate> pairs = Storage::DuplicateFinder(library->database()).find();
    QList<PaperId> ids;
    for (const PossibleDuplicate &pair : pairs)
        ids.append({ pair.first, pair.second });
    QHash<PaperId, PaperSummary> papers;
    for (const PaperSummary &paper : Storage::PaperStore(library->database()).summaries(ids))
        papers.insert(paper.id, paper);

    if (outputFormat == QLatin1StringView("json")) {
        QJsonArray items;
        for (const PossibleDuplicate &pair : pairs)
            items.append(QJsonObject{ { QStringLiteral("first"), pair.first },
                { QStringLiteral("second"), pair.second },
                { QStringLiteral("reason"), reasonName(pair.reason) },
                { QStringLiteral("sharedPhrases"), qRound(pair.sharedPhrases * 100) / 100.0 } });
        context.out << QString::fromUtf8(QJsonDocument(items).toJson(QJsonDocument::Indented));
        context.out.flush();
        return Success;
    }
    for (const PossibleDuplicate &pair : pairs) {
        context.out << Tr::tr("%1 and %2: %3, abstracts %4% alike")
                           .arg(pair.first)
                           .arg(pair.second)
                           .arg(Storage::describe(pair.reason))
                           .arg(qRound(pair.sharedPhrases * 100))
                    << u'\n';
        for (const PaperId id : { pair.first, pair.second }) {
            const PaperSummary paper = papers.value(id);
            context.out << QStringLiteral("  %1  %2  %3")
                               .arg(id, 6)
                               .arg(yearText(paper.year), -7)
                               .arg(Text::RenderedText::plainTextOf(paper.title))
                        << u'\n';
        }
    }
    context.out.flush();
    context.err << Tr::tr("%n pair(s) of papers may be duplicates.", nullptr, int(pairs.size())) << Qt::endl;
    return Success;
}

int distinctCommand(Context &context)
{
    const QList<PaperId> ids = paperIds(context.parser.positionalArguments());
    if (ids.size() != 2)
        throw UsageError{ Tr::tr("give the two papers' ids") };
    auto library = openLibrary(context.parser);
    knownPapers(library->database(), ids);
    Storage::DuplicateFinder(library->database()).markDistinct(ids[0], ids[1]);
    context.out << Tr::tr("Papers %1 and %2 are marked as distinct papers.").arg(ids[0]).arg(ids[1]) << Qt::endl;
    return Success;
}

} // namespace

QList<Command> duplicateCommands()
{
    return {
        { "duplicates",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "List pairs of papers that may be one: the same DOI or arXiv id, the same title, or similar "
                "abstracts."),
            [](QCommandLineParser &parser) { addTranslatedOptions(parser, { formatOption }); },
            duplicatesCommand },
        { "duplicates distinct",
            QT_TRANSLATE_NOOP("Lectern::Cli", "Mark two papers as distinct: duplicates no longer pairs them."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(QStringLiteral("ids"), Tr::tr("The two papers."), QStringLiteral("ID ID"));
            },
            distinctCommand },
    };
}

} // namespace Lectern::Cli
