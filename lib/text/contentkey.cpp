// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/contentkey.h"

#include <QCryptographicHash>

namespace Lectern::Text {

QString contentKey(const QString &abstract)
{
    QString normal = abstract.normalized(QString::NormalizationForm_KC).toCaseFolded();
    normal.remove(QStringLiteral("**"));
    normal = normal.simplified();
    return QString::fromLatin1(QCryptographicHash::hash(normal.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace Lectern::Text
