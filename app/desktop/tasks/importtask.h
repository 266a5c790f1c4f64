// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/importer.h"
#include "storage/location.h"

#include <QObject>

#include <stop_token>

class QThread;

namespace Lectern::Desktop {

// Runs an import on a worker thread with its own connection to the library, so the window
// stays responsive. Lives on the GUI thread; its signals arrive there. The import writes in the
// change log as origin, the window's worker: the window shows the import when it ends, and its
// change feed does not tell it again.
class ImportTask : public QObject
{
    Q_OBJECT

public:
    ImportTask(Storage::Location library, QString origin, QStringList files, QObject *parent = nullptr);
    ~ImportTask() override;

    void start();
    // Asks the import to stop; it rolls back and finishes with report.cancelled set.
    void cancel();
    bool isRunning() const;
    const Import::ImportReport &report() const { return m_report; }

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total);
    void finished();

private:
    void run();

    Storage::Location m_library;
    QString m_origin;
    QStringList m_files;
    std::stop_source m_stop;
    QThread *m_thread = nullptr;
    Import::ImportReport m_report; // written by the worker, read after finished()
};

} // namespace Lectern::Desktop
