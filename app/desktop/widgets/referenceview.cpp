// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/referenceview.h"

#include "core/entrykind.h"
#include "core/publicationdetails.h"
#include "widgets/plaintext.h"
#include "widgets/softbreaks.h"

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

QString kindText(EntryKind kind)
{
    switch (kind) {
    case EntryKind::Article:
        return ReferenceView::tr("Journal article");
    case EntryKind::Conference:
        return ReferenceView::tr("Conference paper");
    case EntryKind::Book:
        return ReferenceView::tr("Book");
    case EntryKind::Chapter:
        return ReferenceView::tr("Book chapter");
    case EntryKind::Thesis:
        return ReferenceView::tr("Thesis");
    case EntryKind::Report:
        return ReferenceView::tr("Report");
    case EntryKind::Preprint:
        return ReferenceView::tr("Preprint");
    }
    return {};
}

QString namesOf(const QList<PersonName> &people)
{
    QStringList names;
    for (const PersonName &person : people)
        names.append(person.toString());
    return names.join(QStringLiteral("; "));
}

QString linksOf(const QList<QUrl> &links)
{
    QStringList texts;
    for (const QUrl &link : links)
        texts.append(link.toDisplayString());
    return texts.join(u'\n');
}

} // namespace

ReferenceView::ReferenceView(QWidget *parent)
    : QScrollArea(parent), m_form(new QWidget), m_layout(new QFormLayout(m_form)), m_edit(new QPushButton(tr("Edit…")))
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setAccessibleName(tr("Reference details"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_edit->setToolTip(tr("Correct the record's authors, venue, identifiers and other fields"));
    m_edit->setAccessibleDescription(m_edit->toolTip());
    connect(m_edit, &QPushButton::clicked, this, &ReferenceView::editRequested);

    auto *page = new QWidget;
    page->setBackgroundRole(QPalette::Base);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_form);
    layout->addWidget(m_edit, 0, Qt::AlignLeft);
    layout->addStretch();
    setWidget(page);
}

void ReferenceView::setReadOnly(bool readOnly)
{
    m_edit->setVisible(!readOnly);
}

void ReferenceView::setPaper(const Paper &paper)
{
    m_paper = paper;
    m_filled = false;
    if (isVisible())
        fillRows();
}

void ReferenceView::showEvent(QShowEvent *event)
{
    if (!m_filled)
        fillRows();
    QScrollArea::showEvent(event);
}

void ReferenceView::fillRows()
{
    m_filled = true;
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    const Paper &paper = m_paper;
    const Reference &reference = paper.reference;
    const std::optional<EntryKind> kind = entryKindOf(reference.entryType);
    addRow(tr("Type"), kind ? kindText(*kind) : reference.entryType);
    addRow(tr("Authors"), namesOf(reference.authors));
    addRow(tr("Venue"), paper.venue);
    addRow(tr("Year"), paper.year ? QString::number(paper.year) : QString());
    const PublicationDetails details = publicationDetails(reference);
    addRow(tr("Volume"), details.volume);
    addRow(tr("Issue"), details.issue);
    addRow(tr("Pages"), details.pages(u"–"));
    addRow(tr("Publisher"), details.publisher);
    addRow(tr("Editors"), namesOf(details.editors));
    addLinkRow(tr("DOI"), reference.doi, QUrl(QStringLiteral("https://doi.org/") + reference.doi));
    addLinkRow(tr("arXiv"), reference.arxivId, QUrl(QStringLiteral("https://arxiv.org/abs/") + reference.arxivId));
    addLinkRow(tr("PubMed"), reference.pmid, QUrl(QStringLiteral("https://pubmed.ncbi.nlm.nih.gov/") + reference.pmid));
    addRow(tr("Keywords"), reference.keywords.join(QStringLiteral("; ")));
    addRow(tr("Links"), linksOf(paper.links));
    addRow(tr("Citation key"), reference.citationKey);
    // The source's other fields under its own names: "VL", "note", "Affiliations".
    for (const SourceField &field : reference.fields) {
        if (!isPublicationDetail(reference, field.name))
            addRow(field.name, sourceFieldText(reference, field.value));
    }
    if (m_layout->rowCount() == 0)
        addRow(tr("Record"), tr("The source gave no more than the title and the abstract."));
}

QLabel *ReferenceView::valueLabel(const QString &label) const
{
    for (int row = 0; row < m_layout->rowCount(); ++row) {
        const auto *name = qobject_cast<QLabel *>(m_layout->itemAt(row, QFormLayout::LabelRole)->widget());
        if (name && name->text() == label)
            return qobject_cast<QLabel *>(m_layout->itemAt(row, QFormLayout::FieldRole)->widget());
    }
    return nullptr;
}

QLabel *ReferenceView::newRow(const QString &label)
{
    auto *name = new QLabel(label, m_form);
    name->setTextFormat(Qt::PlainText); // a source field's name comes from the file
    name->setForegroundRole(QPalette::PlaceholderText);
    auto *value = new QLabel(m_form);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextBrowserInteraction);
    name->setBuddy(value);
    m_layout->addRow(name, value);
    return value;
}

void ReferenceView::addRow(const QString &label, const QString &value)
{
    if (value.isEmpty())
        return;
    QLabel *shown = newRow(label);
    shown->setTextFormat(Qt::PlainText);
    shown->setText(SoftBreaks::forLabel(cutForDisplay(value))); // a journal of one long word stays as wide as the pane
}

void ReferenceView::addLinkRow(const QString &label, const QString &value, const QUrl &url)
{
    if (value.isEmpty())
        return;
    QLabel *shown = newRow(label);
    // The only markup is the link; the identifier is escaped, in the text and in the address.
    shown->setTextFormat(Qt::RichText);
    shown->setText(QStringLiteral("<a href=\"%1\">%2</a>")
            .arg(QString::fromLatin1(url.toEncoded()).toHtmlEscaped(), value.toHtmlEscaped()));
    shown->setOpenExternalLinks(true);
    shown->setToolTip(plainToRichText(url.toDisplayString()));
}

} // namespace Lectern::Desktop
