// SPDX-License-Identifier: GPL-3.0-or-later
// Review → Take Offline and Review → Send Decisions in the window, with the team library on the
// engine the tests run against.
#include "controllers/offlinereviewcontroller.h"
#include "gui/windowsupport.h"
#include "review/offlinescreening.h"
#include "storage/reviewstore.h"
#include "support/testsupport.h"
#include "windows/screeningwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

QMenu *menuTitled(const Desktop::MainWindow &window, const QString &title)
{
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == title)
            return menu;
    }
    FAIL("no menu " << title.toStdString());
    return nullptr;
}

// The menu's entries as read when it opens.
QList<QAction *> openedMenu(Desktop::MainWindow &window, const QString &title)
{
    QMenu *menu = menuTitled(window, title);
    Q_EMIT menu->aboutToShow();
    Test::settle(window);
    return menu->actions();
}

// Waits for the controller's message box, and closes it after reading it.
QMessageBox *waitForMessage(Desktop::MainWindow &window, QSignalSpy &ended, const QString &title)
{
    REQUIRE((ended.count() > 0 || ended.wait(30000)));
    ended.clear();
    for (QMessageBox *box : window.findChildren<QMessageBox *>()) {
        if (box->windowTitle() == title && box->isVisible())
            return box;
    }
    FAIL("no message box " << title.toStdString());
    return nullptr;
}

} // namespace

TEST_CASE(
    "gui: a review is taken offline, screened in its file, and its decisions sent back once", "[gui][review][offline]")
{
    const Test::Workspace workspace;
    const Storage::Location team = workspace.location();
    ReviewId review = 0;
    QString reviewer;
    {
        const auto library = workspace.openSampleLibrary();
        Storage::ReviewStore reviews(*library);
        ReviewInfo info;
        info.name = u"Train <b>ride</b>"_s; // a name is the user's text, never markup
        info.screeningOrder = u"library"_s;
        review = reviews.create(info);
        reviews.addPapers(review, { 1, 2, 3 });
        reviewer = Review::reviewerIn(*library, review);
        reviews.record(review, { 1, Verdict::Include, {}, {}, reviewer, 0 });
    }
    Desktop::MainWindow window;
    Test::openShown(window, team);
    auto *offline = window.findChild<Desktop::OfflineReviewController *>();
    REQUIRE(offline);
    QSignalSpy ended(offline, &Desktop::OfflineReviewController::ended);

    REQUIRE(openedMenu(window, u"Take &Offline"_s).size() == 1);
    CHECK(openedMenu(window, u"S&end Decisions"_s).first()->text() == u"No review of this library was taken offline"_s);
    const QString file = workspace.path(u"train.sqlite"_s);
    offline->takeOfflineTo(review, file);
    QMessageBox *taken = waitForMessage(window, ended, u"Review Taken Offline"_s);
    CHECK(taken->text().contains(u"3 paper(s)"_s));
    CHECK(taken->text().contains(u"Train &lt;b&gt;ride&lt;/b&gt;"_s));
    CHECK(taken->informativeText().contains(u"1 of your decisions"_s));
    QPushButton *openIt = nullptr;
    for (QAbstractButton *button : taken->buttons()) {
        if (button->text() == u"&Open It"_s)
            openIt = qobject_cast<QPushButton *>(button);
    }
    REQUIRE(openIt);
    openIt->click();
    REQUIRE(QTest::qWaitFor([&window, &file] { return window.libraryLocation().filePath() == file; }, 20000));
    Test::settle(window);

    // Screening in the file records the decisions of the reviewer who took it.
    const QList<QAction *> screen = openedMenu(window, u"&Screen"_s);
    REQUIRE(screen.size() == 1);
    screen.first()->trigger();
    Test::settle(window);
    QPointer<Desktop::ScreeningWindow> screening = window.findChild<Desktop::ScreeningWindow *>();
    REQUIRE(screening);
    QTest::keyClick(screening, Qt::Key_E);
    Test::settle(window);
    screening->close();

    // The window says which review is an offline copy.
    auto *label = offline->statusLabel();
    CHECK(label->isVisible());
    CHECK(label->text() == u"Offline: Train <b>ride</b>"_s);
    CHECK(label->textFormat() == Qt::PlainText);

    const QList<QAction *> send = openedMenu(window, u"S&end Decisions"_s);
    REQUIRE(send.size() == 1);
    // Where the decisions go is asked first: the file names the server.
    const auto sendAndConfirm = [&] {
        send.first()->trigger();
        QMessageBox *question = waitForMessage(window, ended, u"Send Decisions"_s);
        CHECK(question->text().contains(team.displayName().toHtmlEscaped()));
        const QList<QAbstractButton *> buttons = question->buttons();
        const auto sendButton = std::find_if(buttons.cbegin(), buttons.cend(), [](const QAbstractButton *button) {
            return button->text() == u"&Send"_s;
        });
        REQUIRE(sendButton != buttons.cend());
        (*sendButton)->click();
    };
    sendAndConfirm();
    QMessageBox *sent = waitForMessage(window, ended, u"Decisions Sent"_s);
    CHECK(sent->text().contains(u"1 decision(s) on"_s));
    sent->close();
    sendAndConfirm();
    CHECK(waitForMessage(window, ended, u"Decisions Sent"_s)->text().contains(u"Nothing to send"_s));
    // Cancelled: nothing is sent, and the next send is not held up.
    send.first()->trigger();
    waitForMessage(window, ended, u"Send Decisions"_s)->reject();
    QCoreApplication::processEvents(); // the answer is taken on the next pass of the event loop
    sendAndConfirm();
    CHECK(waitForMessage(window, ended, u"Decisions Sent"_s)->text().contains(u"Nothing to send"_s));

    Storage::Database library(team);
    REQUIRE(library.open());
    QList<Decision> onTeam = Storage::ReviewStore(library).log(review);
    onTeam.removeIf([&reviewer](const Decision &decision) { return decision.reviewer != reviewer; });
    REQUIRE(onTeam.size() == 2); // each once
    CHECK(onTeam.last().verdict == Verdict::Exclude);
}

TEST_CASE("gui: a review that cannot be taken offline says why", "[gui][review][offline]")
{
    const Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    ReviewInfo info;
    info.name = u"Busy"_s;
    const ReviewId review = Storage::ReviewStore(*library).create(info);
    Desktop::MainWindow window;
    Test::openShown(window, library->location());
    auto *offline = window.findChild<Desktop::OfflineReviewController *>();
    REQUIRE(offline);
    QSignalSpy ended(offline, &Desktop::OfflineReviewController::ended);
    // A file that is no library.
    const QString notALibrary = workspace.writeFile(u"thesis.txt"_s, "Chapter 1\n");
    offline->takeOfflineTo(review, notALibrary);
    QMessageBox *refused = waitForMessage(window, ended, u"The review was not taken offline"_s);
    CHECK(refused->text().contains(u"thesis.txt"_s));
    CHECK(Test::fileBytes(notALibrary) == "Chapter 1\n");
}
