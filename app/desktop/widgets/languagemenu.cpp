// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/languagemenu.h"

#include "i18n/languages.h"

#include <QActionGroup>
#include <QMessageBox>

namespace Lectern::Desktop {

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(tr("&Language"), parent)
{
    auto *group = new QActionGroup(this);
    group->setExclusive(true);
    const QString chosen = I18n::chosenLanguage();
    const auto add = [this, group, &chosen](const QString &text, const QString &code) {
        QAction *action = addAction(text, this, [this, code] { choose(code); });
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
    };
    add(tr("System Default"), QString());
    addSeparator();
    // Native names are not translated: a reader looks for their own language by its own name.
    for (const I18n::Language &language : I18n::languages())
        add(language.nativeName, language.code);
}

void LanguageMenu::choose(const QString &code)
{
    if (code == I18n::chosenLanguage())
        return;
    I18n::setChosenLanguage(code);
    auto *box = new QMessageBox(QMessageBox::Information,
        tr("Language"),
        tr("The new language applies the next time Lectern starts."),
        QMessageBox::Ok,
        parentWidget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace Lectern::Desktop
