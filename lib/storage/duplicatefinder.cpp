// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/duplicatefinder.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"
#include "text/nearduplicates.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>
#include <map>

namespace Lectern::Storage {
namespace {

using Reason = PossibleDuplicate::Reason;

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Storage::DuplicateFinder)
};

// A key and a paper that has it; sorted, equal keys are neighbours.
struct Keyed
{
    quint64 key;
    PaperId paper;
    auto operator<=>(const Keyed &) const = default;
};

// More papers than this under one key is a key many papers share (a title such as "Introduction
// to the special issue", a boilerplate abstract): no pair of them says anything.
constexpr qsizetype MaxGroup = 8;

quint64 keyOf(const QString &text)
{
    return text.isEmpty() ? 0 : quint64(qHash(text, 0x5eed));
}

// Every pair of papers that share a key, each once, under its reason.
void addPairs(std::vector<Keyed> &keyed, Reason reason, std::map<std::pair<PaperId, PaperId>, Reason> &pairs)
{
    std::sort(keyed.begin(), keyed.end());
    for (auto group = keyed.begin(); group != keyed.end();) {
        const auto end = std::find_if(group, keyed.end(), [&](const Keyed &k) { return k.key != group->key; });
        if (end - group > 1 && end - group <= MaxGroup) {
            for (auto a = group; a != end; ++a) {
                for (auto b = a + 1; b != end; ++b) {
                    if (a->paper == b->paper)
                        continue;
                    const auto pair = std::minmax(a->paper, b->paper);
                    auto [it, added] = pairs.try_emplace({ pair.first, pair.second }, reason);
                    if (!added)
                        it->second = std::min(it->second, reason); // the stronger reason
                }
            }
        }
        group = end;
    }
}

} // namespace

QString describe(PossibleDuplicate::Reason reason)
{
    switch (reason) {
    case Reason::SameWork:
        return Tr::tr("the same DOI or arXiv id");
    case Reason::SameTitle:
        return Tr::tr("the same title");
    case Reason::SimilarAbstract:
        return Tr::tr("similar abstracts");
    }
    return {};
}

DuplicateFinder::DuplicateFinder(const Database &database) : m_database(database) { }

QList<PossibleDuplicate> DuplicateFinder::find(std::stop_token stop) const
{
    std::vector<Keyed> works;
    std::vector<Keyed> titles;
    std::vector<Keyed> bands;
    {
        QSqlQuery query(m_database.connection());
        query.setForwardOnly(true);
        prepareOrThrow(query, QStringLiteral("SELECT id, title, title_inferred, abstract, doi, arxiv_id FROM papers"));
        execOrThrow(query);
        while (query.next()) {
            if (stop.stop_requested())
                return {};
            const PaperId id = query.value(0).toLongLong();
            if (!query.value(2).toBool()) {
                if (const quint64 key = keyOf(Text::titleKey(query.value(1).toString())))
                    titles.push_back({ key, id });
            }
            if (const quint64 key = keyOf(Text::doiStem(query.value(4).toString())))
                works.push_back({ key, id });
            if (const QString arxiv = query.value(5).toString(); !arxiv.isEmpty())
                works.push_back({ keyOf(QStringLiteral("arxiv:") + arxiv.toLower()), id });
            if (const auto keys = Text::phraseBandKeys(Text::phraseHashes(query.value(3).toString()))) {
                for (const quint64 key : *keys)
                    bands.push_back({ key, id });
            }
        }
    }
    std::map<std::pair<PaperId, PaperId>, Reason> pairs;
    addPairs(works, Reason::SameWork, pairs);
    addPairs(titles, Reason::SameTitle, pairs);
    addPairs(bands, Reason::SimilarAbstract, pairs);
    for (const auto &pair : distinctPairs())
        pairs.erase(pair);

    QList<PaperId> papers;
    for (const auto &[pair, reason] : pairs)
        papers.append({ pair.first, pair.second });
    std::sort(papers.begin(), papers.end());
    papers.erase(std::unique(papers.begin(), papers.end()), papers.end());
    const QHash<PaperId, QList<quint32>> phrases = phrasesOf(papers);

    QList<PossibleDuplicate> duplicates;
    for (const auto &[pair, reason] : pairs) {
        const double shared = Text::sharedPhrases(phrases.value(pair.first), phrases.value(pair.second));
        if (reason == Reason::SimilarAbstract && shared < SimilarAbstracts)
            continue; // the bands only said the two may be alike
        duplicates.append({ pair.first, pair.second, reason, shared });
    }
    return duplicates;
}

QHash<PaperId, QList<quint32>> DuplicateFinder::phrasesOf(const QList<PaperId> &papers) const
{
    QHash<PaperId, QList<quint32>> phrases;
    constexpr qsizetype Chunk = 10000;
    for (qsizetype at = 0; at < papers.size(); at += Chunk) {
        QSqlQuery query(m_database.connection());
        query.setForwardOnly(true);
        prepareOrThrow(query,
            QStringLiteral("SELECT id, abstract FROM papers WHERE id IN (%1)").arg(m_database.dialect().idSelect()));
        query.addBindValue(m_database.dialect().idList(papers.mid(at, Chunk)));
        execOrThrow(query);
        while (query.next())
            phrases.insert(query.value(0).toLongLong(), Text::phraseHashes(query.value(1).toString()));
    }
    return phrases;
}

QList<std::pair<PaperId, PaperId>> DuplicateFinder::distinctPairs() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, QStringLiteral("SELECT pair, paper_id FROM distinct_pairs ORDER BY pair, paper_id"));
    execOrThrow(query);
    QList<std::pair<PaperId, PaperId>> pairs;
    qint64 pair = 0;
    PaperId first = 0;
    while (query.next()) {
        if (query.value(0).toLongLong() != pair) {
            pair = query.value(0).toLongLong();
            first = query.value(1).toLongLong();
        } else {
            pairs.append({ first, query.value(1).toLongLong() });
        }
    }
    return pairs;
}

namespace {
// The pair ids under which both papers are marked: one at most, as markDistinct() keeps it.
const QString PairOf = QStringLiteral("SELECT x.pair FROM distinct_pairs x JOIN distinct_pairs y ON y.pair = x.pair"
                                      " WHERE x.paper_id = ? AND y.paper_id = ?");
} // namespace

void DuplicateFinder::markDistinct(PaperId first, PaperId second)
{
    const auto [a, b] = std::minmax(first, second);
    LoggedTransaction transaction(m_database, Change::Kind::Duplicates);
    QSqlQuery marked(m_database.connection());
    prepareOrThrow(marked, PairOf);
    marked.addBindValue(a);
    marked.addBindValue(b);
    execOrThrow(marked);
    if (marked.next())
        return;
    QSqlQuery next(m_database.connection());
    prepareOrThrow(next, QStringLiteral("SELECT coalesce(max(pair), 0) + 1 FROM distinct_pairs"));
    execOrThrow(next);
    next.next();
    const qint64 pair = next.value(0).toLongLong();
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(insert, QStringLiteral("INSERT INTO distinct_pairs (pair, paper_id) VALUES (?, ?), (?, ?)"));
    insert.addBindValue(pair);
    insert.addBindValue(a);
    insert.addBindValue(pair);
    insert.addBindValue(b);
    execOrThrow(insert);
    transaction.commit({ a, b });
}

void DuplicateFinder::unmarkDistinct(PaperId first, PaperId second)
{
    const auto [a, b] = std::minmax(first, second);
    LoggedTransaction transaction(m_database, Change::Kind::Duplicates);
    QSqlQuery remove(m_database.connection());
    prepareOrThrow(remove, QStringLiteral("DELETE FROM distinct_pairs WHERE pair IN (%1)").arg(PairOf));
    remove.addBindValue(a);
    remove.addBindValue(b);
    execOrThrow(remove);
    transaction.commit({ a, b });
}

} // namespace Lectern::Storage
