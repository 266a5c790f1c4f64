// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/paperloader.h"

#include "storage/librarysession.h"
#include "storage/paperdetailsreader.h"
#include "tasks/libraryworker.h"

namespace Lectern::Desktop {

PaperLoader::PaperLoader(QObject *parent) : QObject(parent) { }

void PaperLoader::setWorker(LibraryWorker *worker)
{
    m_worker = worker;
    ++*m_latest; // answers of the library before are dropped
    m_paper = 0;
}

void PaperLoader::load(PaperId paper)
{
    const quint64 ticket = ++*m_latest;
    m_paper = paper;
    if (!paper || !m_worker) {
        Q_EMIT loaded(std::nullopt);
        return;
    }
    m_worker->read<std::optional<PaperDetails>>(
        [paper](Storage::LibrarySession &library) { return library.details().details(paper); },
        [this, ticket](const std::optional<PaperDetails> &details) {
            if (ticket == *m_latest)
                Q_EMIT loaded(details);
        },
        [this, ticket](const Storage::StorageError &error) {
            if (ticket == *m_latest)
                Q_EMIT failed(error.message());
        },
        [latest = m_latest, ticket] { return ticket == *latest; });
}

} // namespace Lectern::Desktop
