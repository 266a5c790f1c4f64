// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;

namespace Lectern::Storage {

// SQLite keeps no checksums: bytes overwritten inside an abstract pass its integrity check.
// The text a user cannot get back (titles and abstracts, notes, highlights, decisions) carries
// a checksum, lectern_checksum(field, …) written with each row and compared when the row is
// read and in a full check. Every connection to a library registers the function.
void registerChecksum(const QSqlDatabase &connection);

} // namespace Lectern::Storage
