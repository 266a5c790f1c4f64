// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"

#include <QString>

#include <memory>

namespace Lectern::Storage {

class BackgroundReader;
class CollectionStore;
class HighlightStore;
class ListStore;
class NoteStore;
class PaperDetailsReader;
class PaperRemover;
class PaperStore;
class ReviewStore;
class ImportUndo;
class SavedSearchStore;
class TagStore;

// An open library with its stores and readers: what the window, the command line and the review
// window work on, so that none of them assembles the data layer itself. Everything here uses the
// library's one connection on the thread that opened it, except the background readers, which
// have connections of their own on their own threads (made when first asked for).
class LibrarySession
{
public:
    // Opens the library at location, creating or upgrading it as Database::open() does; nothing
    // (and error set to one sentence naming the file) when it is refused.
    static std::unique_ptr<LibrarySession> open(
        const Location &location, QString *error, Database::Access access = Database::Access::ReadWrite);
    bool isReadOnly() const { return m_readOnly; }
    ~LibrarySession();
    LibrarySession(const LibrarySession &) = delete;
    LibrarySession &operator=(const LibrarySession &) = delete;

    const Location &location() const;
    const Database &database() const { return *m_database; }
    PaperStore &papers() const { return *m_papers; }
    CollectionStore &collections() const { return *m_collections; }
    TagStore &tags() const { return *m_tags; }
    NoteStore &notes() const { return *m_notes; }
    HighlightStore &highlights() const { return *m_highlights; }
    SavedSearchStore &savedSearches() const { return *m_savedSearches; }
    ListStore &lists() const { return *m_lists; }
    PaperDetailsReader &details() const { return *m_details; }
    PaperRemover &remover() const { return *m_remover; }
    ImportUndo &imports() const { return *m_imports; }
    ReviewStore &reviews() const { return *m_reviews; }
    // For searches that a newer one interrupts, and for the sidebar's counts.
    BackgroundReader &searchReader();
    BackgroundReader &countReader();

private:
    LibrarySession(std::unique_ptr<Database> database, bool readOnly);

    std::unique_ptr<Database> m_database;
    bool m_readOnly;
    std::unique_ptr<PaperStore> m_papers;
    std::unique_ptr<CollectionStore> m_collections;
    std::unique_ptr<TagStore> m_tags;
    std::unique_ptr<NoteStore> m_notes;
    std::unique_ptr<HighlightStore> m_highlights;
    std::unique_ptr<SavedSearchStore> m_savedSearches;
    std::unique_ptr<ListStore> m_lists;
    std::unique_ptr<PaperDetailsReader> m_details;
    std::unique_ptr<PaperRemover> m_remover;
    std::unique_ptr<ImportUndo> m_imports;
    std::unique_ptr<ReviewStore> m_reviews;
    std::unique_ptr<BackgroundReader> m_searchReader;
    std::unique_ptr<BackgroundReader> m_countReader;
};

} // namespace Lectern::Storage
