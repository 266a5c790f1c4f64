// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlerules.h"

namespace Lectern::Text::TitleRules {

using namespace TitlePhrases;

// A phrase in title form: without a leading "a" or "an" (nor "novel" or "new" after it) and
// without words at its end that would leave it unfinished.
QString titled(Tokens phrase)
{
    // Praise a paper gives itself says nothing a reader scans for.
    static const WordSet leading = wordSet("a an novel new simple simpler effective general generic flexible "
                                           "powerful principled unified first more most comprehensive systematic yet "
                                           "and efficient");
    // A capitalised word belongs to a name: "Efficient Cross-Episodic Transformers (ECET)".
    while (wordCount(phrase) > 2 && in(leading, phrase.first()) && phrase.first().text.front().isLower())
        phrase.removeFirst();
    while (!phrase.isEmpty() && (phrase.last().kind == Token::Mark || isFunctionWord(phrase.last())))
        phrase.removeLast();
    return joined(phrase);
}

namespace {

// Words from the start of a sentence as they read inside one: "Offline RL" → "offline RL";
// names keep their capitals.
QString inRunningText(const QString &text)
{
    QStringList words = text.split(u' ');
    for (QString &word : words) {
        if (!isNameLike(word))
            word = word.toLower();
    }
    return words.join(u' ');
}

} // namespace

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// The description is read within the words a title has left after the name.
qsizetype wordsLeft(const QString &name)
{
    return MaxTitleWords - name.count(u' ') - 1;
}

Title titleFromName(const Name &name)
{
    return titleFromName(name, wordsLeft(name.name));
}

Title titleFromName(const Name &name, qsizetype maxWords)
{
    // More than a title's words, to find where the phrase ends.
    constexpr qsizetype Enough = 300;
    const QString source = name.description.left(Enough);
    return { name.name, titled(nounPhrase(tokensOf(source), 0, maxWords)) };
}

namespace {

// The first statement that names its contribution gives the title; else the first whose object
// says something.
std::optional<Title> titleFromStatements(const Reading &reading, bool strong)
{
    std::optional<Title> unnamed;
    qsizetype unnamedSentence = -1;
    for (const Statement &statement : reading.statements(strong)) {
        if (statement.whole) {
            if (!unnamed)
                unnamed = Title{ {}, joined(statement.sentence.mid(statement.object)) };
            continue;
        }
        const qsizetype object = objectStart(statement.sentence, statement.object);
        // "The method we propose employs …" says what the method does, not what it is.
        if (object >= statement.sentence.size() || isVague(statement.sentence.at(object)) ||
            isVerb(statement.sentence.at(object)))
            continue;
        if (const auto name = reading.nameIn(statement, object)) {
            Title title = titleFromName(*name);
            // "we present a … framework and propose BOFormer, which …": what it is, said before its name.
            if (title.description.isEmpty() && unnamed && unnamedSentence == statement.sentenceIndex &&
                wordCount(tokensOf(unnamed->description)) <= wordsLeft(title.name))
                title.description = unnamed->description;
            return title;
        }
        if (unnamed || statement.onlyNamed)
            continue;
        if (const Tokens phrase = nounPhrase(statement.sentence, object, MaxTitleWords); !isBare(phrase)) {
            const QString again =
                statement.object > 0 ? againVerb(statement.sentence.at(statement.object - 1)) : QString();
            unnamed = Title{ {}, again + titled(phrase) };
            unnamedSentence = statement.sentenceIndex;
        }
    }
    return unnamed;
}

// Whether a phrase read from a sentence ends where its clause goes on: at a verb or punctuation
// ("Biclustering is …"), not inside a clause whose verb the word lists do not know ("Agents plan …").
bool endsCleanly(const Tokens &sentence, qsizetype end)
{
    return end >= sentence.size() || sentence.at(end).kind == Token::Mark || isVerb(sentence.at(end));
}

} // namespace

// The phrase the abstract opens with; when not strict, also one that says little ("The role").
std::optional<Title> titleFromTopic(const Reading &reading, bool strict, qsizetype limit)
{
    static const WordSet owners = wordSet("this our the");
    static const WordSet openers = wordSet("in this paper work study letter recently recent years , however particular "
                                           "addition contrast therefore moreover furthermore thus hence specifically");
    for (qsizetype i = 0; i < std::min<qsizetype>(2, reading.texts.size()); ++i) {
        const Tokens &sentence = reading.tokens(i);
        // "In this report, …", "This research …": the paper itself is no topic.
        const auto namesPaper = [&](qsizetype at) {
            return at > 0 && in(paperWords(), sentence.at(at)) && in(owners, sentence.at(at - 1));
        };
        qsizetype start = 0;
        while (start < sentence.size() &&
            (in(openers, sentence.at(start)) || sentence.at(start).is(u",") || namesPaper(start)))
            ++start;
        // "This paper outlines …" with an object no title can be read from: what it does is no topic.
        if (start < sentence.size() && namesPaper(start - 1) &&
            (in(contributingVerbs(), sentence.at(start)) || in(lookingVerbs(), sentence.at(start))))
            continue;
        // "Similar to other frameworks, offline RL …", "While there is …, prior work …": the
        // subject comes after an opening phrase or clause.
        qsizetype end = 0;
        Tokens phrase = nounPhrase(sentence, start, limit, &end);
        const auto commaAt =
            std::find_if(sentence.cbegin() + start, sentence.cend(), [](const Token &token) { return token.is(u","); });
        const qsizetype comma = commaAt == sentence.cend() ? -1 : commaAt - sentence.cbegin();
        const bool opening = phrase.isEmpty() ? comma > 0 : end < sentence.size() && sentence.at(end).is(u",");
        if (opening && comma > 0 && comma + 1 < sentence.size()) {
            qsizetype subjectEnd = 0;
            const Tokens subject = nounPhrase(sentence, comma + 1, limit, &subjectEnd);
            if (!subject.isEmpty() && !isBare(subject) && !isVague(subject.first())) {
                phrase = subject;
                end = subjectEnd;
            }
        }
        // One word says enough only on its own ("Biclustering is …"), not as "The role" or "A performer".
        const qsizetype content = contentWords(phrase);
        const bool alone = content == 1 && !isFunctionWord(phrase.first()) && endsCleanly(sentence, end);
        if (!phrase.isEmpty() && !isVague(phrase.first()) && (content >= 2 || alone || (!strict && content == 1)))
            return Title{ {}, titled(phrase) };
    }
    return std::nullopt;
}

// The field the abstract opens with: "Few-shot classification" in "A recent approach to few-shot
// classification …", "Biclustering" in "Biclustering is evolving …".
Tokens fieldOf(const Reading &reading)
{
    if (reading.texts.isEmpty())
        return {};
    const Tokens &first = reading.tokens(0);
    qsizetype end = 0;
    Tokens phrase = nounPhrase(first, 0, 4, &end);
    // The subject of the sentence, followed by its verb: not a sentence read as one phrase.
    if (phrase.isEmpty() || isVague(phrase.first()) || end >= first.size() || !endsCleanly(first, end))
        return {};
    // "A recent approach to few-shot classification": the field is what the approach is for.
    if (const Tokens head = nounPhrase(first, 0, 0); isBare(head))
        phrase = phrase.mid(wordCount(head) + 1);
    while (!phrase.isEmpty() && isFunctionWord(phrase.first()))
        phrase.removeFirst();
    return isBare(phrase) ? Tokens{} : phrase;
}

namespace {

// A short clause of the first sentence, for text a noun phrase cannot be read from (Chinese).
// The first sentence as shown, without Markdown emphasis.
QString firstSentence(const QString &abstract, const QList<QStringView> &texts)
{
    QString sentence = texts.isEmpty() ? abstract.simplified() : texts.first().toString().simplified();
    return capitalized(sentence.remove(QStringLiteral("**")));
}

// The first sentence cut, for text a noun phrase cannot be read from (Chinese).
QString cutSentence(const QString &sentence)
{
    const QStringList words = sentence.split(u' ', Qt::SkipEmptyParts);
    return words.mid(0, MaxTitleWords).join(u' ') + (words.size() > MaxTitleWords ? QStringLiteral("…") : QString());
}

} // namespace

std::optional<Title> describedTitle(const Reading &reading)
{
    if (const auto acronym = boldAcronym(reading.abstract)) {
        QString plain = reading.abstract;
        plain.remove(QStringLiteral("**"));
        return titleFromName(Name{ *acronym, appositive(plain.mid(plain.indexOf(*acronym) + acronym->size())) });
    }
    if (auto title = titleFromStatements(reading, true))
        return title;
    if (auto title = titleFromStatements(reading, false))
        return title;
    return titleFromTopic(reading, true);
}

// A title completed with the field the abstract opens with, where the title has room for it:
// "Paleo: analytical performance model for deep learning systems"; a title that already says what
// it is for takes the field with "in".
void addField(Title &title, const Tokens &field)
{
    static const WordSet linking = wordSet("for of in on with to from by via using");
    if (field.isEmpty())
        return;
    const QString description = title.description;
    const Tokens described = tokensOf(description);
    const QString fieldText = joined(field);
    if (described.isEmpty() || field.isEmpty() || title.description.contains(fieldText, Qt::CaseInsensitive) ||
        wordCount(described) + 1 + wordCount(field) > wordsLeft(title.name))
        return;
    const bool purposeful =
        std::any_of(described.cbegin(), described.cend(), [](const Token &token) { return token.is(u"for"); });
    const bool linked =
        std::any_of(described.cbegin(), described.cend(), [](const Token &token) { return in(linking, token); });
    // Not after a verb left without its object: "conditions for determining", "to better understand".
    const bool open =
        described.last().endsWith(u"ing") || described.size() < 2 || described.at(described.size() - 2).is(u"to");
    if (open || (linked && wordCount(described) > 9))
        return;
    title.description += (purposeful ? QStringLiteral(" in ") : QStringLiteral(" for ")) + inRunningText(fieldText);
}

namespace {

// A title for an abstract that neither names nor states its contribution.
Title fallbackTitle(const Reading &reading)
{
    if (const auto name = reading.givenName())
        return titleFromName(*name);
    // The first sentence when it is short enough to be a title.
    const QString sentence = firstSentence(reading.abstract, reading.texts);
    if (sentence.count(u' ') < MaxTitleWords)
        return { {}, sentence };
    if (const auto topic = titleFromTopic(reading, false))
        return *topic;
    return { {}, cutSentence(sentence) };
}

} // namespace

Title rulesTitle(const Reading &reading)
{
    std::optional<Title> title = describedTitle(reading);
    if (!title)
        return fallbackTitle(reading);
    addField(*title, fieldOf(reading));
    if (title->name.isEmpty()) {
        if (const auto name = reading.givenName(); name && !title->description.contains(name->name)) {
            // A name given with its expansion is described by it: "MDA: Marginal Deep Architectures".
            if (name->description.isEmpty())
                title->name = name->name;
            else
                title = titleFromName(*name);
        }
    }
    return *title;
}

} // namespace Lectern::Text::TitleRules
