// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/changelog.h"
#include "storage/location.h"

#include <QObject>
#include <QThread>

namespace Lectern::Storage {

// Tells of every change committed to a library, by any client: another window, the command
// line, another member of a team library. It reads the library's change log on a thread and a
// connection of its own, from the last change it told of, so nothing is missed and nothing told
// twice. A server's notification wakes it at once (PostgreSQL's LISTEN); for a file library the
// system's news of a write to what a commit writes does (SQLite's write-ahead log). It also looks
// every little while: a notification can be lost with its connection, and a file made again is
// watched only from the next look. A lost connection is opened again, waiting longer after each
// failure, and the feed then catches up. On a server it also keeps the member's place in the
// log, so that the log is pruned only past what every member has read; told of a prune it had
// not read past, it tells a Library change: its listener reads everything again.
class ChangeFeed : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Connecting,
        Connected,
        // The connection was lost; opening it again, with changes told once it is back.
        Reconnecting,
    };
    Q_ENUM(State)

    // Tells of the changes committed after it connected first.
    explicit ChangeFeed(const Location &location, QObject *parent = nullptr);
    // A file's feed that looks only every fileLookMs besides what it watches.
    ChangeFeed(const Location &location, int fileLookMs, QObject *parent = nullptr);
    ~ChangeFeed() override;
    ChangeFeed(const ChangeFeed &) = delete;
    ChangeFeed &operator=(const ChangeFeed &) = delete;

    State state() const { return m_state; }
    // Whether the server wakes the feed as soon as a change is committed (PostgreSQL's LISTEN);
    // a file's feed watches the files commits write, and looks every FileLookMs. Known once
    // connected.
    bool isNotified() const { return m_notified; }

    // How long the feed waits before it looks again without a notification, and the longest
    // wait between attempts to connect again: a second, so that a window is back within about
    // a second of its server (an attempt at a server that is down costs it next to nothing).
    static constexpr int FileLookMs = 250;
    static constexpr int ServerLookMs = 1000;
    static constexpr int LongestRetryMs = 1000;
    // How often, at most, a server's feed writes how far it has read (ChangeRetention).
    static constexpr int PositionMs = 5000;

Q_SIGNALS:
    // Changes committed since those told before, oldest first, on this object's thread.
    void changed(const QList<Lectern::Storage::Change> &changes);
    void stateChanged(Lectern::Storage::ChangeFeed::State state);
    // The library is no longer the one the feed connected to, which it then tells nothing more
    // of: its file was renamed, removed or another moved in its place (Engine::hasMoved)...
    void moved();
    // ... or its log went back: a backup was written into it (sqlite3's .restore).
    void replaced();

private:
    class Reader;
    void setState(State state);

    QThread m_thread;
    Reader *m_reader;
    State m_state = State::Connecting;
    bool m_notified = false;
};

} // namespace Lectern::Storage
