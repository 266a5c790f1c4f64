// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/querynode.h"

#include "core/paper.h"
#include "search/queryfields.h"

#include <QDate>
#include <QStringList>

namespace Lectern::Search {
namespace {

QString attachmentName(Attachment attachment)
{
    switch (attachment) {
    case Attachment::Note:
        return QStringLiteral("note");
    case Attachment::Highlight:
        return QStringLiteral("highlight");
    case Attachment::Link:
        return QStringLiteral("link");
    case Attachment::Tag:
        return QStringLiteral("tag");
    }
    return {};
}

QString boundString(QueryField field, qint64 value)
{
    switch (field) {
    case QueryField::Added:
        return QDate::fromJulianDay(value).toString(Qt::ISODate);
    case QueryField::Status:
        return statusName(static_cast<ReadingStatus>(value));
    case QueryField::Starred:
        return value ? QStringLiteral("yes") : QStringLiteral("no");
    default:
        return QString::number(value);
    }
}

QString valueString(const QueryNode &node)
{
    switch (node.field) {
    case QueryField::Text:
    case QueryField::Title:
    case QueryField::Abstract:
    case QueryField::Note:
    case QueryField::Author:
        if (node.phrase)
            return u'"' + node.text + u'"';
        return node.prefix ? node.text + u'*' : node.text;
    case QueryField::Has:
        return attachmentName(node.attachment);
    case QueryField::Status:
    case QueryField::Rating:
    case QueryField::Starred:
    case QueryField::Year:
    case QueryField::Added: {
        const QString low = node.low ? boundString(node.field, *node.low) : QString();
        const QString high = node.high ? boundString(node.field, *node.high) : QString();
        return node.low == node.high ? low : low + QStringLiteral("..") + high;
    }
    case QueryField::Tag:
    case QueryField::Venue:
    case QueryField::Collection:
    case QueryField::List:
    case QueryField::Review:
    case QueryField::Keyword:
    case QueryField::Type:
    case QueryField::Pmid:
    case QueryField::By:
        break;
    case QueryField::Doi:
        return node.prefix ? node.text + u'*' : node.text;
    }
    return node.text;
}

} // namespace

QString QueryNode::debugString() const
{
    switch (kind) {
    case Kind::All:
        return QStringLiteral("ALL");
    case Kind::And:
    case Kind::Or:
    case Kind::Not: {
        QStringList parts;
        for (const QueryNode &child : children)
            parts.append(child.debugString());
        const QString name = kind == Kind::And ? QStringLiteral("AND")
            : kind == Kind::Or                 ? QStringLiteral("OR")
                                               : QStringLiteral("NOT");
        return name + u'(' + parts.join(u' ') + u')';
    }
    case Kind::Condition:
        break;
    }
    if (field == QueryField::Text)
        return (phrase ? QStringLiteral("phrase(") : QStringLiteral("word(")) + (phrase ? text : valueString(*this)) +
            u')';
    return queryFieldName(field) + u'(' + valueString(*this) + u')';
}

} // namespace Lectern::Search
