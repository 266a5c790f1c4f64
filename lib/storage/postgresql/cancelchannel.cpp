// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/cancelchannel.h"

#include <QHash>

#include <libpq-fe.h>

namespace Lectern::Storage::Postgresql {

std::shared_ptr<CancelChannel> CancelChannel::of(const QString &uri)
{
    static std::mutex openedMutex;
    static QHash<QString, std::weak_ptr<CancelChannel>> opened;
    const std::lock_guard lock(openedMutex);
    if (auto channel = opened.value(uri).lock())
        return channel;
    auto address = ServerAddress::parse(uri, nullptr);
    if (!address)
        return nullptr;
    address->setDefault(QStringLiteral("fallback_application_name"), QStringLiteral("Lectern (cancel)"));
    LibpqConnection connection = address->connect();
    if (!connection || PQstatus(connection.get()) != CONNECTION_OK)
        return nullptr;
    auto channel = std::make_shared<CancelChannel>(std::move(connection));
    opened.insert(uri, channel);
    return channel;
}

bool CancelChannel::cancel(int backendPid)
{
    const std::lock_guard lock(m_mutex);
    const QByteArray pid = QByteArray::number(backendPid);
    const char *values[] = { pid.constData() };
    const std::unique_ptr<PGresult, decltype(&PQclear)> result(
        PQexecParams(
            m_connection.get(), "SELECT pg_cancel_backend($1::integer)", 1, nullptr, values, nullptr, nullptr, 0),
        &PQclear);
    // Not made again when the server dropped it: that would keep every other reader's cancel
    // waiting for a server that may be gone.
    return PQresultStatus(result.get()) == PGRES_TUPLES_OK;
}

} // namespace Lectern::Storage::Postgresql
