// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QTextStream;

// The papers lectern-title-eval measures and learns from: those of a file with both a real title
// and an abstract.
namespace Lectern::TitleExamples {

struct Example
{
    QString real;
    QString abstract;
    QString list; // the file's name without its folder and suffix: "iclr2017"
};

// The examples of a file in any format Lectern imports (with untitled, those without a real title
// too); none, and a message on err, when it cannot be read.
enum class Untitled { Skipped, Kept };
QList<Example> examplesIn(const QString &fileName, QTextStream &err, Untitled untitled = Untitled::Skipped);

// The venue of a list: its name without the year, "iclr" for "iclr2017".
QString venueOf(const QString &list);

} // namespace Lectern::TitleExamples
