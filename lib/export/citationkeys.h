// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>
#include <QSet>

namespace Lectern::Export {

// Gives each paper of one export a citation key no other paper of it has: the key it was imported
// with where that is a valid key, else family name, year and the first word of the title
// ("vaswani2017attention"). A key already given gets a letter ("…a", "…b"). The same papers in
// the same order get the same keys.
class CitationKeys
{
public:
    QString keyFor(const Paper &paper);

    // The key made from the paper's authors, year and title, without disambiguation.
    static QString generatedKey(const Paper &paper);
    // Whether BibTeX and biber read text as one key.
    static bool isValidKey(const QString &key);

private:
    QString unique(const QString &key);

    QSet<QString> m_used; // case-folded: BibTeX keys compare without case
    QHash<QString, int> m_suffixesTried; // by case-folded key
};

} // namespace Lectern::Export
