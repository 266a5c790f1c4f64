// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/connectionstatus.h"

#include "widgets/accelerators.h"
#include "widgets/plaintext.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Lectern::Desktop {

ConnectionStatus::ConnectionStatus(QWidget *parent)
    : QWidget(parent)
    , m_reconnectAction(new QAction(tr("Re&connect"), this))
    , m_label(new QLabel(this))
    , m_reconnect(new QToolButton(this))
{
    m_reconnectAction->setToolTip(tr("Open the library again, once its server answers"));
    // The library's name comes from the user: shown as written, never as markup.
    m_label->setTextFormat(Qt::PlainText);
    m_reconnect->setDefaultAction(m_reconnectAction);
    m_reconnect->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_reconnect);
    showState();
}

void ConnectionStatus::setLibrary(const QString &name)
{
    m_library = name;
    m_waiting = false;
    m_lost = false;
    setToolTip({});
    showState();
}

void ConnectionStatus::setWaiting(bool waiting)
{
    m_waiting = waiting;
    showState();
}

void ConnectionStatus::setLost(const QString &message)
{
    m_lost = true;
    setToolTip(plainToRichText(message));
    showState();
}

QString ConnectionStatus::text() const
{
    return isHidden() ? QString() : m_label->text();
}

void ConnectionStatus::showState()
{
    if (m_lost)
        m_label->setText(tr("The connection to %1 was lost.").arg(m_library));
    else if (m_waiting)
        m_label->setText(tr("Waiting for %1…").arg(m_library));
    m_reconnectAction->setEnabled(m_lost);
    m_reconnect->setVisible(m_lost);
    // The button's text without its mnemonic, as a toolbar shows it.
    m_reconnect->setText(removeAcceleratorMarker(m_reconnect->defaultAction()->text()));
    setVisible(m_lost || m_waiting);
}

} // namespace Lectern::Desktop
