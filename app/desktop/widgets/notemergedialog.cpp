// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/notemergedialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>

namespace Lectern::Desktop {

NoteMergeDialog::NoteMergeDialog(const QString &paperTitle, const QString &theirs, const QString &mine, QWidget *parent)
    : QDialog(parent), m_mine(new QPlainTextEdit(mine, this))
{
    setWindowTitle(tr("Note Changed by Someone Else"));
    setWindowFlag(Qt::WindowCloseButtonHint, false);

    auto *explanation = new QLabel(
        tr("While you were typing, someone else saved the note on “%1”. Theirs is on the left; yours, on the "
           "right, is what will be saved: copy into it what you want to keep of theirs.")
            .arg(paperTitle),
        this);
    explanation->setTextFormat(Qt::PlainText);
    explanation->setWordWrap(true);

    auto *theirsView = new QPlainTextEdit(theirs, this);
    theirsView->setReadOnly(true);
    auto *theirsLabel = new QLabel(tr("&Their note (saved)"), this);
    theirsLabel->setBuddy(theirsView);
    auto *mineLabel = new QLabel(tr("&Your note"), this);
    mineLabel->setBuddy(m_mine);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *save = buttons->addButton(tr("&Save Your Note"), QDialogButtonBox::AcceptRole);
    QPushButton *keep = buttons->addButton(tr("&Keep Their Note"), QDialogButtonBox::DestructiveRole);
    save->setDefault(true);
    connect(save, &QPushButton::clicked, this, &QDialog::accept);
    connect(keep, &QPushButton::clicked, this, [this] {
        m_keepTheirs = true;
        reject();
    });

    auto *layout = new QGridLayout(this);
    layout->addWidget(explanation, 0, 0, 1, 2);
    layout->addWidget(theirsLabel, 1, 0);
    layout->addWidget(mineLabel, 1, 1);
    layout->addWidget(theirsView, 2, 0);
    layout->addWidget(m_mine, 2, 1);
    layout->addWidget(buttons, 3, 0, 1, 2);
    layout->setRowStretch(2, 1);
    resize(760, 420);
    m_mine->setFocus();
}

QString NoteMergeDialog::mine() const
{
    return m_mine->toPlainText();
}

void NoteMergeDialog::reject()
{
    // Escape would leave the note neither saved nor given up.
    if (m_keepTheirs)
        QDialog::reject();
}

} // namespace Lectern::Desktop
