// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperdetailsreader.h"

#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"

namespace Lectern::Storage {

PaperDetailsReader::PaperDetailsReader(const Database &database) : m_database(database) { }

std::optional<PaperDetails> PaperDetailsReader::details(PaperId id) const
{
    QList<PaperDetails> found = details(QList<PaperId>{ id });
    return found.isEmpty() ? std::nullopt : std::optional(std::move(found.first()));
}

QList<PaperDetails> PaperDetailsReader::details(const QList<PaperId> &ids) const
{
    QList<Paper> papers = PaperStore(m_database).papers(ids);
    QList<PaperId> found;
    found.reserve(papers.size());
    for (const Paper &paper : papers)
        found.append(paper.id);
    QHash<PaperId, QList<Tag>> tags = TagStore(m_database).tagsOf(found);
    QHash<PaperId, NoteStore::Versioned> notes = NoteStore(m_database).notes(found);
    QHash<PaperId, QList<Highlight>> highlights = HighlightStore(m_database).highlights(found);
    QHash<PaperId, QStringList> lists = ListStore(m_database).listNames(found);

    QList<PaperDetails> details;
    details.reserve(papers.size());
    for (Paper &paper : papers) {
        const PaperId id = paper.id;
        NoteStore::Versioned note = notes.take(id);
        details.append({ std::move(paper),
            tags.take(id),
            std::move(note.markdown),
            note.version,
            highlights.take(id),
            lists.take(id) });
    }
    return details;
}

} // namespace Lectern::Storage
