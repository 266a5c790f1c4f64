// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"

#include "import/bulkload.h"
#include "import/plaintextreader.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/paperwriter.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>

namespace Lectern::Import {
namespace {

// Where an import's time goes: QT_LOGGING_RULES="lectern.import.debug=true".
Q_LOGGING_CATEGORY(importLog, "lectern.import", QtWarningMsg)

using Storage::PaperWriter;

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

QString cannotRead(const QString &path, const QString &why)
{
    return QCoreApplication::translate("Importer", "%1: cannot be read (%2)").arg(path, why);
}

// A file that was checked and can be imported.
struct ReadableFile
{
    qsizetype report; // index into ImportReport::files
    QString path;
    FileSurvey survey;
};

// Papers of one file, read and prepared on the reading thread.
struct Batch
{
    qsizetype file = 0; // index into the readable files
    QList<PaperWriter::PreparedPaper> papers;
    QString error; // the file could not be read to its end (it changed since it was checked)
};

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

// On the reading thread: reads every file again, abstract by abstract, infers titles, finds
// links and content keys, and hands them over in batches. Touches no database.
void readFiles(const QList<ReadableFile> &files, BatchQueue &queue)
{
    const auto finished = qScopeGuard([&queue] { queue.finish(); });
    for (qsizetype f = 0; f < files.size(); ++f) {
        Batch batch{ f, {}, {} };
        QFile file(files[f].path);
        PlainTextReader reader;
        if (!file.open(QIODevice::ReadOnly)) {
            batch.error = cannotRead(files[f].path, file.errorString());
        } else if (reader.start(file, files[f].path)) {
            batch.papers.reserve(BatchSize);
            while (auto record = reader.next()) {
                batch.papers.append(PaperWriter::prepare(std::move(*record)));
                if (batch.papers.size() == BatchSize) {
                    if (!queue.push(std::exchange(batch, Batch{ f, {}, {} })))
                        return;
                    batch.papers.reserve(BatchSize);
                }
            }
            batch.error = reader.errorString();
        } else {
            batch.error = reader.errorString();
        }
        if (!queue.push(std::move(batch)))
            return;
    }
}

} // namespace

int ImportReport::added() const
{
    return std::accumulate(files.cbegin(), files.cend(), 0, [](int sum, const FileReport &f) { return sum + f.added; });
}

int ImportReport::existing() const
{
    return std::accumulate(
        files.cbegin(), files.cend(), 0, [](int sum, const FileReport &f) { return sum + f.existing; });
}

void ImportReport::discardCounts()
{
    for (FileReport &file : files)
        file.added = file.existing = 0;
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

ImportReport Importer::importFiles(const QStringList &paths, std::stop_token stop)
{
    // First every file is checked from end to end, without keeping its text: a bad file is
    // refused before anything is written, and the number of abstracts is known for progress.
    ImportReport report;
    QList<ReadableFile> readable;
    qint64 total = 0;
    QElapsedTimer timer;
    timer.start();
    for (const QString &path : paths) {
        report.files.append({ path, {}, 0, 0 });
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            report.files.last().error = cannotRead(path, file.errorString());
            continue;
        }
        PlainTextReader reader;
        const auto survey = reader.survey(file, path);
        if (!survey) {
            report.files.last().error = reader.errorString();
            continue;
        }
        total += survey->abstracts;
        readable.append({ report.files.size() - 1, path, *survey });
    }
    qCDebug(importLog, "checked %lld files, %lld abstracts: %lld ms", qint64(paths.size()), total, timer.elapsed());

    // Then a reading thread reads the files again and prepares the papers while this one
    // writes them: the title inference and the library's writing each keep a core busy.
    BatchQueue queue;
    std::thread reader([&readable, &queue] { readFiles(readable, queue); });
    const auto stopReader = qScopeGuard([&] {
        queue.close();
        reader.join();
    });

    try {
        const BulkLoad bulkLoad(m_database);
        {
            Storage::Transaction transaction(m_database.connectionName());
            Storage::CollectionStore collections(m_database);
            PaperWriter writer(m_database);
            PaperWriter::Source source;
            qsizetype current = -1;
            qint64 done = 0;
            qint64 waited = 0; // ns the writer waited for the reader
            timer.start();
            for (;;) {
                QElapsedTimer wait;
                wait.start();
                auto batch = queue.pop();
                waited += wait.nsecsElapsed();
                if (!batch)
                    break;
                FileReport &fileReport = report.files[readable[batch->file].report];
                if (batch->file != current) {
                    current = batch->file;
                    const CollectionInfo &collection = readable[current].survey.collection;
                    source = { collections.ensure(collection),
                        collection.venue,
                        collection.year,
                        QFileInfo(fileReport.file).fileName() };
                }
                for (const PaperWriter::PreparedPaper &paper : std::as_const(batch->papers)) {
                    (writer.add(paper, source) ? fileReport.added : fileReport.existing)++;
                    if (++done % ProgressInterval == 0) {
                        if (stop.stop_requested()) {
                            report.cancelled = true;
                            break;
                        }
                        if (m_progress)
                            m_progress(done, total);
                    }
                }
                if (report.cancelled)
                    break;
                if (!batch->error.isEmpty()) {
                    // The file was readable when it was checked and is not any more: it was
                    // changed meanwhile. Nothing is imported, as for any other failure.
                    fileReport.error = batch->error;
                    throw Storage::StorageError(QCoreApplication::translate(
                        "Importer", "%1 changed while it was imported; nothing was imported.")
                            .arg(fileReport.file));
                }
                queue.recycle(std::move(*batch));
            }
            if (report.cancelled) {
                report.discardCounts();
                return report; // the transaction rolls back
            }
            qCDebug(importLog,
                "wrote %lld papers: %lld ms, %lld ms of it waiting for the reader",
                done,
                timer.elapsed(),
                waited / 1000000);
            if (m_progress)
                m_progress(total, total);
            if (report.added() >= OptimizeThreshold) {
                timer.start();
                BulkLoad::optimizeIndex(m_database);
                qCDebug(importLog, "merged the search index: %lld ms", timer.elapsed());
            }
            timer.start();
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
