// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "review/offlinescreening.h"
#include "storage/location.h"

#include <QObject>

#include <memory>

class QLabel;
class QMessageBox;
class QWidget;

namespace Lectern::Desktop {

class LibraryController;
class LibraryWorker;
class ReviewController;

// Review → Take Offline and Review → Send Decisions: a review copied into a library file of its
// own to screen where there is no server, and its decisions sent back to the team library it came
// from. Both run off the GUI thread; the team library is connected to as any library is, asking
// for its password when the server wants one.
class OfflineReviewController : public QObject
{
    Q_OBJECT

public:
    OfflineReviewController(LibraryController &library, const ReviewController &reviews, QWidget *window);
    ~OfflineReviewController() override;

    // Asks for the new file, copies the review into it, and offers to open it.
    void takeOffline(ReviewId review);
    void takeOfflineTo(ReviewId review, const QString &path);
    // Asks whether to send the decisions made in the library shown (a review taken offline) to the
    // team library it came from, named (the file says which: it may come from someone else), then
    // sends them and says what was sent.
    void sendDecisions(ReviewId review);
    // For the status bar: which reviews of the library shown were taken offline, while there are any.
    QLabel *statusLabel() const { return m_statusLabel; }

Q_SIGNALS:
    // Taking a review offline or sending its decisions ended, with the message box that says how.
    void ended();

private:
    void offerToOpen(ReviewId review, const Storage::Location &offline, const Review::OfflineScreening::Taken &taken);
    void confirmSending(const Storage::Location &team, ReviewId review);
    void sendTo(const Storage::Location &team, ReviewId review);
    void showTakenOffline(const QList<ReviewInfo> &reviews);
    // Sending ended without sending; says why, unless the user cancelled (error empty).
    void notSent(const QString &error);
    QString reviewName(ReviewId review) const;
    // Shows a message box that does not wait (the window goes on), and announces ended().
    void tell(QMessageBox *box);
    void warn(const QString &title, const QString &message);

    LibraryController &m_library;
    const ReviewController &m_reviews;
    QWidget *m_window;
    QLabel *m_statusLabel;
    // The team library, while decisions are sent to it: one send at a time.
    std::unique_ptr<LibraryWorker> m_team;
    bool m_sending = false;
};

} // namespace Lectern::Desktop
