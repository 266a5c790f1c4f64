// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/titleinference.h"

#include <QStringList>

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::inferTitle;

namespace {

struct Case
{
    const char16_t *abstract;
    const char16_t *title;
};

} // namespace

TEST_CASE("A named method or system becomes the title with its description", "[text][title]")
{
    const Case cases[] = {
        { u"Robots must act precisely. Therefore we propose ET-SEED, an efficient trajectory-level SE(3) equivariant "
          u"diffusion model for generating action sequences in complex robot manipulation tasks.",
            u"ET-SEED: an efficient trajectory-level SE(3) equivariant diffusion model" },
        { u"Motion should follow text. We propose **DartC**ontrol, in short **DART**, a **D**iffusion-based "
          u"**A**utoregressive motion primitive model for **R**eal-time **T**ext-driven motion control.",
            u"DART: a Diffusion-based Autoregressive motion primitive model" },
        { u"Legged robots fall. We present **PaceNet**, in short **PACE**, a **P**lanning-**A**ware **C**ontrol "
          u"**E**ngine for legged robots.",
            u"PACE: a Planning-Aware Control Engine" },
        { u"Agents plan poorly over long horizons. We introduce Robotouille, a challenging benchmark environment "
          u"designed to test agents' ability to plan asynchronously.",
            u"Robotouille: a challenging benchmark environment" },
        { u"We propose Sparse Mixture Routing (SMR), which sends each token to two experts.",
            u"SMR: Sparse Mixture Routing" },
        { u"Offline data is noisy. We propose a method called Contrastive Sampler (ConSam) to use bad trajectories.",
            u"ConSam: Contrastive Sampler" },
        { u"Inference is slow. In this work we introduce ToolForge, which compiles tools into weights.", u"ToolForge" },
        { u"We propose dynamics contrastive learning, a framework to uncover dynamics from data.",
            u"Dynamics contrastive learning: a framework" },
    };
    for (const auto &c : cases) {
        INFO(QString::fromUtf16(c.abstract).toStdString());
        CHECK(inferTitle(QString::fromUtf16(c.abstract)) == QString::fromUtf16(c.title));
    }
}

TEST_CASE("Without a name, the title is what the abstract proposes or studies", "[text][title]")
{
    const Case cases[] = {
        { u"We present a novel offline reinforcement learning (RL) framework for cooling data centres.",
            u"A novel offline reinforcement learning framework" },
        { u"Meshes are costly. We propose a method to generate meshes from a single photo. It is fast.",
            u"A method to generate meshes from a single photo" },
        { u"Sparse rewards slow learning. In this work, we study reward shaping for sparse tasks.",
            u"Reward shaping for sparse tasks" },
        { u"Graph neural networks are widely used in chemistry. They fail on large molecules.",
            u"Graph neural networks are widely used in chemistry" },
        { u"We propose LLM-based agents for planning in kitchens.",
            u"We propose LLM-based agents for planning in kitchens" },
    };
    for (const auto &c : cases) {
        INFO(QString::fromUtf16(c.abstract).toStdString());
        CHECK(inferTitle(QString::fromUtf16(c.abstract)) == QString::fromUtf16(c.title));
    }
}

TEST_CASE("A long first sentence is cut to a short clause", "[text][title]")
{
    const QString title = inferTitle(QStringLiteral(
        "Imitation learning, e.g., diffusion policy, has been proven effective in various robotic manipulation tasks "
        "while needing many demonstrations from experts in every single setting."));
    CHECK(title.startsWith(QStringLiteral("Imitation learning, e.g.")) == false);
    CHECK(title.startsWith(QStringLiteral("Imitation learning")));
    CHECK(title.endsWith(u'…'));
    CHECK(title.split(u' ').size() <= 12);
}

TEST_CASE("Every abstract gets a short, non-empty title, in any script", "[text][title]")
{
    const QString chinese =
        QStringLiteral("文献综述需要在大量摘要中快速筛选相关研究我们提出了一种基于关键词高亮和主动学习的交互式"
                       "筛选方法用户每做出一次决定系统就会重新排序剩余的摘要在两个公开数据集上该方法减少了人工阅读量");
    for (const QString &abstract : { chinese, QStringLiteral("Short."), QStringLiteral("**Bold** words only") }) {
        const QString title = inferTitle(abstract);
        INFO(abstract.toStdString());
        CHECK_FALSE(title.trimmed().isEmpty());
        CHECK(title.size() <= 101);
        CHECK_FALSE(title.contains(QStringLiteral("**")));
    }
    CHECK(inferTitle(chinese).endsWith(u'…'));
}
