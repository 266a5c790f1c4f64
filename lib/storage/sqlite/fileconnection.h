// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Lectern::Storage::Sqlite {

// A connection of its own to a file, for looking at a library or a backup without going through
// Database (no schema made or upgraded) or for copying pages into a new file; closed and removed
// when it goes.
class FileConnection
{
public:
    enum class Mode { ReadOnly, ReadWrite };

    explicit FileConnection(const QString &path, Mode mode = Mode::ReadOnly);
    ~FileConnection();
    FileConnection(const FileConnection &) = delete;
    FileConnection &operator=(const FileConnection &) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }
    // Why the file could not be opened; empty when it was.
    QString error() const { return m_error; }

    // Whether the file can only be read where it is, and is read as immutable: it or its folder
    // cannot be written, so no journal can be made beside it, and none is left there.
    static bool isImmutableHere(const QString &path);
    // Opens db, named for path, as an immutable file: read-only, with no journal looked for.
    static bool openImmutable(QSqlDatabase &db, const QString &path);

private:
    QString m_name;
    QString m_error;
};

} // namespace Lectern::Storage::Sqlite
