// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>

class QWidget;

namespace Lectern::Desktop {

// Lets Esc and the platform's Close key (Ctrl+W) close a window of its own, as they close a
// dialog or a document: the screening and the results windows.
void closeWithStandardKeys(QWidget *window);
QList<QKeySequence> standardCloseKeys();

} // namespace Lectern::Desktop
