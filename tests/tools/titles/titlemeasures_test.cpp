// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlemeasures.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

using namespace Lectern::TitleMeasures;

TEST_CASE("Content words leave out stop words and the words every paper uses", "[titles]")
{
    CHECK(contentWords(QStringLiteral("A Novel Approach to Few-Shot Learning with the Prototypes")) ==
        QStringList{
            QStringLiteral("few"), QStringLiteral("shot"), QStringLiteral("learning"), QStringLiteral("prototypes") });
    CHECK(contentWords(QStringLiteral("Learning to learn, learning")) ==
        QStringList{ QStringLiteral("learning"), QStringLiteral("learn") });
}

TEST_CASE("Content-word F1 counts the words two titles share", "[titles]")
{
    const QString real = QStringLiteral("Prototypical Networks for Few-shot Learning");
    CHECK(contentWordF1(real, real) == 1.0);
    CHECK(contentWordF1(QStringLiteral("A novel approach"), real) == 0.0);
    // 2 of 3 guessed words are right (precision 2/3), 2 of the 5 real ones ("few-shot" is two) found.
    CHECK(contentWordF1(QStringLiteral("Prototypical networks for vision"), real) == Catch::Approx(0.5));
}

TEST_CASE("Bare generic titles say nothing about the paper", "[titles]")
{
    for (const char *title : { "A novel approach", "A new algorithm", "Two new metrics", "A tractable algorithm" })
        CHECK(isBareGeneric(QString::fromUtf8(title)));
    for (const char *title : { "A new deep convolutional neural network",
             "GradNorm",
             "Prototypical networks",
             "A simple algorithm for many tasks in one long title" })
        CHECK_FALSE(isBareGeneric(QString::fromUtf8(title)));
}

TEST_CASE("A title cut mid-clause ends with an ellipsis or a word that cannot end a phrase", "[titles]")
{
    CHECK(isCutClause(QStringLiteral("Deep Neural Networks have recently been shown…")));
    CHECK(isCutClause(QStringLiteral("A method for the")));
    CHECK(isCutClause(QStringLiteral("Learning which")));
    CHECK_FALSE(isCutClause(QStringLiteral("Gradient normalization for multitask networks")));
}

TEST_CASE("A leading name counts when the abstract mentions it", "[titles]")
{
    const QString abstract = QStringLiteral("We propose QANet, a reading comprehension model.");
    CHECK(leadingName(QStringLiteral("QANet: Combining Local Convolution with Global Self-Attention"), abstract) ==
        QStringLiteral("QANet"));
    CHECK(leadingName(QStringLiteral("BiDAF: Bidirectional attention flow"), abstract).isEmpty());
    CHECK(leadingName(QStringLiteral("Reading comprehension without a colon"), abstract).isEmpty());
    CHECK(mentions(QStringLiteral("QANet: a reading comprehension model"), QStringLiteral("QANet")));
    CHECK_FALSE(mentions(QStringLiteral("QANets for reading"), QStringLiteral("QANet")));
}
