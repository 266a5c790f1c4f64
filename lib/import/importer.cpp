// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"

#include "core/tagname.h"
#include "import/restoredannotations.h"

#include "storage/changelog.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/importlog.h"
#include "storage/librarycare.h"
#include "storage/paperstore.h"
#include "storage/paperwriter.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>

#include <cstdio>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>

namespace Lectern::Import {
namespace {

// Where an import's time goes: QT_LOGGING_RULES="lectern.import.debug=true".
Q_LOGGING_CATEGORY(importLog, "lectern.import", QtWarningMsg)

using Storage::PaperWriter;

// "-" names standard input.
constexpr QLatin1StringView StandardInput("-");

// How often (in abstracts) progress is reported and a cancel request is noticed.
constexpr int ProgressInterval = 256;
// Abstracts handed from the reading thread to the writing one at a time, and how many such
// batches may wait: this bounds the text in memory at about 2,000 abstracts, whatever the
// size of the files.
constexpr qsizetype BatchSize = 256;
constexpr std::size_t MaxWaitingBatches = 8;
// An import that adds this many papers merges the full-text index into one segment before it
// commits: searching then reads one b-tree per word instead of one per segment. Done inside the
// transaction it costs less than afterwards (measured at 100,000 papers: 1.1 s against 1.4 s),
// as the pages of the segments it replaces were never written out.
constexpr int OptimizeThreshold = 10000;
// Inputs this large (a few hundred abstracts and more) are imported into a library that has
// papers only after a backup of it: an import of the wrong file is undone in one step, but a
// backup also covers what the undo cannot (a crash, a damaged disk).
constexpr qint64 BackupThreshold = 256 * 1024;

QString cannotRead(const QString &path, const QString &why)
{
    return QCoreApplication::translate("Importer", "%1: cannot be read (%2)").arg(path, why);
}

// Papers of one file, read and prepared on the reading thread. A file's first batch carries
// its collection, its last one how the reading ended.
struct Batch
{
    qsizetype file = 0; // index into ImportReport::files
    std::optional<CollectionInfo> collection; // on the first batch of a file that could be opened
    QString format;
    QList<PaperWriter::PreparedPaper> papers;
    QList<qint64> ends; // bytes of the input up to the end of each paper, for progress
    bool last = true;
    QString error; // the file could not be opened or read to its end
    bool changed = false; // the file changed while it was read
    QList<RecordProblem> skipped;
    QStringList warnings;
    qint64 size = 0; // on the last batch: the bytes of the input, as far as it was read
};

// What identifies a file's content without reading it: a file whose size or modification time
// changed while it was read may have been read half old, half new.
struct FileStamp
{
    qint64 size = -1;
    QDateTime modified;
    friend bool operator==(const FileStamp &, const FileStamp &) = default;
};

std::optional<FileStamp> stampOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return std::nullopt; // standard input, a pipe: nothing to compare
    return FileStamp{ info.size(), info.lastModified() };
}

// The input a path names: a file, a pipe, or standard input for "-".
std::unique_ptr<QFile> openInput(const QString &path, QString *error)
{
    auto file = std::make_unique<QFile>();
    const bool opened = path == StandardInput ? file->open(stdin, QIODevice::ReadOnly)
                                              : (file->setFileName(path), file->open(QIODevice::ReadOnly));
    if (!opened) {
        *error = cannotRead(path, file->errorString());
        return nullptr;
    }
    return file;
}

// Batches on their way from the reading thread to the writing one; at most MaxWaitingBatches
// wait, so a reader faster than the library waits for it.
class BatchQueue
{
public:
    // Waits for room; false once the writer stopped taking batches.
    bool push(Batch &&batch)
    {
        std::deque<Batch> spent;
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_closed || m_batches.size() < MaxWaitingBatches; });
        if (m_closed)
            return false;
        m_batches.push_back(std::move(batch));
        spent.swap(m_spent);
        m_changed.notify_all();
        lock.unlock();
        return true; // spent batches are freed here, on the reading thread
    }

    // Hands a batch the writer is done with back to the reading thread, which allocated its
    // strings: freeing them there spares both threads contention in the allocator (measured:
    // 5 to 10% of the writing thread's time).
    void recycle(Batch &&batch)
    {
        const std::lock_guard lock(m_mutex);
        m_spent.push_back(std::move(batch));
    }

    // Waits for a batch; nothing once the reader has finished and every batch was taken.
    std::optional<Batch> pop()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_finished || !m_batches.empty(); });
        if (m_batches.empty())
            return std::nullopt;
        Batch batch = std::move(m_batches.front());
        m_batches.pop_front();
        m_changed.notify_all();
        return batch;
    }

    // The reader has nothing more.
    void finish()
    {
        const std::lock_guard lock(m_mutex);
        m_finished = true;
        m_changed.notify_all();
    }

    // The writer takes nothing more: a waiting or later push() returns false.
    void close()
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
        m_batches.clear();
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_batches;
    std::deque<Batch> m_spent;
    bool m_finished = false;
    bool m_closed = false;
};

// On the reading thread: reads each input once, record by record, infers titles, finds links
// and content keys, and hands the papers over in batches. Touches no database.
void readFiles(const QStringList &paths, std::optional<Format> format, const Storage::Engine &engine, BatchQueue &queue)
{
    const auto finished = qScopeGuard([&queue] { queue.finish(); });
    for (qsizetype f = 0; f < paths.size(); ++f) {
        const QString &path = paths[f];
        Batch batch;
        batch.file = f;
        const std::optional<FileStamp> before = stampOf(path);
        const std::unique_ptr<QFile> input = openInput(path, &batch.error);
        if (!input) {
            if (!queue.push(std::move(batch)))
                return;
            continue;
        }
        const Format chosen = format ? *format : detectFormat(input->peek(SniffSize), path);
        const std::unique_ptr<RecordReader> reader = createReader(chosen);
        batch.format = formatName(chosen);
        const QString name = path == StandardInput ? QCoreApplication::translate("Importer", "standard input") : path;
        if (reader->start(*input, name)) {
            batch.collection = reader->collection();
            batch.papers.reserve(BatchSize);
            while (auto record = reader->next()) {
                batch.papers.append(PaperWriter::prepare(std::move(*record), engine));
                batch.ends.append(reader->position());
                if (batch.papers.size() == BatchSize) {
                    Batch full = std::exchange(batch, Batch());
                    full.last = false;
                    batch.file = f;
                    batch.format = full.format;
                    if (!queue.push(std::move(full)))
                        return;
                    batch.papers.reserve(BatchSize);
                }
            }
        }
        batch.error = reader->errorString();
        batch.skipped = reader->problems();
        batch.warnings = reader->warnings();
        batch.changed = before && stampOf(path) != before;
        batch.size = before ? before->size : reader->position();
        if (!queue.push(std::move(batch)))
            return;
    }
}

// The papers of one file by the tag each keyword of theirs names, tagged once the file is read.
class KeywordTags
{
public:
    void add(const QStringList &keywords, PaperId paper)
    {
        for (const QString &keyword : keywords) {
            const TagName tag = TagName::check(keyword);
            if (!tag.isValid())
                continue;
            auto &[name, papers] = m_papers[TagName::key(tag.name)];
            if (name.isEmpty())
                name = tag.name;
            papers.append(paper);
        }
    }

    // Returns the number of tags given.
    int apply(const Storage::Database &database) const
    {
        Storage::TagStore tags(database);
        for (const auto &[key, tag] : m_papers)
            tags.addToPapers(tag.first, tag.second);
        return static_cast<int>(m_papers.size());
    }

private:
    std::map<QString, std::pair<QString, QList<PaperId>>> m_papers; // key → (name as first written, papers)
};

} // namespace

int ImportReport::added() const
{
    return std::accumulate(files.cbegin(), files.cend(), 0, [](int sum, const FileReport &f) { return sum + f.added; });
}

int ImportReport::merged() const
{
    return std::accumulate(
        files.cbegin(), files.cend(), 0, [](int sum, const FileReport &f) { return sum + int(f.merged.size()); });
}

int ImportReport::existing() const
{
    return std::accumulate(
        files.cbegin(), files.cend(), 0, [](int sum, const FileReport &f) { return sum + f.existing; });
}

qsizetype ImportReport::skipped() const
{
    return std::accumulate(files.cbegin(), files.cend(), qsizetype(0), [](qsizetype sum, const FileReport &f) {
        return sum + f.skipped.size();
    });
}

void ImportReport::discardCounts()
{
    for (FileReport &file : files) {
        file.added = file.existing = 0;
        file.addedPapers.clear();
        file.merged.clear();
    }
}

bool ImportReport::hasErrors() const
{
    return !storageError.isEmpty() ||
        std::any_of(files.cbegin(), files.cend(), [](const FileReport &f) { return !f.error.isEmpty(); });
}

Importer::Importer(const Storage::Database &database) : m_database(database) { }

void Importer::setProgressHandler(ProgressHandler handler)
{
    m_progress = std::move(handler);
}

void Importer::setFormat(std::optional<Format> format)
{
    m_format = format;
}

ImportReport Importer::importFiles(const QStringList &paths, std::stop_token stop)
{
    ImportReport report;
    qint64 total = 0;
    for (const QString &path : paths) {
        FileReport file;
        file.file = path;
        report.files.append(file);
        if (const auto stamp = stampOf(path))
            total += stamp->size;
    }

    const Storage::LibraryCare &care = Storage::LibraryCare::of(m_database.location());
    if (total >= BackupThreshold && care.backsUpBeforeLargeImports() &&
        Storage::PaperStore(m_database).paperCount() > 0) {
        try {
            care.makeBackup(m_database);
        } catch (const Storage::StorageError &error) {
            report.storageError = QCoreApplication::translate(
                "Importer", "No backup of the library could be made first, so nothing was imported: %1")
                                      .arg(error.message());
            return report;
        }
    }

    BatchQueue queue;
    std::thread reader([&paths, format = m_format, &engine = m_database.engine(), &queue] {
        readFiles(paths, format, engine, queue);
    });
    const auto stopReader = qScopeGuard([&] {
        queue.close();
        reader.join();
    });

    try {
        const auto bulkLoad = m_database.engine().bulkLoad(m_database);
        {
            Storage::Transaction transaction(m_database.connectionName());
            Storage::CollectionStore collections(m_database);
            PaperWriter writer(m_database);
            writer.setKeepSnapshots(m_undoable);
            Storage::ImportLog records(m_database);
            Storage::ImportLog::ImportId importId = 0; // of the file being written, begun with its first paper
            qint64 recordsOfFile = 0;
            std::optional<Storage::Savepoint> filePart; // the file being written, given up alone
            std::optional<CollectionInfo> collection; // of the file being written, made with its first paper
            PaperWriter::Source source;
            KeywordTags keywordTags;
            RestoredAnnotations restored;
            qint64 written = 0;
            qint64 filesDone = 0; // bytes of the inputs finished
            qint64 bytes = 0;
            qint64 waited = 0; // ns the writer waited for the reader
            QElapsedTimer timer;
            timer.start();
            // Whether to stop; then the report says so, and the transaction rolls back.
            const auto cancelled = [&stop, &report] {
                if (!stop.stop_requested())
                    return false;
                report.cancelled = true;
                report.discardCounts();
                return true;
            };
            for (;;) {
                QElapsedTimer wait;
                wait.start();
                auto batch = queue.pop();
                waited += wait.nsecsElapsed();
                if (!batch)
                    break;
                FileReport &fileReport = report.files[batch->file];
                fileReport.format = batch->format;
                if (batch->collection) {
                    filePart.emplace(m_database.connectionName());
                    collection = std::move(batch->collection);
                    source.collectionId = 0;
                    importId = 0;
                }
                // An input with no paper adds no collection.
                if (!source.collectionId && !batch->papers.isEmpty()) {
                    source = { collections.ensure(*collection),
                        collection->venue,
                        collection->year,
                        QFileInfo(fileReport.file).fileName() };
                    importId = records.begin(source.file, batch->format);
                    recordsOfFile = 0;
                }
                const QList<PaperWriter::Result> results = writer.add(batch->papers, source);
                bulkLoad->wrote(written + batch->papers.size());
                for (qsizetype i = 0; i < batch->papers.size(); ++i) {
                    const PaperWriter::Result &result = results[i];
                    records.record(importId, ++recordsOfFile, result.id);
                    if (m_tagsFromKeywords)
                        keywordTags.add(batch->papers[i].record.reference.keywords, result.id);
                    switch (result.outcome) {
                    case PaperWriter::Result::Added:
                        ++fileReport.added;
                        fileReport.addedPapers.append(result.id);
                        if (const auto &annotations = batch->papers[i].record.annotations)
                            restored.add(result.id, *annotations);
                        break;
                    case PaperWriter::Result::Merged:
                        fileReport.merged.append(
                            { batch->papers[i].record.sourcePosition, result.id, result.matchedKey, result.before });
                        break;
                    case PaperWriter::Result::Existing:
                        ++fileReport.existing;
                        break;
                    }
                    bytes = filesDone + batch->ends[i];
                    if (++written % ProgressInterval == 0) {
                        if (cancelled())
                            return report;
                        if (m_progress)
                            m_progress(total > 0 ? std::min(bytes, total - 1) : bytes, total);
                    }
                }
                if (batch->last) {
                    fileReport.skipped = batch->skipped;
                    fileReport.warnings = batch->warnings;
                    if (batch->changed) {
                        fileReport.error = batch->error;
                        throw Storage::StorageError(QCoreApplication::translate(
                            "Importer", "%1 changed while it was imported; nothing was imported.")
                                .arg(fileReport.file));
                    }
                    if (!batch->error.isEmpty()) {
                        fileReport.error = batch->error;
                        fileReport.added = fileReport.existing = 0;
                        fileReport.addedPapers.clear();
                        fileReport.merged.clear();
                        filePart.reset(); // rolls the file's papers back
                        writer.rolledBack();
                        records.rolledBack();
                    } else if (filePart) {
                        writer.flush();
                        records.flush();
                        fileReport.keywordTags = keywordTags.apply(m_database);
                        restored.apply(m_database);
                        filePart->release();
                        filePart.reset();
                    }
                    keywordTags = {};
                    restored = {};
                    filesDone = bytes = filesDone + batch->size;
                }
                queue.recycle(std::move(*batch));
            }
            qCDebug(importLog,
                "wrote %lld papers: %lld ms, %lld ms of it waiting for the reader",
                written,
                timer.elapsed(),
                waited / 1000000);
            writer.flush();
            records.flush();
            // Asked for since the last records' check, a stop is honoured before the index is
            // merged (seconds at a large import) and before the commit that cannot be taken back.
            if (cancelled())
                return report;
            if (m_progress)
                m_progress(std::max(total, bytes), std::max(total, bytes));
            if (report.added() >= OptimizeThreshold) {
                timer.start();
                bulkLoad->compactIndex();
                qCDebug(importLog, "merged the search index: %lld ms", timer.elapsed());
            }
            if (cancelled())
                return report;
            timer.start();
            Storage::ChangeLog(m_database).record(Storage::Change::Kind::Library);
            transaction.commit();
            qCDebug(importLog, "committed: %lld ms", timer.elapsed());
        }
    } catch (const Storage::StorageError &error) {
        report.storageError = error.message();
        report.discardCounts();
    }
    return report;
}

} // namespace Lectern::Import
