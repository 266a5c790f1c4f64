// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/viewportmessage.h"

#include "widgets/plaintext.h"

#include <QEvent>

namespace Lectern::Desktop {

ViewportMessage::ViewportMessage(QWidget *viewport) : QLabel(viewport)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    setForegroundRole(QPalette::PlaceholderText);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    viewport->installEventFilter(this);
    hide();
}

void ViewportMessage::showMessage(const QString &message)
{
    setText(cutForDisplay(message, 500));
    setVisible(!message.isEmpty());
    place();
}

bool ViewportMessage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        place();
    return QLabel::eventFilter(watched, event);
}

void ViewportMessage::place()
{
    const QRect room = parentWidget()->rect();
    const int margin = fontMetrics().height();
    const int width = room.width() - 2 * margin;
    setGeometry(room.left() + margin, room.top() + 2 * margin, std::max(width, 0), heightForWidth(std::max(width, 0)));
}

} // namespace Lectern::Desktop
