// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"

#include "text/titlephrases.h"

#include <QRegularExpression>
#include <QStringList>

#include <optional>
#include <span>

namespace Lectern::Text {
namespace {

using namespace TitlePhrases;

constexpr auto Unicode = QRegularExpression::UseUnicodePropertiesOption;
constexpr auto Caseless = QRegularExpression::CaseInsensitiveOption;
constexpr qsizetype MaxTitleWords = 14;

struct Name
{
    QString name;
    QString description; // the text the description is read from: an expansion and what follows, or ", a …"
};

// The first sentence of a text as tokens (views of it, which must outlive them): a description
// never runs into the next sentence.
Tokens tokensOf(const QString &text)
{
    const QList<QStringView> texts = sentenceTexts(text);
    return texts.isEmpty() ? Tokens{} : tokenized(texts.first());
}

bool isCommonWord(QStringView word)
{
    static const QStringList common = QStringLiteral("a an the this these our we it two three new novel").split(u' ');
    return common.contains(word, Qt::CaseInsensitive);
}

// A word that reads as a name: ET-SEED, ToolGen, VICtoR, WM3C, DoF (not "Method" or "model").
bool isNameLike(QStringView word)
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

// \s and \w as regular expressions without Unicode properties read them: ASCII only. Some
// expressions are read by hand, for running them is costly.
bool isExpressionSpace(QChar c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

bool isExpressionWordCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_';
}

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

// Whether the first character of text after any spaces (as \s reads them, or more) is a comma.
bool startsWithComma(QStringView text)
{
    const auto first =
        std::find_if(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() > u' ' && !c.isSpace(); });
    return first != text.cend() && *first == u',';
}

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
    // ^(?:\s*[,.;:—–(]|\s+(?:that|which|to|for|as|in|with|and|on|by|is|was|has)\b|\s*$), read by hand.
    static const QStringList clauseWords =
        QStringLiteral("that which to for as in with and on by is was has").split(u' ');
    const qsizetype spaces = std::find_if_not(rest.cbegin(), rest.cend(), isExpressionSpace) - rest.cbegin();
    if (spaces == rest.size() || QStringView(u",.;:—–(").contains(rest[spaces]))
        return true;
    const QStringView after = rest.sliced(spaces);
    return spaces > 0 && std::any_of(clauseWords.cbegin(), clauseWords.cend(), [&](const QString &word) {
        return after.startsWith(word) &&
            (after.size() == word.size() || !isExpressionWordCharacter(after[word.size()]));
    });
}

// "ET-SEED, an efficient … model": the text an appositive description is read from.
QString appositive(const QString &rest)
{
    static const QRegularExpression apposition(QStringLiteral(R"(^\s*,\s+((?:a|an|the)\s.*))"), Caseless);
    if (!startsWithComma(rest))
        return {};
    const auto match = apposition.match(rest);
    return match.hasMatch() ? match.captured(1) : QString();
}

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

// The name that follows "we propose", "called", …: an acronym with its expansion, a name-like
// word (or several), a run of capitalised words, or a short phrase set off as "X, a …".
std::optional<Name> nameAt(const QString &text)
{
    static const QRegularExpression article(QStringLiteral(R"(^(?:a|an|the)\s+)"), Caseless);
    QString tail = text;
    if (mayStartWithArticle(tail))
        tail.remove(article);
    if (auto name = acronymWithExpansion(tail))
        return name;

    if (const auto first = firstWord(tail)) {
        const QString &word = first->word;
        QString rest = first->rest;
        if (isNameLike(word) && endsName(rest)) {
            const QString names = withJoinedNames(word, &rest);
            return Name{ names, appositive(rest) };
        }
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

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// A title: a name, what it is, or both ("ET-SEED: efficient … diffusion model").
struct Title
{
    QString name;
    QString description;

    QString text() const
    {
        if (name.isEmpty() || description.isEmpty())
            return capitalized(name.isEmpty() ? description : name);
        return capitalized(name) + QStringLiteral(": ") + description;
    }
};

// The description is read within the words a title has left after the name.
qsizetype wordsLeft(const QString &name)
{
    return MaxTitleWords - name.count(u' ') - 1;
}

Title titleFromName(const Name &name)
{
    // More than a title's words, to find where the phrase ends.
    constexpr qsizetype Enough = 300;
    const QString source = name.description.left(Enough);
    return { name.name, titled(nounPhrase(tokensOf(source), 0, wordsLeft(name.name))) };
}

// "We propose …", "this paper presents …": where a sentence states what the paper contributes
// (strong) or what it looks at (weak), the position of the object that follows.
struct Statement
{
    Tokens sentence;
    qsizetype object = 0;
    qsizetype sentenceIndex = -1; // which of the sentences read it is, to tell two statements of one apart
    bool whole = false; // the object is all the sentence has after it: a clause, not a noun phrase
    bool onlyNamed = false; // it counts only where its object is named
};

const WordSet &contributingVerbs()
{
    static const WordSet words =
        wordSet("propose introduce present develop design describe build construct create release devise formulate "
                "offer proposes introduces presents develops designs describes builds constructs creates releases "
                "devises formulates offers proposed introduced presented developed designed described built "
                "constructed created released devised formulated");
    return words;
}

const WordSet &lookingVerbs()
{
    static const WordSet words =
        wordSet("study investigate consider address tackle analyze analyse explore examine evaluate quantify revisit "
                "characterize characterise provide conduct derive establish studies investigates considers addresses "
                "tackles analyzes analyses conducts derives establishes studied investigated considered addressed "
                "analyzed analysed explored examined evaluated quantified revisited characterized characterised "
                "conducted derived established compared assessed reviewed surveyed "
                "explores examines evaluates quantifies revisits characterizes characterises provides "
                // what a report or a review does: "This paper discusses …", "This article reviews …"
                "discuss discusses discussed outline outlines outlined detail details detailed review reviews "
                "summarize summarizes summarized summarise summarises summarised survey surveys report reports "
                "reported cover covers deal deals dealt focus focuses focused concentrate concentrates "
                "extend extends extended rethink rethinks reconsider reconsiders reconsidered");
    return words;
}

// "We revisit …", "we rethink …": a paper that looks again at known work says so in its title
// ("Revisiting Distributed Synchronous SGD"). The verb as it opens the title, or nothing.
QString againVerb(const Token &verb)
{
    for (const QStringView again : { u"revisit", u"rethink", u"reconsider" }) {
        if (verb.text.startsWith(again, Qt::CaseInsensitive))
            return gerundOf(again.toString()) + u' ';
    }
    return {};
}

const WordSet &paperWords()
{
    static const WordSet words =
        wordSet("paper work article study note thesis letter submission report document project chapter poster demo "
                "demonstration piece research review survey overview investigation authors");
    return words;
}

// Words that name what a study set out to do: "The aim of this study was to …".
const WordSet &aimWords()
{
    static const WordSet words = wordSet("aim aims objective objectives purpose goal goals");
    return words;
}

const WordSet &statementAdverbs()
{
    static const WordSet words =
        wordSet("first then further also here therefore thus instead now hence additionally finally subsequently "
                "empirically experimentally theoretically formally newly briefly");
    return words;
}

const WordSet &aimingVerbs()
{
    static const WordSet words = wordSet("aim aims aimed seek seeks sought attempt attempts attempted");
    return words;
}

// What a word tells the reading of its sentence: whether it may let the abstract name its
// contribution outside a statement (see nameGivenAnywhere()), and whether it may start a
// statement's subject (see sentenceCues()). All are asked of every word, with one lookup.
enum WordCue : quint16 {
    Naming = 1, // "called", "we name …"
    New = 2, // "X, a new …"
    NamingCues = Naming | New,
    Subject = 4, // "we"
    Owner = 8, // "this", "our" or "the", before "paper"
};

const WordTable &cueTable()
{
    static const WordTable table({ { wordSet("called named dubbed termed coined call name dub term"), Naming },
        { wordSet("new novel"), New },
        { wordSet("we"), Subject },
        { wordSet("this our the"), Owner } });
    return table;
}

// The naming cues of the words within a word as regular expressions read words, runs of ASCII
// letters, digits and _: "called" in "so-called", "new" in "new-found".
quint16 innerNamingCues(QStringView word)
{
    quint16 cues = 0;
    for (auto start = word.cbegin(); start != word.cend();) {
        const auto end = std::find_if_not(start, word.cend(), isExpressionWordCharacter);
        const quint16 inner = cueTable().classesOf(QStringView(start, end));
        cues |= inner & NamingCues;
        start = end == word.cend() ? end : std::find_if(end, word.cend(), isExpressionWordCharacter);
    }
    return cues;
}

// The cues of a word as readWords() reads it. A word that is not plain is no opener, having
// other characters than letters, and its naming cues are those of the words within it.
quint16 cuesOf(const WordTable &table, const TextWord &word)
{
    return word.plain ? table.classesOf(word.text) : innerNamingCues(word.text);
}

// What a sentence, read into words, tells: whether it may hold a statement ("we propose", "this
// paper studies", "The aim …", "To evaluate …"), so that only such sentences are made into
// tokens, and the naming cues of its words.
struct SentenceCues
{
    bool mayState = false;
    quint16 naming = 0;
};

// "Describes a system …", "Presents the design …": what a paper does, stated without its
// subject at the start of the abstract, as older proceedings write.
const WordSet &telegraphicVerbs()
{
    static const WordSet words =
        wordSet("describes presents discusses outlines details reports reviews proposes introduces examines "
                "investigates explores considers studies summarizes summarises surveys addresses covers provides "
                "evaluates compares analyzes analyses develops demonstrates");
    return words;
}

// Only the words at the start and after "we", "this paper" and the like are looked up in the
// long lists of statement words. The first sentence may state its contribution without a subject.
SentenceCues sentenceCues(std::span<const TextWord> words, bool first)
{
    enum : quint16 { Paper = 1, Adverb = 2, StatementVerb = 4, Aim = 8 };
    static const WordTable table({ { paperWords(), Paper },
        { statementAdverbs(), Adverb },
        { contributingVerbs(), StatementVerb },
        { lookingVerbs(), StatementVerb },
        { aimingVerbs(), StatementVerb },
        { aimWords(), Aim } });
    const WordTable &cueWords = cueTable();
    constexpr std::size_t OpeningWords = 3;
    SentenceCues found;
    bool owner = false; // "this", "our" or "the" just before
    bool subject = false; // "we" or "this paper", perhaps with an adverb, just before
    for (std::size_t count = 0; count < words.size(); ++count) {
        const QStringView word = words[count].text;
        const quint16 cues = cuesOf(cueWords, words[count]);
        found.naming |= cues & NamingCues;
        if (found.mayState)
            continue;
        const quint16 classes = count < OpeningWords || subject || owner ? table.classesOf(word) : 0;
        const bool opensWithVerb =
            first && count == 0 && classes & StatementVerb && telegraphicVerbs().containsLowered(word);
        found.mayState = (count == 0 && word.size() == 2 && equalsLowered(word, u"to")) ||
            (count < OpeningWords && classes & Aim) || (subject && classes & StatementVerb) || opensWithVerb;
        subject = cues & Subject || (owner && classes & Paper) || (subject && classes & Adverb);
        owner = cues & Owner;
    }
    return found;
}

// The abstract split once, for every rule to read: its sentences, each read into tokens when a
// rule first asks for them, and the cues of its words.
class Reading
{
public:
    explicit Reading(const QString &text) : abstract(text), texts(sentenceTexts(text)), m_tokens(texts.size())
    {
        m_mayState.reserve(texts.size());
        // The words of the whole text read at once, for a sentence's words are those of the text
        // that start within it. No word runs into the next sentence but an initial's stop that
        // ends one ("… ..H. We"), and no cue is a single letter.
        std::vector<TextWord> words;
        // More than running text needs (a word every seven characters or so): never grown.
        words.reserve(text.size() / 4);
        readWords(text, &words);
        auto first = words.cbegin();
        for (const QStringView sentence : texts) {
            const auto end = std::find_if(first, words.cend(), [sentenceEnd = sentence.cend()](const TextWord &word) {
                return word.text.cbegin() >= sentenceEnd;
            });
            const SentenceCues found = sentenceCues({ first, end }, m_mayState.isEmpty());
            m_mayState.append(found.mayState);
            cues |= found.naming;
            first = end;
        }
    }

    const Tokens &tokens(qsizetype sentence) const
    {
        if (!m_tokens[sentence])
            m_tokens[sentence] = tokenized(texts.at(sentence));
        return *m_tokens[sentence];
    }

    // The sentences that may state the contribution, as tokens.
    QList<Tokens> statingSentences() const
    {
        QList<Tokens> sentences;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            if (m_mayState.at(i))
                sentences.append(tokens(i));
        }
        return sentences;
    }

    // Whether a sentence may state the contribution.
    bool mayState(qsizetype sentence) const { return m_mayState.at(sentence); }

    const QString &abstract;
    const QList<QStringView> texts;
    quint16 cues = 0; // the naming cues of all words

private:
    QList<bool> m_mayState;
    mutable QList<std::optional<Tokens>> m_tokens;
};

// "To evaluate the reliability of …", "The aim of this study was to define …": where a sentence
// states the study's aim, the position of its verb; -1 if it does not.
qsizetype aimAt(const Tokens &sentence)
{
    constexpr qsizetype MaxAimTokens = 16; // "The aim of this randomized, multicenter, … study was to"
    static const WordSet being = wordSet("is was are were");
    // "To mitigate …, we extend …" states a means, not the study's aim.
    const bool ownClause =
        std::none_of(sentence.cbegin(), sentence.cend(), [](const Token &token) { return token.is(u"we"); });
    // Not "To date, …" nor "To our knowledge, …".
    if (sentence.size() > 2 && sentence.at(0).is(u"to") && sentence.at(1).kind == Token::Word &&
        !isFunctionWord(sentence.at(1)) && sentence.at(2).kind != Token::Mark && ownClause)
        return 1;
    qsizetype i = 0;
    while (
        i < sentence.size() && (sentence.at(i).is(u"the") || sentence.at(i).is(u"our") || sentence.at(i).is(u"main")))
        ++i;
    if (i >= sentence.size() || !in(aimWords(), sentence.at(i)))
        return -1;
    for (qsizetype to = i + 1; to + 1 < sentence.size() && to < i + MaxAimTokens; ++to) {
        if (sentence.at(to).is(u"to") && in(being, sentence.at(to - 1)) && sentence.at(to + 1).kind == Token::Word)
            return to + 1;
    }
    return -1;
}

// The words of a phrase that say what it is about: not function words, not generic ones.
qsizetype contentWords(const Tokens &phrase)
{
    return std::count_if(phrase.cbegin(), phrase.cend(), [](const Token &token) {
        return token.isWord() && !isFunctionWord(token) && !isGenericWord(token);
    });
}

// A study's aim, with its verb at tokens[verb], as what the paper does: "to reduce …" read as
// "Reducing …". An aim that asks "whether X …" is about X: a title cannot hold the question whole.
Statement aimed(const Tokens &sentence, qsizetype verb)
{
    // How the study goes about it is no part of what it does: "to better understand",
    // "to compare prospectively".
    static const WordSet manner = wordSet("better further first also fully");
    const auto isManner = [](const Token &token) { return isAdverb(token) || in(manner, token); };
    while (verb + 1 < sentence.size() && isManner(sentence.at(verb)))
        ++verb;
    // "to determine whether sleep improves memory": the question whole when a title can hold it,
    // else what it is about ("endoscopic injection of microspheres …").
    static const WordSet asking = wordSet("whether if");
    if (verb + 2 < sentence.size() && in(asking, sentence.at(verb + 1))) {
        const auto mark = std::find_if(
            sentence.cbegin() + verb, sentence.cend(), [](const Token &token) { return token.kind == Token::Mark; });
        Tokens question = sentence.mid(verb, mark - sentence.cbegin() - verb);
        if (wordCount(question) <= MaxTitleWords) {
            question[0] = wordToken(gerundOf(question.at(0).text.toString()));
            return { question, 0, -1, true };
        }
        if (contentWords(nounPhrase(sentence, verb + 2, MaxTitleWords)) >= 2)
            return { sentence, verb + 2 };
    }
    Tokens doing = sentence;
    doing[verb] = wordToken(gerundOf(doing.at(verb).text.toString()));
    while (verb + 1 < doing.size() && isManner(doing.at(verb + 1)))
        doing.removeAt(verb + 1);
    return { doing, verb };
}

// What one sentence states (see statements()).
QList<Statement> statementsIn(const Tokens &sentence, bool strong)
{
    const WordSet &adverbs = statementAdverbs();
    const WordSet &aiming = aimingVerbs();
    const WordSet &papers = paperWords();
    const WordSet &verbs = strong ? contributingVerbs() : lookingVerbs();
    if (const qsizetype aim = strong ? -1 : aimAt(sentence); aim > 0)
        return { aimed(sentence, aim) };
    // "Describes a system …", not "Reports suggest …" nor "Studies have shown …".
    static const WordSet determiners = wordSet("a an the this these our its their");
    if (sentence.size() > 2 && in(telegraphicVerbs(), sentence.first()) && in(verbs, sentence.first()) &&
        in(determiners, sentence.at(1)))
        return { { sentence, 1 } };
    QList<Statement> found;
    for (qsizetype i = 0; i + 2 < sentence.size(); ++i) {
        qsizetype verb = -1;
        if (sentence.at(i).is(u"we"))
            verb = i + 1;
        else if ((sentence.at(i).is(u"this") || sentence.at(i).is(u"our") || sentence.at(i).is(u"the")) &&
            in(papers, sentence.at(i + 1)))
            verb = i + 2;
        if (verb < 0)
            continue;
        while (verb + 1 < sentence.size() && in(adverbs, sentence.at(verb)))
            ++verb;
        // "This paper aims to reduce …": what it does, as "Reducing …".
        if (!strong && in(aiming, sentence.at(verb)) && verb + 2 < sentence.size() && sentence.at(verb + 1).is(u"to"))
            return { aimed(sentence, verb + 2) };
        if (in(verbs, sentence.at(verb))) {
            // "deals with …", "focuses on …": the object follows the verb's particle.
            static const WordSet particles = wordSet("with on");
            const bool particle = verb + 2 < sentence.size() && in(particles, sentence.at(verb + 1));
            found.append({ sentence, verb + (particle ? 2 : 1) });
        } else if (!strong ||
            !(in(lookingVerbs(), sentence.at(verb)) ||
                (sentence.at(i).is(u"we") && sentence.at(verb).isWord() && !isFunctionWord(sentence.at(verb))))) {
            continue;
        }
        // "we present a … framework and propose BOFormer, which …": each verb's object. After
        // another verb, a name made: "we analyze the limitations of … and introduce the Stable
        // Hadamard Memory, …", "we leverage spatial symmetry and propose ET-SEED, …", not "… and
        // present numerical evidence".
        const bool looked = !in(verbs, sentence.at(verb));
        for (qsizetype next = verb + 1; next + 2 < sentence.size(); ++next) {
            if (sentence.at(next).is(u"and") && in(verbs, sentence.at(next + 1)))
                found.append({ sentence, next + 2, -1, false, looked });
        }
        if (!found.isEmpty())
            return found;
    }
    return found;
}

QList<Statement> statements(const QList<Tokens> &sentences, bool strong)
{
    QList<Statement> found;
    for (qsizetype index = 0; index < sentences.size(); ++index) {
        for (Statement statement : statementsIn(sentences.at(index), strong)) {
            statement.sentenceIndex = index;
            found.append(statement);
        }
    }
    return found;
}

// Leaves out what only points at the object: "the problem of", "the task of".
qsizetype objectStart(const Tokens &sentence, qsizetype object)
{
    static const WordSet pointers = wordSet("problem task question issue challenge");
    if (object + 2 < sentence.size() && sentence.at(object).is(u"the") && in(pointers, sentence.at(object + 1)) &&
        sentence.at(object + 2).is(u"of"))
        return object + 3;
    return object;
}

bool isVague(const Token &token)
{
    static const WordSet vague = wordSet(
        "this these that those such it them how whether what why when to its their our he she they we i you there "
        "little much few nothing however");
    return in(vague, token);
}

// "an approach, prototypical networks, that …", "a framework: DeepRebirth", "a model, namely
// GRU-D, …": a name set off after the noun phrase of a statement's object.
std::optional<Name> apposedName(const Statement &statement)
{
    const Tokens &sentence = statement.sentence;
    qsizetype end = 0;
    const Tokens phrase = nounPhrase(sentence, statement.object, MaxTitleWords, &end);
    if (phrase.isEmpty() || end + 1 >= sentence.size() || !(sentence.at(end).is(u",") || sentence.at(end).is(u":")))
        return std::nullopt;
    qsizetype start = end + 1;
    if (sentence.at(start).is(u"namely"))
        ++start;
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
std::optional<Name> listedNames(const Statement &statement)
{
    const Tokens &sentence = statement.sentence;
    // The phrase reads a short list as an aside, passed over.
    qsizetype end = 0;
    nounPhrase(sentence, statement.object, MaxTitleWords, &end);
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
std::optional<Name> nameAfterNaming(const QString &tail)
{
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
    const auto apposed = apposedName(statement);
    if (apposed && isNameLike(apposed->name))
        return apposed;
    if (auto names = listedNames(statement))
        return names;
    if (auto name = nameAt(text))
        return name;
    return apposed;
}

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
// "we call it “Marginal Deep Architectures” (MDA)", "using Content2Vec, a new deep architecture".
// The cues are the naming cues of all of the abstract's words.
std::optional<Name> nameGivenAnywhere(const QString &abstract, quint16 cues)
{
    static const QRegularExpression naming(
        QStringLiteral(
            R"(\b(?:(?:called|named|dubbed|termed|coined)(?:\s+as)?|(?:we|and)\s+(?:call|name|dub|term)\s+)"
            R"((?:it|this|them|(?:our|the|this)\s+[\w-]+(?:\s+(?-i:[a-z])[\w-]*)?)|which\s+we\s+(?:call|name|dub|term))\s+)"),
        Caseless);
    static const QRegularExpression noise(QStringLiteral(R"(\*\*|[{}“”"])"));
    // Enough of what follows a naming word to hold the name and what it stands for.
    constexpr qsizetype Enough = 300;
    // The expressions match only where one of their words stands alone, which most abstracts
    // lack: looking for the words is much cheaper than running the expressions.
    if (cues & Naming) {
        for (const auto &match : naming.globalMatchView(abstract)) {
            if (auto name = nameAfterNaming(abstract.sliced(match.capturedEnd()).left(Enough).remove(noise)))
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

// A name the abstract gives its contribution outside a statement of it.
std::optional<Name> givenName(const Reading &reading)
{
    if (auto name = nameGivenAnywhere(reading.abstract, reading.cues))
        return name;
    return definedName(reading);
}

// The first statement that names its contribution gives the title; else the first whose object
// says something.
std::optional<Title> titleFromStatements(const QList<Statement> &found)
{
    std::optional<Title> unnamed;
    qsizetype unnamedSentence = -1;
    for (const Statement &statement : found) {
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
        if (const auto name = namedIn({ statement.sentence, object })) {
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

// The phrase the abstract opens with; when not strict, also one that says little ("The role").
std::optional<Title> titleFromTopic(const Reading &reading, bool strict)
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
        Tokens phrase = nounPhrase(sentence, start, MaxTitleWords, &end);
        const auto commaAt =
            std::find_if(sentence.cbegin() + start, sentence.cend(), [](const Token &token) { return token.is(u","); });
        const qsizetype comma = commaAt == sentence.cend() ? -1 : commaAt - sentence.cbegin();
        const bool opening = phrase.isEmpty() ? comma > 0 : end < sentence.size() && sentence.at(end).is(u",");
        if (opening && comma > 0 && comma + 1 < sentence.size()) {
            qsizetype subjectEnd = 0;
            const Tokens subject = nounPhrase(sentence, comma + 1, MaxTitleWords, &subjectEnd);
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

std::optional<Title> describedTitle(const Reading &reading)
{
    if (const auto acronym = boldAcronym(reading.abstract)) {
        QString plain = reading.abstract;
        plain.remove(QStringLiteral("**"));
        return titleFromName(Name{ *acronym, appositive(plain.mid(plain.indexOf(*acronym) + acronym->size())) });
    }
    const QList<Tokens> parts = reading.statingSentences();
    if (auto title = titleFromStatements(statements(parts, true)))
        return title;
    if (auto title = titleFromStatements(statements(parts, false)))
        return title;
    return titleFromTopic(reading, true);
}

// A title completed with the field the abstract opens with, where the title has room for it:
// "Paleo: analytical performance model for deep learning systems"; a title that already says what
// it is for takes the field with "in".
void addField(Title &title, const Tokens &field)
{
    static const WordSet linking = wordSet("for of in on with to from by via using");
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

// A title for an abstract that neither names nor states its contribution.
QString fallbackTitle(const Reading &reading)
{
    if (const auto name = givenName(reading))
        return titleFromName(*name).text();
    // The first sentence when it is short enough to be a title.
    const QString sentence = firstSentence(reading.abstract, reading.texts);
    if (sentence.count(u' ') < MaxTitleWords)
        return sentence;
    if (const auto topic = titleFromTopic(reading, false))
        return topic->text();
    return cutSentence(sentence);
}

QString inferredTitle(const QString &abstract)
{
    const Reading reading(abstract);
    std::optional<Title> title = describedTitle(reading);
    if (!title)
        return fallbackTitle(reading);
    addField(*title, fieldOf(reading));
    if (title->name.isEmpty()) {
        if (const auto name = givenName(reading); name && !title->description.contains(name->name)) {
            // A name given with its expansion is described by it: "MDA: Marginal Deep Architectures".
            if (name->description.isEmpty())
                title->name = name->name;
            else
                title = titleFromName(*name);
        }
    }
    return title->text();
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
    return limitedLength(inferredTitle(body > 0 ? abstract.sliced(body) : abstract));
}

} // namespace Lectern::Text
