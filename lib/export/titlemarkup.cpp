// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/titlemarkup.h"

#include "text/richtext.h"

namespace Lectern::Export {

using Text::TextRun;

QString titleIn(TitleMarkup markup, const QString &title, const std::function<QString(const QString &)> &escapeText)
{
    const Text::RenderedText rendered = Text::RenderedText::fromAbstract(title);
    const bool tex = markup == TitleMarkup::Tex;
    QString written;
    Text::TextRange previous{ -1, -1 };
    for (const TextRun &run : rendered.runs()) {
        if (run.isParagraphBreak()) {
            written += u' ';
            continue;
        }
        QString piece;
        if (run.verbatim) {
            piece = tex ? escapeText(run.text) : run.text;
        } else {
            // Maths and TeX's escapes are written as the title has them: the pieces of one span map
            // to all of it, which is written once.
            if (run.source == previous)
                continue;
            const QString source = title.sliced(run.source.start, run.source.length());
            piece = tex ? escapeText(source) : source;
        }
        previous = run.source;
        if (run.style & TextRun::Italic)
            piece = tex ? QStringLiteral("\\emph{%1}").arg(piece) : QStringLiteral("<i>%1</i>").arg(piece);
        if (run.style & TextRun::Bold)
            piece = tex ? QStringLiteral("\\textbf{%1}").arg(piece) : QStringLiteral("<b>%1</b>").arg(piece);
        written += piece;
    }
    return written;
}

} // namespace Lectern::Export
