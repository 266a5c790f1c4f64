// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QThread>

namespace Lectern::Bench {

// A TCP proxy on loopback that holds every byte back for a fixed time in each direction, as a
// server far away would: `lectern-bench --engine postgresql` measures the window behind it, for
// issue 30's "no GUI-thread stall over 50 ms with 50 ms of added round-trip latency". Forwards on
// a thread of its own, so that the thread being measured never does the proxy's work.
class DelayProxy
{
public:
    // Listens on a free port of 127.0.0.1 and forwards each connection to 127.0.0.1:targetPort,
    // delaying each direction by oneWayMs (a round trip gains twice that).
    DelayProxy(quint16 targetPort, int oneWayMs);
    ~DelayProxy();
    DelayProxy(const DelayProxy &) = delete;
    DelayProxy &operator=(const DelayProxy &) = delete;

    // 0 when it could not listen.
    quint16 port() const { return m_port; }

private:
    QThread m_thread;
    quint16 m_port = 0;
};

} // namespace Lectern::Bench
