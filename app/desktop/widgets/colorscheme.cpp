// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/colorscheme.h"

namespace Lectern::Desktop {

QPalette darkPalette()
{
    const QColor window(0x2a, 0x2d, 0x32);
    const QColor base(0x1f, 0x21, 0x25);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor highlight(0x3d, 0x7a, 0xc4);
    QPalette palette(window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9d, 0xa3));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x7c, 0xb7, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xf0));
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return palette;
}

} // namespace Lectern::Desktop
