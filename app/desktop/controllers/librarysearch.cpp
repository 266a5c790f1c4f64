// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/librarysearch.h"

#include "controllers/librarycontroller.h"
#include "models/sidebarcounts.h"
#include "storage/backgroundreader.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryworker.h"

#include <QSettings>

namespace Lectern::Desktop {
namespace {

const QString CountsFollowSearchKey = QStringLiteral("sidebar/countsFollowSearch");

} // namespace

LibrarySearch::LibrarySearch(LibraryController &library, QObject *parent) : QObject(parent), m_library(library)
{
    connect(&library, &LibraryController::aboutToLeave, this, [this] {
        m_searching = false;
        m_counting = false;
    });
    connect(&library, &LibraryController::opened, this, &LibrarySearch::watchReaders);
}

bool LibrarySearch::countsFollowSearch()
{
    return QSettings().value(CountsFollowSearchKey, false).toBool();
}

void LibrarySearch::setCountsFollowSearch(bool follow)
{
    QSettings().setValue(CountsFollowSearchKey, follow);
}

void LibrarySearch::watchReaders()
{
    LibraryConnection &library = *m_library.library();
    // A failure comes from the reader's thread, queued: by the time it is heard another library
    // may be open, whose worker is the one to ask.
    connect(&library.searchReader(), &Storage::BackgroundReader::failed, this, [this](const QString &message) {
        m_searching = false;
        checkConnection();
        Q_EMIT searchFailed(message);
    });
    connect(&library.countReader(), &Storage::BackgroundReader::failed, this, [this](const QString &message) {
        m_counting = false;
        checkConnection();
        Q_EMIT countFailed(message);
    });
}

void LibrarySearch::checkConnection() const
{
    if (LibraryWorker *worker = m_library.worker())
        worker->checkConnection();
}

void LibrarySearch::search(
    const Search::Query &query, const Search::PaperScope &scope, const Search::PaperSort &sort, bool byRelevance)
{
    LibraryConnection *library = m_library.library();
    if (!library)
        return;
    m_searching = true;
    library->searchReader().runInParts<Search::ResultPart>(
        [query, scope, sort, byRelevance](
            const Storage::Database &database, const std::function<bool(Search::ResultPart)> &deliver) {
            Search::ResultLoader(database).load(query, scope, sort, byRelevance, deliver);
        },
        [this, terms = query.highlightTerms()](const Search::ResultPart &part) {
            m_searching = !part.complete;
            Q_EMIT found(part, terms);
        });
}

void LibrarySearch::count(const Search::Query &facets)
{
    LibraryConnection *library = m_library.library();
    if (!library)
        return;
    m_counting = true;
    library->countReader().run<SidebarModel::Counts>(
        [facets](const Storage::Database &database) { return readSidebarCounts(database, facets); },
        [this](const SidebarModel::Counts &counts) {
            m_counting = false;
            Q_EMIT counted(counts);
        });
}

} // namespace Lectern::Desktop
