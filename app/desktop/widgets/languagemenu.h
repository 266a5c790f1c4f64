// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace Lectern::Desktop {

// Settings ▸ Language: "System Default" and each language Lectern speaks, by its own name. The
// choice is stored (I18n::setChosenLanguage) and takes effect at the next start, as the user is
// told: the window's texts are made once, in the language loaded at start.
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *parent = nullptr);

private:
    void choose(const QString &code);
};

} // namespace Lectern::Desktop
