// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Text {

// A stable key for deduplication: the same abstract gives the same key whatever its
// whitespace, letter case, Unicode normalisation form or Markdown emphasis.
QString contentKey(const QString &abstract);

} // namespace Lectern::Text
