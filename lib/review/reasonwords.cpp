// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reasonwords.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace Lectern::Review {
namespace {

// English function words: they say nothing of what a paper is about. (Title inference keeps
// a grammar's list of its own in lib/text; this one is a reason's.)
bool isFunctionWord(QStringView word)
{
    static const QSet<QString> words = [] {
        const QString list = QStringLiteral(
            "about above after again against all also am among an and any are as at be because been before "
            "being below between both but by can could did do does doing down during each either etc few for "
            "from further had has have having he her here hers him his how however if in into is it its "
            "itself just may me might more most must my neither no nor not of off on once only onto or other "
            "our ours out over own per same shall she should since so some such than that the their them then "
            "there thereby therefore these they this those through thus to too under until up upon us very "
            "via was we were what when where whereas whether which while who whom whose why will with within "
            "without would yet anything everything nothing something none");
        const QStringList split = list.split(u' ');
        return QSet<QString>(split.cbegin(), split.cend());
    }();
    return words.contains(word.toString());
}

// The names of the LaTeX commands abstracts write their maths with ("$\mathcal{O}(n)$"): the
// features read them as words, and a reader sees none of them.
bool isLatexCommand(QStringView word)
{
    static const QSet<QString> commands = [] {
        const QString list = QStringLiteral(
            "mathcal mathbb mathrm mathbf mathit mathsf mathtt mathfrak mathscr boldsymbol bm operatorname mathop "
            "textbf textit textrm texttt textsc textsf emph frac dfrac tfrac sqrt cdot cdots ldots leq geq neq "
            "widetilde widehat overline underline lvert rvert langle rangle varepsilon");
        const QStringList split = list.split(u' ');
        return QSet<QString>(split.cbegin(), split.cend());
    }();
    return commands.contains(word.toString());
}

} // namespace

ReasonWords::ReasonWords(const TextFeatures &features, const std::vector<float> &weights)
    : m_features(features), m_weights(weights)
{
}

bool ReasonWords::isReason(QStringView word)
{
    const bool number = std::all_of(word.begin(), word.end(), [](QChar c) { return c.isNumber(); });
    return !number && !isFunctionWord(word) && !isLatexCommand(word);
}

QList<Explanation::Term> ReasonWords::shares(qsizetype document, const QString &text) const
{
    QList<Explanation::Term> words;
    QHash<QString, qsizetype> indexOf;
    for (const QString &word : TextFeatures::words(text)) {
        if (!indexOf.contains(word)) {
            indexOf.insert(word, words.size());
            words.append({ word, 0.0 });
        }
    }
    const auto add = [&](const QString &word, double share) {
        if (const auto at = indexOf.constFind(word); at != indexOf.cend())
            words[*at].contribution += share;
    };
    // The parts of the words, each part with the words holding it: a word holds a part once
    // however often the part occurs in it.
    QHash<int, QStringList> holders;
    for (const Explanation::Term &word : std::as_const(words)) {
        std::vector<int> parts = m_features.wordPartTerms(word.text);
        std::sort(parts.begin(), parts.end());
        parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
        for (const int part : parts)
            holders[part].append(word.text);
    }
    const SparseVector &row = m_features.row(document);
    for (std::size_t i = 0; i < row.terms.size(); ++i) {
        const int term = row.terms[i];
        const double contribution = double(m_weights[static_cast<std::size_t>(term)]) * row.weights[i];
        if (m_features.isWordPart(term)) {
            const QStringList held = holders.value(term);
            for (const QString &word : held)
                add(word, contribution / static_cast<double>(held.size()));
        } else if (m_features.isWord(term)) {
            add(m_features.term(term), contribution);
        } else {
            const QString &pair = m_features.term(term);
            const qsizetype space = pair.indexOf(u' ');
            add(pair.left(space), contribution / 2);
            add(pair.mid(space + 1), contribution / 2);
        }
    }
    return words;
}

Explanation ReasonWords::explain(qsizetype document, const QString &text, int terms) const
{
    QList<Explanation::Term> reasons = shares(document, text);
    reasons.removeIf([](const Explanation::Term &term) { return term.contribution == 0 || !isReason(term.text); });
    std::stable_sort(
        reasons.begin(), reasons.end(), [](const auto &a, const auto &b) { return a.contribution > b.contribution; });
    Explanation explanation;
    for (const auto &term : std::as_const(reasons)) {
        if (term.contribution > 0 && explanation.raising.size() < terms)
            explanation.raising.append(term);
    }
    for (auto it = reasons.crbegin(); it != reasons.crend(); ++it) {
        if (it->contribution < 0 && explanation.lowering.size() < terms)
            explanation.lowering.append(*it);
    }
    return explanation;
}

} // namespace Lectern::Review
