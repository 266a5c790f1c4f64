// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewresults.h"

#include "review/decisionexchange.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>

namespace Lectern::Review {

ReviewResults ReviewResults::read(const Storage::Database &database, ReviewId review)
{
    const Storage::ReviewStore store(database);
    ReviewResults results;
    const auto info = store.review(review);
    if (!info)
        throw Storage::StorageError(QCoreApplication::translate("Lectern::ReviewResults", "The review is gone."));
    results.review = *info;
    results.blindToReader = isBlindTo(database, *info);
    results.papers = store.papers(review);
    results.reviewers = store.reviewers(review);
    for (const QString &reviewer : std::as_const(results.reviewers)) {
        results.decisions.append(store.decisions(review, reviewer));
        results.counts.append(ScreeningCounts::of(results.papers, results.decisions.last()));
    }
    for (qsizetype i = 0; i < results.reviewers.size(); ++i) {
        for (qsizetype j = i + 1; j < results.reviewers.size(); ++j) {
            results.agreements.append({ results.reviewers[i],
                results.reviewers[j],
                Agreement::between(results.decisions[i], results.decisions[j]) });
        }
    }
    if (results.reviewers.size() >= 3)
        results.groupAgreement = GroupAgreement::among(results.decisions);
    results.resolutions = store.resolutions(review);
    results.consensus = Consensus::of(results.papers, results.decisions, results.resolutions);
    results.flow = PrismaFlow::of(store.recordSources(review), results.papers, results.consensus);
    return results;
}

bool isBlindTo(const Storage::Database &reader, const ReviewInfo &review)
{
    return review.blind && !reader.engine().seesBlindDecisions(reader);
}

QList<PaperId> ReviewResults::included() const
{
    QList<PaperId> found;
    for (const PaperId paper : papers) {
        if (consensus.verdicts.value(paper).verdict == Verdict::Include)
            found.append(paper);
    }
    return found;
}

QString agreementCsv(const ReviewResults &results)
{
    QString csv = QStringLiteral("reviewer,other_reviewer,papers_both_decided,agreed,kappa,conflicts\r\n");
    for (const ReviewResults::PairAgreement &pair : results.agreements) {
        const Agreement &agreement = pair.agreement;
        csv += QStringList{ csvField(pair.first),
            csvField(pair.second),
            QString::number(agreement.papers),
            QString::number(agreement.agreed),
            agreement.kappa ? QString::number(*agreement.kappa, 'f', 4) : QString(),
            QString::number(agreement.conflicts.size()) }
                   .join(u',') +
            QStringLiteral("\r\n");
    }
    return csv;
}

} // namespace Lectern::Review
