// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/decisionexchange.h"

#include "import/formats.h"
#include "import/recordreader.h"
#include "storage/database.h"
#include "storage/paperdetailsreader.h"
#include "storage/reviewstore.h"
#include "storage/transaction.h"
#include "text/contentkey.h"
#include "text/identity.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QTimeZone>

namespace Lectern::Review {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Review)
};

QString titleKey(const QString &title, int year)
{
    return Text::contentKey(title) + u'/' + QString::number(year);
}

QString fieldOf(const PaperRecord &record, QLatin1StringView name)
{
    for (const SourceField &field : record.reference.fields) {
        if (field.name.compare(name, Qt::CaseInsensitive) == 0)
            return field.value;
    }
    return {};
}

// The review's papers by each key a row may name them by.
struct PaperIndex
{
    QHash<QString, PaperId> byDoi;
    QHash<QString, PaperId> byPmid;
    QHash<QString, PaperId> byTitle;

    std::optional<PaperId> find(const PaperRecord &row) const
    {
        const QString doi = Text::normalizedDoi(row.reference.doi);
        if (!doi.isEmpty() && byDoi.contains(doi))
            return byDoi.value(doi);
        if (!row.reference.pmid.isEmpty() && byPmid.contains(row.reference.pmid))
            return byPmid.value(row.reference.pmid);
        const auto title = byTitle.constFind(titleKey(row.title, row.year));
        return title == byTitle.cend() ? std::nullopt : std::optional(*title);
    }
};

} // namespace

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    return u'"' + QString(text).replace(u'"', QStringLiteral("\"\"")) + u'"';
}

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Include:
        return QStringLiteral("include");
    case Verdict::Exclude:
        return QStringLiteral("exclude");
    case Verdict::Maybe:
        return QStringLiteral("maybe");
    case Verdict::Undecided:
        break;
    }
    return QStringLiteral("undecided");
}

std::optional<Verdict> verdictNamed(const QString &name)
{
    for (const Verdict verdict : { Verdict::Undecided, Verdict::Include, Verdict::Exclude, Verdict::Maybe }) {
        if (name.trimmed().compare(verdictName(verdict), Qt::CaseInsensitive) == 0)
            return verdict;
    }
    return std::nullopt;
}

void writeDecisions(QIODevice &device, const QList<PaperDetails> &papers, const QHash<PaperId, Decision> &decisions)
{
    QString csv = QStringLiteral("title,year,doi,pmid,decision,reason,note,reviewer,decided_at\r\n");
    for (const PaperDetails &details : papers) {
        const Paper &paper = details.paper;
        const auto decision = decisions.constFind(paper.id);
        if (decision == decisions.cend() || decision->verdict == Verdict::Undecided)
            continue;
        csv += QStringList{ csvField(paper.title),
            paper.year ? QString::number(paper.year) : QString(),
            csvField(paper.reference.doi),
            csvField(paper.reference.pmid),
            verdictName(decision->verdict),
            csvField(decision->reason),
            csvField(decision->note),
            csvField(decision->reviewer),
            QDateTime::fromMSecsSinceEpoch(decision->decidedAt, QTimeZone::UTC).toString(Qt::ISODateWithMs) }
                   .join(u',') +
            QStringLiteral("\r\n");
    }
    device.write(csv.toUtf8());
}

std::optional<ImportedDecisions> importDecisions(
    const Storage::Database &database, ReviewId review, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    const auto reader = Import::createReader(Import::Format::Csv);
    if (!reader->start(file, path)) {
        *error = reader->errorString();
        return std::nullopt;
    }
    PaperIndex index;
    Storage::ReviewStore reviews(database);
    for (const PaperDetails &details : Storage::PaperDetailsReader(database).details(reviews.papers(review))) {
        const Paper &paper = details.paper;
        if (!paper.reference.doi.isEmpty())
            index.byDoi.insert(paper.reference.doi, paper.id);
        if (!paper.reference.pmid.isEmpty())
            index.byPmid.insert(paper.reference.pmid, paper.id);
        index.byTitle.insert(titleKey(paper.title, paper.year), paper.id);
    }

    ImportedDecisions result;
    QList<Decision> decisions;
    qsizetype line = 1;
    while (const auto row = reader->next()) {
        ++line;
        const std::optional<Verdict> verdict = verdictNamed(fieldOf(*row, QLatin1StringView("decision")));
        const QString reviewer = fieldOf(*row, QLatin1StringView("reviewer")).trimmed();
        if (!verdict || reviewer.isEmpty()) {
            *error = Tr::tr("%1: row %2 has no decision and reviewer of a Lectern decisions file").arg(path).arg(line);
            return std::nullopt;
        }
        const std::optional<PaperId> paper = index.find(*row);
        if (!paper) {
            result.unmatched.append(Tr::tr("row %1: %2").arg(line).arg(row->title));
            continue;
        }
        const QDateTime time = QDateTime::fromString(fieldOf(*row, QLatin1StringView("decided_at")), Qt::ISODateWithMs);
        decisions.append({ *paper,
            *verdict,
            fieldOf(*row, QLatin1StringView("reason")),
            fieldOf(*row, QLatin1StringView("note")),
            reviewer,
            time.isValid() ? time.toMSecsSinceEpoch() : 0 });
        if (!result.reviewers.contains(reviewer))
            result.reviewers.append(reviewer);
    }
    if (!reader->errorString().isEmpty()) {
        *error = reader->errorString();
        return std::nullopt;
    }
    Storage::Transaction transaction(database.connectionName());
    for (const Decision &decision : std::as_const(decisions))
        reviews.record(review, decision);
    transaction.commit();
    result.imported = decisions.size();
    return result;
}

} // namespace Lectern::Review
