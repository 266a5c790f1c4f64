// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/contentkey.h"

#include <QCryptographicHash>

namespace Lectern::Text {

QString contentKey(const QString &abstract)
{
    QString normal = abstract.normalized(QString::NormalizationForm_KC).toCaseFolded();
    // Emphasis is formatting: **bold**, *italic*, __strong__ and _em_ words are the plain words.
    normal.remove(u'*');
    normal.remove(u'_');
    normal = normal.simplified();
    return QString::fromLatin1(QCryptographicHash::hash(normal.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace Lectern::Text
