// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bylinelabel.h"

#include "widgets/plaintext.h"

#include <QRegularExpression>

namespace Lectern::Desktop {
namespace {

// "Faraj K.", "Wong K. L.": the family name and the initials of the given names.
QString shortName(const PersonName &person)
{
    QStringList initials;
    for (const QString &given : person.given.split(QRegularExpression(QStringLiteral("[\\s.-]+")), Qt::SkipEmptyParts))
        initials.append(given.first(1) + u'.');
    return initials.isEmpty() ? person.family : person.family + u' ' + initials.join(u' ');
}

// Longer than any line a pane shows; the full list stays in the tooltip.
constexpr qsizetype MostNames = 50;

} // namespace

BylineLabel::BylineLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void BylineLabel::setByline(const QList<PersonName> &authors, const QString &after)
{
    m_names.clear();
    for (const PersonName &author : authors.first(std::min(authors.size(), MostNames)))
        m_names.append(shortName(author));
    m_authorCount = authors.size();
    m_after = after;
    QStringList everyone;
    for (const PersonName &author : authors)
        everyone.append(author.displayName());
    setToolTip(everyone.size() > 1 ? plainToRichText(everyone.join(QStringLiteral(", "))) : QString());
    fit();
}

void BylineLabel::clearByline()
{
    setByline({}, {});
}

QString BylineLabel::fullText() const
{
    return lineWith(m_names.size());
}

QString BylineLabel::lineWith(qsizetype shown) const
{
    if (m_names.isEmpty())
        return m_after;
    QString names = m_names.first(shown).join(QStringLiteral(", "));
    if (const qsizetype more = m_authorCount - shown; more > 0)
        names = tr("%1, … +%2", "the first authors, and how many more").arg(names).arg(more);
    return m_after.isEmpty() ? names : names + QStringLiteral(" · ") + m_after;
}

void BylineLabel::fit()
{
    const QFontMetrics metrics = fontMetrics();
    const int room = contentsRect().width();
    qsizetype shown = m_names.size();
    while (shown > 1 && metrics.horizontalAdvance(lineWith(shown)) > room)
        --shown;
    setText(metrics.elidedText(cutForDisplay(lineWith(shown), 2000), Qt::ElideRight, std::max(room, 0)));
}

QSize BylineLabel::minimumSizeHint() const
{
    return { 0, QLabel::minimumSizeHint().height() };
}

QSize BylineLabel::sizeHint() const
{
    return { 0, QLabel::sizeHint().height() };
}

void BylineLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

} // namespace Lectern::Desktop
