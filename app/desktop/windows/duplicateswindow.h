// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/duplicatefinder.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace Lectern::Desktop {

class LibraryEditor;
class LibraryWorker;

// Possible Duplicates: the pairs of papers that may be one (Storage::DuplicateFinder), each shown
// side by side, field by field, with the fields that differ in bold. A pair is merged into
// either paper, or marked as two distinct papers; both are steps of the window's undo stack.
// The pairs are found again on the library's worker after every change.
class DuplicatesWindow : public QWidget
{
    Q_OBJECT

public:
    DuplicatesWindow(LibraryWorker &worker, LibraryEditor &editor, QWidget *parent = nullptr);

    // A pair with both papers as the library has them.
    struct Candidate
    {
        Storage::PossibleDuplicate pair;
        Paper first;
        Paper second;
    };

    void refresh();
    const QList<Candidate> &candidates() const { return m_candidates; }
    QListWidget *pairList() const { return m_pairs; }
    QTableWidget *comparison() const { return m_comparison; }
    // On the pair selected: the paper kept is the first (left) or the second (right).
    void mergeInto(bool first);
    void markDistinct();

private:
    void showCandidates(const QList<Candidate> &candidates);
    void showCandidate();
    const Candidate *current() const;

    LibraryWorker &m_worker;
    LibraryEditor &m_editor;
    QListWidget *m_pairs;
    QTableWidget *m_comparison;
    QLabel *m_summary;
    QPushButton *m_mergeLeft;
    QPushButton *m_mergeRight;
    QPushButton *m_distinct;
    QList<Candidate> m_candidates;
};

} // namespace Lectern::Desktop
