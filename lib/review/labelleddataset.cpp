// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/labelleddataset.h"

#include "import/formats.h"
#include "import/recordreader.h"

#include <QCoreApplication>
#include <QFile>

namespace Lectern::Review {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Review)
};

std::optional<bool> labelValue(const QString &value)
{
    static const QStringList yes{ QStringLiteral("1"),
        QStringLiteral("yes"),
        QStringLiteral("y"),
        QStringLiteral("true"),
        QStringLiteral("include"),
        QStringLiteral("included") };
    static const QStringList no{ QStringLiteral("0"),
        QStringLiteral("no"),
        QStringLiteral("n"),
        QStringLiteral("false"),
        QStringLiteral("exclude"),
        QStringLiteral("excluded") };
    const QString v = value.trimmed().toLower();
    if (yes.contains(v))
        return true;
    if (no.contains(v))
        return false;
    return std::nullopt;
}

} // namespace

std::optional<LabelledDataset> readLabelledDataset(const QString &path, const QString &labelField, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString());
        return std::nullopt;
    }
    const auto reader = Import::createReader(Import::detectFormat(file.peek(Import::SniffSize), path));
    if (!reader->start(file, path)) {
        *error = reader->errorString();
        return std::nullopt;
    }
    LabelledDataset dataset;
    while (const auto record = reader->next()) {
        const auto field = std::find_if(record->reference.fields.cbegin(),
            record->reference.fields.cend(),
            [&labelField](const SourceField &f) { return f.name.compare(labelField, Qt::CaseInsensitive) == 0; });
        const qsizetype number = dataset.records.size() + 1;
        if (field == record->reference.fields.cend()) {
            *error = Tr::tr("%1: record %2 has no field '%3'").arg(path).arg(number).arg(labelField);
            return std::nullopt;
        }
        const std::optional<bool> relevant = labelValue(field->value);
        if (!relevant) {
            *error = Tr::tr("%1: record %2 has '%3' in '%4', which is not a label (1 or 0)")
                         .arg(path)
                         .arg(number)
                         .arg(field->value, labelField);
            return std::nullopt;
        }
        dataset.records.append(
            { record->titleInferred ? QString() : record->title, record->abstract, record->reference.keywords });
        dataset.relevant.push_back(*relevant);
    }
    if (!reader->errorString().isEmpty()) {
        *error = reader->errorString();
        return std::nullopt;
    }
    for (const Import::RecordProblem &problem : reader->problems())
        dataset.problems.append(Tr::tr("line %1: %2").arg(problem.line).arg(problem.message));
    return dataset;
}

} // namespace Lectern::Review
