// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/consensus.h"
#include "review/prismaflow.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Lectern::Review;
using namespace Qt::StringLiterals;

namespace {

Decision decision(PaperId paper, Verdict verdict, const QString &reason = {})
{
    return { paper, verdict, reason, {}, {}, 0 };
}

QHash<PaperId, Decision> byPaper(const QList<Decision> &decisions)
{
    QHash<PaperId, Decision> found;
    for (const Decision &d : decisions)
        found.insert(d.paper, d);
    return found;
}

} // namespace

TEST_CASE("The review's verdict: what every reviewer who decided agrees on, or the resolution")
{
    const QHash<PaperId, Decision> ann = byPaper({ decision(1, Verdict::Include),
        decision(2, Verdict::Exclude),
        decision(3, Verdict::Exclude, u"wrong design"_s),
        decision(4, Verdict::Include),
        decision(6, Verdict::Undecided) });
    const QHash<PaperId, Decision> bob = byPaper({ decision(1, Verdict::Include),
        decision(2, Verdict::Exclude, u"animals"_s),
        decision(3, Verdict::Include),
        decision(4, Verdict::Maybe),
        decision(5, Verdict::Maybe) });
    const Consensus alone = Consensus::of({ 1, 2, 3, 4, 5, 6 }, { ann, bob }, {});
    CHECK(alone.verdicts.value(1).verdict == Verdict::Include);
    CHECK(alone.verdicts.value(2).verdict == Verdict::Exclude);
    CHECK(alone.verdicts.value(2).reason == u"animals"_s); // the reason someone gave
    CHECK(alone.verdicts.value(5).verdict == Verdict::Maybe); // one reviewer decided it
    CHECK_FALSE(alone.verdicts.contains(6));
    CHECK(alone.conflicts == QList<PaperId>{ 3, 4 });

    const Consensus resolved =
        Consensus::of({ 1, 2, 3, 4, 5, 6 }, { ann, bob }, byPaper({ decision(3, Verdict::Exclude, u"wrong design"_s) }));
    CHECK(resolved.conflicts == QList<PaperId>{ 4 });
    CHECK(resolved.verdicts.value(3).reason == u"wrong design"_s);
    // A withdrawn resolution leaves the conflict open again.
    CHECK(Consensus::of({ 3 }, { ann, bob }, byPaper({ decision(3, Verdict::Undecided) })).conflicts
        == QList<PaperId>{ 3 });
}

TEST_CASE("The PRISMA flow counts records per source, duplicates, screened, excluded by reason and included")
{
    const QList<RecordSource> sources{ { u"pubmed.nbib"_s, u"pubmed"_s, 5 }, { u"scopus.ris"_s, u"ris"_s, 3 } };
    Consensus consensus;
    consensus.verdicts = byPaper({ decision(1, Verdict::Include),
        decision(2, Verdict::Exclude, u"animals"_s),
        decision(3, Verdict::Exclude),
        decision(4, Verdict::Maybe) });
    consensus.conflicts = { 5 };
    const PrismaFlow flow = PrismaFlow::of(sources, { 1, 2, 3, 4, 5, 6 }, consensus);
    CHECK(flow.identified == 8);
    CHECK(flow.duplicates == 2);
    CHECK(flow.papers == 6);
    CHECK(flow.screened == 5);
    CHECK(flow.notScreened() == 1);
    CHECK(flow.excluded == 2);
    CHECK(flow.excludedByReason == QMap<QString, qsizetype>{ { QString(), 1 }, { u"animals"_s, 1 } });
    CHECK(flow.included == 1);
    CHECK(flow.awaiting() == 2);

    const QString markdown = prismaMarkdown(flow, u"PPI *review*"_s);
    CHECK(markdown.startsWith(u"# PRISMA flow: PPI \\*review\\*\n"_s));
    CHECK(markdown.contains(u"\n## Identification\n\n- Records identified: 8\n  - pubmed.nbib (pubmed): 5\n"_s));
    CHECK(markdown.contains(u"  - No reason given: 1\n"_s));
    CHECK(markdown.endsWith(u"## Included\n\n- Records included: 1\n"_s));

    const QString csv = prismaCsv(flow);
    CHECK(csv.contains(u"Identification,scopus.ris (ris),Records identified,3\r\n"_s));
    CHECK(csv.contains(u"Identification,Duplicate records removed,,2\r\n"_s));
    CHECK(csv.contains(u"Screening,animals,Records excluded,1\r\n"_s));
    CHECK(csv.contains(u"Screening,Not yet screened,,1\r\n"_s));
    CHECK(sourceName({ {}, {}, 2 }) == u"Added without an import"_s);
}
