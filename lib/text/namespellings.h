// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace Lectern::Text {

// A name as it is also written without umlauts: "Müller" is "Mueller" in a passport, an e-mail
// address and many a reference list, and "Jörg" is "Joerg". Empty when the name has no umlaut.
// Searching folds accents ("Müller" finds "Muller"); the index and the query each add this
// spelling, so that "Müller" and "Mueller" find each other too.
QString spellingWithoutUmlauts(QStringView name);

} // namespace Lectern::Text
