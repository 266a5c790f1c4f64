// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "corpus.h"

#include <QJsonObject>

namespace Lectern::Bench {

// The prioritiser's speed (issue 10): retrain and re-rank after a decision at 2,000 and 20,000
// records, early in a session and with half the records decided; and a 2,000-record simulation
// of five seeds.
QJsonObject runReviewPhase(const Corpus &corpus);

// The screening window (needs a QApplication): from a key press deciding a paper to the next
// abstract shown, over 100 decisions, in reviews of 2,000 and 20,000 papers.
QJsonObject runScreeningPhase(const Corpus &corpus);

} // namespace Lectern::Bench
