// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

namespace Lectern::Search {
struct PaperScope;
}

namespace Lectern::Desktop {

class SidebarModel;

// The sidebar: the library's groups always expanded, each entry with its count, a context menu
// on tags, lists, saved searches and collections, and reading lists that take dropped papers.
class SidebarView : public QTreeView
{
    Q_OBJECT

public:
    SidebarView(SidebarModel *model, QWidget *parent = nullptr);

    // Makes the entry of scope current, if there is one.
    void showScope(const Search::PaperScope &scope);

Q_SIGNALS:
    // The user chose an entry: its papers are to be listed.
    void scopeChosen(const Lectern::Search::PaperScope &scope);

private:
    SidebarModel *m_model;
};

} // namespace Lectern::Desktop
