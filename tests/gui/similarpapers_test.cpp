// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowsupport.h"
#include "widgets/searchfield.h"
#include "windows/mainwindow.h"
#include "windows/similarpaperswindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QLabel>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTreeWidget>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

struct Fixture
{
    Test::Workspace workspace;
    MainWindow window;

    Fixture()
    {
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        Test::importAndSettle(window, { workspace.writeFile(u"drugs.txt"_s, Test::drugList()) });
    }

    // More Like This on the papers, once it has found what it finds.
    SimilarPapersWindow *similarTo(const QList<PaperId> &papers)
    {
        window.openSimilarPapers(papers);
        auto *similar = window.findChild<SimilarPapersWindow *>();
        REQUIRE(similar);
        if (similar->isSearching()) {
            QSignalSpy ended(similar, &SimilarPapersWindow::searchEnded);
            REQUIRE(ended.wait(10000));
        }
        return similar;
    }
};

QList<PaperId> listed(const SimilarPapersWindow &similar)
{
    QList<PaperId> papers;
    for (int row = 0; row < similar.list()->topLevelItemCount(); ++row)
        papers.append(similar.list()->topLevelItem(row)->data(0, Qt::UserRole).value<PaperId>());
    return papers;
}

QAction *menuAction(const MainWindow &window, const QString &menu, const QString &text)
{
    for (QAction *top : window.menuBar()->actions()) {
        if (top->text() != menu || !top->menu())
            continue;
        for (QAction *action : top->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

} // namespace

TEST_CASE("gui: More Like This lists the closest papers first, with the words they share", "[gui][similar]")
{
    Fixture f;
    SimilarPapersWindow *similar = f.similarTo({ 3 });
    CHECK(similar->windowTitle() == u"More Like This"_s);
    const QList<PaperId> papers = listed(*similar);
    REQUIRE(papers.size() >= 3);
    CHECK_FALSE(papers.contains(3));
    // The other omeprazole papers first.
    for (const PaperId paper : papers.first(3))
        CHECK(paper % 3 == 0);
    CHECK(similar->list()->topLevelItem(0)->text(2).contains(u"reflux"_s));
    CHECK(similar->list()->currentItem() == similar->list()->topLevelItem(0));
    // Titles from files are shown as text, never as markup.
    CHECK(similar->heading()->textFormat() == Qt::PlainText);
    CHECK(similar->heading()->text().startsWith(u"Papers like “Proton pump"_s));
    CHECK(similar->status()->text().contains(u"closest first"_s));

    // Asked again for other papers, the one window answers for them.
    similar = f.similarTo({ 1, 2 });
    CHECK(f.window.findChildren<SimilarPapersWindow *>().size() == 1);
    for (const PaperId paper : listed(*similar).first(3))
        CHECK(paper % 3 != 0);
    CHECK(similar->heading()->text().contains(u"2"_s));
}

TEST_CASE("gui: a paper opened in More Like This is shown in the list, whatever the search", "[gui][similar]")
{
    Fixture f;
    // The list shows the statin papers only.
    f.window.searchField()->setText(u"statins"_s);
    Test::settle(f.window);
    QTest::qWait(300);
    Test::settle(f.window);
    REQUIRE(f.window.paperModel()->rowOf(9) < 0);

    SimilarPapersWindow *similar = f.similarTo({ 3 });
    const int row = static_cast<int>(listed(*similar).indexOf(9));
    REQUIRE(row >= 0);
    similar->list()->setCurrentItem(similar->list()->topLevelItem(row));
    QTest::keyClick(similar->list(), Qt::Key_Return);
    Test::settle(f.window);
    CHECK(f.window.searchField()->text().isEmpty());
    CHECK(f.window.detailView()->paperId() == 9);
    const QModelIndex current = f.window.paperTable()->currentIndex();
    CHECK(f.window.paperModel()->paperId(current.row()) == 9);

    // A paper the list shows is made current in place.
    f.window.paperTable()->setCurrentIndex(f.window.paperModel()->index(0, 0));
    Test::settle(f.window);
    similar->list()->setCurrentItem(similar->list()->topLevelItem(0));
    const PaperId first = listed(*similar).front();
    QTest::keyClick(similar->list(), Qt::Key_Return);
    Test::settle(f.window);
    CHECK(f.window.detailView()->paperId() == first);
}

TEST_CASE("gui: Paper → More Like This asks for the papers selected", "[gui][similar]")
{
    Fixture f;
    QAction *action = menuAction(f.window, u"&Paper"_s, u"&More Like This"_s);
    REQUIRE(action);
    const int row = f.window.paperModel()->rowOf(6);
    REQUIRE(row >= 0);
    f.window.paperTable()->setCurrentIndex(f.window.paperModel()->index(row, 0));
    Test::settle(f.window);
    action->trigger();
    auto *similar = f.window.findChild<SimilarPapersWindow *>();
    REQUIRE(similar);
    if (similar->isSearching()) {
        QSignalSpy ended(similar, &SimilarPapersWindow::searchEnded);
        REQUIRE(ended.wait(10000));
    }
    CHECK_FALSE(listed(*similar).contains(6));
    CHECK(listed(*similar).front() % 3 == 0);
}
