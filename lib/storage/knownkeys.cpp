// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/knownkeys.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "text/identity.h"

#include <QSqlQuery>

namespace Lectern::Storage {

KnownKeys::KnownKeys(const Database &database)
{
    // One look in the key index per kind: the first key after the kinds found so far.
    QSqlQuery next(database.connection());
    prepareOrThrow(next, QStringLiteral("SELECT key FROM paper_keys WHERE key > ? ORDER BY key LIMIT 1"));
    QString after = QStringLiteral(""); // not a null string, which would be bound as NULL
    for (;;) {
        next.addBindValue(after);
        execOrThrow(next);
        if (!next.next())
            break;
        const QString key = next.value(0).toString();
        next.finish();
        const QString kind = Text::keyKind(key).toString();
        m_kinds.append(kind);
        // Past every key of this kind: ';' sorts right after ':'. A key without a kind is passed alone.
        after = kind.isEmpty() ? key : kind + u';';
    }
}

bool KnownKeys::mayHold(const QString &key) const
{
    return m_kinds.contains(Text::keyKind(key)) || m_added.contains(qHash(key));
}

void KnownKeys::add(const QString &key)
{
    m_added.insert(qHash(key));
}

} // namespace Lectern::Storage
