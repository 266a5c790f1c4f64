// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QJsonObject>

namespace Lectern::Bench {

// Reading status, rating and star are each member's own rows (issue 31), read through a join or
// a subquery of the member's rows: how long the first page of the sidebar's Unread and Starred,
// of status: and of a sort by status or rating takes, and the Unread count, with a tenth of the
// papers read, a twentieth rated and a fiftieth starred. Milliseconds, median of five.
QJsonObject runReadingPhase(const Storage::Location &library);

} // namespace Lectern::Bench
