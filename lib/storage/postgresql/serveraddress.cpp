// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/serveraddress.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <libpq-fe.h>

#include <memory>
#include <vector>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::ServerAddress)
};

// How long connecting may take before the server is said to be unreachable: libpq would wait
// for the system's TCP timeout, minutes.
constexpr int ConnectTimeoutSeconds = 10;

// Quoted as a libpq connection string wants a value.
QString quoted(QString value)
{
    value.replace(u'\\', QStringLiteral("\\\\"));
    value.replace(u'\'', QStringLiteral("\\'"));
    return u'\'' + value + u'\'';
}

} // namespace

std::optional<ServerAddress> ServerAddress::parse(const QString &uri, QString *error)
{
    char *message = nullptr;
    const std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)> parsed(
        PQconninfoParse(uri.toUtf8().constData(), &message), &PQconninfoFree);
    if (!parsed) {
        if (error) {
            *error = Tr::tr("%1 is not a PostgreSQL address: %2")
                         .arg(uri, message ? QString::fromUtf8(message).trimmed() : Tr::tr("out of memory"));
        }
        PQfreemem(message);
        return std::nullopt;
    }
    ServerAddress address;
    for (const PQconninfoOption *option = parsed.get(); option->keyword; ++option) {
        if (!option->val)
            continue;
        const QString keyword = QString::fromUtf8(option->keyword);
        const QString value = QString::fromUtf8(option->val);
        bool isNumber = false;
        if (keyword == u"dbname") {
            address.database = value;
        } else if (keyword == u"host") {
            address.host = value;
        } else if (keyword == u"port" && (value.toInt(&isNumber), isNumber)) {
            address.port = value.toInt();
        } else if (keyword == u"user") {
            address.user = value;
        } else if (keyword == u"password") {
            address.password = value;
        } else if (value.contains(u';')) {
            // Qt turns every ";" of the connect options into a space.
            if (error)
                *error = Tr::tr("%1: the value of %2 may not hold a semicolon.").arg(uri, keyword);
            return std::nullopt;
        } else {
            address.options.append({ keyword, value });
        }
    }
    address.setDefault(QStringLiteral("connect_timeout"), QString::number(ConnectTimeoutSeconds));
    return address;
}

void ServerAddress::setDefault(const QString &keyword, const QString &value)
{
    for (const auto &[name, given] : std::as_const(options)) {
        if (name == keyword)
            return;
    }
    options.append({ keyword, value });
}

void ServerAddress::applyTo(QSqlDatabase &connection) const
{
    QStringList parameters;
    for (const auto &[keyword, value] : options)
        parameters.append(keyword + u'=' + quoted(value));
    connection.setDatabaseName(database);
    connection.setHostName(host);
    connection.setPort(port);
    connection.setUserName(user);
    connection.setPassword(password);
    connection.setConnectOptions(parameters.join(u' '));
}

void LibpqFinish::operator()(pg_conn *connection) const
{
    PQfinish(connection);
}

LibpqConnection ServerAddress::connect() const
{
    QList<std::pair<QByteArray, QByteArray>> parameters;
    const auto add = [&parameters](const char *keyword, const QString &value) {
        if (!value.isEmpty())
            parameters.append({ QByteArray(keyword), value.toUtf8() });
    };
    add("dbname", database);
    add("host", host);
    add("port", port > 0 ? QString::number(port) : QString());
    add("user", user);
    add("password", password);
    for (const auto &[keyword, value] : options)
        parameters.append({ keyword.toUtf8(), value.toUtf8() });
    std::vector<const char *> keywords;
    std::vector<const char *> values;
    for (const auto &[keyword, value] : std::as_const(parameters)) {
        keywords.push_back(keyword.constData());
        values.push_back(value.constData());
    }
    keywords.push_back(nullptr);
    values.push_back(nullptr);
    return LibpqConnection(PQconnectdbParams(keywords.data(), values.data(), 0));
}

QString ServerAddress::name() const
{
    const QString server = host.isEmpty() || host.startsWith(u'/') ? Tr::tr("this computer") : host;
    return Tr::tr("%1 on %2").arg(database.isEmpty() ? user : database, server);
}

} // namespace Lectern::Storage::Postgresql
