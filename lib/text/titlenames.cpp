// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlenames.h"

#include <QRegularExpression>

namespace Lectern::Text::TitleRules {

using namespace TitlePhrases;

namespace {

constexpr auto Unicode = QRegularExpression::UseUnicodePropertiesOption;
constexpr auto Caseless = QRegularExpression::CaseInsensitiveOption;

bool isCommonWord(QStringView word)
{
    static const QStringList common = QStringLiteral("a an the this these our we it two three new novel").split(u' ');
    return common.contains(word, Qt::CaseInsensitive);
}

} // namespace

// A word that reads as a name: ET-SEED, ToolGen, VICtoR, WM3C, DoF (not "Method" or "model").
bool isNameLike(QStringView word)
{
    if (word.size() < 2)
        return false;
    qsizetype upper = 0;
    bool digit = false;
    for (const QChar c : word) {
        upper += c.isUpper() ? 1 : 0;
        digit = digit || c.isDigit();
        if (upper >= 2 || (upper >= 1 && digit))
            // The common words last: most words have one capital at most, and asking the list is costly.
            return !isCommonWord(word);
    }
    return false;
}

bool isCommonAcronym(QStringView name)
{
    constexpr qsizetype MaxCommonLetters = 4;
    const QStringView stem = name.endsWith(u's') ? name.chopped(1) : name;
    return stem.size() <= MaxCommonLetters &&
        std::all_of(stem.cbegin(), stem.cend(), [](QChar c) { return c.isUpper(); });
}

namespace {

// Enough of the text after the place a name is given to hold the name and what it stands for.
constexpr qsizetype NameTextLength = 300;

// The spans of Markdown bold ("**DART**") in text, as \*\*([^*\n]+)\*\* matches them one after
// the other: read by hand, for most abstracts have no "*" at all, and a search for one character
// is much faster than running the expression. Text that is not valid UTF-16, which the
// expression reads otherwise, is left to it.
QStringList boldSpans(const QString &text)
{
    QStringList spans;
    for (qsizetype at = text.indexOf(u'*'); at >= 0 && at + 1 < text.size();) {
        const qsizetype from = at + 2;
        const auto end = std::find_if(text.cbegin() + std::min(from, text.size()), text.cend(), [](QChar c) {
            return c == u'*' || c == u'\n';
        }) - text.cbegin();
        const bool bold =
            text[at + 1] == u'*' && end > from && end + 1 < text.size() && text[end] == u'*' && text[end + 1] == u'*';
        if (bold)
            spans.append(text.sliced(from, end - from));
        at = text.indexOf(u'*', bold ? end + 2 : at + 1);
    }
    if (spans.isEmpty() || QStringView(text).isValidUtf16())
        return spans;
    static const QRegularExpression bold(QStringLiteral(R"(\*\*([^*\n]+)\*\*)"));
    spans.clear();
    for (const auto &match : bold.globalMatch(text))
        spans.append(match.captured(1));
    return spans;
}

// The regular expressions below are costly to run even where they fail at once, and most text
// they are asked about lacks what they need: these tell so without running them.

// Whether text may start with a capital as \p{Lu} reads it (any letter beyond ASCII may be one).
bool mayStartCapitalised(QStringView text)
{
    return !text.isEmpty() && (text.front().unicode() >= 128 || text.front().isUpper());
}

// Whether text may start with "a", "an" or "the", in any case.
bool mayStartWithArticle(QStringView text)
{
    return !text.isEmpty() && QStringView(u"aAtT").contains(text.front());
}

// Whether the first character of text after any spaces (as \s reads them, or more) may set off
// an apposition: a comma, a colon or a dash.
bool startsWithSeparator(QStringView text)
{
    const auto first =
        std::find_if(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() > u' ' && !c.isSpace(); });
    return first != text.cend() && QStringView(u",:—–-").contains(*first);
}

} // namespace

// "**D**iffusion-based **A**utoregressive … **R**eal-time **T**ext… **DART**": a bold acronym
// spelled by the bold initials of the words it stands for.
std::optional<QString> boldAcronym(const QString &abstract)
{
    QString initials;
    QStringList acronyms;
    for (const QString &span : boldSpans(abstract)) {
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

namespace {

// The acronym in "Knowledge-aware Singular-value Adaptation (KaSA) for …", described by the
// words before it that it stands for (the run back to the one that starts with its first letter)
// and what follows.
constexpr qsizetype MaxExpansionWords = 8;

std::optional<Name> acronymWithExpansion(const QString &text)
{
    static const QRegularExpression phraseThenAcronym(
        QStringLiteral(R"(^((?:[\w][\w'-]*\s+){1,%1}?)\(([\w][\w-]*)\)(.*)$)").arg(MaxExpansionWords), Unicode);
    if (!text.contains(u'('))
        return std::nullopt;
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
    return Name{ acronym, words.join(u' ') + QStringLiteral(" (") + acronym + u')' + match.captured(3) };
}

// Whether text after a name-like word ends the name ("LASER-VFL, a method", "BOFormer, which")
// rather than continuing a noun phrase ("LLM-based framework").
bool endsName(QStringView rest)
{
    // ^(?:\s*[,.;:—–(]|\s+-|\s+(?:that|which|to|for|as|in|with|and|on|by|is|was|has)\b|\s*$), read by hand.
    static const QStringList clauseWords =
        QStringLiteral("that which to for as in with and on by is was has").split(u' ');
    const qsizetype spaces = std::find_if_not(rest.cbegin(), rest.cend(), isExpressionSpace) - rest.cbegin();
    if (spaces == rest.size() || QStringView(u",.;:—–(").contains(rest[spaces]) || (spaces > 0 && rest[spaces] == u'-'))
        return true;
    const QStringView after = rest.sliced(spaces);
    return spaces > 0 && std::any_of(clauseWords.cbegin(), clauseWords.cend(), [&](const QString &word) {
        return after.startsWith(word) &&
            (after.size() == word.size() || !isExpressionWordCharacter(after[word.size()]));
    });
}

} // namespace

// "ET-SEED, an efficient … model", "MARS - a new method", "BasisVAE: a combination": the text an
// appositive description is read from.
QString appositive(const QString &rest)
{
    static const QRegularExpression apposition(
        QStringLiteral(R"(^\s*(?:[,:—–]|\s-{1,2})\s*((?:a|an|the)\s.*))"), Caseless);
    if (!startsWithSeparator(rest))
        return {};
    const auto match = apposition.match(rest);
    return match.hasMatch() ? match.captured(1) : QString();
}

namespace {

// Names joined to the first: "TreeQN and ATreeC".
QString withJoinedNames(const QString &name, QString *rest)
{
    static const QRegularExpression joined(QStringLiteral(R"(^(?:\s*,\s*|\s+and\s+)([\w][\w-]*)(.*)$)"), Unicode);
    QString names = name;
    for (auto match = joined.match(*rest); match.hasMatch() && isNameLike(match.captured(1));
        match = joined.match(*rest)) {
        names += QStringLiteral(" and ") + match.captured(1);
        *rest = match.captured(2);
    }
    return names;
}

// A text's first word and what follows it.
struct FirstWord
{
    QString word;
    QString rest;
};

// The first word of a text as ^([\w][\w-]*)(.*)$ reads it, with Unicode properties: read by
// hand where the word ends at an ASCII character and no line break follows, which . would not
// match; the expression is run elsewhere.
std::optional<FirstWord> firstWord(const QString &text)
{
    qsizetype end = 0;
    while (end < text.size() && (isExpressionWordCharacter(text[end]) || (end > 0 && text[end] == u'-')))
        ++end;
    const QStringView rest = QStringView(text).sliced(end);
    if ((rest.isEmpty() || rest.front().unicode() < 128) && !rest.contains(u'\n') && !rest.contains(u'\r')) {
        if (end == 0)
            return std::nullopt;
        return FirstWord{ text.first(end), rest.toString() };
    }
    static const QRegularExpression expression(QStringLiteral(R"(^([\w][\w-]*)(.*)$)"), Unicode);
    const auto match = expression.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return FirstWord{ match.captured(1), match.captured(2) };
}

// What describes a name from the text after it: "ET-SEED, an efficient … model"; past what the
// name stands for, "BilBOWA (Bilingual Bag-of-Words without Alignments), a simple … model", or
// that alone where it is spelled as a name ("ENet (efficient neural network)" says less than
// what the abstract calls ENet before).
QString described(const QString &rest)
{
    const qsizetype open = rest.indexOf(u'(');
    const qsizetype close = rest.indexOf(u')');
    if (open < 0 || close < open || !rest.first(open).trimmed().isEmpty())
        return appositive(rest);
    if (QString after = appositive(rest.sliced(close + 1)); !after.isEmpty())
        return after;
    const QString expansion = rest.sliced(open + 1, close - open - 1).trimmed();
    const QStringList words = expansion.split(u' ', Qt::SkipEmptyParts);
    const auto capitalised =
        std::count_if(words.cbegin(), words.cend(), [](const QString &word) { return word.front().isUpper(); });
    constexpr qsizetype MinCapitalisedWords = 2;
    return capitalised >= MinCapitalisedWords ? expansion : QString();
}

// Whether text after a name-like word says what kind of thing it names: "LdSM algorithm for …".
bool namesKind(const QString &rest)
{
    static const WordSet kinds =
        wordSet("algorithm method framework model approach architecture system dataset benchmark library toolkit");
    const auto kind = firstWord(rest.trimmed());
    return kind && kinds.containsLowered(kind->word) && endsName(kind->rest);
}

// Text that starts with a word in quotes, without them: "‘LaRa’, an efficient …", "''Co-teaching''
// for …"; other text as it is.
QString withoutQuotes(const QString &text)
{
    static const std::pair<QStringView, QStringView> quotes[] = {
        { u"‘", u"’" }, { u"“", u"”" }, { u"''", u"''" }, { u"``", u"''" }, { u"\"", u"\"" }
    };
    for (const auto &[open, close] : quotes) {
        if (!text.startsWith(open))
            continue;
        const qsizetype end = text.indexOf(close, open.size());
        const QStringView word = QStringView(text).sliced(open.size(), std::max<qsizetype>(0, end - open.size()));
        if (end > open.size() && !word.contains(u' '))
            return word + text.sliced(end + close.size());
    }
    return text;
}

// The name that follows "we propose", "called", …: an acronym with its expansion, a name-like
// word (or several), a run of capitalised words, or a short phrase set off as "X, a …".
std::optional<Name> nameAt(const QString &text)
{
    static const QRegularExpression article(QStringLiteral(R"(^(?:a|an|the)\s+)"), Caseless);
    QString tail = text;
    if (mayStartWithArticle(tail))
        tail.remove(article);
    tail = withoutQuotes(tail);
    if (auto name = acronymWithExpansion(tail))
        return name;

    if (const auto first = firstWord(tail)) {
        const QString &word = first->word;
        QString rest = first->rest;
        if (isNameLike(word) && endsName(rest)) {
            const QString names = withJoinedNames(word, &rest);
            return Name{ names, described(rest) };
        }
        if (isNameLike(word) && namesKind(rest))
            return Name{ word, rest };
        if (word[0].isUpper() && !isCommonWord(word) && !appositive(rest).isEmpty())
            return Name{ word, appositive(rest) };
    }

    static const QRegularExpression capitalisedRun(
        QStringLiteral(R"(^((?:\p{Lu}[\w-]*\s+){1,4}\p{Lu}[\w-]*)(.*)$)"), Unicode);
    if (const auto match = mayStartCapitalised(tail) ? capitalisedRun.match(tail) : QRegularExpressionMatch();
        match.hasMatch())
        return Name{ match.captured(1), appositive(match.captured(2)) };

    static const QRegularExpression setOffPhrase(
        QStringLiteral(R"(^((?:[\w-]+\s+){0,3}[\w-]+)(\s*,\s+(?:a|an|the)\s.*)$)"), Unicode | Caseless);
    if (tail == text && tail.contains(u',')) {
        if (const auto match = setOffPhrase.match(tail); match.hasMatch())
            return Name{ match.captured(1), appositive(match.captured(2)) };
    }
    return std::nullopt;
}

// The object's noun phrase, and where it ends: what the name is set off after, or listed in.
struct ObjectPhrase
{
    Tokens phrase;
    qsizetype end = 0;
};

// "an approach, prototypical networks, that …", "a framework: DeepRebirth", "a model, namely
// GRU-D, …": a name set off after the noun phrase of a statement's object.
std::optional<Name> apposedName(const Statement &statement, const ObjectPhrase &object)
{
    const Tokens &sentence = statement.sentence;
    const Tokens &phrase = object.phrase;
    const qsizetype end = object.end;
    if (phrase.isEmpty() || end + 1 >= sentence.size() || !(sentence.at(end).is(u",") || sentence.at(end).is(u":")))
        return std::nullopt;
    qsizetype start = end + 1;
    // "Mobility VLA, a hierarchical Vision-Language-Action (VLA) navigation policy": what follows
    // "a" describes the name before it; an acronym there is only a term it uses.
    if (sentence.at(start).is(u"a") || sentence.at(start).is(u"an"))
        return std::nullopt;
    if (sentence.at(start).is(u"namely"))
        ++start;
    // "a module, the Set Transformer, …": a name in capitals may take an article.
    if (start + 1 < sentence.size() && sentence.at(start).is(u"the") && sentence.at(start + 1).isWord() &&
        sentence.at(start + 1).text.front().isUpper())
        ++start;
    // "a new algorithm, Latent Space Safe Sets (LS3), which …", "a framework, Prompt Exploration
    // with Prompt Regression (PEPR), to predict …": the acronym is the name.
    if (auto name = acronymWithExpansion(joined(sentence.mid(start))))
        return name;
    qsizetype after = 0;
    const Tokens apposed = nounPhrase(sentence, start, 4, &after);
    if (apposed.isEmpty() || isFunctionWord(apposed.first()) || isBare(apposed) || wordCount(apposed) > 4)
        return std::nullopt;
    const bool nameLike =
        std::any_of(apposed.cbegin(), apposed.cend(), [](const Token &token) { return isNameLike(token.text); });
    // Not an item of a list: "a process for creating, validating, and refining models"; but "a
    // new sampler, Sieve, and show that …" sets a name off before the next clause.
    const bool listed = after + 2 < sentence.size() && sentence.at(after).is(u",") &&
        sentence.at(after + 1).is(u"and") && !isVerb(sentence.at(after + 2));
    const bool setOff = after >= sentence.size() || (sentence.at(after).is(u",") && !listed) ||
        sentence.at(after).is(u"that") || sentence.at(after).is(u"which");
    if (!nameLike && !setOff)
        return std::nullopt;
    return Name{ joined(apposed), joined(phrase) };
}

// "two model-based methods (POR-UCRL, POR-UCBVI)": names listed after what they are.
std::optional<Name> listedNames(const Statement &statement, const ObjectPhrase &object)
{
    const Tokens &sentence = statement.sentence;
    // The phrase reads a short list as an aside, passed over.
    const qsizetype end = object.end;
    const auto open = std::find_if(sentence.cbegin() + statement.object,
                          sentence.cbegin() + end,
                          [](const Token &token) { return token.is(u"("); }) -
        sentence.cbegin();
    if (open == statement.object || open == end)
        return std::nullopt;
    // Right after what they name, not in a phrase after it: "our method on two benchmarks (GLUE, SQuAD)".
    const Tokens phrase = sentence.mid(statement.object, open - statement.object);
    if (std::any_of(phrase.cbegin() + 1, phrase.cend(), [](const Token &token) { return isFunctionWord(token); }))
        return std::nullopt;
    QStringList names;
    for (qsizetype i = open + 1; i + 1 < sentence.size(); i += 2) {
        if (!sentence.at(i).isWord() || !isNameLike(sentence.at(i).text))
            return std::nullopt;
        names.append(sentence.at(i).text.toString());
        if (sentence.at(i + 1).is(u")"))
            return names.size() > 1 ? std::optional(Name{ names.join(QStringLiteral(" and ")), joined(phrase) })
                                    : std::nullopt;
        if (!sentence.at(i + 1).is(u","))
            return std::nullopt;
    }
    return std::nullopt;
}

// A name after a word that gives one: "called Paleo", "dubbed Robotouille", "… Networks, or DRAGNN".
std::optional<Name> nameAfterNaming(const QString &text)
{
    const QString tail = withoutQuotes(text);
    static const QRegularExpression orAcronym(
        QStringLiteral(R"(^((?:[\w-]+\s+){0,7}[\w-]+),\s+or\s+([\w-]+))"), Unicode);
    if (const auto match = tail.contains(u',') ? orAcronym.match(tail) : QRegularExpressionMatch();
        match.hasMatch() && isNameLike(match.captured(2)))
        return Name{ match.captured(2), match.captured(1) };
    if (auto name = nameAt(tail))
        return name;
    static const QRegularExpression capitalised(QStringLiteral(R"(^(\p{Lu}[\w-]+)(.*)$)"), Unicode);
    if (const auto match = mayStartCapitalised(tail) ? capitalised.match(tail) : QRegularExpressionMatch();
        match.hasMatch())
        return Name{ match.captured(1), appositive(match.captured(2)) };
    return std::nullopt;
}

// Whether tokens may hold a word that gives a name, as a regular expression reads them: one of
// the words, or a word of other letters or maths, which may hold anything.
bool mayName(const Tokens &tokens, qsizetype from)
{
    static const WordSet naming = wordSet("called named dubbed termed coined");
    return std::any_of(tokens.cbegin() + from, tokens.cend(), [](const Token &token) {
        return token.kind == Token::Math || in(naming, token) ||
            std::any_of(token.text.cbegin(), token.text.cend(), [](QChar c) { return c.unicode() >= 128; });
    });
}

} // namespace

// The name a statement gives its contribution ("called X", "X, a …", "an approach, X, that …").
std::optional<Name> namedIn(const Statement &statement)
{
    const QString text = joined(statement.sentence.mid(statement.object));
    static const QRegularExpression naming(QStringLiteral(R"(^(?:(?:a|an|the)\s+)?(?:[\w-]+,?\s+){0,6}?)"
                                                          R"((?:called|named|dubbed|termed|coined)\s+(?:as\s+)?)"),
        Caseless | Unicode);
    if (const auto match =
            mayName(statement.sentence, statement.object) ? naming.match(text) : QRegularExpressionMatch();
        match.hasMatch()) {
        auto name = nameAfterNaming(text.mid(match.capturedEnd()));
        // "a novel deep neural network architecture named ENet": what it is comes before its name.
        if (name && name->description.isEmpty())
            name->description = match.captured(0);
        return name;
    }
    // A name-like word set off wins over a name read at the object's start; a plain phrase set
    // off ("prototypical networks") only when there is none.
    ObjectPhrase object;
    object.phrase = nounPhrase(statement.sentence, statement.object, MaxTitleWords, &object.end);
    const auto apposed = apposedName(statement, object);
    if (apposed && isNameLike(apposed->name))
        return apposed;
    if (auto names = listedNames(statement, object))
        return names;
    if (auto name = nameAt(text))
        return name;
    return apposed;
}

namespace {

// Whether ", a new" or ", an novel" (as the regular expression ",\s+an?\s+(?:new|novel)\b" reads
// it) starts at text[comma]: read by hand, for an expression run over a whole abstract is costly.
bool introducesAt(QStringView text, qsizetype comma)
{
    const auto spacesFrom = [&](qsizetype from) {
        const auto end = std::find_if_not(text.cbegin() + from, text.cend(), isExpressionSpace);
        return end - text.cbegin();
    };
    qsizetype at = spacesFrom(comma + 1);
    if (at == comma + 1 || !text.sliced(at).startsWith(u'a'))
        return false;
    ++at;
    if (text.sliced(at).startsWith(u'n'))
        ++at;
    const qsizetype word = spacesFrom(at);
    if (word == at)
        return false;
    for (const QStringView introducing : { QStringView(u"new"), QStringView(u"novel") }) {
        const qsizetype end = word + introducing.size();
        if (text.sliced(word).startsWith(introducing) && (end == text.size() || !isExpressionWordCharacter(text[end])))
            return true;
    }
    return false;
}

// A name the abstract gives its contribution outside the statement: "which we name MS MARCO",
// "we call it “Marginal Deep Architectures” (MDA)", "which we refer to as Distral", "we refer to
// the method as Q-Transformer", "using Content2Vec, a new deep architecture".
// The cues are the naming cues of all of the abstract's words.
std::optional<Name> nameGivenAnywhere(const QString &abstract, quint16 cues)
{
    static const QRegularExpression naming(
        QStringLiteral(
            R"(\b(?:(?:called|named|renamed|dubbed|termed|coined)(?:\s+as)?|(?:we|and)\s+(?:call|name|dub|term|coin)\s+)"
            R"((?:it|this|them|(?:our|the|this)\s+[\w-]+(?:\s+(?-i:[a-z])[\w-]*)?)|)"
            R"((?:we|and)\s+(?:[a-z]+\s+)?refer\s+to\s+(?:it|this|them|(?:our|the|this)\s+[\w-]+)\s+as|)"
            R"((?:which|that|what|method|approach|framework|model)\s+we\s+(?:will\s+)?(?:call|name|dub|term|coin|refer\s+to))"
            R"((?:\s+as)?)\s+)"),
        Caseless);
    static const QRegularExpression noise(QStringLiteral(R"(\\(?:emph|textbf|textit|textsc)\b|\*\*|[{}“”"])"));
    // The expressions match only where one of their words stands alone, which most abstracts
    // lack: looking for the words is much cheaper than running the expressions.
    if (cues & Naming) {
        for (const auto &match : naming.globalMatchView(abstract)) {
            if (auto name = nameAfterNaming(abstract.sliced(match.capturedEnd()).left(NameTextLength).remove(noise)))
                return name;
        }
    }
    if (!(cues & New))
        return std::nullopt;
    for (qsizetype comma = abstract.indexOf(u','); comma >= 0; comma = abstract.indexOf(u',', comma + 1)) {
        if (!introducesAt(abstract, comma))
            continue;
        qsizetype start = comma;
        while (start > 0 && (abstract[start - 1].isLetterOrNumber() || abstract[start - 1] == u'-'))
            --start;
        const QString word = abstract.sliced(start, comma - start);
        if (isNameLike(word))
            return Name{ word, abstract.sliced(comma + 1) };
    }
    return std::nullopt;
}

// How often a name is used in a text as a word of its own, in the plural too: "TSW" is not used
// in "Db-TSW".
qsizetype usesOf(QStringView text, QStringView name)
{
    const auto joins = [](QChar c) { return c.isLetterOrNumber() || c == u'-'; };
    qsizetype uses = 0;
    for (qsizetype at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.size())) {
        qsizetype end = at + name.size();
        if (end < text.size() && text[end] == u's')
            ++end;
        if ((at == 0 || !joins(text[at - 1])) && (end == text.size() || !joins(text[end])))
            ++uses;
    }
    return uses;
}

// A name the authors define for what they make, introduced as new in a sentence that may state
// their contribution, and then keep using, which makes it what the paper is about: "we propose a
// novel class of splitting maps …, resulting in a novel Distance-based Tree-Sliced Wasserstein
// (Db-TSW) distance. … Db-TSW is an Euclidean invariant metric". Of several, the one used most.
std::optional<Name> definedName(const Reading &reading)
{
    // Uses after the definition: a name given to prior work in passing is seldom used again.
    constexpr qsizetype MinUses = 2;
    std::optional<Name> defined;
    qsizetype mostUses = MinUses - 1;
    for (qsizetype sentence = 0; sentence < reading.texts.size(); ++sentence) {
        const QStringView text = reading.texts.at(sentence);
        if (!reading.mayState(sentence))
            continue;
        for (qsizetype open = text.indexOf(u'('); open >= 0; open = text.indexOf(u'(', open + 1)) {
            const qsizetype close = text.indexOf(u')', open);
            if (close < 0)
                break;
            // Markdown emphasis of the name is no part of it: "(*Db-TSW*)".
            QStringView acronym = text.sliced(open + 1, close - open - 1);
            while (acronym.startsWith(u'*') && acronym.endsWith(u'*') && acronym.size() > 2)
                acronym = acronym.sliced(1, acronym.size() - 2);
            if (!isNameLike(acronym))
                continue;
            const qsizetype afterDefinition = text.data() - reading.abstract.data() + close + 1;
            const qsizetype uses = usesOf(QStringView(reading.abstract).sliced(afterDefinition), acronym);
            if (uses <= mostUses)
                continue;
            // The expansion is read from the words before it in its clause.
            qsizetype clause = open;
            while (clause > 0 && !QStringView(u",;:)").contains(text[clause - 1]))
                --clause;
            const QStringList words = text.sliced(clause, open - clause).toString().simplified().split(u' ');
            // Introduced as new: "(1) Generative Adversarial Networks (GAN)" names a tool the authors use.
            static const WordSet introducing = wordSet("new novel");
            if (std::none_of(words.cbegin(), words.cend(), [](const QString &word) {
                    return introducing.containsLowered(word);
                }))
                continue;
            const QString expansion = words.mid(std::max(qsizetype(0), words.size() - MaxExpansionWords)).join(u' ');
            if (auto name =
                    acronymWithExpansion(expansion + QStringLiteral(" (") + acronym + u')' + text.sliced(close + 1))) {
                defined = name;
                mostUses = uses;
            }
        }
    }
    return defined;
}

// "MCMC-based", "EM-type", "U-Net-like": words that say what a method is built on or like.
constexpr const char16_t *BuiltOnSuffixes[] = { u"-based", u"-type", u"-like", u"-style" };

// "GAN", "SE": an acronym too short to name a paper's own contribution even where set off as one.
bool isShortAcronym(QStringView name)
{
    constexpr qsizetype MaxShortLetters = 3;
    return name.size() <= MaxShortLetters && isCommonAcronym(name);
}

// The name that starts text set off after what the authors call their contribution: "Sever,
// possesses …", "DeepPINK (Deep feature selection using …), …", "Polya-Gamma augmented Thompson
// Sampling (PG-TS), achieves …".
std::optional<Name> setOffName(const QString &text, bool owned)
{
    if (auto name = acronymWithExpansion(text))
        return name;
    const auto first = firstWord(text);
    if (!first)
        return std::nullopt;
    // A capitalised word is a name only after the authors' own: "Our method, Sever, …", not "a
    // measure, Model-level agreement, …".
    const QString &word = first->word;
    const bool named =
        (isNameLike(word) && !isShortAcronym(word)) || (owned && word.front().isUpper() && !isCommonWord(word));
    if (!named || !(first->rest.startsWith(u',') || first->rest.startsWith(QLatin1String(" ("))))
        return std::nullopt;
    return Name{ word, described(first->rest) };
}

// "Our Net-Trim algorithm", "our algorithm BISTRO requires …": a name-like word right after the
// owner or right after the kind; not "our GAN model", "our MCMC-based algorithm" nor "our
// EM-type algorithm", which name what the method is built on, nor "our CIFAR-10 model" after "on
// the CIFAR-10 dataset": a name the authors give is new where they give it.
std::optional<Name> nameBesideKind(const Reading &reading, std::size_t owner, std::size_t kind)
{
    const std::vector<TextWord> &words = reading.words();
    const QStringView abstract(reading.abstract);
    const auto builtOn = [](QStringView word) {
        return std::any_of(std::begin(BuiltOnSuffixes), std::end(BuiltOnSuffixes), [word](const char16_t *suffix) {
            return word.endsWith(QStringView(suffix));
        });
    };
    for (const std::size_t at : { owner + 1, kind + 1 }) {
        if (at == kind || at >= words.size())
            continue;
        const QStringView word = words[at].text;
        const bool adjacent = std::all_of(
            words[std::min(at, kind)].text.cend(), words[std::max(at, kind)].text.cbegin(), isExpressionSpace);
        if (adjacent && isNameLike(word) && !isCommonAcronym(word) && !builtOn(word) &&
            !abstract.first(words[owner].text.cbegin() - abstract.cbegin()).contains(word))
            return Name{ word.toString(), {} };
    }
    return std::nullopt;
}

// The name in what follows the words the authors call what they make by: ", Sever, …" after any
// ("a framework, RoCUS, which …"); " Meta Test-Time Training (MT3), …" or " (CLAR)" only after
// their own ("our framework (CLAR)"), not in "a novel generative adversarial network (GAN)".
std::optional<Name> nameAfterKind(QStringView rest, bool owned)
{
    // On one line, as the name's sentence reads.
    const auto tail = [rest](qsizetype from) { return rest.sliced(from).left(NameTextLength).toString().simplified(); };
    if (rest.startsWith(u", "))
        return setOffName(tail(2), owned);
    if (!owned || rest.size() < 2 || rest[0] != u' ')
        return std::nullopt;
    if (rest[1].isUpper())
        return acronymWithExpansion(tail(1));
    const qsizetype close = rest.indexOf(u')');
    if (rest[1] != u'(' || close < 3)
        return std::nullopt;
    const QStringView name = rest.sliced(2, close - 2);
    if (!isNameLike(name) || isShortAcronym(name) || name.contains(u' '))
        return std::nullopt;
    return Name{ name.toString(), {} };
}

// Whose a thing named after a word is: the authors' ("our", "this", "the resulting", "a new"), or
// anyone's ("a", "an").
enum class Owner { None, Anyone, Authors };

Owner ownerOf(QStringView word)
{
    static const WordSet authors = wordSet("our this resulting new novel");
    // Told from the first letter and the length before the list is asked: most words are none.
    const char16_t letter = word.front().unicode() | 0x20;
    if (letter == u'a' && (word.size() == 1 || (word.size() == 2 && (word[1].unicode() | 0x20) == u'n')))
        return Owner::Anyone;
    const bool mayOwn = (letter == u'o' || letter == u't' || letter == u'r' || letter == u'n') &&
        (word.size() == 3 || word.size() == 4 || word.size() == 5 || word.size() == 9);
    return mayOwn && authors.containsLowered(word) ? Owner::Authors : Owner::None;
}

// "Our method, Sever, …", "our proposed method, Agent-DocEdit, …", "This new method, DeepPINK (…)",
// "The resulting model, CRYSTAL, …", "a novel neural network, ToolFlowNet, …", "Our Net-Trim
// algorithm": a name beside the words the authors call what they make by, in any sentence.
std::optional<Name> ownedName(const Reading &reading)
{
    static const WordSet kinds = wordSet("method algorithm approach framework model network architecture system "
                                         "technique library toolkit tool procedure estimator agent policy module");
    // Words between the two: "our proposed method", "this new algorithm".
    constexpr std::size_t MaxBetween = 2;
    const std::vector<TextWord> &words = reading.words();
    const QStringView abstract(reading.abstract);
    for (std::size_t owner = 0; owner + 1 < words.size(); ++owner) {
        const Owner owns = ownerOf(words[owner].text);
        if (owns == Owner::None)
            continue;
        const bool owned = owns == Owner::Authors;
        for (std::size_t kind = owner + 1; kind < words.size() && kind <= owner + 1 + MaxBetween; ++kind) {
            if (!std::all_of(words[kind - 1].text.cend(), words[kind].text.cbegin(), isExpressionSpace))
                break;
            if (!kinds.containsLowered(words[kind].text))
                continue;
            if (auto name = owned ? nameBesideKind(reading, owner, kind) : std::nullopt)
                return name;
            if (auto name = nameAfterKind(abstract.sliced(words[kind].text.cend() - abstract.cbegin()), owned))
                return name;
            break;
        }
    }
    return std::nullopt;
}

} // namespace

// A name the abstract gives its contribution outside a statement of it.
std::optional<Name> findGivenName(const Reading &reading)
{
    if (auto name = nameGivenAnywhere(reading.abstract, reading.cues))
        return name;
    if (auto name = ownedName(reading))
        return name;
    return definedName(reading);
}

} // namespace Lectern::Text::TitleRules
