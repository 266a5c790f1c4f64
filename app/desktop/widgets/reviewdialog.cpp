// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/reviewdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

namespace Lectern::Desktop {
namespace {

QStringList items(const QString &text, QChar separator)
{
    QStringList found;
    for (const QString &item : text.split(separator, Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            found.append(item.trimmed());
    }
    return found;
}

QPlainTextEdit *shortTextEdit(QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4);
    return edit;
}

} // namespace

ReviewDialog::ReviewDialog(const QList<PaperId> &shown, const QList<PaperId> &selection, QWidget *parent)
    : QDialog(parent), m_shown(shown), m_selection(selection)
{
    setUp();
    setWindowTitle(tr("New Review"));
    m_scope->addItem(tr("The papers shown (%n)", nullptr, int(shown.size())));
    if (!selection.isEmpty()) {
        m_scope->addItem(tr("The selected papers (%n)", nullptr, int(selection.size())));
        if (selection.size() > 1)
            m_scope->setCurrentIndex(1);
    }
}

ReviewDialog::ReviewDialog(const ReviewInfo &review, QWidget *parent) : QDialog(parent), m_id(review.id)
{
    setUp();
    setWindowTitle(tr("Edit Review"));
    m_name->setText(review.name);
    m_question->setText(review.question);
    m_inclusionCriteria->setPlainText(review.inclusionCriteria);
    m_exclusionCriteria->setPlainText(review.exclusionCriteria);
    m_inclusionKeywords->setText(review.inclusionKeywords.join(QStringLiteral("; ")));
    m_exclusionKeywords->setText(review.exclusionKeywords.join(QStringLiteral("; ")));
    m_reasons->setPlainText(review.reasons.join(u'\n'));
    m_blind->setChecked(review.blind);
    m_scope->setVisible(false);
    m_form->labelForField(m_scope)->setVisible(false);
    m_ok->setText(tr("&Save"));
}

void ReviewDialog::setUp()
{
    m_name = new QLineEdit(this);
    m_question = new QLineEdit(this);
    m_inclusionCriteria = shortTextEdit(this);
    m_exclusionCriteria = shortTextEdit(this);
    m_inclusionKeywords = new QLineEdit(this);
    m_exclusionKeywords = new QLineEdit(this);
    m_reasons = shortTextEdit(this);
    m_blind = new QCheckBox(tr("Each reviewer sees only their own &decisions"), this);
    m_scope = new QComboBox(this);
    m_name->setPlaceholderText(tr("Proton pump inhibitors"));
    m_question->setPlaceholderText(tr("The question the review answers"));
    m_inclusionKeywords->setPlaceholderText(tr("Shown green; separated by ;"));
    m_exclusionKeywords->setPlaceholderText(tr("Shown red; separated by ;"));
    m_reasons->setPlaceholderText(tr("One per line; picked with 1–9 while screening"));

    m_form = new QFormLayout;
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("&Question:"), m_question);
    m_form->addRow(tr("&Inclusion criteria:"), m_inclusionCriteria);
    m_form->addRow(tr("E&xclusion criteria:"), m_exclusionCriteria);
    m_form->addRow(tr("Inclusion &keywords:"), m_inclusionKeywords);
    m_form->addRow(tr("Exclusion k&eywords:"), m_exclusionKeywords);
    m_form->addRow(tr("&Reasons to exclude:"), m_reasons);
    m_form->addRow(tr("&Blind review:"), m_blind);
    m_form->addRow(tr("&Papers:"), m_scope);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Create and Screen"));
    m_ok->setEnabled(false);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_ok->setEnabled(!text.trimmed().isEmpty());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    setMinimumWidth(fontMetrics().averageCharWidth() * 80);
    layout->addWidget(buttons);
}

ReviewInfo ReviewDialog::review() const
{
    ReviewInfo info;
    info.id = m_id;
    info.name = m_name->text().simplified();
    info.question = m_question->text().trimmed();
    info.inclusionCriteria = m_inclusionCriteria->toPlainText().trimmed();
    info.exclusionCriteria = m_exclusionCriteria->toPlainText().trimmed();
    info.inclusionKeywords = items(m_inclusionKeywords->text(), u';');
    info.exclusionKeywords = items(m_exclusionKeywords->text(), u';');
    info.reasons = items(m_reasons->toPlainText(), u'\n');
    info.blind = m_blind->isChecked();
    return info;
}

QList<PaperId> ReviewDialog::papers() const
{
    return m_scope->currentIndex() == 1 ? m_selection : m_shown;
}

} // namespace Lectern::Desktop
