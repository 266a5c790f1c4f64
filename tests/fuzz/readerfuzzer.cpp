// SPDX-License-Identifier: GPL-3.0-or-later
// Any bytes through one reader (LECTERN_FUZZ_FORMAT), record by record, as an import reads them.
#include "import/formats.h"
#include "import/recordreader.h"

#include <QBuffer>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace Lectern::Import;
    static const Format format = *formatNamed(QStringLiteral(LECTERN_FUZZ_FORMAT));
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    const auto reader = createReader(format);
    if (reader->start(device, QStringLiteral("fuzz")))
        while (reader->next()) { }
    return 0;
}
