// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/shortcutsdialog.h"

#include "widgets/accelerators.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

// The actions of a menu and of its submenus that have a shortcut, each once.
void collect(const QMenu *menu, QSet<const QAction *> &seen, QList<QAction *> &found)
{
    for (QAction *action : menu->actions()) {
        if (action->menu())
            collect(action->menu(), seen, found);
        else if (!action->shortcuts().isEmpty() && !seen.contains(action)) {
            seen.insert(action);
            found.append(action);
        }
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window, QWidget *parent) : QDialog(parent), m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({ tr("Action"), tr("Shortcut") });
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    m_list->setAccessibleName(tr("Keyboard shortcuts"));

    QSet<const QAction *> seen;
    if (const auto *menuBar = window->findChild<QMenuBar *>()) {
        for (const QAction *entry : menuBar->actions()) {
            if (!entry->menu())
                continue;
            QList<QAction *> actions;
            collect(entry->menu(), seen, actions);
            addGroup(removeAcceleratorMarker(entry->text()), actions);
        }
    }
    QList<QAction *> others;
    for (QAction *action : window->findChildren<QAction *>()) {
        // Windows parented to this one (a screening) have their own keys.
        const auto *owner = qobject_cast<const QWidget *>(action->parent());
        if (owner && owner->window() != window)
            continue;
        if (!action->shortcuts().isEmpty() && !seen.contains(action) && !action->text().isEmpty())
            others.append(action);
    }
    addGroup(tr("Other"), others);
    m_list->expandAll();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(520, 600);
}

void ShortcutsDialog::addGroup(const QString &title, const QList<QAction *> &actions)
{
    QList<KeyRow> rows;
    for (const QAction *action : actions)
        rows.append({ removeAcceleratorMarker(action->text()), action->shortcuts() });
    addKeys(title, rows);
}

void ShortcutsDialog::addKeys(const QString &title, const QList<KeyRow> &rows)
{
    if (rows.isEmpty())
        return;
    auto *group = new QTreeWidgetItem(m_list, { title });
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    group->setFirstColumnSpanned(true);
    group->setFlags(Qt::ItemIsEnabled);
    // Action texts are the program's own (menus of user data have no shortcuts), shown as plain
    // text by the item view.
    for (const auto &[text, keys] : rows)
        new QTreeWidgetItem(group, { text, QKeySequence::listToString(keys, QKeySequence::NativeText) });
    group->setExpanded(true);
}

} // namespace Lectern::Desktop
