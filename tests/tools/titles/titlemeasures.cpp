// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlemeasures.h"

#include <QRegularExpression>
#include <QSet>

namespace Lectern::TitleMeasures {
namespace {

const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        const QString list = QStringLiteral(
            "a an the and or but nor of for to in on at by with from into onto over under via as than then "
            "is are was were be been being it its this that these those there their they them we our us "
            "you your he she his her which who whom whose what when where why how not no can could may might "
            "will would shall should do does did done has have had having also only both each either more most "
            "such so very too all any some other one using based towards toward through between about among "
            "against without within beyond up down out off if while after before new novel approach approaches "
            "method methods");
        const QStringList split = list.split(u' ');
        return QSet<QString>(split.cbegin(), split.cend());
    }();
    return words;
}

QStringList words(const QString &text)
{
    static const QRegularExpression nonWord(
        QStringLiteral(R"([^\p{L}\p{N}]+)"), QRegularExpression::UseUnicodePropertiesOption);
    return text.toCaseFolded().split(nonWord, Qt::SkipEmptyParts);
}

// Words that say what any paper could say of itself.
bool isEmptyWord(const QString &word)
{
    static const QSet<QString> empty = [] {
        const QStringList list = QStringLiteral(
            "a an the one two three four five several many some various different multiple new novel simple "
            "simpler general generic unified efficient effective tractable principled flexible powerful scalable "
            "robust practical improved alternative better improving improvement framework frameworks approach "
            "approaches method methods algorithm algorithms model models technique techniques metric metrics "
            "system systems architecture architectures scheme schemes strategy strategies procedure procedures "
            "mechanism mechanisms tool tools way ways solution solutions formulation formulations extension "
            "extensions variant variants family class idea ideas paper work study analysis problem problems task "
            "tasks setting settings this our we")
                                     .split(u' ');
        return QSet<QString>(list.cbegin(), list.cend());
    }();
    return empty.contains(word);
}

} // namespace

QStringList contentWords(const QString &title)
{
    QStringList content;
    for (const QString &word : words(title)) {
        if (!stopWords().contains(word) && !content.contains(word))
            content.append(word);
    }
    return content;
}

double contentWordF1(const QString &inferred, const QString &real)
{
    const QStringList guessed = contentWords(inferred);
    const QStringList wanted = contentWords(real);
    if (guessed.isEmpty() && wanted.isEmpty())
        return 1;
    qsizetype shared = 0;
    for (const QString &word : guessed)
        shared += wanted.contains(word) ? 1 : 0;
    if (shared == 0)
        return 0;
    const double precision = double(shared) / double(guessed.size());
    const double recall = double(shared) / double(wanted.size());
    return 2 * precision * recall / (precision + recall);
}

bool isBareGeneric(const QString &title)
{
    const QStringList all = words(title);
    if (all.isEmpty() || all.size() > 5)
        return all.isEmpty();
    return std::all_of(all.cbegin(), all.cend(), isEmptyWord);
}

bool isCutClause(const QString &title)
{
    static const QSet<QString> unfinished = [] {
        const QStringList list = QStringLiteral(
            "a an the of for to in on at by with from into as than and or but that which who whose where when "
            "is are was were be been has have had can could may will would our their its this these such via "
            "using based between over under")
                                     .split(u' ');
        return QSet<QString>(list.cbegin(), list.cend());
    }();
    const QString trimmed = title.trimmed();
    if (trimmed.endsWith(u'…') || trimmed.endsWith(QLatin1String("...")))
        return true;
    const QStringList all = words(trimmed);
    return !all.isEmpty() && unfinished.contains(all.last());
}

QString leadingName(const QString &realTitle, const QString &abstract)
{
    const qsizetype colon = realTitle.indexOf(u':');
    if (colon <= 0)
        return {};
    const QString name = realTitle.left(colon).simplified();
    if (name.split(u' ').size() > 3)
        return {};
    return mentions(abstract, name) ? name : QString();
}

bool mentions(const QString &title, const QString &name)
{
    if (name.isEmpty())
        return false;
    const QRegularExpression word(
        QStringLiteral(R"((?<![\p{L}\p{N}])%1(?![\p{L}\p{N}]))").arg(QRegularExpression::escape(name)),
        QRegularExpression::UseUnicodePropertiesOption | QRegularExpression::CaseInsensitiveOption);
    return word.match(title).hasMatch();
}

} // namespace Lectern::TitleMeasures
