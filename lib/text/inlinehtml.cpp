// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/inlinehtml.h"

#include <QRegularExpression>

namespace Lectern::Text {

QString markupFromInlineTags(const QString &title)
{
    if (!title.contains(u'<'))
        return title;
    // An element of the set, with no tag inside it; nested ones are taken inside out.
    static const QRegularExpression element(
        QStringLiteral("<(i|em|b|strong|sub|sup)>([^<>]+)</\\1>"), QRegularExpression::CaseInsensitiveOption);
    QString text = title;
    for (;;) {
        const QRegularExpressionMatch match = element.match(text);
        if (!match.hasMatch())
            return text;
        const QString name = match.captured(1).toLower();
        const QString content = match.captured(2);
        QString markup;
        if (name == u"i" || name == u"em")
            markup = u'*' + content.trimmed() + u'*';
        else if (name == u"b" || name == u"strong")
            markup = QStringLiteral("**") + content.trimmed() + QStringLiteral("**");
        else {
            // One character needs no group: "H$_2$O", as TeX writers write it.
            const QString script = content.trimmed();
            const QString group = script.size() == 1 ? script : u'{' + script + u'}';
            markup = (name == u"sub" ? QStringLiteral("$_") : QStringLiteral("$^")) + group + u'$';
        }
        text.replace(match.capturedStart(), match.capturedLength(), markup);
    }
}

} // namespace Lectern::Text
