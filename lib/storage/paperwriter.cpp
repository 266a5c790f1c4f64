// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperwriter.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"
#include "text/contentkey.h"
#include "text/identity.h"

#include <QDateTime>
#include <QSet>
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

const std::pair<QString, QString> PaperColumn{ QStringLiteral("paper_id"), QStringLiteral("bigint") };
const std::pair<QString, QString> PositionColumn{ QStringLiteral("position"), QStringLiteral("integer") };

std::pair<QString, QString> text(const char *name)
{
    return { QString::fromLatin1(name), QStringLiteral("text") };
}

// The columns of a paper's row a record fills, in the order of PaperWriter::rowOf().
const QList<std::pair<QString, QString>> &paperColumns()
{
    static const QList<std::pair<QString, QString>> columns = { text("content_key"),
        text("title"),
        { QStringLiteral("title_inferred"), QStringLiteral("integer") },
        text("abstract"),
        text("venue"),
        { QStringLiteral("year"), QStringLiteral("integer") },
        { QStringLiteral("collection_id"), QStringLiteral("bigint") },
        text("source_file"),
        { QStringLiteral("source_position"), QStringLiteral("integer") },
        { QStringLiteral("added_at"), QStringLiteral("bigint") },
        text("doi"),
        text("arxiv_id"),
        text("pmid"),
        text("entry_type"),
        text("citation_key"),
        text("source_format"),
        text("first_author") };
    return columns;
}

// What the list sorts a paper by under Authors.
QString firstAuthor(const Reference &reference)
{
    return reference.authors.isEmpty() ? QString() : reference.authors.front().family;
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
    , m_links(database, { QStringLiteral("links"), { PaperColumn, PositionColumn, text("url") }, {}, {} })
    , m_authors(database,
          { QStringLiteral("paper_authors"),
              { PaperColumn, PositionColumn, text("family"), text("given"), text("orcid") },
              {},
              {} })
    , m_keywords(
          database, { QStringLiteral("paper_keywords"), { PaperColumn, PositionColumn, text("keyword") }, {}, {} })
    , m_fields(database,
          { QStringLiteral("paper_fields"), { PaperColumn, PositionColumn, text("name"), text("value") }, {}, {} })
    , m_keys(database,
          { QStringLiteral("paper_keys"), { text("key"), PaperColumn }, {}, QStringLiteral("ON CONFLICT DO NOTHING") })
    , m_findKey(prepared(database, QStringLiteral("SELECT paper_id FROM paper_keys WHERE key = ?")))
    , m_knownKeys(database)
    , m_findContent(prepared(database, QStringLiteral("SELECT id FROM papers WHERE content_key = ?")))
    , m_findContents(prepared(database,
          QStringLiteral("SELECT content_key FROM papers WHERE content_key IN (%1)")
              .arg(database.dialect().textSelect())))
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
    // A row whose content key is taken is left out (ON CONFLICT DO NOTHING): it returns nothing.
    QStringList columns;
    for (const auto &[name, type] : paperColumns())
        columns.append(name);
    prepareOrThrow(m_insertPaper,
        QStringLiteral("INSERT INTO papers (%1, checksum) VALUES (%2, %3) ON CONFLICT DO NOTHING RETURNING id")
            .arg(columns.join(u','),
                QStringList(columns.size(), QStringLiteral("?")).join(u','),
                database.dialect().checksum({ QStringLiteral("?"), QStringLiteral("?") })));
}

QVariantList PaperWriter::rowOf(const PreparedPaper &paper, const QString &contentKey, const Source &source) const
{
    const PaperRecord &record = paper.record;
    const Reference &reference = record.reference;
    return { contentKey,
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
        notNull(firstAuthor(reference)) };
}

PaperWriter::PreparedPaper PaperWriter::prepare(PaperRecord record, const Engine &engine)
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
    paper.indexEntry =
        engine.indexEntry({ record.title, record.abstract, {}, FullTextIndex::authorsText(reference.authors) });
    paper.record = std::move(record);
    return paper;
}

PaperWriter::Result PaperWriter::add(const PaperRecord &record, const Source &source)
{
    return add(prepare(record, m_database.engine()), source);
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
    execWith(m_insertPaper,
        rowOf(paper, contentKey, source) + QVariantList{ paper.record.title, notNull(paper.record.abstract) });
    // No row: another paper has the content key.
    if (!m_insertPaper.next())
        return 0;
    const PaperId id = m_insertPaper.value(0).toLongLong();
    m_insertPaper.finish();
    addNew(id, paper);
    return id;
}

void PaperWriter::addNew(PaperId id, const PreparedPaper &paper)
{
    m_index->add(id, paper.indexEntry);
    addDetails(id, paper, paper.links, 0);
}

QList<PaperWriter::Result> PaperWriter::add(const QList<PreparedPaper> &papers, const Source &source)
{
    QList<Result> results(papers.size());
    if (m_database.dialect().rowsPerInsert() == 1) {
        for (qsizetype i = 0; i < papers.size(); ++i)
            results[i] = add(papers[i], source);
        return results;
    }
    const QSet<QString> stored = storedContentKeys(papers);
    QList<qsizetype> waiting; // new papers not written yet
    QSet<QString> waitingKeys; // their content and identity keys
    const auto writeWaiting = [&] {
        insertAll(papers, waiting, source, results);
        waiting.clear();
        waitingKeys.clear();
    };
    for (qsizetype i = 0; i < papers.size(); ++i) {
        const PreparedPaper &paper = papers[i];
        const auto any = [&paper](const auto &holds) {
            return holds(paper.contentKey) || std::any_of(paper.keys.cbegin(), paper.keys.cend(), holds);
        };
        const bool maybeWaiting = any([&waitingKeys](const QString &key) { return waitingKeys.contains(key); });
        const bool maybeStored = paper.contentKey.isEmpty() || stored.contains(paper.contentKey) ||
            std::any_of(paper.keys.cbegin(), paper.keys.cend(), [this](const QString &key) {
                return m_knownKeys.mayHold(key);
            });
        if (maybeWaiting)
            writeWaiting();
        if (maybeWaiting || maybeStored) {
            results[i] = add(paper, source);
            continue;
        }
        waiting.append(i);
        waitingKeys.insert(paper.contentKey);
        for (const QString &key : paper.keys)
            waitingKeys.insert(key);
    }
    writeWaiting();
    return results;
}

QSet<QString> PaperWriter::storedContentKeys(const QList<PreparedPaper> &papers)
{
    QStringList keys;
    keys.reserve(papers.size());
    for (const PreparedPaper &paper : papers) {
        if (!paper.contentKey.isEmpty())
            keys.append(paper.contentKey);
    }
    execWith(m_findContents, { m_database.dialect().textList(keys) });
    QSet<QString> stored;
    while (m_findContents.next())
        stored.insert(m_findContents.value(0).toString());
    throwIfFailed(m_findContents);
    m_findContents.finish();
    return stored;
}

void PaperWriter::insertAll(
    const QList<PreparedPaper> &papers, const QList<qsizetype> &indexes, const Source &source, QList<Result> &results)
{
    if (indexes.isEmpty())
        return;
    QList<QVariantList> rows;
    rows.reserve(indexes.size());
    for (const qsizetype i : indexes)
        rows.append(rowOf(papers[i], papers[i].contentKey, source));
    const RowsInsert insertion{ QStringLiteral("papers"),
        paperColumns(),
        { { QStringLiteral("checksum"),
            m_database.dialect().checksum({ QStringLiteral("r.title"), QStringLiteral("r.abstract") }) } },
        QStringLiteral("ON CONFLICT DO NOTHING RETURNING id, content_key") };
    QSqlQuery insert = m_database.engine().insertRows(m_database, insertion, rows);
    QHash<QString, PaperId> ids;
    while (insert.next())
        ids.insert(insert.value(1).toString(), insert.value(0).toLongLong());
    throwIfFailed(insert);
    insert.finish();
    // In the order of the file, as add() would have written them.
    for (const qsizetype i : indexes) {
        const PreparedPaper &paper = papers[i];
        if (const PaperId id = ids.value(paper.contentKey)) {
            addNew(id, paper);
            results[i] = { Result::Added, id, {}, {} };
        } else {
            results[i] = add(paper, source); // another writer took its abstract meanwhile
        }
    }
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
        PaperId id = m_keysNotWritten.value(key);
        if (!id) {
            execWith(m_findKey, { key });
            id = m_findKey.next() ? m_findKey.value(0).toLongLong() : 0;
            m_findKey.finish();
        }
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
    flush(); // what follows reads the paper's details
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
    // The paper had no authors: the first of the record's is what it sorts by now.
    fill(!added.authors.isEmpty(), "first_author", firstAuthor(added));
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
    addDetails(id, missing, newLinks, links.size());
    if (betterTitle || newAbstract || !added.authors.isEmpty()) {
        m_authors.flush(); // the index reads the authors from the library
        m_index->refresh(id);
    }
    return changed;
}

const QStringList &PaperWriter::referenceColumns()
{
    static const QStringList columns = { QStringLiteral("venue"),
        QStringLiteral("year"),
        QStringLiteral("doi"),
        QStringLiteral("arxiv_id"),
        QStringLiteral("pmid"),
        QStringLiteral("entry_type"),
        QStringLiteral("citation_key"),
        QStringLiteral("first_author") };
    return columns;
}

const QStringList &PaperWriter::referenceTables()
{
    static const QStringList tables = { QStringLiteral("links"),
        QStringLiteral("paper_authors"),
        QStringLiteral("paper_keywords"),
        QStringLiteral("paper_fields"),
        QStringLiteral("paper_keys") };
    return tables;
}

void PaperWriter::replaceReference(PaperId id, const PreparedPaper &paper)
{
    flush();
    const PaperRecord &record = paper.record;
    const Reference &reference = record.reference;
    const QSqlQuery update = runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE papers SET %1 = ? WHERE id = ?").arg(referenceColumns().join(QStringLiteral(" = ?, "))),
        { notNull(record.venue),
            record.year,
            notNull(reference.doi),
            notNull(reference.arxivId),
            notNull(reference.pmid),
            notNull(reference.entryType),
            notNull(reference.citationKey),
            notNull(firstAuthor(reference)),
            id });
    if (update.numRowsAffected() != 1)
        throw StorageError(QStringLiteral("paper %1 is not in the library").arg(id));
    for (const QString &table : referenceTables())
        runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM %1 WHERE paper_id = ?").arg(table), { id });
    addDetails(id, paper, paper.links, 0);
    flush();
    m_index->refresh(id); // the index holds the authors' names
}

void PaperWriter::addDetails(PaperId id, const PreparedPaper &paper, const QStringList &links, qsizetype firstLink)
{
    const Reference &reference = paper.record.reference;
    for (qsizetype i = 0; i < links.size(); ++i)
        m_links.add({ id, firstLink + i, links[i] });
    for (qsizetype i = 0; i < reference.authors.size(); ++i)
        m_authors.add({ id,
            i,
            reference.authors[i].family,
            notNull(reference.authors[i].given),
            notNull(reference.authors[i].orcid) });
    for (qsizetype i = 0; i < reference.keywords.size(); ++i)
        m_keywords.add({ id, i, reference.keywords[i] });
    for (qsizetype i = 0; i < reference.fields.size(); ++i)
        m_fields.add({ id, i, reference.fields[i].name, notNull(reference.fields[i].value) });
    for (const QString &key : paper.keys) {
        m_keys.add({ key, id });
        // The first paper of a key keeps it, as ON CONFLICT DO NOTHING does.
        if (!m_keysNotWritten.contains(key))
            m_keysNotWritten.insert(key, id);
        m_knownKeys.add(key);
    }
    if (m_keys.isEmpty())
        m_keysNotWritten.clear();
}

void PaperWriter::flush()
{
    for (RowBatch *batch : { &m_links, &m_authors, &m_keywords, &m_fields, &m_keys })
        batch->flush();
    m_keysNotWritten.clear();
    m_index->flush();
}

void PaperWriter::rolledBack()
{
    for (RowBatch *batch : { &m_links, &m_authors, &m_keywords, &m_fields, &m_keys })
        batch->clear();
    m_keysNotWritten.clear();
    m_index->rolledBack();
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
