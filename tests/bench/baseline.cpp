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

#include <QDateTime>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <optional>

namespace Lectern::Bench {
namespace {

using Storage::execOrThrow;
using Storage::prepareOrThrow;

// One papers row, its index row and its links, as the importer would write them.
struct Row
{
    QString contentKey;
    QString title;
    QString abstract;
    QString searchableTitle;
    QString searchableAbstract;
    QStringList links;
    int position = 0;
    const CollectionSpec *collection = nullptr;
};

} // namespace

BaselineResult loadRaw(const Corpus &corpus, qint64 n, const QString &libraryPath, const BaselineOptions &options)
{
    BaselineResult result;
    Storage::Database db(libraryPath);
    if (!db.open())
        throw Storage::StorageError(db.errorString());
    std::optional<Import::BulkLoad> tuning;
    if (options.tune)
        tuning.emplace(db, options.settings);

    const QList<CollectionSpec> specs = Corpus::collections(n);
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

    const qint64 batchSize = options.batch > 0 ? options.batch : 10000;
    QElapsedTimer prepareTimer;
    QElapsedTimer sqlTimer;
    qint64 sqlNanoseconds = 0;
    qint64 prepareNanoseconds = 0;
    qsizetype spec = 0;
    if (options.batch == 0)
        connection.transaction();
    QList<Row> rows;
    for (qint64 first = 0; first < n; first += batchSize) {
        prepareTimer.start();
        rows.clear();
        for (qint64 i = first; i < std::min(n, first + batchSize); ++i) {
            while (i >= specs[spec].first + specs[spec].count)
                ++spec;
            Row row;
            row.abstract = corpus.abstract(i);
            row.title = Text::inferTitle(row.abstract);
            row.contentKey = Text::contentKey(row.abstract);
            row.searchableTitle = Text::searchableText(row.title);
            row.searchableAbstract = Text::searchableText(row.abstract);
            for (const QUrl &url : Text::extractLinks(row.abstract))
                row.links.append(url.toString(QUrl::FullyEncoded));
            row.position = static_cast<int>(i - specs[spec].first + 1);
            row.collection = &specs[spec];
            rows.append(std::move(row));
        }
        prepareNanoseconds += prepareTimer.nsecsElapsed();

        sqlTimer.start();
        if (options.batch > 0)
            connection.transaction();
        for (const Row &row : std::as_const(rows)) {
            const qsizetype c = row.collection - specs.constData();
            paper.addBindValue(row.contentKey);
            paper.addBindValue(row.title);
            paper.addBindValue(1);
            paper.addBindValue(row.abstract);
            paper.addBindValue(empty);
            paper.addBindValue(infos[c].venue);
            paper.addBindValue(infos[c].year);
            paper.addBindValue(collectionIds[c]);
            paper.addBindValue(row.collection->fileName);
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
        if (options.batch > 0 && !connection.commit())
            throw Storage::StorageError(QStringLiteral("commit failed"));
        sqlNanoseconds += sqlTimer.nsecsElapsed();
    }
    // As the importer does: the index is merged into one segment before the last commit.
    sqlTimer.start();
    if (options.batch > 0 && options.optimize)
        connection.transaction();
    if (options.optimize) {
        QElapsedTimer optimizeTimer;
        optimizeTimer.start();
        Import::BulkLoad::optimizeIndex(db);
        result.optimizeSeconds = static_cast<double>(optimizeTimer.nsecsElapsed()) / 1e9;
    }
    if ((options.batch == 0 || options.optimize) && !connection.commit())
        throw Storage::StorageError(QStringLiteral("commit failed"));
    sqlNanoseconds += sqlTimer.nsecsElapsed();
    paper.finish();
    index.finish();
    link.finish();
    result.sqlSeconds = static_cast<double>(sqlNanoseconds) / 1e9;
    result.prepareSeconds = static_cast<double>(prepareNanoseconds) / 1e9;
    return result;
}

} // namespace Lectern::Bench
