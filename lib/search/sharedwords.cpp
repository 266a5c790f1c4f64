// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/sharedwords.h"

#include "storage/database.h"
#include "storage/fulltextindex.h"
#include "storage/idselect.h"

#include <QStringList>
#include <QVariantList>

namespace Lectern::Search {

SharedWords::SharedWords(const Storage::Database &database) : m_database(database) { }

QList<PaperId> SharedWords::papersSharing(const QList<WeightedWord> &words, int limit) const
{
    const auto index = Storage::FullTextIndex::of(m_database);
    QStringList lists; // of each word's papers, with its weight
    QVariantList values;
    for (const WeightedWord &word : words) {
        const QString expression = index->expression({ word.word });
        if (expression.isEmpty())
            continue;
        lists.append(
            QStringLiteral("SELECT w.id, CAST(? AS DOUBLE PRECISION) AS weight FROM (%1) w").arg(index->matchingSql()));
        values << word.weight << expression;
    }
    if (lists.isEmpty())
        return {};
    values.append(limit);
    return Storage::selectIds(m_database,
        QStringLiteral("SELECT id FROM (%1) shared GROUP BY id ORDER BY sum(weight) DESC, id DESC LIMIT ?")
            .arg(lists.join(QStringLiteral(" UNION ALL "))),
        values);
}

} // namespace Lectern::Search
