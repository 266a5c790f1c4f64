// SPDX-License-Identifier: GPL-3.0-or-later
#include "delayproxy.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QQueue>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace Lectern::Bench {
namespace {

// One direction of a connection: what arrives on from is written to to oneWayMs later, in order.
class DelayedPipe : public QObject
{
public:
    DelayedPipe(QTcpSocket *from, QTcpSocket *to, int oneWayMs, QObject *parent)
        : QObject(parent), m_from(from), m_to(to), m_delayMs(oneWayMs)
    {
        m_clock.start();
        m_timer.setSingleShot(true);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, &DelayedPipe::flush);
        connect(from, &QTcpSocket::readyRead, this, [this] {
            m_pending.enqueue({ m_clock.elapsed() + m_delayMs, m_from->readAll() });
            if (!m_timer.isActive())
                schedule();
        });
    }

private:
    void flush()
    {
        while (!m_pending.isEmpty() && m_pending.head().first <= m_clock.elapsed())
            m_to->write(m_pending.dequeue().second);
        schedule();
    }
    void schedule()
    {
        if (!m_pending.isEmpty())
            m_timer.start(int(std::max<qint64>(0, m_pending.head().first - m_clock.elapsed())));
    }

    QTcpSocket *m_from;
    QTcpSocket *m_to;
    int m_delayMs;
    QElapsedTimer m_clock;
    QTimer m_timer;
    QQueue<std::pair<qint64, QByteArray>> m_pending; // due time, bytes
};

// Lives on the proxy's thread: accepts connections and pipes each to the target.
class Forwarder : public QTcpServer
{
public:
    Forwarder(quint16 targetPort, int oneWayMs) : m_targetPort(targetPort), m_delayMs(oneWayMs)
    {
        connect(this, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *client = nextPendingConnection()) {
                client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
                auto *server = new QTcpSocket(client);
                server->setSocketOption(QAbstractSocket::LowDelayOption, 1);
                // Written before the server answered, bytes wait in the socket's buffer.
                server->connectToHost(QHostAddress::LocalHost, m_targetPort);
                new DelayedPipe(client, server, m_delayMs, client);
                new DelayedPipe(server, client, m_delayMs, client);
                // Either side closing ends both; the client owns the rest.
                connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
                connect(server, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
                connect(client, &QTcpSocket::disconnected, server, &QTcpSocket::disconnectFromHost);
            }
        });
    }

private:
    quint16 m_targetPort;
    int m_delayMs;
};

} // namespace

DelayProxy::DelayProxy(quint16 targetPort, int oneWayMs)
{
    m_thread.setObjectName(QStringLiteral("DelayProxy"));
    m_thread.start();
    auto *forwarder = new Forwarder(targetPort, oneWayMs);
    forwarder->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, forwarder, &QObject::deleteLater);
    QMetaObject::invokeMethod(
        forwarder,
        [this, forwarder] {
            if (forwarder->listen(QHostAddress::LocalHost))
                m_port = forwarder->serverPort();
        },
        Qt::BlockingQueuedConnection);
}

DelayProxy::~DelayProxy()
{
    m_thread.quit();
    m_thread.wait();
}

} // namespace Lectern::Bench
