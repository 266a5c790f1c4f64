// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/referencedialog.h"

#include "core/publicationdetails.h"
#include "text/identity.h"
#include "widgets/errorlabel.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

QStringList namesOf(const QList<PersonName> &people)
{
    QStringList names;
    for (const PersonName &person : people)
        names.append(person.toString());
    return names;
}

QStringList displayed(const QList<QUrl> &links)
{
    QStringList texts;
    for (const QUrl &link : links)
        texts.append(link.toDisplayString());
    return texts;
}

QStringList linesOf(const QPlainTextEdit *edit)
{
    QStringList lines;
    for (const QString &line : edit->toPlainText().split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());
    }
    return lines;
}

// The other fields of a record: those that are not volume, issue, pages or publisher.
QList<SourceField> otherFieldsOf(const Reference &reference)
{
    QList<SourceField> fields;
    for (const SourceField &field : reference.fields) {
        if (!isPublicationDetail(reference, field.name))
            fields.append(field);
    }
    return fields;
}

} // namespace

ReferenceDialog::ReferenceDialog(const Paper &paper, QWidget *parent)
    : QDialog(parent), m_paper(paper), m_form(new QFormLayout), m_error(createErrorLabel(this))
{
    setWindowTitle(tr("Edit Reference"));
    const Reference &reference = paper.reference;
    const PublicationDetails details = publicationDetails(reference);
    m_type = addLine(tr("Type"), reference.entryType);
    m_type->setPlaceholderText(tr("e.g. article, inproceedings, JOUR"));
    m_authors = addLines(tr("Authors"), namesOf(reference.authors));
    m_authors->setPlaceholderText(tr("One per line: Family, Given"));
    m_venue = addLine(tr("Venue"), paper.venue);
    m_year = addLine(tr("Year"), paper.year ? QString::number(paper.year) : QString());
    m_year->setValidator(new QIntValidator(1, 9999, m_year));
    m_volume = newLine(tr("Volume"), details.volume);
    m_issue = newLine(tr("Issue"), details.issue);
    m_pages = newLine(tr("Pages"), details.pages(u"–"));
    addRow({ m_volume, m_issue, m_pages });
    m_publisher = addLine(tr("Publisher"), details.publisher);
    m_doi = addLine(tr("DOI"), reference.doi);
    m_doi->setPlaceholderText(tr("e.g. 10.1000/xyz123"));
    m_arxiv = newLine(tr("arXiv"), reference.arxivId);
    m_pmid = newLine(tr("PubMed"), reference.pmid);
    addRow({ m_arxiv, m_pmid });
    m_keywords = addLine(tr("Keywords"), reference.keywords.join(QStringLiteral("; ")));
    m_keywords->setPlaceholderText(tr("Separated by semicolons"));
    m_links = addLines(tr("Links"), displayed(paper.links));
    m_links->setPlaceholderText(tr("One per line"));
    m_citationKey = addLine(tr("Citation key"), reference.citationKey);
    addOtherFields();

    for (QLineEdit *line : findChildren<QLineEdit *>())
        connect(line, &QLineEdit::textEdited, m_error, &QLabel::hide);

    auto *form = new QWidget;
    form->setLayout(m_form);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ReferenceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ReferenceDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(560, 680);
}

QLineEdit *ReferenceDialog::newLine(const QString &label, const QString &value)
{
    auto *line = new QLineEdit(value);
    line->setAccessibleName(label);
    return line;
}

QLineEdit *ReferenceDialog::addLine(const QString &label, const QString &value)
{
    QLineEdit *line = newLine(label, value);
    m_form->addRow(label, line);
    return line;
}

void ReferenceDialog::addRow(const QList<QLineEdit *> &lines)
{
    auto *row = new QHBoxLayout;
    row->addWidget(lines.front(), 1);
    for (QLineEdit *line : lines.sliced(1)) {
        auto *label = new QLabel(line->accessibleName());
        label->setBuddy(line);
        row->addWidget(label);
        row->addWidget(line, 1);
    }
    auto *label = new QLabel(lines.front()->accessibleName());
    label->setBuddy(lines.front());
    m_form->addRow(label, row);
}

QPlainTextEdit *ReferenceDialog::addLines(const QString &label, const QStringList &lines)
{
    auto *edit = new QPlainTextEdit(lines.join(u'\n'));
    edit->setAccessibleName(label);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 3 + 2 * edit->frameWidth() + 8);
    m_form->addRow(label, edit);
    return edit;
}

void ReferenceDialog::addOtherFields()
{
    const QList<SourceField> fields = otherFieldsOf(m_paper.reference);
    m_otherFields = new QTableWidget(int(fields.size()), 2);
    m_otherFields->setAccessibleName(tr("Other fields"));
    m_otherFields->setHorizontalHeaderLabels({ tr("Field"), tr("Value") });
    m_otherFields->horizontalHeader()->setStretchLastSection(true);
    m_otherFields->verticalHeader()->hide();
    m_otherFields->setMinimumHeight(m_otherFields->fontMetrics().lineSpacing() * 6);
    for (int row = 0; row < fields.size(); ++row) {
        // Items show their text as it is: a field from a file is never markup.
        m_otherFields->setItem(row, 0, new QTableWidgetItem(fields[row].name));
        m_otherFields->setItem(row, 1, new QTableWidgetItem(fields[row].value));
    }
    auto *add = new QPushButton(tr("Add Field"));
    connect(add, &QPushButton::clicked, this, [this] {
        const int row = m_otherFields->rowCount();
        m_otherFields->insertRow(row);
        m_otherFields->setItem(row, 0, new QTableWidgetItem);
        m_otherFields->setItem(row, 1, new QTableWidgetItem);
        m_otherFields->setCurrentCell(row, 0);
        m_otherFields->editItem(m_otherFields->item(row, 0));
    });
    auto *remove = new QPushButton(tr("Remove Field"));
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_otherFields->currentRow() >= 0)
            m_otherFields->removeRow(m_otherFields->currentRow());
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *box = new QVBoxLayout;
    box->addWidget(m_otherFields);
    box->addLayout(buttons);
    m_form->addRow(tr("Other fields"), box);
}

QWidget *ReferenceDialog::input(const QString &label) const
{
    for (QWidget *widget : findChildren<QWidget *>()) {
        if (widget->accessibleName() == label)
            return widget;
    }
    return nullptr;
}

QList<PersonName> ReferenceDialog::authors() const
{
    QList<PersonName> people;
    for (const QString &line : linesOf(m_authors)) {
        PersonName person = line.contains(u',') ? PersonName::fromString(line) : PersonName::fromDisplayName(line);
        // An author written as before keeps the ORCID iD the source gave.
        for (const PersonName &before : m_paper.reference.authors) {
            if (before.family == person.family && before.given == person.given)
                person.orcid = before.orcid;
        }
        people.append(person);
    }
    return people;
}

QList<SourceField> ReferenceDialog::fields() const
{
    QList<SourceField> others;
    for (int row = 0; row < m_otherFields->rowCount(); ++row) {
        const auto text = [this, row](int column) {
            const QTableWidgetItem *item = m_otherFields->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        if (!text(0).isEmpty())
            others.append({ text(0), text(1) });
    }
    const Reference &reference = m_paper.reference;
    // Unchanged, the fields stay in their order.
    if (others == otherFieldsOf(reference))
        return reference.fields;
    QList<SourceField> fields;
    for (const SourceField &field : reference.fields) {
        if (isPublicationDetail(reference, field.name))
            fields.append(field);
    }
    return fields + others;
}

QString ReferenceDialog::read(Paper &paper) const
{
    Reference &reference = paper.reference;
    reference.entryType = m_type->text().trimmed();
    reference.authors = authors();
    paper.venue = m_venue->text().trimmed();
    paper.year = m_year->text().toInt();
    reference.fields = fields();
    PublicationDetails details = publicationDetails(m_paper.reference);
    const PublicationDetails before = details;
    details.volume = m_volume->text().trimmed();
    details.issue = m_issue->text().trimmed();
    details.setPages(m_pages->text());
    details.publisher = m_publisher->text().trimmed();
    if (details.volume != before.volume || details.issue != before.issue || details.pages() != before.pages() ||
        details.publisher != before.publisher)
        setPublicationDetails(reference, details);

    const QString doi = m_doi->text().trimmed();
    reference.doi = Text::normalizedDoi(doi);
    if (!doi.isEmpty() && reference.doi.isEmpty())
        return tr("“%1” is not a DOI: a DOI starts with 10. and a slash follows, as in 10.1000/xyz123.").arg(doi);
    const QString arxiv = m_arxiv->text().trimmed();
    reference.arxivId = Text::normalizedArxivId(arxiv);
    if (!arxiv.isEmpty() && reference.arxivId.isEmpty())
        return tr("“%1” is not an arXiv id, such as 2101.00001 or math/0211159.").arg(arxiv);
    const QString pmid = m_pmid->text().trimmed();
    reference.pmid = Text::normalizedPmid(pmid);
    if (!pmid.isEmpty() && reference.pmid.isEmpty())
        return tr("“%1” is not a PubMed id: it is a number, such as 12345678.").arg(pmid);
    reference.citationKey = m_citationKey->text().trimmed();
    reference.keywords.clear();
    for (const QString &keyword : m_keywords->text().split(u';')) {
        if (!keyword.trimmed().isEmpty())
            reference.keywords.append(keyword.trimmed());
    }
    const QStringList links = linesOf(m_links);
    if (links == displayed(m_paper.links))
        return {}; // the links as they were, however they were encoded
    paper.links.clear();
    for (const QString &line : links) {
        const QUrl link(line, QUrl::TolerantMode);
        if (!link.isValid() || link.scheme().isEmpty() || link.host().isEmpty())
            return tr("“%1” is not a link: a link starts with its scheme, as in https://example.org/paper.").arg(line);
        paper.links.append(link);
    }
    return {};
}

void ReferenceDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

void ReferenceDialog::accept()
{
    Paper paper = m_paper;
    if (const QString error = read(paper); !error.isEmpty()) {
        showError(error);
        return;
    }
    m_edited = paper;
    QDialog::accept();
}

} // namespace Lectern::Desktop
