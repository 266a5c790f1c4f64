// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/abstractbrowser.h"
#include "widgets/colorscheme.h"
#include "widgets/noteeditor.h"
#include "widgets/notehighlighter.h"
#include "widgets/syntaxrepository.h"

#include <catch2/catch_test_macros.hpp>

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLineEdit>
#include <QMap>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QVBoxLayout>

using KSyntaxHighlighting::Repository;
using Lectern::PaperId;
using Lectern::Desktop::NoteEditor;
using Lectern::Desktop::NoteHighlighter;

namespace {

// Longer than the autosave delay (800 ms), with room for a slow machine.
constexpr int AutosaveWait = 3000;

// The format the highlighter gave the first character of a block (none: a default QTextCharFormat).
QTextCharFormat highlightAtStart(const QTextBlock &block)
{
    const auto formats = block.layout()->formats();
    for (const QTextLayout::FormatRange &range : formats) {
        if (range.start == 0 && range.length > 0)
            return range.format;
    }
    return {};
}

QTextBlock blockWithText(const QTextDocument *document, const QString &text)
{
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.text() == text)
            return block;
    }
    return {};
}

// Typing at the end of the note, as the user would.
void typeAtEnd(NoteEditor &editor, const QString &text)
{
    editor.editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(editor.editor(), text);
}

// Restores the application palette when a test that changed it ends, passed or not.
class ApplicationPaletteGuard
{
public:
    ApplicationPaletteGuard() : m_saved(QApplication::palette()) { }
    ~ApplicationPaletteGuard() { QApplication::setPalette(m_saved); }
    ApplicationPaletteGuard(const ApplicationPaletteGuard &) = delete;
    ApplicationPaletteGuard &operator=(const ApplicationPaletteGuard &) = delete;

private:
    QPalette m_saved;
};

QPalette lightPalette()
{
    QPalette palette(QColor(0xef, 0xf0, 0xf1));
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, QColor(0x23, 0x26, 0x29));
    return palette;
}

bool isDarkTheme(const KSyntaxHighlighting::Theme &theme)
{
    return QColor::fromRgb(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness() < 128;
}

} // namespace

TEST_CASE("The note editor highlights Markdown", "[gui][noteeditor]")
{
    NoteEditor editor;
    editor.setNote(1, QStringLiteral("# A heading\n\nPlain words.\n"));

    const auto *highlighter = editor.findChild<KSyntaxHighlighting::SyntaxHighlighter *>();
    REQUIRE(highlighter);
    CHECK(highlighter->definition().name() == QLatin1String("Markdown"));
    CHECK(highlighter->document() == editor.editor()->document());

    const QTextDocument *document = editor.editor()->document();
    const QTextCharFormat heading = highlightAtStart(document->firstBlock());
    const QTextCharFormat plain = highlightAtStart(blockWithText(document, QStringLiteral("Plain words.")));
    REQUIRE(heading.isValid());
    CHECK(heading.foreground().style() != Qt::NoBrush);
    CHECK((heading.foreground() != plain.foreground() || heading.fontWeight() != plain.fontWeight()));
}

TEST_CASE(
    "A line indented deeper than any list is left uncoloured, and colouring goes on after it", "[gui][noteeditor]")
{
    // The Markdown definition's cost grows with the list levels open: nested 2,000 deep, 4 MB
    // took 15 s to colour (lectern-bench's note phase measures it).
    const QString deep = QString(NoteHighlighter::MaxColouredIndent + 1, u' ') + QStringLiteral("# deep");
    const QString shallow = QString(NoteHighlighter::MaxColouredIndent, u' ') + QStringLiteral("# shallow");
    NoteEditor editor;
    editor.setNote(1, QStringLiteral("# Top\n%1\n%2\n# After\n").arg(deep, shallow));
    const QTextDocument *document = editor.editor()->document();
    CHECK(highlightAtStart(blockWithText(document, QStringLiteral("# Top"))).isValid());
    CHECK(blockWithText(document, deep).layout()->formats().isEmpty());
    CHECK_FALSE(blockWithText(document, shallow).layout()->formats().isEmpty());
    const QTextCharFormat after = highlightAtStart(blockWithText(document, QStringLiteral("# After")));
    REQUIRE(after.isValid());
    CHECK(after.foreground() == highlightAtStart(blockWithText(document, QStringLiteral("# Top"))).foreground());
}

TEST_CASE("The note editor's theme follows the palette", "[gui][noteeditor]")
{
    const Repository &repository = Lectern::Desktop::syntaxRepository();
    const QString darkName = repository.defaultTheme(Repository::DarkTheme).name();
    const QString lightName = repository.defaultTheme(Repository::LightTheme).name();
    REQUIRE(darkName != lightName);

    SECTION("the theme is chosen from the palette's Base colour")
    {
        CHECK(Lectern::Desktop::themeFor(Lectern::Desktop::darkPalette()).name() == darkName);
        CHECK(Lectern::Desktop::themeFor(lightPalette()).name() == lightName);
    }

    SECTION("the widget's own palette")
    {
        NoteEditor editor;
        editor.setPalette(lightPalette());
        editor.setNote(1, QStringLiteral("# A heading\n"));
        CHECK(editor.theme().name() == lightName);
        const QBrush lightHeading = highlightAtStart(editor.editor()->document()->firstBlock()).foreground();

        editor.setPalette(Lectern::Desktop::darkPalette());
        CHECK(editor.theme().name() == darkName);
        CHECK(isDarkTheme(editor.theme()));
        // Re-highlighted with the new theme, on the palette's own background.
        CHECK(highlightAtStart(editor.editor()->document()->firstBlock()).foreground() != lightHeading);
        CHECK(
            editor.editor()->palette().color(QPalette::Base) == Lectern::Desktop::darkPalette().color(QPalette::Base));

        editor.setPalette(lightPalette());
        CHECK(editor.theme().name() == lightName);
        CHECK_FALSE(isDarkTheme(editor.theme()));
        CHECK(highlightAtStart(editor.editor()->document()->firstBlock()).foreground() == lightHeading);
    }

    SECTION("the application palette")
    {
        // Qt posts the change of the application palette to the widgets, hence the waiting.
        ApplicationPaletteGuard guard;
        QApplication::setPalette(lightPalette());
        QWidget window;
        auto *editor = new NoteEditor(&window);
        CHECK(editor->theme().name() == lightName);
        QApplication::setPalette(Lectern::Desktop::darkPalette());
        CHECK(QTest::qWaitFor([&] { return editor->theme().name() == darkName; }, 2000));
        QApplication::setPalette(lightPalette());
        CHECK(QTest::qWaitFor([&] { return editor->theme().name() == lightName; }, 2000));
    }

    SECTION("a note editor made under a dark palette starts dark")
    {
        ApplicationPaletteGuard guard;
        QApplication::setPalette(Lectern::Desktop::darkPalette());
        NoteEditor editor;
        CHECK(editor.theme().name() == darkName);
    }
}

TEST_CASE("The note editor saves a moment after typing", "[gui][noteeditor]")
{
    NoteEditor editor;
    editor.setNote(7, QStringLiteral("Read"));
    QSignalSpy changed(&editor, &NoteEditor::noteChanged);

    typeAtEnd(editor, QStringLiteral(" again"));
    CHECK(editor.text() == QLatin1String("Read again"));
    CHECK(editor.hasPendingChanges());
    CHECK(changed.isEmpty());

    REQUIRE(changed.wait(AutosaveWait));
    REQUIRE(changed.size() == 1);
    CHECK(changed.at(0).at(0).value<PaperId>() == 7);
    CHECK(changed.at(0).at(1).toString() == QLatin1String("Read again"));
    CHECK_FALSE(editor.hasPendingChanges());

    // One save for one burst of typing, and none while nothing changes.
    QTest::qWait(1200);
    CHECK(changed.size() == 1);

    typeAtEnd(editor, QStringLiteral("!"));
    REQUIRE(changed.wait(AutosaveWait));
    REQUIRE(changed.size() == 2);
    CHECK(changed.at(1).at(1).toString() == QLatin1String("Read again!"));
}

TEST_CASE("Showing another paper's note saves the edited one first", "[gui][noteeditor]")
{
    NoteEditor editor;
    editor.setNote(1, QStringLiteral("First"));
    QSignalSpy changed(&editor, &NoteEditor::noteChanged);
    typeAtEnd(editor, QStringLiteral(" note"));

    editor.setNote(2, QStringLiteral("Second"));
    REQUIRE(changed.size() == 1);
    CHECK(changed.at(0).at(0).value<PaperId>() == 1);
    CHECK(changed.at(0).at(1).toString() == QLatin1String("First note"));
    CHECK(editor.paperId() == 2);
    CHECK(editor.text() == QLatin1String("Second"));
    CHECK_FALSE(editor.hasPendingChanges());

    // The timer started by the typing is gone: nothing is saved again, least of all under paper 2.
    QTest::qWait(1200);
    CHECK(changed.size() == 1);
}

TEST_CASE("flush() saves pending edits once", "[gui][noteeditor]")
{
    NoteEditor editor;
    editor.setNote(3, QString());
    QSignalSpy changed(&editor, &NoteEditor::noteChanged);

    editor.flush();
    CHECK(changed.isEmpty());

    typeAtEnd(editor, QStringLiteral("- [ ] check the *method*"));
    editor.flush();
    REQUIRE(changed.size() == 1);
    CHECK(changed.at(0).at(0).value<PaperId>() == 3);
    CHECK(changed.at(0).at(1).toString() == QLatin1String("- [ ] check the *method*"));

    editor.flush();
    CHECK(changed.size() == 1);
    QTest::qWait(1200);
    CHECK(changed.size() == 1);

    // Undoing is an edit too.
    editor.editor()->undo();
    CHECK(editor.hasPendingChanges());
    editor.flush();
    REQUIRE(changed.size() == 2);
    CHECK(changed.at(1).at(1).toString() != QLatin1String("- [ ] check the *method*"));
}

TEST_CASE("setNote() never saves", "[gui][noteeditor]")
{
    NoteEditor editor;
    CHECK(editor.paperId() == 0);
    CHECK_FALSE(editor.editor()->isEnabled());

    QSignalSpy changed(&editor, &NoteEditor::noteChanged);
    editor.setNote(4, QStringLiteral("# Four"));
    CHECK(editor.editor()->isEnabled());
    CHECK_FALSE(editor.editor()->placeholderText().isEmpty());
    editor.setNote(5, QString());
    editor.setNote(5, QStringLiteral("Five"));
    // The same note again (the owner refreshing the pane) keeps the cursor where it is.
    editor.editor()->moveCursor(QTextCursor::End);
    editor.setNote(5, QStringLiteral("Five"));
    CHECK(editor.editor()->textCursor().position() == 4);
    editor.setNote(0, QString());
    CHECK_FALSE(editor.editor()->isEnabled());
    editor.setPalette(Lectern::Desktop::darkPalette()); // re-highlighting is no edit either
    editor.setNote(6, QStringLiteral("# Six"));
    editor.setPalette(lightPalette());
    CHECK_FALSE(editor.hasPendingChanges());
    editor.flush();
    QTest::qWait(1200);
    CHECK(changed.isEmpty());
}

TEST_CASE("Leaving the note editor saves it", "[gui][noteeditor]")
{
    QWidget window;
    auto *editor = new NoteEditor(&window);
    auto *other = new QLineEdit(&window);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(editor);
    layout->addWidget(other);
    window.show();
    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));

    editor->setNote(8, QStringLiteral("Notes"));
    editor->editor()->setFocus();
    QSignalSpy changed(editor, &NoteEditor::noteChanged);
    typeAtEnd(*editor, QStringLiteral(":"));
    other->setFocus();
    REQUIRE(changed.size() == 1);
    CHECK(changed.at(0).at(1).toString() == QLatin1String("Notes:"));

    SECTION("and so does hiding it")
    {
        editor->editor()->setFocus();
        typeAtEnd(*editor, QStringLiteral(")"));
        editor->hide();
        REQUIRE(changed.size() == 2);
        CHECK(changed.at(1).at(1).toString() == QLatin1String("Notes:)"));
    }

    SECTION("Ctrl+Shift+P switches between the source and the rendered note")
    {
        editor->editor()->setFocus();
        CHECK_FALSE(editor->isPreviewShown());
        QTest::keyClick(editor->editor(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        CHECK(editor->isPreviewShown());
        CHECK(editor->previewAction()->isChecked());
        CHECK(editor->preview()->hasFocus());
        QTest::keyClick(editor->preview(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        CHECK_FALSE(editor->isPreviewShown());
        CHECK(editor->editor()->hasFocus());
    }
}

TEST_CASE("The note preview renders Markdown and loads nothing", "[gui][noteeditor][safety]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // A real, large image on disk: if the preview loaded it, the document would be taller than it.
    const QString imagePath = dir.filePath(QStringLiteral("large.png"));
    QImage image(600, 600, QImage::Format_RGB32);
    image.fill(Qt::red);
    REQUIRE(image.save(imagePath));

    NoteEditor editor;
    editor.resize(400, 300);
    const QString note = QStringLiteral("**bold** words\n\n"
                                        "![x](/etc/hostname)\n\n"
                                        "![big](%1)\n\n"
                                        "| in a table |\n|---|\n| ![cell](%1) |\n\n"
                                        "[![in a link](%1)](https://example.org)\n\n"
                                        "<img src=\"/dev/zero\">\n\n"
                                        "<script>alert(1)</script>\n")
                             .arg(imagePath);
    editor.setNote(9, note);
    CHECK_FALSE(editor.isPreviewShown());
    editor.setPreviewShown(true);
    CHECK(editor.isPreviewShown());
    CHECK(editor.previewAction()->isChecked());
    CHECK(editor.text() == note); // the source is untouched

    QTextDocument *document = editor.preview()->document();
    // Lay out and paint it, which is when images would be loaded.
    CHECK_FALSE(editor.grab().isNull());

    bool sawBold = false;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            INFO(fragment.text().toStdString());
            CHECK_FALSE(fragment.charFormat().isImageFormat());
            if (fragment.text() == QLatin1String("bold"))
                sawBold = fragment.charFormat().fontWeight() >= QFont::Bold;
        }
    }
    CHECK(sawBold);
    CHECK(document->size().height() < 600);
    CHECK(document->toPlainText().contains(QLatin1String("[image: big]")));
    CHECK(document->toPlainText().contains(QLatin1String("[image: cell]")));

    // Raw HTML is shown as text, never interpreted.
    const QString shown = document->toPlainText();
    CHECK(shown.contains(QLatin1String("<img src=\"/dev/zero\">")));
    CHECK(shown.contains(QLatin1String("<script>alert(1)</script>")));
    CHECK_FALSE(document->toHtml().contains(QLatin1String("<img")));

    // A new note is rendered when it is set while the preview is shown.
    editor.setNote(10, QStringLiteral("*new*"));
    CHECK(document->toPlainText().trimmed() == QLatin1String("new"));
    editor.setPreviewShown(false);
    CHECK_FALSE(editor.isPreviewShown());
    CHECK_FALSE(editor.previewAction()->isChecked());
}

TEST_CASE("Links in the note preview have the widget's link colour", "[gui][noteeditor]")
{
    NoteEditor editor;
    editor.setPalette(Lectern::Desktop::darkPalette());
    editor.setNote(11, QStringLiteral("See [the paper](https://example.org)."));
    editor.setPreviewShown(true);

    const QTextDocument *document = editor.preview()->document();
    const auto linkColour = [document] {
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().isAnchor())
                    return it.fragment().charFormat().foreground().color();
            }
        }
        return QColor();
    };
    CHECK(linkColour() == Lectern::Desktop::darkPalette().color(QPalette::Link));

    // And it follows a change of palette while shown.
    editor.setPalette(lightPalette());
    CHECK(linkColour() == lightPalette().color(QPalette::Link));
}

TEST_CASE("The note preview renders maths as the abstract does", "[gui][noteeditor][maths]")
{
    NoteEditor editor;
    const QString note = QStringLiteral("# Bound $\\mathcal{O}(n^{-1/2})$\n\n"
                                        "Holds for $x^*$ and $y^*$ with $r_1$, not for `$a_1$`, costs $5 and $10.\n\n"
                                        "```\n$b_2$\n```\n\n"
                                        "$$\n\\sum_{i=1}^{n} x_i\n$$\n\n"
                                        "Not a formula: ") +
        QChar(0xFDEE) + QStringLiteral("0") + QChar(0xFDEF);
    editor.setNote(12, note);
    editor.setPreviewShown(true);
    CHECK(editor.text() == note);

    const QTextDocument *document = editor.preview()->document();
    const QString shown = document->toPlainText();
    INFO(shown.toStdString());
    CHECK(shown.contains(QStringLiteral("Bound 𝒪(n−1/2)")));
    // Markdown did not read the maths' asterisks as emphasis.
    CHECK(shown.contains(QStringLiteral("Holds for x* and y* with r1, not for $a_1$, costs $5 and $10.")));
    CHECK(shown.contains(QStringLiteral("$b_2$")));
    // A formula on lines of its own.
    CHECK(shown.contains(QStringLiteral("∑i=1n xi")));
    CHECK_FALSE(shown.contains(QStringLiteral("$$")));
    // The note's own noncharacters, which stand for maths while Markdown is read, are not maths.
    CHECK(shown.contains(QStringLiteral("Not a formula: \uFFFD0\uFFFD")));

    QMap<QString, QTextCharFormat> formats;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it)
            formats.insert(it.fragment().text(), it.fragment().charFormat());
    }
    REQUIRE(formats.contains(QStringLiteral("−1/2")));
    CHECK(formats[QStringLiteral("−1/2")].verticalAlignment() == QTextCharFormat::AlignSuperScript);
    // The heading's size and weight carry over to its maths.
    CHECK(formats[QStringLiteral("−1/2")].fontWeight() == QFont::Bold);
    REQUIRE(formats.contains(QStringLiteral("1")));
    CHECK(formats[QStringLiteral("1")].verticalAlignment() == QTextCharFormat::AlignSubScript);
    CHECK_FALSE(formats[QStringLiteral("1")].fontItalic());
}

TEST_CASE("A highlighter's queued colouring is done before its text is replaced", "[gui][note]")
{
    // Counts the queued calls the highlighter is given.
    class Calls : public QObject
    {
    public:
        int delivered = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            delivered += event->type() == QEvent::MetaCall ? 1 : 0;
            return false;
        }
    };
    QString nested;
    for (int depth = 0; depth < 30; ++depth)
        nested += QString(depth, u' ') + QStringLiteral("{ \"level\": [\n");
    // Text coloured in one syntax and then in another (the export preview's next format): each
    // block's colouring queues the next one's, and replacing the text before they are delivered
    // left each holding a block that was gone.
    const auto recoloured = [&nested](QTextDocument &document, KSyntaxHighlighting::SyntaxHighlighter &highlighter) {
        const auto colourAs = [&highlighter](const char *syntax) {
            highlighter.setDefinition(Lectern::Desktop::syntaxRepository().definitionForName(QLatin1String(syntax)));
        };
        colourAs("Markdown");
        document.setPlainText(nested);
        QCoreApplication::processEvents();
        colourAs("JSON");
        QCoreApplication::processEvents();
        colourAs("BibTeX");
    };
    {
        QTextDocument document;
        KSyntaxHighlighting::SyntaxHighlighter highlighter(&document);
        recoloured(document, highlighter);
        Calls calls;
        highlighter.installEventFilter(&calls);
        QCoreApplication::processEvents();
        REQUIRE(calls.delivered > 1); // queued one after the other
    }
    QTextDocument document;
    KSyntaxHighlighting::SyntaxHighlighter highlighter(&document);
    recoloured(document, highlighter);
    Lectern::Desktop::finishHighlighting(highlighter);
    Calls calls;
    highlighter.installEventFilter(&calls);
    QCoreApplication::processEvents();
    CHECK(calls.delivered == 0);
}
