// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Lectern::Text {

// How two records of one paper that an import did not merge are found again: the same title
// however it is written, DOIs that name one work, or abstracts that say nearly the same words.

// A title's words folded as a search folds them, letters and digits only, one space apart:
// "Deep Learning: A Review" and "deep learning - a review" have one key. Empty for a title of
// fewer than three words, which many papers share ("Editorial").
QString titleKey(QStringView title);

// What DOIs that name one work have in common: the DOI without what publishers add after it for
// a page of the work ("/abstract", "/full", "/pdf"), nor a final full stop; the arXiv DOI
// "10.48550/arxiv.2101.00001" as the arXiv id "2101.00001" it names. Empty for no DOI.
QString doiStem(const QString &doi);

// The three-word phrases of a text, folded and hashed, sorted and each once.
QList<quint32> phraseHashes(QStringView text);
// The share of phrases two texts have in common (Jaccard), 0 to 1.
double sharedPhrases(const QList<quint32> &first, const QList<quint32> &second);

// Locality-sensitive keys of a text's phrases (MinHash in bands): two texts that share most of
// their phrases share a key with high probability (over 90 % at 60 % shared), two that share
// little almost never do. Texts of fewer than ten phrases have none.
constexpr int PhraseBands = 10;
using PhraseBandKeys = std::array<quint64, PhraseBands>;
std::optional<PhraseBandKeys> phraseBandKeys(const QList<quint32> &phrases);

} // namespace Lectern::Text
