// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/libraryupgrade.h"

#include "storage/database.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QLabel>
#include <QProgressDialog>

#include <thread>

namespace Lectern::Desktop {

std::optional<QString> upgradeLibrary(const Storage::Location &library, QWidget *parent)
{
    // A busy indicator: SQLite says nothing of how far a migration has got.
    QProgressDialog progress(parent);
    progress.setWindowTitle(QCoreApplication::translate("LibraryUpgrade", "Upgrading the Library"));
    // The path is the user's: shown as it is, never as markup.
    auto *label = new QLabel(&progress);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setText(QCoreApplication::translate("LibraryUpgrade",
        "Upgrading %1 for this version of Lectern. A large library takes a minute; this happens once.")
            .arg(library.toString()));
    progress.setLabel(label);
    progress.setCancelButton(nullptr);
    progress.setRange(0, 0);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.show();

    QEventLoop loop;
    std::optional<QString> error;
    // Opening upgrades, on a connection of the worker's own: connections stay on their thread.
    std::thread worker([&library, &error, &loop] {
        Storage::Database database(library);
        if (!database.open())
            error = database.errorString();
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    worker.join();
    return error;
}

} // namespace Lectern::Desktop
