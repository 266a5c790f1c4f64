// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchphase.h"

#include "corpus.h"
#include "eventwait.h"
#include "models/papertablemodel.h"
#include "search/paperfinder.h"
#include "search/query.h"
#include "search/resultloader.h"
#include "storage/backgroundreader.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/indexwords.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "tasks/libraryworker.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QSqlQuery>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace Lectern::Bench {
namespace {

using Desktop::PaperTableModel;

// Rows a table shows at once in a full-height window.
constexpr int VisibleRows = 40;

double milliseconds(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// What a view asks for when it paints the first screen: every column of the visible rows,
// with the roles that reach the store (display) and that the title column adds (font). The
// model reads the page on the window's worker; the rows are painted again once it is in.
void readFirstPage(const PaperTableModel &model, const Desktop::LibraryWorker &worker)
{
    const auto paint = [&model] {
        const int rows = std::min(model.rowCount(), VisibleRows);
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < PaperTableModel::ColumnCount; ++column) {
                const QModelIndex index = model.index(row, column);
                model.data(index, Qt::DisplayRole);
                model.data(index, Qt::FontRole);
            }
        }
    };
    paint();
    if (!worker.isIdle()) {
        QEventLoop loop;
        QObject::connect(&worker, &Desktop::LibraryWorker::idleChanged, &loop, &QEventLoop::quit);
        loop.exec();
    }
    paint();
}

struct Step
{
    double ms = 0; // until the first rows are visible
    double completeMs = 0; // until the whole result is in the model
    qsizetype rows = -1; // -1: the query was not valid (the GUI keeps the previous rows)
};

// The search field's path in the main window, on one thread: what the main window runs on its
// reader (Search::ResultLoader) and does with each part it delivers.
class Searcher
{
public:
    explicit Searcher(const Storage::Database &database)
        : m_worker(database.location(), Storage::Database::Access::ReadWrite), m_loader(database)
    {
        m_model.setWorker(&m_worker);
    }

    Step search(const QString &text)
    {
        QElapsedTimer timer;
        timer.start();
        const Search::Query query = Search::Query::parse(text, Search::Query::Typing::InProgress);
        if (!query.isValid())
            return { milliseconds(timer), milliseconds(timer), -1 };
        Step step;
        bool shown = false;
        m_loader.load(query, {}, m_model.paperSort(), true, [&](const Search::ResultPart &part) {
            if (!shown || !m_model.completeIds(part.ids))
                m_model.setIds(part.ids);
            if (!shown) {
                readFirstPage(m_model, m_worker);
                step.ms = milliseconds(timer);
                shown = true;
            }
            if (part.complete) {
                step.completeMs = milliseconds(timer);
                step.rows = m_model.rowCount();
            }
            return true;
        });
        return step;
    }

    // Types text one character at a time; every prefix is searched.
    QList<Step> type(const QString &text)
    {
        QList<Step> steps;
        for (qsizetype length = 1; length <= text.size(); ++length)
            steps.append(search(text.left(length)));
        return steps;
    }

private:
    Desktop::LibraryWorker m_worker;
    Search::ResultLoader m_loader;
    PaperTableModel m_model;
};

// Database::open → the newest papers → the model → the first screen of rows, as the main
// window does when it opens a library; and until every id is in the model.
Step openToFirstRows(const Storage::Location &library)
{
    QElapsedTimer timer;
    timer.start();
    Storage::Database database(library);
    if (!database.open())
        throw Storage::StorageError(database.errorString());
    const double opened = milliseconds(timer);
    Step step = Searcher(database).search(QString());
    step.ms += opened;
    step.completeMs += opened;
    return step;
}

// How FTS5 is asked for a word being typed, in a file library: how many words of the index it
// begins, the terms of the OR it is written as (beginnings among them), and how long writing it
// takes.
QJsonObject describePrefix(const Storage::Database &database, const QString &typed)
{
    if (!database.location().isFile())
        return {};
    QElapsedTimer timer;
    timer.start();
    const QString phrase =
        Storage::Sqlite::SqliteFullTextIndex(database).expression({ typed, Storage::FullTextIndex::Field::Any, true });
    const double ms = milliseconds(timer);
    QSqlQuery words(database.connection());
    Storage::prepareOrThrow(words, QStringLiteral("SELECT count(*) FROM index_words WHERE word GLOB ?"));
    words.addBindValue(QString(Storage::Sqlite::WordGroups::indexForm(typed).value_or(typed) + u'*'));
    Storage::execOrThrow(words);
    words.next();
    return { { QStringLiteral("typed"), typed },
        { QStringLiteral("words"), words.value(0).toLongLong() },
        { QStringLiteral("terms"), phrase.count(QStringLiteral(" OR ")) + 1 },
        { QStringLiteral("beginnings"), phrase.count(QStringLiteral(" *")) },
        { QStringLiteral("write_ms"), ms } };
}

// Stale-query cancellation: "a stale query is cancelled within 10 ms of the next keystroke".
// The search the GUI runs for the shortest prefix of the most common word (the slowest kind to
// be typing over) is started on a BackgroundReader, the GUI's own path, and the next keystroke's
// search is submitted at 40 moments spread over its run. Measured from that submit: when the
// next search starts running, and when the reader reports the stale one given up.
QJsonObject measureCancellation(const Storage::Location &library, const Corpus &corpus)
{
    const QString typed = corpus.commonWord().left(4).toLower(); // the shortest word matched as a prefix
    const Search::Query slow = Search::Query::parse(typed, Search::Query::Typing::InProgress);
    const auto search = [slow](
                            const Storage::Database &database, const std::function<bool(Search::ResultPart)> &deliver) {
        Search::ResultLoader(database).load(slow, {}, {}, true, deliver);
    };
    double runMs = 0;
    QJsonObject plan;
    {
        Storage::Database database(library);
        if (!database.open())
            throw Storage::StorageError(database.errorString());
        QElapsedTimer timer;
        timer.start();
        search(database, [](const Search::ResultPart &) { return true; });
        runMs = milliseconds(timer);
        plan = describePrefix(database, typed);
    }

    Storage::BackgroundReader reader(library);
    QThread::msleep(100); // its connections are open
    Latencies stopped;
    Latencies nextStarted;
    int finishedFirst = 0;
    // Each keystroke's moment in the stale search's run and how long that search took to stop:
    // a slow one is found again in the server's log by its time.
    QJsonArray each;
    // Enough that the 95th percentile is not simply the slowest one.
    constexpr int Samples = 40;
    for (int i = 0; i < Samples; ++i) {
        std::atomic<qint64> stoppedAt = -1;
        std::atomic<qint64> startedAt = -1;
        QElapsedTimer sinceNext;
        // Told by the job itself: a search that ends before the next keystroke delivers its
        // last part after it, when the reader drops it as stale.
        std::atomic<bool> staleFinished = false;
        const quint64 stale = reader.latest() + 1;
        reader.runInParts<Search::ResultPart>(
            [&](const Storage::Database &database, const std::function<bool(Search::ResultPart)> &deliver) {
                search(database, deliver);
                if (reader.latest() == stale)
                    staleFinished = true;
            },
            [](const Search::ResultPart &) {});
        const auto connection = QObject::connect(
            &reader,
            &Storage::BackgroundReader::superseded,
            &reader,
            [&](quint64 ticket) {
                if (ticket == stale)
                    stoppedAt = sinceNext.nsecsElapsed();
            },
            Qt::DirectConnection);
        QThread::usleep(static_cast<unsigned long>(runMs * 1000.0 * (i + 0.5) / Samples));
        bool nextDone = false;
        const QDateTime keystroke = QDateTime::currentDateTimeUtc();
        sinceNext.start();
        reader.run<int>(
            [&](const Storage::Database &) {
                startedAt = sinceNext.nsecsElapsed();
                return 0;
            },
            [&nextDone](const int &) { nextDone = true; });
        waitUntil([&] { return nextDone && (stoppedAt >= 0 || staleFinished); }, 30000);
        QObject::disconnect(connection);
        nextStarted.samples.append(double(startedAt) / 1e6);
        if (stoppedAt >= 0)
            stopped.samples.append(double(stoppedAt) / 1e6);
        else
            ++finishedFirst; // it ended before the next keystroke: nothing to cancel
        each.append(QJsonObject{ { QStringLiteral("at"), keystroke.toString(Qt::ISODateWithMs) },
            { QStringLiteral("into_run_ms"), runMs * (i + 0.5) / Samples },
            { QStringLiteral("stopped_ms"), stoppedAt >= 0 ? QJsonValue(double(stoppedAt) / 1e6) : QJsonValue() } });
    }
    QJsonObject result = stopped.toJson();
    result.insert(QStringLiteral("finished_before_next"), finishedFirst);
    result.insert(QStringLiteral("stale_run_ms"), runMs);
    result.insert(QStringLiteral("prefix"), plan);
    result.insert(QStringLiteral("next_started"), nextStarted.toJson());
    result.insert(QStringLiteral("each"), each);
    return result;
}

QJsonObject describeQuery(const QString &text, const QList<Step> &steps)
{
    Latencies typing;
    for (const Step &step : steps)
        typing.samples.append(step.ms);
    const Step &last = steps.last();
    QJsonObject object{
        { QStringLiteral("query"), text },
        { QStringLiteral("final_ms"), last.ms },
        { QStringLiteral("rows"), last.rows },
        { QStringLiteral("worst_keystroke_ms"), typing.max() },
    };
    if (last.rows < 0)
        object.insert(QStringLiteral("invalid"), true);
    return object;
}

} // namespace

double Latencies::percentile(double p) const
{
    if (samples.isEmpty())
        return 0;
    QList<double> sorted = samples;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank.
    const auto rank = static_cast<qsizetype>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<qsizetype>(rank - 1, 0, sorted.size() - 1)];
}

double Latencies::max() const
{
    return samples.isEmpty() ? 0 : *std::max_element(samples.cbegin(), samples.cend());
}

QJsonObject Latencies::toJson() const
{
    return { { QStringLiteral("count"), samples.size() },
        { QStringLiteral("p50_ms"), percentile(50) },
        { QStringLiteral("p95_ms"), percentile(95) },
        { QStringLiteral("max_ms"), max() } };
}

double peakMemoryMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

QJsonObject runSearchPhase(const Storage::Location &library, const Corpus &corpus)
{
    QJsonObject result;

    // Opening: the first time in this process, then twice more; the file is in the operating
    // system's cache already (warm), as after any recent use.
    QList<Step> opens;
    for (int i = 0; i < 3; ++i)
        opens.append(openToFirstRows(library));
    const auto faster = [](const Step &a, const Step &b) { return a.ms < b.ms; };
    const Step warm = std::min(opens[1], opens[2], faster);
    result.insert(QStringLiteral("open_ms"), warm.ms);
    result.insert(QStringLiteral("open_complete_ms"), warm.completeMs);
    result.insert(QStringLiteral("open_first_ms"), opens[0].ms);
    result.insert(QStringLiteral("library_rows"), warm.rows);

    Storage::Database database(library);
    if (!database.open())
        throw Storage::StorageError(database.errorString());
    Searcher searcher(database);

    Latencies typing;
    Latencies typingComplete;
    qsizetype invalid = 0;
    const QStringList queries = corpus.twoWordQueries(40);
    QList<std::pair<double, QJsonObject>> slowest;
    for (const QString &query : queries) {
        const QList<Step> steps = searcher.type(query);
        for (qsizetype i = 0; i < steps.size(); ++i) {
            typing.samples.append(steps[i].ms);
            typingComplete.samples.append(steps[i].completeMs);
            invalid += steps[i].rows < 0 ? 1 : 0;
            slowest.append({ steps[i].ms,
                QJsonObject{ { QStringLiteral("text"), query.left(i + 1) },
                    { QStringLiteral("ms"), steps[i].ms },
                    { QStringLiteral("complete_ms"), steps[i].completeMs },
                    { QStringLiteral("rows"), steps[i].rows } } });
        }
        searcher.search(QString()); // the field is cleared before the next query
    }
    QJsonObject keystrokes = typing.toJson();
    keystrokes.insert(QStringLiteral("invalid"), invalid);
    // The five slowest keystrokes: what limits the tail.
    std::sort(slowest.begin(), slowest.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QJsonArray worst;
    for (qsizetype i = 0; i < std::min<qsizetype>(5, slowest.size()); ++i)
        worst.append(slowest[i].second);
    keystrokes.insert(QStringLiteral("slowest"), worst);
    result.insert(QStringLiteral("keystrokes"), keystrokes);
    result.insert(QStringLiteral("keystrokes_complete"), typingComplete.toJson());

    // Special queries, typed too; their last keystroke is the complete query.
    const QString rare = corpus.rareWord().toLower();
    const QList<std::pair<QString, QString>> specials{
        { QStringLiteral("rare_word"), rare },
        { QStringLiteral("common_word"), corpus.commonWord().toLower() },
        { QStringLiteral("phrase"), corpus.phrase() },
        { QStringLiteral("tag_filter"), BenchTags::filterQuery() },
        { QStringLiteral("combined"),
            BenchTags::filterQuery() + QStringLiteral(" year:2025 ") + queries[0].section(u' ', 0, 0) },
    };
    Latencies specialTyping;
    QJsonObject special;
    for (const auto &[name, text] : specials) {
        const QList<Step> steps = searcher.type(text);
        for (const Step &step : steps)
            specialTyping.samples.append(step.ms);
        special.insert(name, describeQuery(text, steps));
        searcher.search(QString());
    }
    result.insert(QStringLiteral("special_keystrokes"), specialTyping.toJson());
    result.insert(QStringLiteral("special"), special);

    result.insert(QStringLiteral("cancel_ms"), measureCancellation(library, corpus));
    result.insert(QStringLiteral("peak_rss_mb"), peakMemoryMiB());
    return result;
}

} // namespace Lectern::Bench
