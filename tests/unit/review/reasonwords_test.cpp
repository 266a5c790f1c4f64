// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/linearmodel.h"
#include "review/reasonwords.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <numeric>

using namespace Lectern::Review;
using namespace Qt::StringLiterals;

namespace {

QStringList textsOf(const QList<Explanation::Term> &terms)
{
    QStringList texts;
    for (const Explanation::Term &term : terms)
        texts.append(term.text);
    return texts;
}

// Word parts and pairs, and a term of one record left out, as Lectern's model makes them.
TextFeatures features(const QStringList &texts)
{
    TextFeatures::Options options;
    options.wordPartLength = 4;
    options.minDocuments = 2;
    return TextFeatures(texts, options);
}

} // namespace

TEST_CASE("A reason is a word: no function word, no bare number, no LaTeX command")
{
    CHECK(ReasonWords::isReason(u"omeprazole"_s));
    CHECK(ReasonWords::isReason(u"5ht1b"_s));
    CHECK_FALSE(ReasonWords::isReason(u"of"_s));
    CHECK_FALSE(ReasonWords::isReason(u"into"_s));
    CHECK_FALSE(ReasonWords::isReason(u"the"_s));
    CHECK_FALSE(ReasonWords::isReason(u"61"_s));
    CHECK_FALSE(ReasonWords::isReason(u"nothing"_s));
    // "$\mathcal{O}(n)$" and "\textbf{}" are maths and markup, not words of the paper.
    CHECK_FALSE(ReasonWords::isReason(u"mathcal"_s));
    CHECK_FALSE(ReasonWords::isReason(u"textbf"_s));
    CHECK(ReasonWords::isReason(u"mathematics"_s));
}

TEST_CASE("Each word of a paper gets what it, its parts and its pairs add; together they are the score")
{
    const QStringList texts{ u"into the omeprazole trial of 61 patients"_s,
        u"into the lansoprazole trial of 61 adults"_s,
        u"the statin trial of 40 adults"_s };
    const TextFeatures terms = features(texts);
    SvmTrainer trainer(0.11);
    const LinearModel model = trainer.train(terms, std::vector<TrainingExample>{ { 0, true }, { 2, false } });
    const ReasonWords reasons(terms, model.weights);
    const QList<Explanation::Term> shares = reasons.shares(1, texts[1]);
    CHECK(textsOf(shares) ==
        QStringList{ u"into"_s, u"the"_s, u"lansoprazole"_s, u"trial"_s, u"of"_s, u"61"_s, u"adults"_s });
    const double sum = std::accumulate(
        shares.cbegin(), shares.cend(), 0.0, [](double s, const Explanation::Term &t) { return s + t.contribution; });
    CHECK(sum == Catch::Approx(model.score(terms.row(1)) - model.bias));
    // "lansoprazole" is in one record, so not a term; its parts shared with "omeprazole" are,
    // and what they add is its own.
    const auto lansoprazole = shares[2];
    CHECK(lansoprazole.contribution > 0);

    const Explanation why = reasons.explain(1, texts[1], 10);
    const QStringList shown = textsOf(why.raising) + textsOf(why.lowering);
    CHECK(textsOf(why.raising).contains(u"lansoprazole"_s));
    for (const QString &hidden : { u"into"_s, u"the"_s, u"of"_s, u"61"_s })
        CHECK_FALSE(shown.contains(hidden));
    for (const QString &text : shown) {
        CHECK_FALSE(text.contains(u' '));
        CHECK_FALSE(text.contains(u"…"_s));
    }
}
