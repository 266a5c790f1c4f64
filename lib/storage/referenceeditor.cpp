// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/referenceeditor.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/paperhistory.h"
#include "storage/paperstore.h"
#include "storage/paperwriter.h"
#include "storage/sqlerror.h"

namespace Lectern::Storage {

ReferenceEditor::ReferenceEditor(const Database &database) : m_database(database) { }

std::optional<ReferenceEditor::Change> ReferenceEditor::replace(PaperId paper, const Paper &edited) const
{
    LoggedTransaction transaction(m_database, Storage::Change::Kind::Papers);
    const std::optional<Paper> stored = PaperStore(m_database).paper(paper);
    if (!stored)
        throw StorageError(QStringLiteral("paper %1 is not in the library").arg(paper));
    const ReferenceSnapshots snapshots(m_database);
    Change change;
    change.before = snapshots.take(paper, PaperWriter::referenceColumns(), PaperWriter::referenceTables());

    // The title stays the paper's: its identity key is made from it and the year.
    PaperRecord record;
    record.title = stored->title;
    record.titleInferred = stored->titleInferred;
    record.reference = edited.reference;
    record.reference.sourceFormat = stored->reference.sourceFormat;
    record.venue = edited.venue.trimmed();
    record.year = edited.year;
    record.links = edited.links;
    PaperWriter writer(m_database);
    writer.replaceReference(paper, PaperWriter::prepare(std::move(record), m_database.engine()));

    change.after = snapshots.retake(change.before);
    if (change.after.values == change.before.values && change.after.tables == change.before.tables)
        return std::nullopt; // rolled back
    PaperHistory(m_database).record(PaperEvent::Action::Edited, {}, { paper });
    transaction.commit({ paper });
    return change;
}

} // namespace Lectern::Storage
