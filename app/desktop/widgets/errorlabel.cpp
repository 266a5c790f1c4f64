// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/errorlabel.h"

namespace Lectern::Desktop {

QLabel *createErrorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xd9, 0x4f, 0x4f));
    label->setPalette(palette);
    label->hide();
    return label;
}

} // namespace Lectern::Desktop
