// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

#include <QBuffer>

#include <catch2/catch_test_macros.hpp>

namespace Lectern::Test {

// The bytes a writer of this format writes for these papers, start and end included.
inline QByteArray writeAll(
    Export::ExportFormat format, const QList<PaperDetails> &papers, const Export::ExportOptions &options = {})
{
    QByteArray bytes;
    QBuffer out(&bytes);
    out.open(QIODevice::WriteOnly);
    const auto writer = Export::createWriter(format, out, options);
    writer->writeStart();
    for (const PaperDetails &details : papers)
        writer->writeEntry(details);
    writer->writeEnd();
    REQUIRE(writer->flush());
    return bytes;
}

} // namespace Lectern::Test
