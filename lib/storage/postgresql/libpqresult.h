// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlRecord>
#include <QSqlResult>

#include <memory>

struct pg_conn;
struct pg_result;

namespace Lectern::Storage::Postgresql {

// A prepared statement of a team library, sent with its values in one round trip (libpq's
// PQsendQueryParams). Qt's driver prepares each statement on the server: PREPARE, EXECUTE, and
// DEALLOCATE when the query is gone, three round trips where a network makes each one a wait
// (the detail pane's six reads took 0.9 s behind 50 ms of round trip). The server infers the
// values' types from the statement as it does for PREPARE, and plans the statement for its
// values each time. A forward-only prepared query is read in chunks of rows as they come, as
// Qt's driver reads one row at a time; any other query, and statements run as they are (which
// may be several), is read whole, so that another statement on the connection may run while it
// is read.
class LibpqResult final : public QSqlResult
{
public:
    explicit LibpqResult(const QSqlDriver *driver);
    ~LibpqResult() override;

protected:
    bool prepare(const QString &query) override;
    bool exec() override;
    bool reset(const QString &query) override;
    QVariant data(int field) override;
    bool isNull(int field) override;
    bool fetch(int row) override;
    bool fetchNext() override;
    bool fetchFirst() override;
    bool fetchLast() override;
    int size() override;
    int numRowsAffected() override;
    QSqlRecord record() const override;
    void detachFromResultSet() override;

private:
    using Result = std::unique_ptr<pg_result, void (*)(pg_result *)>;

    bool send(const QString &sql, const QVariantList &values, bool withValues);
    bool take(Result result);
    bool fail(const pg_result *result);
    // Whether this result's rows are the ones still coming on the connection.
    bool isStreaming() const;
    // Reads the rest of this result's rows, if they are still coming, unread.
    void endStream();
    pg_conn *connection() const;

    QString m_sql; // with numbered placeholders
    Result m_rows;
    int m_firstRow = 0; // at() of m_rows's first row
    bool m_chunked = false; // a forward-only query whose last chunk was not read yet
    int m_affected = 0;
};

} // namespace Lectern::Storage::Postgresql
