// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/queryfields.h"

#include <QtGlobal>

namespace Lectern::Search {
namespace {

#define TR(text) QT_TRANSLATE_NOOP("Lectern::Search::Query", text)

const QueryFieldInfo fields[] = {
    { QueryField::Title, "title", TR("Words or a \"phrase\" in the title"), "title:\"graph neural\"" },
    { QueryField::Abstract, "abstract", TR("Words or a \"phrase\" in the abstract"), "abstract:diffusion" },
    { QueryField::Note, "note", TR("Words or a \"phrase\" in your note"), "note:replicate" },
    { QueryField::Tag, "tag", TR("Papers with the tag or a tag below it"), "tag:method/diffusion" },
    { QueryField::Status, "status", TR("Reading status: unread, reading or read"), "status:unread" },
    { QueryField::Rating,
        "rating",
        TR("Your rating from 0 to 5; also >=, >, <=, < or a range like 3..5"),
        "rating:>=4" },
    { QueryField::Starred, "starred", TR("Starred papers (yes) or the others (no)"), "starred:yes" },
    { QueryField::Year,
        "year",
        TR("Year of publication: a year, a range like 2020..2024, or >=, >, <=, <"),
        "year:2020..2024" },
    { QueryField::Venue, "venue", TR("The venue, such as ICLR or NeurIPS"), "venue:ICLR" },
    { QueryField::Collection, "collection", TR("The collection; quote names with spaces"), "collection:\"ICLR 2025\"" },
    { QueryField::Has, "has", TR("Papers with a note, highlight, link or tag"), "has:note" },
    { QueryField::Added,
        "added",
        TR("When the paper was added: a date (2026-01-31, 2026-01 or 2026), a range like "
           "2026-01-01..2026-03-31, or >=, >, <=, <"),
        "added:>=2026-01-01" },
    { QueryField::List, "list", TR("Papers in a reading list"), "list:\"Reading group\"" },
    { QueryField::Review, "review", TR("Papers screened in a literature review"), "review:\"PPI trials\"" },
};

#undef TR

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
