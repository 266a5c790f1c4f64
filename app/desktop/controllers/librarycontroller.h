// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"
#include "storage/location.h"

#include <QObject>

#include <memory>
#include <optional>

class QWidget;

namespace Lectern::Storage {
class LibraryLock;
struct LockHolder;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

class LibraryCare;
class LibraryConnection;
class LibraryEditor;
class LibraryWorker;

// The library a main window shows, from its opening to the next one: where it is, whether this
// window holds the claim to edit it, its connection and its editor, its checks and backups, and
// what becomes of it when it is damaged, restored, or its server goes away and comes back. The
// window holds no library of its own: it shows what this holds and listens to its signals.
class LibraryController : public QObject
{
    Q_OBJECT

public:
    // window: the parent of the questions and messages asked while opening.
    explicit LibraryController(QWidget *window);
    ~LibraryController() override;

    // Opens the library, creating it when it does not exist; false (and a message box unless
    // quiet) when it is refused or the opening was cancelled. The window stays responsive while a
    // server is connected to or an older library upgraded (a dialog says so); a server that
    // wants a password asks the user for it, unless quiet.
    bool open(const Storage::Location &location, bool quiet = false);
    // The library shown, opened again: after its server came back, or on File → Reconnect.
    void reopen();
    // Lets go of the library, once the writes queued for it are done; for a window closing.
    void close();
    void chooseLibrary();
    void connectToTeamLibrary();
    void restoreFromBackup();
    // Says that the library is damaged and offers its newest backups.
    void reportDamage(const QString &problem);

    // Null until a library is opened.
    LibraryConnection *library() const { return m_library.get(); }
    // The library's worker, where its reads and writes run; null until a library is opened.
    LibraryWorker *worker() const;
    Storage::Location location() const;
    LibraryEditor *editor() const { return m_editor; }

    static Storage::Location demoLocation();
    // What the window says once the library's file moved away under it.
    static QString movedMessage();

Q_SIGNALS:
    // The library shown is about to be replaced: what is being typed is saved now, and what
    // works on the library (windows, models) lets go of its worker.
    void aboutToLeave();
    // A backup is about to replace the library: what is being typed is saved first.
    void aboutToRestore();
    // The library's file is no longer at its path: what writes to it through a connection of its
    // own stops now, before the journal beside the path is folded into the file.
    void moved();
    // A library is open and shown (the first one, another one, or the same one again).
    void opened();
    // A statement or the change feed found the server gone; message says what it answered.
    void connectionLost(const QString &message);
    void statusMessage(const QString &message, int timeoutMs);

private:
    // Shows the library a worker has opened, in place of the one before; lock: the claim on it,
    // if this window takes one.
    void show(std::unique_ptr<LibraryWorker> worker,
        Storage::Database::Access access,
        std::unique_ptr<Storage::LibraryLock> lock);
    void watchConnection();
    void readKnownDamage();
    // Another window edits the library: whether this one should show it read-only.
    bool acceptReadOnly(const Storage::Location &library, const std::optional<Storage::LockHolder> &holder);
    void loseConnection(const QString &message);
    // The library was replaced under the window (its feed said so): it is opened again as it is now.
    void followReplacement();
    // The library's file is no longer at its path: nothing more is written to it.
    void leaveMovedFile();

    QWidget *m_window;
    LibraryEditor *m_editor;
    LibraryCare *m_care;
    std::unique_ptr<LibraryConnection> m_library;
    // Held while this window edits the library; none when it only reads it.
    std::unique_ptr<Storage::LibraryLock> m_lock;
    bool m_lost = false;
    // This window's own restore is under way: the feed's word of a replaced library is its own.
    bool m_restoring = false;
};

} // namespace Lectern::Desktop
