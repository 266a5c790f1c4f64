// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/labelleddataset.h"
#include "review/linearrelevancemodel.h"
#include "review/prioritiser.h"
#include "review/simulation.h"
#include "review/textfeatures.h"

#include "support/testsupport.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Lectern::Review;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const TextFeatures> featuresOf(const QStringList &texts)
{
    return std::make_shared<const TextFeatures>(texts, TextFeatures::Options{});
}

// A review of 60 papers: the 6 relevant ones are about proton pump inhibitors, the others
// about other drugs; the relevant ones come last in the file.
LabelledDataset reviewDataset()
{
    LabelledDataset dataset;
    const QStringList topics{ u"statin cholesterol"_s,
        u"insulin glucose"_s,
        u"aspirin platelet"_s,
        u"antibiotic infection"_s,
        u"vaccine immunity"_s };
    for (int i = 0; i < 54; ++i) {
        const QString topic = topics[i % topics.size()];
        dataset.records.append({ u"Trial %1 of %2"_s.arg(i).arg(topic),
            u"We studied %1 in %2 patients over %3 weeks."_s.arg(topic).arg(100 + i).arg(i % 7 + 2),
            {} });
        dataset.relevant.push_back(false);
    }
    for (int i = 0; i < 6; ++i) {
        dataset.records.append({ u"Omeprazole trial %1"_s.arg(i),
            u"Proton pump inhibitor omeprazole against reflux in %1 patients."_s.arg(200 + i),
            { u"Proton Pump Inhibitors"_s } });
        dataset.relevant.push_back(true);
    }
    return dataset;
}

} // namespace

TEST_CASE("Features are the lower-cased words of two letters or more and their neighbouring pairs")
{
    CHECK(TextFeatures::words(u"A Größe-test, x 42 ok"_s) == QStringList{ u"größe"_s, u"test"_s, u"42"_s, u"ok"_s });
    const TextFeatures features({ u"red apple"_s, u"green apple"_s }, {});
    QStringList terms;
    for (int t = 0; t < features.termCount(); ++t)
        terms.append(features.term(t));
    CHECK(terms == QStringList{ u"apple"_s, u"green"_s, u"green apple"_s, u"red"_s, u"red apple"_s });
    // Each document has unit length; the word both share weighs less than the one each has alone.
    const SparseVector &first = features.row(0);
    const double norm = std::inner_product(first.weights.begin(), first.weights.end(), first.weights.begin(), 0.0);
    CHECK(norm == Catch::Approx(1.0));
    CHECK(first.weights[0] < first.weights[1]);
}

TEST_CASE("Features of an empty document are empty, not undefined")
{
    const TextFeatures features({ QString(), u"words here"_s }, {});
    CHECK(features.row(0).terms.empty());
}

TEST_CASE("Word parts are terms of their own block, shown as the part of a word they are")
{
    TextFeatures::Options options;
    options.wordPartLength = 4;
    options.wordPartWeight = 0.5;
    const TextFeatures features({ u"omeprazole dose"_s, u"pantoprazole dose"_s }, options);
    QStringList shown;
    int parts = 0;
    for (int t = 0; t < features.termCount(); ++t) {
        shown.append(features.displayTerm(t));
        parts += features.isWordPart(t) ? 1 : 0;
    }
    CHECK(shown.contains(u"…razo…"_s));
    CHECK(shown.contains(u"ome…"_s));
    CHECK(shown.contains(u"…ole"_s));
    CHECK(shown.contains(u"…dose…"_s));
    REQUIRE(shown.contains(u"omeprazole"_s));
    CHECK_FALSE(features.isWordPart(static_cast<int>(shown.indexOf(u"omeprazole"_s))));
    CHECK(parts > 0);
    // Both blocks together are of unit length; the parts' block half the words' block.
    double words = 0;
    double partsNorm = 0;
    const SparseVector &row = features.row(0);
    for (std::size_t i = 0; i < row.terms.size(); ++i)
        (features.isWordPart(row.terms[i]) ? partsNorm : words) += double(row.weights[i]) * row.weights[i];
    CHECK(words + partsNorm == Catch::Approx(1.0));
    CHECK(std::sqrt(partsNorm / words) == Catch::Approx(0.5));
    // Of its 11 parts, 6 are seen: "opra" to "ole" and its end; "lan…", "…lans…" and the like are not.
    CHECK(features.wordPartTerms(u"lansoprazole"_s).size() == 6);
}

TEST_CASE("Through word parts, what is learnt of one word reaches its kin")
{
    const QStringList texts{
        u"omeprazole reflux"_s, u"simvastatin cholesterol"_s, u"lansoprazole"_s, u"atorvastatin"_s
    };
    const auto scoresWith = [&texts](int wordPartLength) {
        TextFeatures::Options options;
        options.wordPartLength = wordPartLength;
        const TextFeatures features(texts, options);
        SvmTrainer trainer(0.11);
        const LinearModel model = trainer.train(features, std::vector<TrainingExample>{ { 0, true }, { 1, false } });
        return std::pair{ model.score(features.row(2)), model.score(features.row(3)) };
    };
    // Words alone: neither unseen drug shares a term with what was decided.
    const auto [alone, otherAlone] = scoresWith(0);
    CHECK(alone == Catch::Approx(otherAlone));
    // With parts, the kin of the relevant drug rises above the kin of the irrelevant one.
    const auto [kin, otherKin] = scoresWith(4);
    CHECK(kin > 0);
    CHECK(otherKin < 0);
}

TEST_CASE("The relevant class weighs as much as it is told against the irrelevant one")
{
    const auto features = featuresOf({ u"omeprazole"_s, u"statin"_s, u"insulin"_s, u"aspirin"_s, u"unrelated"_s });
    const std::vector<TrainingExample> examples{ { 0, true }, { 1, false }, { 2, false }, { 3, false } };
    // A paper sharing nothing with any decision is scored by the bias alone, which leans to
    // the class that weighs more.
    const double balanced = SvmTrainer(0.11, 1.0).train(*features, examples).score(features->row(4));
    const double heavier = SvmTrainer(0.11, 9.8).train(*features, examples).score(features->row(4));
    CHECK(heavier > balanced);
}

TEST_CASE("The SVM scores documents like the relevant ones above the others, and again after a warm start")
{
    const auto features =
        featuresOf({ u"reflux omeprazole"_s, u"statin cholesterol"_s, u"omeprazole dose"_s, u"cholesterol diet"_s });
    SvmTrainer trainer(0.11);
    const std::vector<TrainingExample> first{ { 0, true }, { 1, false } };
    const LinearModel model = trainer.train(*features, first);
    CHECK(model.score(features->row(2)) > model.score(features->row(3)));
    const std::vector<TrainingExample> more{ { 0, true }, { 1, false }, { 3, false } };
    const LinearModel retrained = trainer.train(*features, more);
    CHECK(retrained.score(features->row(2)) > retrained.score(features->row(3)));
    CHECK(retrained.score(features->row(0)) > 0);
    CHECK(retrained.score(features->row(3)) < 0);
}

TEST_CASE("Before it can learn, the prioritiser keeps the papers' order, then it proposes what looks relevant")
{
    const auto features = featuresOf({ u"statin cholesterol"_s,
        u"insulin glucose"_s,
        u"omeprazole reflux"_s,
        u"aspirin platelet"_s,
        u"omeprazole ulcer reflux"_s });
    Prioritiser prioritiser(features, u"lectern"_s, 1);
    CHECK(prioritiser.next() == 0);
    prioritiser.decide(2, true);
    prioritiser.retrain();
    CHECK_FALSE(prioritiser.hasLearned()); // one class only
    CHECK(prioritiser.next() == 0);
    prioritiser.decide(0, false);
    prioritiser.retrain();
    REQUIRE(prioritiser.hasLearned());
    CHECK(prioritiser.next() == 4);
    CHECK(prioritiser.order().front() == 4);
    CHECK(prioritiser.order().size() == 3);

    const Explanation why = prioritiser.explain(4, { {}, u"omeprazole ulcer reflux"_s, {} });
    REQUIRE_FALSE(why.raising.isEmpty());
    CHECK((why.raising.first().text == u"omeprazole"_s || why.raising.first().text == u"reflux"_s));
    CHECK(why.raising.first().contribution > 0);

    prioritiser.forget(2); // undone: no relevant decision is left
    CHECK_FALSE(prioritiser.isDecided(2));
    prioritiser.retrain();
    CHECK_FALSE(prioritiser.hasLearned());
}

TEST_CASE("An explanation gives a word part's share to the words that hold it, and adds up to the score")
{
    TextFeatures::Options options;
    options.wordPartLength = 4;
    const auto features = std::make_shared<const TextFeatures>(
        QStringList{ u"omeprazole reflux"_s, u"statin cholesterol"_s, u"lansoprazole reflux"_s, u"insulin glucose"_s },
        options);
    Prioritiser prioritiser(features, u"svm"_s, 1);
    prioritiser.decide(0, true);
    prioritiser.decide(1, false);
    prioritiser.retrain();
    REQUIRE(prioritiser.hasLearned());
    const Explanation why = prioritiser.explain(2, { {}, u"lansoprazole reflux"_s, {} }, 100);
    double sum = 0;
    QStringList raising;
    for (const auto &term : why.raising) {
        raising.append(term.text);
        sum += term.contribution;
    }
    for (const auto &term : why.lowering)
        sum += term.contribution;
    CHECK(raising.contains(u"lansoprazole"_s));
    for (const QString &text : raising)
        CHECK_FALSE(text.contains(u"…"_s));
    // The last paper shares no term with the decided ones, so its score is the bias alone.
    CHECK(sum == Catch::Approx(prioritiser.score(2) - prioritiser.score(3)));
}

TEST_CASE("Random order is a permutation fixed by its seed, library order is the file's")
{
    QStringList texts;
    for (int i = 0; i < 30; ++i)
        texts.append(u"paper %1"_s.arg(i));
    const auto features = featuresOf(texts);
    const auto orderOf = [&](const QString &order, quint32 seed) { return Prioritiser(features, order, seed).order(); };
    std::vector<qsizetype> sorted = orderOf(u"random"_s, 7);
    CHECK(sorted == orderOf(u"Random"_s, 7));
    CHECK(sorted != orderOf(u"random"_s, 8));
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == orderOf(u"library"_s, 7));
    CHECK(orderOf(u"library"_s, 7).front() == 0);
}

TEST_CASE("A simulation finds the relevant papers far sooner with the model than in library order")
{
    const LabelledDataset dataset = reviewDataset();
    const QList<SimulationRun> learned = simulateSeeds(dataset, u"lectern"_s, 3);
    const QList<SimulationRun> library = simulateSeeds(dataset, u"library"_s, 3);
    REQUIRE(learned.size() == 3);
    for (qsizetype i = 0; i < learned.size(); ++i) {
        CHECK(learned[i].seed == static_cast<quint32>(i + 1));
        CHECK(learned[i].records == 58);
        CHECK(learned[i].relevantAt.size() == 5);
        // The four relevant papers left after the first one are the next ones proposed.
        CHECK(learned[i].relevantAt.back() == 4);
        CHECK(learned[i].rrf10 == Catch::Approx(1.0));
        CHECK(library[i].wss95 < 0);
        // The best possible: round(i·5/57) first reaches k = 4 at i = 40; the model found it at 3.
        CHECK(learned[i].wss95 == Catch::Approx(37.0 / 58));
    }
}

TEST_CASE("A labelled file is read with its labels, a record without one is an error that names it")
{
    const Lectern::Test::Workspace workspace;
    const QString good = workspace.writeFile(u"review.csv"_s,
        "title,abstract,label_included\n"
        "Omeprazole,\"Proton pump, reflux.\",1\n"
        "Statins,Cholesterol.,0\n"
        "Insulin,Glucose.,no\n");
    QString error;
    const auto dataset = readLabelledDataset(good, u"Label_Included"_s, &error);
    REQUIRE(dataset);
    CHECK(error.isEmpty());
    CHECK(dataset->relevant == std::vector<bool>{ true, false, false });
    CHECK(dataset->records[0].title == u"Omeprazole"_s);
    CHECK(dataset->records[0].abstract == u"Proton pump, reflux."_s);

    CHECK_FALSE(readLabelledDataset(good, u"included"_s, &error));
    CHECK(error.contains(u"record 1"_s));
    CHECK(error.contains(u"'included'"_s));

    const QString bad = workspace.writeFile(u"bad.csv"_s, "title,abstract,label\nA,Text one.,1\nB,Text two.,maybe\n");
    CHECK_FALSE(readLabelledDataset(bad, u"label"_s, &error));
    CHECK(error.contains(u"record 2"_s));
    CHECK(error.contains(u"maybe"_s));

    CHECK_FALSE(readLabelledDataset(workspace.path(u"missing.csv"_s), u"label"_s, &error));
    CHECK(error.contains(u"missing.csv"_s));
}

TEST_CASE("Lectern's text reads the title twice and the keywords, ASReview's title and abstract")
{
    const ScreeningRecord record{ u"Title"_s, u"Abstract"_s, { u"Key"_s, u"Word"_s } };
    const auto textOf = [&record](const QString &model) {
        return dynamic_cast<const LinearRelevanceModel &>(*RelevanceModels::create(model, 0)).text(record);
    };
    CHECK(textOf(u"svm"_s) == u"Title\nAbstract"_s);
    CHECK(textOf(u"lectern"_s) == u"Title\nTitle\nAbstract\nKey Word"_s);
}
