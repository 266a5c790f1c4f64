// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/paperhistory.h"

#include <QDateTime>
#include <QListWidget>

namespace Lectern::Desktop {

// A paper's history in the detail pane: what was done to it, by whom and when, newest first.
// Every name, tag and passage in it is another's text, shown as written.
class HistoryList : public QListWidget
{
    Q_OBJECT

public:
    explicit HistoryList(QWidget *parent = nullptr);

    void setEvents(const QList<Storage::PaperEvent> &events, const QDateTime &now = QDateTime::currentDateTime());
};

// "tagged method/diffusion by Ann, 2 h ago"; without "by" in a library file, which has one user.
QString eventText(const Storage::PaperEvent &event, const QDateTime &now);
// "just now", "5 min ago", "2 h ago", "3 days ago", or the date.
QString timeAgo(const QDateTime &at, const QDateTime &now);

} // namespace Lectern::Desktop
