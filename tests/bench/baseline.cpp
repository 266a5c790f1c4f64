// SPDX-License-Identifier: GPL-3.0-or-later
#include "baseline.h"

#include "corpus.h"
#include "import/bulkload.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
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

// One papers row, its index row and its links, as the importer would write them.
struct Row
{
    QByteArray contentKey;
    QString title;
    QString abstract;
    QString searchableTitle;
    QString searchableAbstract;
    QStringList links;
    qint32 position = 0;
    qint32 collection = 0; // index into Corpus::collections()
};

// Rows go through a file between the untimed preparation and the timed load: the load then
// runs without pauses, as an import does (pauses would let the system write the pages behind,
// for free), and memory stays small at any n. Text is stored as UTF-8, and the searchable
// text only where it differs from the text.
void writeRow(QDataStream &stream, const Row &row)
{
    const bool sameTitle = row.searchableTitle == row.title;
    const bool sameAbstract = row.searchableAbstract == row.abstract;
    stream << row.contentKey << row.title.toUtf8() << row.abstract.toUtf8() << sameTitle << sameAbstract;
    if (!sameTitle)
        stream << row.searchableTitle.toUtf8();
    if (!sameAbstract)
        stream << row.searchableAbstract.toUtf8();
    stream << static_cast<qint32>(row.links.size());
    for (const QString &link : row.links)
        stream << link.toUtf8();
    stream << row.position << row.collection;
}

Row readRow(QDataStream &stream)
{
    Row row;
    QByteArray title;
    QByteArray abstract;
    bool sameTitle = false;
    bool sameAbstract = false;
    stream >> row.contentKey >> title >> abstract >> sameTitle >> sameAbstract;
    row.title = QString::fromUtf8(title);
    row.abstract = QString::fromUtf8(abstract);
    QByteArray text;
    if (sameTitle) {
        row.searchableTitle = row.title;
    } else {
        stream >> text;
        row.searchableTitle = QString::fromUtf8(text);
    }
    if (sameAbstract) {
        row.searchableAbstract = row.abstract;
    } else {
        stream >> text;
        row.searchableAbstract = QString::fromUtf8(text);
    }
    qint32 links = 0;
    stream >> links;
    for (qint32 l = 0; l < links; ++l) {
        stream >> text;
        row.links.append(QString::fromUtf8(text));
    }
    stream >> row.position >> row.collection;
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

    // Untimed: the values the importer computes (titles, keys, links, searchable text).
    QElapsedTimer timer;
    timer.start();
    QFile rowFile(libraryPath + QStringLiteral(".rows"));
    if (!rowFile.open(QIODevice::ReadWrite | QIODevice::Truncate))
        throw Storage::StorageError(rowFile.errorString());
    {
        QDataStream stream(&rowFile);
        qint32 spec = 0;
        for (qint64 i = 0; i < n; ++i) {
            while (i >= specs[spec].first + specs[spec].count)
                ++spec;
            Row row;
            row.abstract = corpus.abstract(i);
            row.title = Text::inferTitle(row.abstract);
            row.contentKey = Text::contentKey(row.abstract).toLatin1();
            row.searchableTitle = Text::searchableText(row.title);
            row.searchableAbstract = Text::searchableText(row.abstract);
            for (const QUrl &url : Text::extractLinks(row.abstract))
                row.links.append(url.toString(QUrl::FullyEncoded));
            row.position = static_cast<qint32>(i - specs[spec].first + 1);
            row.collection = spec;
            writeRow(stream, row);
        }
    }
    rowFile.flush();
    ::fsync(rowFile.handle());
    rowFile.seek(0);
    result.prepareSeconds = secondsOf(timer.nsecsElapsed());

    Storage::Database db(libraryPath);
    if (!db.open())
        throw Storage::StorageError(db.errorString());
    std::optional<Import::BulkLoad> tuning;
    if (options.tune)
        tuning.emplace(db, options.settings);
    QList<CollectionInfo> infos;
    QList<qint64> collectionIds;
    {
        QSqlQuery insert(db.connection());
        prepareOrThrow(insert, QStringLiteral("INSERT INTO collections (name, venue, year) VALUES (?, ?, ?)"));
        for (const CollectionSpec &spec : specs) {
            infos.append(Text::parseCollectionHeader(spec.header));
            insert.addBindValue(infos.last().name);
            insert.addBindValue(infos.last().venue);
            insert.addBindValue(infos.last().year);
            execOrThrow(insert);
            collectionIds.append(insert.lastInsertId().toLongLong());
        }
    }
    QSqlQuery paper(db.connection());
    prepareOrThrow(paper,
        QStringLiteral("INSERT INTO papers (content_key, title, title_inferred, abstract, authors, venue, year,"
                       " collection_id, source_file, source_position, added_at)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (content_key) DO NOTHING"));
    QSqlQuery index(db.connection());
    prepareOrThrow(index, QStringLiteral("INSERT INTO paper_index (rowid, title, abstract, note) VALUES (?, ?, ?, ?)"));
    QSqlQuery link(db.connection());
    prepareOrThrow(link, QStringLiteral("INSERT INTO links (paper_id, position, url) VALUES (?, ?, ?)"));
    const qint64 addedAt = QDateTime::currentMSecsSinceEpoch();
    const QString empty = QStringLiteral("");
    auto connection = db.connection();

    // Timed: reading the rows back, the statements, the commits and 'optimize'.
    timer.start();
    QDataStream stream(&rowFile);
    connection.transaction();
    for (qint64 i = 0; i < n; ++i) {
        if (options.batch > 0 && i > 0 && i % options.batch == 0) {
            if (!connection.commit())
                throw Storage::StorageError(QStringLiteral("commit failed"));
            connection.transaction();
        }
        const Row row = readRow(stream);
        const qsizetype c = row.collection;
        paper.addBindValue(QString::fromLatin1(row.contentKey));
        paper.addBindValue(row.title);
        paper.addBindValue(1);
        paper.addBindValue(row.abstract);
        paper.addBindValue(empty);
        paper.addBindValue(infos[c].venue);
        paper.addBindValue(infos[c].year);
        paper.addBindValue(collectionIds[c]);
        paper.addBindValue(specs[c].fileName);
        paper.addBindValue(row.position);
        paper.addBindValue(addedAt);
        execOrThrow(paper);
        if (paper.numRowsAffected() == 0)
            continue;
        const qint64 id = paper.lastInsertId().toLongLong();
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
        ++result.rows;
    }
    // As the importer does: the index is merged into one segment before the last commit.
    if (options.optimize) {
        QElapsedTimer optimizeTimer;
        optimizeTimer.start();
        Import::BulkLoad::optimizeIndex(db);
        result.optimizeSeconds = secondsOf(optimizeTimer.nsecsElapsed());
    }
    QElapsedTimer commitTimer;
    commitTimer.start();
    if (!connection.commit())
        throw Storage::StorageError(QStringLiteral("commit failed"));
    result.commitSeconds = secondsOf(commitTimer.nsecsElapsed());
    result.sqlSeconds = secondsOf(timer.nsecsElapsed());
    paper.finish();
    index.finish();
    link.finish();
    rowFile.remove();
    return result;
}

} // namespace Lectern::Bench
