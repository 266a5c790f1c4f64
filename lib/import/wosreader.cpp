// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/wosreader.h"

#include "text/identity.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::WosReader)
};

bool isTagCharacter(QChar c, bool first)
{
    return (c >= u'A' && c <= u'Z') || (!first && c >= u'0' && c <= u'9');
}

std::optional<TaggedField> wosTag(QStringView line)
{
    if (line.size() < 2 || !isTagCharacter(line[0], true) || !isTagCharacter(line[1], false))
        return std::nullopt;
    if (line.size() > 2 && line[2] != u' ')
        return std::nullopt;
    return TaggedField{ line.first(2).toString(), line.size() > 3 ? line.sliced(3).trimmed().toString() : QString() };
}

// AF writes "Family, Given" with a comma before each further part: "Prokhorov, Alexander, V".
PersonName wosName(const QString &name)
{
    PersonName person = PersonName::fromString(name);
    person.given = person.given.split(u',', Qt::SkipEmptyParts).join(u' ').simplified();
    return person;
}

} // namespace

bool WosReader::looksLikeWos(QByteArrayView head)
{
    qsizetype tagged = 0;
    bool first = true;
    for (const QLatin1StringView bytes : QLatin1StringView(head).tokenize(u'\n')) {
        const QString line = QString(bytes).trimmed();
        if (line.isEmpty())
            continue;
        const std::optional<TaggedField> tag = wosTag(line);
        if (first && (!tag || (tag->first != QStringLiteral("FN") && tag->first != QStringLiteral("PT"))))
            return false;
        if (first && tag->first == QStringLiteral("FN"))
            return true;
        first = false;
        // A PT record: the lines after it must be tagged the same way (RIS writes "TY  - ").
        if (!tag || line.sliced(2).startsWith(QStringLiteral(" -")))
            return false;
        if (++tagged == 3)
            return true;
    }
    return false;
}

std::optional<TaggedField> WosReader::tagLine(QStringView line) const
{
    return wosTag(line);
}

bool WosReader::endsRecord(QStringView tag) const
{
    return tag == u"ER";
}

bool WosReader::isOutsideRecords(QStringView tag) const
{
    return tag == u"FN" || tag == u"VR" || tag == u"EF";
}

QString WosReader::noRecordsError() const
{
    return Tr::tr("%1: no Web of Science record in it (records start with \"PT \")").arg(fileName());
}

PaperRecord WosReader::toRecord(const QList<TaggedField> &fields) const
{
    TaggedFields take(fields);
    PaperRecord record;
    Reference &reference = record.reference;
    reference.sourceFormat = QStringLiteral("wos");
    reference.entryType = take.first({ u"PT" });
    record.title = take.first({ u"TI" });
    record.abstract = take.first({ u"AB" });
    // AU holds the same authors with initials only: taken, so it is not kept twice.
    const QStringList fullNames = take.lines({ u"AF" });
    const QStringList shortNames = take.lines({ u"AU" });
    for (const QString &name : fullNames.isEmpty() ? shortNames : fullNames)
        reference.authors.append(wosName(name));
    record.venue = take.first({ u"SO" });
    record.year = yearIn(take.first({ u"PY" }));
    if (!record.year)
        record.year = yearIn(take.first({ u"EA", u"PD" }));
    reference.doi = Text::normalizedDoi(take.first({ u"DI" }));
    reference.pmid = take.first({ u"PM" });
    static const QRegularExpression separator(QStringLiteral("\\s*;\\s*"));
    for (const QString &keyword : take.first({ u"DE" }).split(separator, Qt::SkipEmptyParts))
        reference.keywords.append(keyword.trimmed());
    completeLinks(record);
    reference.fields = take.unused();
    return record;
}

} // namespace Lectern::Import
