// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/abstractview.h"

#include "text/termmatcher.h"
#include "widgets/plaintext.h"
#include "widgets/readablecolor.h"
#include "widgets/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>

#include <QEvent>
#include <QFontDatabase>
#include <QMimeData>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

namespace Lectern::Desktop {
namespace {

// Maths takes its colour from KSyntaxHighlighting's LaTeX definition in the theme that suits
// the palette, so it matches how the note editor colours TeX.
QColor mathColor(const QPalette &palette)
{
    const KSyntaxHighlighting::Theme theme = themeFor(palette);
    const KSyntaxHighlighting::Definition latex = syntaxRepository().definitionForName(QStringLiteral("LaTeX"));
    const auto formats = latex.formats();
    for (const KSyntaxHighlighting::Format &format : formats) {
        if (format.name().startsWith(QLatin1String("Math")) && format.hasTextColor(theme))
            return format.textColor(theme);
    }
    return QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::SpecialString));
}

QTextCharFormat runFormat(const Text::TextRun &run, const QFont &base, const QPalette &palette, const QColor &math)
{
    QTextCharFormat format;
    if (run.style.testFlag(Text::TextRun::Bold))
        format.setFontWeight(QFont::Bold);
    if (run.style.testFlag(Text::TextRun::Italic))
        format.setFontItalic(true);
    if (run.style.testFlag(Text::TextRun::Code)) {
        QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        fixed.setPointSizeF(base.pointSizeF() * 0.92);
        format.setFont(fixed, QTextCharFormat::FontPropertiesSpecifiedOnly);
        format.setFontFamilies(fixed.families());
    }
    if (run.style.testFlag(Text::TextRun::Math))
        format.setForeground(math);
    if (run.style.testFlag(Text::TextRun::Superscript))
        format.setVerticalAlignment(QTextCharFormat::AlignSuperScript);
    else if (run.style.testFlag(Text::TextRun::Subscript))
        format.setVerticalAlignment(QTextCharFormat::AlignSubScript);
    if (run.style.testFlag(Text::TextRun::Link)) {
        format.setAnchor(true);
        format.setAnchorHref(run.link.toString(QUrl::FullyEncoded));
        format.setForeground(palette.color(QPalette::Link));
        format.setFontUnderline(true);
        format.setToolTip(plainToRichText(run.link.toString()));
    }
    return format;
}

} // namespace

AbstractView::AbstractView(QWidget *parent) : AbstractBrowser(parent)
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard | Qt::LinksAccessibleByMouse |
        Qt::LinksAccessibleByKeyboard);
}

void AbstractView::setAbstract(const QString &source)
{
    m_source = source;
    m_rendered = Text::RenderedText::fromAbstract(source);
    m_highlights.clear();
    rebuild();
    verticalScrollBar()->setValue(0);
}

void AbstractView::setHighlights(const QList<Highlight> &highlights)
{
    m_highlights = highlights;
    rebuild();
}

void AbstractView::setSearchTerms(const QList<Search::Term> &terms)
{
    if (terms == m_terms)
        return;
    m_terms = terms;
    rebuild();
}

void AbstractView::setReviewKeywords(const QStringList &inclusion, const QStringList &exclusion)
{
    m_inclusionKeywords = inclusion;
    m_exclusionKeywords = exclusion;
    rebuild();
}

void AbstractView::setShowSource(bool show)
{
    m_showSource = show;
    rebuild();
}

QColor AbstractView::highlightBackground(HighlightColor color)
{
    QColor background;
    switch (color) {
    case HighlightColor::Yellow:
        background = QColor(0xf2, 0xd0, 0x24);
        break;
    case HighlightColor::Green:
        background = QColor(0x4c, 0xc2, 0x5e);
        break;
    case HighlightColor::Blue:
        background = QColor(0x4a, 0x9a, 0xe8);
        break;
    case HighlightColor::Pink:
        background = QColor(0xe8, 0x6a, 0xb0);
        break;
    case HighlightColor::Orange:
        background = QColor(0xf5, 0x93, 0x3a);
        break;
    }
    background.setAlphaF(0.42f);
    return background;
}

std::optional<Text::TextRange> AbstractView::selectedSourceRange() const
{
    const QTextCursor cursor = textCursor();
    if (!cursor.hasSelection())
        return std::nullopt;
    const Text::TextRange selected = m_breaks.fromShown({ cursor.selectionStart(), cursor.selectionEnd() });
    const Text::TextRange source = m_showSource ? selected : m_rendered.toSource(selected);
    if (source.isEmpty())
        return std::nullopt;
    return source;
}

QString AbstractView::renderedText(const Text::TextRange &sourceRange) const
{
    return m_rendered.plainText(m_rendered.toRendered(sourceRange));
}

void AbstractView::changeEvent(QEvent *event)
{
    AbstractBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

QMimeData *AbstractView::createMimeDataFromSelection() const
{
    const QTextCursor cursor = textCursor();
    if (!cursor.selectedText().contains(SoftBreaks::Break))
        return AbstractBrowser::createMimeDataFromSelection();
    // Only a selection in a run too long to lay out: its text without the breaks shown.
    const QTextDocumentFragment selection = cursor.selection();
    auto *copied = new QMimeData;
    copied->setText(m_breaks.withoutBreaks(selection.toPlainText(), cursor.selectionStart()));
    copied->setHtml(selection.toHtml().remove(SoftBreaks::Break));
    return copied;
}

void AbstractView::insertRuns(QTextCursor &cursor,
    const QList<Text::TextRun> &runs,
    const QTextCharFormat &base,
    const QFont &font,
    const QPalette &palette,
    SoftBreaks &breaks)
{
    const QColor math = mathColor(palette);
    for (const Text::TextRun &run : runs) {
        // Every run is counted, a paragraph break's character too, or the breaks' positions
        // would be off by one after each paragraph.
        const QString shown = breaks.shown(run.text);
        if (run.isParagraphBreak()) {
            cursor.insertBlock();
            continue;
        }
        QTextCharFormat format = base;
        format.merge(runFormat(run, font, palette, math));
        cursor.insertText(shown, format);
    }
}

void AbstractView::rebuild()
{
    // A new highlight or search must not move the text being read.
    const int scrolled = verticalScrollBar()->value();
    const auto restoreScroll = qScopeGuard([this, scrolled] { verticalScrollBar()->setValue(scrolled); });
    QTextDocument *doc = document();
    doc->clear();
    m_breaks.clear();
    // One edit: the document is laid out once, when it is done, not after every run inserted
    // and every word marked (which shaped each paragraph again: most of showing a paper).
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    const QPalette palette = this->palette();

    // Positions where highlights go, in the document's coordinates.
    const auto toDocument = [this](const Text::TextRange &source) {
        return m_breaks.toShown(m_showSource ? source : m_rendered.toRendered(source));
    };

    if (m_showSource) {
        QTextCharFormat fixed;
        fixed.setFontFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
        cursor.insertText(m_breaks.shown(m_source), fixed);
    } else {
        insertRuns(cursor, m_rendered.runs(), {}, font(), palette, m_breaks);
    }

    // The view's cursor was pushed along by the insertions to the end, where the next layout
    // would scroll to; the text starts at the top.
    setTextCursor(QTextCursor(doc));

    for (const Highlight &highlight : std::as_const(m_highlights)) {
        const Text::TextRange range = toDocument({ highlight.start, highlight.end });
        QTextCursor marked(doc);
        marked.setPosition(static_cast<int>(range.start));
        marked.setPosition(static_cast<int>(range.end), QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setBackground(highlightBackground(highlight.color));
        if (!highlight.comment.isEmpty())
            format.setToolTip(plainToRichText(highlight.comment));
        marked.mergeCharFormat(format);
    }

    const QString text = m_showSource ? m_source : m_rendered.text();
    // Green and red that read on light and dark backgrounds alike, as the highlights do; the
    // underline's style and the tooltip tell them apart without their colours.
    markKeywords(text,
        m_inclusionKeywords,
        { QColor(0x3f, 0xb9, 0x50), QTextCharFormat::SingleUnderline, tr("Inclusion keyword") });
    markKeywords(text,
        m_exclusionKeywords,
        { QColor(0xe5, 0x48, 0x4d), QTextCharFormat::WaveUnderline, tr("Exclusion keyword") });

    markSearchTerms(text);
    keepTextReadable();
    cursor.endEditBlock();
}

void AbstractView::markSearchTerms(const QString &text)
{
    QStringList words;
    QStringList phrases;
    bool lastIsPrefix = false;
    for (const Search::Term &term : std::as_const(m_terms)) {
        if (term.negated)
            continue;
        (term.phrase ? phrases : words).append(term.text);
        lastIsPrefix = term.prefix;
    }
    if (words.isEmpty() && phrases.isEmpty())
        return;
    const QPalette palette = this->palette();
    QColor found = palette.color(QPalette::Highlight);
    found.setAlphaF(0.30f);
    QTextCharFormat format;
    format.setBackground(found);
    format.setFontUnderline(true);
    format.setUnderlineColor(palette.color(QPalette::Highlight));
    for (const Text::TextRange &term : Text::findTerms(text, words, phrases, lastIsPrefix)) {
        const Text::TextRange range = m_breaks.toShown(term);
        QTextCursor marked(document());
        marked.setPosition(static_cast<int>(range.start));
        marked.setPosition(static_cast<int>(range.end), QTextCursor::KeepAnchor);
        marked.mergeCharFormat(format);
    }
}

void AbstractView::markKeywords(const QString &text, const QStringList &keywords, const KeywordMark &mark)
{
    QColor background = mark.color;
    background.setAlphaF(0.35f);
    QTextCharFormat format;
    format.setBackground(background);
    format.setUnderlineStyle(mark.underline);
    format.setUnderlineColor(mark.color);
    format.setToolTip(mark.meaning);
    for (const Text::TextRange &keyword : Text::findKeywords(text, keywords)) {
        const Text::TextRange range = m_breaks.toShown(keyword);
        QTextCursor marked(document());
        marked.setPosition(static_cast<int>(range.start));
        marked.setPosition(static_cast<int>(range.end), QTextCursor::KeepAnchor);
        marked.mergeCharFormat(format);
    }
}

// Marks are translucent so that they suit both palettes, but the colour they make with the
// background can swallow coloured text: red maths on a yellow highlight over a dark base.
void AbstractView::keepTextReadable()
{
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    struct Change
    {
        int start;
        int end;
        QColor color;
    };
    QList<Change> changes;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.background().style() == Qt::NoBrush)
                continue;
            const QColor shown = format.foreground().style() == Qt::NoBrush ? text : format.foreground().color();
            const QColor readable = ReadableColor::on(shown, ReadableColor::over(format.background().color(), base));
            if (readable != shown)
                changes.append({ fragment.position(), fragment.position() + fragment.length(), readable });
        }
    }
    QTextCursor cursor(document());
    cursor.beginEditBlock();
    for (const Change &change : std::as_const(changes)) {
        cursor.setPosition(change.start);
        cursor.setPosition(change.end, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setForeground(change.color);
        cursor.mergeCharFormat(format);
    }
    cursor.endEditBlock();
}

} // namespace Lectern::Desktop
