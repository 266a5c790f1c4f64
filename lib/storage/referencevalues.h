// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Lectern::Storage {

class Database;

// The values of a reference's fields the library holds, for completing what a reader types
// after author:, venue: or keyword:. Each list is read from an index in order, so a beginning
// costs a few rows whatever the size of the library.
class ReferenceValues
{
public:
    explicit ReferenceValues(const Database &database);

    // Up to limit distinct values beginning with prefix (any case), in alphabetical order.
    QStringList authors(const QString &prefix, int limit) const;
    QStringList venues(const QString &prefix, int limit) const;
    QStringList keywords(const QString &prefix, int limit) const;

private:
    QStringList values(const QString &column, const QString &table, const QString &prefix, int limit) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
