// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/exportpreview.h"

#include "widgets/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QEvent>
#include <QFontDatabase>

namespace Lectern::Desktop {
namespace {

// KSyntaxHighlighting's definition for the format; RIS has none, and is shown plain.
QString syntaxName(Export::ExportFormat format)
{
    switch (format) {
    case Export::ExportFormat::Markdown:
        return QStringLiteral("Markdown");
    case Export::ExportFormat::BibTex:
        return QStringLiteral("BibTeX");
    case Export::ExportFormat::CslJson:
        return QStringLiteral("JSON");
    case Export::ExportFormat::Html:
        return QStringLiteral("HTML");
    case Export::ExportFormat::Csv:
    case Export::ExportFormat::Ris:
        break;
    }
    return {};
}

QString cutLines(const QString &text)
{
    QString shown;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        QStringView line = QStringView(text).sliced(start, end - start);
        // CSV and RIS end their lines with CR LF: the CR is no character of the line.
        const bool carriageReturn = line.endsWith(u'\r');
        if (carriageReturn)
            line.chop(1);
        if (line.size() > ExportPreview::MaxLine) {
            const qsizetype cut = ExportPreview::MaxLine - (line[ExportPreview::MaxLine - 1].isHighSurrogate() ? 1 : 0);
            shown += line.first(cut).toString() + u'…';
        } else {
            shown += line;
        }
        if (carriageReturn)
            shown += u'\r';
        if (end < text.size())
            shown += u'\n';
        start = end + 1;
    }
    return shown;
}

} // namespace

ExportPreview::ExportPreview(QWidget *parent)
    : QPlainTextEdit(parent), m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setReadOnly(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setAccessibleName(tr("Preview"));
    applyThemeFor(*m_highlighter, palette());
}

void ExportPreview::setFormat(Export::ExportFormat format)
{
    const QString syntax = syntaxName(format);
    m_highlighter->setDefinition(
        syntax.isEmpty() ? KSyntaxHighlighting::Definition() : syntaxRepository().definitionForName(syntax));
}

void ExportPreview::setEntries(const QString &entries)
{
    finishHighlighting(*m_highlighter);
    setPlainText(cutLines(entries));
}

void ExportPreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyThemeFor(*m_highlighter, palette());
    QPlainTextEdit::changeEvent(event);
}

} // namespace Lectern::Desktop
