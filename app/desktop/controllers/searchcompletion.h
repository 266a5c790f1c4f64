// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <atomic>
#include <memory>

namespace Lectern::Desktop {

class LibraryController;
class ReviewController;
class SearchField;
class SidebarModel;

// The values the search field offers after "tag:", "review:", "collection:", "venue:",
// "author:" and "keyword:". Tags, reviews and collections come from what the window read last,
// so a keystroke never waits for the library; authors, venues and keywords are looked up on the
// library's worker, and a lookup typed over is dropped unread, so that it never holds up the
// pages of the list behind it.
class SearchCompletion : public QObject
{
    Q_OBJECT

public:
    SearchCompletion(
        SearchField *field, const SidebarModel *sidebar, const ReviewController &reviews, LibraryController &library);

private:
    QStringList knownValues(const QString &field) const;
    void lookUp(const QString &field, const QString &prefix, std::function<void(const QStringList &)> found);

    const SidebarModel *m_sidebar;
    const ReviewController &m_reviews;
    LibraryController &m_library;
    std::shared_ptr<std::atomic<quint64>> m_newestLookup = std::make_shared<std::atomic<quint64>>(0);
};

} // namespace Lectern::Desktop
