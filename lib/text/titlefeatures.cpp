// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlefeatures.h"

#include "text/titlenames.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace Lectern::Text {

using namespace TitlePhrases;
using TitleRules::TitleCandidate;

namespace {

// The named features, in the order of names().
enum Named : quint32 {
    KindFirst, // one per TitleCandidate::Kind
    SentenceFirst = KindFirst + TitleCandidate::KindCount, // sentence 0, 1, 2, 3, later, none
    WordsFirst = SentenceFirst + 6, // 1, 2, 3, 4, 5-6, 7-8, 9-10, 11 or more words
    LimitFirst = WordsFirst + 8, // a phrase allowed 4 or 8 words
    Field = LimitFirst + 2,
    Colon,
    NameLike,
    NameUses,
    ContentWords,
    Salience,
    Recurring,
    RecurringCount,
    TopCovered,
    FirstSentenceShare,
    Generic,
    Gerund,
    FunctionWords,
    Digits,
    Capitals,
    Again,
    Further,
    NamedCount
};

// How many of the words the abstract uses most a candidate is compared with.
constexpr std::size_t TopWords = 5;

// FNV-1a, 64 bits, over a lower-cased word: the same on every machine.
quint64 wordHash(QStringView word)
{
    quint64 hash = 0xcbf29ce484222325ull;
    for (const QChar c : word) {
        const char16_t u = c.unicode();
        const char16_t lower = u < 128 ? (u >= u'A' && u <= u'Z' ? char16_t(u + 32) : u) : c.toLower().unicode();
        hash = (hash ^ (lower & 0xff)) * 0x100000001b3ull;
        hash = (hash ^ (lower >> 8)) * 0x100000001b3ull;
    }
    return hash == 0 ? 1 : hash;
}

// A hashed feature's index from the hashes of its prefix and its word: a word's hash is made once
// for all the features it is in.
quint32 hashedIndexOf(quint64 prefix, quint64 word)
{
    const quint64 mixed = (prefix * 0x9e3779b97f4a7c15ull) ^ word;
    return NamedCount + quint32((mixed ^ mixed >> 29) & (TitleFeatures::HashedDimension - 1));
}

} // namespace

const QStringList &TitleFeatures::names()
{
    static const QStringList all = [] {
        QStringList names;
        for (const char *kind : { "rules",
                 "named",
                 "name-alone",
                 "contribution",
                 "subject",
                 "clause",
                 "finding",
                 "topic",
                 "first-sentence",
                 "capitalised" })
            names.append(QStringLiteral("kind:") + QLatin1String(kind));
        for (const char *sentence : { "0", "1", "2", "3", "later", "none" })
            names.append(QStringLiteral("sentence:") + QLatin1String(sentence));
        for (const char *words : { "1", "2", "3", "4", "5-6", "7-8", "9-10", "11+" })
            names.append(QStringLiteral("words:") + QLatin1String(words));
        for (const char *limit : { "4", "8" })
            names.append(QStringLiteral("limit:") + QLatin1String(limit));
        for (const char *name : { "field",
                 "colon",
                 "name-like",
                 "name-uses",
                 "content-words",
                 "salience",
                 "recurring",
                 "recurring-count",
                 "top-covered",
                 "first-sentence-share",
                 "generic",
                 "gerund",
                 "function-words",
                 "digits",
                 "capitals",
                 "again",
                 "further" })
            names.append(QLatin1String(name));
        Q_ASSERT(names.size() == NamedCount);
        return names;
    }();
    return all;
}

quint32 TitleFeatures::dimension()
{
    return NamedCount + HashedDimension;
}

quint32 TitleFeatures::hashedIndex(QStringView prefix, QStringView word)
{
    return hashedIndexOf(wordHash(prefix), wordHash(word));
}

TitleFeatures::TitleFeatures(const TitleRules::Reading &reading)
{
    const std::vector<TextWord> &words = reading.words();
    m_counts.resize(std::bit_ceil(std::max<std::size_t>(16, 2 * words.size())));
    const QChar *firstEnd = reading.texts.isEmpty() ? nullptr : reading.texts.first().cend();
    // The content words in the order they first appear. Each word is asked about once, for an
    // abstract uses its function words again and again.
    std::vector<quint64> order;
    for (const TextWord &word : words) {
        const quint64 hash = wordHash(word.text);
        Count &count = slot(hash);
        if (count.hash == 0) {
            count.hash = hash;
            count.content = isContentWord(word.text);
            if (count.content)
                order.push_back(hash);
        }
        count.uses = quint16(std::min<int>(count.uses + 1, 0xffff));
        count.inFirstSentence = count.inFirstSentence || word.text.cbegin() < firstEnd;
    }
    // The most used first, the first used of equals first.
    std::vector<std::pair<int, std::size_t>> ranked; // minus the uses, and the first use's place
    ranked.reserve(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        ranked.emplace_back(-int(find(order[i])->uses), i);
    const std::size_t top = std::min(order.size(), TopWords);
    std::partial_sort(ranked.begin(), ranked.begin() + qsizetype(top), ranked.end());
    m_top.reserve(top);
    for (std::size_t i = 0; i < top; ++i)
        m_top.push_back(order[ranked[i].second]);
}

TitleFeatures::Count &TitleFeatures::slot(quint64 hash)
{
    const std::size_t mask = m_counts.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        if (m_counts[i].hash == hash || m_counts[i].hash == 0)
            return m_counts[i];
    }
}

const TitleFeatures::Count *TitleFeatures::find(quint64 hash) const
{
    const std::size_t mask = m_counts.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        // Only content words are counted for the features.
        if (m_counts[i].hash == hash)
            return m_counts[i].content ? &m_counts[i] : nullptr;
        if (m_counts[i].hash == 0)
            return nullptr;
    }
}

FeatureVector TitleFeatures::of(const TitleCandidate &candidate) const
{
    FeatureVector vector;
    const auto set = [&vector](quint32 index, float value) {
        if (value != 0) {
            vector.indices.push_back(index);
            vector.values.push_back(value);
        }
    };
    std::vector<TextWord> words;
    readWords(candidate.text, &words);
    const qsizetype count = qsizetype(words.size());
    // Room for every feature a candidate can have: the named ones and one hashed feature a word,
    // besides the first word, the last and the cue twice.
    const std::size_t most = NamedCount + std::size_t(count) + 4;
    vector.indices.reserve(most);
    vector.values.reserve(most);

    set(KindFirst + quint32(candidate.kind), 1);
    set(SentenceFirst + quint32(candidate.sentence < 0 ? 5 : std::min<qsizetype>(candidate.sentence, 4)), 1);
    static constexpr std::array<quint32, 15> lengthBucket{ 0, 0, 1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 7 };
    set(WordsFirst + lengthBucket[std::clamp<qsizetype>(count, 0, 14)], 1);
    if (candidate.limit < TitleRules::MaxTitleWords)
        set(LimitFirst + (candidate.limit <= 4 ? 0 : 1), 1);
    set(Field, candidate.field ? 1 : 0);
    set(Colon, candidate.text.contains(QLatin1String(": ")) ? 1 : 0);
    set(Again, candidate.text.startsWith(QLatin1String("Revisiting")) ? 1 : 0);
    set(Further, candidate.further ? 1 : 0);

    qsizetype content = 0;
    qsizetype recurring = 0;
    qsizetype inFirst = 0;
    qsizetype generic = 0;
    qsizetype functionWords = 0;
    qsizetype capitals = 0;
    qsizetype topCovered = 0;
    float salience = 0;
    float nameUses = 0;
    bool nameLike = false;
    bool digits = false;
    const float share = 1 / std::sqrt(float(std::max<qsizetype>(1, count)));
    static const quint64 wordPrefix = wordHash(u"word");
    std::vector<quint64> seen;
    for (qsizetype i = 0; i < count; ++i) {
        const QStringView word = words[i].text;
        digits = digits || std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); });
        capitals += i > 0 && word.front().isUpper() ? 1 : 0;
        const WordRole role = roleOf(word);
        const bool function = role == WordRole::Function;
        const bool isGeneric = role == WordRole::Generic;
        functionWords += function ? 1 : 0;
        generic += isGeneric ? 1 : 0;
        if (!nameLike && TitleRules::isNameLike(word)) {
            nameLike = true;
            const Count *uses = find(wordHash(word));
            nameUses = uses ? std::log1p(float(uses->uses)) / 3 : 0;
        }
        if (function || isGeneric)
            continue;
        const quint64 hash = wordHash(word);
        if (std::find(seen.cbegin(), seen.cend(), hash) != seen.cend())
            continue;
        seen.push_back(hash);
        ++content;
        const Count *uses = find(hash);
        const int n = uses ? uses->uses : 0;
        salience += std::log1p(float(n));
        recurring += n >= 2 ? 1 : 0;
        inFirst += uses && uses->inFirstSentence ? 1 : 0;
        topCovered += std::find(m_top.cbegin(), m_top.cend(), hash) != m_top.cend() ? 1 : 0;
        // Weighted so that a long candidate's words count no more than a short one's.
        set(hashedIndexOf(wordPrefix, hash), share);
    }
    set(NameLike, nameLike ? 1 : 0);
    set(NameUses, nameUses);
    set(ContentWords, float(content) / 8);
    set(Generic, count > 0 ? float(generic) / float(count) : 0);
    set(Gerund, count > 0 && words.front().text.endsWith(QLatin1String("ing")) ? 1 : 0);
    set(FunctionWords, count > 0 ? float(functionWords) / float(count) : 0);
    set(Digits, digits ? 1 : 0);
    set(Capitals, count > 1 ? float(capitals) / float(count - 1) : 0);
    if (content > 0) {
        set(Salience, salience / float(content));
        set(Recurring, float(recurring) / float(content));
        set(RecurringCount, float(std::min<qsizetype>(recurring, 6)) / 6);
        set(FirstSentenceShare, float(inFirst) / float(content));
    }
    if (!m_top.empty())
        set(TopCovered, float(topCovered) / float(m_top.size()));

    if (count > 0) {
        set(hashedIndex(u"first", words.front().text), 1);
        set(hashedIndex(u"last", words.back().text), 1);
    }
    const QString kind = QString::number(candidate.kind);
    set(hashedIndex(u"cue", candidate.cue), 1);
    set(hashedIndex(kind, candidate.cue), 1);
    return vector;
}

} // namespace Lectern::Text
