// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Text {

// A readable title for an abstract that came without one.
//
// Where the abstract names its method or system ("we propose ET-SEED, an efficient … model
// for …", a bold acronym spelled by bold initials, "Scalable Mechanistic Neural Network
// (S-MNN)") the title is that name with a short description: "ET-SEED: an efficient …
// model". Otherwise it is the object of "we propose/introduce/present …", else a short
// clause of the first sentence. Never empty for an abstract with words in it.
QString inferTitle(const QString &abstract);

} // namespace Lectern::Text
