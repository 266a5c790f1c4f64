// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tagdialog.h"

#include "core/tagname.h"
#include "widgets/errorlabel.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace Lectern::Desktop {

TagDialog::TagDialog(const QString &title, const QString &prompt, const QStringList &knownTags, QWidget *parent)
    : QDialog(parent), m_input(new QLineEdit(this)), m_error(createErrorLabel(this))
{
    setWindowTitle(title);
    auto *label = new QLabel(prompt, this);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setBuddy(m_input);

    auto *completer = new QCompleter(knownTags, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_input->setCompleter(completer);
    m_input->setPlaceholderText(tr("e.g. method/diffusion"));
    m_input->setMinimumWidth(320);
    m_input->setAccessibleName(tr("Tag name"));
    m_input->setAccessibleDescription(prompt);

    connect(m_input, &QLineEdit::textEdited, m_error, &QLabel::hide);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &TagDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TagDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_input);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

void TagDialog::setName(const QString &name)
{
    m_input->setText(name);
    m_input->selectAll();
}

void TagDialog::accept()
{
    const TagName checked = TagName::check(m_input->text());
    if (!checked.isValid()) {
        m_error->setText(checked.error);
        m_error->show();
        return;
    }
    m_name = checked.name;
    QDialog::accept();
}

} // namespace Lectern::Desktop
