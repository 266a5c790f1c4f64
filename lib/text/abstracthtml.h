// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Text {

// The abstract as rich text for a QTextBrowser: one <p> per line, web addresses as links,
// and every other character escaped, so text such as <img src=…> shows literally.
QString abstractToHtml(const QString &abstract);

} // namespace Lectern::Text
