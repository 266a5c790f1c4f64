// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/prismaflow.h"

#include "export/markdownwriter.h"
#include "review/consensus.h"
#include "review/decisionexchange.h"
#include "review/screeningcounts.h"

#include <QCoreApplication>

namespace Lectern::Review {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::PrismaFlow)
};

// One box of the diagram (or one of its lines) in the order a reader takes them.
struct Row
{
    QString stage;
    QString box;
    qsizetype count;
    int depth; // 1 for a line inside the box above
};

QList<Row> rowsOf(const PrismaFlow &flow)
{
    const QString identification = Tr::tr("Identification");
    const QString screening = Tr::tr("Screening");
    QList<Row> rows{ { identification, Tr::tr("Records identified"), flow.identified, 0 } };
    for (const RecordSource &source : flow.sources)
        rows.append({ identification, sourceName(source), source.records, 1 });
    rows.append({ identification, Tr::tr("Duplicate records removed"), flow.duplicates, 0 });
    rows.append({ screening, Tr::tr("Records screened"), flow.screened, 0 });
    rows.append({ screening, Tr::tr("Records excluded"), flow.excluded, 0 });
    for (auto it = flow.excludedByReason.cbegin(); it != flow.excludedByReason.cend(); ++it)
        rows.append({ screening, reasonName(it.key()), it.value(), 1 });
    rows.append({ screening, Tr::tr("Awaiting a decision"), flow.awaiting(), 0 });
    rows.append({ screening, Tr::tr("Marked maybe"), flow.maybe, 1 });
    rows.append({ screening, Tr::tr("Reviewers disagree"), flow.conflicts, 1 });
    rows.append({ screening, Tr::tr("Not yet screened"), flow.notScreened(), 0 });
    rows.append({ Tr::tr("Included"), Tr::tr("Records included"), flow.included, 0 });
    return rows;
}

} // namespace

PrismaFlow PrismaFlow::of(const QList<RecordSource> &sources, const QList<PaperId> &papers, const Consensus &consensus)
{
    const ScreeningCounts counts = ScreeningCounts::of(papers, consensus.verdicts);
    PrismaFlow flow;
    flow.sources = sources;
    for (const RecordSource &source : sources)
        flow.identified += source.records;
    flow.papers = papers.size();
    flow.duplicates = std::max<qsizetype>(0, flow.identified - flow.papers);
    flow.included = counts.included;
    flow.excluded = counts.excluded;
    flow.excludedByReason = counts.excludedByReason;
    flow.maybe = counts.maybe;
    flow.conflicts = consensus.conflicts.size();
    flow.screened = counts.decided() + flow.conflicts;
    return flow;
}

QString sourceName(const RecordSource &source)
{
    if (source.file.isEmpty() && source.format.isEmpty())
        return Tr::tr("Added without an import");
    if (source.format.isEmpty())
        return source.file;
    return QStringLiteral("%1 (%2)").arg(source.file, source.format);
}

QString reasonName(const QString &reason)
{
    return reason.isEmpty() ? Tr::tr("No reason given") : reason;
}

QString prismaMarkdown(const PrismaFlow &flow, const QString &reviewName)
{
    QString text = QStringLiteral("# ") + Export::markdownInline(Tr::tr("PRISMA flow: %1").arg(reviewName)) + u'\n';
    QString stage;
    for (const Row &row : rowsOf(flow)) {
        if (row.stage != stage) {
            stage = row.stage;
            text += QStringLiteral("\n## ") + stage + QStringLiteral("\n\n");
        }
        text += QString(row.depth * 2, u' ') + QStringLiteral("- ") + Export::markdownInline(row.box) +
            QStringLiteral(": ") + QString::number(row.count) + u'\n';
    }
    return text;
}

QString prismaCsv(const PrismaFlow &flow)
{
    QString csv = QStringLiteral("stage,box,part_of,count\r\n");
    QString parent;
    for (const Row &row : rowsOf(flow)) {
        if (row.depth == 0)
            parent = row.box;
        csv += QStringList{ csvField(row.stage),
            csvField(row.box),
            row.depth ? csvField(parent) : QString(),
            QString::number(row.count) }
                   .join(u',') +
            QStringLiteral("\r\n");
    }
    return csv;
}

} // namespace Lectern::Review
