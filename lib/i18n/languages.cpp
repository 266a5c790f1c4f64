// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

// Q_INIT_RESOURCE cannot be used inside a namespace.
static void initTranslationResources()
{
    Q_INIT_RESOURCE(lectern_translations);
}

namespace Lectern::I18n {

namespace {

constexpr auto LanguageKey = "language";
const QString TranslationsFolder = QStringLiteral(":/i18n");

// Loads one translation into a translator owned by the application.
bool install(QCoreApplication &application, const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(&application);
    if (!translator->load(locale, name, QStringLiteral("_"), folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

QList<Language> languages()
{
    return {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文") },
    };
}

QString chosenLanguage()
{
    return QSettings().value(QLatin1String(LanguageKey)).toString();
}

void setChosenLanguage(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(QLatin1String(LanguageKey));
    else
        settings.setValue(QLatin1String(LanguageKey), code);
}

QString installTranslations(QCoreApplication &application)
{
    initTranslationResources();
    const QString chosen = chosenLanguage();
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    // The English file only gives the singular forms of sentences with a count (%n); a
    // language without a translation falls back to it rather than to "%n papers" for one.
    if (!install(application, locale, QStringLiteral("lectern"), TranslationsFolder)) {
        install(application, QLocale(QLocale::English), QStringLiteral("lectern"), TranslationsFolder);
        return QStringLiteral("en");
    }
    install(application, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    for (const Language &language : languages()) {
        if (QLocale(language.code).language() == locale.language())
            return language.code;
    }
    return QStringLiteral("en");
}

} // namespace Lectern::I18n
