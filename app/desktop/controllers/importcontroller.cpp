// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/importcontroller.h"

#include "controllers/librarycontroller.h"
#include "editing/libraryeditor.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "storage/referencesnapshots.h"
#include "tasks/importtask.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryworker.h"
#include "widgets/plaintext.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

namespace Lectern::Desktop {
namespace {

// An import shorter than this shows no progress dialog.
constexpr int ProgressDelayMs = 400;
constexpr int StatusMessageMs = 8000;
const QString ImportFolderKey = QStringLiteral("import/folder");

} // namespace

ImportController::ImportController(LibraryController &library, QWidget *window)
    : QObject(window), m_library(library), m_window(window)
{
    // It stops at its next check (every 256 records, and before its commit) and rolls back; the
    // fold of the journal waits for that.
    connect(&library, &LibraryController::moved, this, [this] {
        if (m_import)
            m_import->cancel();
    });
}

void ImportController::chooseFiles()
{
    QSettings settings;
    const QString folder =
        settings.value(ImportFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString();
    const QStringList files = QFileDialog::getOpenFileNames(m_window,
        tr("Import Abstracts"),
        folder,
        tr("Abstracts and references (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;"
           "Text files (*.txt *.text *.md);;RIS files (*.ris);;BibTeX files (*.bib);;Web of Science exports "
           "(*.txt *.ciw);;PubMed files (*.nbib *.txt);;CSV files (*.csv *.tsv);;JSON files (*.json *.jsonl);;"
           "All files (*)"));
    if (files.isEmpty())
        return;
    settings.setValue(ImportFolderKey, QFileInfo(files.first()).absolutePath());
    importFiles(files);
}

ImportTask *ImportController::importFiles(const QStringList &files)
{
    LibraryEditor *editor = m_library.editor();
    if (m_import || !m_library.library() || files.isEmpty())
        return nullptr;
    if (editor->isDamaged()) {
        m_library.reportDamage(tr("found before this import, which was not started"));
        return nullptr;
    }
    if (editor->isReadOnly()) {
        Q_EMIT statusMessage(tr("Nothing was imported: this window only reads the library."), StatusMessageMs);
        return nullptr;
    }
    // The import writes through a connection of its own: the editor says whether writing may be.
    if (!editor->mayWrite())
        return nullptr;
    auto *task = new ImportTask(m_library.location(), m_library.library()->worker().origin(), files, this);
    auto *progress = new QProgressDialog(tr("Importing abstracts…"), tr("Cancel"), 0, 0, m_window);
    progress->setWindowTitle(tr("Import"));
    auto *bar = new QProgressBar(progress);
    bar->setAccessibleName(tr("Import progress"));
    progress->setBar(bar);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(ProgressDelayMs);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(progress, &QProgressDialog::canceled, task, &ImportTask::cancel);
    connect(task, &ImportTask::progressChanged, progress, [progress](qint64 done, qint64 total) {
        // QProgressDialog counts in int; per mille keeps any total in range.
        progress->setMaximum(1000);
        progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
        if (done == total) {
            // What remains is saving; a large import merges its search index then, for seconds.
            progress->setLabelText(tr("Saving the library…"));
            progress->setCancelButtonText(QString());
        }
    });
    // Closed by the user, the dialog deleted itself already.
    connect(task, &ImportTask::finished, this, [this, task, progress = QPointer(progress)] {
        if (progress)
            progress->close();
        reportEnd(task);
    });
    m_import = task;
    Q_EMIT runningChanged(true);
    Q_EMIT statusMessage(tr("Importing…"), 0);
    task->start();
    return task;
}

void ImportController::fillWithDemoWhenEmpty()
{
    LibraryConnection *library = m_library.library();
    if (!library)
        return;
    library->worker().read<int>([](Storage::LibrarySession &session) { return session.papers().paperCount(); },
        [this, location = library->location()](const int &papers) {
            if (papers == 0 && m_library.location() == location)
                importFiles({ QStringLiteral(":/demo/demo-abstracts.txt") });
        });
}

void ImportController::cancel()
{
    if (!m_import)
        return;
    m_import->cancel();
    delete m_import; // waits for the worker, which rolls back
}

void ImportController::reportEnd(ImportTask *task)
{
    const Import::ImportReport report = task->report();
    task->deleteLater();
    m_import = nullptr;
    Q_EMIT runningChanged(false);
    Q_EMIT finished(report);
    if (report.cancelled && m_library.editor()->isMoved()) {
        //: %1 is a sentence of its own, saying that the library file moved.
        Q_EMIT statusMessage(tr("Import cancelled. %1").arg(LibraryController::movedMessage()), 0);
        return;
    }
    if (report.cancelled) {
        Q_EMIT statusMessage(tr("Import cancelled; the library is unchanged."), 0);
        return;
    }
    QList<PaperId> added;
    QList<Storage::ReferenceSnapshot> mergedBefore;
    for (const Import::FileReport &file : report.files) {
        added += file.addedPapers;
        for (const Import::Merge &merge : file.merged)
            mergedBefore.append(merge.before);
    }
    const int papers = int(LibraryEditor::importedPapers(added, mergedBefore));
    m_library.editor()->recordImport(added, mergedBefore, tr("Import of %n Paper(s)", nullptr, papers));
    Q_EMIT statusMessage(report.merged()
            ? tr("Import finished: %1 new, %2 merged into papers of the library, %3 already in it.")
                  .arg(report.added())
                  .arg(report.merged())
                  .arg(report.existing())
            : tr("Import finished: %1 new, %2 already in the library.").arg(report.added()).arg(report.existing()),
        0);
    showProblems(report, papers);
}

void ImportController::showProblems(const Import::ImportReport &report, int papers)
{
    QStringList problems;
    if (!report.storageError.isEmpty())
        problems.append(tr("Nothing was imported: %1").arg(report.storageError));
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            problems.append(file.error);
        else if (file.added + file.existing == 0 && file.skipped.isEmpty())
            problems.append(tr("%1: no abstracts found.").arg(QFileInfo(file.file).fileName()));
        problems += file.warnings;
        // Enough to see what went wrong; the rest would make a dialog taller than the screen.
        constexpr qsizetype MaxListed = 10;
        for (const Import::RecordProblem &problem : file.skipped.first(std::min(file.skipped.size(), MaxListed))) {
            problems.append(tr("%1, line %2: skipped %3")
                    .arg(QFileInfo(file.file).fileName())
                    .arg(problem.line)
                    .arg(problem.message));
        }
        if (file.skipped.size() > MaxListed)
            problems.append(tr("%1: %n more record(s) skipped", nullptr, int(file.skipped.size() - MaxListed))
                    .arg(QFileInfo(file.file).fileName()));
    }
    if (problems.isEmpty())
        return;
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Import"), plainToRichText(problems.join(u'\n')), QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // What the report shows may make the whole import unwanted (a file read as the wrong
    // format): it can be taken back from here, as from Edit → Undo.
    if (papers > 0) {
        QPushButton *undoImport = box->addButton(tr("&Undo Import"), QMessageBox::DestructiveRole);
        QUndoStack *undo = m_library.editor()->undoStack();
        connect(undoImport, &QPushButton::clicked, this, [undo, depth = undo->index()] {
            if (undo->index() == depth)
                undo->undo();
        });
    }
    box->open();
}

} // namespace Lectern::Desktop
