// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/closeshortcuts.h"

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace Lectern::Desktop {

void closeWithStandardKeys(QWidget *window)
{
    auto *close = new QAction(window);
    close->setShortcuts(standardCloseKeys());
    close->setShortcutContext(Qt::WindowShortcut);
    QObject::connect(close, &QAction::triggered, window, &QWidget::close);
    window->addAction(close);
}

QList<QKeySequence> standardCloseKeys()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Close);
    keys.append(QKeySequence(Qt::Key_Escape));
    return keys;
}

} // namespace Lectern::Desktop
