// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/similarcommands.h"

#include "review/similarpapers.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lectern::Cli {
namespace {

const QCommandLineOption limitOption(QStringLiteral("limit"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "How many papers to list (default 20).")),
    QStringLiteral("N"),
    QStringLiteral("20"));

constexpr int MaxLimit = 1000;

int similarCommand(Context &context)
{
    const QString outputFormat = format(context.parser, { QStringLiteral("table"), QStringLiteral("json") });
    bool ok = false;
    const int limit = context.parser.value(limitOption).toInt(&ok);
    if (!ok || limit < 1 || limit > MaxLimit)
        throw UsageError{ Tr::tr("--limit needs a number from 1 to %1").arg(MaxLimit) };
    const QList<PaperId> ids = paperIds(context.parser.positionalArguments());
    if (ids.isEmpty())
        throw UsageError{ Tr::tr("give the ids of one or more papers") };
    auto library = openLibrary(context.parser, Access::Read);
    knownPapers(library->database(), ids);
    const QList<Review::SimilarPaper> found = Review::SimilarPapers(library->database()).find(ids, limit);

    QList<PaperId> foundIds;
    for (const Review::SimilarPaper &paper : found)
        foundIds.append(paper.paper);
    QHash<PaperId, QString> titles;
    for (const PaperSummary &summary : Storage::PaperStore(library->database()).summaries(foundIds))
        titles.insert(summary.id, summary.title);
    if (outputFormat == QLatin1String("json")) {
        QJsonArray papers;
        for (const Review::SimilarPaper &paper : found) {
            papers.append(QJsonObject{ { QStringLiteral("id"), static_cast<qint64>(paper.paper) },
                { QStringLiteral("title"), titles.value(paper.paper) },
                { QStringLiteral("score"), paper.score },
                { QStringLiteral("shared_words"), QJsonArray::fromStringList(paper.sharedWords) } });
        }
        context.out << QJsonDocument(
            QJsonObject{ { QStringLiteral("papers"),
                papers } }).toJson(QJsonDocument::Indented);
        return Success;
    }
    for (const Review::SimilarPaper &paper : found) {
        context.out << QString::number(paper.paper).rightJustified(6) << "  " << titles.value(paper.paper) << Qt::endl;
        if (!paper.sharedWords.isEmpty())
            context.out << "        " << Tr::tr("shares: %1").arg(paper.sharedWords.join(QStringLiteral(", ")))
                        << Qt::endl;
    }
    return Success;
}

} // namespace

QList<Command> similarCommands()
{
    return {
        { "similar",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "List the library's papers closest to the papers given, best first, with the words they share."),
            [](QCommandLineParser &parser) {
                addPaperIdsArgument(parser);
                addTranslatedOptions(parser, { limitOption, formatOption });
            },
            similarCommand },
    };
}

} // namespace Lectern::Cli
