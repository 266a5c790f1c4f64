// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitechecksum.h"

#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitehandle.h"

#include <QSqlDatabase>
#include <QString>
#include <QtEndian>

#include <cstdint>

#include <sqlite3.h>

namespace Lectern::Storage::Sqlite {
namespace {

// The schema version from which checksums are made by checksum() instead of checksumV1().
constexpr int WordChecksumVersion = 10;

// Each field's UTF-8 bytes eight at a time, each word mixed in with one multiply, then the
// field's length: eight times fewer steps than hashing byte by byte (FNV-1a took a fifth of
// reading a paper back). Every step maps the hash one to one, so any one changed word changes
// it; NULL and '' differ, and so do fields cut at another place ("ab", "c" and "a", "bc").
class WordHash
{
public:
    void mix(std::uint64_t word)
    {
        m_hash = (m_hash ^ word) * 0x9E3779B97F4A7C15ULL;
        m_hash ^= m_hash >> 29;
    }
    void mixNull() { mix(0xfe); }
    void mixText(const unsigned char *text, std::size_t size)
    {
        std::size_t i = 0;
        for (; i + 8 <= size; i += 8)
            mix(qFromLittleEndian<std::uint64_t>(text + i));
        std::uint64_t tail = 0;
        for (std::size_t j = i; j < size; ++j)
            tail |= std::uint64_t(text[j]) << (8 * (j - i));
        mix(tail);
        mix((std::uint64_t(size) << 8) | 0xff);
    }
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 14695981039346656037ULL;
};

// FNV-1a over each field's UTF-8 bytes, a separator after each: the checksums of libraries
// before WordChecksumVersion, and of their backups, which are still checked.
class Fnv1aHash
{
public:
    void mixNull() { mix(0xfe); }
    void mixText(const unsigned char *text, std::size_t size)
    {
        for (std::size_t j = 0; j < size; ++j)
            mix(text[j]);
        mix(0xff);
    }
    std::uint64_t value() const { return m_hash; }

private:
    void mix(unsigned char byte)
    {
        m_hash ^= byte;
        m_hash *= 1099511628211ULL;
    }
    std::uint64_t m_hash = 14695981039346656037ULL;
};

template<typename Hash>
void checksum(sqlite3_context *context, int count, sqlite3_value **values)
{
    Hash hash;
    for (int i = 0; i < count; ++i) {
        if (sqlite3_value_type(values[i]) == SQLITE_NULL) {
            hash.mixNull();
            continue;
        }
        // The text first, then its size in bytes, as SQLite asks.
        const unsigned char *text = sqlite3_value_text(values[i]);
        const int size = sqlite3_value_bytes(values[i]);
        hash.mixText(text, static_cast<std::size_t>(size));
    }
    sqlite3_result_int64(context, static_cast<sqlite3_int64>(hash.value()));
}

void registerFunction(sqlite3 *handle, const char *name, void (*function)(sqlite3_context *, int, sqlite3_value **))
{
    sqlite3_create_function_v2(
        handle, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, function, nullptr, nullptr, nullptr);
}

} // namespace

void registerChecksum(const QSqlDatabase &connection)
{
    if (sqlite3 *handle = handleOf(connection)) {
        registerFunction(handle, "lectern_checksum", &checksum<WordHash>);
        registerFunction(handle, "lectern_checksum_v1", &checksum<Fnv1aHash>);
    }
}

QString checksumFunction(int schemaVersion)
{
    return schemaVersion < WordChecksumVersion ? QStringLiteral("lectern_checksum_v1")
                                               : QStringLiteral("lectern_checksum");
}

} // namespace Lectern::Storage::Sqlite
