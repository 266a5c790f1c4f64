// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/models/lecternmodel.h"
#include "review/prioritiser.h"
#include "review/relevancemodel.h"

#include <catch2/catch_test_macros.hpp>

#include <stdexcept>

using namespace Lectern::Review;
using namespace Qt::StringLiterals;

TEST_CASE("Relevance models are found by name, Lectern's first; orders add the policies")
{
    const QStringList models = RelevanceModels::names();
    REQUIRE(models.size() >= 2);
    CHECK(models.first() == RelevanceModels::defaultName());
    CHECK(models.contains(u"svm"_s));
    for (const QString &name : models) {
        CHECK(RelevanceModels::has(name));
        CHECK_FALSE(RelevanceModels::description(name).isEmpty());
        CHECK(RelevanceModels::create(name, 1) != nullptr);
    }
    CHECK(RelevanceModels::has(u"SVM"_s));
    CHECK_FALSE(RelevanceModels::has(u"random"_s));
    CHECK(RelevanceModels::create(u"nonesuch"_s, 1) == nullptr);

    CHECK(Prioritiser::orderNames() == models + QStringList{ u"random"_s, u"library"_s });
    CHECK(Prioritiser::orderNamed(u"Library"_s) == u"library"_s);
    CHECK_FALSE(Prioritiser::orderNamed(u"nonesuch"_s));
    const auto features = Prioritiser::featuresFor(QList<ScreeningRecord>(3), u"random"_s);
    CHECK(features->documentCount() == 3);
    CHECK_THROWS_AS(Prioritiser(features, u"nonesuch"_s), std::invalid_argument);
    CHECK_FALSE(Prioritiser(features, u"library"_s).learns());
    CHECK(Prioritiser(features, u"svm"_s).learns());
}

TEST_CASE("A copy of a prioritiser learns on its own, as a worker thread's copy does")
{
    const QList<ScreeningRecord> records{ { {}, u"omeprazole reflux"_s, {} },
        { {}, u"statin cholesterol"_s, {} },
        { {}, u"omeprazole ulcer"_s, {} },
        { {}, u"statin diet"_s, {} } };
    Prioritiser original(Prioritiser::featuresFor(records, u"svm"_s), u"svm"_s, 1);
    original.decide(0, true);
    original.decide(1, false);
    Prioritiser copy = original;
    copy.retrain();
    CHECK(copy.hasLearned());
    CHECK_FALSE(original.hasLearned());
    CHECK(copy.next() == 2);
}

TEST_CASE("Lectern's model presumes a share of the undecided papers irrelevant, never most of a small pool")
{
    const LecternModel::Settings settings;
    CHECK(settings.presumedSample(20000) == 300);
    CHECK(settings.presumedSample(2000) == 300);
    CHECK(settings.presumedSample(1000) == 150);
    CHECK(settings.presumedSample(310) == 47);
    CHECK(settings.presumedSample(1) == 1);
    CHECK(settings.presumedSample(0) == 0);
    CHECK(settings.relevantClassWeight == 9.8);
}
