// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <span>

namespace Lectern {

// What kind of work a record is, whatever its format calls it: BibTeX's "inproceedings", RIS's
// "CONF", CSL's "paper-conference" and Web of Science's "C" are all a conference paper.
enum class EntryKind {
    Article,
    Conference,
    Book,
    Chapter,
    Thesis,
    Report,
    Preprint,
};

struct EntryKindInfo
{
    EntryKind kind;
    const char *name; // as type: takes it
    std::span<const char *const> sourceTypes; // each format's words for it, in lower case
};

// Every kind, in the order the help lists them.
std::span<const EntryKindInfo> entryKinds();
// The kind a format's word for a record's type names (any case), if any.
std::optional<EntryKind> entryKindOf(QStringView sourceType);
// The kind called name (any case), as type: takes it.
const EntryKindInfo *findEntryKind(QStringView name);

} // namespace Lectern
