// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiphase.h"

#include "editing/libraryeditor.h"
#include "eventwait.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "searchphase.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/tageditor.h"
#include "windows/mainwindow.h"

#include <QElapsedTimer>
#include <QScrollBar>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

namespace Lectern::Bench {
namespace {

constexpr int TimeoutMs = 30000;

// The longest gap between the ticks of a fast timer: how long the event loop was busy with
// something else, which the user feels as a frozen window.
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(IntervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const double gap = static_cast<double>(m_sinceTick.nsecsElapsed()) / 1e6 - IntervalMs;
            m_longest = std::max(m_longest, gap);
            m_sinceTick.start();
        });
    }

    void start()
    {
        m_longest = 0;
        m_sinceTick.start();
        m_timer.start();
    }
    double longestMs() const { return m_longest; }

private:
    static constexpr int IntervalMs = 2;
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    double m_longest = 0;
};

double milliseconds(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

template<typename Done>
bool runUntil(Done done)
{
    return waitUntil(done, TimeoutMs);
}

// Records when the rows of the window's list change, and paints them then, as the screen
// would be on the next frame (the page of rows is read on the GUI thread then): how long after
// the keystroke the rows were painted. What the window does next in the same pass of the event
// loop, such as showing another paper in the detail pane, comes after the rows on the screen.
class RowWatcher
{
public:
    RowWatcher(const Desktop::MainWindow &window, const QElapsedTimer &sinceKey) : m_window(window)
    {
        const auto changed = [this, &sinceKey] {
            m_window.paperTable()->viewport()->repaint();
            if (!m_paintedMs)
                m_paintedMs = milliseconds(sinceKey);
        };
        QObject::connect(window.paperModel(), &QAbstractItemModel::modelReset, &m_context, changed);
        QObject::connect(window.paperModel(), &QAbstractItemModel::rowsInserted, &m_context, changed);
    }

    void reset() { m_paintedMs.reset(); }
    bool changed() const { return m_paintedMs.has_value(); }
    // Since the keystroke, when the rows changed.
    std::optional<double> paintedMs() const { return m_paintedMs; }

private:
    const Desktop::MainWindow &m_window;
    QObject m_context;
    std::optional<double> m_paintedMs;
};

// A colleague tags the paper the window shows, on a connection of their own, as another client
// would: the time from the write to the detail pane showing the tag (the window learns of it
// from the library's change feed).
QJsonObject colleagueChanges(Desktop::MainWindow &window, const Storage::Location &library)
{
    window.paperTable()->selectRow(0);
    runUntil([&] { return window.isIdle(); });
    const PaperId shown = window.detailView()->paperId();
    Storage::Database colleague(library);
    if (!shown || !colleague.open())
        return { { QStringLiteral("error"), QStringLiteral("no paper shown, or no second connection") } };
    const auto showsTag = [&window](const QString &name) {
        const QList<Tag> &tags = window.detailView()->tagEditor()->tags();
        return std::any_of(tags.cbegin(), tags.cend(), [&name](const Tag &tag) { return tag.name == name; });
    };
    Latencies changes;
    constexpr int Changes = 40;
    QElapsedTimer timer;
    for (int i = 0; i < Changes; ++i) {
        const QString tag = QStringLiteral("bench/colleague-%1").arg(i);
        timer.start();
        Storage::TagStore(colleague).addToPapers(tag, { shown });
        if (runUntil([&] { return showsTag(tag); }))
            changes.samples.append(milliseconds(timer));
        runUntil([&] { return window.isIdle(); });
    }
    return changes.toJson();
}

// Issue 31's catch-up: the window away from its server while a colleague makes 10,000 changes,
// then back. Away means the window's connections are closed and none may be opened (the
// database refuses connections); the colleague works on a connection opened before. Figures:
// from the database taking connections again to the window showing every change (it reopens
// the library once its change feed is connected again), and the window's longest stall
// throughout.
QJsonObject catchUp(Desktop::MainWindow &window, const Storage::Location &library)
{
    constexpr int Changes = 10000;
    const QString tag = QStringLiteral("bench/while-away");
    std::atomic<bool> done = false;
    qsizetype made = 0; // the library may have fewer papers than changes: one change per paper
    QElapsedTimer back;
    QString failure;
    double awayMs = 0;
    std::thread colleague([&] {
        // A database refuses connections only when told so from another: the server's own.
        const QUrl uri(library.toString());
        const QUrlQuery options(uri);
        const QString databaseName = uri.path().mid(1);
        const QString adminName = QStringLiteral("lectern-bench-admin");
        try {
            Storage::Database database(library);
            if (!database.open())
                throw Storage::StorageError(database.errorString());
            QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), adminName);
            // The server's address as libpq reads it: in the URI's authority (behind the delaying
            // proxy) or in its options (a Unix socket).
            admin.setHostName(
                uri.host().isEmpty() ? options.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded) : uri.host());
            admin.setPort(uri.port() > 0 ? uri.port() : options.queryItemValue(QStringLiteral("port")).toInt());
            admin.setUserName(options.queryItemValue(QStringLiteral("user"), QUrl::FullyDecoded));
            admin.setDatabaseName(QStringLiteral("postgres"));
            if (!admin.open())
                throw Storage::StorageError(admin.lastError().text());
            const QString allow = QStringLiteral("ALTER DATABASE \"%1\" WITH ALLOW_CONNECTIONS %2").arg(databaseName);
            Storage::execOrThrow(admin, allow.arg(QStringLiteral("false")));
            Storage::runOrThrow(database.connection(),
                QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                               " WHERE datname = current_database() AND pid <> pg_backend_pid()"));
            QElapsedTimer away;
            away.start();
            QList<PaperId> papers;
            QSqlQuery ids = Storage::runOrThrow(
                database.connection(), QStringLiteral("SELECT id FROM papers ORDER BY id LIMIT %1").arg(Changes));
            while (ids.next())
                papers.append(ids.value(0).toLongLong());
            ids.finish();
            Storage::TagStore tags(database);
            for (const PaperId paper : std::as_const(papers))
                tags.addToPapers(tag, { paper });
            made = papers.size();
            Storage::execOrThrow(admin, allow.arg(QStringLiteral("true")));
            awayMs = milliseconds(away);
        } catch (const Storage::StorageError &error) {
            failure = error.message();
        }
        QSqlDatabase::removeDatabase(adminName);
        back.start();
        done = true;
    });
    StallMeter stalls;
    stalls.start();
    waitUntil([&] { return done.load(); }, 600000);
    colleague.join();
    if (!failure.isEmpty())
        return { { QStringLiteral("error"), failure } };
    const auto *sidebar = static_cast<const Desktop::SidebarModel *>(window.sidebar()->model());
    const auto caughtUp = [&] {
        const auto counted = sidebar->counts().tag(tag);
        return counted && counted->paperCount >= made && window.isIdle();
    };
    // The window reads the library again once its feed is connected again: the list's first
    // reset is when it started, after the feed's wait between attempts.
    std::optional<double> reloadingMs;
    QObject context;
    QObject::connect(window.paperModel(), &QAbstractItemModel::modelReset, &context, [&] {
        if (!reloadingMs)
            reloadingMs = milliseconds(back);
    });
    const bool shown = waitUntil(caughtUp, 60000);
    const double allShownMs = milliseconds(back);
    return { { QStringLiteral("changes_while_away"), made },
        { QStringLiteral("away_s"), awayMs / 1000 },
        { QStringLiteral("caught_up"), shown },
        { QStringLiteral("back_to_reconnected_ms"), reloadingMs.value_or(allShownMs) },
        { QStringLiteral("reconnected_to_all_shown_ms"), allShownMs - reloadingMs.value_or(allShownMs) },
        { QStringLiteral("back_to_all_shown_ms"), allShownMs },
        { QStringLiteral("longest_stall_ms"), stalls.longestMs() } };
}

} // namespace

QJsonObject runGuiPhase(const Storage::Location &library, const QStringList &queries, bool catchingUp)
{
    // Papers shown must not be marked "reading" by the benchmark.
    QSettings().setValue(QStringLiteral("reading/markReadingAfterSeconds"), 0);
    QJsonObject result;
    StallMeter stalls;
    Desktop::MainWindow window;
    window.resize(1280, 800);
    QElapsedTimer timer;
    RowWatcher rows(window, timer);

    timer.start();
    stalls.start();
    if (!window.openLibrary(library, true))
        return { { QStringLiteral("error"), QStringLiteral("cannot open the library") } };
    window.show();
    if (!runUntil([&] { return rows.changed(); }))
        return { { QStringLiteral("error"), QStringLiteral("no rows after opening") } };
    result.insert(QStringLiteral("open_ms"), milliseconds(timer));
    runUntil([&] { return window.isIdle(); });
    result.insert(QStringLiteral("open_idle_ms"), milliseconds(timer));
    result.insert(QStringLiteral("open_longest_stall_ms"), stalls.longestMs());

    Latencies typing;
    Latencies untilIdle; // the search ended and the detail pane shows the current paper
    qsizetype timeouts = 0;
    stalls.start();
    for (const QString &query : queries) {
        for (qsizetype length = 1; length <= query.size(); ++length) {
            rows.reset();
            timer.start();
            window.searchField()->setText(query.left(length));
            // A result equal to the one shown changes no row: the rows are final once the
            // search has ended.
            if (runUntil([&] { return rows.changed() || window.isIdle(); }))
                typing.samples.append(rows.paintedMs().value_or(milliseconds(timer)));
            else
                ++timeouts;
            // The next key when the whole result is in: then no part of this search can land
            // after it and be taken for its rows. (Typing over a search is measured apart, as
            // the cancellation figure of the search phase.)
            if (runUntil([&] { return window.isIdle(); }))
                untilIdle.samples.append(milliseconds(timer));
        }
        window.searchField()->clear();
        runUntil([&] { return window.isIdle(); });
    }
    QJsonObject keystrokes = typing.toJson();
    keystrokes.insert(QStringLiteral("timeouts"), timeouts);
    result.insert(QStringLiteral("keystrokes"), keystrokes);
    result.insert(QStringLiteral("keystrokes_until_idle"), untilIdle.toJson());
    result.insert(QStringLiteral("typing_longest_stall_ms"), stalls.longestMs());

    // Scrolling: the list jumps through the whole result, as a dragged scroll bar does; each
    // screen's rows are read on the library's worker.
    QScrollBar *scrollBar = window.paperTable()->verticalScrollBar();
    stalls.start();
    constexpr int ScrollSteps = 50;
    for (int step = 1; step <= ScrollSteps; ++step) {
        scrollBar->setValue(scrollBar->maximum() * step / ScrollSteps);
        window.paperTable()->viewport()->repaint();
        runUntil([&] { return window.isIdle(); });
        window.paperTable()->viewport()->repaint();
    }
    result.insert(QStringLiteral("scrolling_longest_stall_ms"), stalls.longestMs());

    // Tagging: a paper chosen, shown in the detail pane, and tagged; the list, the pane and the
    // sidebar's counts follow.
    scrollBar->setValue(0);
    runUntil([&] { return window.isIdle(); });
    stalls.start();
    constexpr int TaggedPapers = 20;
    for (int row = 0; row < std::min(TaggedPapers, window.paperModel()->rowCount()); ++row) {
        window.paperTable()->selectRow(row);
        runUntil([&] { return window.isIdle(); });
        window.editor()->addTag({ window.paperModel()->paperId(row) }, QStringLiteral("bench/tagged"));
        runUntil([&] { return window.isIdle(); });
    }
    result.insert(QStringLiteral("tagging_longest_stall_ms"), stalls.longestMs());
    result.insert(QStringLiteral("colleague_change"), colleagueChanges(window, library));
    if (catchingUp && !library.isFile())
        result.insert(QStringLiteral("catch_up"), catchUp(window, library));
    result.insert(QStringLiteral("peak_rss_mb"), peakMemoryMiB());
    return result;
}

} // namespace Lectern::Bench
