// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <optional>

namespace Lectern::Storage {

class Database;

// Reads papers with their tags, notes, highlights and reading lists: one call for the window, the CLI and the
// exports, in a fixed number of statements however many papers are asked for.
class PaperDetailsReader
{
public:
    explicit PaperDetailsReader(const Database &database);

    std::optional<PaperDetails> details(PaperId id) const;
    // In the order given; ids no longer in the library are left out.
    QList<PaperDetails> details(const QList<PaperId> &ids) const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
