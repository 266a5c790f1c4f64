// SPDX-License-Identifier: GPL-3.0-or-later
// Text too long to lay out as it is (issue 35, item 8): an abstract of one unbroken word, a title
// or a venue of hundreds of letters. Qt lays out a word wider than its view in time that grows
// with the square of its length, so the views show places to break in it; what is kept, selected
// and copied is the text itself.
#include "export/exportformat.h"
#include "gui/windowsupport.h"
#include "widgets/abstractview.h"
#include "widgets/exportdialog.h"
#include "widgets/softbreaks.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QTableView>
#include <QTextBlock>

using namespace Lectern;
using namespace Lectern::Desktop;

namespace {

// The longest run of characters in text with no space or break between them.
qsizetype longestRun(const QString &text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() || c == SoftBreaks::Break ? 0 : run + 1;
        longest = std::max(longest, run);
    }
    return longest;
}

QString word(qsizetype length)
{
    QString text;
    for (qsizetype i = 0; i < length; ++i)
        text += QChar(char16_t(u'a' + i % 26));
    return text;
}

} // namespace

TEST_CASE("Soft breaks: a long run is shown with places to break, and positions map back", "[gui][longtext]")
{
    const QString text = QStringLiteral("Short words, then ") + word(1000) + QStringLiteral(" and more.");
    SoftBreaks breaks(SoftBreaks::ForViews);
    const QString shown = breaks.shown(text);
    CHECK(longestRun(shown) == SoftBreaks::ForViews);
    CHECK(shown.count(SoftBreaks::Break) == 999 / SoftBreaks::ForViews); // none after the last letter
    CHECK(QString(shown).remove(SoftBreaks::Break) == text);
    for (qsizetype position = 0; position <= text.size(); ++position) {
        INFO(position);
        const qsizetype at = breaks.toShown(position);
        REQUIRE(breaks.fromShown(at) == position);
        // A position at a break is the break's, before the letter.
        if (position < text.size())
            REQUIRE(shown[shown[at] == SoftBreaks::Break ? at + 1 : at] == text[position]);
    }
    // Every position of the text shown, a break's too, is one of the text's.
    for (qsizetype at = 0; at <= shown.size(); ++at)
        REQUIRE(breaks.toShown(breaks.fromShown(at)) <= at);
    // A selection in the text shown is copied as the text has it.
    CHECK(breaks.withoutBreaks(shown, 0) == text);
    const qsizetype from = breaks.toShown(150);
    const qsizetype to = breaks.toShown(700);
    CHECK(breaks.withoutBreaks(QStringView(shown).sliced(from, to - from), from) == text.sliced(150, 550));
    CHECK(breaks.withoutBreaks(QStringView(shown).sliced(from + 1, to - from - 1), from + 1) == text.sliced(151, 549));
    // Text with spaces enough is shown as it is.
    CHECK(SoftBreaks::forLabel(QStringLiteral("Ordinary words only.")) == QStringLiteral("Ordinary words only."));
}

TEST_CASE("Soft breaks: a run goes on across pieces and never splits a character", "[gui][longtext]")
{
    SoftBreaks breaks(SoftBreaks::ForViews);
    const QString first = breaks.shown(word(SoftBreaks::ForViews - 10));
    const QString second = breaks.shown(word(20)); // one run: a break 10 letters in
    CHECK(first.count(SoftBreaks::Break) == 0);
    CHECK(second.indexOf(SoftBreaks::Break) == 10);
    CHECK(breaks.toShown(SoftBreaks::ForViews + 10) == SoftBreaks::ForViews + 11);

    // Mathematical letters of two UTF-16 units each, and letters with a combining accent.
    QString maths = QStringLiteral("x"); // so that a break would fall between the two units
    for (int i = 0; i < 300; ++i)
        maths += QString::fromUcs4(U"\U0001D4AA");
    const QString shownMaths = SoftBreaks(SoftBreaks::ForViews).shown(maths);
    CHECK(shownMaths.count(SoftBreaks::Break) > 0);
    for (qsizetype i = 0; i < shownMaths.size(); ++i) {
        if (shownMaths[i] == SoftBreaks::Break)
            CHECK(shownMaths[i + 1].isHighSurrogate());
    }
    QString accented = QStringLiteral("x");
    for (int i = 0; i < 300; ++i)
        accented += QStringLiteral("e\u0301");
    const QString shownAccents = SoftBreaks(SoftBreaks::ForViews).shown(accented);
    for (qsizetype i = 0; i < shownAccents.size(); ++i) {
        if (shownAccents[i] == SoftBreaks::Break)
            CHECK_FALSE(shownAccents[i + 1].isMark());
    }
}

TEST_CASE("Soft breaks: joined emoji stay whole and no-break spaces do not end a run", "[gui][longtext]")
{
    // A family: four people joined by zero-width joiners, one character as a reader sees it.
    const QString family = QString::fromUcs4(U"\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466");
    QString emoji = QStringLiteral("x");
    for (int i = 0; i < 100; ++i)
        emoji += family;
    const QString shownEmoji = SoftBreaks(SoftBreaks::ForViews).shown(emoji);
    REQUIRE(shownEmoji.count(SoftBreaks::Break) > 0);
    for (qsizetype i = 0; i < shownEmoji.size(); ++i) {
        if (shownEmoji[i] == SoftBreaks::Break)
            CHECK(QStringView(shownEmoji).sliced(i + 1).startsWith(family));
    }
    // "a~a~a…" in TeX: no-break spaces keep it one run.
    const QString tied = QStringLiteral("a\u00A0").repeated(500);
    CHECK(SoftBreaks(SoftBreaks::ForViews).shown(tied).count(SoftBreaks::Break) == 999 / SoftBreaks::ForViews);
}

TEST_CASE("gui: an abstract of one long word is shown breakable, marked and copied as it is", "[gui][longtext]")
{
    const QString longWord = word(5000);
    const QString abstract = QStringLiteral("We sequenced ") + longWord + QStringLiteral(" and found a gene.");
    AbstractView view;
    view.resize(500, 300);
    const qsizetype gene = abstract.indexOf(QStringLiteral("gene"));
    view.setAbstract(abstract);
    Highlight highlight;
    highlight.paper = 1;
    highlight.start = gene;
    highlight.end = gene + 4;
    view.setHighlights({ highlight });
    view.setSearchTerms({ Search::Term{ .text = QStringLiteral("found") } });
    view.show();

    const QString shown = view.toPlainText();
    CHECK(longestRun(shown) <= SoftBreaks::ForViews);
    CHECK(QString(shown).remove(SoftBreaks::Break) == abstract);
    // The highlight and the search hit are on their words, after the breaks.
    const auto formatAt = [&view](qsizetype position) {
        QTextCursor cursor(view.document());
        cursor.setPosition(int(position) + 1);
        return cursor.charFormat();
    };
    const qsizetype shownGene = shown.indexOf(QStringLiteral("gene"));
    CHECK(formatAt(shownGene).background().style() != Qt::NoBrush);
    CHECK(formatAt(shownGene - 2).background().style() == Qt::NoBrush);
    CHECK(formatAt(shown.indexOf(QStringLiteral("found"))).fontUnderline());

    // A selection across the word is a range of the abstract, and is copied without the breaks.
    QTextCursor selection(view.document());
    const qsizetype from = shown.indexOf(QStringLiteral("sequenced"));
    const qsizetype to = shown.indexOf(QStringLiteral(" and"));
    selection.setPosition(int(from));
    selection.setPosition(int(to), QTextCursor::KeepAnchor);
    view.setTextCursor(selection);
    const auto range = view.selectedSourceRange();
    REQUIRE(range);
    CHECK(abstract.sliced(range->start, range->length()) == QStringLiteral("sequenced ") + longWord);
    view.copy();
    CHECK(QApplication::clipboard()->text() == QStringLiteral("sequenced ") + longWord);

    // A selection that starts at a break is the abstract's from the letter after it.
    const qsizetype firstBreak = shown.indexOf(SoftBreaks::Break);
    selection.setPosition(int(firstBreak));
    selection.setPosition(int(firstBreak + 11), QTextCursor::KeepAnchor);
    view.setTextCursor(selection);
    const auto atBreak = view.selectedSourceRange();
    REQUIRE(atBreak);
    CHECK(abstract.sliced(atBreak->start, atBreak->length()) == QString(shown).sliced(firstBreak + 1, 10));

    // The source is shown with breaks too, and its highlight is on its word.
    view.setShowSource(true);
    const QString source = view.toPlainText();
    CHECK(longestRun(source) <= SoftBreaks::ForViews);
    CHECK(formatAt(source.indexOf(QStringLiteral("gene"))).background().style() != Qt::NoBrush);
}

TEST_CASE("gui: the export preview shows the start of a line too long to lay out", "[gui][longtext][export]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(QStringLiteral("library.sqlite")));
    const QString longWord = word(10000);
    Test::importAndSettle(window,
        { workspace.writeFile(
            QStringLiteral("long.txt"), "Long words\n\nWe sequenced " + longWord.toUtf8() + " today.\n") });
    LibraryWorker worker(window.libraryLocation(), Storage::Database::Access::ReadWrite);
    ExportDialog dialog(worker, { {}, { 1 } });
    auto *format = dialog.findChild<QComboBox *>();
    REQUIRE(format);
    format->setCurrentIndex(format->findData(static_cast<int>(Export::ExportFormat::Markdown)));
    REQUIRE(QTest::qWaitFor([&dialog] { return !dialog.isReading(); }, 10000));
    const QString preview = dialog.previewText();
    CHECK(preview.contains(QStringLiteral("We sequenced ") + longWord.first(100)));
    qsizetype longestLine = 0;
    for (const QString &line : preview.split(u'\n'))
        longestLine = std::max(longestLine, line.size());
    CHECK(longestLine == 2001); // 2,000 characters and an ellipsis
    CHECK(preview.contains(u'…'));
}

TEST_CASE("gui: a title, venue or author of hundreds of letters does not widen the window", "[gui][longtext]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(QStringLiteral("library.sqlite")));
    window.resize(1000, 700);
    Test::settle(window);
    const QByteArray ris = "TY  - JOUR\nTI  - A short one\nAU  - Ng, A.\nAB  - We are one.\nER  - \n\n"
                           "TY  - JOUR\nTI  - " +
        word(900).toUtf8() + "\nAU  - " + word(600).toUtf8() + ", A.\nJO  - " + word(600).toUtf8() +
        "\nAB  - We are long.\nER  - \n";
    Test::importAndSettle(window, { workspace.writeFile(QStringLiteral("long.ris"), ris) });
    QTableView *table = window.paperTable();
    REQUIRE(table->model()->rowCount() == 2);
    for (int row = 0; row < 2; ++row) {
        table->selectRow(row);
        Test::settle(window);
        window.detailView()->showReference(true);
        QCoreApplication::processEvents();
        CHECK(window.width() == 1000);
        CHECK(window.minimumSizeHint().width() < 1000);
    }
}
