// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reviewcommands.h"

#include "review/decisionexchange.h"
#include "review/labelleddataset.h"
#include "review/offlinescreening.h"
#include "review/reviewresults.h"
#include "review/screeningsession.h"
#include "review/simulation.h"
#include "review/stoppingrule.h"
#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/transaction.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>
#include <QTimeZone>

namespace Lectern::Cli {
namespace {

const QCommandLineOption labelColumnOption(QStringLiteral("label-column"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "The field that holds each record's label (1 relevant, 0 not).")),
    QStringLiteral("name"));
const QCommandLineOption seedsOption(QStringLiteral("seeds"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "How many runs, each from other first records (default 5).")),
    QStringLiteral("K"),
    QStringLiteral("5"));
const QCommandLineOption modelOption(QStringLiteral("model"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "The order: a relevance model (lectern, Lectern's; svm, ASReview's default) or random or library.")),
    QStringLiteral("model"),
    QStringLiteral("lectern"));
const QCommandLineOption questionOption(QStringLiteral("question"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "The review's research question.")),
    QStringLiteral("text"));
const QCommandLineOption reasonsOption(QStringLiteral("reasons"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Reasons to exclude, separated by ';' (picked with 1-9 while screening).")),
    QStringLiteral("list"));
const QCommandLineOption includeKeywordsOption(QStringLiteral("include-keywords"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Words shown green in the abstracts, separated by ';'.")),
    QStringLiteral("list"));
const QCommandLineOption excludeKeywordsOption(QStringLiteral("exclude-keywords"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Words shown red in the abstracts, separated by ';'.")),
    QStringLiteral("list"));
const QCommandLineOption reviewerOption(QStringLiteral("reviewer"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "Whose decisions (default: the member connected to a team library, else the user's login name).")),
    QStringLiteral("name"));
const QCommandLineOption verdictOption(QStringLiteral("verdict"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "include, exclude, maybe, or undecided to take a decision back.")),
    QStringLiteral("verdict"));
const QCommandLineOption reasonOption(QStringLiteral("reason"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "Why (one of the review's reasons, or any text).")),
    QStringLiteral("text"));
const QCommandLineOption decisionNoteOption(QStringLiteral("note"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli", "A note on the decision.")),
    QStringLiteral("text"));
const QCommandLineOption whatOption(QStringLiteral("what"),
    QString::fromUtf8(QT_TRANSLATE_NOOP("Lectern::Cli",
        "log (every decision, as CSV), decisions (one reviewer's, for another reviewer to import), "
        "included (the included papers, in --format), prisma (the PRISMA flow, --format markdown or csv) "
        "or agreement (Cohen's kappa of each pair of reviewers, as CSV).")),
    QStringLiteral("what"),
    QStringLiteral("log"));
const QCommandLineOption blindOption(QStringLiteral("blind"),
    QString::fromUtf8(
        QT_TRANSLATE_NOOP("Lectern::Cli", "Each reviewer sees only their own decisions until 'review unblind'.")));

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
        { QStringLiteral("screened_at_stop"), run.screenedAtStop },
        { QStringLiteral("recall_at_stop"), run.recallAtStop * 100 },
        { QStringLiteral("work_saved_at_stop"), run.workSavedAtStop * 100 },
        { QStringLiteral("screened_at_each_relevant"), found } };
}

QString screeningOrder(const QCommandLineParser &parser)
{
    const std::optional<QString> chosen = Review::Prioritiser::orderNamed(parser.value(modelOption));
    if (!chosen) {
        throw UsageError{ Tr::tr("unknown model '%1' (use %2)")
                .arg(parser.value(modelOption), Review::Prioritiser::orderNames().join(QStringLiteral(", "))) };
    }
    return *chosen;
}

int reviewSimulateCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        throw UsageError{ Tr::tr("give one labelled file") };
    if (!parser.isSet(labelColumnOption))
        throw UsageError{ Tr::tr("give the label's field: --label-column NAME") };
    const QString outputFormat = format(parser, { QStringLiteral("table"), QStringLiteral("json") });
    bool ok = false;
    const int seeds = parser.value(seedsOption).toInt(&ok);
    if (!ok || seeds < 1 || seeds > 1000)
        throw UsageError{ Tr::tr("--seeds needs a number from 1 to 1000") };
    const QString model = screeningOrder(parser);
    QString error;
    const auto dataset = Review::readLabelledDataset(files.first(), parser.value(labelColumnOption), &error);
    if (!dataset)
        throw UsageError{ error };
    const auto relevant = std::count(dataset->relevant.cbegin(), dataset->relevant.cend(), true);
    if (relevant < 2 || relevant == static_cast<qsizetype>(dataset->relevant.size()))
        throw UsageError{
            Tr::tr("%1: a simulation needs at least two relevant records and one irrelevant one").arg(files.first())
        };
    for (const QString &problem : dataset->problems)
        context.err << Tr::tr("%1: skipped %2").arg(files.first(), problem) << Qt::endl;

    const QList<Review::SimulationRun> runs = Review::simulateSeeds(*dataset, model, seeds);
    const Review::StoppingRule rule;
    double wss = 0;
    double rrf = 0;
    double screened = 0;
    double stopped = 0;
    double recallAtStop = 0;
    double savedAtStop = 0;
    qsizetype reachedTarget = 0;
    for (const Review::SimulationRun &run : runs) {
        wss += run.wss95 * 100 / seeds;
        rrf += run.rrf10 * 100 / seeds;
        screened += static_cast<double>(run.screenedFor95) / seeds;
        stopped += static_cast<double>(run.screenedAtStop) / seeds;
        recallAtStop += run.recallAtStop * 100 / seeds;
        savedAtStop += run.workSavedAtStop * 100 / seeds;
        reachedTarget += run.recallAtStop >= rule.targetRecall() ? 1 : 0;
    }
    const qsizetype records = runs.first().records;
    if (outputFormat == QLatin1String("json")) {
        QJsonArray perSeed;
        for (const Review::SimulationRun &run : runs)
            perSeed.append(runObject(run));
        const QJsonObject result{ { QStringLiteral("file"), files.first() },
            { QStringLiteral("model"), model },
            { QStringLiteral("records"), records },
            { QStringLiteral("relevant"), static_cast<qint64>(relevant - 1) },
            { QStringLiteral("wss95"), wss },
            { QStringLiteral("rrf10"), rrf },
            { QStringLiteral("screened_for_95"), screened },
            { QStringLiteral("screened_at_stop"), stopped },
            { QStringLiteral("recall_at_stop"), recallAtStop },
            { QStringLiteral("work_saved_at_stop"), savedAtStop },
            { QStringLiteral("runs_reaching_target_recall_at_stop"), reachedTarget },
            { QStringLiteral("runs"), perSeed } };
        context.out << QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Indented));
        return Success;
    }
    context.out << Tr::tr("%1: %2 records after the first two, %3 of them relevant; model %4")
                       .arg(files.first())
                       .arg(records)
                       .arg(relevant - 1)
                       .arg(model)
                << Qt::endl
                << Tr::tr("seed    WSS@95   RRF@10   screened for 95%   stopped at   recall then   work saved then")
                << Qt::endl;
    const auto line = [&context](const QString &label, const QList<double> &values) {
        const int widths[] = { 8, 9, 19, 13, 14, 18 };
        const int decimals[] = { 1, 1, 0, 0, 1, 1 };
        context.out << label.leftJustified(6);
        for (qsizetype i = 0; i < values.size(); ++i)
            context.out << QString::number(values[i], 'f', decimals[i]).rightJustified(widths[i]);
        context.out << Qt::endl;
    };
    for (const Review::SimulationRun &run : runs) {
        line(QString::number(run.seed),
            { run.wss95 * 100,
                run.rrf10 * 100,
                static_cast<double>(run.screenedFor95),
                static_cast<double>(run.screenedAtStop),
                run.recallAtStop * 100,
                run.workSavedAtStop * 100 });
    }
    line(Tr::tr("mean"), { wss, rrf, screened, stopped, recallAtStop, savedAtStop });
    context.out << Tr::tr("The stopping rule (recall %1 % with %2 % confidence) stopped at that recall or more in %3 "
                          "of %4 runs.")
                       .arg(rule.targetRecall() * 100)
                       .arg(rule.confidence() * 100)
                       .arg(reachedTarget)
                       .arg(runs.size())
                << Qt::endl;
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

// In a team library, who decides is the member connected; the server refuses a decision in
// another's name while the review is blind. In a review taken offline, the reviewer who took it.
QString reviewer(const QCommandLineParser &parser, const Storage::Database &database, ReviewId review)
{
    const QString named = parser.isSet(reviewerOption) ? parser.value(reviewerOption).trimmed() : QString();
    return named.isEmpty() ? Review::reviewerIn(database, review) : named;
}

void refuseWhileBlind(const ReviewInfo &review)
{
    if (review.blind) {
        throw UsageError{ Tr::tr("'%1' is blind: each reviewer sees only their own decisions until "
                                 "'lectern-cli review unblind'")
                .arg(review.name) };
    }
}

int reviewCreateCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    if (int(parser.isSet(idsOption)) + int(parser.isSet(queryOption)) + int(parser.isSet(listOption)) > 1)
        throw UsageError{ Tr::tr("give one of --ids, --query and --list") };
    auto library = openLibrary(parser);
    Storage::Transaction transaction(library->database().connectionName());
    ReviewInfo info;
    info.name = reviewName(context);
    info.question = parser.value(questionOption);
    info.reasons = splitList(parser, reasonsOption);
    info.inclusionKeywords = splitList(parser, includeKeywordsOption);
    info.exclusionKeywords = splitList(parser, excludeKeywordsOption);
    info.blind = parser.isSet(blindOption);
    if (parser.isSet(modelOption))
        info.screeningOrder = screeningOrder(parser);
    Storage::ReviewStore reviews(library->database());
    const ReviewId id = reviews.create(info);
    const QList<PaperId> papers = reviews.addPapers(id, chosenPapers(context, library->database()));
    transaction.commit();
    context.out << Tr::tr("Review '%1' made with %n papers.", nullptr, papers.size()).arg(info.name.simplified())
                << Qt::endl;
    return Success;
}

// NAME ID… --verdict V: records one reviewer's decision on the papers, or (resolving) the
// review's own verdict where its reviewers disagree.
int recordVerdicts(Context &context, bool resolving)
{
    const QCommandLineParser &parser = context.parser;
    const std::optional<Verdict> verdict = Review::verdictNamed(parser.value(verdictOption));
    if (!verdict)
        throw UsageError{ Tr::tr("give the decision: --verdict include|exclude|maybe|undecided") };
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() < 2)
        throw UsageError{ Tr::tr("give the review's name and the paper ids") };
    const QList<PaperId> ids = paperIds(arguments.mid(1));
    auto library = openLibrary(parser, Access::Modify);
    const ReviewInfo review = existingReview(library->database(), arguments.first());
    if (resolving)
        refuseWhileBlind(review);
    Storage::ReviewStore reviews(library->database());
    const QList<PaperId> papers = reviews.papers(review.id);
    const QSet<PaperId> screened(papers.cbegin(), papers.cend());
    for (const PaperId id : ids) {
        if (!screened.contains(id))
            throw UsageError{ Tr::tr("paper %1 is not in the review '%2'").arg(id).arg(review.name) };
    }
    Storage::Transaction transaction(library->database().connectionName());
    for (const PaperId id : ids) {
        Decision decision{ id, *verdict, parser.value(reasonOption), parser.value(decisionNoteOption), {}, 0 };
        if (resolving) {
            reviews.resolve(review.id, decision);
        } else {
            decision.reviewer = reviewer(parser, library->database(), review.id);
            reviews.record(review.id, decision);
        }
    }
    transaction.commit();
    return Success;
}

int reviewDecideCommand(Context &context)
{
    return recordVerdicts(context, false);
}

int reviewResolveCommand(Context &context)
{
    return recordVerdicts(context, true);
}

int reviewUnblindCommand(Context &context)
{
    auto library = openLibrary(context.parser, Access::Modify);
    ReviewInfo review = existingReview(library->database(), reviewName(context));
    if (!review.blind) {
        context.out << Tr::tr("'%1' is not blind.").arg(review.name) << Qt::endl;
        return Success;
    }
    review.blind = false;
    Storage::ReviewStore(library->database()).update(review);
    context.out << Tr::tr("'%1' is no longer blind: every reviewer's decisions are shown.").arg(review.name)
                << Qt::endl;
    return Success;
}

QJsonObject reasonsObject(const QMap<QString, qsizetype> &byReason)
{
    QJsonObject reasons;
    for (auto it = byReason.cbegin(); it != byReason.cend(); ++it)
        reasons.insert(it.key(), it.value());
    return reasons;
}

QJsonObject countsObject(const Review::ScreeningCounts &counts)
{
    return { { QStringLiteral("papers"), counts.papers },
        { QStringLiteral("included"), counts.included },
        { QStringLiteral("excluded"), counts.excluded },
        { QStringLiteral("maybe"), counts.maybe },
        { QStringLiteral("undecided"), counts.undecided() },
        { QStringLiteral("excluded_by_reason"), reasonsObject(counts.excludedByReason) } };
}

QJsonArray idsArray(const QList<PaperId> &ids)
{
    QJsonArray array;
    for (const PaperId id : ids)
        array.append(id);
    return array;
}

QJsonObject agreementObject(const Review::ReviewResults::PairAgreement &pair)
{
    const Review::Agreement &agreement = pair.agreement;
    return { { QStringLiteral("reviewers"), QJsonArray{ pair.first, pair.second } },
        { QStringLiteral("papers"), agreement.papers },
        { QStringLiteral("agreed"), agreement.agreed },
        { QStringLiteral("kappa"), agreement.kappa ? QJsonValue(*agreement.kappa) : QJsonValue() },
        { QStringLiteral("conflicts"), idsArray(agreement.conflicts) } };
}

QJsonObject flowObject(const Review::PrismaFlow &flow)
{
    QJsonArray sources;
    for (const RecordSource &source : flow.sources) {
        sources.append(QJsonObject{ { QStringLiteral("file"), source.file },
            { QStringLiteral("format"), source.format },
            { QStringLiteral("records"), source.records } });
    }
    return { { QStringLiteral("sources"), sources },
        { QStringLiteral("identified"), flow.identified },
        { QStringLiteral("duplicates_removed"), flow.duplicates },
        { QStringLiteral("screened"), flow.screened },
        { QStringLiteral("excluded"), flow.excluded },
        { QStringLiteral("excluded_by_reason"), reasonsObject(flow.excludedByReason) },
        { QStringLiteral("included"), flow.included },
        { QStringLiteral("maybe"), flow.maybe },
        { QStringLiteral("conflicts"), flow.conflicts },
        { QStringLiteral("not_screened"), flow.notScreened() } };
}

QString kappaText(const std::optional<double> &kappa)
{
    return kappa ? QString::number(*kappa, 'f', 2) : Tr::tr("undefined");
}

QString shownOrder(const ReviewInfo &review)
{
    return review.screeningOrder.isEmpty() ? Review::RelevanceModels::defaultName() : review.screeningOrder;
}

int reviewStatusCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QString outputFormat = format(parser, { QStringLiteral("table"), QStringLiteral("json") });
    auto library = openLibrary(parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), reviewName(context));
    const auto results = Review::ReviewResults::read(library->database(), review.id);
    // A blind review shows the asking reviewer only their own decisions (an owner of a team
    // library sees them all).
    QStringList names = results.reviewers;
    QList<Review::ScreeningCounts> counts = results.counts;
    if (results.blindToReader || parser.isSet(reviewerOption) || names.isEmpty()) {
        names = QStringList{ reviewer(parser, library->database(), review.id) };
        const qsizetype at = results.reviewers.indexOf(names.first());
        counts = { at >= 0 ? results.counts[at] : Review::ScreeningCounts::of(results.papers, {}) };
    }

    if (outputFormat == QLatin1String("json")) {
        QJsonObject byReviewer;
        for (qsizetype i = 0; i < names.size(); ++i)
            byReviewer.insert(names[i], countsObject(counts[i]));
        QJsonObject result{ { QStringLiteral("review"), review.name },
            { QStringLiteral("question"), review.question },
            { QStringLiteral("blind"), review.blind },
            { QStringLiteral("screening_order"), shownOrder(review) },
            { QStringLiteral("reviewers"), byReviewer } };
        if (!results.blindToReader) {
            QJsonArray agreements;
            for (const auto &pair : results.agreements)
                agreements.append(agreementObject(pair));
            result.insert(QStringLiteral("agreements"), agreements);
            if (const auto &group = results.groupAgreement) {
                result.insert(QStringLiteral("agreement_of_all"),
                    QJsonObject{ { QStringLiteral("reviewers"), group->reviewers },
                        { QStringLiteral("papers"), group->papers },
                        { QStringLiteral("fleiss_kappa"), group->kappa ? QJsonValue(*group->kappa) : QJsonValue() } });
            }
            result.insert(QStringLiteral("conflicts"), idsArray(results.consensus.conflicts));
            result.insert(QStringLiteral("prisma"), flowObject(results.flow));
        }
        context.out << QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Indented));
        return Success;
    }
    context.out << review.name << Qt::endl;
    if (!review.question.isEmpty())
        context.out << review.question << Qt::endl;
    context.out << Tr::tr("Screened in the order of: %1").arg(shownOrder(review)) << Qt::endl;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const Review::ScreeningCounts &mine = counts[i];
        context.out << Tr::tr("%1: %2 of %3 screened; %4 included, %5 excluded, %6 maybe")
                           .arg(names[i])
                           .arg(mine.decided())
                           .arg(mine.papers)
                           .arg(mine.included)
                           .arg(mine.excluded)
                           .arg(mine.maybe)
                    << Qt::endl;
        for (auto it = mine.excludedByReason.cbegin(); it != mine.excludedByReason.cend(); ++it)
            context.out << QStringLiteral("  ") << Review::reasonName(it.key()) << QStringLiteral(": ") << it.value()
                        << Qt::endl;
    }
    if (results.blindToReader) {
        context.out << Tr::tr("Blind review: other reviewers' decisions are hidden until 'lectern-cli review unblind'.")
                    << Qt::endl;
        return Success;
    }
    if (review.blind) {
        context.out << Tr::tr("Blind review: each reviewer sees only their own decisions; as an owner of the library "
                              "you see them all.")
                    << Qt::endl;
    }
    for (const auto &pair : results.agreements) {
        context.out << Tr::tr("Agreement of %1 and %2: %3 of %4 papers both decided; Cohen's kappa %5")
                           .arg(pair.first, pair.second)
                           .arg(pair.agreement.agreed)
                           .arg(pair.agreement.papers)
                           .arg(kappaText(pair.agreement.kappa))
                    << Qt::endl;
    }
    if (const auto &group = results.groupAgreement) {
        context.out << Tr::tr("Agreement of all %1 reviewers: %2 papers decided by all; Fleiss' kappa %3")
                           .arg(group->reviewers)
                           .arg(group->papers)
                           .arg(kappaText(group->kappa))
                    << Qt::endl;
    }
    const Review::PrismaFlow &flow = results.flow;
    context.out << Tr::tr("Review: %1 included, %2 excluded, %3 maybe, %4 in conflict, %5 not screened; "
                          "%6 records identified, %n duplicate(s) removed",
                       nullptr,
                       int(flow.duplicates))
                       .arg(flow.included)
                       .arg(flow.excluded)
                       .arg(flow.maybe)
                       .arg(flow.conflicts)
                       .arg(flow.notScreened())
                       .arg(flow.identified)
                << Qt::endl;
    return Success;
}

QString decisionLogCsv(const Storage::Database &database, const QList<Decision> &log)
{
    QString csv = QStringLiteral("time,reviewer,paper,title,decision,reason,note\r\n");
    QList<PaperId> ids;
    for (const Decision &decision : log)
        ids.append(decision.paper);
    QHash<PaperId, QString> titles;
    for (const PaperSummary &paper : Storage::PaperStore(database).summaries(ids))
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
    return csv;
}

int reviewExportCommand(Context &context)
{
    const QCommandLineParser &parser = context.parser;
    const QString what = parser.value(whatOption).toLower();
    const QStringList whats{ QStringLiteral("log"),
        QStringLiteral("decisions"),
        QStringLiteral("included"),
        QStringLiteral("prisma"),
        QStringLiteral("agreement") };
    if (!whats.contains(what))
        throw UsageError{ Tr::tr("unknown --what '%1' (use %2)").arg(what, whats.join(QStringLiteral(", "))) };
    const bool prismaAsCsv = parser.value(exportFormatOption).toLower() == QLatin1String("csv");
    if (what == QLatin1String("prisma") && parser.isSet(exportFormatOption) && !prismaAsCsv &&
        parser.value(exportFormatOption).toLower() != QLatin1String("markdown"))
        throw UsageError{ Tr::tr("the PRISMA flow is written as markdown or csv") };
    if (what == QLatin1String("included"))
        exportFormat(parser);
    auto library = openLibrary(parser, Access::Read);
    const ReviewInfo review = existingReview(library->database(), reviewName(context));
    Storage::ReviewStore reviews(library->database());
    if (what == QLatin1String("decisions")) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        Review::writeDecisions(buffer,
            Storage::PaperDetailsReader(library->database()).details(reviews.papers(review.id)),
            reviews.decisions(review.id, reviewer(parser, library->database(), review.id)));
        writeText(context, QString::fromUtf8(buffer.data()));
        return Success;
    }
    if (what == QLatin1String("log")) {
        QList<Decision> log = reviews.log(review.id);
        if (Review::isBlindTo(library->database(), review)) {
            const QString me = reviewer(parser, library->database(), review.id);
            log.removeIf([&me](const Decision &decision) { return decision.reviewer != me; });
        }
        writeText(context, decisionLogCsv(library->database(), log));
        return Success;
    }
    if (what == QLatin1String("included") && parser.isSet(reviewerOption)) {
        QList<PaperId> included;
        const QHash<PaperId, Decision> decisions =
            reviews.decisions(review.id, reviewer(parser, library->database(), review.id));
        for (const PaperId id : reviews.papers(review.id)) {
            if (decisions.value(id).verdict == Verdict::Include)
                included.append(id);
        }
        writeExport(context, *exporterFor(parser, library->database()), included);
        return Success;
    }
    if (Review::isBlindTo(library->database(), review))
        refuseWhileBlind(review);
    const auto results = Review::ReviewResults::read(library->database(), review.id);
    if (what == QLatin1String("included"))
        writeExport(context, *exporterFor(parser, library->database()), results.included());
    else if (what == QLatin1String("agreement"))
        writeText(context, Review::agreementCsv(results));
    else
        writeText(
            context, prismaAsCsv ? Review::prismaCsv(results.flow) : Review::prismaMarkdown(results.flow, review.name));
    return Success;
}

int reviewImportDecisionsCommand(Context &context)
{
    const QStringList arguments = context.parser.positionalArguments();
    if (arguments.size() != 2)
        throw UsageError{ Tr::tr("give the review's name and a decisions file") };
    auto library = openLibrary(context.parser, Access::Modify);
    const ReviewInfo review = existingReview(library->database(), arguments.first());
    QString error;
    const auto imported = Review::importDecisions(library->database(), review.id, arguments[1], &error);
    if (!imported)
        throw UsageError{ error };
    context.out << Tr::tr("%1: %n decision(s) of %2 imported into '%3'", nullptr, int(imported->imported))
                       .arg(arguments[1])
                       .arg(imported->reviewers.join(QStringLiteral(", ")), review.name)
                << Qt::endl;
    for (const QString &row : imported->unmatched)
        context.err << Tr::tr("%1: %2 is no paper of the review").arg(arguments[1], row) << Qt::endl;
    return Success;
}
} // namespace

QList<Command> reviewCommands()
{
    return {
        { "review create",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Make a literature review of papers (--query, --list or --ids; all papers without them)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addTranslatedOptions(parser,
                    { questionOption,
                        queryOption,
                        listOption,
                        idsOption,
                        reasonsOption,
                        includeKeywordsOption,
                        excludeKeywordsOption,
                        blindOption,
                        modelOption });
            },
            reviewCreateCommand },
        { "review decide",
            QT_TRANSLATE_NOOP(
                "Lectern::Cli", "Record a decision on papers of a review (logged, with time and reviewer)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addPaperIdsArgument(parser);
                addTranslatedOptions(parser, { verdictOption, reasonOption, decisionNoteOption, reviewerOption });
            },
            reviewDecideCommand },
        { "review status",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Count a review's decisions per reviewer, their agreement (Cohen's kappa) and the PRISMA flow."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addTranslatedOptions(parser, { reviewerOption, showFormatOption });
            },
            reviewStatusCommand },
        { "review export",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Write a review's decision log, its included papers, its PRISMA flow or the reviewers' agreement."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addTranslatedOptions(parser,
                    { whatOption,
                        exportFormatOption,
                        reviewerOption,
                        outputOption,
                        noAbstractsOption,
                        latexOption,
                        bomOption,
                        unmarkedTitlesOption,
                        titleOption,
                        forceOption });
            },
            reviewExportCommand },
        { "review import-decisions",
            QT_TRANSLATE_NOOP(
                "Lectern::Cli", "Add another reviewer's decisions (from review export --what decisions)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                parser.addPositionalArgument(
                    QStringLiteral("file"), Tr::tr("The decisions file."), QStringLiteral("FILE"));
            },
            reviewImportDecisionsCommand },
        { "review simulate",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Replay a labelled review through the prioritiser; measure how soon it finds the relevant records."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("file"), Tr::tr("A file whose records carry a 0/1 label."), QStringLiteral("FILE"));
                addTranslatedOptions(parser, { labelColumnOption, seedsOption, modelOption, showFormatOption });
            },
            reviewSimulateCommand },
        { "review resolve",
            QT_TRANSLATE_NOOP("Lectern::Cli",
                "Settle papers on which the reviewers disagree with the review's own verdict (logged; undecided "
                "takes it back)."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
                addPaperIdsArgument(parser);
                addTranslatedOptions(parser, { verdictOption, reasonOption, decisionNoteOption });
            },
            reviewResolveCommand },
        { "review unblind",
            QT_TRANSLATE_NOOP("Lectern::Cli", "End a blind review's blinding: every reviewer's decisions are shown."),
            [](QCommandLineParser &parser) {
                parser.addPositionalArgument(
                    QStringLiteral("name"), Tr::tr("The review's name."), QStringLiteral("NAME"));
            },
            reviewUnblindCommand },
    };
}

} // namespace Lectern::Cli
