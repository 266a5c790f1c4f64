// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/sidebarmenus.h"

#include "controllers/librarycontroller.h"
#include "core/tagname.h"
#include "editing/libraryeditor.h"
#include "models/sidebarmodel.h"
#include "storage/librarysession.h"
#include "storage/tagstore.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryworker.h"
#include "widgets/plaintext.h"
#include "widgets/tagdialog.h"

#include <QColorDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QTreeView>

namespace Lectern::Desktop {

SidebarMenus::SidebarMenus(QTreeView *sidebar, SidebarModel *model, LibraryController &library)
    : QObject(sidebar), m_sidebar(sidebar), m_model(model), m_library(library)
{
}

void SidebarMenus::popup(const QPoint &position)
{
    const QModelIndex entry = m_sidebar->indexAt(position).siblingAtColumn(SidebarModel::NameColumn);
    const QPoint globalPosition = m_sidebar->viewport()->mapToGlobal(position);
    if (const QVariant saved = entry.data(SidebarModel::SavedSearchRole); saved.isValid())
        popupSavedSearchMenu(saved.value<SavedSearch>(), globalPosition);
    else if (const QVariant list = entry.data(SidebarModel::ReadingListRole); list.isValid())
        popupListMenu(list.value<ReadingList>(), globalPosition);
    else if (const auto scope = entry.data(SidebarModel::ScopeRole).value<Search::PaperScope>();
        scope.kind == Search::PaperScope::Kind::Collection)
        popupCollectionMenu({ scope.collection, entry.data(Qt::DisplayRole).toString(), {}, 0, 0 }, globalPosition);
    else if (const QString tag = entry.data(SidebarModel::TagNameRole).toString(); !tag.isEmpty())
        popupTagMenu(tag, globalPosition);
}

QMenu *SidebarMenus::newMenu() const
{
    auto *menu = new QMenu(m_sidebar);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    return menu;
}

void SidebarMenus::askName(
    const QString &title, const QString &current, const std::function<void(const QString &)> &renamed) const
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_sidebar, title, tr("Name:"), QLineEdit::Normal, current, &ok);
    if (ok && name.simplified() != current)
        renamed(name);
}

void SidebarMenus::popupSavedSearchMenu(const SavedSearch &search, const QPoint &globalPosition)
{
    LibraryEditor *editor = m_library.editor();
    QMenu *menu = newMenu();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename…"), this, [this, editor, search] {
        askName(tr("Rename Saved Search"), search.name, [editor, search](const QString &name) {
            editor->renameSavedSearch(search, name);
        });
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete"), this, [editor, search] {
        editor->deleteSavedSearch(search);
    });
    menu->popup(globalPosition);
}

void SidebarMenus::popupListMenu(const ReadingList &list, const QPoint &globalPosition)
{
    LibraryEditor *editor = m_library.editor();
    QMenu *menu = newMenu();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename…"), this, [this, editor, list] {
        askName(tr("Rename Reading List"), list.name, [editor, list](const QString &name) {
            editor->renameList(list, name);
        });
    });
    menu->addAction(tr("&Description…"), this, [this, editor, list] {
        bool ok = false;
        const QString description = QInputDialog::getMultiLineText(m_sidebar,
            tr("Reading List Description"),
            plainToRichText(tr("What “%1” is for:").arg(list.name)),
            list.description,
            &ok);
        if (ok && description != list.description)
            editor->setListDescription(list, description);
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("D&uplicate"), this, [editor, list] {
        editor->duplicateList(list, tr("%1 (copy)").arg(list.name));
    });
    menu->addSeparator();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete List"), this, [editor, list] {
        editor->deleteList(list);
    });
    menu->popup(globalPosition);
}

void SidebarMenus::popupCollectionMenu(const Collection &collection, const QPoint &globalPosition)
{
    QMenu *menu = newMenu();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")),
        tr("&Delete Collection and Its Papers"),
        this,
        [editor = m_library.editor(), collection] { editor->deleteCollection(collection); });
    menu->popup(globalPosition);
}

void SidebarMenus::popupTagMenu(const QString &tag, const QPoint &globalPosition)
{
    QMenu *menu = newMenu();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename or Merge…"), this, [this, tag] {
        renameTag(tag);
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("color-management")), tr("Change &Colour…"), this, [this, tag] {
        recolorTag(tag);
    });
    menu->addSeparator();
    menu->addAction(
        QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete…"), this, [this, tag] { deleteTag(tag); });
    menu->popup(globalPosition);
}

void SidebarMenus::renameTag(const QString &tag)
{
    TagDialog dialog(tr("Rename Tag"),
        tr("New name for “%1” (and the tags below it). An existing name merges the two tags.").arg(tag),
        m_model->counts().tagNames(),
        m_sidebar);
    dialog.setName(tag);
    if (dialog.exec() != QDialog::Accepted || dialog.name() == tag)
        return;
    if (TagName::isWithin(dialog.name(), tag) && TagName::key(dialog.name()) != TagName::key(tag)) {
        QMessageBox::warning(
            m_sidebar, tr("Rename Tag"), plainToRichText(tr("“%1” cannot be moved below itself.").arg(tag)));
        return;
    }
    const std::optional<Tag> existing = m_model->counts().tag(dialog.name());
    const bool merge = existing && TagName::key(existing->name) != TagName::key(tag);
    if (merge) {
        const auto answer = QMessageBox::question(m_sidebar,
            tr("Merge Tags"),
            plainToRichText(tr("“%1” exists already. Merge “%2” into it? Papers tagged “%2” will be tagged “%1”.")
                    .arg(existing->name, tag)),
            QMessageBox::Yes | QMessageBox::Cancel,
            QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return;
    }
    m_library.editor()->renameTag(tag, dialog.name(), merge);
}

void SidebarMenus::recolorTag(const QString &tag)
{
    const std::optional<Tag> existing = m_model->counts().tag(tag);
    if (!existing) {
        Q_EMIT statusMessage(tr("“%1” groups other tags and has no colour of its own.").arg(tag), 5000);
        return;
    }
    const QColor color =
        QColorDialog::getColor(QColor::fromString(existing->color), m_sidebar, tr("Colour of “%1”").arg(tag));
    if (color.isValid())
        m_library.editor()->setTagColor(*existing, color.name());
}

void SidebarMenus::deleteTag(const QString &tag)
{
    if (!m_library.library())
        return;
    // The question names how many papers lose the tag: counted first, in the background.
    m_library.library()->worker().read<int>(
        [tag](Storage::LibrarySession &library) { return library.tags().paperCountWithin(tag); },
        [this, tag](const int &papers) {
            const auto answer = QMessageBox::question(m_sidebar,
                tr("Delete Tag"),
                plainToRichText(
                    tr("Delete “%1” and the tags below it? It is removed from %n paper(s); the papers stay. "
                       "Edit ▸ Undo brings it back.",
                        nullptr,
                        papers)
                        .arg(tag)),
                QMessageBox::Yes | QMessageBox::Cancel,
                QMessageBox::Cancel);
            if (answer == QMessageBox::Yes)
                m_library.editor()->deleteTag(tag);
        });
}

} // namespace Lectern::Desktop
