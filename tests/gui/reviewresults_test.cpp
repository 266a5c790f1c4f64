// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/accessiblesupport.h"
#include "gui/windowsupport.h"
#include "import/importer.h"
#include "review/decisionexchange.h"
#include "storage/paperdetailsreader.h"
#include "storage/reviewstore.h"
#include "support/testsupport.h"
#include "widgets/prismadiagram.h"
#include "windows/reviewresultswindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Four papers decided by ann and bob: both include 1, both exclude 2 (bob with a reason that
// looks like markup), they disagree on 3, and nobody decided 4.
struct DecidedReview
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> database = workspace.openLibrary();
    Desktop::LibraryWorker worker{ database->location(), Storage::Database::Access::ReadWrite };
    ReviewId review = 0;

    explicit DecidedReview(bool blind = false)
    {
        QByteArray list = "Results test\n";
        for (int i = 1; i <= 4; ++i)
            list += "\nAbstract number " + QByteArray::number(i) + " about a trial of something else.\n";
        REQUIRE(Import::Importer(*database).importFiles({ workspace.writeFile(u"list.txt"_s, list) }).added() == 4);
        Storage::ReviewStore reviews(*database);
        ReviewInfo info{ 0, u"Trials"_s, {}, {}, {}, {}, {}, { u"<img src=/dev/zero>"_s } };
        info.blind = blind;
        review = reviews.create(info);
        reviews.addPapers(review, { 1, 2, 3, 4 });
        reviews.record(review, { 1, Verdict::Include, {}, {}, u"ann"_s, 0 });
        reviews.record(review, { 1, Verdict::Include, {}, {}, u"bob"_s, 0 });
        reviews.record(review, { 2, Verdict::Exclude, {}, {}, u"ann"_s, 0 });
        reviews.record(review, { 2, Verdict::Exclude, u"<img src=/dev/zero>"_s, {}, u"bob"_s, 0 });
        reviews.record(review, { 3, Verdict::Include, {}, {}, u"ann"_s, 0 });
        reviews.record(review, { 3, Verdict::Exclude, {}, {}, u"bob"_s, 0 });
    }
};

} // namespace

TEST_CASE("gui: the results window shows the flow and settles conflicts by keyboard", "[gui][review]")
{
    DecidedReview decided;
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker); // read on the worker
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const Review::PrismaFlow &flow = window.results().flow;
    CHECK(flow.identified == 4);
    CHECK(flow.included == 1);
    CHECK(flow.excluded == 1);
    CHECK(flow.conflicts == 1);
    CHECK(flow.notScreened() == 1);

    auto *tabs = window.findChild<QTabWidget *>();
    REQUIRE(tabs);
    CHECK(tabs->tabText(2) == u"&Conflicts (1)"_s);
    tabs->setCurrentIndex(2);
    QTableWidget *conflicts = window.conflicts();
    REQUIRE(conflicts->rowCount() == 1);
    CHECK(conflicts->item(0, 1)->text() == u"Include"_s); // ann's column
    CHECK(conflicts->item(0, 2)->text() == u"Exclude"_s); // bob's
    conflicts->setFocus();
    QTest::keyClick(conflicts, Qt::Key_E);
    Test::settle(decided.worker); // written, then read again
    CHECK(Storage::ReviewStore(*decided.database).resolutions(decided.review).value(3).verdict == Verdict::Exclude);
    CHECK(window.results().flow.excluded == 2);
    CHECK(window.results().flow.conflicts == 0);
    REQUIRE(conflicts->rowCount() == 1); // a settled conflict stays listed, with its resolution
    CHECK(conflicts->item(0, 3)->text() == u"Exclude"_s);
    CHECK(tabs->tabText(2) == u"&Conflicts"_s);
    QTest::keyClick(conflicts, Qt::Key_R);
    Test::settle(decided.worker);
    CHECK(window.results().flow.conflicts == 1);
}

TEST_CASE(
    "gui: another reviewer's decisions are imported from the results window, which then shows them", "[gui][review]")
{
    DecidedReview decided;
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker);
    CHECK(window.results().reviewers == QStringList{ u"ann"_s, u"bob"_s });
    const QString path = decided.workspace.path(u"cy.csv"_s);
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        Review::writeDecisions(file,
            Storage::PaperDetailsReader(*decided.database).details({ 1, 2, 3, 4 }),
            { { 4, { 4, Verdict::Exclude, u"not a trial"_s, {}, u"cy"_s, 1700000000000 } } });
    }
    window.importDecisionsFrom(path);
    Test::settle(decided.worker);
    CHECK(window.results().reviewers == QStringList{ u"ann"_s, u"bob"_s, u"cy"_s });
    const QLabel *imported = nullptr;
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (label->accessibleName() == u"Decisions imported"_s)
            imported = label;
    }
    REQUIRE(imported);
    CHECK(imported->text() == u"1 decision(s) of cy imported."_s);
    CHECK(imported->textFormat() == Qt::PlainText);
    // Three reviewers: their agreement as a group too, over the papers all of them decided.
    const auto labels = window.findChildren<QLabel *>();
    const auto agreement = std::ranges::find_if(
        labels, [](const QLabel *label) { return label->accessibleName() == u"Agreement between the reviewers"_s; });
    REQUIRE(agreement != labels.cend());
    CHECK((*agreement)->text().contains(u"All 3 reviewers: 0 papers decided by all; Fleiss' kappa undefined."_s));
}

TEST_CASE("gui: Esc and Ctrl+W close the results window", "[gui][review]")
{
    DecidedReview decided;
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker); // read on the worker
    for (const QKeySequence &key : { QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close) }) {
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QTest::keySequence(&window, key);
        CHECK_FALSE(window.isVisible());
    }
}

TEST_CASE("gui: a blind review's results wait until the blinding ends", "[gui][review]")
{
    DecidedReview decided(true);
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker); // read on the worker
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    REQUIRE(tabs);
    // A file's reader is one of its reviewers; the team library's test user is the server's
    // superuser, whom the server shows every decision, as to an owner of the library.
    const bool owner = Test::testEngine() == Test::Engine::Postgresql;
    CHECK(tabs->isVisible() == owner);
    CHECK(window.results().blindToReader == !owner);
    QPushButton *end = nullptr;
    for (QPushButton *button : window.findChildren<QPushButton *>()) {
        if (button->text() == u"&End Blinding…"_s && button->isVisible())
            end = button;
    }
    REQUIRE(end);
    if (owner)
        CHECK(window.conflicts()->rowCount() == 1); // followed while blind

    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    end->click();
    Test::settle(decided.worker);
    CHECK_FALSE(Storage::ReviewStore(*decided.database).review(decided.review)->blind);
    CHECK(tabs->isVisible());
    CHECK(window.conflicts()->rowCount() == 1);
}

TEST_CASE("gui: the flow diagram is written as SVG and PNG, its text as text", "[gui][review]")
{
    DecidedReview decided;
    const auto results = Review::ReviewResults::read(*decided.database, decided.review);
    QFont font;
    font.setPixelSize(14);
    const Desktop::PrismaDiagram diagram(results.flow, font);
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    REQUIRE(diagram.writeSvg(buffer, u"PRISMA flow: Trials"_s));
    CHECK(svg.contains("<svg"));
    CHECK(svg.contains("Records included (n = 1)"));
    CHECK(svg.contains("Duplicate records (n = 0)"));
    CHECK(svg.contains("&lt;img src=/dev/zero&gt;: 1"));
    CHECK_FALSE(svg.contains("<img"));
    const QSvgRenderer renderer(svg);
    CHECK(renderer.isValid());
    CHECK(std::abs(renderer.viewBoxF().width() - diagram.size().width()) < 0.01);
    CHECK(std::abs(renderer.viewBoxF().height() - diagram.size().height()) < 0.01);

    const QImage image = diagram.image(2);
    CHECK(image.width() == qRound(diagram.size().width() * 2));
    CHECK(image.height() == qRound(diagram.size().height() * 2));
    // Text and boxes were drawn: a share of the pixels is dark.
    qsizetype dark = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            dark += qGray(image.pixel(x, y)) < 128;
    }
    CHECK(dark > image.width() * image.height() / 4 / 100);
}

TEST_CASE("gui: every control of the results window has an accessible name", "[gui][review][a11y]")
{
    DecidedReview decided;
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker); // read on the worker
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    REQUIRE(tabs);
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        CHECK(Test::unnamedControls(&window) == QStringList());
    }
}

TEST_CASE("gui: the results window reads the review again soon after decisions elsewhere", "[gui][review]")
{
    DecidedReview decided;
    Desktop::ReviewResultsWindow window(decided.worker, decided.review, u"ann"_s);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    Test::settle(decided.worker); // read on the worker
    CHECK(window.review() == decided.review);
    CHECK(window.results().flow.notScreened() == 1);
    Storage::ReviewStore(*decided.database).record(decided.review, { 4, Verdict::Exclude, {}, {}, u"ann"_s, 0 });
    Storage::ReviewStore(*decided.database).record(decided.review, { 4, Verdict::Exclude, {}, {}, u"bob"_s, 0 });
    window.refreshSoon();
    window.refreshSoon(); // decisions in a row are read once
    CHECK(window.results().flow.notScreened() == 1);
    CHECK(QTest::qWaitFor([&window] { return window.results().flow.notScreened() == 0; }, 5000));
    CHECK(window.results().flow.excluded == 2);
}
