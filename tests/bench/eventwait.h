// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

namespace Lectern::Bench {

// Runs the event loop until done() or the timeout; false on timeout. The thread sleeps between
// events, as a window's does: a loop that polls instead keeps one of the machine's cores busy,
// which the searches and the server being measured then lack. A fast timer wakes it for what
// other threads change without posting an event.
template<typename Done>
bool waitUntil(Done done, int timeoutMs)
{
    QTimer wake;
    wake.setTimerType(Qt::PreciseTimer);
    wake.start(1);
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

} // namespace Lectern::Bench
