// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/identity.h"

#include "text/contentkey.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Lectern::Text {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Text::identity)
};

} // namespace

QString normalizedDoi(const QString &text)
{
    static const QRegularExpression doi(QStringLiteral("10\\.\\d{4,9}/\\S+"));
    const QRegularExpressionMatch match = doi.match(text);
    if (!match.hasMatch())
        return {};
    QString found = match.captured();
    // A DOI in running text or a URL ends before closing punctuation; a parenthesis closes
    // one of its own ("10.1016/s0020-0255(03)00185-3") only when it opened one.
    while (!found.isEmpty()) {
        const QChar last = found.back();
        const bool unbalanced = last == u')' && found.count(u'(') < found.count(u')');
        if (!unbalanced && !QStringView(u".,;]}>\"'").contains(last))
            break;
        found.chop(1);
    }
    return found.toLower();
}

QString normalizedOrcid(const QString &text)
{
    // Four groups of four digits, the last character a checksum that may be X.
    static const QRegularExpression orcid(QStringLiteral("(?<![\\d-])(\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dXx])(?![\\d-])"));
    const QRegularExpressionMatch match = orcid.match(text);
    return match.hasMatch() ? match.captured(1).toUpper() : QString();
}

QString normalizedPmid(const QString &text)
{
    static const QRegularExpression pmid(
        QStringLiteral(
            "^\\s*(?:PMID:?\\s*|(?:https?://)?(?:www\\.)?(?:pubmed\\.ncbi\\.nlm\\.nih\\.gov|ncbi\\.nlm\\.nih\\.gov/"
            "pubmed)/)?(\\d{1,9})/?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pmid.match(text);
    return match.hasMatch() ? match.captured(1) : QString();
}

QString normalizedArxivId(const QString &text)
{
    // New ids (since 2007) "2101.00001", old ones "math.GT/0211159" or "hep-th/9901001".
    static const QRegularExpression arxiv(
        QStringLiteral("(?<![\\w.])(\\d{4}\\.\\d{4,5}|[a-z-]+(?:\\.[A-Z]{2})?/\\d{7})(?:v\\d+)?(?![\\w.])"));
    const QRegularExpressionMatch match = arxiv.match(text);
    return match.hasMatch() ? match.captured(1) : QString();
}

QStringList identityKeys(const PaperRecord &record)
{
    QStringList keys;
    if (const QString doi = normalizedDoi(record.reference.doi); !doi.isEmpty())
        keys.append(QStringLiteral("doi:") + doi);
    if (const QString arxiv = normalizedArxivId(record.reference.arxivId); !arxiv.isEmpty())
        keys.append(QStringLiteral("arxiv:") + arxiv);
    if (const QString pmid = record.reference.pmid.trimmed(); !pmid.isEmpty())
        keys.append(QStringLiteral("pmid:") + pmid);
    // Without a year a title says too little: editorials, "Introduction", a journal's errata.
    if (!record.titleInferred && !record.title.trimmed().isEmpty() && record.year)
        keys.append(QStringLiteral("title:%1:%2").arg(contentKey(record.title)).arg(record.year));
    return keys;
}

QStringView keyKind(QStringView key)
{
    const qsizetype colon = key.indexOf(u':');
    return colon < 0 ? QStringView() : key.first(colon);
}

QString describeKey(const QString &key)
{
    const QStringView kind = keyKind(key);
    const QString value = key.sliced(kind.size() + 1);
    if (kind == u"doi")
        return Tr::tr("the same DOI, %1").arg(value);
    if (kind == u"arxiv")
        return Tr::tr("the same arXiv id, %1").arg(value);
    if (kind == u"pmid")
        return Tr::tr("the same PMID, %1").arg(value);
    if (kind == u"title")
        return Tr::tr("the same title and year");
    return Tr::tr("the same abstract");
}

bool namesOnePublication(QStringView kind)
{
    return kind == u"doi" || kind == u"arxiv" || kind == u"pmid";
}

} // namespace Lectern::Text
