// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>

namespace Lectern {

// An embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): a character that changes
// the direction of the text around it, so that a name can show as something else than it is.
bool isDirectionControl(QChar c);

} // namespace Lectern
