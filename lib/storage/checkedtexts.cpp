// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/checkedtexts.h"

#include <QCoreApplication>

#include <algorithm>

namespace Lectern::Storage {

const QList<CheckedText> &checkedTexts()
{
    static const QList<CheckedText> all = {
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the title or abstract of paper %1"),
            QStringLiteral("papers"),
            QStringLiteral("id"),
            { QStringLiteral("title"), QStringLiteral("abstract") },
            7 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the note on paper %1"),
            QStringLiteral("notes"),
            QStringLiteral("paper_id"),
            { QStringLiteral("body") },
            7 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a highlight of paper %1"),
            QStringLiteral("highlights"),
            QStringLiteral("paper_id"),
            { QStringLiteral("start"), QStringLiteral("\"end\""), QStringLiteral("comment") },
            7 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a decision on paper %1"),
            QStringLiteral("review_decisions"),
            QStringLiteral("paper_id"),
            { QStringLiteral("reviewer"), QStringLiteral("verdict"), QStringLiteral("reason"), QStringLiteral("note") },
            7 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the name of tag %1"),
            QStringLiteral("tags"),
            QStringLiteral("id"),
            { QStringLiteral("name") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the name or description of reading list %1"),
            QStringLiteral("reading_lists"),
            QStringLiteral("id"),
            { QStringLiteral("name"), QStringLiteral("description") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the name or query of saved search %1"),
            QStringLiteral("saved_searches"),
            QStringLiteral("id"),
            { QStringLiteral("name"), QStringLiteral("query") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "an author's name of paper %1"),
            QStringLiteral("paper_authors"),
            QStringLiteral("paper_id"),
            { QStringLiteral("family"), QStringLiteral("given") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the name, question or criteria of review %1"),
            QStringLiteral("reviews"),
            QStringLiteral("id"),
            { QStringLiteral("name"),
                QStringLiteral("question"),
                QStringLiteral("inclusion_criteria"),
                QStringLiteral("exclusion_criteria") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a keyword of paper %1"),
            QStringLiteral("paper_keywords"),
            QStringLiteral("paper_id"),
            { QStringLiteral("keyword") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a field of paper %1's record"),
            QStringLiteral("paper_fields"),
            QStringLiteral("paper_id"),
            { QStringLiteral("name"), QStringLiteral("value") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a link of paper %1"),
            QStringLiteral("links"),
            QStringLiteral("paper_id"),
            { QStringLiteral("url") },
            24 },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a reason or keyword of review %1"),
            QStringLiteral("review_terms"),
            QStringLiteral("review_id"),
            { QStringLiteral("text") },
            24 },
    };
    return all;
}

QStringList checkedFields(const QString &table)
{
    const QList<CheckedText> &all = checkedTexts();
    const auto found =
        std::find_if(all.cbegin(), all.cend(), [&table](const CheckedText &checked) { return checked.table == table; });
    return found == all.cend() ? QStringList() : found->fields;
}

} // namespace Lectern::Storage
