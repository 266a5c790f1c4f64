// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"
#include "text/titlephrases.h"

#include <QStringList>

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::inferTitle;
using Lectern::Text::TitleChoice;
using namespace Qt::StringLiterals;
namespace Phrases = Lectern::Text::TitlePhrases;

namespace {

struct Case
{
    const char16_t *abstract;
    const char16_t *title;
};

void checkTitles(std::initializer_list<Case> cases)
{
    for (const auto &c : cases) {
        INFO(QString::fromUtf16(c.abstract).toStdString());
        CHECK(inferTitle(QString::fromUtf16(c.abstract), TitleChoice::RulesOnly).toStdString() ==
            QString::fromUtf16(c.title).toStdString());
    }
}

} // namespace

TEST_CASE("A named method or system becomes the title with what it is and does", "[text][title]")
{
    checkTitles({
        { u"Robots must act precisely. Therefore we propose ET-SEED, an efficient trajectory-level SE(3) equivariant "
          u"diffusion model for generating action sequences in complex robot manipulation tasks.",
            u"ET-SEED: trajectory-level SE(3) equivariant diffusion model for generating action sequences" },
        { u"Motion should follow text. We propose **DartC**ontrol, in short **DART**, a **D**iffusion-based "
          u"**A**utoregressive motion primitive model for **R**eal-time **T**ext-driven motion control.",
            u"DART: Diffusion-based Autoregressive motion primitive model for Real-time Text-driven motion control" },
        { u"Agents plan poorly over long horizons. We introduce Robotouille, a challenging benchmark environment "
          u"designed to test agents' ability to plan asynchronously.",
            u"Robotouille: challenging benchmark environment" },
        { u"We propose Sparse Mixture Routing (SMR), which sends each token to two experts.",
            u"SMR: Sparse Mixture Routing" },
        { u"Offline data is noisy. We propose a method called Contrastive Sampler (ConSam) to use bad trajectories.",
            u"ConSam: Contrastive Sampler to use bad trajectories for offline data" },
        { u"Inference is slow. In this work we introduce ToolForge, which compiles tools into weights.", u"ToolForge" },
        // a compound ending in -ed is an adjective, not a participle that ends the phrase
        { u"We propose SplitFL, a federated method for training of split neural network-based models.",
            u"SplitFL: federated method for training of split neural network-based models" },
        // what it is, said before its name in the same sentence
        { u"To tackle this, we present a generalized deep Q-learning framework and propose QFormer, which learns fast.",
            u"QFormer: generalized deep Q-learning framework" },
        // made after something looked at: what is made; only when it is named
        { u"Memory is hard. We theoretically analyze the limitations of existing memory models within a unified "
          u"framework and introduce the Stable Hadamard Memory, a novel memory model for reinforcement learning "
          u"agents.",
            u"Stable Hadamard Memory: memory model for reinforcement learning agents" },
        // made after another verb of the authors' (seed abstract, ICLR 2025, shortened)
        { u"Demonstrations are costly. To reduce the demonstration reliance, we leverage spatial symmetry and propose "
          u"ET-SEED, an efficient trajectory-level SE(3) equivariant diffusion model for generating action sequences.",
            u"ET-SEED: trajectory-level SE(3) equivariant diffusion model for generating action sequences" },
        // but not after "this paper," whose verb comes later
        { u"Reliability matters. In this paper, we propose an effective framework with which organizations can "
          u"select metrics and develop software reliability prediction/estimation models.",
            u"Software reliability prediction/estimation models" },
        { u"Large batches generalize worse. We investigate the cause for this generalization drop in the large-batch "
          u"regime and present numerical evidence that supports the view that large-batch methods converge to sharp "
          u"minimizers.",
            u"The cause for this generalization drop in the large-batch regime" },
        // a name set off before the next clause
        { u"We present a new graph sampler, Sieve, and show that it scales to billions of edges.",
            u"Sieve: graph sampler" },
        // an item of a list is no name set off: "safety" here
        { u"Acid suppression matters. This study aimed to evaluate the efficacy, safety, and tolerability of two "
          u"doses of omeprazole in children.",
            u"Evaluating the efficacy" },
    });
}

TEST_CASE("A name is found wherever the abstract gives it", "[text][title]")
{
    checkTitles({
        // set off after what it is
        { u"A recent approach to few-shot classification called matching networks mimics test. We propose a more "
          u"streamlined approach, prototypical networks, that learns a metric space.",
            u"Prototypical networks: streamlined approach" },
        // in parentheses inside the noun phrase, with a relative clause as its purpose
        { u"Multitask networks are hard to train. We present a gradient normalization (GradNorm) algorithm that "
          u"automatically balances training in deep multitask models.",
            u"GradNorm: gradient normalization algorithm for balancing training in deep multitask models" },
        // after a naming word, described by what comes before it
        { u"In this paper, we propose a novel deep neural network architecture named ENet (efficient neural network), "
          u"created specifically for tasks requiring low latency operation.",
            u"ENet: deep neural network architecture" },
        { u"Deep learning systems are hard to tune. We introduce an analytical performance model called Paleo. Paleo "
          u"predicts runtimes.",
            u"Paleo: analytical performance model for deep learning systems" },
        // after "which we coin", "we dub", "what we call" (CoRL 2022, COLM 2024, AISTATS 2020, shortened)
        { u"Pose estimation needs depth. Our method, which we coin HUM3DIL, efficiently makes use of the "
          u"complementary signals.",
            u"HUM3DIL: Pose estimation needs depth" },
        { u"Models ask few questions. We reward the model for generating useful questions, a simple method we dub "
          u"STaR-GATE. We generate a synthetic dataset.",
            u"STaR-GATE: Models ask few questions" },
        // "…, or ACRONYM" in another sentence
        { u"Parsers share structure. We call our approach Dynamic Recurrent Acyclic Graphical Neural Networks, or "
          u"DRAGNN. We show that DRAGNN is accurate.",
            u"DRAGNN: Dynamic Recurrent Acyclic Graphical Neural Networks" },
        // several names
        { u"Planning helps agents. We propose TreeQN and ATreeC, differentiable tree-structured models for deep "
          u"reinforcement learning.",
            u"TreeQN and ATreeC" },
        // listed after what they are (seed abstract, ICLR 2025, shortened)
        { u"Both can speed up learning. For cardinal feedback, we present two model-based methods (POR-UCRL, "
          u"POR-UCBVI). We give regret guarantees for them.",
            u"POR-UCRL and POR-UCBVI: two model-based methods" },
        // an acronym after the expansion set off (CoRL 2021, shortened)
        { u"Tasks have sparse rewards. We then present a new algorithm, Latent Space Safe Sets (LS3), which uses this "
          u"representation for long-horizon tasks.",
            u"LS3: Latent Space Safe Sets" },
        // not an acronym inside the description set off after the name (CoRL 2024, shortened)
        { u"Navigation is hard. To solve MINT, we present Mobility VLA, a hierarchical Vision-Language-Action (VLA) "
          u"navigation policy that combines long-context VLMs with a topological graph.",
            u"Mobility VLA: hierarchical Vision-Language-Action navigation policy for combining long-context VLMs" },
        // set off by a dash or a colon (AISTATS 2019, 2021, shortened)
        { u"Compression costs accuracy. In this paper, we introduce MARS - a new efficient method for the automatic "
          u"selection of compression rates.",
            u"MARS: method for the automatic selection of compression rates" },
        { u"Features cluster. In this paper, we introduce the BasisVAE: a combination of the VAE and a probabilistic "
          u"clustering prior.",
            u"BasisVAE: combination of the VAE" },
        // before the kind of thing it names (AISTATS 2019, shortened)
        { u"Extreme classification is costly. In this paper we develop the LdSM algorithm for the construction and "
          u"training of a logarithmic depth tree.",
            u"LdSM: algorithm for the construction and training of a logarithmic depth tree" },
        // an acronym set off after what it is, its expansion longer than a name (COLM 2024, shortened)
        { u"In the advent of democratized usage of large language models (LLMs), there is a growing desire to "
          u"systematize prompt selection. Here we propose a framework, Prompt Exploration with Prompt Regression "
          u"(PEPR), to predict the effect of prompt combinations.",
            u"PEPR: Prompt Exploration with Prompt Regression" },
        // what it stands for, when nothing else describes it (ICLR 2015, shortened)
        { u"Word embeddings need aligned sentences. We introduce BilBOWA (Bilingual Bag-of-Words without "
          u"Alignments). It learns from monolingual data.",
            u"BilBOWA: Bilingual Bag-of-Words without Alignments" },
        // introduced as new outside a statement
        { u"We generate this representation using Content2Vec, a new deep architecture that merges product content.",
            u"Content2Vec: deep architecture for merging product content" },
        // defined by the authors in passing and used on (seed abstract, ICLR 2025, shortened)
        { u"Lines lose topology. In this work, we propose a novel class of splitting maps that generalizes the "
          u"existing one, resulting in a novel Distance-based Tree-Sliced Wasserstein (*Db-TSW*) distance. We "
          u"introduce a sampling process suited for Db-TSW and show that Db-TSW is an invariant metric.",
            u"Db-TSW: Distance-based Tree-Sliced Wasserstein distance" },
    });
    // Not a name of the paper's own: used only once after, or defined for prior work.
    checkTitles({
        { u"Lines lose topology. In this work, we propose a novel class of splitting maps that generalizes the "
          u"existing one, resulting in a novel Distance-based Tree-Sliced Wasserstein (Db-TSW) distance. We "
          u"show that Db-TSW is an invariant metric.",
            u"Class of splitting maps" },
        { u"Tree-Sliced Wasserstein distance on Systems of Lines (TSW-SL) is fast. TSW-SL is exact. In this work, we "
          u"propose a novel class of splitting maps for TSW-SL.",
            u"Class of splitting maps for TSW-SL" },
        // nor a tool the authors use
        { u"Load forecasting is hard. We propose a hybrid decomposition method for short-term load forecasting. We "
          u"train Long Short-Term Memory (LSTM) networks on each component. LSTM networks learn fast, and LSTM "
          u"training is cheap.",
            u"Hybrid decomposition method for short-term load forecasting" },
        // nor the names of what the authors evaluate on
        { u"We study forgetting in language models. We evaluate a replay buffer on two benchmarks (GLUE, SQuAD).",
            u"Forgetting in language models" },
    });
    // A name counts where it is a word of its own: "TSW" is not used in "Db-TSW".
    checkTitles({
        { u"Lines lose topology. In this work, we propose a novel class of splitting maps; it yields a novel "
          u"Tree-Sliced Wasserstein (TSW) and a novel Distance-based Tree-Sliced Wasserstein (Db-TSW) distance. We "
          u"show that Db-TSW is fast and that Db-TSW is exact.",
            u"Db-TSW: Distance-based Tree-Sliced Wasserstein distance" },
    });
}

TEST_CASE("Without a name, the title is what the abstract proposes or studies, with its purpose", "[text][title]")
{
    checkTitles({
        // looked at again: the title says so (seed abstract, ICLR 2025, shortened)
        { u"Recent studies reveal that simple regularization can produce strong representations. In this study, we "
          u"revisit classifier re-training methods based on a unified feature representation.",
            u"Revisiting classifier re-training methods" },
        // what is extended, and to what end
        { u"Offline RL is vulnerable to poisoning attacks. To mitigate the risks posed by RL poisoning, we extend "
          u"certified defenses to provide larger guarantees against adversarial manipulation.",
            u"Certified defenses to provide larger guarantees against adversarial manipulation for offline RL" },
        { u"We present a novel offline reinforcement learning (RL) framework for cooling data centres.",
            u"Offline reinforcement learning framework for cooling data centres" },
        { u"Meshes are costly. We propose a method to generate meshes from a single photo. It is fast.",
            u"Method to generate meshes from a single photo" },
        { u"Sparse rewards slow learning. In this work, we study reward shaping for sparse tasks.",
            u"Reward shaping for sparse tasks" },
        // a resource contributed (COLM 2024, shortened)
        { u"Blind people ask visual questions. We contribute a dataset of long-form answers to visual questions.",
            u"Dataset of long-form answers to visual questions" },
        // a result stated as obtained (UAI 2019, shortened)
        { u"Sampling is slow in high dimensions. We obtain quantitative bounds on the mixing of Hamiltonian Monte "
          u"Carlo on strongly log-concave distributions.",
            u"Quantitative bounds on the mixing of Hamiltonian Monte Carlo on strongly log-concave distributions" },
        { u"We propose LLM-based agents for planning in kitchens.", u"LLM-based agents for planning in kitchens" },
        // "the problem of" only points at the object
        { u"We consider the problem of inferring a sequence of hidden states from observations of an individual.",
            u"Inferring a sequence of hidden states from observations of an individual" },
        { u"This paper aims to reduce test-time computational load of a deep neural network.",
            u"Reducing test-time computational load of a deep neural network" },
        // the field the abstract opens with completes a title that has no purpose
        { u"Deep learning systems are hard to tune. We present a new performance model.",
            u"Performance model for deep learning systems" },
    });
}

TEST_CASE("A study's stated aim becomes what the paper does", "[text][title]")
{
    checkTitles({
        { u"To evaluate the reliability of the omeprazole hydroxylation index as a marker for CYP2C19 activity. "
          u"Healthy subjects were given omeprazole.",
            u"Evaluating the reliability of the omeprazole hydroxylation index" },
        { u"Lansoprazole is widely used. The aim of this study was to define the safety profile of lansoprazole.",
            u"Defining the safety profile of lansoprazole" },
        // past tense, and an initial that ends no sentence
        { u"Ulcers recur. We compared H. pylori eradication regimens in primary care.",
            u"H. pylori eradication regimens in primary care" },
        { u"Musicians need new controllers. This report describes a tangible rhythmic grid interface.",
            u"Tangible rhythmic grid interface" },
    });
}

TEST_CASE(
    "Reports, reviews and structured abstracts give titles, never a lone verb, paper word or label", "[text][title]")
{
    checkTitles({
        // what a report, an article or a review does
        { u"In this report, we discuss Sonar Garden, an interactive sound installation built from salvaged speakers.",
            u"Sonar Garden: interactive sound installation" },
        { u"This article reviews the pharmacology of a new antacid.", u"The pharmacology of a new antacid" },
        { u"This research presents a gestural interface for collaborative audio mosaicing.",
            u"Gestural interface for collaborative audio mosaicing" },
        { u"The authors propose an evaluation methodology for digital musical instruments.",
            u"Evaluation methodology for digital musical instruments" },
        // a statement without its subject, as older proceedings write
        { u"Describes a wearable controller for live looping. It has six sensors.",
            u"Wearable controller for live looping" },
        // a passive relative clause keeps its participle
        { u"This paper presents a novel algorithm that has been specifically designed for the recognition of spoken "
          u"commands.",
            u"Algorithm designed for the recognition of spoken commands" },
        // an aim behind a long description of the study, or asking whether
        { u"The aim of this randomized, multicenter, double-blind, parallel-group study was to compare two doses of "
          u"omeprazole.",
            u"Comparing two doses of omeprazole" },
        { u"Reflux is common. The aim of the present study was to determine whether endoscopic injection of "
          u"microspheres reduces reflux.",
            u"Determining whether endoscopic injection of microspheres reduces reflux" },
        { u"The aim of this study was to determine whether submucosal injection of polymethylmethacrylate "
          u"microspheres into the lower oesophageal sphincter of patients with reflux disease reduces their symptoms.",
            u"Submucosal injection of polymethylmethacrylate microspheres into the lower oesophageal sphincter of "
            u"patients" },
        // how the study goes about it, and an aim that asks how
        { u"Objective: To better understand alcohol use among veterans.", u"Understanding alcohol use among veterans" },
        { u"To better understand drinking among veterans, we sought to examine subtypes of drinkers in a large cohort.",
            u"Examining subtypes of drinkers in a large cohort" },
        { u"AbstractObjective. To investigate whether daily aspirin intake improves survival after stroke.",
            u"Investigating whether daily aspirin intake improves survival after stroke" },
        { u"We aimed to estimate accurately the prevalence of diabetes in rural clinics.",
            u"Estimating the prevalence of diabetes in rural clinics" },
        // idioms that open with "to" state no aim
        { u"To date, however, little is known about reflux in infants with asthma.",
            u"To date, however, little is known about reflux in infants with asthma" },
        { u"To our knowledge, no trial has compared these drugs in children. We compared omeprazole and ranitidine in "
          u"children with reflux.",
            u"Omeprazole and ranitidine in children with reflux" },
        // words that open a sentence without being its subject
        { u"Despite the growth of genomic data, tools to integrate genetic maps are lacking.",
            u"Tools to integrate genetic maps" },
        { u"In particular, this survey deals with the mining of software repositories.",
            u"The mining of software repositories" },
        // first words that only look like a statement verb, a paper word or a label
        { u"Reports of adverse drug reactions are rare in children.", u"Reports of adverse drug reactions" },
        { u"Focus groups help designers understand their users.", u"Focus groups" },
        { u"Survey data show that most clinicians read abstracts only.", u"Survey data" },
        { u"Context-free grammars describe the syntax of programming languages.", u"Context-free grammars" },
        { u"AbstractNet is a network that writes abstracts.", u"AbstractNet" },
        // the label of a structured abstract, also run into the text
        { u"OBJECTIVE: To assess the safety of long-term acid suppression.",
            u"Assessing the safety of long-term acid suppression" },
        { u"AbstractThis paper studies defect prediction in open-source projects.",
            u"Defect prediction in open-source projects" },
        { u"BACKGROUND Graph neural networks are widely used in chemistry. They fail on large molecules.",
            u"Graph neural networks" },
    });
}

TEST_CASE("Without a statement, the title is the phrase the abstract opens with, never a cut clause", "[text][title]")
{
    checkTitles({
        { u"Graph neural networks are widely used in chemistry. They fail on large molecules.",
            u"Graph neural networks" },
        { u"Imitation learning, e.g., diffusion policy, has been proven effective in various robotic manipulation "
          u"tasks while needing many demonstrations from experts in every single setting.",
            u"Imitation learning" },
        { u"Biclustering is evolving into one of the major tools for analyzing large datasets. We propose a novel "
          u"method.",
            u"Biclustering" },
    });
}

TEST_CASE("Every abstract gets a short, non-empty title, in any script", "[text][title]")
{
    const QString chinese =
        QStringLiteral("文献综述需要在大量摘要中快速筛选相关研究我们提出了一种基于关键词高亮和主动学习的交互式"
                       "筛选方法用户每做出一次决定系统就会重新排序剩余的摘要在两个公开数据集上该方法减少了人工阅读量");
    for (const QString &abstract : { chinese,
             QStringLiteral("Short."),
             QStringLiteral("**Bold** words only"),
             QStringLiteral("We propose a"),
             QStringLiteral("(((("),
             QStringLiteral("$x$ $y") }) {
        const QString title = inferTitle(abstract);
        INFO(abstract.toStdString());
        CHECK_FALSE(title.trimmed().isEmpty());
        CHECK(title.size() <= 121);
        CHECK_FALSE(title.contains(QStringLiteral("**")));
    }
    CHECK(inferTitle(chinese).endsWith(u'…'));
}

TEST_CASE("Title phrases: sentences, gerunds and noun phrases", "[text][title]")
{
    const QList<QStringView> sentences = Phrases::sentenceTexts(
        u"We use e.g. trees, i.e. graphs. The bound is $O(n^{-1/2}). $ Then we stop! 你好。再见");
    CHECK(sentences.size() == 4);
    CHECK(sentences.value(2) == u"你好");
    CHECK(sentences.value(0) == u"We use e.g. trees, i.e. graphs");
    CHECK(sentences.value(1) == u"The bound is $O(n^{-1/2}). $ Then we stop");

    for (const auto &[verb, gerund] : { std::pair{ "learns", "learning" },
             { "balances", "balancing" },
             { "applies", "applying" },
             { "maps", "mapping" },
             { "matches", "matching" },
             { "uses", "using" } })
        CHECK(Phrases::gerund(QString::fromLatin1(verb)) == QString::fromLatin1(gerund));
    CHECK(Phrases::gerund(QStringLiteral("networks")) == QStringLiteral("networking")); // no dictionary: read as a verb
    CHECK(Phrases::gerund(QStringLiteral("is")).isEmpty());
    CHECK(Phrases::gerund(QStringLiteral("loss")).isEmpty());

    const Phrases::Tokens tokens =
        Phrases::tokenized(u"a compact, modular framework (RL) for the {\\em control} of robots that is fast");
    const Phrases::Tokens phrase = Phrases::nounPhrase(tokens, 0, 14);
    CHECK(Phrases::joined(phrase) == QStringLiteral("a compact, modular framework for the control of robots"));
    CHECK(Phrases::joined(Phrases::nounPhrase(tokens, 0, 4)) == QStringLiteral("a compact, modular framework"));
    // A participle after the comma opens a clause of its own (seed abstract, ICLR 2025).
    CHECK(Phrases::joined(
              Phrases::nounPhrase(Phrases::tokenized(u"adversarial manipulation, ensuring robustness"), 0, 14)) ==
        QStringLiteral("adversarial manipulation"));
    CHECK(Phrases::joined(
              Phrases::nounPhrase(Phrases::tokenized(u"linear, switching linear and non-linear dynamics"), 0, 14)) ==
        QStringLiteral("linear, switching linear and non-linear dynamics"));
    const Phrases::WordSet verbs = Phrases::wordSet("propose study");
    const Phrases::WordSet subjects = Phrases::wordSet("we");
    const Phrases::WordTable table({ { verbs, 1 }, { subjects, 2 } });
    CHECK(table.classesOf(u"Propose") == 1);
    CHECK(table.classesOf(u"WE") == 2);
    CHECK(table.classesOf(u"proposes") == 0);
    CHECK(table.classesOf(u"étude") == 0);
    std::vector<Phrases::TextWord> read;
    Phrases::readWords(u"  We use SE(3), few-shot! H. pylori", &read);
    QStringList words;
    for (const Phrases::TextWord &word : read)
        words.append(word.text.toString());
    CHECK(words == QStringList{ u"We"_s, u"use"_s, u"SE"_s, u"3"_s, u"few-shot"_s, u"H."_s, u"pylori"_s });
    CHECK(read.front().plain);
    CHECK_FALSE(read.at(4).plain);
    CHECK_FALSE(read.at(5).plain);

    // Words are read a block of characters at a time: the same words wherever a block ends, in
    // a word, a run of joined words, before a full stop or at the end of the text.
    const QStringList expected{ u"Alpha"_s, u"beta-gamma"_s, u"data"_s, u"H."_s, u"pylori"_s, u"é’x"_s, u"end"_s };
    const QList<bool> plain{ true, false, true, false, true, false, true };
    for (qsizetype offset = 0; offset < 140; ++offset) {
        const QString text = QString(offset, u' ') + u"Alpha beta-gamma data. H. pylori, é’x end"_s;
        Phrases::readWords(text, &read);
        QStringList found;
        QList<bool> plainFound;
        for (const Phrases::TextWord &word : read) {
            found.append(word.text.toString());
            plainFound.append(word.plain);
        }
        INFO("offset " << offset);
        CHECK(found == expected);
        CHECK(plainFound == plain);
    }

    CHECK(Phrases::isBare(Phrases::tokenized(u"a novel approach")));
    CHECK_FALSE(Phrases::isBare(Phrases::tokenized(u"a novel kernel")));
}
