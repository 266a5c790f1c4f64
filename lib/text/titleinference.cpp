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

// The text after the labels a structured abstract starts with: "AbstractObjective. To …" has two.
QString bodyOf(const QString &abstract)
{
    qsizetype body = 0;
    for (qsizetype labels = 0; labels < 2; ++labels)
        body += labelEnd(QStringView(abstract).sliced(body));
    return body > 0 ? abstract.sliced(body) : abstract;
}

// Whether the model may choose: it learned from English, spaced into words. Text mostly of other
// scripts (Chinese, Japanese) is left to the rules, which cut its first sentence.
bool isModelled(QStringView text)
{
    const qsizetype sample = std::min<qsizetype>(text.size(), 400);
    qsizetype latin = 0;
    qsizetype letters = 0;
    for (const QChar c : text.first(sample)) {
        const char16_t u = c.unicode();
        // ASCII, most of the text, told without asking Unicode's tables.
        const bool letter = u < 128 ? ((u | 0x20) >= u'a' && (u | 0x20) <= u'z') : c.isLetter();
        letters += letter ? 1 : 0;
        latin += letter && u < 0x250 ? 1 : 0;
    }
    return letters > 0 && 10 * latin >= 9 * letters;
}

} // namespace

namespace {

// The candidates for the text of an abstract that the model may choose for.
TitleCandidates candidatesOf(const QString &text)
{
    const TitleRules::Reading reading(text);
    const TitleFeatures features(reading);
    TitleCandidates candidates;
    for (const TitleRules::TitleCandidate &candidate : TitleRules::titleCandidates(reading)) {
        candidates.titles.append(limitedLength(candidate.text));
        candidates.features.push_back(features.of(candidate));
    }
    return candidates;
}

} // namespace

QString inferTitle(const QString &abstract, TitleChoice choice)
{
    const QString text = bodyOf(abstract);
    const TitleModel *model = choice == TitleChoice::Learned ? TitleModel::shipped() : nullptr;
    if (!model || !isModelled(text))
        return limitedLength(TitleRules::rulesTitle(TitleRules::Reading(text)).text());
    // No candidate only for an abstract without words, whose title is empty.
    const TitleCandidates candidates = candidatesOf(text);
    const qsizetype best = bestCandidate(*model, candidates.features);
    return best >= 0 ? candidates.titles.at(best) : QString();
}

TitleCandidates titleCandidates(const QString &abstract)
{
    const QString text = bodyOf(abstract);
    return isModelled(text) ? candidatesOf(text) : TitleCandidates{};
}
qsizetype bestCandidate(const TitleModel &model, const std::vector<FeatureVector> &features)
{
    qsizetype best = -1;
    float bestScore = 0;
    for (std::size_t i = 0; i < features.size(); ++i) {
        const float score = model.score(features[i]);
        if (best < 0 || score > bestScore) {
            best = qsizetype(i);
            bestScore = score;
        }
    }
    return best;
}

} // namespace Lectern::Text
