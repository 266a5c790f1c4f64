// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/softbreaks.h"

#include <algorithm>

namespace Lectern::Desktop {
namespace {

// Where a line may already break, as far as a run goes.
bool breaksRun(QChar c)
{
    return c.isSpace() || c == SoftBreaks::Break;
}

} // namespace

QString SoftBreaks::shown(QStringView text)
{
    QString shown;
    shown.reserve(text.size() + text.size() / m_maxUnbroken);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (breaksRun(c)) {
            m_unbroken = 0;
        } else {
            // Not inside a character of two code units or before a mark that belongs to the
            // letter before it: the break waits for the next character.
            if (m_unbroken >= m_maxUnbroken && !c.isLowSurrogate() && !c.isMark()) {
                shown += Break;
                m_breaks.append(m_length + i);
                m_unbroken = 0;
            }
            ++m_unbroken;
        }
        shown += c;
    }
    m_length += text.size();
    return shown;
}

void SoftBreaks::clear()
{
    m_breaks.clear();
    m_length = 0;
    m_unbroken = 0;
}

qsizetype SoftBreaks::toShown(qsizetype position) const
{
    return position + (std::lower_bound(m_breaks.cbegin(), m_breaks.cend(), position) - m_breaks.cbegin());
}

qsizetype SoftBreaks::fromShown(qsizetype position) const
{
    // The i-th break is at m_breaks[i] + i in the text shown: those before position are counted.
    qsizetype before = 0;
    qsizetype after = m_breaks.size();
    while (before < after) {
        const qsizetype middle = (before + after) / 2;
        if (m_breaks[middle] + middle < position)
            before = middle + 1;
        else
            after = middle;
    }
    return position - before;
}

Text::TextRange SoftBreaks::toShown(const Text::TextRange &range) const
{
    return { toShown(range.start), toShown(range.end) };
}

Text::TextRange SoftBreaks::fromShown(const Text::TextRange &range) const
{
    return { fromShown(range.start), fromShown(range.end) };
}

QString SoftBreaks::withoutBreaks(QStringView shownText, qsizetype from) const
{
    QString text;
    text.reserve(shownText.size());
    qsizetype next = from - fromShown(from); // the breaks before from: the index of the next
    qsizetype copied = 0;
    for (; next < m_breaks.size(); ++next) {
        const qsizetype at = m_breaks[next] + next - from; // the break's index in shownText
        if (at >= shownText.size())
            break;
        text += shownText.sliced(copied, at - copied);
        copied = at + 1;
    }
    text += shownText.sliced(copied);
    return text;
}

QString SoftBreaks::forLabel(QStringView text)
{
    return SoftBreaks(ForLabels).shown(text);
}

} // namespace Lectern::Desktop
