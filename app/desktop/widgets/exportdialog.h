// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "export/exportformat.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace Lectern::Storage {
class LibrarySession;
}

namespace Lectern::Desktop {

class ExportPreview;

class LibraryWorker;

// File → Export: a format, which papers (the selection, the search result, a reading list or
// the whole library), the format's options, and a live preview of the first entries coloured
// by KDE Syntax-Highlighting. The lists and the preview are read on the library's worker; saving
// writes the whole file with QSaveFile on a thread of its own, with progress and Cancel once it
// takes longer than a moment.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    struct Papers
    {
        QList<PaperId> selection;
        QList<PaperId> searchResult;
    };

    ExportDialog(LibraryWorker &worker, const Papers &papers, QWidget *parent = nullptr);

    // True while the reading lists or the preview are being read (for tests: wait until false).
    bool isReading() const { return m_reading > 0; }
    // How many papers the last save wrote.
    qsizetype written() const { return m_written; }
    Export::ExportFormat format() const;
    Export::ExportOptions options() const;
    // The preview's text, as it is shown.
    QString previewText() const;
    // Writes the chosen papers to path, and closes the dialog; false when the export failed or was
    // cancelled, or when there are no papers and the user keeps the file that has content. Events
    // are handled meanwhile.
    bool saveTo(const QString &path);

private:
    enum class Scope {
        Selection,
        SearchResult,
        List,
        Library,
    };
    struct Choice
    {
        Scope scope = Scope::SearchResult;
        ReadingListId list = 0;
        qsizetype count = 0;
    };
    void addScope(const QString &text, Scope scope, qsizetype count, ReadingListId list = 0);
    // The reading lists and the library's size, as more choices of papers.
    void readLists();
    Choice choice() const;
    // The papers a choice names, in their order; only the first limit ones when limit >= 0.
    static QList<PaperId> papersOf(
        const Storage::LibrarySession &library, const Choice &choice, const Papers &papers, int limit);
    void updatePreview();
    void save();
    bool confirmEmptying(const QString &path);

    QPointer<LibraryWorker> m_worker;
    Papers m_papers;
    QComboBox *m_format;
    QComboBox *m_scope;
    QCheckBox *m_abstracts;
    QCheckBox *m_latex;
    QCheckBox *m_byteOrderMark;
    QCheckBox *m_markInferred;
    QLineEdit *m_title;
    QLabel *m_count;
    ExportPreview *m_preview;
    qsizetype m_written = 0;
    int m_reading = 0;
    int m_previewRequest = 0;
};

} // namespace Lectern::Desktop
