// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include <functional>

class QAction;
class QObject;
class QUndoStack;

namespace Lectern::Desktop {

// The Edit menu's Undo and Redo for an undo stack. Unlike QUndoStack's own actions, which put a
// prefix before the step's name, the whole "&Undo %1" is one translatable sentence (German says
// "%1 rückgängig machen"); the toolbar shows the text without its mnemonic, "(&U)" included.
class UndoActions
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Desktop::UndoActions)

public:
    // beforeStep, if given, runs before each undo or redo.
    static QAction *undo(QUndoStack &stack, QObject *parent, const std::function<void()> &beforeStep = {});
    static QAction *redo(QUndoStack &stack, QObject *parent, const std::function<void()> &beforeStep = {});
};

} // namespace Lectern::Desktop
