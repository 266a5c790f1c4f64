// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QKeySequence>

#include <utility>

class QTreeWidget;

namespace Lectern::Desktop {

// Help ▸ Keyboard Shortcuts: every action of a window that has a shortcut, read from the
// window's actions when the dialog opens (so the list cannot fall behind the menus), grouped
// by the menu it is in; actions in no menu come last, under "Other".
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget *window, QWidget *parent = nullptr);

    // One row per action: its text without the "&" marker and its keys in the system's notation.
    QTreeWidget *list() const { return m_list; }
    // A group of keys of a window that is not open: what each does, and its keys.
    using KeyRow = std::pair<QString, QList<QKeySequence>>;
    void addKeys(const QString &title, const QList<KeyRow> &rows);

private:
    void addGroup(const QString &title, const QList<QAction *> &actions);

    QTreeWidget *m_list;
};

} // namespace Lectern::Desktop
