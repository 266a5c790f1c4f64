// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace Lectern::Bench {

// Text too long to lay out as it is (issue 35, item 8): how long the detail pane takes to show a
// paper whose abstract is one unbroken word, a run of escaped entities without a space, or
// ordinary words, of 36,000 and of 360,000 characters, and the export dialog to show its
// preview of it; and the ratio of the two sizes, which is 10 where showing is linear.
QJsonObject runLongTextPhase();

} // namespace Lectern::Bench
