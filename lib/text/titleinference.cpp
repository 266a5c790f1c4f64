// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"

#include "text/titlerules.h"

namespace Lectern::Text {
namespace {

using namespace TitlePhrases;
using TitleRules::isExpressionSpace;

// Titles stay short even when the text has no spaces to cut at: text without them (Chinese,
// Japanese) is cut at a number of characters.
QString limitedLength(const QString &title)
{
    constexpr qsizetype MaxCharacters = 120;
    constexpr qsizetype CutCharacters = 100;
    constexpr qsizetype MaxUnspacedCharacters = 40;
    if (!title.contains(u' ') && title.size() > MaxUnspacedCharacters)
        return title.left(MaxUnspacedCharacters) + u'…';
    if (title.size() <= MaxCharacters)
        return title;
    const qsizetype space = title.lastIndexOf(u' ', CutCharacters);
    return title.left(space > CutCharacters / 2 ? space : CutCharacters) + u'…';
}

// Where the text of a structured abstract starts after its label: "Background: …", "OBJECTIVE To
// …", and "AbstractThis paper …" as some exports run the label into the text. 0 when it has none.
qsizetype labelEnd(QStringView abstract)
{
    static const WordSet labels =
        wordSet("abstract background objective objectives aim aims purpose introduction context motivation summary");
    const qsizetype start = std::find_if_not(abstract.cbegin(), abstract.cend(), isExpressionSpace) - abstract.cbegin();
    qsizetype end = start;
    while (end < abstract.size() && abstract[end].isLetter())
        ++end;
    if (end == abstract.size() || !abstract[start].isUpper())
        return 0;
    const QStringView word = abstract.sliced(start, end - start);
    if (labels.containsLowered(word)) {
        // The marks that set a label off: "Objective: …", "OBJECTIVE - to …"; a dash only with a
        // space after it, for "Context-free grammars" is no label.
        const auto isSeparator = [](QChar c) { return isExpressionSpace(c) || QStringView(u":.-—–").contains(c); };
        const qsizetype text =
            std::find_if_not(abstract.cbegin() + end, abstract.cend(), isSeparator) - abstract.cbegin();
        const bool setOff =
            std::any_of(
                abstract.cbegin() + end, abstract.cbegin() + text, [](QChar c) { return !isExpressionSpace(c); }) &&
            (abstract[end] == u':' || abstract[end] == u'.' || isExpressionSpace(abstract[text - 1]));
        // Else a label in capitals before its text.
        const bool capitals = isExpressionSpace(abstract[end]) && word == word.toString().toUpper();
        return text < abstract.size() && (setOff || capitals) ? text : 0;
    }
    // "AbstractThis paper", "AbstractObjective": the heading some exports run into the text, before
    // a word that opens sentences or another label ("AbstractNet" is a name).
    static const WordSet openers = wordSet("this the we in a an our these to");
    const QStringView heading = u"Abstract";
    const QStringView rest = word.sliced(std::min(heading.size(), word.size()));
    if (word.startsWith(heading) && !rest.isEmpty() && rest.front().isUpper() &&
        (openers.containsLowered(rest) || labels.containsLowered(rest)))
        return start + heading.size();
    return 0;
}

} // namespace

QString inferTitle(const QString &abstract)
{
    // "AbstractObjective. To …": a label may follow another.
    qsizetype body = 0;
    for (qsizetype labels = 0; labels < 2; ++labels)
        body += labelEnd(QStringView(abstract).sliced(body));
    const QString text = body > 0 ? abstract.sliced(body) : abstract;
    return limitedLength(TitleRules::rulesTitle(TitleRules::Reading(text)));
}

} // namespace Lectern::Text
