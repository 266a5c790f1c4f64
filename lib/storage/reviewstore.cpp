// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/reviewstore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"
#include "text/termmatcher.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::ReviewStore)
};

// review_terms.kind
enum TermKind {
    Reason = 0,
    InclusionKeyword = 1,
    ExclusionKeyword = 2,
};

const QString ReviewColumns =
    QStringLiteral("SELECT id, name, question, inclusion_criteria, exclusion_criteria, blind, screening_order"
                   " FROM reviews");

const QStringList DecisionFields = {
    QStringLiteral("reviewer"), QStringLiteral("verdict"), QStringLiteral("reason"), QStringLiteral("note")
};

// The decisions' columns, whether the row still matches its checksum, and its row in the log.
QString decisionColumns(const Database &database)
{
    return QStringLiteral("SELECT paper_id, verdict, reason, note, reviewer, decided_at,"
                          " checksum IS NULL OR checksum = %1, id FROM review_decisions")
        .arg(database.dialect().checksum(DecisionFields));
}

Decision toDecision(const QSqlQuery &query)
{
    if (!query.value(6).toBool())
        throw damagedRow(Tr::tr("a decision on paper %1").arg(query.value(0).toLongLong()));
    return { query.value(0).toLongLong(),
        static_cast<Verdict>(query.value(1).toInt()),
        query.value(2).toString(),
        query.value(3).toString(),
        query.value(4).toString(),
        query.value(5).toLongLong() };
}

} // namespace

ReviewStore::ReviewStore(const Database &database) : m_database(database) { }

QList<ReviewInfo> ReviewStore::reviews() const
{
    QSqlQuery query = runOrThrow(m_database.connection(), QStringLiteral("SELECT id FROM reviews ORDER BY key"));
    QList<ReviewInfo> found;
    while (query.next()) {
        if (auto info = review(query.value(0).toLongLong()))
            found.append(*info);
    }
    return found;
}

std::optional<ReviewInfo> ReviewStore::review(const QString &name) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT id FROM reviews WHERE key = ?"),
        { name.simplified().toCaseFolded() });
    return query.next() ? review(query.value(0).toLongLong()) : std::nullopt;
}

std::optional<ReviewInfo> ReviewStore::review(ReviewId id) const
{
    QSqlQuery query = runOrThrow(m_database.connection(), ReviewColumns + QStringLiteral(" WHERE id = ?"), { id });
    if (!query.next())
        return std::nullopt;
    ReviewInfo info{ id,
        query.value(1).toString(),
        query.value(2).toString(),
        query.value(3).toString(),
        query.value(4).toString(),
        {},
        {},
        {},
        query.value(5).toBool(),
        query.value(6).toString() };
    QSqlQuery terms = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT kind, text FROM review_terms WHERE review_id = ? ORDER BY kind, position"),
        { id });
    while (terms.next()) {
        const QString text = terms.value(1).toString();
        switch (terms.value(0).toInt()) {
        case Reason:
            info.reasons.append(text);
            break;
        case InclusionKeyword:
            info.inclusionKeywords.append(text);
            break;
        default:
            info.exclusionKeywords.append(text);
            break;
        }
    }
    return info;
}

QString ReviewStore::checkedName(const QString &name, ReviewId except) const
{
    const QString trimmed = name.simplified();
    if (trimmed.isEmpty())
        throw StorageError(Tr::tr("A review needs a name."));
    QSqlQuery taken = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT 1 FROM reviews WHERE key = ? AND id != ?"),
        { trimmed.toCaseFolded(), except });
    if (taken.next())
        throw StorageError(Tr::tr("There is a review named “%1” already.").arg(trimmed));
    return trimmed;
}

ReviewId ReviewStore::create(const ReviewInfo &review)
{
    LoggedTransaction transaction(m_database, Change::Kind::Reviews);
    const QString name = checkedName(review.name, review.id);
    const ReviewId id = insertRow(m_database.connection(),
        QStringLiteral("reviews"),
        { QStringLiteral("name"),
            QStringLiteral("key"),
            QStringLiteral("question"),
            QStringLiteral("inclusion_criteria"),
            QStringLiteral("exclusion_criteria"),
            QStringLiteral("blind"),
            QStringLiteral("screening_order"),
            QStringLiteral("created_at") },
        { name,
            name.toCaseFolded(),
            notNull(review.question),
            notNull(review.inclusionCriteria),
            notNull(review.exclusionCriteria),
            review.blind ? 1 : 0,
            notNull(review.screeningOrder),
            QDateTime::currentMSecsSinceEpoch() },
        review.id);
    writeTerms(id, review);
    transaction.commit();
    return id;
}

bool ReviewStore::update(const ReviewInfo &review, Counting counting)
{
    LoggedTransaction transaction(m_database, Change::Kind::Reviews);
    const QString name = checkedName(review.name, review.id);
    const std::optional<ReviewInfo> before = this->review(review.id);
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE reviews SET name = ?, key = ?, question = ?, inclusion_criteria = ?,"
                       " exclusion_criteria = ?, blind = ?, screening_order = ? WHERE id = ?"),
        { name,
            name.toCaseFolded(),
            notNull(review.question),
            notNull(review.inclusionCriteria),
            notNull(review.exclusionCriteria),
            review.blind ? 1 : 0,
            notNull(review.screeningOrder),
            review.id });
    runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM review_terms WHERE review_id = ?"), { review.id });
    writeTerms(review.id, review);
    const bool keywordsChanged = !before || before->inclusionKeywords != review.inclusionKeywords ||
        before->exclusionKeywords != review.exclusionKeywords;
    if (keywordsChanged && counting == Counting::Now)
        writeHits(review.id, countHits(review));
    // Hits of the old keywords are no hits of the new: none until they are counted, so that a
    // count that never ends (the application quit) is seen to be missing (hasAllKeywordHits()).
    if (keywordsChanged && counting == Counting::Later)
        runOrThrow(
            m_database.connection(), QStringLiteral("DELETE FROM review_hits WHERE review_id = ?"), { review.id });
    transaction.commit();
    return keywordsChanged;
}

void ReviewStore::writeTerms(ReviewId review, const ReviewInfo &info)
{
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(
        insert, QStringLiteral("INSERT INTO review_terms (review_id, kind, position, text) VALUES (?, ?, ?, ?)"));
    const std::pair<TermKind, const QStringList *> lists[] = {
        { Reason, &info.reasons },
        { InclusionKeyword, &info.inclusionKeywords },
        { ExclusionKeyword, &info.exclusionKeywords },
    };
    for (const auto &[kind, texts] : lists) {
        for (qsizetype i = 0; i < texts->size(); ++i) {
            insert.addBindValue(review);
            insert.addBindValue(static_cast<int>(kind));
            insert.addBindValue(i);
            insert.addBindValue(notNull(texts->at(i)));
            execOrThrow(insert);
        }
    }
}

void ReviewStore::remove(ReviewId review)
{
    LoggedTransaction transaction(m_database, Change::Kind::Reviews);
    runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM reviews WHERE id = ?"), { review });
    transaction.commit();
}

QList<PaperId> ReviewStore::addPapers(ReviewId review, const QList<PaperId> &papers)
{
    LoggedTransaction transaction(m_database, Change::Kind::Reviews);
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(
        insert, QStringLiteral("INSERT INTO review_papers (review_id, paper_id) VALUES (?, ?) ON CONFLICT DO NOTHING"));
    QList<PaperId> added;
    for (const PaperId paper : papers) {
        insert.addBindValue(review);
        insert.addBindValue(paper);
        execOrThrow(insert);
        if (insert.numRowsAffected() > 0)
            added.append(paper);
    }
    if (const auto info = this->review(review); info && !added.isEmpty())
        writeHits(review, countHits(*info, added));
    transaction.commit(added);
    return added;
}

QList<PaperId> ReviewStore::papers(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT paper_id FROM review_papers WHERE review_id = ? ORDER BY paper_id"),
        { review });
    QList<PaperId> found;
    while (query.next())
        found.append(query.value(0).toLongLong());
    return found;
}

void ReviewStore::record(ReviewId review, const Decision &decision)
{
    const QString reviewer = decision.reviewer.trimmed();
    if (reviewer.isEmpty())
        throw StorageError(Tr::tr("A decision needs the name of the reviewer who made it."));
    append(review, decision, reviewer);
}

void ReviewStore::resolve(ReviewId review, const Decision &resolution)
{
    append(review, resolution, QString());
}

QHash<PaperId, Decision> ReviewStore::resolutions(ReviewId review) const
{
    return decisions(review, QString());
}

void ReviewStore::append(ReviewId review, const Decision &decision, const QString &reviewer)
{
    LoggedTransaction transaction(m_database, Change::Kind::Decisions);
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO review_decisions (review_id, paper_id, reviewer, verdict, reason, note,"
                       " decided_at, checksum) VALUES (?, ?, ?, ?, ?, ?, ?, %1)")
            .arg(m_database.dialect().checksum(QStringList(DecisionFields.size(), QStringLiteral("?")))),
        { review,
            decision.paper,
            notNull(reviewer),
            static_cast<int>(decision.verdict),
            notNull(decision.reason),
            notNull(decision.note),
            decision.decidedAt ? decision.decidedAt : QDateTime::currentMSecsSinceEpoch(),
            notNull(reviewer),
            static_cast<int>(decision.verdict),
            notNull(decision.reason),
            notNull(decision.note) });
    // Every member reads the change log: while the review is blind, it does not tell on which
    // paper a reviewer decided.
    QSqlQuery blind =
        runOrThrow(m_database.connection(), QStringLiteral("SELECT blind FROM reviews WHERE id = ?"), { review });
    transaction.commit(blind.next() && blind.value(0).toBool() ? QList<PaperId>() : QList<PaperId>{ decision.paper });
}

QHash<PaperId, Decision> ReviewStore::decisions(ReviewId review, const QString &reviewer) const
{
    QHash<PaperId, Decision> latest;
    for (const Decision &decision : latestDecisions(review, reviewer))
        latest.insert(decision.paper, decision);
    return latest;
}

QList<Decision> ReviewStore::latestDecisions(ReviewId review, const QString &reviewer) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        decisionColumns(m_database) +
            QStringLiteral(" d WHERE review_id = ? AND reviewer = ? AND id = (SELECT max(id) FROM review_decisions"
                           " WHERE review_id = d.review_id AND reviewer = d.reviewer AND paper_id = d.paper_id)"
                           " ORDER BY id"),
        { review, notNull(reviewer) });
    QList<Decision> latest;
    while (query.next())
        latest.append(toDecision(query));
    return latest;
}

QList<Decision> ReviewStore::log(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        decisionColumns(m_database) + QStringLiteral(" WHERE review_id = ? ORDER BY id"),
        { review });
    QList<Decision> all;
    while (query.next())
        all.append(toDecision(query));
    return all;
}

QList<ReviewStore::LoggedDecision> ReviewStore::loggedAfter(ReviewId review, qint64 row) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        decisionColumns(m_database) + QStringLiteral(" WHERE review_id = ? AND id > ? ORDER BY id"),
        { review, row });
    QList<LoggedDecision> logged;
    while (query.next())
        logged.append({ query.value(7).toLongLong(), toDecision(query) });
    return logged;
}

qint64 ReviewStore::lastLogged(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT coalesce(max(id), 0) FROM review_decisions WHERE review_id = ?"),
        { review });
    return query.next() ? query.value(0).toLongLong() : 0;
}

QStringList ReviewStore::reviewers(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT DISTINCT reviewer FROM review_decisions WHERE review_id = ? AND reviewer <> ''"
                       " ORDER BY reviewer"),
        { review });
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

QHash<PaperId, KeywordHits> ReviewStore::countHits(const ReviewInfo &review, const QList<PaperId> &papers) const
{
    QSqlQuery read(m_database.connection());
    read.setForwardOnly(true);
    const QString select =
        QStringLiteral("SELECT p.id, p.title, p.abstract FROM review_papers rp JOIN papers p ON p.id = rp.paper_id"
                       " WHERE rp.review_id = ?");
    if (papers.isEmpty()) {
        prepareOrThrow(read, select);
        read.addBindValue(review.id);
    } else {
        prepareOrThrow(read, select + QStringLiteral(" AND rp.paper_id IN (%1)").arg(m_database.dialect().idSelect()));
        read.addBindValue(review.id);
        read.addBindValue(m_database.dialect().idList(papers));
    }
    execOrThrow(read);
    QHash<PaperId, KeywordHits> hits;
    while (read.next()) {
        Text::KeywordFinder finder(read.value(1).toString() + u'\n' + read.value(2).toString());
        hits.insert(read.value(0).toLongLong(),
            { static_cast<int>(finder.find(review.inclusionKeywords).size()),
                static_cast<int>(finder.find(review.exclusionKeywords).size()) });
    }
    throwIfFailed(read);
    return hits;
}

void ReviewStore::writeHits(ReviewId review, const QHash<PaperId, KeywordHits> &hits)
{
    // Only for papers still in the review: one may have left it, or the library, since it was counted.
    QSqlQuery write(m_database.connection());
    prepareOrThrow(write,
        QStringLiteral("INSERT INTO review_hits (review_id, paper_id, inclusion, exclusion)"
                       " SELECT review_id, paper_id, ?, ? FROM review_papers WHERE review_id = ? AND paper_id = ?"
                       " ON CONFLICT (review_id, paper_id) DO UPDATE"
                       " SET inclusion = excluded.inclusion, exclusion = excluded.exclusion"));
    for (auto it = hits.cbegin(); it != hits.cend(); ++it) {
        write.addBindValue(it->inclusion);
        write.addBindValue(it->exclusion);
        write.addBindValue(review);
        write.addBindValue(it.key());
        execOrThrow(write);
    }
}

bool ReviewStore::hasAllKeywordHits(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT NOT EXISTS (SELECT 1 FROM review_papers rp WHERE rp.review_id = ? AND NOT EXISTS"
                       " (SELECT 1 FROM review_hits h WHERE h.review_id = rp.review_id AND h.paper_id = rp.paper_id))"),
        { review });
    return query.next() && query.value(0).toBool();
}

std::optional<ReviewStore::HitCount> ReviewStore::countKeywordHits(ReviewId review) const
{
    const std::optional<ReviewInfo> info = this->review(review);
    if (!info)
        return std::nullopt;
    return HitCount{ *info, countHits(*info) };
}

bool ReviewStore::saveKeywordHits(const HitCount &count)
{
    Transaction transaction(m_database.connectionName());
    const std::optional<ReviewInfo> now = review(count.review.id);
    if (!now || now->inclusionKeywords != count.review.inclusionKeywords ||
        now->exclusionKeywords != count.review.exclusionKeywords)
        return false;
    writeHits(count.review.id, count.hits);
    transaction.commit();
    return true;
}

QHash<PaperId, KeywordHits> ReviewStore::keywordHits(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT paper_id, inclusion, exclusion FROM review_hits WHERE review_id = ?"),
        { review });
    QHash<PaperId, KeywordHits> hits;
    while (query.next())
        hits.insert(query.value(0).toLongLong(), { query.value(1).toInt(), query.value(2).toInt() });
    return hits;
}

QList<RecordSource> ReviewStore::recordSources(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT i.file, i.format, count(*) FROM review_papers rp"
                       " JOIN import_records r ON r.paper_id = rp.paper_id"
                       " JOIN imports i ON i.id = r.import_id"
                       " WHERE rp.review_id = ? GROUP BY i.file, i.format ORDER BY min(i.id)"),
        { review });
    QList<RecordSource> sources;
    while (query.next())
        sources.append({ query.value(0).toString(), query.value(1).toString(), query.value(2).toLongLong() });
    QSqlQuery unlogged = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT count(*) FROM review_papers rp WHERE rp.review_id = ?"
                       " AND NOT EXISTS (SELECT 1 FROM import_records r WHERE r.paper_id = rp.paper_id)"),
        { review });
    if (unlogged.next() && unlogged.value(0).toLongLong() > 0)
        sources.append({ QString(), QString(), unlogged.value(0).toLongLong() });
    return sources;
}

} // namespace Lectern::Storage
