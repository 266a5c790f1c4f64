// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/accelerators.h"

namespace Lectern::Desktop {

QString removeAcceleratorMarker(const QString &text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != u'&') {
            plain.append(text[i]);
            continue;
        }
        const bool hasNext = i + 1 < text.size();
        if (hasNext && text[i + 1] == u'&') {
            plain.append(u'&'); // an escaped, literal ampersand
            ++i;
        } else if (hasNext && plain.endsWith(u'(') && i + 2 < text.size() && text[i + 2] == u')') {
            // "(&U)": the key is only there for the marker, so the whole group goes, with the
            // space some translations put before it.
            plain.chop(1);
            while (plain.endsWith(u' '))
                plain.chop(1);
            i += 2;
        }
        // Otherwise a lone marker, dropped.
    }
    return plain;
}

} // namespace Lectern::Desktop
