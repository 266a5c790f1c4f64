// SPDX-License-Identifier: GPL-3.0-or-later
// Any text as an abstract: rendered (Markdown, TeX, links), its maths, its inferred title, its
// duplicate key, its search text.
#include "text/contentkey.h"
#include "text/links.h"
#include "text/richtext.h"
#include "text/searchtext.h"
#include "text/texcodec.h"
#include "text/texmath.h"
#include "text/titleinference.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace Lectern::Text;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const RenderedText rendered = RenderedText::fromAbstract(text);
    const qsizetype shown = rendered.text().size();
    rendered.plainText();
    rendered.plainText({ shown / 3, shown / 2 });
    RenderedText::plainTextOf(text);
    texToUnicode(text);
    decodeTexText(text);
    inferTitle(text);
    contentKey(text);
    searchableText(text);
    extractLinks(text);
    return 0;
}
