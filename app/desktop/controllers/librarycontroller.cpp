// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/librarycontroller.h"

#include "editing/libraryeditor.h"
#include "models/recentlibraries.h"
#include "storage/changefeed.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/librarycare.h"
#include "storage/librarylock.h"
#include "storage/librarysession.h"
#include "storage/sqlerror.h"
#include "tasks/librarycare.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryopening.h"
#include "tasks/libraryworker.h"
#include "widgets/connectdialog.h"
#include "widgets/plaintext.h"
#include "widgets/restoredialog.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QUndoStack>

namespace Lectern::Desktop {
namespace {

constexpr int StatusMessageMs = 8000;

} // namespace

LibraryController::LibraryController(QWidget *window)
    : QObject(window), m_window(window), m_editor(new LibraryEditor(this)), m_care(new LibraryCare(this))
{
    connect(m_care, &LibraryCare::damageFound, this, [this](const QString &problem) {
        m_editor->setDamaged(true);
        reportDamage(problem);
    });
    connect(m_care, &LibraryCare::backedUp, this, [this] {
        Q_EMIT statusMessage(tr("The library was backed up."), StatusMessageMs);
    });
    connect(m_care, &LibraryCare::backupFailed, this, [this](const QString &message) {
        Q_EMIT statusMessage(tr("No backup could be made: %1").arg(message), 0);
    });
    connect(m_editor, &LibraryEditor::damageFound, this, [this](const QString &message) {
        const Storage::Location library = location();
        Storage::LibraryCare::of(library).markDamaged(library, message);
        reportDamage(message);
    });
}

LibraryController::~LibraryController()
{
    close();
}

void LibraryController::close()
{
    // The editor's commands go before the worker they use.
    m_editor->setWorker(nullptr);
    m_library.reset();
    m_lock.reset();
}

LibraryWorker *LibraryController::worker() const
{
    return m_library ? &m_library->worker() : nullptr;
}

Storage::Location LibraryController::location() const
{
    return m_library ? m_library->location() : Storage::Location();
}

bool LibraryController::open(const Storage::Location &location, bool quiet)
{
    // See leaveMovedFile(): the moved file's connections go before any library is opened.
    if (m_editor->isMoved()) {
        Q_EMIT aboutToLeave();
        close();
    }
    // The library this window edits keeps its claim when it is opened again (after a restore);
    // one it only reads is read again without asking.
    const bool again = m_library && m_library->location().isSameAs(location);
    const bool claimed = again && m_lock;
    std::unique_ptr<Storage::LibraryLock> lock;
    auto access = Storage::Database::Access::ReadWrite;
    if (!claimed) {
        lock = std::make_unique<Storage::LibraryLock>(location);
        if (!lock->tryLock()) {
            const bool readAgain = again && m_library->isReadOnly();
            if (!readAgain && (quiet || !acceptReadOnly(location, lock->holder())))
                return false;
            access = Storage::Database::Access::ReadOnly;
            lock.reset();
        }
    }
    QString error;
    std::unique_ptr<LibraryWorker> worker = openLibraryWorker(location, access, m_window, !quiet, &error);
    if (!worker) {
        if (!quiet && !error.isEmpty())
            QMessageBox::critical(m_window, tr("Cannot open the library"), plainToRichText(error));
        return false;
    }
    if (claimed)
        lock = std::move(m_lock);
    show(std::move(worker), access, std::move(lock));
    return true;
}

void LibraryController::reopen()
{
    if (m_library)
        open(m_library->location());
}

void LibraryController::chooseLibrary()
{
    const QString folder = m_library && m_library->location().isFile()
        ? QFileInfo(m_library->location().filePath()).absolutePath()
        : QString();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Library"), folder, tr("Lectern libraries (*.sqlite);;All files (*)"));
    if (!path.isEmpty())
        open(Storage::Location::file(path));
}

void LibraryController::connectToTeamLibrary()
{
    ConnectDialog dialog(m_window);
    if (dialog.exec() == QDialog::Accepted)
        show(dialog.takeWorker(), Storage::Database::Access::ReadWrite, nullptr);
}

void LibraryController::show(
    std::unique_ptr<LibraryWorker> worker, Storage::Database::Access access, std::unique_ptr<Storage::LibraryLock> lock)
{
    const Storage::Location location = worker->location();
    Q_EMIT aboutToLeave();
    m_editor->setWorker(nullptr);
    m_library = std::make_unique<LibraryConnection>(std::move(worker), access);
    m_lock = std::move(lock);
    m_lost = false;
    m_editor->setReadOnly(m_library->isReadOnly());
    m_editor->setMoved(false);
    m_editor->setWorker(&m_library->worker());
    connect(&m_library->changes(), &Storage::ChangeFeed::changed, m_editor, &LibraryEditor::tellChanges);
    watchConnection();
    m_editor->setDamaged(false);
    readKnownDamage();
    // The window that edits the library checks it and makes its backups.
    if (!m_library->isReadOnly())
        m_care->watch(location);
    RecentLibraries::remember(location);
    Q_EMIT opened();
}

void LibraryController::watchConnection()
{
    connect(&m_library->worker(), &LibraryWorker::connectionLost, this, &LibraryController::loseConnection);
    connect(&m_library->changes(), &Storage::ChangeFeed::replaced, this, &LibraryController::followReplacement);
    connect(&m_library->changes(), &Storage::ChangeFeed::moved, this, &LibraryController::leaveMovedFile);
    if (m_library->location().isFile())
        return;
    // The feed looks at a server every second, also while nobody reads or writes: a server gone
    // shows at once, and once it answers again the library is opened again by itself.
    connect(&m_library->changes(), &Storage::ChangeFeed::stateChanged, this, [this](Storage::ChangeFeed::State state) {
        if (state == Storage::ChangeFeed::State::Reconnecting && !m_lost)
            loseConnection(tr("The server does not answer."));
        else if (state == Storage::ChangeFeed::State::Connected && m_lost)
            reopen();
    });
}

void LibraryController::leaveMovedFile()
{
    // The connections still open read and write the moved file, but through the journal beside
    // the path, which a file now there would share, and which SQLite's last connection to a
    // moved file leaves unfolded: the worker folds it into the moved file and then writes
    // nothing more (nor does the editor, whose steps go), and the connections are closed before
    // a library is opened again (open()). Backups and pruning stop too: they open the path, and
    // would make an empty library there. A window that only reads has nothing to fold.
    m_editor->setMoved(true);
    m_editor->undoStack()->clear();
    m_care->stop();
    Q_EMIT moved();
    LibraryWorker &worker = m_library->worker();
    if (!m_library->isReadOnly()) {
        worker.write(
            [](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
                const Storage::Database &database = library.database();
                database.engine().foldJournal(database.connection());
                return {};
            },
            [this](const Storage::StorageError &error) {
                Q_EMIT statusMessage(
                    tr("What the library file's journal held could not be written into it: %1").arg(error.message()),
                    0);
            });
    }
    worker.refuseWrites(LibraryEditor::movedText());
    Q_EMIT statusMessage(movedMessage(), 0);
}

QString LibraryController::movedMessage()
{
    return tr("The library file was moved, removed or replaced by another program; nothing more is written to it. "
              "Open it again (File → Open Library…) to see it as it is now.");
}

void LibraryController::followReplacement()
{
    if (m_restoring)
        return;
    const Storage::Location location = m_library->location();
    // What is being typed is saved on leaving, where its paper still is; a paper that is gone
    // refuses it.
    if (open(location, true)) {
        Q_EMIT statusMessage(
            tr("The library was replaced by another program and has been opened again."), StatusMessageMs);
    } else {
        m_editor->setMoved(true);
        Q_EMIT statusMessage(tr("The library was replaced by another program and cannot be opened again; nothing "
                                "more is written to it."),
            0);
    }
}

void LibraryController::loseConnection(const QString &message)
{
    m_lost = true;
    m_editor->setUnreachable(true);
    Q_EMIT connectionLost(message);
}

void LibraryController::readKnownDamage()
{
    // Damage found before is marked beside a file, and in a server's database: read on the
    // worker, its first job, as a server's answer takes round trips the window must not wait for.
    m_library->worker().read<bool>(
        [location = m_library->location()](
            Storage::LibrarySession &) { return Storage::LibraryCare::of(location).knownDamage(location).has_value(); },
        [this](const bool &damaged) {
            if (damaged)
                m_editor->setDamaged(true);
        });
}

bool LibraryController::acceptReadOnly(
    const Storage::Location &library, const std::optional<Storage::LockHolder> &holder)
{
    const QString who = holder ? tr("process %1, %2").arg(holder->pid).arg(holder->program) : tr("another process");
    QMessageBox box(QMessageBox::Question,
        tr("Library in Use"),
        plainToRichText(tr("%1 is open in another Lectern window (%2). One window at a time changes a library; "
                           "this one can show it read-only.")
                .arg(library.toString(), who)),
        QMessageBox::Cancel,
        m_window);
    QPushButton *readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    box.setDefaultButton(readOnly);
    box.exec();
    return box.clickedButton() == readOnly;
}

void LibraryController::reportDamage(const QString &problem)
{
    QMessageBox box(QMessageBox::Warning,
        tr("The library is damaged"),
        plainToRichText(tr("%1 is damaged (%2). Nothing more should be written to it: restore its newest good "
                           "backup. The damaged library is kept beside the backups.")
                .arg(location().toString(), problem)),
        QMessageBox::Close,
        m_window);
    QPushButton *restore = box.addButton(tr("&Restore from Backup…"), QMessageBox::AcceptRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        restoreFromBackup();
}

void LibraryController::restoreFromBackup()
{
    if (!m_library)
        return;
    if (m_editor->isMoved()) {
        QMessageBox::information(m_window, tr("Restore from Backup"), movedMessage());
        return;
    }
    const Storage::Location location = m_library->location();
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    const QList<Storage::LibraryCare::Backup> all = care.backups(location);
    if (all.isEmpty()) {
        QMessageBox::information(m_window,
            tr("Restore from Backup"),
            tr("There is no backup of this library yet. Lectern makes one each day the library is open, and "
               "before a large import."));
        return;
    }
    if (m_editor->isReadOnly()) {
        QMessageBox::information(m_window,
            tr("Restore from Backup"),
            tr("Another Lectern window has this library open: restore its backup there."));
        return;
    }
    RestoreDialog dialog(all, m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.chosenPath().isEmpty())
        return;
    Q_EMIT aboutToRestore();
    // The feed would take the restore for another program's and open the library a second time.
    m_restoring = true;
    const auto restored = qScopeGuard([this] { m_restoring = false; });
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        care.restore(location, dialog.chosenPath());
    } catch (const Storage::StorageError &failure) {
        error = failure.message();
    }
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Nothing was restored"), plainToRichText(error));
        return;
    }
    open(location);
    Q_EMIT statusMessage(tr("The backup was restored; the library as it was is kept as a backup."), StatusMessageMs);
}

Storage::Location LibraryController::demoLocation()
{
    return Storage::Location::file(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.sqlite"));
}

} // namespace Lectern::Desktop
