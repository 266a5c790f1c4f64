// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/query.h"

#include <QCoreApplication>

namespace Lectern::Search {

Query Query::parse(const QString &text, Typing typing)
{
    Query query;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text[i].isSpace()) {
            ++i;
            continue;
        }
        Term term;
        if (text[i] == u'-' && i + 1 < n && !text[i + 1].isSpace()) {
            term.negated = true;
            ++i;
        }
        if (text[i] == u'"') {
            const qsizetype close = text.indexOf(u'"', i + 1);
            if (close < 0) {
                query.m_error = QCoreApplication::translate("Query", "unclosed quote at column %1").arg(i + 1);
                query.m_errorColumn = static_cast<int>(i + 1);
                query.m_terms.clear();
                return query;
            }
            term.text = text.mid(i + 1, close - i - 1);
            term.phrase = true;
            i = close + 1;
        } else {
            const qsizetype start = i;
            while (i < n && !text[i].isSpace() && text[i] != u'"')
                ++i;
            term.text = text.mid(start, i - start);
        }
        if (!term.text.trimmed().isEmpty())
            query.m_terms.append(term);
    }
    // Only a word still being typed grows: not a phrase, and not once a space follows it.
    if (typing == Typing::InProgress && !query.m_terms.isEmpty() && !query.m_terms.last().phrase &&
        !text.back().isSpace())
        query.m_terms.last().prefix = true;
    return query;
}

} // namespace Lectern::Search
