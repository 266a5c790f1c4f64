// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace Lectern::Import {
struct ImportReport;
}

namespace Lectern::Desktop {

class ImportTask;
class LibraryController;

// An import into the library shown, from choosing the files to its report: one at a time, on a
// worker thread, with a progress dialog once it takes a moment, and at its end one step on the
// undo stack and a message naming what was skipped and why.
class ImportController : public QObject
{
    Q_OBJECT

public:
    ImportController(LibraryController &library, QWidget *window);

    void chooseFiles();
    // Null when the import cannot start: one runs already, no library is open, it is read-only
    // here or damaged (the window says why).
    ImportTask *importFiles(const QStringList &files);
    // Fills the library shown with the program's demo abstracts when it has no papers.
    void fillWithDemoWhenEmpty();
    bool isRunning() const { return !m_import.isNull(); }
    // Cancels the import running and waits for it to roll back.
    void cancel();

Q_SIGNALS:
    void runningChanged(bool running);
    // The import ended, done or cancelled; the library may have new papers and new fields.
    void finished(const Import::ImportReport &report);
    void statusMessage(const QString &message, int timeoutMs);

private:
    void reportEnd(ImportTask *task);
    // Lists the problems of the import, offering to undo it when it added papers.
    void showProblems(const Import::ImportReport &report, int papers);

    LibraryController &m_library;
    QWidget *m_window;
    QPointer<ImportTask> m_import;
};

} // namespace Lectern::Desktop
