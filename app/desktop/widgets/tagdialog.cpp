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

void TagDialog::allowSeveral()
{
    m_several = true;
    m_input->setPlaceholderText(tr("e.g. method/diffusion, rl/offline"));
}

void TagDialog::accept()
{
    const QStringList typed =
        m_several ? m_input->text().split(u',', Qt::SkipEmptyParts) : QStringList{ m_input->text() };
    QStringList names;
    for (const QString &part : typed) {
        if (m_several && part.trimmed().isEmpty())
            continue;
        const TagName checked = TagName::check(part);
        if (!checked.isValid()) {
            m_error->setText(checked.error);
            m_error->show();
            return;
        }
        names.append(checked.name);
    }
    if (names.isEmpty()) {
        m_error->setText(TagName::check(QString()).error);
        m_error->show();
        return;
    }
    m_names = names;
    QDialog::accept();
}

} // namespace Lectern::Desktop
