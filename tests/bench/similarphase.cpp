// SPDX-License-Identifier: GPL-3.0-or-later
#include "similarphase.h"

#include "searchphase.h"

#include "review/similarpapers.h"
#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QElapsedTimer>

namespace Lectern::Bench {

QJsonObject runSimilarPhase(const Storage::Location &library)
{
    Storage::Database database(library);
    if (!database.open())
        throw Storage::StorageError(database.errorString());
    const PaperId count = Storage::PaperStore(database).paperCount();
    if (count < 3)
        throw Storage::StorageError(QStringLiteral("the similar phase needs a library of papers"));
    const Review::SimilarPapers similar(database);
    constexpr int Samples = 20;
    Latencies one;
    Latencies three;
    qsizetype found = 0;
    for (int i = 0; i < Samples; ++i) {
        // Papers spread through the library (ids are dense after an import).
        const PaperId paper = 1 + (count - 3) * i / Samples;
        for (auto [papers, latencies] : { std::pair{ QList<PaperId>{ paper }, &one },
                 std::pair{ QList<PaperId>{ paper, paper + 1, paper + 2 }, &three } }) {
            QElapsedTimer timer;
            timer.start();
            found += similar.find(papers).size();
            latencies->samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
    }
    return { { QStringLiteral("papers"), count },
        { QStringLiteral("one_paper_ms"), one.toJson() },
        { QStringLiteral("three_papers_ms"), three.toJson() },
        { QStringLiteral("found_per_answer"), static_cast<double>(found) / (2 * Samples) } };
}

} // namespace Lectern::Bench
