// SPDX-License-Identifier: GPL-3.0-or-later
// Any text as a paper's abstract, title, venue and author, shown in the detail pane and in the
// export dialog's preview of every format (issue 35, item 8). Besides what the sanitizers find,
// an input fails when showing it takes more processor time than 1 s per 100 KB (and 1 s at least)
// would take without them: showing must stay linear in the text's length. Processor time, not
// time on the clock, so that other work on the machine does not fail an input.
#include "export/entrywriter.h"
#include "widgetfuzzing.h"
#include "widgets/exportpreview.h"
#include "widgets/paperdetailview.h"

#include <QBuffer>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace {

Lectern::Desktop::PaperDetailView *pane = nullptr;
Lectern::Desktop::ExportPreview *preview = nullptr;

// Shows text as every field of another paper (so that everything is shown anew), and previews
// it in every export format.
void show(const QString &text)
{
    using namespace Lectern;
    static PaperId paper = 0;
    PaperDetails details;
    details.paper.id = ++paper;
    details.paper.abstract = text;
    details.paper.title = text;
    details.paper.venue = text;
    details.paper.reference.authors = { PersonName{ .family = text, .given = text.left(20) } };
    pane->setPaper(details);
    pane->showReference(paper % 2 == 0);
    QApplication::processEvents();

    for (const Export::ExportFormat format : { Export::ExportFormat::Markdown,
             Export::ExportFormat::BibTex,
             Export::ExportFormat::Ris,
             Export::ExportFormat::Csv,
             Export::ExportFormat::CslJson,
             Export::ExportFormat::Html }) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        const auto writer = Export::createWriter(format, buffer, {});
        writer->writeStart();
        writer->writeEntry(details);
        writer->writeEnd();
        writer->flush();
        preview->setFormat(format);
        preview->setEntries(QString::fromUtf8(bytes));
        QApplication::processEvents();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Lectern::Fuzz::startApplication(argc, argv);
    pane = new Lectern::Desktop::PaperDetailView;
    pane->resize(600, 800);
    pane->show();
    preview = new Lectern::Desktop::ExportPreview;
    preview->resize(600, 400);
    preview->show();
    // Fonts and syntax definitions are loaded once, here, not in the first input's time.
    show(QStringLiteral("A **warm-up** with $x^2$, https://example.org and 中文."));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::clock_t start = std::clock();
    show(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
    const auto usedMs = qint64((std::clock() - start) * 1000 / CLOCKS_PER_SEC);

    // The sanitizers' checks make showing text three to four times as slow (20 KB: 0.4 to 0.8 s).
    constexpr qint64 SanitizerSlowdown = 4;
    const qint64 allowedMs = SanitizerSlowdown * std::max<qint64>(1000, qint64(size) * 1000 / 100'000);
    if (usedMs > allowedMs) {
        std::fprintf(stderr,
            "showing %zu bytes took %lld ms of processor time, more than %lld ms\n",
            size,
            static_cast<long long>(usedMs),
            static_cast<long long>(allowedMs));
        std::abort();
    }
    return 0;
}
