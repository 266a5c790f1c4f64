// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tagname.h"

#include "core/bidi.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace Lectern {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::TagName)
};

} // namespace

TagName TagName::check(const QString &typed)
{
    QStringList parts = typed.split(TagSeparator);
    for (QString &part : parts)
        part = part.simplified();
    const QString name = parts.join(TagSeparator);
    if (name.isEmpty())
        return { {}, Tr::tr("A tag needs a name.") };
    if (std::any_of(parts.cbegin(), parts.cend(), [](const QString &part) { return part.isEmpty(); }))
        return { {}, Tr::tr("\"%1\" has an empty level: write levels as \"method/diffusion\".").arg(name) };
    if (name.size() > MaxTagNameLength)
        return { {}, Tr::tr("A tag name can have at most %1 characters.").arg(MaxTagNameLength) };
    // Commas separate tags where several are typed at once; quotes delimit values in queries.
    if (name.contains(u',') || name.contains(u'"'))
        return { {}, Tr::tr("A tag name cannot contain a comma or a double quote.") };
    if (name.startsWith(u'-'))
        return { {}, Tr::tr("A tag name cannot start with \"-\" (it means \"not\" in searches).") };
    if (std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        return { {}, Tr::tr("A tag name cannot contain control characters.") };
    // An override or isolate would make the name show as something else than it is.
    if (std::any_of(name.cbegin(), name.cend(), isDirectionControl))
        return { {}, Tr::tr("A tag name cannot contain characters that change the direction of text.") };
    return { name, {} };
}

QString TagName::key(const QString &name)
{
    return name.toCaseFolded();
}

QString TagName::parent(const QString &name)
{
    const qsizetype slash = name.lastIndexOf(TagSeparator);
    return slash < 0 ? QString() : name.left(slash);
}

bool TagName::isWithin(const QString &name, const QString &tag)
{
    const QString nameKey = key(name);
    const QString tagKey = key(tag);
    return nameKey == tagKey || nameKey.startsWith(tagKey + TagSeparator);
}

} // namespace Lectern
