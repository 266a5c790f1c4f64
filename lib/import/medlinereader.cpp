// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/medlinereader.h"

#include "text/identity.h"

#include <QCoreApplication>
#include <QUrl>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::MedlineReader)
};

// "FAU - Smith, John" → ("FAU", "Smith, John"): up to four capitals, padded with spaces to four
// characters, then "- ".
std::optional<TaggedField> medlineTag(QStringView line)
{
    if (line.size() < 5 || line[4] != u'-' || (line.size() > 5 && line[5] != u' '))
        return std::nullopt;
    const QStringView tag = line.first(4).trimmed();
    if (tag.size() < 2 || line.first(4).startsWith(u' '))
        return std::nullopt;
    for (const QChar c : tag) {
        if (!((c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')))
            return std::nullopt;
    }
    return TaggedField{ tag.toString(), line.size() > 6 ? line.sliced(6).trimmed().toString() : QString() };
}

// "Smith JA": MEDLINE's short form, family name first.
PersonName shortName(const QString &name)
{
    const qsizetype space = name.lastIndexOf(u' ');
    if (space < 0)
        return { name, {} };
    return { name.first(space), name.sliced(space + 1) };
}

} // namespace

bool MedlineReader::looksLikeMedline(QByteArrayView head)
{
    for (const QLatin1StringView bytes : QLatin1StringView(head).tokenize(u'\n')) {
        const QString line = QString(bytes).trimmed();
        if (!line.isEmpty())
            return line.startsWith(QStringLiteral("PMID-"));
    }
    return false;
}

std::optional<TaggedField> MedlineReader::tagLine(QStringView line) const
{
    return medlineTag(line);
}

QString MedlineReader::noRecordsError() const
{
    return Tr::tr("%1: no MEDLINE record in it (records start with \"PMID- \")").arg(fileName());
}

PaperRecord MedlineReader::toRecord(const QList<TaggedField> &fields) const
{
    TaggedFields take(fields);
    PaperRecord record;
    Reference &reference = record.reference;
    reference.sourceFormat = QStringLiteral("pubmed");
    reference.pmid = take.first({ u"PMID" });
    reference.entryType = take.first({ u"PT" });
    record.title = take.first({ u"TI", u"BTI" });
    record.abstract = take.first({ u"AB" });
    const QStringList fullNames = take.all({ u"FAU" });
    for (const QString &name : fullNames)
        reference.authors.append(PersonName::fromString(name));
    const QStringList shortNames = take.all({ u"AU" });
    if (fullNames.isEmpty()) {
        for (const QString &name : shortNames)
            reference.authors.append(shortName(name));
    }
    record.year = yearIn(take.first({ u"DP" }));
    record.venue = take.first({ u"JT", u"TA" });
    for (const QString &id : take.all({ u"LID", u"AID" })) {
        if (reference.doi.isEmpty() && id.endsWith(QStringLiteral("[doi]")))
            reference.doi = Text::normalizedDoi(id.chopped(5).trimmed());
    }
    reference.keywords = take.all({ u"OT" });
    for (const QString &heading : take.all({ u"MH" }))
        reference.keywords.append(QString(heading).remove(u'*'));
    if (!reference.pmid.isEmpty())
        addWebLink(record, QStringLiteral("https://pubmed.ncbi.nlm.nih.gov/") + reference.pmid + u'/');
    completeLinks(record);
    reference.fields = take.unused();
    return record;
}

} // namespace Lectern::Import
