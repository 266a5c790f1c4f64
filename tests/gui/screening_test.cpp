// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/accessiblesupport.h"
#include "gui/windowsupport.h"
#include "import/importer.h"
#include "review/screeningsession.h"
#include "storage/paperstore.h"
#include "storage/referenceeditor.h"
#include "storage/reviewstore.h"
#include "support/testsupport.h"
#include "widgets/reviewdialog.h"
#include "windows/screeningwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Twelve papers, ids 1 to 12: the even ones about proton pump inhibitors, the odd ones not.
ReviewId makeReview(const Storage::Database &database, const Test::Workspace &workspace)
{
    QByteArray list = "Screening test\n";
    for (int i = 1; i <= 12; ++i) {
        const QByteArray number = QByteArray::number(i);
        if (i % 2 == 0)
            list += "\nOmeprazole, a proton pump inhibitor, healed reflux in trial " + number + ".\n";
        else
            list += "\nStatins lowered cholesterol in cohort " + number + " of older <b>adults</b>.\n";
    }
    REQUIRE(Import::Importer(database).importFiles({ workspace.writeFile(u"list.txt"_s, list) }).added() == 12);
    // A title that looks like markup, as a user might write one.
    Storage::PaperStore(database).setTitle(1, u"Statins in older <b>adults</b>"_s);
    Storage::ReviewStore reviews(database);
    const ReviewId id = reviews.create({ 0,
        u"PPI <i>review</i>"_s,
        u"Do PPIs heal reflux?"_s,
        {},
        {},
        { u"omeprazole"_s },
        { u"statins"_s },
        { u"wrong drug"_s, u"wrong population"_s } });
    QList<PaperId> papers;
    for (PaperId p = 1; p <= 12; ++p)
        papers.append(p);
    reviews.addPapers(id, papers);
    return id;
}

// The review above, and ann's screening window on it, writing through a worker of its own.
struct Screening
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> database = workspace.openLibrary();
    ReviewId review = makeReview(*database, workspace);
    Desktop::LibraryWorker worker{ database->location(), Storage::Database::Access::ReadWrite };
    Desktop::ScreeningWindow window{
        worker, Review::ScreeningSession::Start::read(*database, review, u"ann"_s), u"ann"_s
    };

    Screening() { window.setAttribute(Qt::WA_DeleteOnClose, false); }

    // Ann's window opened again, from what the library holds once the writes are done.
    std::unique_ptr<Desktop::ScreeningWindow> reopened()
    {
        Test::settle(worker);
        return std::make_unique<Desktop::ScreeningWindow>(
            worker, Review::ScreeningSession::Start::read(*database, review, u"ann"_s), u"ann"_s);
    }
};

} // namespace

TEST_CASE("gui: a review is screened with the keyboard alone", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;
    const Storage::Database &database = *screening.database;
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    Review::ScreeningSession &session = window.session();
    CHECK(window.windowTitle().contains(u"PPI <i>review</i>"_s));
    REQUIRE(session.current() == 1);
    const auto shownAsText = [&window](const QString &text) {
        const auto labels = window.findChildren<QLabel *>();
        return std::any_of(labels.cbegin(), labels.cend(), [&text](const QLabel *label) {
            return label->text().contains(text) && label->textFormat() == Qt::PlainText;
        });
    };
    CHECK(shownAsText(u"Do PPIs heal reflux?"_s));
    CHECK(shownAsText(u"<b>adults</b>"_s)); // the title, from the file: text, never markup

    QTest::keyClick(&window, Qt::Key_2); // the second reason
    QTest::keyClick(&window, Qt::Key_E);
    CHECK(session.decisionOf(1)->verdict == Verdict::Exclude);
    CHECK(session.decisionOf(1)->reason == u"wrong population"_s);
    REQUIRE(session.current() == 2);

    QTest::keyClick(&window, Qt::Key_N); // a note, typed, then back to screening
    auto *note = window.findChild<QLineEdit *>();
    REQUIRE(note);
    CHECK(note->hasFocus());
    QTest::keyClicks(note, u"dose in methods"_s); // the letters are text here, not decisions
    QTest::keyClick(note, Qt::Key_Return);
    CHECK(session.current() == 2);
    QTest::keyClick(&window, Qt::Key_I);
    CHECK(session.decisionOf(2)->verdict == Verdict::Include);
    CHECK(session.decisionOf(2)->note == u"dose in methods"_s);

    QTest::keyClick(&window, Qt::Key_S); // skip 3
    CHECK(session.current() != 3);
    QTest::keyClick(&window, Qt::Key_M);
    CHECK(session.counts().maybe == 1);
    QTest::keyClick(&window, Qt::Key_Backspace); // undo the maybe
    CHECK(session.counts().maybe == 0);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier); // and the include
    CHECK_FALSE(session.decisionOf(2));
    CHECK(session.current() == 2);
    QTest::keyClick(&window, Qt::Key_I);

    // The model learns in the background; then the likely relevant papers come first.
    REQUIRE(QTest::qWaitFor([&window] { return !window.isTraining() && window.session().hasLearned(); }, 10000));
    QTest::keyClick(&window, Qt::Key_E); // the paper that was shown before the model caught up
    REQUIRE(session.current());
    CHECK(*session.current() % 2 == 0);
    const auto labels = window.findChildren<QLabel *>();
    CHECK(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
        return label->text().startsWith(u"Raised by:\n  + "_s);
    }));
    for (const QLabel *label : labels) {
        if (label->text().contains(u'<')) // a title from the file: shown as text, never as markup
            CHECK(label->textFormat() == Qt::PlainText);
    }

    Test::settle(screening.worker); // written by the worker, in the order made
    const QList<Decision> log = Storage::ReviewStore(database).log(screening.review);
    CHECK(log.size() == 7); // five decisions and two undos, each logged
}

TEST_CASE("gui: decisions are written by the worker; one that fails closes the window and says so", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_I);
    CHECK(window.session().current() == 2); // the next abstract at once, before the write is done
    Test::settle(screening.worker);
    CHECK(Storage::ReviewStore(*screening.database).latestDecisions(screening.review, u"ann"_s).size() == 1);

    // A library that refuses writes (another window holds it, a reader's role on a server).
    Desktop::LibraryWorker reading(screening.database->location(), Storage::Database::Access::ReadOnly);
    Test::settle(reading);
    Desktop::ScreeningWindow refused(
        reading, Review::ScreeningSession::Start::read(*screening.database, screening.review, u"ann"_s), u"ann"_s);
    refused.setAttribute(Qt::WA_DeleteOnClose, false);
    refused.show();
    REQUIRE(QTest::qWaitForWindowExposed(&refused));
    QTest::keyClick(&refused, Qt::Key_E);
    QTest::keyClick(&refused, Qt::Key_E);
    Test::settle(reading);
    CHECK_FALSE(refused.isVisible());
    QMessageBox *box = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *candidate = qobject_cast<QMessageBox *>(widget); candidate && candidate->isVisible())
            box = candidate;
    }
    REQUIRE(box); // one, for both writes
    CHECK(box->windowTitle() == u"Not saved"_s);
    CHECK(box->text().contains(u"open it again to go on from the decisions the library holds"_s));
    box->close();
    CHECK(Storage::ReviewStore(*screening.database).latestDecisions(screening.review, u"ann"_s).size() == 1);
}

TEST_CASE("gui: Esc and Ctrl+W close the screening window, also from its note", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_Escape);
    CHECK_FALSE(window.isVisible());
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_N);
    QTest::keySequence(window.findChild<QLineEdit *>(), QKeySequence::Close);
    CHECK_FALSE(window.isVisible());
}

TEST_CASE("gui: a review's reasons, keywords and question are edited from the screening window", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;

    // The dialog starts from the review as it is and keeps its id.
    const Desktop::ReviewDialog dialog(window.session().review());
    ReviewInfo edited = dialog.review();
    CHECK(edited.id == screening.review);
    CHECK(edited.reasons == QStringList{ u"wrong drug"_s, u"wrong population"_s });
    CHECK(edited.inclusionKeywords == QStringList{ u"omeprazole"_s });
    CHECK(edited.question == u"Do PPIs heal reflux?"_s);
    CHECK_FALSE(edited.blind);
    // Editing a blind review keeps it blind.
    ReviewInfo blind = window.session().review();
    blind.blind = true;
    CHECK(Desktop::ReviewDialog(blind).review().blind);

    edited.reasons = QStringList{ u"not an RCT"_s };
    window.applyReview(edited);
    Test::settle(screening.worker);
    CHECK(window.session().review().reasons == QStringList{ u"not an RCT"_s });
    CHECK(Storage::ReviewStore(*screening.database).review(screening.review)->reasons == edited.reasons);
}

TEST_CASE("gui: new keywords are counted in the review's papers on a worker thread", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;
    Storage::ReviewStore reviews(*screening.database);
    CHECK(reviews.keywordHits(screening.review).value(2).exclusion == 0);
    // The window looks for hits missing when it opens, on the worker thread too.
    REQUIRE(QTest::qWaitFor([&window] { return !window.isCountingKeywordHits(); }, 10000));
    QSignalSpy counted(&window, &Desktop::ScreeningWindow::keywordHitsChanged);

    ReviewInfo edited = window.session().review();
    edited.exclusionKeywords = QStringList{ u"reflux"_s };
    window.applyReview(edited);
    // Saved by the worker, counted later: the window does not wait for the count.
    Test::settle(screening.worker);
    CHECK(window.session().review().exclusionKeywords == QStringList{ u"reflux"_s });
    REQUIRE(QTest::qWaitFor([&window] { return !window.isCountingKeywordHits(); }, 10000));
    CHECK(counted.size() == 1);
    const QHash<PaperId, KeywordHits> hits = reviews.keywordHits(screening.review);
    CHECK(hits.value(2).exclusion == 1); // "healed reflux in trial 2"
    CHECK(hits.value(1).exclusion == 0);
    CHECK(hits.value(2).inclusion == 2); // its title and abstract, as before

    // Other changes count nothing again.
    edited.question = u"Do PPIs heal reflux quickly?"_s;
    window.applyReview(edited);
    Test::settle(screening.worker);
    CHECK_FALSE(window.isCountingKeywordHits());

    // A count that never ended (the application quit first) is made when the review is opened.
    edited.exclusionKeywords = QStringList{ u"cholesterol"_s };
    reviews.update(edited, Storage::ReviewStore::Counting::Later);
    REQUIRE_FALSE(reviews.hasAllKeywordHits(screening.review));
    const auto reopened = screening.reopened();
    REQUIRE(QTest::qWaitFor([&reopened] { return !reopened->isCountingKeywordHits(); }, 10000));
    CHECK(reviews.hasAllKeywordHits(screening.review));
    CHECK(reviews.keywordHits(screening.review).value(1).exclusion == 1);
}

TEST_CASE("gui: the order is named in a whole translated sentence", "[gui][review][i18n]")
{
    // German declines the adjective: "in zufälliger Reihenfolge", not the lowercased menu
    // entry "zufällige reihenfolge" put into "In %1 gezeigt.".
    Test::FakeTranslator german({ { u"Random order"_s, u"Zufällige Reihenfolge"_s },
        { u"Shown in %1."_s, u"In %1 gezeigt."_s },
        { u"Shown in random order."_s, u"In zufälliger Reihenfolge gezeigt."_s } });
    QCoreApplication::installTranslator(&german);
    Screening screening;
    QComboBox *order = nullptr;
    int random = -1;
    for (QComboBox *box : screening.window.findChildren<QComboBox *>()) {
        if (const int found = box->findData(u"random"_s); found >= 0) {
            order = box;
            random = found;
        }
    }
    REQUIRE(order);
    REQUIRE(QTest::qWaitFor([&screening] { return !screening.window.isTraining(); }));
    order->setCurrentIndex(random);
    Q_EMIT order->activated(random);
    REQUIRE(QTest::qWaitFor([&screening] { return !screening.window.isTraining(); }));
    const auto labels = screening.window.findChildren<QLabel *>();
    const bool said = std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
        return label->text() == u"In zufälliger Reihenfolge gezeigt."_s;
    });
    QCoreApplication::removeTranslator(&german);
    CHECK(said);
}

TEST_CASE("gui: every control of the screening window has an accessible name", "[gui][review][a11y]")
{
    Screening screening;
    screening.window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&screening.window));
    CHECK(Test::unnamedControls(&screening.window) == QStringList());
    CHECK_FALSE(screening.window.whatsThis().isEmpty());
}

TEST_CASE("gui: the screening window says when a decision is made or taken back", "[gui][review]")
{
    Screening screening;
    Desktop::ScreeningWindow &window = screening.window;
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    QSignalSpy changed(&window, &Desktop::ScreeningWindow::decisionsChanged);
    QTest::keyClick(&window, Qt::Key_E);
    CHECK(changed.count() == 1);
    QTest::keyClick(&window, Qt::Key_S); // a skip decides nothing
    CHECK(changed.count() == 1);
    QTest::keyClick(&window, Qt::Key_Backspace);
    CHECK(changed.count() == 2);
}

TEST_CASE("gui: the stopping estimate and the order chosen are shown again after reopening", "[gui][review]")
{
    Screening screening;
    const auto stoppingText = [](const Desktop::ScreeningWindow &window) {
        for (const QLabel *label : window.findChildren<QLabel *>()) {
            if (label->accessibleName() == u"When to stop"_s)
                return label->text();
        }
        return QString();
    };
    const auto orderBox = [](const Desktop::ScreeningWindow &window) {
        for (QComboBox *box : window.findChildren<QComboBox *>()) {
            if (box->findData(u"library"_s) >= 0)
                return box;
        }
        return static_cast<QComboBox *>(nullptr);
    };
    screening.window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&screening.window));
    QComboBox *order = orderBox(screening.window);
    REQUIRE(order);
    REQUIRE(QTest::qWaitFor([&screening] { return !screening.window.isTraining(); }));
    const int library = order->findData(u"library"_s);
    order->setCurrentIndex(library);
    Q_EMIT order->activated(library);
    for (const Qt::Key key : { Qt::Key_I, Qt::Key_E, Qt::Key_E, Qt::Key_I, Qt::Key_E })
        QTest::keyClick(&screening.window, key);
    const QString before = stoppingText(screening.window);
    CHECK(before.contains(u"relevant paper(s) may be left"_s));
    CHECK(before.contains(u"1 exclusion(s) in a row"_s));

    const auto reopened = screening.reopened();
    CHECK(stoppingText(*reopened) == before);
    REQUIRE(orderBox(*reopened));
    CHECK(orderBox(*reopened)->currentData().toString() == u"library"_s);
}

TEST_CASE("gui: a title or author of one long word does not widen the screening window", "[gui][review][longtext]")
{
    Screening screening;
    screening.window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&screening.window));
    const int widthNeeded = screening.window.minimumSizeHint().width();

    const QString longWord = QString(900, u'w');
    Storage::PaperStore papers(*screening.database);
    for (PaperId id = 1; id <= 12; ++id) {
        papers.setTitle(id, longWord);
        Paper edited = *papers.paper(id);
        edited.venue = longWord;
        edited.reference.authors = { PersonName{ .family = longWord, .given = u"A."_s } };
        Storage::ReferenceEditor(*screening.database).replace(id, edited);
    }
    const auto window = screening.reopened();
    window->show();
    REQUIRE(QTest::qWaitForWindowExposed(window.get()));
    CHECK(window->minimumSizeHint().width() <= widthNeeded);
}
