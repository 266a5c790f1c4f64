// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "tasks/libraryworker.h"
#include "widgets/paperdetailview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

namespace Lectern::Test {

// Waits until the window's background searches and counts have been shown.
inline void settle(const Desktop::MainWindow &window)
{
    REQUIRE(QTest::qWaitFor([&window] { return window.isIdle(); }, 10000));
}

// Waits until the worker has read and written everything it was given, and said so.
inline void settle(const Desktop::LibraryWorker &worker)
{
    REQUIRE(QTest::qWaitFor([&worker] { return worker.isIdle(); }, 10000));
}

// A cell of the paper table once its row's page has been read on the worker: asking for it
// is what has the page read.
inline QVariant cellData(const Desktop::MainWindow &window, const QModelIndex &index, int role = Qt::DisplayRole)
{
    index.data(role);
    settle(window);
    return index.data(role);
}

// Imports files through the window and waits until the list and sidebar show them.
inline void importAndSettle(Desktop::MainWindow &window, const QStringList &files)
{
    Desktop::ImportTask *task = window.importFiles(files);
    REQUIRE(task);
    QSignalSpy finished(task, &Desktop::ImportTask::finished);
    REQUIRE(finished.wait(20000));
    QCoreApplication::processEvents(); // the window's own finished handler
    settle(window);
}

// Whether the sidebar lists a tag of that name.
inline bool sidebarHasTag(const Desktop::MainWindow &window, const QString &name)
{
    const auto *model = qobject_cast<const Desktop::SidebarModel *>(window.sidebar()->model());
    REQUIRE(model);
    const QList<Tag> &tags = model->counts().tags;
    return std::any_of(tags.cbegin(), tags.cend(), [&name](const Tag &tag) { return tag.name == name; });
}

// Opens a library in a shown window, without the timer that marks papers "reading".
inline void openShown(Desktop::MainWindow &window, const Storage::Location &library)
{
    QSettings().setValue(QStringLiteral("reading/markReadingAfterSeconds"), 0);
    REQUIRE(window.openLibrary(library, true));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle(window);
}

// Opens a new library in workspace in a shown window, imports the sample list and shows its
// first paper; returns that paper.
inline PaperId showFirstSamplePaper(Desktop::MainWindow &window, const Test::Workspace &workspace)
{
    openShown(window, workspace.location(QStringLiteral("library.sqlite")));
    importAndSettle(window, { workspace.writeFile(QStringLiteral("list.txt"), sampleList()) });
    window.paperTable()->setCurrentIndex(window.paperModel()->index(0, Desktop::PaperTableModel::TitleColumn));
    settle(window);
    const PaperId shown = window.detailView()->paperId();
    REQUIRE(shown != 0);
    return shown;
}

} // namespace Lectern::Test
