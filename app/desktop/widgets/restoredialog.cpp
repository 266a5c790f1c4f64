// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/restoredialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace Lectern::Desktop {

RestoreDialog::RestoreDialog(const QList<Storage::LibraryCare::Backup> &backups, QWidget *parent)
    : QDialog(parent), m_backups(backups), m_list(new QListWidget(this))
{
    setWindowTitle(tr("Restore from Backup"));
    auto *explanation = new QLabel(
        tr("The library is replaced by the backup you choose. What it holds now is kept as a backup first, so "
           "a restore can be undone by restoring that one."),
        this);
    explanation->setWordWrap(true);
    const QLocale locale;
    for (const Storage::LibraryCare::Backup &backup : backups) {
        m_list->addItem(tr("%1 · %2").arg(
            locale.toString(backup.made.toLocalTime(), QLocale::LongFormat), locale.formattedDataSize(backup.size)));
    }
    m_list->setCurrentRow(0);
    m_list->setAccessibleName(tr("Backups"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Restore"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!backups.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(520, 360);
}

QString RestoreDialog::chosenPath() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_backups.size() ? m_backups[row].path : QString();
}

} // namespace Lectern::Desktop
