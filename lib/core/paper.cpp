// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/paper.h"

namespace Lectern {

// The names are the query language's and the exports' (stable, not translated).
QString statusName(ReadingStatus status)
{
    switch (status) {
    case ReadingStatus::Unread:
        return QStringLiteral("unread");
    case ReadingStatus::Reading:
        return QStringLiteral("reading");
    case ReadingStatus::Read:
        return QStringLiteral("read");
    }
    return {};
}

} // namespace Lectern
