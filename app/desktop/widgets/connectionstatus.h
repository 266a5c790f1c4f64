// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace Lectern::Desktop {

// In the status bar, how the library answers: nothing while all is well; "Waiting for lectern on
// db.lab…" while a read or write has waited a while for it; "The connection to lectern on db.lab
// was lost." with a button for the reconnect action once a statement found it gone.
class ConnectionStatus : public QWidget
{
    Q_OBJECT

public:
    explicit ConnectionStatus(QWidget *parent = nullptr);

    // File → Reconnect, enabled while the connection is lost; the window opens the library again.
    QAction *reconnectAction() const { return m_reconnectAction; }

    // A new library: nothing to say yet. name: as the window names it.
    void setLibrary(const QString &name);
    void setWaiting(bool waiting);
    // message: what the statement that found it said, for the tooltip.
    void setLost(const QString &message);
    bool isLost() const { return m_lost; }
    QString text() const;

private:
    void showState();

    QString m_library;
    bool m_waiting = false;
    bool m_lost = false;
    QAction *m_reconnectAction;
    QLabel *m_label;
    QToolButton *m_reconnect;
};

} // namespace Lectern::Desktop
