// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"
#include "text/titlemodel.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern::Text;

namespace {

const QString Abstract = QStringLiteral(
    "Multitask networks are hard to train. We present a gradient normalization (GradNorm) algorithm that "
    "automatically balances training in deep multitask models. GradNorm improves accuracy and reduces "
    "overfitting across multiple tasks. GradNorm needs one hyperparameter.");

} // namespace

TEST_CASE("The shipped title model is read from the resources", "[text][title]")
{
    const TitleModel *model = TitleModel::shipped();
    REQUIRE(model != nullptr);
    CHECK(model->weights().size() == TitleFeatures::dimension());
    CHECK(std::any_of(model->weights().cbegin(), model->weights().cend(), [](float weight) { return weight != 0; }));
}

TEST_CASE("A title model reads what it writes, and refuses other text", "[text][title]")
{
    TitleModel model;
    model.weights()[0] = 0.5f;
    model.weights()[TitleFeatures::dimension() - 1] = -1.25f;
    const QString text = model.text({ QStringLiteral("a comment") });
    CHECK(text.startsWith(QStringLiteral("# a comment\n")));
    QString error;
    const auto read = TitleModel::fromText(text, &error);
    REQUIRE(read);
    CHECK(read->weights() == model.weights());

    for (const char *bad : { "",
             "lectern-title-model 2\n",
             "lectern-title-model 1\nno-such-feature 1\n",
             "lectern-title-model 1\nhash:99999999 1\n",
             "lectern-title-model 1\nkind:rules x\n" }) {
        INFO(bad);
        error.clear();
        CHECK_FALSE(TitleModel::fromText(QString::fromLatin1(bad), &error));
        CHECK_FALSE(error.isEmpty());
    }
}

TEST_CASE("Title features are the same for the same abstract, whatever the case of a word", "[text][title]")
{
    const TitleCandidates first = titleCandidates(Abstract);
    const TitleCandidates second = titleCandidates(Abstract);
    REQUIRE(first.titles.size() > 3);
    CHECK(first.titles == second.titles);
    for (std::size_t i = 0; i < first.features.size(); ++i) {
        CHECK(first.features[i].indices == second.features[i].indices);
        CHECK(first.features[i].values == second.features[i].values);
    }
    CHECK(TitleFeatures::hashedIndex(u"word", u"Learning") == TitleFeatures::hashedIndex(u"word", u"learning"));
    CHECK(TitleFeatures::hashedIndex(u"word", u"learning") != TitleFeatures::hashedIndex(u"first", u"learning"));
    CHECK(TitleFeatures::hashedIndex(u"word", u"learning") >= quint32(TitleFeatures::names().size()));
    CHECK(TitleFeatures::hashedIndex(u"word", u"learning") < TitleFeatures::dimension());
}

TEST_CASE("A model chooses the candidate it scores highest, the rules' of equals", "[text][title]")
{
    const TitleCandidates candidates = titleCandidates(Abstract);
    // Every candidate names the method the abstract keeps using.
    for (const QString &title : candidates.titles)
        CHECK(title.startsWith(QStringLiteral("GradNorm")));

    TitleModel model;
    CHECK(bestCandidate(model, candidates.features) == 0);
    // A model that likes short titles chooses the shortest.
    const auto words = TitleFeatures::names().indexOf(QStringLiteral("words:1"));
    REQUIRE(words >= 0);
    model.weights()[std::size_t(words)] = 1;
    const qsizetype best = bestCandidate(model, candidates.features);
    REQUIRE(best >= 0);
    CHECK(candidates.titles.at(best) == QStringLiteral("GradNorm"));
    CHECK(bestCandidate(model, {}) == -1);
}

TEST_CASE("Titles come from the learned model unless the rules alone are asked for", "[text][title]")
{
    const TitleCandidates candidates = titleCandidates(Abstract);
    const qsizetype best = bestCandidate(*TitleModel::shipped(), candidates.features);
    REQUIRE(best >= 0);
    CHECK(inferTitle(Abstract) == candidates.titles.at(best));
    CHECK(inferTitle(Abstract, TitleChoice::RulesOnly) ==
        QStringLiteral("GradNorm: gradient normalization algorithm for balancing training in deep multitask models"));
    // Text the model did not learn from is the rules' alone.
    const QString chinese = QStringLiteral("我们提出了一种基于关键词高亮和主动学习的交互式筛选方法。");
    CHECK(titleCandidates(chinese).titles.isEmpty());
    CHECK(inferTitle(chinese) == inferTitle(chinese, TitleChoice::RulesOnly));
}
