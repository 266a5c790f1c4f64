// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/paperdetailview.h"

#include "text/abstracthtml.h"
#include "widgets/abstractbrowser.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Lectern::Desktop {

PaperDetailView::PaperDetailView(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_source(new QLabel(this)), m_abstract(new AbstractBrowser(this))
{
    // Titles come from files: plain text only, never interpreted as rich text.
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_source->setTextFormat(Qt::PlainText);
    m_source->setForegroundRole(QPalette::PlaceholderText);

    m_abstract->setFrameShape(QFrame::NoFrame);
    QFont readingFont = m_abstract->font();
    readingFont.setPointSizeF(readingFont.pointSizeF() * 1.15);
    m_abstract->setFont(readingFont);
    m_abstract->document()->setDocumentMargin(0);

    // One page of paper: the labels share the text area's background.
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_source);
    layout->addSpacing(6);
    layout->addWidget(m_abstract, 1);
    setPaper(std::nullopt);
}

void PaperDetailView::setPaper(const std::optional<Paper> &paper)
{
    m_paperId = paper ? paper->id : 0;
    if (!paper) {
        m_title->clear();
        m_source->clear();
        m_abstract->setHtml(
            QStringLiteral("<p>%1</p>").arg(tr("Select a paper to read its abstract.").toHtmlEscaped()));
        return;
    }
    m_title->setText(paper->title);
    QFont font = m_title->font();
    font.setItalic(paper->titleInferred);
    m_title->setFont(font);
    m_title->setToolTip(
        paper->titleInferred ? tr("Title inferred from the abstract; press F2 in the list to edit it.") : QString());
    QStringList source;
    if (!paper->collection.isEmpty())
        source.append(paper->collection);
    if (paper->year && !paper->collection.contains(QString::number(paper->year)))
        source.append(QString::number(paper->year));
    m_source->setText(source.join(QStringLiteral(" · ")));
    m_abstract->setHtml(Text::abstractToHtml(paper->abstract));
}

QString PaperDetailView::title() const
{
    return m_title->text();
}

} // namespace Lectern::Desktop
