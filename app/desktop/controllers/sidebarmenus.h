// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QObject>

#include <functional>

class QMenu;
class QPoint;
class QTreeView;

namespace Lectern::Desktop {

class LibraryController;
class SidebarModel;

// The sidebar's context menus and the questions behind them: a tag renamed, merged, recoloured
// or deleted; a reading list renamed, described, duplicated or deleted; a saved search renamed
// or deleted; a collection deleted with its papers. Each answer becomes an edit of the library's
// editor, so that it can be undone.
class SidebarMenus : public QObject
{
    Q_OBJECT

public:
    SidebarMenus(QTreeView *sidebar, SidebarModel *model, LibraryController &library);

    // The menu of the entry at position (in the sidebar's viewport), if it has one.
    void popup(const QPoint &position);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeoutMs);

private:
    // A menu that deletes itself once closed.
    QMenu *newMenu() const;
    // Asks for a name in place of current; renamed gets it unless it is current again.
    void askName(
        const QString &title, const QString &current, const std::function<void(const QString &)> &renamed) const;
    void popupSavedSearchMenu(const SavedSearch &search, const QPoint &globalPosition);
    void popupListMenu(const ReadingList &list, const QPoint &globalPosition);
    void popupCollectionMenu(const Collection &collection, const QPoint &globalPosition);
    void popupTagMenu(const QString &tag, const QPoint &globalPosition);
    void renameTag(const QString &tag);
    void recolorTag(const QString &tag);
    void deleteTag(const QString &tag);

    QTreeView *m_sidebar;
    SidebarModel *m_model;
    LibraryController &m_library;
};

} // namespace Lectern::Desktop
