// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/softbreaks.h"

#include <QTextBoundaryFinder>

#include <algorithm>
#include <optional>

namespace Lectern::Desktop {
namespace {

// Where a line may already break, as far as a run goes: a space, but not one that keeps its words
// together ("a~b" in TeX, a thin space in "10 000").
bool breaksRun(QChar c)
{
    switch (c.unicode()) {
    case 0x00A0: // NO-BREAK SPACE
    case 0x2007: // FIGURE SPACE
    case 0x202F: // NARROW NO-BREAK SPACE
        return false;
    default:
        return c.isSpace() || c == SoftBreaks::Break;
    }
}

} // namespace

QString SoftBreaks::shown(QStringView text)
{
    QString shown;
    shown.reserve(text.size() + text.size() / m_maxUnbroken);
    // Only asked where a run is too long: whether a position starts a character as a reader sees
    // it, not a surrogate, mark, joined emoji or flag's second half.
    std::optional<QTextBoundaryFinder> characters;
    const auto startsCharacter = [&](qsizetype i) {
        if (i == 0)
            return !text[0].isLowSurrogate() && !text[0].isMark();
        if (!characters)
            characters.emplace(QTextBoundaryFinder::Grapheme, text.data(), text.size());
        characters->setPosition(i);
        return characters->isAtBoundary();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (breaksRun(c)) {
            m_unbroken = 0;
        } else {
            // Else the break waits for the next character.
            if (m_unbroken >= m_maxUnbroken && startsCharacter(i)) {
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
