// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"

#include <QRegularExpression>
#include <QStringList>

#include <optional>

namespace Lectern::Text {
namespace {

constexpr auto Unicode = QRegularExpression::UseUnicodePropertiesOption;
constexpr auto Caseless = QRegularExpression::CaseInsensitiveOption;
constexpr qsizetype MaxTitleWords = 12;

struct Name
{
    QString name;
    QString expansion; // the words an acronym stands for, when the abstract spells them out
    QString rest; // the text after the name, where a description may follow
};

// The abstract as plain prose: no Markdown emphasis, math delimiters or line breaks.
QString plainText(const QString &abstract)
{
    QString text = abstract;
    text.remove(QStringLiteral("**"));
    text.remove(u'$');
    return text.simplified();
}

bool isCommonWord(const QString &word)
{
    static const QStringList common{ QStringLiteral("a"),
        QStringLiteral("an"),
        QStringLiteral("the"),
        QStringLiteral("this"),
        QStringLiteral("these"),
        QStringLiteral("our"),
        QStringLiteral("we"),
        QStringLiteral("it"),
        QStringLiteral("two"),
        QStringLiteral("three"),
        QStringLiteral("new"),
        QStringLiteral("novel") };
    return common.contains(word.toLower());
}

// A word that reads as a name: ET-SEED, ToolGen, VICtoR, WM3C, DoF (not "Method" or "model").
bool isNameLike(const QString &word)
{
    if (word.size() < 2 || isCommonWord(word))
        return false;
    qsizetype upper = 0;
    bool digit = false;
    for (const QChar c : word) {
        upper += c.isUpper() ? 1 : 0;
        digit = digit || c.isDigit();
    }
    return upper >= 2 || (upper >= 1 && digit);
}

// Removes short parenthesised acronyms, "(RL)", "(SVD)", which only interrupt a description.
QString withoutAcronymAsides(QString text)
{
    static const QRegularExpression aside(QStringLiteral(R"(\s\([^()\s]{1,15}\))"));
    return text.remove(aside);
}

// The leading words of a phrase, up to the punctuation or clause word that ends the
// description; clause words count only after minWords words, so "a method to generate
// objects" keeps its verb while "a framework that …" stops at "that".
QString descriptionPhrase(const QString &text, qsizetype minWords)
{
    static const QStringList clauseWords{ QStringLiteral("that"),
        QStringLiteral("which"),
        QStringLiteral("who"),
        QStringLiteral("whose"),
        QStringLiteral("where"),
        QStringLiteral("to"),
        QStringLiteral("for"),
        QStringLiteral("designed"),
        QStringLiteral("capable"),
        QStringLiteral("based"),
        QStringLiteral("using"),
        QStringLiteral("by"),
        QStringLiteral("via"),
        QStringLiteral("with"),
        QStringLiteral("in"),
        QStringLiteral("on"),
        QStringLiteral("and"),
        QStringLiteral("achieving"),
        QStringLiteral("leveraging") };
    static const QRegularExpression hardStop(QStringLiteral(R"([,;:.!?]\s|[,;:.!?]$|\s[(–—]|\s--)"));
    QString phrase = withoutAcronymAsides(text);
    if (const auto stop = hardStop.match(phrase); stop.hasMatch())
        phrase.truncate(stop.capturedStart());
    const QStringList words = phrase.split(u' ', Qt::SkipEmptyParts);
    QStringList kept;
    for (const QString &word : words) {
        if (kept.size() >= minWords && clauseWords.contains(word.toLower()))
            break;
        if (kept.size() == MaxTitleWords)
            break;
        kept.append(word);
    }
    return kept.join(u' ');
}

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// "ET-SEED, an efficient … model for …" → "an efficient … model".
QString appositive(const QString &rest)
{
    static const QRegularExpression apposition(QStringLiteral(R"(^\s*,\s+((?:a|an|the)\s.*))"), Caseless);
    const auto match = apposition.match(rest);
    return match.hasMatch() ? descriptionPhrase(match.captured(1), 2) : QString();
}

// "**D**iffusion-based **A**utoregressive … **R**eal-time **T**ext… **DART**": a bold acronym
// spelled by the bold initials of the words it stands for.
std::optional<QString> boldAcronym(const QString &abstract)
{
    static const QRegularExpression bold(QStringLiteral(R"(\*\*([^*\n]+)\*\*)"));
    QString initials;
    QStringList acronyms;
    for (const auto &match : bold.globalMatch(abstract)) {
        const QString span = match.captured(1);
        if (span.size() == 1 && span[0].isLetter())
            initials.append(span[0].toUpper());
        else if (span.size() >= 2 && span == span.toUpper() && span != span.toLower())
            acronyms.append(span);
    }
    for (const QString &acronym : std::as_const(acronyms)) {
        if (initials.contains(acronym))
            return acronym;
    }
    return std::nullopt;
}

// The acronym in "Knowledge-aware Singular-value Adaptation (KaSA)", with the words before it
// that it stands for: the run of words back to the one that starts with its first letter.
std::optional<Name> acronymWithExpansion(const QString &text)
{
    static const QRegularExpression phraseThenAcronym(
        QStringLiteral(R"(^((?:[\w][\w'-]*\s+){1,8}?)\(([\w][\w-]*)\)(.*)$)"), Unicode);
    const auto match = phraseThenAcronym.match(text);
    if (!match.hasMatch() || !isNameLike(match.captured(2)))
        return std::nullopt;
    const QString acronym = match.captured(2);
    QStringList words = match.captured(1).split(u' ', Qt::SkipEmptyParts);
    const qsizetype phraseLength = words.size();
    while (!words.isEmpty() && words.first()[0].toLower() != acronym[0].toLower())
        words.removeFirst();
    // Words before the expansion are allowed only before a capitalised one: "a novel
    // Progressive Mixed-Precision Decoding (PMPD)", not "a novel offline reinforcement learning (RL)".
    if (words.isEmpty() || (words.size() < phraseLength && !words.first()[0].isUpper()))
        return std::nullopt;
    return Name{ acronym, words.join(u' '), match.captured(3) };
}

// Whether text after a name-like word ends the name ("LASER-VFL, a method", "BOFormer, which")
// rather than continuing a noun phrase ("LLM-based framework").
bool endsName(const QString &rest)
{
    static const QRegularExpression end(
        QStringLiteral(R"(^(?:\s*[,.;:—–]|\s+(?:that|which|to|for|as|in|with|and|on|by|is|was|has)\b|\s*$))"));
    return end.match(rest).hasMatch();
}

// The name that follows "we propose", "called", …: an acronym with its expansion, a name-like
// word, a run of capitalised words, or a short phrase set off as "X, a …".
std::optional<Name> nameAt(const QString &text)
{
    static const QRegularExpression article(QStringLiteral(R"(^(?:a|an|the)\s+)"), Caseless);
    QString tail = text;
    tail.remove(article);
    if (auto name = acronymWithExpansion(tail))
        return name;

    static const QRegularExpression firstWord(QStringLiteral(R"(^([\w][\w-]*)(.*)$)"), Unicode);
    if (const auto match = firstWord.match(tail); match.hasMatch()) {
        const QString word = match.captured(1);
        const QString rest = match.captured(2);
        if (isNameLike(word) && endsName(rest))
            return Name{ word, {}, rest };
        if (word[0].isUpper() && !isCommonWord(word) && !appositive(rest).isEmpty())
            return Name{ word, {}, rest };
    }

    static const QRegularExpression capitalisedRun(
        QStringLiteral(R"(^((?:\p{Lu}[\w-]*\s+){1,4}\p{Lu}[\w-]*)(.*)$)"), Unicode);
    if (const auto match = capitalisedRun.match(tail); match.hasMatch())
        return Name{ match.captured(1), {}, match.captured(2) };

    static const QRegularExpression setOffPhrase(
        QStringLiteral(R"(^((?:[\w-]+\s+){0,3}[\w-]+)(\s*,\s+(?:a|an|the)\s.*)$)"), Unicode | Caseless);
    if (tail == text) {
        if (const auto match = setOffPhrase.match(tail); match.hasMatch())
            return Name{ match.captured(1), {}, match.captured(2) };
    }
    return std::nullopt;
}

QString titleFromName(const Name &name)
{
    QString description = name.expansion.isEmpty() ? appositive(name.rest) : name.expansion;
    if (description.isEmpty())
        return capitalized(name.name);
    return capitalized(name.name) + QStringLiteral(": ") + description;
}

// Where the abstract states its contribution: the text after "we propose", "called", ….
QStringList contributionTexts(const QString &plain)
{
    static const QRegularExpression contribution(
        QStringLiteral(R"(\b(?:we\s+(?:first\s+|then\s+|further\s+|also\s+)?(?:propose|introduce|present|develop|)"
                       R"(design|build|construct|create|release)|and\s+(?:propose|introduce|present)|)"
                       R"(called|named|dubbed|termed)\s+(.*?)(?:\.\s|$))"),
        Caseless);
    QStringList texts;
    for (const auto &match : contribution.globalMatch(plain))
        texts.append(match.captured(1));
    return texts;
}

// Where the abstract states its subject: the text after "we study", "we address", ….
QStringList subjectTexts(const QString &plain)
{
    static const QRegularExpression subject(
        QStringLiteral(
            R"(\bwe\s+(?:study|investigate|consider|address|tackle|analy[sz]e|conduct|explore)\s+(.*?)(?:\.\s|$))"),
        Caseless);
    static const QRegularExpression vague(
        QStringLiteral(R"(^(?:this|these|that|those|such|it|them|how|whether|what|why|when|to)\b)"), Caseless);
    QStringList texts;
    for (const auto &match : subject.globalMatch(plain)) {
        if (!vague.match(match.captured(1)).hasMatch())
            texts.append(match.captured(1));
    }
    return texts;
}

std::optional<QString> titleFromNamedContribution(const QStringList &contributions)
{
    for (const QString &text : contributions) {
        static const QRegularExpression namingWords(QStringLiteral(R"(^(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,3}?)"
                                                                   R"((?:called|named|dubbed|termed)\s+)"),
            Caseless | Unicode);
        QString tail = text;
        tail.remove(namingWords);
        if (const auto name = nameAt(tail))
            return titleFromName(*name);
    }
    return std::nullopt;
}

// "we propose a method to generate articulated objects from a single image" → "A method to …".
std::optional<QString> titleFromPhrase(const QStringList &texts)
{
    for (const QString &text : texts) {
        const QString phrase = descriptionPhrase(text, 3);
        if (phrase.split(u' ').size() >= 3)
            return capitalized(phrase);
    }
    return std::nullopt;
}

// Only noun phrases: "we propose to cast …" is left to the other rules.
QStringList nounPhrases(const QStringList &texts)
{
    static const QRegularExpression nounPhrase(QStringLiteral(R"(^(?:a|an|the|two|three|several|new)\s)"), Caseless);
    QStringList phrases;
    for (const QString &text : texts) {
        if (nounPhrase.match(text).hasMatch())
            phrases.append(text);
    }
    return phrases;
}

QString firstSentence(const QString &plain)
{
    static const QRegularExpression sentenceEnd(
        QStringLiteral(R"((?<!\be\.g)(?<!\bi\.e)(?<!\bet al)(?<!\bvs)(?<!\betc)[.!?。！？](?:\s|$))"));
    const auto match = sentenceEnd.match(plain);
    return match.hasMatch() ? plain.left(match.capturedStart()) : plain;
}

// A short clause of the first sentence: whole when short, else cut at a comma or clause word.
QString titleFromFirstSentence(const QString &plain)
{
    static const QRegularExpression opening(QStringLiteral(R"(^(?:in this (?:paper|work|study),?\s+))"), Caseless);
    QString sentence = firstSentence(plain);
    sentence.remove(opening);
    const QStringList words = sentence.split(u' ', Qt::SkipEmptyParts);
    // Text without spaces (Chinese, Japanese) is cut at a number of characters instead.
    constexpr qsizetype MaxCharacters = 40;
    if (words.size() <= 2 && sentence.size() > MaxCharacters)
        return sentence.left(MaxCharacters) + u'…';
    if (words.size() <= MaxTitleWords)
        return capitalized(sentence);
    const QString phrase = descriptionPhrase(sentence, 6);
    if (phrase.split(u' ').size() < words.size())
        return capitalized(phrase) + u'…';
    return capitalized(phrase);
}

// Titles stay short even when the text has no spaces to cut at.
QString limitedLength(const QString &title)
{
    constexpr qsizetype MaxCharacters = 100;
    constexpr qsizetype CutCharacters = 80;
    if (title.size() <= MaxCharacters)
        return title;
    const qsizetype space = title.lastIndexOf(u' ', CutCharacters);
    return title.left(space > CutCharacters / 2 ? space : CutCharacters) + u'…';
}

QString inferredTitle(const QString &abstract)
{
    const QString plain = plainText(abstract);
    const QStringList contributions = contributionTexts(plain);
    if (const auto acronym = boldAcronym(abstract)) {
        const qsizetype at = plain.indexOf(*acronym);
        return titleFromName(Name{ *acronym, {}, plain.mid(at + acronym->size()) });
    }
    if (auto title = titleFromNamedContribution(contributions))
        return *title;
    if (auto title = titleFromPhrase(nounPhrases(contributions)))
        return *title;
    if (auto title = titleFromPhrase(subjectTexts(plain)))
        return *title;
    return titleFromFirstSentence(plain);
}

} // namespace

QString inferTitle(const QString &abstract)
{
    return limitedLength(inferredTitle(abstract));
}

} // namespace Lectern::Text
