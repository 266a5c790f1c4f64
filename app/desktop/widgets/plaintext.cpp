// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plaintext.h"

#include "core/bidi.h"

#include <QTextDocument>

namespace Lectern::Desktop {

QString cutForDisplay(const QString &text, qsizetype maxLength)
{
    if (text.size() <= maxLength)
        return text;
    const qsizetype cut = text.at(maxLength - 1).isHighSurrogate() ? maxLength - 1 : maxLength;
    return text.left(cut) + u'…';
}

QString plainToRichText(const QString &text)
{
    // Longer text is no longer read in a popup, and laying out megabytes would freeze the window.
    QString shown = cutForDisplay(text);
    shown.removeIf(isDirectionControl);
    return Qt::convertFromPlainText(shown, Qt::WhiteSpaceNormal);
}

QString withLiteralAmpersands(const QString &name)
{
    QString escaped = name;
    return escaped.replace(u'&', QStringLiteral("&&"));
}

} // namespace Lectern::Desktop
