// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "export/exportformat.h"

#include <functional>

class QIODevice;

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Export {

// Writes papers of a library in one format. Papers are read a page at a time and written as they
// are read, so memory stays flat however many there are; a file is written with QSaveFile, so
// an export that fails or is cancelled leaves any earlier file as it was.
class Exporter
{
public:
    // Called after each page with the papers written so far; returning false cancels.
    using Progress = std::function<bool(qsizetype written, qsizetype total)>;

    Exporter(const Storage::Database &database, ExportFormat format, ExportOptions options = {});

    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // The papers in the order given; ids no longer in the library are left out.
    bool write(const QList<PaperId> &ids, QIODevice &device);
    bool writeFile(const QList<PaperId> &ids, const QString &path);

    // How many papers the last export wrote.
    qsizetype written() const { return m_written; }
    bool wasCancelled() const { return m_cancelled; }
    // Why the last export failed; empty when it did not (a cancel is no failure).
    QString errorString() const { return m_error; }

private:
    const Storage::Database &m_database;
    ExportFormat m_format;
    ExportOptions m_options;
    Progress m_progress;
    qsizetype m_written = 0;
    bool m_cancelled = false;
    QString m_error;
};

} // namespace Lectern::Export
