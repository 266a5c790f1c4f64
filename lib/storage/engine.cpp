// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/engine.h"

#include "storage/dialect.h"

#include "storage/fulltextindex.h"
#include "storage/idselect.h"
#include "storage/librarycare.h"
#include "storage/location.h"
#include "storage/members.h"
#include "storage/postgresql/postgresqlengine.h"
#include "storage/sqlite/sqliteengine.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlDriver>

#include <array>

namespace Lectern::Storage {
namespace {

// Every engine a library can live on; the first keeps files. A new engine is a folder of its
// own and a line here.
std::array<const Engine *, 2> engines()
{
    return { &Sqlite::engine(), &Postgresql::engine() };
}

// "scheme://", as RFC 3986 spells a scheme. A Windows path ("C:\…") has no "//" after its colon.
const QRegularExpression &schemePattern()
{
    // Anything before "://" that holds no slash: "rk?l://" is a mistyped address too, never a
    // folder named "rk?l:".
    static const QRegularExpression pattern(QStringLiteral("^([^/]+)://"));
    return pattern;
}

} // namespace

const Engine &Engine::of(const Location &location)
{
    if (const Engine *engine = ofScheme(location.scheme()))
        return *engine;
    return *engines().front();
}

const Engine *Engine::ofScheme(const QString &scheme)
{
    for (const Engine *engine : engines()) {
        if (engine->scheme() == scheme)
            return engine;
    }
    return nullptr;
}

const Engine &Engine::of(const QSqlDriver *driver)
{
    for (const Engine *engine : engines()) {
        if (driver && engine->dbmsType() == driver->dbmsType())
            return *engine;
    }
    return *engines().front();
}

QSqlResult *Engine::preparedStatement(const QSqlDriver *) const
{
    return nullptr;
}

std::unique_ptr<MemberAdmin> Engine::members(const Database &) const
{
    return nullptr;
}

QString Engine::login(const Database &) const
{
    return {};
}

Database::State Engine::state(const Location &location) const
{
    Database::State state;
    state.exists = exists(location);
    if (state.exists) {
        state.needsUpgrade = needsUpgrade(location);
        state.damage = LibraryCare::of(location).knownDamage(location);
    }
    return state;
}

bool Engine::isReadOnlyHere(const Location &) const
{
    return false;
}

bool Engine::hasMoved(const QSqlDatabase &) const
{
    return false;
}

QStringList Engine::filesWrittenByCommits(const QSqlDatabase &) const
{
    return {};
}

void Engine::foldJournal(const QSqlDatabase &) const { }

// A row at a time: in the same process that costs as little as any other way (a file).
QList<qint64> Engine::readIds(
    const Database &database, const QString &select, const QVariantList &values, IdOrder) const
{
    return selectIds(database, select, values);
}

bool Engine::seesBlindDecisions(const Database &) const
{
    return false;
}

bool Engine::wantsPassword(const Location &) const
{
    return false;
}

QString Engine::displayName(const Location &location) const
{
    return location.toString();
}

Location Location::file(const QString &path)
{
    return Location(QString(), path);
}

std::optional<Location> Location::parse(const QString &text, QString *error)
{
    const QRegularExpressionMatch scheme = schemePattern().match(text);
    if (!scheme.hasMatch())
        return file(text);
    QString name = scheme.captured(1).toLower();
    if (name == u"postgres")
        name = QStringLiteral("postgresql");
    if (!Engine::ofScheme(name)) {
        if (error) {
            *error = QCoreApplication::translate("Lectern::Storage",
                "%1 is not a library: Lectern opens a file, or a PostgreSQL database named by a "
                "postgresql:// address.")
                         .arg(text);
        }
        return std::nullopt;
    }
    return Location(name, text);
}

bool Location::isSameAs(const Location &other) const
{
    if (isFile() != other.isFile())
        return false;
    return isFile() ? QFileInfo(m_text) == QFileInfo(other.m_text) : m_text == other.m_text;
}

QString Location::toString() const
{
    if (isFile())
        return m_text;
    // scheme://user:password@host…: the password goes, the rest stays as written.
    static const QRegularExpression password(QStringLiteral("^([^:/?#]+://[^:@/?#]*):[^@/?#]*@"));
    QString shown = m_text;
    shown.replace(password, QStringLiteral("\\1@"));
    static const QRegularExpression parameter(QStringLiteral("([?&])password=[^&]*&?"));
    shown.replace(parameter, QStringLiteral("\\1"));
    if (shown.endsWith(u'?') || shown.endsWith(u'&'))
        shown.chop(1);
    return shown;
}

QString Location::displayName() const
{
    return Engine::of(*this).displayName(*this);
}

QVariant Dialect::textList(const QStringList &texts)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(texts)).toJson(QJsonDocument::Compact));
}

const LibraryCare &LibraryCare::of(const Location &location)
{
    return Engine::of(location).care();
}

std::unique_ptr<FullTextIndex> FullTextIndex::of(const Database &database)
{
    return database.engine().fullTextIndex(database);
}

} // namespace Lectern::Storage
