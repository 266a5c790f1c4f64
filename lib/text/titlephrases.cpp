// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlephrases.h"

#include <QRegularExpression>

#include <algorithm>
#include <bit>
#include <numeric>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Lectern::Text::TitlePhrases {
namespace {

// Words that may open a noun phrase but not continue one.
const WordSet &determiners()
{
    static const WordSet words = wordSet("a an the this these each every all both their its our his her any some "
                                         "several many multiple two three four five such");
    return words;
}

// Words after which a noun phrase may go on as a prepositional phrase.
const WordSet &prepositions()
{
    static const WordSet words =
        wordSet("for of to on in with from under via using across over through without "
                "towards toward into between against beyond within by at among around about along "
                "upon per throughout despite");
    return words;
}

// Verbs abstracts use right after a subject: a noun phrase ends before them.
const WordSet &verbs()
{
    static const WordSet words = wordSet(
        "is are was were be been being can could may might will would should must shall has have had does do did "
        "achieve achieves outperform outperforms improve improves enable enables allow allows provide provides show "
        "shows perform performs require requires lead leads yield yields make makes uses exploit exploits create "
        "creates "
        "combine combines reduce reduces increase increases generate generates produce produces obtain obtains "
        "consist consists rely relies operate operates capture captures exhibit exhibits remain remains become "
        "becomes offer offers take takes give gives help helps learn learns employ employs leverage leverages "
        "incorporate incorporates compute computes predict predicts estimate estimates generalize generalizes "
        "generalise generalises converge converges surpass surpasses demonstrate demonstrates propose proposes "
        "introduce introduces present presents describe describes maintain maintains encode encodes affects influences "
        "built made known shown given taken written drawn seen found done");
    return words;
}

// Words that start a clause: a noun phrase ends before them.
const WordSet &clauseWords()
{
    static const WordSet words = wordSet("that which who whom whose where when while whereas because since so thus "
                                         "hence than as if although though unlike whether and or but nor not also "
                                         "only very we it they i e.g i.e etc");
    return words;
}

const WordSet &namingWords()
{
    static const WordSet words = wordSet("called named dubbed termed coined namely");
    return words;
}

const WordSet &functionWords()
{
    static const WordSet words = wordSet(
        "a an the this that these those each every any all both either neither some such its their our his her your "
        "my of for to in on at by with from into onto over under via as than then and or but nor not no is are was "
        "were be been being am can could may might will would shall should must do does did has have had having it "
        "they them we us he she you which who whom whose what when where why how while whereas because since if so "
        "thus hence also only very too more most less least there here using across through without towards toward "
        "between against beyond within among around about along upon per throughout despite");
    return words;
}

const WordSet &genericWords()
{
    static const WordSet words = wordSet(
        "novel new simple simpler general generic unified effective tractable principled flexible powerful improved "
        "alternative different various several framework frameworks approach approaches method methods algorithm "
        "algorithms model models technique techniques system systems architecture architectures scheme schemes "
        "strategy strategies procedure procedures mechanism mechanisms tool tools way ways solution solutions "
        "formulation extension variant variants family class modification remedy idea work paper study analysis "
        "metric metrics measure measures "
        "one two three four several recent works researchers authors studies papers existing previous prior current "
        "many most problem problems question questions task tasks issue issues "
        // what a paper can say it looks at, whatever it is about: "the role", "a discussion"
        "role need importance use design development discussion overview description");
    return words;
}

// What the grammar asks of a word, looked up once per token: the classes it belongs to.
enum WordClass : quint16 {
    Determiner = 1,
    Preposition = 2,
    Verb = 4,
    ClauseWord = 8,
    NamingWord = 16,
    FunctionWord = 32,
    GenericWord = 64,
};

quint16 classesOf(QStringView word)
{
    static const WordTable table({ { determiners(), Determiner },
        { prepositions(), Preposition },
        { verbs(), Verb },
        { clauseWords(), ClauseWord },
        { namingWords(), NamingWord },
        { functionWords(), FunctionWord },
        { genericWords(), GenericWord } });
    return table.classesOf(word);
}

bool has(const Token &token, WordClass wordClass)
{
    return token.classes & wordClass;
}

const WordSet &abbreviations()
{
    static const WordSet words = wordSet("e.g i.e al vs etc cf fig figs eq eqs resp approx no sec ref");
    return words;
}

bool isVowel(QChar c)
{
    return QStringView(u"aeiou").contains(c);
}

// A one-syllable stem ending consonant-vowel-consonant doubles its last letter: map, mapping.
bool doublesLastLetter(const QString &stem)
{
    const qsizetype n = stem.size();
    if (n < 3 || QStringView(u"wxy").contains(stem.back()) || isVowel(stem.back()) || !isVowel(stem[n - 2]) ||
        isVowel(stem[n - 3]))
        return false;
    qsizetype vowelGroups = 0;
    for (qsizetype i = 0; i < n; ++i)
        vowelGroups += isVowel(stem[i]) && (i == 0 || !isVowel(stem[i - 1])) ? 1 : 0;
    return vowelGroups == 1;
}

// The bit of a lower-case ASCII letter in a set of first letters; none for anything else.
quint32 letterBit(char16_t c)
{
    return c >= u'a' && c <= u'z' ? quint32(1) << (c - u'a') : 0;
}

char16_t asciiLower(char16_t c)
{
    return c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c;
}

} // namespace

WordTable::WordTable(std::initializer_list<std::pair<const WordSet &, quint16>> lists)
{
    for (const auto &[words, wordClass] : lists) {
        for (const QString &listed : words.words())
            add(listed, wordClass);
    }
}

qsizetype WordTable::slotOf(QStringView word, quint32 hash) const
{
    const qsizetype mask = m_entries.size() - 1;
    for (qsizetype slot = hash & mask;; slot = (slot + 1) & mask) {
        const Entry &entry = m_entries.at(slot);
        if (entry.word.isEmpty() ||
            (entry.hash == hash && entry.word.size() == word.size() &&
                std::equal(word.cbegin(), word.cend(), entry.word.cbegin(), [](QChar c, QChar lower) {
                    return asciiLower(c.unicode()) == lower.unicode();
                })))
            return slot;
    }
}

quint32 WordTable::hashOf(QStringView word)
{
    // c | 0x20 is the same for both ASCII cases of a letter.
    const auto at = [&](qsizetype i) { return quint32(word[i].unicode() | 0x20); };
    const qsizetype last = word.size() - 1;
    const quint32 hash = quint32(word.size()) * 0x9e3779b1u ^ at(0) * 0x85ebca77u ^
        at(std::min<qsizetype>(1, last)) * 0xc2b2ae3du ^ at(last) * 0x27d4eb2fu;
    return hash ^ hash >> 15;
}

bool WordTable::canHold(QStringView word)
{
    return !word.isEmpty() && word.size() <= Longest && letterBit(word.front().unicode());
}

void WordTable::add(QStringView word, quint16 classes)
{
    Q_ASSERT(canHold(word) && word == word.toString().toLower());
    if (2 * (m_count + 1) > m_entries.size()) {
        const QList<Entry> entries = std::exchange(m_entries, QList<Entry>(std::max<qsizetype>(64, 4 * m_count)));
        m_count = 0;
        for (const Entry &entry : entries) {
            if (!entry.word.isEmpty())
                add(entry.word, entry.classes);
        }
    }
    const quint32 hash = hashOf(word);
    Entry &entry = m_entries[slotOf(word, hash)];
    if (entry.word.isEmpty()) {
        entry = { word.toString(), hash, 0 };
        ++m_count;
    }
    entry.classes |= classes;
    m_firstLetters[word.size()] |= letterBit(word.front().unicode());
}

quint16 WordTable::lookUp(QStringView word) const
{
    // A word of other letters is in no list: it differs from every listed one.
    return m_entries.at(slotOf(word, hashOf(word))).classes;
}

WordSet::WordSet(QStringList words) : m_words(std::move(words))
{
    for (const QString &word : std::as_const(m_words)) {
        if (WordTable::canHold(word))
            m_table.add(word, 1);
        else
            m_others.append(word);
    }
}

bool WordSet::containsLowered(QStringView word) const
{
    // Asked first, for it holds most words asked about that are in the set; a word of other
    // letters than ASCII ones is in no table.
    if (m_table.classesOf(word))
        return true;
    const bool ascii = std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 128; });
    if (ascii)
        return !m_others.isEmpty() && m_others.contains(word.toString().toLower());
    // Lowering a word of other letters may leave an ASCII one (the Kelvin sign is a "k").
    const QString lowered = word.toString().toLower();
    return m_table.classesOf(lowered) || (!m_others.isEmpty() && m_others.contains(lowered.toLower()));
}

WordSet wordSet(const char *words)
{
    return WordSet(QString::fromLatin1(words).split(u' ', Qt::SkipEmptyParts));
}

bool in(const WordSet &set, const Token &token)
{
    return token.kind == Token::Word && set.containsLowered(token.text);
}

QString gerundOf(const QString &base)
{
    QString stem = base.toLower();
    if (stem.endsWith(u'e') && !stem.endsWith(QLatin1String("ee")) && stem.size() > 2)
        stem.chop(1);
    else if (doublesLastLetter(stem))
        stem.append(stem.back());
    return stem + QLatin1String("ing");
}

bool isAdverb(const Token &token)
{
    static const WordSet notAdverbs = wordSet("family supply anomaly assembly italy poly only early");
    return token.kind == Token::Word && token.text.size() > 4 && token.endsWith(u"ly") && !in(notAdverbs, token);
}

namespace {

// The verb of a relative clause ("that learns", "which can learn") as a gerund; empty if none.
QString clauseVerbGerund(const Tokens &tokens, qsizetype at, qsizetype *next)
{
    static const WordSet modals = wordSet("can could may will would");
    while (at + 1 < tokens.size() && isAdverb(tokens.at(at)))
        ++at;
    if (at >= tokens.size() || tokens.at(at).kind != Token::Word)
        return {};
    if (in(modals, tokens.at(at)) && at + 1 < tokens.size() && tokens.at(at + 1).kind == Token::Word) {
        const QString base = tokens.at(at + 1).text.toString().toLower();
        if (base == QLatin1String("be") || has(tokens.at(at + 1), ClauseWord))
            return {};
        *next = at + 2;
        return gerundOf(base);
    }
    *next = at + 1;
    return gerund(tokens.at(at).text.toString());
}

// The participle of a passive relative clause that starts at tokens[at] ("is designed", "has
// been specifically built"), which can stand in the phrase by itself: "an algorithm designed for
// …". -1 if the clause is no such clause.
qsizetype passiveParticiple(const Tokens &tokens, qsizetype at)
{
    static const WordSet being = wordSet("is are was were");
    static const WordSet having = wordSet("has have had");
    if (at + 1 < tokens.size() && in(having, tokens.at(at)) && tokens.at(at + 1).is(u"been"))
        at += 2;
    else if (at < tokens.size() && in(being, tokens.at(at)))
        ++at;
    else
        return -1;
    while (at + 1 < tokens.size() && isAdverb(tokens.at(at)))
        ++at;
    if (at >= tokens.size() || tokens.at(at).kind != Token::Word || isFunctionWord(tokens.at(at)))
        return -1;
    const Token &participle = tokens.at(at);
    return (participle.text.size() >= 4 && participle.endsWith(u"ed")) ||
            (has(participle, Verb) && !participle.endsWith(u"s"))
        ? at
        : -1;
}

// The closing bracket of a short group "(RL)", "(3)" that starts at tokens[at]; -1 if there is none.
qsizetype shortGroupEnd(const Tokens &tokens, qsizetype at)
{
    constexpr qsizetype MaxAsideTokens = 5;
    if (!tokens.at(at).is(u"("))
        return -1;
    for (qsizetype i = at + 1; i < tokens.size() && i <= at + MaxAsideTokens; ++i) {
        if (tokens.at(i).is(u")"))
            return i;
        if (tokens.at(i).is(u"("))
            return -1;
    }
    return -1;
}

// "strongly convex": an adverb inside a noun phrase, before the word it modifies, rather than
// one that starts a clause ("… automatically finds").
bool modifiesNext(const Tokens &tokens, qsizetype at)
{
    if (at + 1 >= tokens.size() || tokens.at(at + 1).kind != Token::Word)
        return false;
    const Token &next = tokens.at(at + 1);
    return !has(next, Verb) && !isFunctionWord(next) && !next.endsWith(u"ing") && !next.endsWith(u"ed") &&
        !next.endsWith(u"s");
}

// "analysis showing that", "experiments validating the": an -ing word that starts a clause.
bool isParticiple(const Tokens &tokens, qsizetype at)
{
    return tokens.at(at).endsWith(u"ing") && at + 1 < tokens.size() &&
        (has(tokens.at(at + 1), Determiner) || tokens.at(at + 1).is(u"that"));
}

// Participles that open a clause of their own after a comma.
const WordSet &clauseParticiples()
{
    static const WordSet words =
        wordSet("ensuring enabling allowing leading resulting yielding making achieving providing requiring "
                "improving reducing outperforming demonstrating showing giving offering producing");
    return words;
}

// The words of a noun phrase's head from tokens[from]: determiners first, then words up to a
// boundary. Returns past the last word taken.
qsizetype headEnd(const Tokens &tokens, qsizetype from, bool verbFirst)
{
    constexpr qsizetype MaxHeadWords = 8;
    qsizetype i = from;
    while (i < tokens.size() && has(tokens.at(i), Determiner))
        ++i;
    qsizetype words = 0;
    if (verbFirst && i < tokens.size() && tokens.at(i).kind == Token::Word) {
        // "to efficiently estimate"
        while (i + 1 < tokens.size() && isAdverb(tokens.at(i)))
            ++i;
        ++i;
        words = 1;
        while (i < tokens.size() && has(tokens.at(i), Determiner))
            ++i;
    }
    qsizetype end = words > 0 ? i : from;
    while (i < tokens.size()) {
        // A head longer than that is no noun phrase this grammar can read whole.
        if (words == MaxHeadWords)
            return from;
        const Token &token = tokens.at(i);
        if (const qsizetype close = shortGroupEnd(tokens, i); close > 0 && words > 0) {
            // An aside "(RL)" is passed over; a group written onto its word, "SE(3)", is part of it.
            i = close + 1;
            end = i;
            continue;
        }
        if (token.kind == Token::Mark) {
            // "a compact, modular framework": adjectives in a row, not a name set off, nor a
            // participle's clause ("manipulation, ensuring robustness"; but "linear, switching linear")
            const bool adjectives = token.is(u",") && words > 0 && words <= 2 && !isGenericWord(tokens.at(i - 1)) &&
                i + 2 < tokens.size() && tokens.at(i + 1).kind == Token::Word && !isFunctionWord(tokens.at(i + 1)) &&
                !has(tokens.at(i + 1), Verb) && !has(tokens.at(i + 1), NamingWord) &&
                !in(clauseParticiples(), tokens.at(i + 1)) && tokens.at(i + 1).text.front().isLower() &&
                tokens.at(i + 2).kind == Token::Word && !isFunctionWord(tokens.at(i + 2));
            if (!adjectives)
                break;
            ++i;
            continue;
        }
        const bool joins = token.is(u"and") || token.is(u"or");
        if (joins) {
            const bool continues = words > 0 && words < 5 && i + 1 < tokens.size() && tokens.at(i + 1).isWord() &&
                !isFunctionWord(tokens.at(i + 1)) && !has(tokens.at(i + 1), Verb);
            if (!continues)
                break;
        } else if (has(token, ClauseWord) || has(token, Preposition) || has(token, Determiner) ||
            (words > 0 && has(token, Verb)) ||
            // A participle after the head ends it ("models trained on …"); a compound is an
            // adjective ("network-based models").
            (words >= 2 && token.kind == Token::Word && token.text.endsWith(QLatin1String("ed")) &&
                !token.text.contains(u'-')) ||
            (words > 0 && isAdverb(token) && !modifiesNext(tokens, i)) || (words >= 2 && isParticiple(tokens, i))) {
            break;
        }
        ++i;
        if (!joins) {
            ++words;
            end = i;
        }
    }
    return end;
}

Tokens slice(const Tokens &tokens, qsizetype from, qsizetype to)
{
    Tokens part;
    part.reserve(to - from);
    for (qsizetype i = from; i < to; ++i) {
        if (const qsizetype close = shortGroupEnd(tokens, i); close > 0 && tokens.at(i).spaced) {
            i = close;
            continue;
        }
        part.append(tokens.at(i));
    }
    return part;
}

bool isNonAsciiWordCharacter(QChar c)
{
    return c.isLetterOrNumber() || c.isMark() || c.isSurrogate();
}

// What a character is to a word.
enum class InWord : quint8 {
    Not,
    Part, // a letter or digit, which starts a word too
    Joiner, // ' ’ _ + / . -, which join the parts of a word: "few-shot", "2/3-bit"
    Closer, // + which also ends one: "PixelCNN++"
};

constexpr std::array<InWord, 128> asciiInWord = [] {
    std::array<InWord, 128> kinds{};
    for (char16_t c = 0; c < 128; ++c) {
        if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9'))
            kinds[c] = InWord::Part;
    }
    for (const char16_t c : std::u16string_view(u"'_/.-"))
        kinds[c] = InWord::Joiner;
    kinds[u'+'] = InWord::Closer;
    return kinds;
}();

// Asked of nearly every character read, so ASCII, the usual case, is decided inline.
inline InWord inWord(char16_t c)
{
    if (c < 128)
        return asciiInWord[c];
    if (isNonAsciiWordCharacter(c))
        return InWord::Part;
    return c == u'’' ? InWord::Joiner : InWord::Not;
}

inline bool isWordCharacter(QChar c)
{
    return inWord(c.unicode()) == InWord::Part;
}

// Characters that only group or quote: TeX braces, quotation marks, Markdown emphasis.
bool isNoise(QChar c)
{
    switch (c.unicode()) {
    case u'{':
    case u'}':
    case u'"':
    case u'“':
    case u'”':
    case u'*':
        return true;
    default:
        return false;
    }
}

bool endsSentence(QChar c)
{
    switch (c.unicode()) {
    case u'.':
    case u'!':
    case u'?':
    case u'。':
    case u'！':
    case u'？':
        return true;
    default:
        return false;
    }
}

// Whether a character may end a sentence or open or close maths: most characters, letters and
// spaces, do neither.
bool isMark(char16_t c)
{
    constexpr quint64 AsciiMarks =
        quint64(1) << u'.' | quint64(1) << u'!' | quint64(1) << u'?' | quint64(1) << u'$' | quint64(1) << u'\n';
    return c < 64 ? AsciiMarks >> c & 1 : c >= 0x3000; // full-width stops are from U+3000 on
}

// The first mark (see isMark()) at or after from; size if none. An abstract has a mark every
// hundred characters or so: eight characters are looked at at once where the processor can.
qsizetype nextMark(const char16_t *characters, qsizetype from, qsizetype size)
{
    qsizetype i = from;
#ifdef __SSE2__
    const auto same = [](__m128i chunk, char16_t c) { return _mm_cmpeq_epi16(chunk, _mm_set1_epi16(qint16(c))); };
    for (; i + 8 <= size; i += 8) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(characters + i));
        // From U+3000 on: what is left after subtracting 0x2fff without going below 0.
        const __m128i fullWidth = _mm_xor_si128(
            _mm_cmpeq_epi16(_mm_subs_epu16(chunk, _mm_set1_epi16(0x2fff)), _mm_setzero_si128()), _mm_set1_epi16(-1));
        const __m128i marks = _mm_or_si128(_mm_or_si128(_mm_or_si128(same(chunk, u'.'), same(chunk, u'!')),
                                               _mm_or_si128(same(chunk, u'?'), same(chunk, u'$'))),
            _mm_or_si128(same(chunk, u'\n'), fullWidth));
        if (const int found = _mm_movemask_epi8(marks))
            return i + std::countr_zero(unsigned(found)) / 2;
    }
#endif
    while (i < size && !isMark(characters[i]))
        ++i;
    return i;
}

// Where the word that starts at text[from] ends: letters and digits, joined by ' ’ _ + / . -,
// and a trailing + ("PixelCNN++"). Needed for few words, and kept out of line for wordEnd() to
// stay small enough to be inline where words are read.
Q_NEVER_INLINE qsizetype carefulWordEnd(QStringView text, qsizetype from, bool *plain)
{
    const char16_t *characters = text.utf16();
    const qsizetype size = text.size();
    // Most words are ASCII letters and digits only, and a loop for them alone is much faster.
    qsizetype i = from + 1;
    while (i < size && characters[i] < 128 && asciiInWord[characters[i]] == InWord::Part)
        ++i;
    // Where the word has anything else, if it does.
    const qsizetype mixed = characters[from] < 128 ? i : from;
    qsizetype end = i;
    for (; i < size; ++i) {
        const InWord kind = inWord(characters[i]);
        if (kind == InWord::Part || kind == InWord::Closer)
            end = i + 1;
        else if (kind != InWord::Joiner)
            break;
    }
    // An initial keeps its dot: "H. pylori".
    if (end == from + 1 && end < size && characters[end] == u'.' && text[from].isUpper())
        ++end;
    if (plain)
        *plain = mixed >= end;
    return end;
}

// Where the word that starts at text[from] ends (see carefulWordEnd()), and whether it is plain,
// of ASCII letters and digits only: most words are, and a loop for them alone is much faster.
inline qsizetype wordEnd(QStringView text, qsizetype from, bool *plain = nullptr)
{
    const char16_t *characters = text.utf16();
    const qsizetype size = text.size();
    qsizetype end = from;
    while (end < size && characters[end] < 128 && asciiInWord[characters[end]] == InWord::Part)
        ++end;
    // Joined ("few-shot"), not ASCII, or an initial with its dot: read again, with care.
    if (end == from || (end < size && inWord(characters[end]) != InWord::Not))
        return carefulWordEnd(text, from, plain);
    if (plain)
        *plain = true;
    return end;
}

// The words of text appended to *words, read one character at a time.
void appendWords(QStringView text, std::vector<TextWord> *words)
{
    const char16_t *characters = text.utf16();
    const qsizetype size = text.size();
    for (qsizetype i = 0;;) {
        while (i < size && !isWordCharacter(characters[i]))
            ++i;
        if (i == size)
            return;
        const qsizetype start = i;
        bool plain = true;
        i = wordEnd(text, start, &plain);
        words->push_back({ text.sliced(start, i - start), plain });
    }
}

#ifdef __SSE2__
// How many characters readWords() takes at once: a block's characters are read as bits, one a
// character, rather than with a branch on each.
constexpr qsizetype Block = 64;
using BlockBits = quint64;

// The bits of the characters of a block below the one at n (all of them for n = Block).
BlockBits bitsBelow(int n)
{
    return n >= Block ? ~BlockBits(0) : (BlockBits(1) << n) - 1;
}

// Which characters of a block are ASCII letters and digits (plain), which others may be in a word
// (joiners, closers and every character beyond ASCII), and which of those are full stops, one bit
// each.
struct CharacterMasks
{
    BlockBits plain = 0;
    BlockBits other = 0;
    BlockBits stops = 0;
};

CharacterMasks masksOf(const char16_t *characters)
{
    const auto inRange = [](__m128i chunk, char16_t low, char16_t high) {
        const __m128i offset = _mm_sub_epi16(chunk, _mm_set1_epi16(qint16(low)));
        return _mm_cmpeq_epi16(_mm_subs_epu16(offset, _mm_set1_epi16(qint16(high - low))), _mm_setzero_si128());
    };
    const auto same = [](__m128i chunk, char16_t c) { return _mm_cmpeq_epi16(chunk, _mm_set1_epi16(qint16(c))); };
    // One bit per character of 16, from two chunks of 16-bit lanes of all ones or all zeros.
    const auto bits = [](__m128i low, __m128i high) {
        return BlockBits(_mm_movemask_epi8(_mm_packs_epi16(low, high)));
    };
    CharacterMasks masks;
    for (int part = 0; part < Block; part += 16) {
        __m128i plain[2];
        __m128i other[2];
        __m128i stops[2];
        for (int half = 0; half < 2; ++half) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(characters + part + 8 * half));
            const __m128i lowered = _mm_or_si128(chunk, _mm_set1_epi16(0x20));
            plain[half] = _mm_or_si128(inRange(lowered, u'a', u'z'), inRange(chunk, u'0', u'9'));
            stops[half] = same(chunk, u'.');
            const __m128i joiners = _mm_or_si128(_mm_or_si128(same(chunk, u'\''), same(chunk, u'_')),
                _mm_or_si128(
                    _mm_or_si128(same(chunk, u'/'), stops[half]), _mm_or_si128(same(chunk, u'-'), same(chunk, u'+'))));
            other[half] = _mm_or_si128(joiners, _mm_xor_si128(inRange(chunk, 0, 127), _mm_set1_epi16(-1)));
        }
        masks.plain |= bits(plain[0], plain[1]) << part;
        masks.other |= bits(other[0], other[1]) << part;
        masks.stops |= bits(stops[0], stops[1]) << part;
    }
    return masks;
}
#endif
} // namespace

// Words are read from the runs of characters that may be in one: most runs are plain (ASCII
// letters and digits alone), or plain but for the full stops that end them, and are a word each,
// told so a block of characters at a time rather than with a branch per character; the others
// are read one character at a time.
void readWords(QStringView text, std::vector<TextWord> *words)
{
    words->clear();
#ifdef __SSE2__
    const char16_t *characters = text.utf16();
    const qsizetype size = text.size();
    qsizetype runStart = -1; // of the run being read, -1 between runs
    bool runPlain = true; // in the blocks before this one
    // A run of two or more plain characters, perhaps with full stops after them ("data."), is one
    // plain word, which ends at plainEnd; a single letter may be an initial that keeps its stop
    // ("H."), and is read the slow way with the other runs.
    const auto endRun = [&](qsizetype end, qsizetype plainEnd) {
        if (runPlain && plainEnd - runStart >= 2)
            words->push_back({ text.sliced(runStart, plainEnd - runStart), true });
        else
            appendWords(text.sliced(runStart, end - runStart), words);
        runStart = -1;
        runPlain = true;
    };
    std::array<char16_t, Block> last{}; // the last, shorter block, padded with characters in no word
    for (qsizetype at = 0; at < size; at += Block) {
        const qsizetype count = std::min(Block, size - at);
        if (count < Block)
            std::copy_n(characters + at, count, last.begin());
        const CharacterMasks masks = masksOf(count < Block ? last.data() : characters + at);
        const BlockBits inRun = masks.plain | masks.other;
        const BlockBits carried = runStart >= 0 ? 1 : 0;
        BlockBits starts = inRun & ~(inRun << 1 | carried);
        BlockBits ends = ~inRun & (inRun << 1 | carried); // one past a run's last character
        for (;;) {
            if (runStart < 0) {
                if (!starts)
                    break;
                runStart = at + std::countr_zero(starts);
                starts &= starts - 1;
            }
            // The characters of the run within this block, up to its end if it ends here.
            const int from = runStart >= at ? int(runStart - at) : 0;
            const int to = ends ? std::countr_zero(ends) : int(Block);
            const BlockBits within = bitsBelow(to) & ~bitsBelow(from);
            const BlockBits others = masks.other & within;
            if (!ends) {
                runPlain = runPlain && !others;
                break;
            }
            ends &= ends - 1;
            const int othersFrom = others ? std::countr_zero(others) : to;
            const bool stopsLast = (masks.stops & within) == others && others == within >> othersFrom << othersFrom;
            runPlain = runPlain && stopsLast;
            endRun(at + to, at + othersFrom);
        }
    }
    if (runStart >= 0)
        endRun(size, size);
#else
    appendWords(text, words);
#endif
}

Tokens tokenized(QStringView text)
{
    // TeX grouping, font switches ("{\em decoder}", "({ReasoNet})") and quotation marks only get
    // in the way of reading phrases and names.
    static const QStringList fontSwitches =
        QStringLiteral("em it bf sc tt emph textit textbf textsc texttt").split(u' ');
    Tokens tokens;
    tokens.reserve(text.size() / 5);
    qsizetype i = 0;
    bool spaced = true;
    const auto add = [&](QStringView token, Token::Kind kind) {
        tokens.append({ token, kind, spaced, kind == Token::Word ? classesOf(token) : quint16(0), {} });
        spaced = false;
    };
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace() || isNoise(c)) {
            spaced = spaced || c.isSpace();
            ++i;
        } else if (const qsizetype close = c == u'$' ? text.indexOf(u'$', i + 1) : -1;
            close > i + 1 && !text.sliced(i, close - i).contains(u'\n')) {
            add(text.sliced(i, close + 1 - i), Token::Math);
            i = close + 1;
        } else if (isWordCharacter(c)) {
            const qsizetype end = wordEnd(text, i);
            add(text.sliced(i, end - i), Token::Word);
            i = end;
        } else if (c == u'\\') {
            // A TeX command: font switches go, others leave their name as a word.
            const qsizetype end = i + 1 < text.size() && isWordCharacter(text[i + 1]) ? wordEnd(text, i + 1) : i + 1;
            const QStringView command = text.sliced(i + 1, end - i - 1);
            if (!command.isEmpty() && !fontSwitches.contains(command))
                add(command, Token::Word);
            i = end;
        } else {
            add(text.sliced(i, 1), Token::Mark);
            ++i;
        }
    }
    return tokens;
}

Token wordToken(const QString &word)
{
    Token token;
    token.made = word;
    token.text = token.made;
    token.classes = classesOf(token.text);
    return token;
}

QList<QStringView> sentenceTexts(QStringView abstract)
{
    QList<QStringView> texts;
    const auto add = [&](qsizetype from, qsizetype to) {
        const QStringView text = abstract.sliced(from, to - from).trimmed();
        if (!text.isEmpty())
            texts.append(text);
    };
    const char16_t *characters = abstract.utf16();
    bool math = false;
    qsizetype start = 0;
    for (qsizetype i = nextMark(characters, 0, abstract.size()); i < abstract.size();
        i = nextMark(characters, i + 1, abstract.size())) {
        const QChar c = characters[i];
        math = c == u'$' ? !math : math && c != u'\n';
        if (math || !endsSentence(c))
            continue;
        const bool ascii = c.unicode() < 128;
        if (ascii && i + 1 < abstract.size() && !abstract[i + 1].isSpace())
            continue;
        if (c == u'.') {
            qsizetype word = i;
            while (word > start && (abstract[word - 1].isLetter() || abstract[word - 1] == u'.'))
                --word;
            // "e.g.", "et al.", and initials: "H. pylori", "J. Smith"
            const QStringView before = abstract.sliced(word, i - word);
            if (before.size() == 1 || abbreviations().containsLowered(before))
                continue;
        }
        add(start, i);
        start = i + 1;
    }
    add(start, abstract.size());
    return texts;
}

QString joined(const Tokens &tokens)
{
    // Room for every token and a space before each, for the text to be allocated once.
    const qsizetype room =
        std::accumulate(tokens.cbegin(), tokens.cend(), qsizetype(0), [](qsizetype sum, const Token &token) {
            return sum + 1 + token.text.size();
        });
    QString text;
    text.reserve(room);
    for (const Token &token : tokens) {
        if (token.spaced && !text.isEmpty())
            text.append(u' ');
        text.append(token.text);
    }
    return text;
}

bool isVerb(const Token &token)
{
    return token.classes & Verb;
}

bool isFunctionWord(const Token &token)
{
    return token.classes & FunctionWord;
}

bool isGenericWord(const Token &token)
{
    return token.classes & GenericWord;
}

bool isContentWord(QStringView word)
{
    return !(classesOf(word) & (FunctionWord | GenericWord));
}

WordRole roleOf(QStringView word)
{
    const quint16 classes = classesOf(word);
    if (classes & FunctionWord)
        return WordRole::Function;
    return classes & GenericWord ? WordRole::Generic : WordRole::Content;
}

bool isBare(const Tokens &phrase)
{
    return std::all_of(phrase.cbegin(), phrase.cend(), [](const Token &token) {
        return token.kind == Token::Mark || isFunctionWord(token) || isGenericWord(token);
    });
}

QString gerund(const QString &verb)
{
    static const WordSet notVerbs = wordSet("is has does was its this thus yes his us plus bias class loss");
    const QString word = verb.toLower();
    if (word.size() < 4 || !word.endsWith(u's') || word.endsWith(QLatin1String("ss")) ||
        word.endsWith(QLatin1String("us")) || word.endsWith(QLatin1String("is")) || notVerbs.containsLowered(word) ||
        !std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetter(); }))
        return {};
    if (word.endsWith(QLatin1String("ies")))
        return word.chopped(3) + QLatin1String("ying");
    for (const char *sibilant : { "sses", "shes", "ches", "xes", "zes" }) {
        if (word.endsWith(QLatin1String(sibilant)))
            return word.chopped(2) + QLatin1String("ing");
    }
    return gerundOf(word.chopped(1));
}

qsizetype wordCount(const Tokens &phrase)
{
    return std::count_if(phrase.cbegin(), phrase.cend(), [](const Token &token) { return token.isWord(); });
}

Tokens nounPhrase(const Tokens &tokens, qsizetype from, qsizetype maxWords, qsizetype *end)
{
    // "inferring a sequence of hidden states"
    const bool gerundFirst = from < tokens.size() && tokens.at(from).endsWith(u"ing");
    const qsizetype head = headEnd(tokens, from, gerundFirst);
    if (end)
        *end = head;
    const Tokens phrase = slice(tokens, from, head);
    if (head == from)
        return phrase;
    return phrase + complements(tokens, head, maxWords - wordCount(phrase), end);
}

Tokens complements(const Tokens &tokens, qsizetype from, qsizetype maxWords, qsizetype *end)
{
    constexpr int MaxComplements = 3;
    Tokens phrase;
    qsizetype i = from;
    for (int complements = 0; complements < MaxComplements && i < tokens.size(); ++complements) {
        Tokens addition;
        qsizetype next = i;
        if (has(tokens.at(i), Preposition)) {
            const bool verbFirst = tokens.at(i).is(u"to") || tokens.at(i).is(u"by") || tokens.at(i).is(u"for");
            next = headEnd(tokens, i + 1, verbFirst && i + 1 < tokens.size() && !has(tokens.at(i + 1), Determiner));
            if (next == i + 1)
                break;
            addition = slice(tokens, i, next);
        } else if (complements == 0 && (tokens.at(i).is(u"that") || tokens.at(i).is(u"which"))) {
            qsizetype object = 0;
            if (const qsizetype participle = passiveParticiple(tokens, i + 1); participle >= 0) {
                next = participle + 1;
                addition = Tokens{ tokens.at(participle) };
            } else {
                const QString verb = clauseVerbGerund(tokens, i + 1, &object);
                if (verb.isEmpty())
                    break;
                next = headEnd(tokens, object, false);
                addition = Tokens{ wordToken(QStringLiteral("for")), wordToken(verb) } + slice(tokens, object, next);
            }
        } else {
            break;
        }
        if (isBare(addition) || wordCount(phrase) + wordCount(addition) > maxWords)
            break;
        phrase += addition;
        i = next;
    }
    if (end)
        *end = i;
    return phrase;
}

} // namespace Lectern::Text::TitlePhrases
