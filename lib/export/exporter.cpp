// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exporter.h"

#include "export/entrywriter.h"
#include "storage/paperdetailsstream.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace Lectern::Export {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Export::Exporter)
};

} // namespace

Exporter::Exporter(const Storage::Database &database, ExportFormat format, ExportOptions options)
    : m_database(database), m_format(format), m_options(std::move(options))
{
}

bool Exporter::write(const QList<PaperId> &ids, QIODevice &device)
{
    m_written = 0;
    m_cancelled = false;
    m_error.clear();
    const std::unique_ptr<EntryWriter> writer = createWriter(m_format, device, m_options);
    Storage::PaperDetailsStream papers(m_database, ids);
    writer->writeStart();
    while (const QList<PaperDetails> *page = papers.next()) {
        for (const PaperDetails &details : *page) {
            writer->writeEntry(details);
            ++m_written;
        }
        if (!writer->flush())
            break;
        if (m_progress && !m_progress(m_written, ids.size())) {
            m_cancelled = true;
            return false;
        }
    }
    writer->writeEnd();
    if (!writer->flush()) {
        m_error = Tr::tr("cannot write: %1").arg(device.errorString());
        return false;
    }
    return true;
}

bool Exporter::writeFile(const QList<PaperId> &ids, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        m_error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (!write(ids, file)) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        m_error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace Lectern::Export
