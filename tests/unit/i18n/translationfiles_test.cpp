// SPDX-License-Identifier: GPL-3.0-or-later
// The translations in translations/*.ts are complete and keep what the program fills in.
#include "i18n/languages.h"

#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

using namespace Lectern;

namespace {

struct Message
{
    QString context;
    QString source;
    QString type; // unfinished, obsolete, vanished or empty
    bool numerus = false;
    QStringList translations; // one per plural form
};

QList<Message> messagesOf(const QByteArray &ts)
{
    QList<Message> messages;
    QXmlStreamReader xml(ts);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            message = Message{ context, {}, {}, xml.attributes().value(u"numerus") == u"yes", {} };
        } else if (xml.name() == u"source") {
            message.source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            message.type = xml.attributes().value(u"type").toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.translations.append(xml.readElementText());
            } else {
                message.translations = { xml.readElementText() };
            }
            messages.append(message);
        }
    }
    REQUIRE_FALSE(xml.hasError());
    return messages;
}

// %1…%99, %L1 and %n: what the program fills in.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QStringList found;
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

// A menu mnemonic: "&File", or "文件(&F)"; "&&" is a literal ampersand.
qsizetype mnemonics(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression mnemonic(QStringLiteral("&\\w"), QRegularExpression::UseUnicodePropertiesOption);
    return std::ranges::distance(mnemonic.globalMatch(text));
}

// Everything wrong with one language's file; an empty list when it is complete.
QStringList problemsOf(const QByteArray &ts, qsizetype pluralForms)
{
    QStringList problems;
    for (const Message &message : messagesOf(ts)) {
        const QString where = message.context + QStringLiteral(": \"") + message.source + u'"';
        if (!message.type.isEmpty()) {
            problems.append(where + QStringLiteral(" is ") + message.type);
            continue;
        }
        if (message.numerus && message.translations.size() != pluralForms)
            problems.append(where + QStringLiteral(" has %1 plural forms").arg(message.translations.size()));
        for (const QString &translation : message.translations) {
            if (translation.trimmed().isEmpty())
                problems.append(where + QStringLiteral(" has an empty translation"));
            else if (placeholders(translation) != placeholders(message.source))
                problems.append(where + QStringLiteral(" lost or added a placeholder: ") + translation);
            else if (mnemonics(message.source) == 1 && mnemonics(translation) != 1)
                problems.append(where + QStringLiteral(" needs one mnemonic: ") + translation);
        }
    }
    return problems;
}

QByteArray tsFile(const QString &language)
{
    QFile file(QStringLiteral(LECTERN_TRANSLATIONS_DIR "/lectern_%1.ts").arg(language));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QByteArray oneMessage(const char *source, const char *translation)
{
    return QByteArrayLiteral("<TS><context><name>Test</name><message><source>") + source +
        QByteArrayLiteral("</source><translation") + translation + QByteArrayLiteral("</message></context></TS>");
}

} // namespace

TEST_CASE("the German and Chinese translations are complete and keep placeholders and mnemonics", "[i18n]")
{
    const auto language = GENERATE(std::pair{ "de", 2 }, std::pair{ "zh_CN", 1 }, std::pair{ "en", 2 });
    INFO(language.first);
    const QByteArray ts = tsFile(QString::fromLatin1(language.first));
    CHECK(messagesOf(ts).size() > (QLatin1String(language.first) == u"en" ? 10 : 500));
    const QStringList problems = problemsOf(ts, language.second);
    INFO(problems.join(u'\n').toStdString());
    CHECK(problems.isEmpty());
}

TEST_CASE("the translation check finds what a translator got wrong", "[i18n]")
{
    CHECK(problemsOf(oneMessage("Open %1", ">Öffnen %1</translation>"), 2).isEmpty());
    CHECK(problemsOf(oneMessage("Open %1", " type=\"unfinished\">Öffnen %1</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("Open %1", " type=\"vanished\">Öffnen %1</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("Open %1", " type=\"obsolete\">Öffnen %1</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("Open %1", ">Öffnen</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("Open", ">Öffnen %1</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("Open %1", ">  </translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("&amp;File", ">Datei</translation>"), 2).size() == 1);
    CHECK(problemsOf(oneMessage("&amp;File", ">文件(&amp;F)</translation>"), 1).isEmpty());
    CHECK(problemsOf(oneMessage("R&amp;&amp;D", ">F&amp;&amp;E</translation>"), 1).isEmpty());
    const QByteArray plural = QByteArrayLiteral("<TS><context><name>T</name><message numerus=\"yes\"><source>%n "
                                                "papers</source><translation><numerusform>%n Artikel</numerusform>"
                                                "</translation></message></context></TS>");
    CHECK(problemsOf(plural, 2).size() == 1);
    CHECK(problemsOf(plural, 1).isEmpty());
}

TEST_CASE("the chosen language's translations are loaded, with English singulars otherwise", "[i18n]")
{
    const QString chosenBefore = I18n::chosenLanguage();
    const auto loaded = [] {
        return QCoreApplication::instance()->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly);
    };
    const auto unload = [&loaded] {
        for (QTranslator *translator : loaded()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    };
    const char *source = "Deleted %n papers.";

    I18n::setChosenLanguage(QStringLiteral("de"));
    CHECK(I18n::installTranslations(*QCoreApplication::instance()) == u"de");
    CHECK(QCoreApplication::translate("Lectern::Cli", source, nullptr, 2) == u"2 Artikel gelöscht.");
    // Qt's own dialogs speak the same language.
    CHECK(QCoreApplication::translate("QPlatformTheme", "&Yes") == u"&Ja");
    unload();

    I18n::setChosenLanguage(QStringLiteral("zh_CN"));
    CHECK(I18n::installTranslations(*QCoreApplication::instance()) == u"zh_CN");
    CHECK(QCoreApplication::translate("Lectern::Cli", "give one paper id") != u"give one paper id");
    unload();

    I18n::setChosenLanguage(QStringLiteral("en"));
    CHECK(I18n::installTranslations(*QCoreApplication::instance()) == u"en");
    CHECK(QCoreApplication::translate("Lectern::Cli", source, nullptr, 1) == u"Deleted 1 paper.");
    unload();

    I18n::setChosenLanguage(chosenBefore);
}
