// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/importtask.h"

#include "storage/database.h"

#include <QThread>

namespace Lectern::Desktop {

ImportTask::ImportTask(Storage::Location library, QString origin, QStringList files, QObject *parent)
    : QObject(parent), m_library(std::move(library)), m_origin(std::move(origin)), m_files(std::move(files))
{
}

ImportTask::~ImportTask()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
    }
}

void ImportTask::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] { run(); });
    m_thread->setParent(this);
    connect(m_thread, &QThread::finished, this, &ImportTask::finished);
    m_thread->start();
}

void ImportTask::cancel()
{
    m_stop.request_stop();
}

bool ImportTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

// On the worker thread.
void ImportTask::run()
{
    Storage::Database database(m_library, m_origin);
    if (!database.open()) {
        m_report.storageError = database.errorString();
        return;
    }
    Import::Importer importer(database);
    importer.setUndoable(true);
    importer.setProgressHandler([this](qint64 done, qint64 total) { Q_EMIT progressChanged(done, total); });
    m_report = importer.importFiles(m_files, m_stop.get_token());
}

} // namespace Lectern::Desktop
