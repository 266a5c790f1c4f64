// SPDX-License-Identifier: GPL-3.0-or-later
#include "baseline.h"

#include "corpus.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/indextokenizer.h"
#include "storage/sqlite/indexwords.h"
#include "storage/sqlite/sqlitebulkload.h"
#include "text/collectionheader.h"
#include "text/contentkey.h"
#include "text/links.h"
#include "text/searchtext.h"
#include "text/titleinference.h"

#include <QDataStream>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <optional>

#include <unistd.h>

namespace Lectern::Bench {
namespace {

using Storage::execOrThrow;
using Storage::prepareOrThrow;

// One papers row, its index row, its links and the words it brings to the index's list, as
// the importer would write them.
struct Row
{
    QString contentKey;
    QString title;
    QString abstract;
    QString searchableTitle;
    QString searchableAbstract;
    QStringList links;
    QStringList newWords; // of the index, not in an earlier row
    QStringList countedWords; // all its words, when it is one of the papers IndexWords counts
    qint32 position = 0;
    qint32 collection = 0; // index into Corpus::collections()
};

// Rows go through a file between the untimed preparation and the timed load: the load then
// runs without pauses, as an import does (pauses would let the system write the pages behind
// for free), and memory stays small at any n. Strings are stored as little-endian UTF-16,
// so reading one back is a copy.
void writeRow(QDataStream &stream, const Row &row)
{
    stream << row.contentKey << row.title << row.abstract << row.searchableTitle << row.searchableAbstract << row.links
           << row.newWords << row.countedWords << row.position << row.collection;
}

Row readRow(QDataStream &stream)
{
    Row row;
    stream >> row.contentKey >> row.title >> row.abstract >> row.searchableTitle >> row.searchableAbstract >>
        row.links >> row.newWords >> row.countedWords >> row.position >> row.collection;
    return row;
}

double secondsOf(qint64 nanoseconds)
{
    return static_cast<double>(nanoseconds) / 1e9;
}

} // namespace

BaselineResult loadRaw(const Corpus &corpus, qint64 n, const QString &libraryPath, const BaselineOptions &options)
{
    BaselineResult result;
    const QList<CollectionSpec> specs = Corpus::collections(n);

    // Untimed: the values the importer computes (titles, keys, links, searchable text, words).
    QSet<QByteArray> words;
    QElapsedTimer timer;
    timer.start();
    QFile rowFile(libraryPath + QStringLiteral(".rows"));
    if (!rowFile.open(QIODevice::ReadWrite | QIODevice::Truncate))
        throw Storage::StorageError(rowFile.errorString());
    {
        QDataStream stream(&rowFile);
        stream.setByteOrder(QDataStream::LittleEndian);
        qint32 spec = 0;
        for (qint64 i = 0; i < n; ++i) {
            while (i >= specs[spec].first + specs[spec].count)
                ++spec;
            Row row;
            row.abstract = corpus.abstract(i);
            row.title = Text::inferTitle(row.abstract);
            row.contentKey = Text::contentKey(row.abstract);
            row.searchableTitle = Text::searchableText(row.title);
            row.searchableAbstract = Text::searchableText(row.abstract);
            QSet<QByteArray> rowWords;
            for (const QString *text : { &row.searchableTitle, &row.searchableAbstract })
                Storage::Sqlite::IndexTokenizer::forThisThread().addWords(*text, rowWords);
            const bool counted = (i + 1) % Storage::Sqlite::IndexWords::CountEvery == 0; // its id in a new library
            for (const QByteArray &word : std::as_const(rowWords)) {
                if (counted)
                    row.countedWords.append(QString::fromUtf8(word));
                if (!words.contains(word)) {
                    words.insert(word);
                    if (!counted)
                        row.newWords.append(QString::fromUtf8(word));
                }
            }
            for (const QUrl &url : Text::extractLinks(row.abstract))
                row.links.append(url.toString(QUrl::FullyEncoded));
            row.position = static_cast<qint32>(i - specs[spec].first + 1);
            row.collection = spec;
            writeRow(stream, row);
        }
    }
    rowFile.flush();
    ::fsync(rowFile.handle());
    result.prepareSeconds = secondsOf(timer.nsecsElapsed());

    // What reading the rows back costs, measured apart (it is part of the timed load).
    rowFile.seek(0);
    timer.start();
    {
        QDataStream stream(&rowFile);
        stream.setByteOrder(QDataStream::LittleEndian);
        for (qint64 i = 0; i < n; ++i)
            readRow(stream);
    }
    result.readBackSeconds = secondsOf(timer.nsecsElapsed());
    rowFile.seek(0);

    Storage::Database db(Storage::Location::file(libraryPath));
    if (!db.open())
        throw Storage::StorageError(db.errorString());
    std::optional<Storage::Sqlite::SqliteBulkLoad> tuning;
    if (options.tune)
        tuning.emplace(db, options.settings);
    QList<CollectionInfo> infos;
    QList<qint64> collectionIds;
    QList<qint64> importIds; // each file's entry in the import log
    const qint64 addedAt = QDateTime::currentMSecsSinceEpoch();
    {
        QSqlQuery insert(db.connection());
        prepareOrThrow(insert, QStringLiteral("INSERT INTO collections (name, venue, year) VALUES (?, ?, ?)"));
        QSqlQuery logged(db.connection());
        prepareOrThrow(logged, QStringLiteral("INSERT INTO imports (file, format, imported_at) VALUES (?, 'text', ?)"));
        for (const CollectionSpec &spec : specs) {
            infos.append(Text::parseCollectionHeader(spec.header));
            insert.addBindValue(infos.last().name);
            insert.addBindValue(infos.last().venue);
            insert.addBindValue(infos.last().year);
            execOrThrow(insert);
            collectionIds.append(insert.lastInsertId().toLongLong());
            logged.addBindValue(spec.fileName);
            logged.addBindValue(addedAt);
            execOrThrow(logged);
            importIds.append(logged.lastInsertId().toLongLong());
        }
    }
    QSqlQuery paper(db.connection());
    prepareOrThrow(paper,
        QStringLiteral("INSERT INTO papers (content_key, title, title_inferred, abstract, venue, year,"
                       " collection_id, source_file, source_position, added_at, doi, arxiv_id, pmid,"
                       " entry_type, citation_key, source_format, checksum)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, lectern_checksum(?, ?))"
                       " ON CONFLICT (content_key) DO NOTHING"));
    QSqlQuery record(db.connection());
    prepareOrThrow(
        record, QStringLiteral("INSERT INTO import_records (import_id, position, paper_id) VALUES (?, ?, ?)"));
    QSqlQuery index(db.connection());
    prepareOrThrow(index, QStringLiteral("INSERT INTO paper_index (rowid, title, abstract, note) VALUES (?, ?, ?, ?)"));
    QSqlQuery link(db.connection());
    prepareOrThrow(link, QStringLiteral("INSERT INTO links (paper_id, position, url) VALUES (?, ?, ?)"));
    QSqlQuery word(db.connection());
    prepareOrThrow(word, QStringLiteral("INSERT INTO index_words (word, papers) VALUES (?, 0) ON CONFLICT DO NOTHING"));
    QSqlQuery countedWord(db.connection());
    prepareOrThrow(countedWord,
        QStringLiteral("INSERT INTO index_words (word, papers) VALUES (?, ?)"
                       " ON CONFLICT (word) DO UPDATE SET papers = papers + excluded.papers"));
    const QString empty = QStringLiteral("");
    const QString textFormat = QStringLiteral("text");
    auto connection = db.connection();

    // Timed: reading the rows back, the statements, the commits and 'optimize'.
    timer.start();
    QDataStream stream(&rowFile);
    stream.setByteOrder(QDataStream::LittleEndian);
    connection.transaction();
    for (qint64 i = 0; i < n; ++i) {
        if (options.batch > 0 && i > 0 && i % options.batch == 0) {
            if (!connection.commit())
                throw Storage::StorageError(QStringLiteral("commit failed"));
            connection.transaction();
        }
        const Row row = readRow(stream);
        const qsizetype c = row.collection;
        paper.addBindValue(row.contentKey);
        paper.addBindValue(row.title);
        paper.addBindValue(1);
        paper.addBindValue(row.abstract);
        paper.addBindValue(infos[c].venue);
        paper.addBindValue(infos[c].year);
        paper.addBindValue(collectionIds[c]);
        paper.addBindValue(specs[c].fileName);
        paper.addBindValue(row.position);
        paper.addBindValue(addedAt);
        for (int column = 0; column < 5; ++column) // doi to citation_key
            paper.addBindValue(empty);
        paper.addBindValue(textFormat);
        paper.addBindValue(row.title);
        paper.addBindValue(row.abstract);
        execOrThrow(paper);
        if (paper.numRowsAffected() == 0)
            continue;
        const qint64 id = paper.lastInsertId().toLongLong();
        record.addBindValue(importIds[c]);
        record.addBindValue(row.position);
        record.addBindValue(id);
        execOrThrow(record);
        index.addBindValue(id);
        index.addBindValue(row.searchableTitle);
        index.addBindValue(row.searchableAbstract);
        index.addBindValue(empty);
        execOrThrow(index);
        for (qsizetype l = 0; l < row.links.size(); ++l) {
            link.addBindValue(id);
            link.addBindValue(l);
            link.addBindValue(row.links[l]);
            execOrThrow(link);
        }
        for (const QString &newWord : row.newWords) {
            word.addBindValue(newWord);
            execOrThrow(word);
        }
        for (const QString &counted : row.countedWords) {
            countedWord.addBindValue(counted);
            countedWord.addBindValue(Storage::Sqlite::IndexWords::CountEvery);
            execOrThrow(countedWord);
        }
        ++result.rows;
    }
    // As the importer does: the index is merged into one segment before the last commit.
    if (options.optimize) {
        QElapsedTimer optimizeTimer;
        optimizeTimer.start();
        Storage::Sqlite::SqliteBulkLoad::optimizeIndex(db);
        result.optimizeSeconds = secondsOf(optimizeTimer.nsecsElapsed());
    }
    QElapsedTimer commitTimer;
    commitTimer.start();
    if (!connection.commit())
        throw Storage::StorageError(QStringLiteral("commit failed"));
    result.commitSeconds = secondsOf(commitTimer.nsecsElapsed());
    result.sqlSeconds = secondsOf(timer.nsecsElapsed());
    paper.finish();
    record.finish();
    index.finish();
    link.finish();
    rowFile.remove();
    return result;
}

} // namespace Lectern::Bench
