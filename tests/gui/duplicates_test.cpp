// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"
#include "windows/duplicateswindow.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

// Papers 1 and 2 are one paper (the title alike, the abstracts not, one without a year);
// paper 3 is another.
const QByteArray Records = "@article{a, title = {Active learning for <i>screening</i>}, year = {2020},\n"
                           "  abstract = {Reviewers screen abstracts; we rank the records by predicted relevance.}}\n"
                           "@article{b, title = {Active Learning for Screening.}, doi = {10.1000/screen.1},\n"
                           "  abstract = {A shorter version of the paper.}}\n"
                           "@article{c, title = {Compilers made quick}, year = {2019},\n"
                           "  abstract = {We compile programs quickly and safely.}}\n";

struct Fixture
{
    Test::Workspace workspace;
    MainWindow window;
    DuplicatesWindow *duplicates = nullptr;

    Fixture()
    {
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        Test::importAndSettle(window, { workspace.writeFile(u"r.bib"_s, Records) });
        window.openDuplicates();
        duplicates = window.findChild<DuplicatesWindow *>();
        REQUIRE(duplicates);
        settle();
    }

    void settle() const
    {
        Test::settle(window);
        QTest::qWait(20); // the pairs found are shown
        Test::settle(window);
    }

    qsizetype papers() const
    {
        Storage::Database database(workspace.location(u"library.sqlite"_s));
        REQUIRE(database.open());
        return Storage::PaperStore(database).paperCount();
    }
};

} // namespace

TEST_CASE("gui: possible duplicates are compared side by side, the differences in bold", "[gui][duplicates]")
{
    Fixture f;
    REQUIRE(f.duplicates->candidates().size() == 1);
    CHECK(f.duplicates->pairList()->count() == 1);
    const QTableWidget *table = f.duplicates->comparison();
    REQUIRE(table->rowCount() > 4);
    const auto row = [table](const QString &field) {
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, 0)->text() == field)
                return r;
        }
        return -1;
    };
    const int year = row(u"Year"_s);
    REQUIRE(year >= 0);
    CHECK(table->item(year, 1)->text() == u"2020"_s);
    CHECK(table->item(year, 2)->text().isEmpty());
    CHECK(table->item(year, 1)->font().bold());
    // Markup in a title is shown as its text, never rendered or as tags.
    CHECK(table->item(row(u"Title"_s), 1)->text() == u"Active learning for screening"_s);
    CHECK_FALSE(f.duplicates->findChild<QLabel *>()->text().contains(u'<'));
}

TEST_CASE(
    "gui: merging a pair is one undoable step, and a pair marked distinct leaves the list", "[gui][duplicates][undo]")
{
    Fixture f;
    REQUIRE(f.duplicates->candidates().size() == 1);
    QUndoStack *undo = f.window.editor()->undoStack();

    f.duplicates->mergeInto(true);
    f.settle();
    CHECK(f.papers() == 2);
    CHECK(f.duplicates->candidates().isEmpty());
    CHECK(undo->undoText() == u"Merge Papers"_s);
    undo->undo();
    f.settle();
    CHECK(f.papers() == 3);
    REQUIRE(f.duplicates->candidates().size() == 1);

    f.duplicates->markDistinct();
    f.settle();
    CHECK(f.duplicates->candidates().isEmpty());
    CHECK(f.papers() == 3);
    undo->undo();
    f.settle();
    CHECK(f.duplicates->candidates().size() == 1);
}
