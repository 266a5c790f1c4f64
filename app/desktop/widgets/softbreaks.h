// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/richtext.h"

#include <QList>
#include <QString>

namespace Lectern::Desktop {

// Places to break a line in text shown that has none for too long. Qt lays out a word wider
// than its view by trying each of its characters as the end of a line, again for every line:
// a 120,000-character word took 1.7 s to show, and ten times as long a word a hundred times as
// long. A label does not break a word at all, and is as wide as its longest. A zero-width space
// every so many characters of such a run gives Qt a place to break, and the text reads the same.
// The text kept is never changed: the spaces are only shown, and positions in the text shown map
// back to the text without them.
class SoftBreaks
{
public:
    // In a text view, which breaks a run too long for a line anywhere: longer than a link, short
    // enough that laying out a run costs nothing.
    static constexpr qsizetype ForViews = 200;
    // In a label: longer than almost any word, short enough that a run in a large bold font
    // fits in a narrow pane.
    static constexpr qsizetype ForLabels = 30;
    static constexpr QChar Break = QChar(0x200B); // ZERO WIDTH SPACE

    explicit SoftBreaks(qsizetype maxUnbroken) : m_maxUnbroken(maxUnbroken) { }

    // text as shown, with a break wherever it has run maxUnbroken characters without one; text
    // follows what was shown since clear(), and a run may go on from it.
    QString shown(QStringView text);
    void clear();

    // A position of the text in the text shown, and back: a position at a break is the break's.
    qsizetype toShown(qsizetype position) const;
    qsizetype fromShown(qsizetype position) const;
    Text::TextRange toShown(const Text::TextRange &range) const;
    Text::TextRange fromShown(const Text::TextRange &range) const;
    // Text of the text shown (a selection from from on) without the breaks added.
    QString withoutBreaks(QStringView shownText, qsizetype from) const;

    // text as shown in a label, where no position of it is ever mapped.
    static QString forLabel(QStringView text);

private:
    qsizetype m_maxUnbroken;
    QList<qsizetype> m_breaks; // where each break is in the text without them, in order
    qsizetype m_length = 0; // of the text given so far
    qsizetype m_unbroken = 0; // characters since the last space or break
};

} // namespace Lectern::Desktop
