// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/noteeditor.h"

#include "text/richtext.h"
#include "widgets/abstractbrowser.h"
#include "widgets/abstractview.h"
#include "widgets/notehighlighter.h"
#include "widgets/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QList>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <chrono>

using namespace std::chrono_literals;

namespace Lectern::Desktop {

namespace {

// How long typing must pause before the note is saved: long enough that a burst of keystrokes
// is one database write, short enough that a crash loses less than a second of typing.
constexpr auto AutosaveDelay = 800ms;

// The fragments of a document whose format passes a test, in document order.
template<typename Test>
QList<QTextFragment> fragmentsWhere(const QTextDocument *document, Test test)
{
    QList<QTextFragment> found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (test(it.fragment().charFormat()))
                found.append(it.fragment());
        }
    }
    return found;
}

// AbstractBrowser refuses every resource but qrc:, yet Qt's image handler then loads a local
// path itself (QImage::load), so a note with ![x](/some/file) would still read that file: no
// image may stay in a rendered note. Each becomes its alternative text (or address), in italics.
void replaceImagesWithText(QTextDocument *document)
{
    const auto images = fragmentsWhere(document, [](const QTextCharFormat &format) { return format.isImageFormat(); });
    QTextCursor cursor(document);
    // From the end, so the positions of the images still to be replaced stay valid.
    for (auto it = images.crbegin(); it != images.crend(); ++it) {
        const QTextImageFormat image = it->charFormat().toImageFormat();
        QString alt = image.stringProperty(QTextFormat::ImageAltText);
        if (alt.isEmpty())
            alt = image.name();
        // The rest of the format stays: an image inside a link remains a link.
        QTextCharFormat format = image;
        for (const auto property : { QTextFormat::ObjectType,
                 QTextFormat::ImageName,
                 QTextFormat::ImageTitle,
                 QTextFormat::ImageAltText,
                 QTextFormat::ImageWidth,
                 QTextFormat::ImageHeight,
                 QTextFormat::ImageQuality,
                 QTextFormat::ImageMaxWidth })
            format.clearProperty(property);
        format.setFontItalic(true);
        cursor.setPosition(it->position());
        cursor.setPosition(it->position() + it->length(), QTextCursor::KeepAnchor);
        cursor.insertText(NoteEditor::tr("[image: %1]").arg(alt), format);
    }
}

// The Markdown importer colours links with the application palette's link colour, which is
// unreadable when this widget's palette is another (a dark note pane in a light application).
void colourLinks(QTextDocument *document, const QPalette &palette)
{
    const auto links = fragmentsWhere(document, [](const QTextCharFormat &format) { return format.isAnchor(); });
    QTextCharFormat colour;
    colour.setForeground(palette.link());
    QTextCursor cursor(document);
    for (const QTextFragment &link : links) {
        cursor.setPosition(link.position());
        cursor.setPosition(link.position() + link.length(), QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(colour);
    }
}

// Noncharacters around a number stand for a math span while the Markdown reader reads the note
// (not U+FDD0 and U+FDD1, which QTextDocument uses for frames); a note's own are shown as U+FFFD.
constexpr char16_t tokenOpening = 0xFDEE;
constexpr char16_t tokenClosing = 0xFDEF;

// One formula of a note: where it is, and its runs as the abstract renders them.
struct NoteMath
{
    Text::TextRange source;
    QList<Text::TextRun> runs;
};

// The maths of a note, found by the abstract's renderer, so that the same rules decide what is
// maths ("$5 and $10" is not) and the same converter reads it; each span is replaced by a token.
QList<NoteMath> takeMath(QString &note)
{
    for (QChar &c : note) {
        if (c == tokenOpening || c == tokenClosing)
            c = QChar::ReplacementCharacter;
    }
    QList<NoteMath> spans;
    const Text::RenderedText rendered = Text::RenderedText::fromAbstract(note);
    // The pieces of one formula are runs with the same source.
    for (const Text::TextRun &run : rendered.runs()) {
        if (!run.style.testFlag(Text::TextRun::Math))
            continue;
        if (spans.isEmpty() || spans.back().source != run.source)
            spans.append({ run.source, {} });
        spans.back().runs.append(run);
    }
    // In one pass: replacing span by span moves the rest of the note each time.
    QString marked;
    marked.reserve(note.size());
    qsizetype copied = 0;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        const Text::TextRange source = spans[i].source;
        marked += QStringView(note).sliced(copied, source.start - copied);
        marked += QChar(tokenOpening) + QString::number(i) + QChar(tokenClosing);
        copied = source.end;
    }
    marked += QStringView(note).sliced(copied);
    note = std::move(marked);
    return spans;
}

// Puts each span taken by takeMath() back in the rendered note: drawn as the abstract view draws
// maths, in the format of the text around it, or as written where Markdown made it code.
void restoreMath(QTextDocument *document, const QString &note, const QList<NoteMath> &spans, const QWidget &widget)
{
    static const QRegularExpression token(
        QString(QChar(tokenOpening) + QStringLiteral("(\\d+)") + QChar(tokenClosing)));
    // Positions, not cursors: the document moves every cursor it knows of at each edit.
    QList<std::pair<int, int>> found;
    for (QTextCursor cursor = document->find(token); !cursor.isNull(); cursor = document->find(token, cursor))
        found.append({ cursor.selectionStart(), cursor.selectionEnd() });
    // From the end, so the positions of the tokens still to be replaced stay valid.
    QTextCursor cursor(document);
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        cursor.setPosition(it->first);
        cursor.setPosition(it->second, QTextCursor::KeepAnchor);
        const qsizetype index = cursor.selectedText().sliced(1).chopped(1).toLongLong();
        if (index < 0 || index >= spans.size())
            continue;
        QTextCursor first(document);
        first.setPosition(cursor.selectionStart() + 1);
        const QTextCharFormat base = first.charFormat();
        const bool code = base.fontFixedPitch() || cursor.blockFormat().hasProperty(QTextFormat::BlockCodeLanguage);
        cursor.removeSelectedText();
        const NoteMath &math = spans[index];
        if (code) {
            cursor.insertText(note.sliced(math.source.start, math.source.length()), base);
        } else {
            SoftBreaks breaks(SoftBreaks::ForViews); // the preview maps no position back to the note
            AbstractView::insertRuns(cursor, math.runs, base, widget.font(), widget.palette(), breaks);
        }
    }
}

} // namespace

NoteEditor::NoteEditor(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_preview(new AbstractBrowser(this))
    , m_stack(new QStackedWidget(this))
    , m_previewAction(new QAction(tr("Preview"), this))
    , m_autosave(new QTimer(this))
    , m_highlighter(new NoteHighlighter(m_editor->document()))
{
    // Tab moves on to the next control, so the keyboard can leave the note; Markdown indents
    // with spaces anyway.
    m_editor->setTabChangesFocus(true);
    m_editor->installEventFilter(this);
    m_editor->setAccessibleName(tr("Note"));
    m_editor->setAccessibleDescription(tr("Your Markdown note on this paper, saved as you type."));
    setWhatsThis(tr("<p>Your note on the paper, in Markdown (<code>*emphasis*</code>, <code>**bold**</code>, "
                    "<code>- lists</code>, <code>$maths$</code>). It is saved as you pause, when you choose another "
                    "paper and when you quit, and found by searches (<code>note:word</code>). Ctrl+Shift+P shows it "
                    "rendered.</p>"));

    m_highlighter->setDefinition(syntaxRepository().definitionForName(QStringLiteral("Markdown")));
    applyTheme();

    m_preview->setAccessibleName(tr("Rendered note"));

    m_stack->addWidget(m_editor);
    m_stack->addWidget(m_preview);

    const QKeySequence previewShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    m_previewAction->setCheckable(true);
    m_previewAction->setShortcut(previewShortcut);
    // Only while the focus is in the note, so the shortcut is free elsewhere in the window.
    m_previewAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_previewAction->setToolTip(tr("Show the note rendered, or its Markdown source (%1)")
            .arg(previewShortcut.toString(QKeySequence::NativeText)));
    addAction(m_previewAction);
    connect(m_previewAction, &QAction::toggled, this, &NoteEditor::setPreviewShown);

    auto *previewButton = new QToolButton(this);
    previewButton->setDefaultAction(m_previewAction);
    previewButton->setAutoRaise(true);
    previewButton->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_autosave->setSingleShot(true);
    m_autosave->setInterval(AutosaveDelay);
    connect(m_autosave, &QTimer::timeout, this, &NoteEditor::flush);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &NoteEditor::onTextChanged);

    auto *heading = new QLabel(tr("Note"), this);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    heading->setBuddy(m_editor);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(heading);
    bar->addStretch(1);
    bar->addWidget(previewButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    setFocusProxy(m_editor);
    setNote(0, QString());
}

void NoteEditor::setNote(PaperId paper, const QString &markdown, qint64 version)
{
    flush();
    const bool samePaper = paper == m_paperId;
    m_paperId = paper;
    m_version = version;
    m_editor->setEnabled(paper != 0);
    showPlaceholder();
    if (!samePaper || markdown != m_editor->toPlainText()) {
        // Loading is not an edit: onTextChanged() ignores it, and the document is left unmodified
        // (setPlainText() also starts a new undo history).
        const QScopedValueRollback loading(m_loading, true);
        finishHighlighting(*m_highlighter);
        m_editor->setPlainText(markdown);
        m_editor->document()->setModified(false);
    }
    if (isPreviewShown())
        renderPreview();
}

void NoteEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_editor->setReadOnly(readOnly);
    showPlaceholder();
}

void NoteEditor::showPlaceholder()
{
    if (m_readOnly)
        m_editor->setPlaceholderText(tr("No note. This window only reads the library."));
    else if (m_paperId != 0)
        m_editor->setPlaceholderText(tr("Write a note in Markdown…"));
    else
        m_editor->setPlaceholderText(tr("Select a paper to write a note."));
}

void NoteEditor::setSavedVersion(PaperId paper, qint64 version)
{
    if (paper == m_paperId)
        m_version = version;
}

QString NoteEditor::text() const
{
    return m_editor->toPlainText();
}

void NoteEditor::flush()
{
    const bool pending = m_pending;
    discardPendingChanges();
    if (pending)
        Q_EMIT noteChanged(m_paperId, m_editor->toPlainText(), m_version);
}

void NoteEditor::discardPendingChanges()
{
    m_autosave->stop();
    m_pending = false;
    // Edits from here on are new ones: onTextChanged() ignores changes of an unmodified document.
    m_editor->document()->setModified(false);
}

bool NoteEditor::isPreviewShown() const
{
    return m_stack->currentWidget() == m_preview;
}

void NoteEditor::setPreviewShown(bool shown)
{
    if (shown)
        renderPreview();
    const bool hadFocus = m_stack->currentWidget()->hasFocus();
    m_stack->setCurrentWidget(shown ? static_cast<QWidget *>(m_preview) : m_editor);
    setFocusProxy(m_stack->currentWidget());
    if (hadFocus)
        m_stack->currentWidget()->setFocus();
    // Also when called directly, so the button shows the state.
    m_previewAction->setChecked(shown);
}

KSyntaxHighlighting::Theme NoteEditor::theme() const
{
    return m_highlighter->theme();
}

void NoteEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) {
        applyTheme();
        if (isPreviewShown())
            renderPreview();
    }
    QWidget::changeEvent(event);
}

void NoteEditor::hideEvent(QHideEvent *event)
{
    flush();
    QWidget::hideEvent(event);
}

bool NoteEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && event->type() == QEvent::FocusOut)
        flush();
    return QWidget::eventFilter(watched, event);
}

void NoteEditor::onTextChanged()
{
    // Only the user's edits count: loading is flagged, and format changes such as re-highlighting
    // leave the document unmodified.
    if (m_loading || !m_editor->document()->isModified())
        return;
    m_pending = true;
    m_autosave->start();
}

void NoteEditor::applyTheme()
{
    applyThemeFor(*m_highlighter, palette());
}

void NoteEditor::renderPreview()
{
    // GitHub's dialect for tables, task lists and strike-through; HTML in a note is shown as text.
    QTextDocument::MarkdownFeatures features(QTextDocument::MarkdownDialectGitHub);
    features |= QTextDocument::MarkdownNoHTML;
    QTextDocument *document = m_preview->document();
    // Maths is hidden from the Markdown reader, which would take its _, * and \ for Markdown.
    const QString note = m_editor->toPlainText();
    QString marked = note;
    const QList<NoteMath> math = takeMath(marked);
    document->setMarkdown(marked, features);
    // One edit: else the shown document is laid out again after each of thousands of changes.
    QTextCursor edit(document);
    edit.beginEditBlock();
    replaceImagesWithText(document);
    // This widget's palette, not the preview's: on a PaletteChange the children get theirs later.
    colourLinks(document, palette());
    restoreMath(document, note, math, *this);
    edit.endEditBlock();
}

} // namespace Lectern::Desktop
