// SPDX-License-Identifier: GPL-3.0-or-later
#include "titleexamples.h"
#include "titletrainer.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

namespace {

// A candidate with one named feature.
Text::FeatureVector feature(const char *name)
{
    const auto index = Text::TitleFeatures::names().indexOf(QLatin1String(name));
    REQUIRE(index >= 0);
    return { { quint32(index) }, { 1.0f } };
}

} // namespace

TEST_CASE("Training prefers the candidates closest to the real titles, the same every time", "[titles]")
{
    // Contributions come closer to the real titles than topics; one abstract teaches nothing.
    const TitleTraining::Abstract first{ { feature("kind:topic"), feature("kind:contribution") }, { 0.2f, 0.6f } };
    const TitleTraining::Abstract second{ { feature("kind:contribution"), feature("kind:topic") }, { 0.5f, 0.1f } };
    const TitleTraining::Abstract same{ { feature("kind:topic"), feature("kind:clause") }, { 0.3f, 0.3f } };
    const std::vector<const TitleTraining::Abstract *> abstracts{ &first, &second, &same };
    const Text::TitleModel model = TitleTraining::train(abstracts, {});
    CHECK(model.score(feature("kind:contribution")) > model.score(feature("kind:topic")));
    CHECK(model.score(feature("kind:clause")) == 0);
    CHECK(TitleTraining::train(abstracts, {}).weights() == model.weights());
}

TEST_CASE("A list's venue is its name without the year", "[titles]")
{
    CHECK(TitleExamples::venueOf(QStringLiteral("iclr2017")) == QStringLiteral("iclr"));
    CHECK(TitleExamples::venueOf(QStringLiteral("nips")) == QStringLiteral("nips"));
    CHECK(TitleExamples::venueOf(QStringLiteral("2024")) == QStringLiteral("2024"));
}
