// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/historylist.h"

#include "widgets/plaintext.h"

#include <QFileInfo>
#include <QLocale>

namespace Lectern::Desktop {
namespace {

using Action = Storage::PaperEvent::Action;

// What was done, without who and when.
QString actionText(const Storage::PaperEvent &event)
{
    const QString subject = cutForDisplay(event.subject, 200);
    switch (event.action) {
    case Action::Tagged:
        return HistoryList::tr("tagged %1").arg(subject);
    case Action::Untagged:
        return HistoryList::tr("tag %1 removed").arg(subject);
    case Action::Noted:
        return HistoryList::tr("note written");
    case Action::Highlighted:
        return HistoryList::tr("highlighted “%1”").arg(subject);
    case Action::Unhighlighted:
        return HistoryList::tr("highlight “%1” removed").arg(subject);
    case Action::Listed:
        return HistoryList::tr("added to the list %1").arg(subject);
    case Action::Unlisted:
        return HistoryList::tr("removed from the list %1").arg(subject);
    case Action::Edited:
        return HistoryList::tr("record edited");
    case Action::Retitled:
        return HistoryList::tr("titled “%1”").arg(subject);
    case Action::Merged:
        return HistoryList::tr("merged with its duplicate “%1”").arg(subject);
    case Action::Imported:
        return HistoryList::tr("imported from %1").arg(QFileInfo(event.subject).fileName());
    case Action::Removed:
        return HistoryList::tr("removed from the library (“%1”)").arg(subject);
    case Action::Decided:
        switch (event.verdict) {
        case Verdict::Include:
            return HistoryList::tr("included in the review %1").arg(subject);
        case Verdict::Exclude:
            return HistoryList::tr("excluded in the review %1").arg(subject);
        case Verdict::Maybe:
            return HistoryList::tr("marked maybe in the review %1").arg(subject);
        case Verdict::Undecided:
            return HistoryList::tr("decision taken back in the review %1").arg(subject);
        }
        break;
    }
    return {};
}

} // namespace

QString timeAgo(const QDateTime &at, const QDateTime &now)
{
    const qint64 seconds = at.secsTo(now);
    if (seconds < 60)
        return HistoryList::tr("just now");
    if (seconds < 3600)
        return HistoryList::tr("%n min ago", nullptr, int(seconds / 60));
    if (seconds < 24 * 3600)
        return HistoryList::tr("%n h ago", nullptr, int(seconds / 3600));
    if (const qint64 days = at.date().daysTo(now.date()); days < 7)
        return HistoryList::tr("%n day(s) ago", nullptr, int(std::max<qint64>(days, 1)));
    return QLocale().toString(at.date(), QLocale::ShortFormat);
}

QString eventText(const Storage::PaperEvent &event, const QDateTime &now)
{
    const QString what = actionText(event);
    const QString when = timeAgo(event.at, now);
    if (event.member.isEmpty())
        return HistoryList::tr("%1, %2", "what was done, when").arg(what, when);
    return HistoryList::tr("%1 by %2, %3", "what was done, by whom, when")
        .arg(what, cutForDisplay(event.memberName, 100), when);
}

HistoryList::HistoryList(QWidget *parent) : QListWidget(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWordWrap(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setAccessibleName(tr("History"));
    setAccessibleDescription(tr("What was done to this paper, by whom and when, newest first."));
}

void HistoryList::setEvents(const QList<Storage::PaperEvent> &events, const QDateTime &now)
{
    clear();
    for (const Storage::PaperEvent &event : events) {
        auto *item = new QListWidgetItem(eventText(event, now), this);
        item->setToolTip(plainToRichText(QLocale().toString(event.at, QLocale::LongFormat)));
    }
}

} // namespace Lectern::Desktop
