// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/publicationdetails.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Lectern {
namespace {

enum class Part {
    Volume,
    Issue,
    FirstPage,
    LastPage,
    Pages, // "12-19", split into the first and the last page
    Publisher,
    Editors,
    OpenAlexBiblio, // {"volume": …, "issue": …, "first_page": …, "last_page": …}
};

struct FieldName
{
    QLatin1StringView name;
    Part part;
};

// Each format's names for the parts, compared without letter case. CSV columns are named as
// Scopus, Web of Science and PubMed exports name them.
QList<FieldName> fieldNames(const QString &sourceFormat)
{
    using L = QLatin1StringView;
    if (sourceFormat == L("bibtex"))
        return { { L("volume"), Part::Volume },
            { L("number"), Part::Issue },
            { L("issue"), Part::Issue },
            { L("pages"), Part::Pages },
            { L("publisher"), Part::Publisher },
            { L("editor"), Part::Editors } };
    if (sourceFormat == L("ris"))
        return { { L("VL"), Part::Volume },
            { L("IS"), Part::Issue },
            { L("SP"), Part::FirstPage },
            { L("EP"), Part::LastPage },
            { L("PB"), Part::Publisher },
            { L("ED"), Part::Editors },
            { L("A2"), Part::Editors } };
    if (sourceFormat == L("wos"))
        return { { L("VL"), Part::Volume },
            { L("IS"), Part::Issue },
            { L("BP"), Part::FirstPage },
            { L("EP"), Part::LastPage },
            { L("AR"), Part::FirstPage },
            { L("PU"), Part::Publisher },
            { L("BE"), Part::Editors } };
    if (sourceFormat == L("pubmed"))
        return { { L("VI"), Part::Volume }, { L("IP"), Part::Issue }, { L("PG"), Part::Pages } };
    if (sourceFormat == L("json"))
        return { { L("volume"), Part::Volume },
            { L("issue"), Part::Issue },
            { L("page"), Part::Pages },
            { L("publisher"), Part::Publisher },
            { L("editor"), Part::Editors },
            { L("biblio"), Part::OpenAlexBiblio } };
    if (sourceFormat == L("csv"))
        return { { L("volume"), Part::Volume },
            { L("issue"), Part::Issue },
            { L("number"), Part::Issue },
            { L("pages"), Part::Pages },
            { L("page start"), Part::FirstPage },
            { L("start page"), Part::FirstPage },
            { L("page end"), Part::LastPage },
            { L("end page"), Part::LastPage },
            { L("publisher"), Part::Publisher },
            { L("editors"), Part::Editors },
            { L("editor"), Part::Editors } };
    // What a person gave a paper of a format with no such fields (plain text).
    return { { L("volume"), Part::Volume },
        { L("issue"), Part::Issue },
        { L("pages"), Part::Pages },
        { L("publisher"), Part::Publisher },
        { L("editor"), Part::Editors } };
}

std::optional<Part> partOf(const QList<FieldName> &names, const QString &fieldName)
{
    for (const FieldName &name : names) {
        if (fieldName.compare(name.name, Qt::CaseInsensitive) == 0)
            return name.part;
    }
    return std::nullopt;
}

// Names as the formats list them: BibTeX's "A and B", a JSON array of CSL names or strings, or
// "Family, Given" with several separated by semicolons.
QList<PersonName> namesIn(const QString &sourceFormat, const QString &value)
{
    QList<PersonName> names;
    const QString trimmed = value.trimmed();
    if (trimmed.startsWith(u'[')) {
        for (const QJsonValue item : QJsonDocument::fromJson(trimmed.toUtf8()).array()) {
            const QJsonObject name = item.toObject();
            if (item.isString())
                names.append(PersonName::fromString(item.toString()));
            else if (name.contains(QLatin1StringView("family")))
                names.append({ name.value(QLatin1StringView("family")).toString(),
                    name.value(QLatin1StringView("given")).toString() });
            else if (name.contains(QLatin1StringView("literal")))
                names.append({ name.value(QLatin1StringView("literal")).toString(), {} });
        }
        return names;
    }
    static const QRegularExpression bibtexAnd(QStringLiteral("\\s+and\\s+"));
    static const QRegularExpression semicolon(QStringLiteral("\\s*;\\s*"));
    const QStringList parts = sourceFormat == QLatin1StringView("bibtex")
        ? trimmed.split(bibtexAnd, Qt::SkipEmptyParts)
        : trimmed.split(semicolon, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        QString name = part.trimmed();
        if (name.startsWith(u'{') && name.endsWith(u'}'))
            names.append({ name.sliced(1, name.size() - 2), {} });
        else if (name.contains(u','))
            names.append(PersonName::fromString(name));
        else
            names.append(PersonName::fromDisplayName(name));
    }
    return names;
}

void readBiblio(PublicationDetails &details, const QString &json)
{
    const QJsonObject biblio = QJsonDocument::fromJson(json.toUtf8()).object();
    const auto text = [&biblio](const char *key) {
        const QJsonValue value = biblio.value(QLatin1StringView(key));
        return value.isDouble() ? QString::number(value.toInteger()) : value.toString();
    };
    details.volume = text("volume");
    details.issue = text("issue");
    details.firstPage = text("first_page");
    details.lastPage = text("last_page");
}

// The first name the format gives the part; empty when it has none.
QString nameOf(const QList<FieldName> &names, Part part)
{
    for (const FieldName &name : names) {
        if (name.part == part)
            return name.name;
    }
    return {};
}

} // namespace

QString PublicationDetails::pages(QStringView dash) const
{
    if (lastPage.isEmpty() || lastPage == firstPage)
        return firstPage;
    return firstPage + dash + lastPage;
}

void PublicationDetails::setPages(const QString &pages)
{
    static const QRegularExpression range(QStringLiteral("^\\s*(\\S+?)\\s*(?:-+|–|—)\\s*(\\S+)\\s*$"));
    if (const QRegularExpressionMatch match = range.match(pages); match.hasMatch()) {
        firstPage = match.captured(1);
        lastPage = match.captured(2);
    } else {
        firstPage = pages.trimmed();
        lastPage.clear();
    }
}

bool PublicationDetails::isEmpty() const
{
    return volume.isEmpty() && issue.isEmpty() && firstPage.isEmpty() && publisher.isEmpty() && editors.isEmpty();
}

QString sourceFieldText(const Reference &reference, const QString &value)
{
    const QString text = value.trimmed();
    if (reference.sourceFormat != QLatin1StringView("bibtex"))
        return text;
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'\\' && i + 1 < text.size()) {
            plain += text[i];
            plain += text[++i];
        } else if (text[i] != u'{' && text[i] != u'}') {
            plain += text[i];
        }
    }
    return plain.trimmed();
}

PublicationDetails publicationDetails(const Reference &reference)
{
    PublicationDetails details;
    const QList<FieldName> names = fieldNames(reference.sourceFormat);
    for (const SourceField &field : reference.fields) {
        const std::optional<Part> part = partOf(names, field.name);
        if (!part || field.value.trimmed().isEmpty())
            continue;
        const QString value = *part == Part::Editors ? field.value.trimmed() : sourceFieldText(reference, field.value);
        switch (*part) {
        case Part::Volume:
            details.volume = value;
            break;
        case Part::Issue:
            details.issue = value;
            break;
        case Part::FirstPage:
            if (details.firstPage.isEmpty())
                details.firstPage = value;
            break;
        case Part::LastPage:
            details.lastPage = value;
            break;
        case Part::Pages:
            details.setPages(value);
            break;
        case Part::Publisher:
            details.publisher = value;
            break;
        case Part::Editors:
            // RIS and tagged formats give one editor a line, or a field each.
            for (const QString &line : value.split(u'\n', Qt::SkipEmptyParts))
                details.editors.append(namesIn(reference.sourceFormat, line));
            break;
        case Part::OpenAlexBiblio:
            readBiblio(details, value);
            break;
        }
    }
    return details;
}

bool isPublicationDetail(const Reference &reference, const QString &fieldName)
{
    return partOf(fieldNames(reference.sourceFormat), fieldName).has_value();
}

void setPublicationDetails(Reference &reference, const PublicationDetails &details)
{
    const QList<FieldName> names = fieldNames(reference.sourceFormat);
    reference.fields.removeIf([&names](const SourceField &field) {
        const std::optional<Part> part = partOf(names, field.name);
        return part && *part != Part::Editors;
    });
    const auto add = [&reference](const QString &name, const QString &value) {
        if (!name.isEmpty() && !value.trimmed().isEmpty())
            reference.fields.append({ name, value.trimmed() });
    };
    add(nameOf(names, Part::Volume), details.volume);
    add(nameOf(names, Part::Issue), details.issue);
    if (const QString pages = nameOf(names, Part::Pages); !pages.isEmpty()) {
        const bool bibtex = reference.sourceFormat == QLatin1StringView("bibtex");
        add(pages, details.pages(bibtex ? u"--" : u"-"));
    } else {
        add(nameOf(names, Part::FirstPage), details.firstPage);
        add(nameOf(names, Part::LastPage), details.lastPage);
    }
    add(nameOf(names, Part::Publisher), details.publisher);
}

} // namespace Lectern
