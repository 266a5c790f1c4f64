// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewphase.h"

#include "import/importer.h"
#include "review/prioritiser.h"
#include "review/screeningsession.h"
#include "review/simulation.h"
#include "storage/database.h"
#include "storage/reviewstore.h"
#include "tasks/libraryworker.h"
#include "windows/screeningwindow.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace Lectern::Bench {
namespace {

// One record in 30 is relevant, and mentions two topic words besides its abstract.
Review::LabelledDataset syntheticReview(const Corpus &corpus, qsizetype records)
{
    const QString topic = corpus.vocabulary().value(7) + u' ' + corpus.vocabulary().value(11);
    Review::LabelledDataset dataset;
    for (qsizetype i = 0; i < records; ++i) {
        const bool relevant = i % 30 == 0;
        const QString abstract = corpus.abstract(i);
        dataset.records.append({ {}, relevant ? topic + u' ' + abstract : abstract, {} });
        dataset.relevant.push_back(relevant);
    }
    return dataset;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1))];
}

// Milliseconds of retrain() and next() for `decisions` decisions, after `decided` records were
// decided in file order.
QJsonObject timeDecisions(const Review::LabelledDataset &dataset, qsizetype decided, int decisions)
{
    QElapsedTimer timer;
    timer.start();
    const QString model = Review::RelevanceModels::defaultName();
    const auto features = Review::Prioritiser::featuresFor(dataset.records, model);
    const double featureMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    Review::Prioritiser prioritiser(features, model, 1);
    for (qsizetype d = 0; d < std::max<qsizetype>(decided, 31); ++d)
        prioritiser.decide(d, dataset.relevant[static_cast<std::size_t>(d)]);
    std::vector<double> times;
    for (int i = 0; i < decisions; ++i) {
        timer.restart();
        prioritiser.retrain();
        const qsizetype next = *prioritiser.next();
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        prioritiser.decide(next, dataset.relevant[static_cast<std::size_t>(next)]);
    }
    return { { QStringLiteral("features_ms"), featureMs },
        { QStringLiteral("decided_before"), decided },
        { QStringLiteral("retrain_rerank_p50_ms"), percentile(times, 0.5) },
        { QStringLiteral("retrain_rerank_p95_ms"), percentile(times, 0.95) },
        { QStringLiteral("retrain_rerank_max_ms"), percentile(times, 1.0) } };
}

} // namespace

QJsonObject runReviewPhase(const Corpus &corpus)
{
    QJsonObject figures;
    for (const qsizetype records : { qsizetype(2000), qsizetype(20000) }) {
        const Review::LabelledDataset dataset = syntheticReview(corpus, records);
        figures.insert(QStringLiteral("records_%1_early").arg(records), timeDecisions(dataset, 0, 100));
        figures.insert(QStringLiteral("records_%1_half_decided").arg(records), timeDecisions(dataset, records / 2, 50));
    }
    const Review::LabelledDataset review = syntheticReview(corpus, 2000);
    QElapsedTimer timer;
    timer.start();
    const QList<Review::SimulationRun> runs = Review::simulateSeeds(review, Review::RelevanceModels::defaultName(), 5);
    double wss = 0;
    for (const Review::SimulationRun &run : runs)
        wss += run.wss95 * 100 / static_cast<double>(runs.size());
    figures.insert(QStringLiteral("simulate_2000_records_5_seeds_s"), static_cast<double>(timer.nsecsElapsed()) / 1e9);
    figures.insert(QStringLiteral("simulate_wss95"), wss);
    return figures;
}

namespace {

QJsonObject timeScreening(const Corpus &corpus, qint64 papers)
{
    QTemporaryDir dir;
    Storage::Database database(Storage::Location::file(dir.filePath(QStringLiteral("screening.sqlite"))));
    if (!database.open())
        return { { QStringLiteral("error"), database.errorString() } };
    Import::Importer(database).importFiles(corpus.writeFiles(papers, dir.path()));
    Storage::ReviewStore reviews(database);
    const ReviewId review = reviews.create({ 0,
        QStringLiteral("Bench"),
        {},
        {},
        {},
        { corpus.vocabulary().value(7) },
        { corpus.vocabulary().value(11) },
        { QStringLiteral("off topic") } });
    QList<PaperId> ids;
    for (PaperId id = 1; id <= papers; ++id)
        ids.append(id);
    reviews.addPapers(review, ids);

    QElapsedTimer timer;
    timer.start();
    // Its decisions are written by a worker, as in the application; the papers are read here.
    Desktop::LibraryWorker worker(database.location(), Storage::Database::Access::ReadWrite);
    Desktop::ScreeningWindow window(worker,
        Review::ScreeningSession::Start::read(database, review, QStringLiteral("bench")),
        QStringLiteral("bench"));
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QCoreApplication::processEvents();
    const double openMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    std::vector<double> times;
    for (int i = 0; i < 100; ++i) {
        const auto before = window.session().current();
        timer.restart();
        // One paper in ten is included, so the model has something to learn.
        QTest::keyClick(&window, i % 10 == 0 ? Qt::Key_I : Qt::Key_E);
        QCoreApplication::processEvents(); // the new abstract laid out and painted
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (window.session().current() == before)
            return { { QStringLiteral("error"), QStringLiteral("a key press did not move on") } };
    }
    if (!QTest::qWaitFor([&window] { return !window.isTraining(); }, 60000))
        return { { QStringLiteral("error"), QStringLiteral("the model did not catch up in a minute") } };
    return { { QStringLiteral("open_ms"), openMs },
        { QStringLiteral("key_to_next_abstract_p50_ms"), percentile(times, 0.5) },
        { QStringLiteral("key_to_next_abstract_p95_ms"), percentile(times, 0.95) },
        { QStringLiteral("key_to_next_abstract_max_ms"), percentile(times, 1.0) } };
}

} // namespace

QJsonObject runScreeningPhase(const Corpus &corpus)
{
    return { { QStringLiteral("papers_2000"), timeScreening(corpus, 2000) },
        { QStringLiteral("papers_20000"), timeScreening(corpus, 20000) } };
}

} // namespace Lectern::Bench
