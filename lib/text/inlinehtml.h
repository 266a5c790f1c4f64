// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Text {

// A title with the inline tags OpenAlex, PubMed and Crossref put in titles made the markup Lectern
// shows everywhere: <i> and <em> as *italics*, <b> and <strong> as **bold**, <sub> and <sup> as
// maths scripts ($_{2}$, $^{+}$). Only a tag closed in the same title counts, and only these: any
// other tag stays the text it is, never HTML.
QString markupFromInlineTags(const QString &title);

} // namespace Lectern::Text
