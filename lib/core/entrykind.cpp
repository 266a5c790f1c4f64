// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/entrykind.h"

namespace Lectern {
namespace {

// BibTeX, RIS, CSL-JSON, Crossref, OpenAlex, Web of Science (PT) and MEDLINE (PT) words.
constexpr const char *articles[] = { "article",
    "jour",
    "ejour",
    "jfull",
    "mgzn",
    "article-journal",
    "article-magazine",
    "journal-article",
    "journal article",
    "review",
    "j" };
constexpr const char *conferencePapers[] = {
    "inproceedings", "conference", "conf", "cpaper", "paper-conference", "proceedings-article", "c"
};
constexpr const char *books[] = { "book", "ebook", "edbook", "monograph", "b" };
constexpr const char *chapters[] = { "incollection", "inbook", "chap", "echap", "chapter", "book-chapter" };
constexpr const char *theses[] = { "phdthesis", "mastersthesis", "thes", "thesis", "dissertation" };
constexpr const char *reports[] = { "techreport", "rprt", "report" };
constexpr const char *preprints[] = { "preprint", "posted-content", "unpublished" };

const EntryKindInfo kinds[] = {
    { EntryKind::Article, "article", articles },
    { EntryKind::Conference, "conference", conferencePapers },
    { EntryKind::Book, "book", books },
    { EntryKind::Chapter, "chapter", chapters },
    { EntryKind::Thesis, "thesis", theses },
    { EntryKind::Report, "report", reports },
    { EntryKind::Preprint, "preprint", preprints },
};

} // namespace

std::span<const EntryKindInfo> entryKinds()
{
    return kinds;
}

std::optional<EntryKind> entryKindOf(QStringView sourceType)
{
    const QStringView type = sourceType.trimmed();
    for (const EntryKindInfo &info : kinds) {
        for (const char *word : info.sourceTypes) {
            if (type.compare(QLatin1StringView(word), Qt::CaseInsensitive) == 0)
                return info.kind;
        }
    }
    return std::nullopt;
}

const EntryKindInfo *findEntryKind(QStringView name)
{
    for (const EntryKindInfo &info : kinds) {
        if (name.compare(QLatin1StringView(info.name), Qt::CaseInsensitive) == 0)
            return &info;
    }
    return nullptr;
}

} // namespace Lectern
