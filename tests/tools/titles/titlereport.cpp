// SPDX-License-Identifier: GPL-3.0-or-later
#include "titlereport.h"

#include "titlemeasures.h"

namespace Lectern::TitleReport {
namespace {

QString firstWords(const QString &abstract, qsizetype count)
{
    return abstract.simplified().section(u' ', 0, int(count) - 1);
}

} // namespace

Judged Figures::add(const QString &real, const QString &abstract, const QString &inferred)
{
    Judged judged{ real, inferred, TitleMeasures::leadingName(real, abstract), 0 };
    judged.f1 = TitleMeasures::contentWordF1(inferred, real);
    ++papers;
    f1 += judged.f1;
    firstWordsF1 += TitleMeasures::contentWordF1(firstWords(abstract, 12), real);
    named += judged.name.isEmpty() ? 0 : 1;
    namedFound += TitleMeasures::mentions(inferred, judged.name) ? 1 : 0;
    generic += TitleMeasures::isBareGeneric(inferred) ? 1 : 0;
    cut += TitleMeasures::isCutClause(inferred) ? 1 : 0;
    return judged;
}

void Figures::add(const Figures &other)
{
    papers += other.papers;
    f1 += other.f1;
    firstWordsF1 += other.firstWordsF1;
    named += other.named;
    namedFound += other.namedFound;
    generic += other.generic;
    cut += other.cut;
    microseconds += other.microseconds;
}

} // namespace Lectern::TitleReport
