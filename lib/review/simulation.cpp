// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/simulation.h"

#include "review/screeningmetrics.h"
#include "review/stoppingrule.h"

#include <QThread>

#include <future>
#include <random>
#include <stdexcept>

namespace Lectern::Review {

SimulationRun simulate(Prioritiser prioritiser, const std::vector<bool> &relevant, quint32 seed)
{
    std::vector<qsizetype> relevantRecords;
    std::vector<qsizetype> irrelevantRecords;
    for (std::size_t i = 0; i < relevant.size(); ++i)
        (relevant[i] ? relevantRecords : irrelevantRecords).push_back(static_cast<qsizetype>(i));
    if (relevantRecords.empty() || irrelevantRecords.empty())
        throw std::invalid_argument("a simulation needs relevant and irrelevant records");

    std::mt19937 random(seed);
    const auto pick = [&random](const std::vector<qsizetype> &from) {
        return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)];
    };
    prioritiser.decide(pick(relevantRecords), true);
    prioritiser.decide(pick(irrelevantRecords), false);

    SimulationRun run;
    run.seed = seed;
    run.records = static_cast<qsizetype>(relevant.size()) - 2;
    const auto toFind = static_cast<qsizetype>(relevantRecords.size()) - 1;
    const StoppingRule rule;
    std::vector<bool> screened{ true, false }; // as the reviewer decided them, the priors first
    std::optional<qsizetype> stoppedAt;
    const auto testStopping = [&] {
        if (!stoppedAt && rule.canStop(screened, static_cast<qsizetype>(relevant.size()))) {
            stoppedAt = static_cast<qsizetype>(screened.size()) - 2;
            run.recallAtStop = static_cast<double>(run.relevantAt.size()) / static_cast<double>(toFind);
        }
    };
    for (qsizetype position = 0; static_cast<qsizetype>(run.relevantAt.size()) < toFind; ++position) {
        prioritiser.retrain();
        const qsizetype next = *prioritiser.next();
        const bool isRelevant = relevant[static_cast<std::size_t>(next)];
        prioritiser.decide(next, isRelevant);
        if (isRelevant)
            run.relevantAt.push_back(position);
        screened.push_back(isRelevant);
        testStopping();
    }
    // Once every record is screened, the rule stops.
    while (!stoppedAt) {
        screened.push_back(false);
        testStopping();
    }
    run.screenedAtStop = *stoppedAt;
    run.workSavedAtStop = 1 - static_cast<double>(run.screenedAtStop) / static_cast<double>(run.records);
    run.wss95 = workSavedOverSampling(run.relevantAt, run.records);
    run.rrf10 = relevantFoundAt(run.relevantAt, run.records);
    run.screenedFor95 = screenedForRecall(run.relevantAt);
    return run;
}

QList<SimulationRun> simulateSeeds(
    const std::vector<bool> &relevant, const std::function<Prioritiser(quint32 seed)> &prioritiserFor, int seeds)
{
    QList<SimulationRun> runs(seeds);
    const int threads = std::max(1, QThread::idealThreadCount());
    for (int first = 0; first < seeds; first += threads) {
        std::vector<std::future<SimulationRun>> running;
        for (int s = first; s < std::min(seeds, first + threads); ++s) {
            running.push_back(std::async(std::launch::async, [&, s] {
                const auto seed = static_cast<quint32>(s + 1);
                return simulate(prioritiserFor(seed), relevant, seed);
            }));
        }
        for (std::size_t i = 0; i < running.size(); ++i)
            runs[first + static_cast<int>(i)] = running[i].get();
    }
    return runs;
}

QList<SimulationRun> simulateSeeds(const LabelledDataset &dataset, const QString &order, int seeds)
{
    const auto features = Prioritiser::featuresFor(dataset.records, order);
    return simulateSeeds(dataset.relevant, [&](quint32 seed) { return Prioritiser(features, order, seed); }, seeds);
}

} // namespace Lectern::Review
