// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/testsupport.h"
#include "widgets/abstractbrowser.h"
#include "widgets/abstractview.h"
#include "widgets/colorscheme.h"
#include "widgets/readablecolor.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QMap>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

using Lectern::Desktop::AbstractBrowser;

TEST_CASE("The abstract browser loads no file or network resource", "[gui][safety]")
{
    AbstractBrowser browser;
    for (const char *name : { "/etc/hostname",
             "/dev/zero",
             "file:///etc/hostname",
             "http://example.org/x.png",
             "https://example.org/x.png" }) {
        INFO(name);
        const QVariant loaded = browser.loadResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(name)));
        CHECK(loaded.value<QImage>().size().width() <= 1);
    }
    CHECK(browser.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("qrc:/icons/lectern.svg"))).isValid());
}

TEST_CASE("An image named in HTML is not read from disk", "[gui][safety]")
{
    // Qt's image loader reads a path itself when the browser's loadResource() returns nothing.
    Lectern::Test::Workspace workspace;
    QImage large(600, 600, QImage::Format_RGB32);
    large.fill(Qt::red);
    const QString path = workspace.path(QStringLiteral("large.png"));
    REQUIRE(large.save(path));
    AbstractBrowser browser;
    browser.resize(800, 800);
    browser.setHtml(QStringLiteral("<p>x<img src=\"%1\"></p>").arg(path));
    CHECK(browser.document()->size().height() < 100);
}

TEST_CASE("HTML in an abstract is shown as text and loads nothing", "[gui][safety]")
{
    Lectern::Desktop::AbstractView view;
    const QString abstract = QStringLiteral(
        "Look: <img src=\"/dev/zero\"> <img src=\"/etc/hostname\"> <img src=\"http://example.org/x.png\"> "
        "and <script>alert(1)</script> <b>bold?</b> &amp; [x](file:///etc/passwd).");
    view.setAbstract(abstract);
    CHECK(view.toPlainText() == abstract);
    bool anyImage = false;
    QStringList links;
    for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            anyImage = anyImage || it.fragment().charFormat().isImageFormat();
            if (it.fragment().charFormat().isAnchor())
                links.append(it.fragment().charFormat().anchorHref());
        }
    }
    CHECK_FALSE(anyImage);
    // The web address in the text is a link; the file: one is not made clickable.
    CHECK(links == QStringList{ QStringLiteral("http://example.org/x.png") });

    view.setAbstract(QStringLiteral("Code at https://example.org/code and [the paper](https://arxiv.org/abs/1)."));
    links.clear();
    for (auto it = view.document()->firstBlock().begin(); !it.atEnd(); ++it) {
        if (it.fragment().charFormat().isAnchor())
            links.append(it.fragment().charFormat().anchorHref());
    }
    CHECK(
        links == QStringList{ QStringLiteral("https://example.org/code"), QStringLiteral("https://arxiv.org/abs/1") });
    CHECK(view.toPlainText() == QStringLiteral("Code at https://example.org/code and the paper."));
}

TEST_CASE("Only web, DOI and arXiv links are opened", "[gui][safety]")
{
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("https://example.org"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("http://example.org"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("doi:10.1000/182"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("arxiv:2401.00001"))));
    CHECK_FALSE(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("file:///etc/passwd"))));
    CHECK_FALSE(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("javascript:alert(1)"))));

    AbstractBrowser browser;
    QSignalSpy refused(&browser, &AbstractBrowser::linkRefused);
    Q_EMIT browser.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    CHECK(refused.size() == 1);
}

TEST_CASE("A link that no program opens is reported, and its address put on the clipboard", "[gui]")
{
    // The offscreen platform has no browser: opening fails as it does on a desktop without one.
    AbstractBrowser browser;
    browser.show();
    const QUrl url(QStringLiteral("https://example.org/paper?id=1&v=2"));
    Q_EMIT browser.anchorClicked(url);
    auto *box = browser.findChild<QMessageBox *>();
    REQUIRE(box);
    CHECK(box->text().contains(QStringLiteral("example.org/paper")));
    CHECK(QGuiApplication::clipboard()->text() == url.toString());
    box->close();
}

TEST_CASE("Maths in the abstract view has real superscripts and subscripts", "[gui][maths]")
{
    Lectern::Desktop::AbstractView view;
    const QString abstract = QStringLiteral("Rates of $\\mathcal{O}(n^{-1/2})$ for $r_1$ and $x_i^2$, i.e.~fast.");
    view.setAbstract(abstract);
    // toRawText(), as toPlainText() turns the no-break space into a space.
    CHECK(view.document()->toRawText() == QStringLiteral("Rates of 𝒪(n−1/2) for r1 and xi2, i.e.\u00a0fast."));
    QMap<QString, QTextCharFormat::VerticalAlignment> alignments;
    for (auto it = view.document()->firstBlock().begin(); !it.atEnd(); ++it)
        alignments.insert(it.fragment().text(), it.fragment().charFormat().verticalAlignment());
    CHECK(alignments.value(QStringLiteral("−1/2")) == QTextCharFormat::AlignSuperScript);
    CHECK(alignments.value(QStringLiteral("1")) == QTextCharFormat::AlignSubScript);
    CHECK(alignments.value(QStringLiteral("i")) == QTextCharFormat::AlignSubScript);
    CHECK(alignments.value(QStringLiteral("2")) == QTextCharFormat::AlignSuperScript);
    CHECK(alignments.value(QStringLiteral("Rates of ")) == QTextCharFormat::AlignNormal);

    // Selecting part of a formula selects all of its source, for a highlight.
    QTextCursor cursor(view.document());
    const int raised = static_cast<int>(view.toPlainText().indexOf(QStringLiteral("−1/2")));
    cursor.setPosition(raised);
    cursor.setPosition(raised + 2, QTextCursor::KeepAnchor);
    view.setTextCursor(cursor);
    const auto source = view.selectedSourceRange();
    REQUIRE(source);
    CHECK(abstract.sliced(source->start, source->length()) == QStringLiteral("$\\mathcal{O}(n^{-1/2})$"));
    // A highlight quoted in a list reads as plain text.
    CHECK(view.renderedText(*source) == QStringLiteral("𝒪(n^(−1/2))"));

    // Show Source shows the abstract as imported.
    view.setShowSource(true);
    CHECK(view.toPlainText() == abstract);
}

TEST_CASE("Inclusion and exclusion keywords differ in more than their colour", "[gui][a11y]")
{
    Lectern::Desktop::AbstractView view;
    view.setReviewKeywords({ QStringLiteral("omeprazole") }, { QStringLiteral("statins") });
    view.setAbstract(QStringLiteral("Omeprazole healed reflux; statins did not."));
    QMap<QString, QTextCharFormat> formats;
    for (auto it = view.document()->firstBlock().begin(); !it.atEnd(); ++it)
        formats.insert(it.fragment().text(), it.fragment().charFormat());
    const QTextCharFormat inclusion = formats.value(QStringLiteral("Omeprazole"));
    const QTextCharFormat exclusion = formats.value(QStringLiteral("statins"));
    CHECK(inclusion.underlineStyle() != QTextCharFormat::NoUnderline);
    CHECK(exclusion.underlineStyle() != QTextCharFormat::NoUnderline);
    CHECK(inclusion.underlineStyle() != exclusion.underlineStyle());
    CHECK(inclusion.toolTip() == QStringLiteral("Inclusion keyword"));
    CHECK(exclusion.toolTip() == QStringLiteral("Exclusion keyword"));
}

TEST_CASE("Text on a highlight, a keyword or a search hit keeps its contrast in both palettes", "[gui][a11y]")
{
    using namespace Lectern;
    namespace Readable = Desktop::ReadableColor;
    const QString abstract =
        QStringLiteral("Rates of $\\mathcal{O}(n^{-1/2})$ beat **omeprazole** and see https://example.org now.");
    for (const QPalette &palette : { QPalette(Qt::white), Desktop::darkPalette() }) {
        for (const HighlightColor color : { HighlightColor::Yellow,
                 HighlightColor::Green,
                 HighlightColor::Blue,
                 HighlightColor::Pink,
                 HighlightColor::Orange }) {
            Desktop::AbstractView view;
            view.setPalette(palette);
            view.setReviewKeywords({ QStringLiteral("omeprazole") }, { QStringLiteral("beat") });
            view.setSearchTerms(Search::Query::parse(QStringLiteral("rates")).highlightTerms());
            view.setAbstract(abstract);
            view.setHighlights({ Highlight{
                .start = abstract.indexOf(u'$'), .end = abstract.size(), .color = color, .comment = {} } });
            const QColor base = palette.color(QPalette::Base);
            int marked = 0;
            for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (format.background().style() == Qt::NoBrush)
                        continue;
                    ++marked;
                    const QColor text = format.foreground().style() == Qt::NoBrush ? palette.color(QPalette::Text)
                                                                                   : format.foreground().color();
                    INFO(it.fragment().text().toStdString()
                        << " in " << text.name().toStdString() << " on "
                        << Readable::over(format.background().color(), base).name().toStdString());
                    CHECK(Readable::contrast(text, Readable::over(format.background().color(), base)) >=
                        Readable::MinimumContrast);
                }
            }
            CHECK(marked >= 4); // the search hit, the maths, the keywords, the link
        }
    }
}

TEST_CASE("A colour that does not read on a background is made darker or lighter until it does", "[gui][a11y]")
{
    namespace Readable = Lectern::Desktop::ReadableColor;
    CHECK(Readable::contrast(Qt::black, Qt::white) == Catch::Approx(21.0));
    CHECK(Readable::contrast(Qt::red, Qt::red) == Catch::Approx(1.0));
    CHECK(Readable::over(QColor(255, 255, 255, 0), Qt::black) == QColor(Qt::black));
    const QColor olive(0x75, 0x67, 0x1d);
    const QColor red(0xda, 0x44, 0x53);
    REQUIRE(Readable::contrast(red, olive) < Readable::MinimumContrast);
    const QColor readable = Readable::on(red, olive);
    CHECK(Readable::contrast(readable, olive) >= Readable::MinimumContrast);
    CHECK(readable.hslHue() == Catch::Approx(red.hslHue()).margin(3)); // still red
    CHECK(Readable::on(Qt::black, Qt::white) == QColor(Qt::black)); // left alone when it reads
}

TEST_CASE("An abstract is laid out once however many runs and marks it has", "[gui]")
{
    // Every change a layout sees shapes its paragraph again: showing a paper was mostly that.
    Lectern::Desktop::AbstractView view;
    view.resize(600, 400);
    view.setReviewKeywords({ QStringLiteral("omeprazole") }, { QStringLiteral("statins") });
    view.setSearchTerms(
        { { QStringLiteral("rates"), false, false, false }, { QStringLiteral("see"), false, false, true } });
    QSignalSpy changes(view.document(), &QTextDocument::contentsChange);
    view.setAbstract(QStringLiteral("Rates of $\\mathcal{O}(n^{-1/2})$ beat **omeprazole**, not statins; see "
                                    "https://example.org.\n\nRates again, and *seen* once more."));
    // Clearing the old text (two changes), then the new one with every mark.
    CHECK(changes.size() <= 3);
    // The marks are there all the same.
    QStringList marked;
    for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().background().style() != Qt::NoBrush)
                marked.append(it.fragment().text());
        }
    }
    CHECK(marked ==
        QStringList{ QStringLiteral("Rates"),
            QStringLiteral("omeprazole"),
            QStringLiteral("statins"),
            QStringLiteral("see"),
            QStringLiteral("Rates"),
            QStringLiteral("see") }); // the beginning of "seen"
}
