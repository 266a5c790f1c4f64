// SPDX-License-Identifier: GPL-3.0-or-later
#include "notephase.h"

#include "widgets/noteeditor.h"

#include <QApplication>
#include <QElapsedTimer>

namespace Lectern::Bench {
namespace {

constexpr qsizetype SmallNote = 400'000;

// What people write, repeated: headings, lists a few levels deep, maths, links, a table.
QString ordinaryNote(qsizetype size)
{
    const QString part = QStringLiteral(
        "## Reading notes\n\nThe bound $\\mathcal{O}(n^{-1/2})$ holds for **DART**; see "
        "[the paper](https://arxiv.org/abs/2401.00001).\n\n- claim\n  - evidence with $x_i^2$\n    - a doubt\n"
        "- [ ] check *Lemma 3*\n\n| method | score |\n|---|---:|\n| DART | 0.91 |\n\n> quoted `code`\n\n");
    QString note;
    while (note.size() < size)
        note += part;
    return note;
}

// One level deeper on each line, until the note has size characters.
QString nestedNote(qsizetype size)
{
    QString note;
    for (qsizetype level = 0; note.size() < size; ++level)
        note += QString(2 * level, u' ') + QStringLiteral("- item\n");
    return note;
}

double millisecondsToShow(Desktop::NoteEditor &editor, PaperId paper, const QString &note)
{
    QElapsedTimer timer;
    timer.start();
    editor.setNote(paper, note);
    QApplication::processEvents();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

} // namespace

QJsonObject runNotePhase()
{
    Desktop::NoteEditor editor;
    editor.resize(600, 800);
    editor.show();
    editor.setPreviewShown(true);
    PaperId paper = 0;
    QJsonObject figures;
    for (const auto &[name, make] : { std::pair{ QStringLiteral("ordinary"), &ordinaryNote },
             std::pair{ QStringLiteral("nested"), &nestedNote } }) {
        const double small = millisecondsToShow(editor, ++paper, make(SmallNote));
        const double large = millisecondsToShow(editor, ++paper, make(10 * SmallNote));
        figures.insert(name,
            QJsonObject{ { QStringLiteral("ms_0.4mb"), small },
                { QStringLiteral("ms_4mb"), large },
                { QStringLiteral("ratio"), large / small } });
    }
    return figures;
}

} // namespace Lectern::Bench
