// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titlecandidates.h"
#include "text/titleinference.h"
#include "text/titlenames.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern::Text;

namespace {

QStringList candidatesOf(const char *abstract)
{
    return titleCandidates(QString::fromUtf8(abstract)).titles;
}

// The candidates read from capitalised words.
QStringList capitalisedOf(const char *abstract)
{
    const QString text = QString::fromUtf8(abstract);
    const TitleRules::Reading reading(text);
    QStringList capitalised;
    for (const TitleRules::TitleCandidate &candidate : TitleRules::titleCandidates(reading)) {
        if (candidate.kind == TitleRules::TitleCandidate::Capitalised && !candidate.field)
            capitalised.append(candidate.text);
    }
    return capitalised;
}

} // namespace

TEST_CASE("Title candidates say what a paper finds or asks", "[text][title]")
{
    const QStringList shown = candidatesOf("Deep networks forget. We show that replaying a small buffer of past "
                                           "examples prevents catastrophic forgetting in continual learning.");
    CHECK(shown.contains(QStringLiteral(
        "Replaying a small buffer of past examples prevents catastrophic forgetting in continual learning")));
    // Without what follows a preposition, for a finding too long to be a title whole.
    CHECK(shown.contains(QStringLiteral("Replaying a small buffer of past examples prevents catastrophic forgetting")));

    const QStringList asked = candidatesOf("Large language models often improve their performance when they generate "
                                           "reasoning text before an answer. We investigate how LLMs recover from "
                                           "errors in Chain of Thought.");
    CHECK(asked.contains(QStringLiteral("How LLMs recover from errors in Chain of Thought")));
    // A question is whole: no field is added to it.
    CHECK(std::none_of(asked.cbegin(), asked.cend(), [](const QString &title) {
        return title.startsWith(QLatin1String("How LLMs")) && title.contains(QLatin1String(" for "));
    }));

    CHECK(candidatesOf("Transformers struggle with planning. In this work, we demonstrate how to train Transformers "
                       "to solve complex planning tasks.")
            .contains(QStringLiteral("How to train Transformers to solve complex planning tasks")));

    // A finding of a word or two says nothing of the paper.
    CHECK(candidatesOf("Models are brittle. We find that scaling helps.").size() == 1);
}

TEST_CASE("A name is described past what it stands for, or by it", "[text][title]")
{
    CHECK(candidatesOf("We introduce BilBOWA (Bilingual Bag-of-Words without Alignments), a simple and "
                       "computationally-efficient model for learning bilingual distributed representations.")
            .contains(QStringLiteral("BilBOWA: computationally-efficient model")));
    CHECK(inferTitle(QStringLiteral("Existing word embeddings need aligned sentences. We introduce BilBOWA "
                                    "(Bilingual Bag-of-Words without Alignments). It learns from monolingual data."),
              TitleChoice::RulesOnly) == QStringLiteral("BilBOWA: Bilingual Bag-of-Words without Alignments"));
}

TEST_CASE("The problem an abstract opens with is a candidate beside what the paper does, its bare field is not",
    "[text][title]")
{
    const QStringList problem = candidatesOf("Learning with noisy labels in large-scale image classification remains "
                                             "difficult. We propose a loss correction that estimates the noise "
                                             "transition matrix from the data.");
    CHECK(problem.contains(QStringLiteral("Loss correction for estimating the noise transition matrix from the data")));
    CHECK(problem.contains(QStringLiteral("Learning with noisy labels in large-scale image classification")));

    const QStringList field = candidatesOf("Similar to other machine learning frameworks, Offline Reinforcement "
                                           "Learning (RL) is shown to be vulnerable to poisoning attacks. To mitigate "
                                           "the risks posed by RL poisoning, we extend certified defenses to provide "
                                           "larger guarantees against adversarial manipulation.");
    CHECK(field.contains(QStringLiteral("Certified defenses to provide larger guarantees")));
    CHECK_FALSE(field.contains(QStringLiteral("Offline Reinforcement Learning")));
}

TEST_CASE("A statement after the first is told apart to the scorer", "[text][title]")
{
    const TitleCandidates candidates = titleCandidates(QStringLiteral(
        "We propose a benchmark of asynchronous planning tasks for language agents. We further analyze failure "
        "modes of current agents."));
    const auto further = static_cast<quint32>(TitleFeatures::names().indexOf(QStringLiteral("further")));
    const auto has = [&](const QString &title) {
        const qsizetype at = candidates.titles.indexOf(title);
        REQUIRE(at >= 0);
        const FeatureVector &features = candidates.features[static_cast<std::size_t>(at)];
        return std::find(features.indices.cbegin(), features.indices.cend(), further) != features.indices.cend();
    };
    CHECK(has(QStringLiteral("Failure modes of current agents")));
    CHECK_FALSE(has(QStringLiteral("Benchmark of asynchronous planning tasks for language agents")));
}

TEST_CASE("A name in quotes is read without them", "[text][title]")
{
    const QStringList quoted =
        candidatesOf("Maps from pixels are costly. In this work, we present ‘LaRa’, an efficient "
                     "encoder-decoder model for multi-camera bird's-eye-view segmentation.");
    CHECK(
        std::any_of(quoted.cbegin(), quoted.cend(), [](const QString &title) { return title.startsWith(u"LaRa: "); }));
}

TEST_CASE("A reading keeps its statements and their names, by the abstract's sentences", "[text][title]")
{
    using namespace Lectern::Text::TitleRules;
    const QString abstract = QStringLiteral("Deep networks forget what they learned. Replay helps. We propose ReBuf, "
                                            "a small buffer of past examples for continual learning.");
    const Reading reading(abstract);
    const QList<Statement> &stated = reading.statements(true);
    REQUIRE(stated.size() == 1);
    // The third sentence of the abstract, not the first of those that may state something.
    CHECK(stated.first().sentenceIndex == 2);
    CHECK(&reading.statements(true) == &stated);

    const auto name = reading.nameIn(stated.first(), stated.first().object);
    REQUIRE(name);
    CHECK(name->name == QStringLiteral("ReBuf"));
    const auto read = namedIn(stated.first());
    REQUIRE(read);
    CHECK(read->description == name->description);
}

TEST_CASE("A name beside what the authors call their own is theirs", "[text][title]")
{
    using Lectern::Text::TitleRules::findGivenName;
    using Lectern::Text::TitleRules::Reading;
    struct Case
    {
        const char *abstract;
        const char *name; // empty: none
    };
    const Case cases[] = {
        // Set off with commas, on a line of its own as exports break them.
        { "Prior work in skill-based RL requires expert supervision.\nOur approach, EXTRACT, instead utilizes "
          "pre-trained vision language models\nto extract skills from offline data.",
            "EXTRACT" },
        { "Robust learning matters. Our method, Sever, possesses strong theoretical guarantees.", "Sever" },
        { "Calibration matters. The resulting model, CRYSTAL, demonstrates remarkable capabilities.", "CRYSTAL" },
        { "Audio is hard to label. Our framework (CLAR) achieves significant improvement.", "CLAR" },
        { "Deep networks are redundant. Our Net-Trim algorithm prunes a trained network layer-wise.", "Net-Trim" },
        { "Bandits are hard. Our algorithm BISTRO requires d calls to the oracle.", "BISTRO" },
        // Given with a verb: "refer to … as".
        { "Tasks interfere. We propose a new approach, which we refer to as Distral, for joint training.", "Distral" },
        { "Actions are discretized. We therefore refer to the method as Q-Transformer. It scales.", "Q-Transformer" },

        { "Robots fail. We propose a framework, RoCUS, which uses Bayesian posterior sampling.", "RoCUS" },
        { "Adaptation is hard. Our proposed method Meta Test-Time Training (MT3), however, adapts.", "MT3" },
        { "Messages are large. The main feature of our new scheme, renamed NeuroBE, is its size.", "NeuroBE" },
        { "Stragglers slow us. We propose a novel technique - that we call \"Short-Dot\" - to add redundancy.",
            "Short-Dot" },
        { "Vocabularies are large. We name our proposed algorithm \\emph{LightRNN} to reflect its size.", "LightRNN" },

        // In quotes.
        { "Noisy labels hurt. We propose a new deep learning paradigm called ''Co-teaching'' for them.",
            "Co-teaching" },

        // What the method is built on, or used on, is not its name.
        { "Inference is slow. We derive a measure, Model-level agreement, for ensembles.", "" },
        { "Clustering is hard. We use an EM-type algorithm for it.", "" },
        { "Clustering is hard. Our EM-type algorithm converges.", "" },
        { "Labels are noisy. A novel generative adversarial network (GAN) is introduced to fuse them.", "" },
        { "Sampling is slow. Our MCMC-based algorithm mixes fast.", "" },
        { "On the CIFAR-10 dataset, our method designs a novel cell. Our CIFAR-10 model achieves 3.65.", "" },
    };
    for (const Case &c : cases) {
        const QString text = QString::fromUtf8(c.abstract);
        INFO(text.toStdString());
        const auto name = findGivenName(Reading(text));
        CHECK((name ? name->name : QString()) == QString::fromUtf8(c.name));
    }
}

TEST_CASE("Capitalised words are a candidate where they name what the paper contributes", "[text][title]")
{
    // Where a statement's object starts, with the joining words between them.
    CHECK(capitalisedOf("Variational inference can get stuck. We introduce the Annealed Variational Objectives for "
                        "Deep Generative Models framework, which anneals the target.") ==
        QStringList{ QStringLiteral("Annealed Variational Objectives for Deep Generative Models") });
    // Given an acronym of their own; the paper's name heads them.
    CHECK(capitalisedOf(
              "We propose LoopNet, a planner for long horizons. It runs the Option Discovery Network "
              "(OptDN) on trajectories.") == QStringList{ QStringLiteral("LoopNet: Option Discovery Network") });
    // Spelling the initials of the paper's name, wherever they stand; the name heads them.
    CHECK(capitalisedOf("We propose FiGAR, a framework that lets agents repeat actions. In effect, Fine Grained "
                        "Action Repetition decides how long to act.") ==
        QStringList{ QStringLiteral("FiGAR: Fine Grained Action Repetition") });
    // Said again in a sentence that states a contribution, after a first time in passing.
    CHECK(capitalisedOf("Samplers such as Hamiltonian Monte Carlo mix slowly. We propose a sampler that builds on "
                        "Hamiltonian Monte Carlo and tunes its steps.") ==
        QStringList{ QStringLiteral("Hamiltonian Monte Carlo") });
}

TEST_CASE("Capitalised words that name a field, earlier work or people are no candidate", "[text][title]")
{
    // A field with its common acronym, outside what the paper contributes; earlier work with its
    // citation.
    CHECK(capitalisedOf("Certified defenses for Offline Reinforcement Learning (ORL) are scarce. We propose "
                        "defenses that bound the damage of poisoned data.")
            .isEmpty());
    CHECK(capitalisedOf("Sampling is slow with Stochastic Gradient Langevin Dynamics (SGLD; Welling and Teh, "
                        "2011). We propose a faster sampler.")
            .isEmpty());
    // Earlier work in a statement, said once and not where its object starts.
    CHECK(capitalisedOf("Language models are costly. We introduce a framework for machines that exploit Natural "
                        "Annealing to reach low energy states.")
            .isEmpty());
    // People, for "and" joins no run; words capitalised for starting a sentence or following a colon.
    CHECK(capitalisedOf("We propose a booster that extends the analysis of Kalai and Kanade. As Kalai and Kanade "
                        "showed, boosting can be agnostic.")
            .isEmpty());
    CHECK(capitalisedOf("Graph Neural Networks (GraphNN) are popular. We propose a pooling layer for them.").isEmpty());
    CHECK(capitalisedOf("Background: Deep Neural Networks (DeepNN) are costly. We propose a pruning rule.").isEmpty());
}
