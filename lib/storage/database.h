// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Lectern::Storage {

// The library file, opened on one thread. Each thread that reads or writes the library opens
// a Database of its own (SQLite connections must not cross threads); WAL lets a reader on the
// GUI thread work while an import writes on another.
//
// Opening creates a new library, upgrades an older one (after a backup copy), and refuses
// without touching it a file that is not a Lectern library or was written by a newer build.
class Database
{
public:
    explicit Database(QString path);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // QStandardPaths' AppDataLocation/library.sqlite: where the GUI and the CLI look by default.
    static QString defaultPath();
    // Whether opening the library at path will upgrade it, which takes a while for a large one:
    // a minute at a million papers. False for a new, current or unreadable file.
    static bool needsUpgrade(const QString &path);

    enum class Access {
        ReadWrite,
        // Reads an up-to-date library and writes nothing: every write fails. For a window that
        // shows a library another window edits.
        ReadOnly,
    };
    bool open(Access access = Access::ReadWrite);
    bool isOpen() const;
    // Why open() failed, in one sentence that names the file.
    QString errorString() const;

    QString path() const;
    QString connectionName() const;
    // Made for each call from the connection's name, as Qt recommends: no QSqlDatabase is
    // kept, so removing the connection later cannot leave a copy behind.
    QSqlDatabase connection() const;
    int schemaVersion() const;

private:
    bool fail(const QString &message);
    QString unwritableReason() const;
    bool checkIsLibrary(int *version);
    bool backUp(int fromVersion);
    bool migrate();
    bool configure(Access access);

    QString m_path;
    QString m_connectionName;
    QString m_error;
    bool m_open = false;
};

} // namespace Lectern::Storage
