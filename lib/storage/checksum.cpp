// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/checksum.h"

#include "storage/sqlerror.h"

#include <QSqlDatabase>

#include <sqlite3.h>

namespace Lectern::Storage {
namespace {

// FNV-1a over each field's UTF-8 bytes, a separator after each: fast enough to go with every
// row of an import, and any changed byte changes it. NULL and '' differ.
void checksum(sqlite3_context *context, int count, sqlite3_value **values)
{
    std::uint64_t hash = 14695981039346656037ULL;
    const auto mix = [&hash](unsigned char byte) {
        hash ^= byte;
        hash *= 1099511628211ULL;
    };
    for (int i = 0; i < count; ++i) {
        if (sqlite3_value_type(values[i]) == SQLITE_NULL) {
            mix(0xfe);
        } else {
            const auto *text = sqlite3_value_text(values[i]);
            const int size = sqlite3_value_bytes(values[i]);
            for (int j = 0; j < size; ++j)
                mix(text[j]);
        }
        mix(0xff);
    }
    sqlite3_result_int64(context, static_cast<sqlite3_int64>(hash));
}

} // namespace

void registerChecksum(const QSqlDatabase &connection)
{
    if (sqlite3 *handle = sqliteHandle(connection)) {
        sqlite3_create_function_v2(handle,
            "lectern_checksum",
            -1,
            SQLITE_UTF8 | SQLITE_DETERMINISTIC,
            nullptr,
            &checksum,
            nullptr,
            nullptr,
            nullptr);
    }
}

} // namespace Lectern::Storage
