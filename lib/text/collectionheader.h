// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

namespace Lectern::Text {

// Whether the first paragraph of an abstract list names the collection rather than being an
// abstract: one short line of a few words that does not end like a sentence.
bool isCollectionHeader(const QString &paragraph);

// Reads "ICLR 2025 Papers" or "ICLR 2025 论文列表" as collection "ICLR 2025", venue "ICLR",
// year 2025. Words that only say it is a list of papers are dropped from the name.
CollectionInfo parseCollectionHeader(const QString &header);

} // namespace Lectern::Text
