// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/queryfields.h"

#include <QtGlobal>

namespace Lectern::Search {
namespace {

const QueryFieldInfo fields[] = {
    { QueryField::Title,
        "title",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Words or a \"phrase\" in the title"),
        "title:\"graph neural\"" },
    { QueryField::Abstract,
        "abstract",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Words or a \"phrase\" in the abstract"),
        "abstract:diffusion" },
    { QueryField::Note,
        "note",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Words or a \"phrase\" in your note"),
        "note:replicate" },
    { QueryField::Author,
        "author",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "An author's family name or full name; accents need not be typed"),
        "author:\"Ada Lovelace\"" },
    { QueryField::Tag,
        "tag",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Papers with the tag or a tag below it"),
        "tag:method/diffusion" },
    { QueryField::Status,
        "status",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Reading status: unread, reading or read"),
        "status:unread" },
    { QueryField::Rating,
        "rating",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Your rating from 0 to 5; also >=, >, <=, < or a range like 3..5"),
        "rating:>=4" },
    { QueryField::Starred,
        "starred",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Starred papers (yes) or the others (no)"),
        "starred:yes" },
    { QueryField::Year,
        "year",
        QT_TRANSLATE_NOOP(
            "Lectern::Search::Query", "Year of publication: a year, a range like 2020..2024, or >=, >, <=, <"),
        "year:2020..2024" },
    { QueryField::Venue,
        "venue",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "The venue, such as ICLR or NeurIPS"),
        "venue:ICLR" },
    { QueryField::Venue,
        "journal",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "The journal or other venue, as venue: does"),
        "journal:\"Nature Medicine\"" },
    { QueryField::Doi,
        "doi",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "The DOI, with or without https://doi.org/"),
        "doi:10.1038/nature14539" },
    { QueryField::Pmid, "pmid", QT_TRANSLATE_NOOP("Lectern::Search::Query", "The PubMed id"), "pmid:31978945" },
    { QueryField::Keyword,
        "keyword",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "A keyword the record was given"),
        "keyword:\"deep learning\"" },
    { QueryField::Type,
        "type",
        QT_TRANSLATE_NOOP("Lectern::Search::Query",
            "The kind of work: article, conference, book, chapter, thesis, report or preprint, or a "
            "format's own type"),
        "type:conference" },
    { QueryField::Collection,
        "collection",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "The collection; quote names with spaces"),
        "collection:\"ICLR 2025\"" },
    { QueryField::Has,
        "has",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Papers with a note, highlight, link or tag"),
        "has:note" },
    { QueryField::Added,
        "added",
        QT_TRANSLATE_NOOP("Lectern::Search::Query",
            "When the paper was added: a date (2026-01-31, 2026-01 or 2026), a range like "
            "2026-01-01..2026-03-31, or >=, >, <=, <"),
        "added:>=2026-01-01" },
    { QueryField::List,
        "list",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Papers in a reading list"),
        "list:\"Reading group\"" },
    { QueryField::Review,
        "review",
        QT_TRANSLATE_NOOP("Lectern::Search::Query", "Papers screened in a literature review"),
        "review:\"PPI trials\"" },
    { QueryField::By,
        "by",
        QT_TRANSLATE_NOOP("Lectern::Search::Query",
            "Papers a member tagged, noted, highlighted, listed, edited or decided: their login or name"),
        "by:ann" },
};

} // namespace

std::span<const QueryFieldInfo> queryFields()
{
    return fields;
}

const QueryFieldInfo *findQueryField(QStringView name)
{
    for (const QueryFieldInfo &info : fields) {
        if (name.compare(QLatin1StringView(info.name), Qt::CaseInsensitive) == 0)
            return &info;
    }
    return nullptr;
}

QLatin1StringView queryFieldName(QueryField field)
{
    for (const QueryFieldInfo &info : fields) {
        if (info.field == field)
            return QLatin1StringView(info.name);
    }
    return QLatin1StringView("word");
}

} // namespace Lectern::Search
