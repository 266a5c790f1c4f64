// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QTimer;

namespace Lectern::Desktop {

class LibraryController;
class LibraryEditor;
class LibraryWorker;
class PaperDetailView;
class PaperLoader;

// The paper being read in the detail pane: read on the library's worker (the pane keeps the
// paper it shows until the next one is in), kept up to date as its tags, highlights, note and
// history change, and marked "reading" once an unread paper has been read for a few seconds in the
// active window. What is done in the pane (tags, highlights, the note) goes to the editor.
class DetailPaneController : public QObject
{
    Q_OBJECT

public:
    DetailPaneController(PaperDetailView *pane, LibraryController &library);

    // Opening a paper marks it "reading" after this many seconds when it is unread; 0: never.
    static constexpr int DefaultMarkReadingSeconds = 3;
    static int markReadingSeconds();
    static void setMarkReadingSeconds(int seconds);

    // The worker papers are read on; null while no library is open.
    void setWorker(LibraryWorker *worker);
    // Shows the paper (0: none) unless it is shown or on its way already.
    void show(PaperId paper);
    // Reads the paper again: its record, tags or notes changed.
    void reload(PaperId paper);
    // Time spent in another window is no time reading: the delay starts again on return.
    void windowActivationChanged();

Q_SIGNALS:
    void statusMessage(const QString &message, int timeoutMs);

private:
    void connectEdits();
    void showDetails(const std::optional<PaperDetails> &details);
    void restartReadingMark(bool running);
    void refreshTags();
    void refreshHighlights(PaperId paper);
    // Reads the shown paper's history soon: the changes of a burst are read once.
    void refreshHistorySoon();
    void refreshHistory();
    // The user's note could not be saved: another writer changed it since. Both are shown, and
    // the user chooses.
    void mergeNote(PaperId paper, const QString &theirs, qint64 theirsVersion, const QString &mine);

    PaperDetailView *m_pane;
    LibraryController &m_library;
    LibraryEditor *m_editor;
    PaperLoader *m_loader;
    QTimer *m_markReading;
    QTimer *m_historyRefresh;
    // The latest history read asked for; read on the worker's thread too.
    std::shared_ptr<std::atomic<int>> m_historyTicket = std::make_shared<std::atomic<int>>(0);
    PaperId m_merging = 0; // the note whose dialog is open
    struct Conflict
    {
        PaperId paper;
        QString theirs;
        qint64 theirsVersion;
        QString mine;
    };
    QList<Conflict> m_laterConflicts; // met while a dialog was open
};

} // namespace Lectern::Desktop
