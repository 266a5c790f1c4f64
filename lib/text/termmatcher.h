// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textrange.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Lectern::Text {

// Where the words and phrases of a search stand in a text, to highlight them.
// Matching ignores case and diacritics (foldForSearch(), so "Lojasiewicz" finds "Łojasiewicz").
// A word matches whole words only; when lastWordIsPrefix (the user is still typing it) the last
// word also matches the start of a word. A phrase matches its words in order with any spaces or
// punctuation between them ("gradient descent" finds "gradient-descent"); so does a word that
// itself holds punctuation ("GPT-4"). Text in scripts written without spaces between words
// (Chinese, Japanese, Korean, Thai, …) has no word boundaries, so terms in them match anywhere.
// The ranges are positions in text, sorted, with overlapping and touching ones merged.
QList<TextRange> findTerms(
    const QString &text, const QStringList &words, const QStringList &phrases, bool lastWordIsPrefix = false);

class TermMatcher;

// A text read once for finding several lists of keywords in it (a review's inclusion and
// exclusion keywords), as findKeywords() finds them: reading it is most of the cost.
class KeywordFinder
{
public:
    explicit KeywordFinder(const QString &text);
    ~KeywordFinder();
    KeywordFinder(const KeywordFinder &) = delete;
    KeywordFinder &operator=(const KeywordFinder &) = delete;

    QList<TextRange> find(const QStringList &keywords);

private:
    std::unique_ptr<TermMatcher> m_matcher;
};

// A review's keywords in a text: a keyword of several words is a phrase.
QList<TextRange> findKeywords(const QString &text, const QStringList &keywords);

} // namespace Lectern::Text
