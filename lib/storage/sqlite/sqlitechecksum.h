// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;
class QString;

namespace Lectern::Storage::Sqlite {

// SQLite keeps no checksums: bytes overwritten inside an abstract pass its integrity check.
// The text a user cannot get back (titles and abstracts, notes, highlights, decisions) carries
// a checksum, lectern_checksum(field, …) written with each row and compared when the row is
// read and in a full check. Libraries before version 10, and their backups, hold the checksums
// of lectern_checksum_v1(field, …). Every connection to a library registers both functions.
void registerChecksum(const QSqlDatabase &connection);
// The function that made the checksums of a library at this schema version.
QString checksumFunction(int schemaVersion);

} // namespace Lectern::Storage::Sqlite
