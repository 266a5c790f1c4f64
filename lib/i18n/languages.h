// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QCoreApplication;

namespace Lectern::I18n {

// A language Lectern speaks: its code ("de", "zh_CN") and its name in itself ("Deutsch").
struct Language
{
    QString code;
    QString nativeName;
};

// The languages with a translation, English first.
QList<Language> languages();

// The language the user chose in the settings, or an empty string to follow the system's.
QString chosenLanguage();
void setChosenLanguage(const QString &code);

// Loads Lectern's translation and Qt's own (so standard dialogs match) for the chosen language,
// or else for the system's preferred languages (LANGUAGE, LANG). Returns the code of the
// language now in use ("en" when no translation matched).
QString installTranslations(QCoreApplication &application);

} // namespace Lectern::I18n
