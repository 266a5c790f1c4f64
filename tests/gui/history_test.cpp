// SPDX-License-Identifier: GPL-3.0-or-later
// Who did what, in the detail pane: the last change under the authors, each tag's giver in its
// chip's tooltip, and the paper's history in place of the abstract, kept up to date as others
// write.
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "storage/liststore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "widgets/historylist.h"
#include "widgets/paperdetailview.h"
#include "widgets/tageditor.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QLabel>
#include <QToolButton>

#include <algorithm>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

QStringList historyTexts(const PaperDetailView &pane)
{
    QStringList texts;
    for (int row = 0; row < pane.historyList()->count(); ++row)
        texts.append(pane.historyList()->item(row)->text());
    return texts;
}

} // namespace

TEST_CASE("gui: the detail pane tells who did what to the paper, as others do it", "[gui][history]")
{
    Test::Workspace workspace;
    MainWindow window;
    const PaperId shown = Test::showFirstSamplePaper(window, workspace);
    PaperDetailView &pane = *window.detailView();
    // On a team library the window's member is named; a file has one user, who is not.
    const auto other = workspace.openLibrary(u"library.sqlite"_s);
    const QString login = other->login();
    const auto said = [&login](const QString &what) -> QString {
        return (login.isEmpty() ? what : what + u" by "_s + login) + u", just now"_s;
    };
    REQUIRE(QTest::qWaitFor([&] { return pane.lastActivity() == said(u"imported from list.txt"_s); }, 10000));

    window.editor()->addTag({ shown }, u"method/diffusion"_s);
    REQUIRE(QTest::qWaitFor([&] { return pane.lastActivity() == said(u"tagged method/diffusion"_s); }, 10000));
    // The chip, once the tags read again show it, says who gave the tag.
    const auto chipSays = [&pane](const QString &text) {
        const QList<QToolButton *> chips = pane.tagEditor()->findChildren<QToolButton *>();
        return std::ranges::any_of(chips, [&text](const QToolButton *chip) {
            return chip->text() == u"method/diffusion"_s && chip->toolTip().contains(text);
        });
    };
    CHECK(QTest::qWaitFor([&] { return chipSays(said(u"tagged method/diffusion"_s)); }, 10000));

    // Another client's change, as the change feed brings it; a name is text, never markup.
    Storage::ListStore lists(*other);
    lists.addPapers(lists.create({ 0, u"<b>Reading</b> group"_s, {}, 0 }), { shown });
    REQUIRE(QTest::qWaitFor(
        [&] { return pane.lastActivity() == said(u"added to the list <b>Reading</b> group"_s); }, 10000));
    const QList<QLabel *> labels = pane.findChildren<QLabel *>();
    const auto line =
        std::ranges::find_if(labels, [&](const QLabel *label) { return label->text() == pane.lastActivity(); });
    REQUIRE(line != labels.cend());
    CHECK((*line)->textFormat() == Qt::PlainText);

    CHECK_FALSE(pane.showsHistory());
    pane.showHistory(true);
    CHECK(pane.showsHistory());
    CHECK_FALSE(pane.showsReference());
    const QStringList expected{ said(u"added to the list <b>Reading</b> group"_s),
        said(u"tagged method/diffusion"_s),
        said(u"imported from list.txt"_s) };
    INFO("history: " << historyTexts(pane).join(u" | "_s).toStdString());
    CHECK(QTest::qWaitFor([&] { return historyTexts(pane) == expected; }, 10000));
    // Another paper: its own history, and the page stays.
    window.paperTable()->setCurrentIndex(window.paperModel()->index(1, PaperTableModel::TitleColumn));
    Test::settle(window);
    REQUIRE(
        QTest::qWaitFor([&] { return historyTexts(pane) == QStringList{ said(u"imported from list.txt"_s) }; }, 10000));
    CHECK(pane.showsHistory());
    pane.showReference(true);
    CHECK_FALSE(pane.showsHistory());
}

TEST_CASE("gui: a history names the member and says how long ago", "[gui][history]")
{
    const QDateTime now(QDate(2026, 12, 5), QTime(12, 0));
    Storage::PaperEvent event;
    event.action = Storage::PaperEvent::Action::Tagged;
    event.subject = u"method/diffusion"_s;
    event.member = u"ann"_s;
    event.memberName = u"Ann"_s;
    event.at = now.addSecs(-2 * 3600 - 60);
    CHECK(eventText(event, now) == u"tagged method/diffusion by Ann, 2 h ago"_s);
    event.member.clear();
    CHECK(eventText(event, now) == u"tagged method/diffusion, 2 h ago"_s);
    CHECK(timeAgo(now.addSecs(-30), now) == u"just now"_s);
    CHECK(timeAgo(now.addSecs(-5 * 60), now) == u"5 min ago"_s);
    // Untranslated: the English plurals are the translation's.
    CHECK(timeAgo(now.addDays(-1), now) == u"1 day(s) ago"_s);
    CHECK(timeAgo(now.addDays(-3), now) == u"3 day(s) ago"_s);
    CHECK(timeAgo(now.addDays(-30), now) == QLocale().toString(now.addDays(-30).date(), QLocale::ShortFormat));
    event.action = Storage::PaperEvent::Action::Decided;
    event.verdict = Verdict::Exclude;
    event.subject = u"PPI trials"_s;
    CHECK(eventText(event, now) == u"excluded in the review PPI trials, 2 h ago"_s);
}
