// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/sidebarmodel.h"
#include "search/query.h"
#include "search/resultloader.h"

#include <QObject>

namespace Lectern::Desktop {

class LibraryController;

// The window's searches and the sidebar's counts, each on a background reader of the library
// with a connection of its own, so that the window never waits for them: a new search
// interrupts the one running and its result arrives in parts (the first page first), and one
// count runs at a time. A search or count that fails may have lost the server: the library's
// worker is asked to find out.
class LibrarySearch : public QObject
{
    Q_OBJECT

public:
    LibrarySearch(LibraryController &library, QObject *parent);

    // Whether the sidebar counts only the papers the search finds in each entry.
    static bool countsFollowSearch();
    static void setCountsFollowSearch(bool follow);

    // byRelevance: best matches first, when the query has words.
    void search(
        const Search::Query &query, const Search::PaperScope &scope, const Search::PaperSort &sort, bool byRelevance);
    // facets: what the counts are restricted to; an empty query counts everything.
    void count(const Search::Query &facets);
    bool isSearching() const { return m_searching; }
    bool isCounting() const { return m_counting; }

Q_SIGNALS:
    // A part of the newest search's result; terms: the query's words, to highlight.
    void found(const Lectern::Search::ResultPart &part, const QList<Lectern::Search::Term> &terms);
    void counted(const Lectern::Desktop::SidebarModel::Counts &counts);
    void searchFailed(const QString &message);
    void countFailed(const QString &message);

private:
    void watchReaders();
    // A search or count that failed may have lost the server: the worker finds out.
    void checkConnection() const;

    LibraryController &m_library;
    bool m_searching = false;
    bool m_counting = false;
};

} // namespace Lectern::Desktop
