// SPDX-License-Identifier: GPL-3.0-or-later
#include "longtextphase.h"

#include "export/exportformat.h"
#include "import/importer.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "tasks/libraryworker.h"
#include "widgets/exportdialog.h"
#include "widgets/paperdetailview.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <functional>

namespace Lectern::Bench {
namespace {

constexpr qsizetype SmallText = 36'000;

QString repeated(const QString &part, qsizetype size)
{
    QString text;
    while (text.size() < size)
        text += part;
    return text.left(size);
}

QString unbrokenWord(qsizetype size)
{
    return repeated(QStringLiteral("abcdefghijklmnopqrstuvwxyz"), size);
}

QString entities(qsizetype size)
{
    return repeated(QStringLiteral("&amp;lt;b&amp;gt;"), size);
}

QString words(qsizetype size)
{
    return repeated(QStringLiteral("Ordinary words of an abstract, $x^2$ and **bold**. "), size);
}

double millisecondsOf(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    QApplication::processEvents(); // laid out and painted
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

double millisecondsToShow(Desktop::PaperDetailView &pane, PaperId id, const QString &abstract)
{
    PaperDetails details;
    details.paper.id = id;
    details.paper.title = abstract.left(2000);
    details.paper.abstract = abstract;
    return millisecondsOf([&] { pane.setPaper(details); });
}

// The export dialog's preview of a library of one paper with this abstract, in Markdown.
double millisecondsToPreview(const QString &abstract)
{
    QTemporaryDir folder;
    const Storage::Location library = Storage::Location::file(folder.filePath(QStringLiteral("library.sqlite")));
    {
        QFile list(folder.filePath(QStringLiteral("list.txt")));
        if (!list.open(QIODevice::WriteOnly) || list.write("Long text\n\n" + abstract.toUtf8() + '\n') < 0)
            throw Storage::StorageError(list.errorString());
        list.close();
        Storage::Database database(library);
        if (!database.open())
            throw Storage::StorageError(database.errorString());
        Import::Importer(database).importFiles({ list.fileName() });
    }
    Desktop::LibraryWorker worker(library, Storage::Database::Access::ReadWrite);
    return millisecondsOf([&] {
        Desktop::ExportDialog dialog(worker, { { 1 }, { 1 } });
        auto *format = dialog.findChild<QComboBox *>();
        format->setCurrentIndex(format->findData(static_cast<int>(Export::ExportFormat::Markdown)));
        dialog.show();
        while (dialog.isReading())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
        QApplication::processEvents();
    });
}

} // namespace

QJsonObject runLongTextPhase()
{
    Desktop::PaperDetailView pane;
    pane.resize(600, 800);
    pane.show();
    PaperId paper = 0;
    // Fonts, syntax definitions and the first library are made before anything is timed.
    millisecondsToShow(pane, ++paper, words(1000));
    millisecondsToPreview(words(1000));
    QJsonObject figures;
    for (const auto &[name, make] : { std::pair{ QStringLiteral("unbroken_word"), &unbrokenWord },
             std::pair{ QStringLiteral("entities"), &entities },
             std::pair{ QStringLiteral("words"), &words } }) {
        const double small = millisecondsToShow(pane, ++paper, make(SmallText));
        const double large = millisecondsToShow(pane, ++paper, make(10 * SmallText));
        const double smallPreview = millisecondsToPreview(make(SmallText));
        const double largePreview = millisecondsToPreview(make(10 * SmallText));
        figures.insert(name,
            QJsonObject{ { QStringLiteral("pane_ms_36k"), small },
                { QStringLiteral("pane_ms_360k"), large },
                { QStringLiteral("pane_ratio"), large / small },
                { QStringLiteral("preview_ms_36k"), smallPreview },
                { QStringLiteral("preview_ms_360k"), largePreview },
                { QStringLiteral("preview_ratio"), largePreview / smallPreview } });
    }
    return figures;
}

} // namespace Lectern::Bench
