// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/paper.h"

namespace Lectern {

namespace {

constexpr ReadingStatus statuses[] = { ReadingStatus::Unread, ReadingStatus::Reading, ReadingStatus::Read };

template<typename Enum, std::size_t N>
std::optional<Enum> fromName(const Enum (&values)[N], QString (*nameOf)(Enum), const QString &name)
{
    for (const Enum value : values) {
        if (name.compare(nameOf(value), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

} // namespace

QString PersonName::toString() const
{
    return given.isEmpty() ? family : family + QStringLiteral(", ") + given;
}

PersonName PersonName::fromString(const QString &name)
{
    const qsizetype comma = name.indexOf(u',');
    if (comma < 0)
        return { name.trimmed(), {} };
    return { name.left(comma).trimmed(), name.sliced(comma + 1).trimmed() };
}

PersonName PersonName::fromDisplayName(const QString &name)
{
    const QStringList words = name.simplified().split(u' ');
    if (words.size() < 2)
        return { name.simplified(), {} };
    qsizetype family = words.size() - 1;
    // "van", "de la", "von": particles that belong to the family name, written in lower case.
    while (family > 1 && words[family - 1].front().isLower())
        --family;
    return { words.sliced(family).join(u' '), words.first(family).join(u' ') };
}

QStringList tagNames(const QList<Tag> &tags)
{
    QStringList names;
    names.reserve(tags.size());
    for (const Tag &tag : tags)
        names.append(tag.name);
    return names;
}

QString statusName(ReadingStatus status)
{
    switch (status) {
    case ReadingStatus::Unread:
        return QStringLiteral("unread");
    case ReadingStatus::Reading:
        return QStringLiteral("reading");
    case ReadingStatus::Read:
        return QStringLiteral("read");
    }
    return {};
}

std::optional<ReadingStatus> statusFromName(const QString &name)
{
    return fromName(statuses, statusName, name.trimmed());
}

QString highlightColorName(HighlightColor color)
{
    switch (color) {
    case HighlightColor::Yellow:
        return QStringLiteral("yellow");
    case HighlightColor::Green:
        return QStringLiteral("green");
    case HighlightColor::Blue:
        return QStringLiteral("blue");
    case HighlightColor::Pink:
        return QStringLiteral("pink");
    case HighlightColor::Orange:
        return QStringLiteral("orange");
    }
    return {};
}

std::optional<HighlightColor> highlightColorFromName(const QString &name)
{
    return fromName(HighlightColors, highlightColorName, name.trimmed());
}

} // namespace Lectern
