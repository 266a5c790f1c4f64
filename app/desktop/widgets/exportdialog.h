// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "export/exportformat.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace Lectern::Storage {
class LibrarySession;
}

namespace Lectern::Desktop {

// File → Export: a format, which papers (the selection, the search result, a reading list or
// the whole library), the format's options, and a live preview of the first entries coloured
// by KDE Syntax-Highlighting. Saving writes the whole file with QSaveFile, with progress and
// Cancel once it takes longer than a moment.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    struct Papers
    {
        QList<PaperId> selection;
        QList<PaperId> searchResult;
    };

    ExportDialog(Storage::LibrarySession &library, const Papers &papers, QWidget *parent = nullptr);

    // The papers the scope chosen names, in their order; only the first limit ones when limit >= 0.
    QList<PaperId> chosenPapers(int limit = -1) const;
    // How many papers the last save wrote.
    qsizetype written() const { return m_written; }
    Export::ExportFormat format() const;
    Export::ExportOptions options() const;
    // The preview's text, as it is shown.
    QString previewText() const;
    // Writes the chosen papers to path, and closes the dialog; false when the export failed or was
    // cancelled, or when there are no papers and the user keeps the file that has content.
    bool saveTo(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updatePreview();
    void applyTheme();
    void save();
    bool confirmEmptying(const QString &path);

    Storage::LibrarySession &m_library;
    Papers m_papers;
    QComboBox *m_format;
    QComboBox *m_scope;
    QCheckBox *m_abstracts;
    QCheckBox *m_latex;
    QCheckBox *m_byteOrderMark;
    QLineEdit *m_title;
    QLabel *m_count;
    QPlainTextEdit *m_preview;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
    qsizetype m_written = 0;
};

} // namespace Lectern::Desktop
