// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Lectern::Storage {

// Where a library is: a file (SQLite, the default) or a database on a server, named by a URI
// whose scheme names the engine ("postgresql://ann@db.lab/lectern"). What the window, the command
// line and every store are given instead of a path, so that none of them knows an engine.
class Location
{
public:
    Location() = default;
    static Location file(const QString &path);

    // What a user wrote (--db, --library, a recent library): a URI of a scheme an engine knows
    // ("postgres://" is PostgreSQL's other spelling), else a file path. A URI of any other
    // scheme ("postgresq://", "mysql://") is refused with one sentence in error, so that a typo
    // never becomes a file of that name.
    static std::optional<Location> parse(const QString &text, QString *error);

    bool isEmpty() const { return m_text.isEmpty(); }
    bool isFile() const { return m_scheme.isEmpty(); }
    // The engine's scheme ("postgresql"); empty for a file.
    QString scheme() const { return m_scheme; }
    // The file's path; empty for a server.
    QString filePath() const { return isFile() ? m_text : QString(); }
    // The URI as given, password included, for connecting; empty for a file.
    QString uri() const { return isFile() ? QString() : m_text; }
    // The location without a password, as it is shown and remembered: Lectern never writes a
    // password down.
    QString toString() const;
    // A shorter name for a window's title and menus: a file's path, or the database and its
    // server ("lectern on db.lab"), without the user, port or options.
    QString displayName() const;

    // The same library: for files, the same file however its path is written.
    bool isSameAs(const Location &other) const;

    friend bool operator==(const Location &, const Location &) = default;

private:
    Location(QString scheme, QString text) : m_scheme(std::move(scheme)), m_text(std::move(text)) { }

    QString m_scheme;
    QString m_text;
};

} // namespace Lectern::Storage
