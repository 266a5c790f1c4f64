// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportformat.h"

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace Lectern::Desktop {

// The export dialog's preview: the first entries of an export, coloured by KDE
// Syntax-Highlighting in the theme that suits the palette. Its lines are cut: a line of
// megabytes (an abstract of one unbroken word) took a minute to colour and lay out, and its start
// shows what the file will hold as well.
class ExportPreview : public QPlainTextEdit
{
    Q_OBJECT

public:
    static constexpr qsizetype MaxLine = 2000;

    explicit ExportPreview(QWidget *parent = nullptr);

    void setFormat(Export::ExportFormat format);
    // Entries as the format writes them, with each line cut to MaxLine characters.
    void setEntries(const QString &entries);

protected:
    void changeEvent(QEvent *event) override;

private:
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
};

} // namespace Lectern::Desktop
