// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/restoredannotations.h"

#include "core/tagname.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"

#include <map>

namespace Lectern::Import {

void RestoredAnnotations::add(PaperId paper, const UserAnnotations &annotations)
{
    m_papers.append({ paper, annotations });
}

void RestoredAnnotations::apply(const Storage::Database &database)
{
    // Papers by tag and by list, in the file's order, so that each is written with one call.
    std::map<QString, QList<PaperId>> tagged;
    std::map<QString, QList<PaperId>> listed;
    QStringList listOrder;
    QHash<PaperId, ReadingState> states;
    Storage::NoteStore notes(database);
    Storage::HighlightStore highlights(database);
    for (const auto &[paper, annotations] : std::as_const(m_papers)) {
        for (const QString &name : annotations.tags) {
            if (const TagName tag = TagName::check(name); tag.isValid())
                tagged[tag.name].append(paper);
        }
        for (const QString &name : annotations.lists) {
            if (!listed.contains(name))
                listOrder.append(name);
            listed[name].append(paper);
        }
        if (annotations.reading != ReadingState())
            states.insert(paper, annotations.reading);
        if (!annotations.note.trimmed().isEmpty())
            notes.setNote(paper, annotations.note);
        for (Highlight highlight : annotations.highlights) {
            highlight.id = 0;
            highlight.paper = paper;
            highlights.add(highlight);
        }
    }
    Storage::TagStore tags(database);
    for (const auto &[name, papers] : tagged)
        tags.addToPapers(name, papers);
    Storage::ListStore lists(database);
    for (const QString &name : std::as_const(listOrder)) {
        const std::optional<ReadingList> list = lists.list(name);
        const ReadingListId id = list ? list->id : lists.create(ReadingList{ 0, name, {}, 0 });
        lists.addPapers(id, listed[name]);
    }
    if (!states.isEmpty())
        Storage::PaperStore(database).setReadingStates(states);
    m_papers.clear();
}

} // namespace Lectern::Import
