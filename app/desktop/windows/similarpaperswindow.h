// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "review/similarpapers.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace Lectern::Storage {
class BackgroundReader;
class Location;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

// More Like This: the library's papers closest to the ones chosen (Review::SimilarPapers), best
// first, with the words each shares with them. They are found on a reader of the window's own,
// so that neither the window nor the list waits for them, and papers chosen anew replace those
// still being looked for. Opening one shows it in the main window's list.
class SimilarPapersWindow : public QWidget
{
    Q_OBJECT

public:
    explicit SimilarPapersWindow(const Storage::Location &library, QWidget *parent = nullptr);
    ~SimilarPapersWindow() override;

    // Looks for the papers closest to these.
    void findLike(const QList<PaperId> &papers);
    bool isSearching() const { return m_searching; }
    QTreeWidget *list() const { return m_list; }
    QLabel *heading() const { return m_heading; }
    QLabel *status() const { return m_status; }

    // How many papers are listed.
    static constexpr int Limit = 30;

Q_SIGNALS:
    // The user opened one of the papers listed.
    void paperChosen(PaperId paper);
    // A search ended, with papers or without.
    void searchEnded();

private:
    struct Found
    {
        QList<PaperSummary> asked;
        QList<Review::SimilarPaper> papers;
        QHash<PaperId, PaperSummary> summaries;
    };
    void showFound(const Found &found);
    void showFailure(const QString &message);
    void openCurrent();

    std::unique_ptr<Storage::BackgroundReader> m_reader;
    QLabel *m_heading;
    QTreeWidget *m_list;
    QLabel *m_status;
    QPushButton *m_open;
    bool m_searching = false;
};

} // namespace Lectern::Desktop
