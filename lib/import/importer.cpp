// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"

#include "import/plaintextreader.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/paperwriter.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <numeric>

namespace Lectern::Import {
namespace {

// How often (in abstracts) progress is reported and a cancel request is noticed.
constexpr int ProgressInterval = 256;

struct ReadFile
{
    qsizetype report; // index into ImportReport::files
    ParsedFile parsed;
};

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
    ImportReport report;
    QList<ReadFile> readable;
    qint64 total = 0;
    for (const QString &path : paths) {
        report.files.append({ path, {}, 0, 0 });
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            report.files.last().error =
                QCoreApplication::translate("Importer", "%1: cannot be read (%2)").arg(path, file.errorString());
            continue;
        }
        PlainTextReader reader;
        auto parsed = reader.read(file, path);
        if (!parsed) {
            report.files.last().error = reader.errorString();
            continue;
        }
        total += parsed->records.size();
        readable.append({ report.files.size() - 1, std::move(*parsed) });
    }

    try {
        Storage::Transaction transaction(m_database.connectionName());
        Storage::CollectionStore collections(m_database);
        Storage::PaperWriter writer(m_database);
        qint64 done = 0;
        for (const ReadFile &file : std::as_const(readable)) {
            FileReport &fileReport = report.files[file.report];
            const Storage::PaperWriter::Source source{ collections.ensure(file.parsed.collection),
                file.parsed.collection.venue,
                file.parsed.collection.year,
                QFileInfo(fileReport.file).fileName() };
            for (const PaperRecord &record : file.parsed.records) {
                (writer.add(record, source) ? fileReport.added : fileReport.existing)++;
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
        }
        if (report.cancelled) {
            report.discardCounts();
            return report; // the transaction rolls back
        }
        transaction.commit();
        if (m_progress)
            m_progress(total, total);
    } catch (const Storage::StorageError &error) {
        report.storageError = error.message();
        report.discardCounts();
    }
    return report;
}

} // namespace Lectern::Import
