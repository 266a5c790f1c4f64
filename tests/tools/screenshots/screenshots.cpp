// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-screenshots: the pictures of the README and the AppStream file, made from the demo
// abstracts in the real window, so they can be made again whenever the window changes.
//
//   lectern-screenshots [--dark] [--tour] [--library LOCATION] OUTDIR
//
// Writes OUTDIR/main.png (the demo abstracts just imported), and with --tour the steps after
// the import: tag, search, export, review, take a review offline, a paper's history and the
// papers like it (2-tag.png … 12-similar.png). --library tours an empty library given, such as
// a team library's database, instead of a new file. The language is the system's
// (LANGUAGE=zh_CN, LANGUAGE=de).
#include "controllers/offlinereviewcontroller.h"
#include "i18n/languages.h"
#include "models/papertablemodel.h"
#include "review/offlinescreening.h"
#include "storage/database.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "tasks/importtask.h"
#include "tasks/libraryworker.h"
#include "widgets/colorscheme.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "windows/duplicateswindow.h"
#include "windows/mainwindow.h"
#include "windows/reviewresultswindow.h"
#include "windows/screeningwindow.h"
#include "windows/similarpaperswindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Lectern;

namespace {

const QSize WindowSize(1280, 760);

bool settle(const Desktop::MainWindow &window)
{
    return QTest::qWaitFor([&window] { return window.isIdle(); }, 20000);
}

// A dialog is a window of its own: drawn over the middle of its parent, with a shadow.
QImage withDialog(QWidget &window, QWidget &dialog)
{
    QImage image = window.grab().toImage();
    const QImage over = dialog.grab().toImage();
    QPainter painter(&image);
    const QPoint at((image.width() - over.width()) / 2, (image.height() - over.height()) / 3);
    painter.fillRect(QRect(at + QPoint(6, 6), over.size()), QColor(0, 0, 0, 70));
    painter.drawImage(at, over);
    painter.setPen(window.palette().color(QPalette::Mid));
    painter.drawRect(QRect(at, over.size()).adjusted(0, 0, -1, -1));
    return image;
}

// Runs the action that opens a modal dialog; while it is open, prepares it, saves the window
// with it, and closes it (accepting when asked to).
void withModalDialog(const std::function<void()> &open,
    const std::function<void(QWidget &)> &prepare,
    Desktop::MainWindow &window,
    const QString &path,
    bool accept)
{
    QTimer::singleShot(800, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        prepare(*dialog);
        QTest::qWait(300);
        withDialog(window, *dialog).save(path);
        if (accept)
            QTest::keyClick(dialog, Qt::Key_Return);
        else
            dialog->close();
    });
    open();
}

QAction *actionWithShortcut(const QWidget &window, const QKeySequence &shortcut)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == shortcut)
            return action;
    }
    return nullptr;
}

// A message box the offline controller shows, once it is shown.
QMessageBox *offlineMessage(Desktop::MainWindow &window, QSignalSpy &ended, const QString &title)
{
    if (ended.isEmpty() && !ended.wait(30000))
        return nullptr;
    ended.clear();
    for (QMessageBox *box : window.findChildren<QMessageBox *>()) {
        if (box->windowTitle() == title && box->isVisible())
            return box;
    }
    return nullptr;
}

// The review taken offline, screened there while a colleague screens on the library, and sent back.
void takeOffline(Desktop::MainWindow &window,
    const Storage::Database &library,
    ReviewId review,
    const QTemporaryDir &folder,
    const QDir &out)
{
    auto *offline = window.findChild<Desktop::OfflineReviewController *>();
    QSignalSpy ended(offline, &Desktop::OfflineReviewController::ended);
    const QString file = folder.filePath(QStringLiteral("Reading tools (offline).sqlite"));
    offline->takeOfflineTo(review, file);
    QMessageBox *taken = offlineMessage(window, ended, Desktop::OfflineReviewController::tr("Review Taken Offline"));
    if (!taken)
        return;
    QTest::qWait(300);
    withDialog(window, *taken).save(out.filePath(QStringLiteral("10-taken-offline.png")));
    taken->button(QMessageBox::Close)->click();

    Storage::Database copy(Storage::Location::file(file));
    if (!copy.open())
        return;
    const QString me = Review::reviewerIn(copy, review);
    const QList<PaperId> papers = Storage::ReviewStore(copy).papers(review);
    for (qsizetype i = 0; i < std::min<qsizetype>(papers.size(), 4); ++i)
        Storage::ReviewStore(copy).record(review, { papers[i], Verdict::Exclude, {}, {}, me, 0 });
    Storage::ReviewStore(library).record(review, { papers[0], Verdict::Include, {}, {}, QStringLiteral("ann"), 0 });
    if (!window.openLibrary(Storage::Location::file(file), true) || !settle(window))
        return;
    offline->sendDecisions(review);
    QMessageBox *question = offlineMessage(window, ended, Desktop::OfflineReviewController::tr("Send Decisions"));
    if (!question)
        return;
    for (QAbstractButton *button : question->buttons()) {
        if (question->buttonRole(button) == QMessageBox::AcceptRole) {
            button->click();
            break;
        }
    }
    QMessageBox *sent = offlineMessage(window, ended, Desktop::OfflineReviewController::tr("Decisions Sent"));
    if (!sent)
        return;
    QTest::qWait(300);
    withDialog(window, *sent).save(out.filePath(QStringLiteral("10-decisions-sent.png")));
    sent->close();
    // Back to the library toured: the offline file goes with its folder.
    window.openLibrary(library.location(), true);
    settle(window);
}

void tour(Desktop::MainWindow &window, const Storage::Location &library, const QDir &out)
{
    const QList<PaperId> papers = window.shownPapers();
    window.paperTable()->selectRow(4);
    settle(window);
    withModalDialog([&window] { window.tagSelectedPapers(); },
        [](QWidget &dialog) {
            if (auto *name = dialog.findChild<QLineEdit *>())
                name->setText(QStringLiteral("method/diffusion"));
        },
        window,
        out.filePath(QStringLiteral("2-tag.png")),
        true);
    settle(window);

    window.searchField()->setText(QStringLiteral("abstracts year:2026"));
    settle(window);
    QTest::qWait(400);
    window.grab().save(out.filePath(QStringLiteral("3-search.png")));

    window.paperTable()->selectAll();
    withModalDialog([&window] { actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_E))->trigger(); },
        [](QWidget &) {},
        window,
        out.filePath(QStringLiteral("4-export.png")),
        false);

    // A record being corrected, beside the detail pane's Details.
    window.paperTable()->selectRow(1);
    window.detailView()->showReference(true);
    settle(window);
    // The dialog opens once the paper's record is read: the wait is where it is open.
    withModalDialog(
        [&window] {
            actionWithShortcut(window, QKeySequence(Qt::SHIFT | Qt::Key_F2))->trigger();
            QTest::qWait(1500);
        },
        [](QWidget &dialog) {
            if (auto *authors = dialog.findChild<QPlainTextEdit *>())
                authors->setPlainText(QStringLiteral("Lovelace, Ada\nMüller, Anna"));
        },
        window,
        out.filePath(QStringLiteral("7-reference.png")),
        false);
    window.detailView()->showReference(false);
    settle(window);

    Storage::Database database(library);
    if (!database.open())
        return;
    // A note a colleague saved while the user typed one: both, side by side.
    Desktop::NoteEditor *note = window.detailView()->noteEditor();
    QTest::keyClicks(note->editor(), QStringLiteral("Compare the ranking with BM25 on the **2019** data."));
    Storage::NoteStore(database).setNote(
        window.detailView()->paperId(), QStringLiteral("Read with the Skim paper: same authors, same data."));
    withModalDialog(
        [note] {
            note->flush();
            QTest::qWait(1500);
        },
        [](QWidget &) {},
        window,
        out.filePath(QStringLiteral("9-note-merge.png")),
        true);
    settle(window);
    // A title a colleague changed while the user typed one.
    const QModelIndex titleCell = window.paperModel()->index(1, Desktop::PaperTableModel::TitleColumn);
    Storage::PaperStore(database).setTitle(
        window.paperModel()->paperId(1), QStringLiteral("Small converter for notation in abstracts"));
    withModalDialog(
        [&window, titleCell] {
            window.paperModel()->setData(
                titleCell, QStringLiteral("A small converter for LaTeX in abstracts"), Qt::EditRole);
            QTest::qWait(1500);
        },
        [](QWidget &) {},
        window,
        out.filePath(QStringLiteral("9-title-merge.png")),
        true);
    settle(window);
    // The paper's history: the note and the titles of both, the record corrected, the import.
    window.detailView()->showHistory(true);
    settle(window);
    QTest::qWait(400);
    window.grab().save(out.filePath(QStringLiteral("11-history.png")));
    window.detailView()->showHistory(false);
    settle(window);

    // More Like This on the paper shown.
    window.openSimilarPapers({ window.detailView()->paperId() });
    if (auto *similar = window.findChild<Desktop::SimilarPapersWindow *>()) {
        QSignalSpy ended(similar, &Desktop::SimilarPapersWindow::searchEnded);
        if (similar->isSearching())
            ended.wait(30000);
        similar->grab().save(out.filePath(QStringLiteral("12-similar.png")));
        similar->close();
    }

    Storage::ReviewStore reviews(database);
    ReviewInfo info;
    info.name = QStringLiteral("Reading tools");
    info.question = QStringLiteral("Which tools help researchers screen abstracts?");
    info.inclusionKeywords = { QStringLiteral("screening"), QStringLiteral("abstracts") };
    info.exclusionKeywords = { QStringLiteral("images") };
    info.reasons = { QStringLiteral("Off topic"), QStringLiteral("Not a study") };
    const ReviewId review = reviews.create(info);
    reviews.addPapers(review, papers);
    Desktop::LibraryWorker worker(library, Storage::Database::Access::ReadWrite);
    Desktop::ScreeningWindow screening(
        worker, Review::ScreeningSession::Start::read(database, review, QStringLiteral("me")), QStringLiteral("me"));
    screening.resize(WindowSize);
    screening.show();
    if (!QTest::qWaitFor([&screening] { return !screening.isTraining(); }, 20000))
        return;
    // One inclusion and one exclusion, so the order has learnt and says why it shows the next.
    for (const auto key : { Qt::Key_I, Qt::Key_E }) {
        QTest::keyClick(&screening, key);
        if (!QTest::qWaitFor([&screening] { return !screening.isTraining(); }, 20000))
            return;
    }
    QTest::qWait(400);
    screening.grab().save(out.filePath(QStringLiteral("5-review.png")));

    // Its results, on the tab where another reviewer's decisions are imported.
    Desktop::ReviewResultsWindow results(worker, review, QStringLiteral("me"));
    results.resize(WindowSize);
    results.show();
    if (!QTest::qWaitFor([&worker] { return worker.isIdle(); }, 20000))
        return;
    if (auto *tabs = results.findChild<QTabWidget *>())
        tabs->setCurrentIndex(1);
    QTest::qWait(400);
    results.grab().save(out.filePath(QStringLiteral("6-results.png")));

    // Blind, with a colleague's decisions: a file's reader sees their own; a team library's
    // owner sees both reviewers and may end the blinding.
    info = *reviews.review(review);
    info.blind = true;
    reviews.update(info);
    for (const PaperId paper : papers)
        reviews.record(review, { paper, Verdict::Include, {}, {}, QStringLiteral("ann"), 0 });
    results.refresh();
    if (!QTest::qWaitFor([&worker] { return worker.isIdle(); }, 20000))
        return;
    QTest::qWait(400);
    results.grab().save(out.filePath(QStringLiteral("6-results-blind.png")));

    // Unblinded, with a third reviewer: each pair's agreement and the group's.
    info.blind = false;
    reviews.update(info);
    for (qsizetype i = 0; i < papers.size(); ++i) {
        const Verdict verdict = i % 3 == 0 ? Verdict::Exclude : Verdict::Include;
        reviews.record(review, { papers[i], verdict, {}, {}, QStringLiteral("bob"), 0 });
    }
    results.refresh();
    if (!QTest::qWaitFor([&worker] { return worker.isIdle(); }, 20000))
        return;
    QTest::qWait(400);
    results.grab().save(out.filePath(QStringLiteral("6-results-agreement.png")));

    // Two search exports with one paper: another abstract, and no year in one of them.
    const QTemporaryDir folder;
    QFile records(folder.filePath(QStringLiteral("exports.bib")));
    if (!records.open(QIODevice::WriteOnly))
        return;
    records.write("@article{skim,\n  title = {Skim: Lightweight Ranking of Abstracts},\n"
                  "  author = {Lovelace, Ada and Hopper, Grace},\n  year = {2026},\n"
                  "  abstract = {We rank abstracts so that readers find the relevant ones first.}\n}\n"
                  "@article{skim2,\n  title = {Skim: lightweight ranking of abstracts.},\n"
                  "  author = {Lovelace, A. and Hopper, G.},\n  journal = {Journal of Reading Tools},\n"
                  "  doi = {10.1000/skim.2026},\n  abstract = {A shorter version of the Skim paper.}\n}\n");
    records.close();
    Desktop::ImportTask *import = window.importFiles({ records.fileName() });
    QSignalSpy imported(import, &Desktop::ImportTask::finished);
    if (!imported.wait(60000) || !settle(window))
        return;
    window.openDuplicates();
    auto *duplicates = window.findChild<Desktop::DuplicatesWindow *>();
    if (!duplicates || !settle(window))
        return;
    QTest::qWait(400);
    duplicates->grab().save(out.filePath(QStringLiteral("8-duplicates.png")));
    duplicates->close();
    takeOffline(window, database, review, folder, out);
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationName(QStringLiteral("lectern-screenshots"));
    I18n::installTranslations(application);

    QCommandLineParser parser;
    const QCommandLineOption dark(QStringLiteral("dark"), QStringLiteral("Use the dark palette."));
    const QCommandLineOption tourOption(
        QStringLiteral("tour"), QStringLiteral("Also import, tag, search, export, review."));
    const QCommandLineOption libraryOption(QStringLiteral("library"),
        QStringLiteral("An empty library to tour instead of a new file: a team library's database shows what its "
                       "owner sees."),
        QStringLiteral("location"));
    parser.addOptions({ dark, tourOption, libraryOption });
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("outdir"), QStringLiteral("Where the pictures go."));
    parser.process(application);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(1);
    const QDir out(parser.positionalArguments().constFirst());
    QDir().mkpath(out.path());

    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(parser.isSet(dark) ? Desktop::darkPalette() : QApplication::style()->standardPalette());

    const QTemporaryDir folder;
    const auto library = parser.isSet(libraryOption)
        ? Storage::Location::parse(parser.value(libraryOption), nullptr)
              .value_or(Storage::Location::file(parser.value(libraryOption)))
        : Storage::Location::file(folder.filePath(QStringLiteral("library.sqlite")));
    Desktop::MainWindow window;
    if (!window.openLibrary(library, true))
        return 1;
    window.resize(WindowSize);
    window.show();
    Desktop::ImportTask *import = window.importFiles({ QStringLiteral(LECTERN_DEMO_FILE) });
    QSignalSpy imported(import, &Desktop::ImportTask::finished);
    if (!imported.wait(60000) || !settle(window))
        return 1;
    window.paperTable()->selectRow(0);
    settle(window);
    QTest::qWait(400);
    window.grab().save(out.filePath(QStringLiteral("main.png")));
    if (parser.isSet(tourOption))
        tour(window, library, out);
    return 0;
}
