// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"

#include "storage/engine.h"
#include "storage/sqlerror.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QStandardPaths>
#include <QUuid>

namespace Lectern::Storage {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("lectern-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Database::Database(Location location) : Database(std::move(location), QString()) { }

Database::Database(Location location, QString origin)
    : m_location(std::move(location))
    , m_engine(&Engine::of(m_location))
    , m_connectionName(uniqueConnectionName())
    , m_origin(origin.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : std::move(origin))
{
}

Database::~Database()
{
    QSqlDatabase::database(m_connectionName, false).close();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Location Database::defaultLocation()
{
    return Location::file(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/library.sqlite"));
}

bool Database::exists(const Location &location)
{
    return Engine::of(location).exists(location);
}

bool Database::needsUpgrade(const Location &location)
{
    return Engine::of(location).needsUpgrade(location);
}

Database::State Database::stateOf(const Location &location)
{
    return Engine::of(location).state(location);
}

bool Database::isReadOnlyHere(const Location &location)
{
    return Engine::of(location).isReadOnlyHere(location);
}

bool Database::wantsPassword(const Location &location)
{
    return Engine::of(location).wantsPassword(location);
}

bool Database::open(Access access)
{
    m_open = m_engine->open(m_connectionName, m_location, access, &m_error);
    return m_open;
}

bool Database::isOpen() const
{
    return m_open;
}

QString Database::errorString() const
{
    return m_error;
}

const Dialect &Database::dialect() const
{
    return m_engine->dialect();
}

QString Database::login() const
{
    return m_engine->login(*this);
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    return m_engine->schemaVersion(connection());
}

void Database::setStaleCheck(std::function<bool()> isStale)
{
    m_isStale = std::move(isStale);
}

void Database::throwIfStale() const
{
    if (m_isStale && m_isStale())
        throw StorageError(Tr::tr("A newer request made this one stale."), StorageError::Kind::Interrupted);
}

} // namespace Lectern::Storage
