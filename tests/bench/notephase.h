// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace Lectern::Bench {

// Loads notes into the note editor with its preview shown, so each is coloured and rendered as
// when its paper is shown: ordinary Markdown, and lists nested ever deeper (the note that took
// the editor 9 s at 4 MB), each at 0.4 and 4 MB. Issue 11: ten times the note takes at most
// twelve times as long.
QJsonObject runNotePhase();

} // namespace Lectern::Bench
