// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/termmatcher.h"

#include "text/folding.h"

#include <algorithm>

namespace Lectern::Text {
namespace {

enum class CharClass : quint8 {
    Separator,
    Word,
    Unspaced, // a character of a script that does not put spaces between words
};

CharClass classify(char32_t c)
{
    // Most text is ASCII, whose letters and digits are the only characters of words.
    if (c < 0x80) {
        const bool alphanumeric = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
        return alphanumeric ? CharClass::Word : CharClass::Separator;
    }
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo:
    case QChar::Script_Thai:
    case QChar::Script_Lao:
    case QChar::Script_Khmer:
    case QChar::Script_Myanmar:
    case QChar::Script_Tibetan:
    case QChar::Script_Yi:
        return CharClass::Unspaced;
    default:
        break;
    }
    // The prolonged sound mark and the iteration mark belong to no script but live inside words.
    if (c == 0x30FC || c == 0xFF70 || c == 0x3005)
        return CharClass::Unspaced;
    const auto category = QChar::category(c);
    if (QChar::isLetterOrNumber(c) || category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
        category == QChar::Mark_Enclosing)
        return CharClass::Word;
    return CharClass::Separator;
}

// The class of every UTF-16 position; both halves of a surrogate pair get the pair's class.
QList<CharClass> classify(QStringView text)
{
    QList<CharClass> classes(text.size(), CharClass::Separator);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            classes[i] = classes[i + 1] = classify(QChar::surrogateToUcs4(text[i], text[i + 1]));
            ++i;
        } else {
            classes[i] = classify(text[i].unicode());
        }
    }
    return classes;
}

// A maximal run of one class in a folded term: "bert模型" is "bert" then "模型".
struct Piece
{
    QString text;
    bool unspaced = false;
};

QList<Piece> splitTerm(const QString &term)
{
    const QString folded = foldForSearch(term);
    const QList<CharClass> classes = classify(folded);
    QList<Piece> pieces;
    for (qsizetype i = 0; i < folded.size();) {
        const CharClass kind = classes[i];
        qsizetype end = i + 1;
        while (end < folded.size() && classes[end] == kind)
            ++end;
        if (kind != CharClass::Separator)
            pieces.append({ folded.sliced(i, end - i), kind == CharClass::Unspaced });
        i = end;
    }
    return pieces;
}

} // namespace

// A text folded and classified once, and the places where terms match it.
class TermMatcher
{
public:
    explicit TermMatcher(const QString &text) : m_folded(foldForSearchMapped(text)), m_classes(classify(m_folded.text))
    {
    }

    void match(const QString &term, bool prefix)
    {
        const QList<Piece> pieces = splitTerm(term);
        if (pieces.isEmpty())
            return;
        const QString &text = m_folded.text;
        for (qsizetype start = text.indexOf(pieces.front().text); start >= 0;
            start = text.indexOf(pieces.front().text, start + 1)) {
            const qsizetype end = matchFrom(start, pieces, prefix);
            if (end >= 0)
                m_ranges.append(m_folded.toOriginal({ start, end }));
        }
    }

    // The ranges of the terms matched since the last call.
    QList<TextRange> takeRanges()
    {
        std::sort(
            m_ranges.begin(), m_ranges.end(), [](const TextRange &a, const TextRange &b) { return a.start < b.start; });
        QList<TextRange> merged;
        for (const TextRange &range : std::as_const(m_ranges)) {
            if (!merged.isEmpty() && range.start <= merged.back().end)
                merged.back().end = std::max(merged.back().end, range.end);
            else
                merged.append(range);
        }
        m_ranges.clear();
        return merged;
    }

private:
    bool isWordAt(qsizetype position) const
    {
        return position >= 0 && position < m_classes.size() && m_classes[position] == CharClass::Word;
    }

    // The end of a match of all pieces that starts at start, or -1.
    qsizetype matchFrom(qsizetype start, const QList<Piece> &pieces, bool prefix) const
    {
        const QStringView text = m_folded.text;
        qsizetype position = start;
        for (qsizetype k = 0; k < pieces.size(); ++k) {
            const Piece &piece = pieces[k];
            if (k > 0) {
                while (position < text.size() && m_classes[position] == CharClass::Separator)
                    ++position;
                if (!text.sliced(position).startsWith(piece.text))
                    return -1;
            }
            if (!piece.unspaced && isWordAt(position - 1))
                return -1;
            position += piece.text.size();
            const bool open = prefix && k == pieces.size() - 1;
            if (!piece.unspaced && !open && isWordAt(position))
                return -1;
        }
        return position;
    }

    FoldedText m_folded;
    QList<CharClass> m_classes;
    QList<TextRange> m_ranges;
};

QList<TextRange> findTerms(
    const QString &text, const QStringList &words, const QStringList &phrases, bool lastWordIsPrefix)
{
    TermMatcher matcher(text);
    for (qsizetype i = 0; i < words.size(); ++i)
        matcher.match(words[i], lastWordIsPrefix && i == words.size() - 1);
    for (const QString &phrase : phrases)
        matcher.match(phrase, false);
    return matcher.takeRanges();
}

KeywordFinder::KeywordFinder(const QString &text) : m_matcher(std::make_unique<TermMatcher>(text)) { }

KeywordFinder::~KeywordFinder() = default;

QList<TextRange> KeywordFinder::find(const QStringList &keywords)
{
    for (const QString &keyword : keywords)
        m_matcher->match(keyword, false); // a keyword of several words matches as a phrase
    return m_matcher->takeRanges();
}

QList<TextRange> findKeywords(const QString &text, const QStringList &keywords)
{
    if (keywords.isEmpty())
        return {};
    return KeywordFinder(text).find(keywords);
}

} // namespace Lectern::Text
