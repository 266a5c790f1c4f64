// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/paperdetailview.h"

#include "text/richtext.h"
#include "widgets/abstractview.h"
#include "widgets/bylinelabel.h"
#include "widgets/historylist.h"
#include "widgets/noteeditor.h"
#include "widgets/othersnotesview.h"
#include "widgets/plaintext.h"
#include "widgets/referenceview.h"
#include "widgets/softbreaks.h"
#include "widgets/tageditor.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

// A title's italics, bold and scripts as the label's rich text. Only these styles are markup; every
// text of the title is escaped, so a title that holds HTML shows it as written.
QString styledTitle(const Text::RenderedText &title)
{
    QString html;
    SoftBreaks breaks(SoftBreaks::ForLabels); // a title of one long word would be as wide as the word
    for (const Text::TextRun &run : title.runs()) {
        QString text = breaks.shown(run.text).toHtmlEscaped();
        if (run.style & Text::TextRun::Superscript)
            text = QStringLiteral("<sup>") + text + QStringLiteral("</sup>");
        else if (run.style & Text::TextRun::Subscript)
            text = QStringLiteral("<sub>") + text + QStringLiteral("</sub>");
        if (run.style & Text::TextRun::Italic)
            text = QStringLiteral("<i>") + text + QStringLiteral("</i>");
        if (run.style & Text::TextRun::Bold)
            text = QStringLiteral("<b>") + text + QStringLiteral("</b>");
        html += run.isParagraphBreak() ? QStringLiteral(" ") : text;
    }
    return html;
}

// Longer than any real title; the full text stays in the library and in the list.
constexpr qsizetype MaxShownTitleLength = 1000;

// Where and when: "Journal of Graphs · 2020 · search.ris"; what the collection's name already
// says ("ICLR 2025") is not said again.
QString placeOf(const Paper &paper)
{
    QStringList parts;
    if (!paper.venue.isEmpty() && !paper.collection.contains(paper.venue))
        parts.append(paper.venue);
    if (paper.year && !paper.collection.contains(QString::number(paper.year)))
        parts.append(QString::number(paper.year));
    if (!paper.collection.isEmpty())
        parts.append(paper.collection);
    return parts.join(QStringLiteral(" · "));
}

QIcon swatch(HighlightColor color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    QColor fill = AbstractView::highlightBackground(color);
    fill.setAlphaF(1.0f);
    painter.fillRect(QRect(4, 8, 24, 16), fill);
    return QIcon(pixmap);
}

// A highlighted passage, shortened for the list under the abstract.
QString excerpt(const QString &text)
{
    constexpr qsizetype Longest = 140;
    const QString line = text.simplified();
    return line.size() <= Longest ? line : line.left(Longest - 1) + u'…';
}

} // namespace

QString highlightColorText(HighlightColor color)
{
    switch (color) {
    case HighlightColor::Yellow:
        return PaperDetailView::tr("Yellow");
    case HighlightColor::Green:
        return PaperDetailView::tr("Green");
    case HighlightColor::Blue:
        return PaperDetailView::tr("Blue");
    case HighlightColor::Pink:
        return PaperDetailView::tr("Pink");
    case HighlightColor::Orange:
        return PaperDetailView::tr("Orange");
    }
    return {};
}

PaperDetailView::PaperDetailView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_source(new BylineLabel(this))
    , m_activity(new QLabel(this))
    , m_tags(new TagEditor(this))
    , m_abstract(new AbstractView(this))
    , m_reference(new ReferenceView(this))
    , m_history(new HistoryList(this))
    , m_reading(new QStackedWidget(this))
    , m_page(m_abstract)
    , m_referenceButton(new QToolButton(this))
    , m_historyButton(new QToolButton(this))
    , m_sourceButton(new QToolButton(this))
    , m_highlightButton(new QToolButton(this))
    , m_highlightList(new QListWidget(this))
    , m_note(new NoteEditor(this))
    , m_othersNotes(new OthersNotesView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    // Titles come from files: plain text only, never interpreted as rich text.
    m_title->setTextFormat(Qt::RichText); // made by styledTitle(): every text in it escaped
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setAccessibleName(tr("Title"));

    m_source->setForegroundRole(QPalette::PlaceholderText);
    m_source->setAccessibleName(tr("Authors, venue and year"));

    // Names, tags and passages in it are others' text.
    m_activity->setTextFormat(Qt::PlainText);
    m_activity->setForegroundRole(QPalette::PlaceholderText);
    m_activity->setWordWrap(true);
    m_activity->setAccessibleName(tr("Last change"));
    m_activity->setMinimumHeight(m_activity->fontMetrics().lineSpacing());

    m_abstract->setFrameShape(QFrame::NoFrame);
    m_abstract->setPlaceholderText(tr("No abstract: the record this paper came from has none."));
    m_abstract->setAccessibleName(tr("Abstract"));
    m_abstract->setAccessibleDescription(
        tr("The abstract of the paper chosen in the list, with its maths and emphasis rendered."));
    applyFonts();
    m_abstract->document()->setDocumentMargin(0);
    m_abstract->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_abstract, &QWidget::customContextMenuRequested, this, &PaperDetailView::showAbstractMenu);

    m_sourceButton->setText(tr("Show Source"));
    m_sourceButton->setToolTip(tr("Show the abstract exactly as imported, with its Markdown and TeX"));
    m_sourceButton->setAccessibleDescription(m_sourceButton->toolTip());
    m_sourceButton->setCheckable(true);
    m_sourceButton->setAutoRaise(true);
    connect(m_sourceButton, &QToolButton::toggled, m_abstract, &AbstractView::setShowSource);

    m_referenceButton->setText(tr("Details"));
    m_referenceButton->setToolTip(tr("Show the record's authors, venue, identifiers and other fields"));
    m_referenceButton->setAccessibleDescription(m_referenceButton->toolTip());
    m_referenceButton->setCheckable(true);
    m_referenceButton->setAutoRaise(true);
    connect(m_referenceButton, &QToolButton::toggled, this, &PaperDetailView::showReference);

    m_historyButton->setText(tr("History"));
    m_historyButton->setToolTip(tr("Show what was done to this paper, by whom and when"));
    m_historyButton->setAccessibleDescription(m_historyButton->toolTip());
    m_historyButton->setCheckable(true);
    m_historyButton->setAutoRaise(true);
    connect(m_historyButton, &QToolButton::toggled, this, &PaperDetailView::showHistory);
    connect(m_reference, &ReferenceView::editRequested, this, &PaperDetailView::referenceEditRequested);

    m_highlightButton->setText(tr("Highlight"));
    m_highlightButton->setIcon(swatch(HighlightColor::Yellow));
    m_highlightButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_highlightButton->setToolTip(tr("Highlight the selected passage"));
    m_highlightButton->setAccessibleDescription(
        tr("Highlights the passage selected in the abstract in yellow; its menu offers other colours and a comment."));
    m_highlightButton->setPopupMode(QToolButton::MenuButtonPopup);
    m_highlightButton->setAutoRaise(true);
    m_highlightButton->setMenu(highlightMenu(m_highlightButton));
    connect(m_highlightButton, &QToolButton::clicked, this, [this] { highlightSelection(HighlightColor::Yellow); });

    m_highlightList->setContextMenuPolicy(Qt::CustomContextMenu);
    m_highlightList->setWordWrap(true);
    m_highlightList->setFrameShape(QFrame::NoFrame);
    m_highlightList->setAccessibleName(tr("Highlights"));
    connect(m_highlightList, &QWidget::customContextMenuRequested, this, &PaperDetailView::showHighlightMenu);
    auto *removeHighlight = new QAction(tr("Remove Highlight"), m_highlightList);
    removeHighlight->setShortcut(QKeySequence::Delete);
    removeHighlight->setShortcutContext(Qt::WidgetShortcut);
    connect(removeHighlight, &QAction::triggered, this, [this] {
        if (const Highlight *highlight = currentHighlight())
            Q_EMIT highlightRemoveRequested(*highlight);
    });
    m_highlightList->addAction(removeHighlight);

    connect(m_tags, &TagEditor::tagAdded, this, &PaperDetailView::tagAdded);
    connect(m_tags, &TagEditor::tagRemoved, this, &PaperDetailView::tagRemoved);
    connect(m_tags, &TagEditor::tagActivated, this, &PaperDetailView::tagActivated);
    connect(m_note, &NoteEditor::noteChanged, this, &PaperDetailView::noteChanged);

    setWhatsThis(tr("<p>The paper chosen in the list: its title, authors and tags, the abstract, your highlights "
                    "and your note. Type tags in the tag field (a comma between several); select a passage and "
                    "press Highlight to mark it.</p>"));

    // One page of paper: the labels share the text area's background.
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);

    auto *tools = new QHBoxLayout;
    tools->setContentsMargins(0, 0, 0, 0);
    tools->addWidget(m_highlightButton);
    tools->addStretch();
    tools->addWidget(m_historyButton);
    tools->addWidget(m_referenceButton);
    tools->addWidget(m_sourceButton);

    auto *reading = new QWidget(this);
    auto *readingLayout = new QVBoxLayout(reading);
    readingLayout->setContentsMargins(0, 0, 0, 0);
    readingLayout->addWidget(m_title);
    readingLayout->addWidget(m_source);
    readingLayout->addWidget(m_activity);
    readingLayout->addWidget(m_tags);
    readingLayout->addSpacing(4);
    m_reading->addWidget(m_abstract);
    m_reading->addWidget(m_reference);
    m_reading->addWidget(m_history);
    readingLayout->addWidget(m_reading, 1);
    readingLayout->addLayout(tools);
    readingLayout->addWidget(m_highlightList);

    m_splitter->setObjectName(QStringLiteral("detailSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(reading);
    auto *notes = new QWidget(this);
    auto *notesLayout = new QVBoxLayout(notes);
    notesLayout->setContentsMargins(0, 0, 0, 0);
    notesLayout->addWidget(m_note, 2);
    notesLayout->addWidget(m_othersNotes, 1);
    m_splitter->addWidget(notes);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_splitter);
    setPaper(std::nullopt);
}

void PaperDetailView::setPaper(const std::optional<PaperDetails> &details)
{
    const PaperId shown = std::exchange(m_paperId, details ? details->paper.id : 0);
    m_tags->setEnabled(details.has_value());
    m_highlightButton->setEnabled(details.has_value() && !m_readOnly);
    m_sourceButton->setEnabled(details.has_value() && m_page == m_abstract);
    m_referenceButton->setEnabled(details.has_value());
    m_historyButton->setEnabled(details.has_value());
    // Another paper's history is not this one's: the line stays, empty, until this one's is read.
    if (!details || details->paper.id != shown) {
        m_history->clear();
        m_activity->clear();
        m_activity->setVisible(details.has_value());
        m_tags->setOrigins({});
        m_othersNotes->setNotes({});
    }
    // The page chosen stays chosen while no paper is shown, for the next one.
    m_reading->setCurrentWidget(details ? m_page : m_abstract);
    if (!details) {
        m_title->clear();
        m_plainTitle.clear();
        m_source->clearByline();
        m_tags->setTags({});
        m_abstract->setAbstract(tr("Select a paper to read its abstract."));
        setHighlights({});
        m_note->setNote(0, {});
        return;
    }
    const Paper &paper = details->paper;
    // A title of megabytes (a hostile or broken file) would make the pane as large.
    const Text::RenderedText title = Text::RenderedText::fromAbstract(cutForDisplay(paper.title, MaxShownTitleLength));
    m_plainTitle = title.plainText();
    m_title->setText(styledTitle(title));
    m_title->setAccessibleDescription(m_plainTitle);
    QFont font = m_title->font();
    font.setItalic(paper.titleInferred);
    m_title->setFont(font);
    m_title->setToolTip(
        paper.titleInferred ? tr("Title inferred from the abstract; press F2 in the list to edit it.") : QString());
    QString place = placeOf(paper);
    if (!details->lists.isEmpty())
        place += (place.isEmpty() ? QString() : QStringLiteral(" · ")) +
            tr("in %1", "the reading lists a paper is in").arg(details->lists.join(QStringLiteral(", ")));
    m_source->setByline(paper.reference.authors, cutForDisplay(place, MaxShownTitleLength));
    m_tags->setTags(details->tags);
    m_abstract->setAbstract(paper.abstract);
    m_reference->setPaper(paper);
    setHighlights(details->highlights);
    // The paper shown, read again after an edit: its note is the one being typed, perhaps with
    // words not saved yet, which the note as read would take back. Undo and redo tell the
    // editor themselves.
    if (paper.id != shown)
        m_note->setNote(paper.id, details->note, details->noteVersion);
}

void PaperDetailView::showReference(bool shown)
{
    showPage(shown ? static_cast<QWidget *>(m_reference) : m_abstract);
}

bool PaperDetailView::showsReference() const
{
    return m_page == m_reference;
}

void PaperDetailView::showHistory(bool shown)
{
    showPage(shown ? static_cast<QWidget *>(m_history) : m_abstract);
}

bool PaperDetailView::showsHistory() const
{
    return m_page == m_history;
}

void PaperDetailView::showPage(QWidget *page)
{
    m_page = page;
    if (m_paperId)
        m_reading->setCurrentWidget(page);
    const QSignalBlocker referenceBlocker(m_referenceButton);
    const QSignalBlocker historyBlocker(m_historyButton);
    m_referenceButton->setChecked(page == m_reference);
    m_historyButton->setChecked(page == m_history);
    m_sourceButton->setEnabled(m_paperId && page == m_abstract); // the source is the abstract's
}

void PaperDetailView::setHistory(const QList<Storage::PaperEvent> &events)
{
    const QDateTime now = QDateTime::currentDateTime();
    m_history->setEvents(events, now);
    m_activity->setText(events.isEmpty() ? QString() : eventText(events.front(), now));
    m_activity->setVisible(!events.isEmpty());
    // Each tag's chip says who gave it: the newest such event of each name.
    QHash<QString, QString> tagged;
    for (const Storage::PaperEvent &event : events) {
        if (event.action == Storage::PaperEvent::Action::Tagged && !tagged.contains(event.subject))
            tagged.insert(event.subject, eventText(event, now));
    }
    m_tags->setOrigins(tagged);
}

void PaperDetailView::setOthersNotes(const QList<Storage::NoteStore::MemberNote> &notes)
{
    m_othersNotes->setNotes(notes);
}

QString PaperDetailView::lastActivity() const
{
    return m_activity->isHidden() ? QString() : m_activity->text();
}

void PaperDetailView::applyFonts()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    titleFont.setItalic(m_title->font().italic()); // an inferred title stays in italics
    m_title->setFont(titleFont);
    QFont readingFont = font();
    readingFont.setPointSizeF(readingFont.pointSizeF() * 1.15);
    m_abstract->setFont(readingFont);
}

void PaperDetailView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

void PaperDetailView::setTags(const QList<Tag> &tags)
{
    m_tags->setTags(tags);
}

void PaperDetailView::setHighlights(const QList<Highlight> &highlights)
{
    m_highlights = highlights;
    m_abstract->setHighlights(highlights);
    m_highlightList->clear();
    for (const Highlight &highlight : highlights) {
        QString text =
            QStringLiteral("“%1”").arg(excerpt(m_abstract->renderedText({ highlight.start, highlight.end })));
        if (!highlight.comment.isEmpty())
            text += QStringLiteral("\n") + highlight.comment;
        auto *item = new QListWidgetItem(swatch(highlight.color), text, m_highlightList);
        if (!highlight.comment.isEmpty())
            item->setToolTip(plainToRichText(highlight.comment));
    }
    m_highlightList->setVisible(!highlights.isEmpty());
    // Room for two highlights of a quoted line or two and a comment; more scroll. (Row size
    // hints of wrapped items depend on a width the list may not have yet.)
    const int shown = std::min<int>(m_highlightList->count(), 2);
    m_highlightList->setFixedHeight(2 * m_highlightList->frameWidth() +
        shown * (3 * m_highlightList->fontMetrics().lineSpacing() + 2 * m_highlightList->spacing() + 4));
}

void PaperDetailView::setSearchTerms(const QList<Search::Term> &terms)
{
    m_abstract->setSearchTerms(terms);
}

void PaperDetailView::setKnownTags(const QStringList &names)
{
    m_tags->setKnownTags(names);
}

QByteArray PaperDetailView::saveState() const
{
    return m_splitter->saveState();
}

void PaperDetailView::restoreState(const QByteArray &state)
{
    m_splitter->restoreState(state);
}

QString PaperDetailView::title() const
{
    return m_plainTitle;
}

void PaperDetailView::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_tags->input()->setVisible(!readOnly);
    m_highlightButton->setEnabled(m_paperId != 0 && !readOnly);
    m_note->setReadOnly(readOnly);
    m_reference->setReadOnly(readOnly);
}

bool PaperDetailView::highlightSelection(HighlightColor color, const QString &comment)
{
    const auto range = m_abstract->selectedSourceRange();
    if (!range || !m_paperId)
        return false;
    Q_EMIT highlightRequested({ 0, m_paperId, range->start, range->end, color, comment });
    return true;
}

QMenu *PaperDetailView::highlightMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("Highlight"), parent);
    for (const HighlightColor color : HighlightColors)
        menu->addAction(swatch(color), highlightColorText(color), this, [this, color] { highlightSelection(color); });
    menu->addSeparator();
    menu->addAction(tr("Highlight with Comment…"), this, &PaperDetailView::highlightWithComment);
    return menu;
}

void PaperDetailView::highlightWithComment()
{
    if (!m_abstract->selectedSourceRange())
        return;
    bool ok = false;
    const QString comment = QInputDialog::getText(
        this, tr("Highlight"), tr("Comment on the highlighted passage:"), QLineEdit::Normal, {}, &ok);
    if (ok)
        highlightSelection(HighlightColor::Yellow, comment.trimmed());
}

void PaperDetailView::showAbstractMenu(const QPoint &position)
{
    QMenu *menu = m_abstract->createStandardContextMenu(position);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (m_paperId && m_abstract->selectedSourceRange()) {
        menu->addSeparator();
        menu->addMenu(highlightMenu(menu));
    }
    menu->popup(m_abstract->viewport()->mapToGlobal(position));
}

const Highlight *PaperDetailView::currentHighlight() const
{
    const int row = m_highlightList->currentRow();
    return row >= 0 && row < m_highlights.size() ? &m_highlights[row] : nullptr;
}

void PaperDetailView::showHighlightMenu(const QPoint &position)
{
    const Highlight *highlight = currentHighlight();
    if (!highlight || !m_highlightList->itemAt(position))
        return;
    const Highlight chosen = *highlight;
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Edit Comment…"), this, [this, chosen] {
        bool ok = false;
        const QString comment = QInputDialog::getText(
            this, tr("Highlight"), tr("Comment on the highlighted passage:"), QLineEdit::Normal, chosen.comment, &ok);
        if (ok && comment.trimmed() != chosen.comment)
            Q_EMIT highlightCommentRequested(chosen, comment.trimmed());
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("Remove Highlight"), this, [this, chosen] {
        Q_EMIT highlightRemoveRequested(chosen);
    });
    menu->popup(m_highlightList->viewport()->mapToGlobal(position));
}

} // namespace Lectern::Desktop
