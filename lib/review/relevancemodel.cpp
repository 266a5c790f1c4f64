// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/relevancemodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace Lectern::Review {

// Made by the build from the files of lib/review/models/ (registeredmodels.cpp.in).
std::vector<RelevanceModelType> registeredModelTypes();

namespace {

const RelevanceModelType *typeNamed(const QString &name)
{
    static const std::vector<RelevanceModelType> types = registeredModelTypes();
    const auto found = std::find_if(types.begin(), types.end(), [&name](const RelevanceModelType &type) {
        return name.compare(QLatin1StringView(type.name), Qt::CaseInsensitive) == 0;
    });
    return found == types.end() ? nullptr : &*found;
}

} // namespace

namespace RelevanceModels {

QString defaultName()
{
    return QStringLiteral("lectern");
}

QStringList names()
{
    QStringList names;
    for (const RelevanceModelType &type : registeredModelTypes())
        names.append(QString::fromLatin1(type.name));
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return std::pair(a != defaultName(), a) < std::pair(b != defaultName(), b);
    });
    return names;
}

bool has(const QString &name)
{
    return typeNamed(name) != nullptr;
}

QString description(const QString &name)
{
    const RelevanceModelType *type = typeNamed(name);
    return type ? QCoreApplication::translate("Review", type->description) : QString();
}

std::unique_ptr<RelevanceModel> create(const QString &name, quint32 seed)
{
    const RelevanceModelType *type = typeNamed(name);
    return type ? type->create(seed) : nullptr;
}

} // namespace RelevanceModels
} // namespace Lectern::Review
