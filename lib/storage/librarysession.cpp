// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/librarysession.h"

#include "storage/backgroundreader.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/referencesnapshots.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/tagstore.h"

namespace Lectern::Storage {

std::unique_ptr<LibrarySession> LibrarySession::open(const Location &location, QString *error, Database::Access access)
{
    auto database = std::make_unique<Database>(location);
    if (!database->open(access)) {
        if (error)
            *error = database->errorString();
        return nullptr;
    }
    return std::unique_ptr<LibrarySession>(
        new LibrarySession(std::move(database), access == Database::Access::ReadOnly));
}

LibrarySession::LibrarySession(std::unique_ptr<Database> database, bool readOnly)
    : m_database(std::move(database))
    , m_readOnly(readOnly)
    , m_papers(std::make_unique<PaperStore>(*m_database))
    , m_collections(std::make_unique<CollectionStore>(*m_database))
    , m_tags(std::make_unique<TagStore>(*m_database))
    , m_notes(std::make_unique<NoteStore>(*m_database))
    , m_highlights(std::make_unique<HighlightStore>(*m_database))
    , m_savedSearches(std::make_unique<SavedSearchStore>(*m_database))
    , m_lists(std::make_unique<ListStore>(*m_database))
    , m_details(std::make_unique<PaperDetailsReader>(*m_database))
    , m_remover(std::make_unique<PaperRemover>(*m_database))
    , m_imports(std::make_unique<ImportUndo>(*m_database))
    , m_reviews(std::make_unique<ReviewStore>(*m_database))
{
}

// The readers go first: their threads hold connections to the same file.
LibrarySession::~LibrarySession()
{
    m_countReader.reset();
    m_searchReader.reset();
}

const Location &LibrarySession::location() const
{
    return m_database->location();
}

BackgroundReader &LibrarySession::searchReader()
{
    if (!m_searchReader)
        m_searchReader = std::make_unique<BackgroundReader>(location());
    return *m_searchReader;
}

BackgroundReader &LibrarySession::countReader()
{
    if (!m_countReader)
        m_countReader = std::make_unique<BackgroundReader>(location());
    return *m_countReader;
}

} // namespace Lectern::Storage
