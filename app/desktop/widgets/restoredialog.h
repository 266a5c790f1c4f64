// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

#include <QDialog>

class QListWidget;

namespace Lectern::Desktop {

// File → Restore from Backup: the library's backups, newest first and chosen; what the
// library holds now is kept as a backup before the chosen one replaces it.
class RestoreDialog : public QDialog
{
    Q_OBJECT

public:
    RestoreDialog(const QList<Storage::LibraryCare::Backup> &backups, QWidget *parent = nullptr);

    QString chosenPath() const;

private:
    QList<Storage::LibraryCare::Backup> m_backups;
    QListWidget *m_list;
};

} // namespace Lectern::Desktop
