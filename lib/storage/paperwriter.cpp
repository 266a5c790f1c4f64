// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperwriter.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"
#include "text/contentkey.h"
#include "text/identity.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Lectern::Storage {
namespace {

qint64 latestAddedAt(const Database &database)
{
    QSqlQuery query(database.connection());
    prepareOrThrow(query, QStringLiteral("SELECT max(added_at) FROM papers"));
    execOrThrow(query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

// Runs a prepared statement with these values.
void execWith(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
}

QSqlQuery prepared(const Database &database, const QString &sql)
{
    QSqlQuery query(database.connection());
    prepareOrThrow(query, sql);
    return query;
}

// True when the query, run for one paper, finds a row.
bool hasRow(QSqlQuery &query, PaperId id)
{
    execWith(query, { id });
    const bool found = query.next();
    query.finish();
    return found;
}

} // namespace

PaperWriter::PaperWriter(const Database &database)
    : m_database(database)
    , m_snapshots(database)
    , m_insertPaper(database.connection())
    , m_index(FullTextIndex::of(database))
    , m_insertLink(prepared(database, QStringLiteral("INSERT INTO links (paper_id, position, url) VALUES (?, ?, ?)")))
    , m_insertAuthor(prepared(database,
          QStringLiteral("INSERT INTO paper_authors (paper_id, position, family, given) VALUES (?, ?, ?, ?)")))
    , m_insertKeyword(prepared(
          database, QStringLiteral("INSERT INTO paper_keywords (paper_id, position, keyword) VALUES (?, ?, ?)")))
    , m_insertField(prepared(
          database, QStringLiteral("INSERT INTO paper_fields (paper_id, position, name, value) VALUES (?, ?, ?, ?)")))
    , m_insertKey(prepared(database,
          QStringLiteral("INSERT INTO paper_keys (key, paper_id) VALUES (?, ?) ON CONFLICT (key) DO NOTHING")))
    , m_findKey(prepared(database, QStringLiteral("SELECT paper_id FROM paper_keys WHERE key = ?")))
    , m_knownKeys(database)
    , m_findContent(prepared(database, QStringLiteral("SELECT id FROM papers WHERE content_key = ?")))
    , m_readPaper(prepared(database,
          QStringLiteral("SELECT title_inferred, title_edited, abstract, venue, year, doi, arxiv_id, pmid,"
                         " entry_type, citation_key, title FROM papers WHERE id = ?")))
    , m_hasAuthors(prepared(database, QStringLiteral("SELECT 1 FROM paper_authors WHERE paper_id = ? LIMIT 1")))
    , m_hasKeywords(prepared(database, QStringLiteral("SELECT 1 FROM paper_keywords WHERE paper_id = ? LIMIT 1")))
    , m_hasFields(prepared(database, QStringLiteral("SELECT 1 FROM paper_fields WHERE paper_id = ? LIMIT 1")))
    , m_readLinks(prepared(database, QStringLiteral("SELECT url FROM links WHERE paper_id = ? ORDER BY position")))
    // One time for the whole import, so its papers sort together under "added"; never before
    // the last import's, even if the clock went back, so that ids grow with added_at and
    // "newest first" can be read in id order (see Search::PaperFinder).
    , m_addedAt(std::max(QDateTime::currentMSecsSinceEpoch(), latestAddedAt(database)))
{
    prepareOrThrow(m_insertPaper,
        QStringLiteral("INSERT INTO papers (content_key, title, title_inferred, abstract, venue, year,"
                       " collection_id, source_file, source_position, added_at, doi, arxiv_id, pmid,"
                       " entry_type, citation_key, source_format, checksum)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, %1)"
                       " ON CONFLICT DO NOTHING RETURNING id")
            .arg(database.dialect().checksum({ QStringLiteral("?"), QStringLiteral("?") })));
}

PaperWriter::PreparedPaper PaperWriter::prepare(PaperRecord record)
{
    // Identifiers in the one form they are stored, compared and keyed in.
    Reference &reference = record.reference;
    reference.doi = Text::normalizedDoi(reference.doi);
    reference.arxivId = Text::normalizedArxivId(reference.arxivId);
    reference.pmid = reference.pmid.trimmed();
    PreparedPaper paper;
    paper.keys = Text::identityKeys(record);
    // Records without an abstract are told apart by their keys (an empty text would make them
    // all one paper); without keys either, by their place in their file.
    if (!record.abstract.isEmpty())
        paper.contentKey = Text::contentKey(record.abstract);
    else if (!paper.keys.isEmpty())
        paper.contentKey = QStringLiteral("none:") + paper.keys.first();
    paper.links.reserve(record.links.size());
    for (const QUrl &link : std::as_const(record.links))
        paper.links.append(link.toString(QUrl::FullyEncoded));
    paper.indexEntry = FullTextIndex::entryFor(record.title, record.abstract);
    paper.record = std::move(record);
    return paper;
}

PaperWriter::Result PaperWriter::add(const PaperRecord &record, const Source &source)
{
    return add(prepare(record), source);
}

PaperWriter::Result PaperWriter::add(const PreparedPaper &paper, const Source &source)
{
    if (const auto found = findByKeys(paper))
        return merged(found->first, paper, found->second);

    const PaperRecord &record = paper.record;
    // A record with neither abstract nor key is unique by its file and place in it.
    const auto unique = [&] {
        return QStringLiteral("none:%1:%2:%3").arg(source.file).arg(record.sourcePosition).arg(m_addedAt);
    };
    if (paper.contentKey.isEmpty())
        return { Result::Added, insert(paper, unique(), source), {}, {} };
    // The same abstract is the same paper unless the two say otherwise, by other given titles
    // or identifiers: databases give one boilerplate abstract to many records. Such a record is
    // kept under its abstract and title. The insert's own index lookup finds the abstract, which
    // keeps the common case (a new abstract) at one lookup, and the second key is made only when
    // it is needed: this runs on the thread an import waits for.
    for (const bool withTitle : { false, true }) {
        const QString contentKey =
            withTitle ? paper.contentKey + u'/' + Text::contentKey(record.title) : paper.contentKey;
        if (const PaperId id = insert(paper, contentKey, source))
            return { Result::Added, id, {}, {} };
        execWith(m_findContent, { contentKey });
        const PaperId existing = m_findContent.next() ? m_findContent.value(0).toLongLong() : 0;
        m_findContent.finish();
        if (const auto stored = readPaper(existing); stored && isSamePaper(*stored, record))
            return merged(*stored, paper, QStringLiteral("abstract"));
    }
    return { Result::Added, insert(paper, unique(), source), {}, {} };
}

PaperId PaperWriter::insert(const PreparedPaper &paper, const QString &contentKey, const Source &source)
{
    const PaperRecord &record = paper.record;
    const Reference &reference = record.reference;
    execWith(m_insertPaper,
        { contentKey,
            record.title,
            record.titleInferred ? 1 : 0,
            notNull(record.abstract),
            notNull(record.venue.isEmpty() ? source.venue : record.venue),
            record.year ? record.year : source.year,
            source.collectionId ? QVariant(source.collectionId) : QVariant(),
            notNull(source.file),
            record.sourcePosition,
            m_addedAt,
            notNull(reference.doi),
            notNull(reference.arxivId),
            notNull(reference.pmid),
            notNull(reference.entryType),
            notNull(reference.citationKey),
            notNull(reference.sourceFormat),
            record.title,
            notNull(record.abstract) });
    // No row: another paper has the content key.
    if (!m_insertPaper.next())
        return 0;
    const PaperId id = m_insertPaper.value(0).toLongLong();
    m_insertPaper.finish();
    m_index->add(id, paper.indexEntry);
    addDetails(id, paper, paper.links, 0);
    return id;
}

std::optional<PaperWriter::StoredPaper> PaperWriter::readPaper(PaperId id)
{
    if (id == 0) // nothing found: no query to tell so
        return std::nullopt;
    execWith(m_readPaper, { id });
    if (!m_readPaper.next())
        return std::nullopt;
    const auto text = [this](int column) { return m_readPaper.value(column).toString(); };
    StoredPaper stored{ id,
        m_readPaper.value(0).toBool(),
        m_readPaper.value(1).toBool(),
        text(10),
        text(2),
        text(3),
        m_readPaper.value(4).toInt(),
        text(5),
        text(6),
        text(7),
        text(8),
        text(9) };
    m_readPaper.finish();
    return stored;
}

std::optional<std::pair<PaperWriter::StoredPaper, QString>> PaperWriter::findByKeys(const PreparedPaper &paper)
{
    for (const QString &key : paper.keys) {
        if (!m_knownKeys.mayHold(key))
            continue;
        execWith(m_findKey, { key });
        const PaperId id = m_findKey.next() ? m_findKey.value(0).toLongLong() : 0;
        m_findKey.finish();
        if (const auto stored = readPaper(id); stored && !conflicts(*stored, paper.record.reference))
            return std::pair{ *stored, key };
    }
    return std::nullopt;
}

bool PaperWriter::conflicts(const StoredPaper &stored, const Reference &reference)
{
    const auto differ = [](const QString &theirs, const QString &ours) {
        return !theirs.isEmpty() && !ours.isEmpty() && theirs != ours;
    };
    return differ(stored.doi, reference.doi) || differ(stored.arxivId, reference.arxivId) ||
        differ(stored.pmid, reference.pmid);
}

bool PaperWriter::isSamePaper(const StoredPaper &stored, const PaperRecord &record)
{
    return !conflicts(stored, record.reference) &&
        (stored.titleInferred || record.titleInferred ||
            Text::contentKey(stored.title) == Text::contentKey(record.title));
}

PaperWriter::Result PaperWriter::merged(const StoredPaper &stored, const PreparedPaper &paper, const QString &key)
{
    Result result{ Result::Existing, stored.id, key, {} };
    if (merge(stored, paper, &result.before))
        result.outcome = Result::Merged;
    return result;
}

bool PaperWriter::merge(const StoredPaper &stored, const PreparedPaper &paper, ReferenceSnapshot *before)
{
    const PaperRecord &record = paper.record;
    const Reference &reference = record.reference;
    const PaperId id = stored.id;

    // Each column the paper lacks, with the record's value: SQL of the form "column = ?".
    QStringList assignments;
    QVariantList values;
    QStringList columns; // every column set, for a snapshot of what they held
    const auto fill = [&](bool lacking, const char *column, const QVariant &value) {
        if (lacking) {
            assignments.append(QLatin1StringView(column) + QStringLiteral(" = ?"));
            values.append(value);
            columns.append(QLatin1StringView(column));
        }
    };
    const auto fillText = [&](const QString &storedValue, const char *column, const QString &value) {
        fill(storedValue.isEmpty() && !value.isEmpty(), column, value);
    };
    // An inferred title gives way to a given one, never one the user wrote.
    const bool betterTitle =
        stored.titleInferred && !stored.titleEdited && !record.titleInferred && !record.title.isEmpty();
    if (betterTitle) {
        assignments.append(QStringLiteral("title = ?, title_inferred = 0"));
        values.append(record.title);
        columns += { QStringLiteral("title"), QStringLiteral("title_inferred") };
    }
    bool newAbstract = false;
    if (stored.abstract.isEmpty() && !record.abstract.isEmpty()) {
        execWith(m_findContent, { paper.contentKey });
        newAbstract = !m_findContent.next(); // another paper has this abstract: leave both as they are
        m_findContent.finish();
        if (newAbstract) {
            assignments.append(QStringLiteral("abstract = ?, content_key = ?"));
            values += { record.abstract, paper.contentKey };
            columns += { QStringLiteral("abstract"), QStringLiteral("content_key") };
        }
    }
    fillText(stored.venue, "venue", record.venue);
    fill(stored.year == 0 && record.year != 0, "year", record.year);
    fillText(stored.doi, "doi", reference.doi);
    fillText(stored.arxivId, "arxiv_id", reference.arxivId);
    fillText(stored.pmid, "pmid", reference.pmid);
    fillText(stored.entryType, "entry_type", reference.entryType);
    fillText(stored.citationKey, "citation_key", reference.citationKey);

    if (betterTitle || newAbstract) {
        assignments.append(QStringLiteral("checksum = ") +
            m_database.dialect().checksum({ QStringLiteral("?"), QStringLiteral("?") }));
        values += { betterTitle ? record.title : stored.title, newAbstract ? record.abstract : stored.abstract };
        columns.append(QStringLiteral("checksum"));
    }
    // Lists the paper lacks are taken whole; links and keys are added to what it has.
    PreparedPaper missing = paper;
    if (hasRow(m_hasAuthors, id))
        missing.record.reference.authors.clear();
    if (hasRow(m_hasKeywords, id))
        missing.record.reference.keywords.clear();
    if (hasRow(m_hasFields, id))
        missing.record.reference.fields.clear();
    const QStringList links = storedLinks(id);
    QStringList newLinks;
    for (const QString &link : std::as_const(paper.links)) {
        if (!links.contains(link))
            newLinks.append(link);
    }
    const Reference &added = missing.record.reference;
    const bool changed = !assignments.isEmpty() || !added.authors.isEmpty() || !added.keywords.isEmpty() ||
        !added.fields.isEmpty() || !newLinks.isEmpty();
    if (changed && m_keepSnapshots) {
        QStringList tables;
        const auto touches = [&tables](bool adds, const char *table) {
            if (adds)
                tables.append(QLatin1StringView(table));
        };
        touches(!newLinks.isEmpty(), "links");
        touches(!added.authors.isEmpty(), "paper_authors");
        touches(!added.keywords.isEmpty(), "paper_keywords");
        touches(!added.fields.isEmpty(), "paper_fields");
        touches(!paper.keys.isEmpty(), "paper_keys");
        *before = m_snapshots.take(id, columns, tables);
    }
    if (!assignments.isEmpty()) {
        QSqlQuery update =
            prepared(m_database, QStringLiteral("UPDATE papers SET %1 WHERE id = ?").arg(assignments.join(u',')));
        execWith(update, values + QVariantList{ id });
    }
    if (betterTitle || newAbstract)
        m_index->refresh(id);
    addDetails(id, missing, newLinks, links.size());
    return changed;
}

void PaperWriter::addDetails(PaperId id, const PreparedPaper &paper, const QStringList &links, qsizetype firstLink)
{
    const Reference &reference = paper.record.reference;
    for (qsizetype i = 0; i < links.size(); ++i)
        execWith(m_insertLink, { id, firstLink + i, links[i] });
    for (qsizetype i = 0; i < reference.authors.size(); ++i)
        execWith(m_insertAuthor, { id, i, reference.authors[i].family, notNull(reference.authors[i].given) });
    for (qsizetype i = 0; i < reference.keywords.size(); ++i)
        execWith(m_insertKeyword, { id, i, reference.keywords[i] });
    for (qsizetype i = 0; i < reference.fields.size(); ++i)
        execWith(m_insertField, { id, i, reference.fields[i].name, notNull(reference.fields[i].value) });
    for (const QString &key : paper.keys) {
        execWith(m_insertKey, { key, id });
        m_knownKeys.add(key);
    }
}

QStringList PaperWriter::storedLinks(PaperId id)
{
    execWith(m_readLinks, { id });
    QStringList links;
    while (m_readLinks.next())
        links.append(m_readLinks.value(0).toString());
    m_readLinks.finish();
    return links;
}

} // namespace Lectern::Storage
