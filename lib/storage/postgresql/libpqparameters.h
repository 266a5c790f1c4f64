// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSqlError>
#include <QString>
#include <QVariantList>

#include <optional>
#include <vector>

struct pg_conn;
struct pg_result;

namespace Lectern::Storage::Postgresql {

// A statement's values as libpq's PQsendQueryParams takes them: text, with each value's type
// left for the server to infer from the statement (as it does for a statement Qt's driver
// prepares), bytes sent as they are, SQL's NULL as no value.
class LibpqParameters
{
public:
    // Throws StorageError for a value of a type no statement of Lectern's binds.
    explicit LibpqParameters(const QVariantList &values);

    // Sends sql (with numbered placeholders) with these values on the connection, its rows as
    // text; false when it could not be sent (the connection's error says why).
    bool send(pg_conn *connection, const QByteArray &sql) const;

private:
    std::vector<std::optional<QByteArray>> m_values;
    std::vector<const char *> m_pointers;
    std::vector<int> m_lengths;
    std::vector<int> m_formats; // 0 text, 1 bytes
};

// sql with Qt's positional placeholders (?) numbered as the server reads them ($1, $2, …);
// a question mark in a quoted text or name is left as it is. Comments and dollar-quoted text are
// not looked into: Lectern's statements have none.
QString numberedPlaceholders(const QString &sql);

// Reads what is left of the connection's statement's answer, so that it takes the next one.
void drain(pg_conn *connection);

// The server's error as Qt's errors say it: its message and its SQLSTATE as the native code.
// Without a result, the connection's own message (a connection that was lost).
QSqlError libpqError(pg_conn *connection, const pg_result *result);

} // namespace Lectern::Storage::Postgresql
