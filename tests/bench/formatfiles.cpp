// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatfiles.h"

#include "corpus.h"

#include "text/titleinference.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace Lectern::Bench {
namespace {

QByteArray record(Import::Format format, qint64 index, const QString &abstract, Titles titles)
{
    switch (format) {
    case Import::Format::Text:
        return abstract.toUtf8() + "\n\n";
    case Import::Format::Ris: {
        QByteArray text = abstract.toUtf8();
        text.replace('\n', "\n  "); // continuation lines
        const QByteArray title =
            titles == Titles::Given ? "TI  - " + Text::inferTitle(abstract).toUtf8() + '\n' : QByteArray();
        return "TY  - JOUR\n" + title + "AB  - " + text + "\nER  - \n\n";
    }
    case Import::Format::Wos: {
        QByteArray text = abstract.toUtf8();
        text.replace('\n', "\n   "); // continuation lines
        return "PT J\nAB " + text + "\nER\n\n";
    }
    case Import::Format::Medline: {
        QByteArray text = abstract.toUtf8();
        text.replace('\n', "\n      ");
        return "PMID- " + QByteArray::number(index + 1) + "\nAB  - " + text + "\n\n";
    }
    case Import::Format::BibTex:
        // The corpus's TeX is balanced; its braces stay as they are.
        return "@article{r" + QByteArray::number(index) + ",\n  abstract = {" + abstract.toUtf8() + "},\n}\n\n";
    case Import::Format::Csv: {
        QByteArray text = abstract.toUtf8();
        text.replace('"', "\"\"");
        return QByteArray::number(index) + ",\"" + text + "\"\n";
    }
    case Import::Format::Json:
        return QJsonDocument(QJsonObject{ { QStringLiteral("id"), index }, { QStringLiteral("abstract"), abstract } })
                   .toJson(QJsonDocument::Compact) +
            '\n';
    }
    return {};
}

} // namespace

QString writeAs(const Corpus &corpus, qint64 n, const QString &dir, Import::Format format, Titles titles)
{
    if (titles == Titles::Given && format != Import::Format::Ris)
        throw std::invalid_argument("titles are given in RIS files only");
    const QString path = QDir(dir).filePath(QStringLiteral("corpus") +
        (titles == Titles::Given ? QStringLiteral("-titled.") : QStringLiteral(".")) + Import::formatName(format));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw std::runtime_error("cannot write " + path.toStdString());
    QByteArray buffer;
    if (format == Import::Format::Text)
        buffer = "Formats 2026 Papers\n\n";
    else if (format == Import::Format::Csv)
        buffer = "id,abstract\n";
    else if (format == Import::Format::Wos)
        buffer = "FN Clarivate Analytics Web of Science\nVR 1.0\n";
    for (qint64 i = 0; i < n; ++i) {
        buffer += record(format, i, corpus.abstract(i), titles);
        if (buffer.size() > (4 << 20)) {
            file.write(buffer);
            buffer.clear();
        }
    }
    file.write(buffer);
    return path;
}

} // namespace Lectern::Bench
