// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Lectern::Storage {

// A read-only connection of its own to a file, for looking at a library or a backup without
// changing it; closed and removed when it goes.
class ReadOnlyConnection
{
public:
    explicit ReadOnlyConnection(const QString &path);
    ~ReadOnlyConnection();
    ReadOnlyConnection(const ReadOnlyConnection &) = delete;
    ReadOnlyConnection &operator=(const ReadOnlyConnection &) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }
    // Why the file could not be opened; empty when it was.
    QString error() const { return m_error; }

private:
    QString m_name;
    QString m_error;
};

} // namespace Lectern::Storage
