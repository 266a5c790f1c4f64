// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QStringList>

namespace Lectern::Text {

// A DOI as it is compared: the resolver and "doi:" taken off, lower case (DOIs ignore case);
// empty when the text holds no DOI.
QString normalizedDoi(const QString &text);
// An ORCID iD as "0000-0002-1825-0097", from it or its URL; empty when the text holds none.
QString normalizedOrcid(const QString &text);
// A PubMed id as its digits, from "12345678", "PMID: 12345678" or its PubMed address; empty when
// the text holds none.
QString normalizedPmid(const QString &text);
// An arXiv id without its version or URL: "arXiv:2101.00001v2" → "2101.00001"; empty when none.
QString normalizedArxivId(const QString &text);

// The keys by which a record is the same paper as one already in the library, strongest
// first: "doi:…", "arxiv:…", "pmid:…", then "title:…" (its given title, folded, with its year;
// none without a year).
// The abstract's content key comes last and is kept by the papers table itself. An inferred
// title is no key: it is made from the abstract.
QStringList identityKeys(const PaperRecord &record);

// The kind of a key ("doi" for "doi:10.1/x"); two papers with different keys of the kinds
// that name one publication (doi, arxiv, pmid) are never the same paper.
QStringView keyKind(QStringView key);
bool namesOnePublication(QStringView kind);
// What a key says, for a person: "the same DOI, 10.1/x", "the same title and year"; any other
// key (the importer's "abstract") is the same abstract.
QString describeKey(const QString &key);

} // namespace Lectern::Text
