// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace Lectern::Storage {

class Database;

// Which identity keys ("pmid:123", "doi:10.1/x") a library may hold, told without asking it for
// each: a key may be there if the library held keys of its kind when this was made, or if it was
// added since. Most imports bring kinds the library has none of yet (the first PubMed file of a
// library, any import into a new one), and for them asking the library for every key was a tenth
// of the import's time. A key said to be absent is absent, one said to be there may not be, as
// long as nobody else adds keys meanwhile: make it inside the transaction that writes, and tell it
// every key written.
class KnownKeys
{
public:
    explicit KnownKeys(const Database &database);

    bool mayHold(const QString &key) const;
    void add(const QString &key);

private:
    QStringList m_kinds; // of the keys the library held: a few
    QSet<size_t> m_added; // hashes of the keys added since, which cost less memory than the keys
};

} // namespace Lectern::Storage
