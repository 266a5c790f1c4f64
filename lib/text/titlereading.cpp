// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlereading.h"

#include "text/titlenames.h"

#include <span>

namespace Lectern::Text::TitleRules {

using namespace TitlePhrases;

// The first sentence of a text as tokens (views of it, which must outlive them): a description
// never runs into the next sentence.
Tokens tokensOf(const QString &text)
{
    const QList<QStringView> texts = sentenceTexts(text);
    return texts.isEmpty() ? Tokens{} : tokenized(texts.first());
}

const WordSet &contributingVerbs()
{
    static const WordSet words =
        wordSet("propose introduce present develop design describe build construct create release devise formulate "
                "contribute contributes "
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
                // what a result is said with: "We obtain bounds on …", "we extend certified defenses to …"
                "obtain obtains obtained give gives extend extends extended generalize generalizes generalise "
                "generalises adapt adapts adapted "
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

namespace {

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

const WordTable &cueTable()
{
    static const WordTable table(
        { { wordSet("called named renamed dubbed termed coined call name dub term coin refer"), Naming },
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

} // namespace

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

namespace {

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

} // namespace

Reading::Reading(const QString &text) : abstract(text), texts(sentenceTexts(text)), m_tokens(texts.size())
{
    m_mayState.reserve(texts.size());
    // The words of the whole text read at once, for a sentence's words are those of the text
    // that start within it. No word runs into the next sentence but an initial's stop that
    // ends one ("… ..H. We"), and no cue is a single letter.
    // More than running text needs (a word every seven characters or so): never grown.
    m_words.reserve(text.size() / 4);
    readWords(text, &m_words);
    auto first = m_words.cbegin();
    for (const QStringView sentence : texts) {
        const auto end = std::find_if(first, m_words.cend(), [sentenceEnd = sentence.cend()](const TextWord &word) {
            return word.text.cbegin() >= sentenceEnd;
        });
        const SentenceCues found = sentenceCues({ first, end }, m_mayState.isEmpty());
        m_mayState.append(found.mayState);
        cues |= found.naming;
        first = end;
    }
}

const Tokens &Reading::tokens(qsizetype sentence) const
{
    if (!m_tokens[sentence])
        m_tokens[sentence] = tokenized(texts.at(sentence));
    return *m_tokens[sentence];
}

namespace {

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

} // namespace

// The words of a phrase that say what it is about: not function words, not generic ones.
qsizetype contentWords(const Tokens &phrase)
{
    return std::count_if(phrase.cbegin(), phrase.cend(), [](const Token &token) {
        return token.isWord() && !isFunctionWord(token) && !isGenericWord(token);
    });
}

namespace {

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

} // namespace

const QList<Statement> &Reading::statements(bool strong) const
{
    std::optional<QList<Statement>> &found = m_statements[strong ? 1 : 0];
    if (!found) {
        found.emplace();
        for (qsizetype index = 0; index < texts.size(); ++index) {
            if (!m_mayState.at(index))
                continue;
            for (Statement statement : statementsIn(tokens(index), strong)) {
                statement.sentenceIndex = index;
                found->append(statement);
            }
        }
    }
    return *found;
}

std::optional<Name> Reading::nameIn(const Statement &statement, qsizetype object) const
{
    const auto key = std::pair(statement.sentenceIndex, object);
    auto known = m_names.constFind(key);
    if (known == m_names.cend())
        known = m_names.insert(key, namedIn({ statement.sentence, object }));
    return *known;
}

std::optional<Name> Reading::givenName() const
{
    if (!m_givenName)
        m_givenName = findGivenName(*this);
    return *m_givenName;
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

} // namespace Lectern::Text::TitleRules
