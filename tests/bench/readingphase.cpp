// SPDX-License-Identifier: GPL-3.0-or-later
#include "readingphase.h"

#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QElapsedTimer>
#include <QHash>

#include <algorithm>
#include <functional>

namespace Lectern::Bench {
namespace {

// A window's first page of rows.
constexpr int PageRows = 200;
constexpr int Runs = 5;

double medianMilliseconds(const std::function<void()> &work)
{
    QList<double> samples;
    for (int run = 0; run < Runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        work();
        samples.append(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::ranges::sort(samples);
    return samples[Runs / 2];
}

void markPapers(const Storage::Database &database)
{
    Storage::PaperStore papers(database);
    const int count = papers.paperCount();
    QHash<PaperId, ReadingState> states;
    for (PaperId id = 1; id <= count; ++id) {
        ReadingState state;
        if (id % 10 == 0)
            state.status = ReadingStatus::Read;
        if (id % 20 == 0)
            state.rating = 4;
        state.starred = id % 50 == 0;
        if (state != ReadingState())
            states.insert(id, state);
    }
    papers.setReadingStates(states);
}

} // namespace

QJsonObject runReadingPhase(const Storage::Location &library)
{
    Storage::Database database(library);
    if (!database.open())
        throw Storage::StorageError(database.errorString());
    QElapsedTimer marking;
    marking.start();
    markPapers(database);
    const double markSeconds = static_cast<double>(marking.nsecsElapsed()) / 1e9;

    const Search::PaperFinder finder(database);
    const auto page = [&finder](const QString &query, const Search::PaperScope &scope, Search::SortKey key) {
        return medianMilliseconds([&] {
            if (finder.find(Search::Query::parse(query), scope, { key, Qt::DescendingOrder }, PageRows).isEmpty())
                throw Storage::StorageError(QStringLiteral("the reading phase found nothing for \"%1\"").arg(query));
        });
    };
    using Kind = Search::PaperScope::Kind;
    using Search::PaperScope;
    using Search::SortKey;
    return { { QStringLiteral("mark_s"), markSeconds },
        { QStringLiteral("unread_page_ms"), page({}, PaperScope::of(Kind::Unread), SortKey::Added) },
        { QStringLiteral("starred_page_ms"), page({}, PaperScope::of(Kind::Starred), SortKey::Added) },
        { QStringLiteral("status_read_page_ms"), page(QStringLiteral("status:read"), {}, SortKey::Added) },
        { QStringLiteral("sort_status_page_ms"), page({}, {}, SortKey::Status) },
        { QStringLiteral("sort_rating_page_ms"), page({}, {}, SortKey::Rating) },
        { QStringLiteral("unread_count_ms"), medianMilliseconds([&database] {
             Storage::PaperStore(database).countWithStatus(ReadingStatus::Unread);
         }) } };
}

} // namespace Lectern::Bench
