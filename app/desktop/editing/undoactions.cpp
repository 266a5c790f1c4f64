// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/undoactions.h"

#include "widgets/accelerators.h"
#include "widgets/plaintext.h"
#include "widgets/themeicon.h"

#include <QAction>
#include <QUndoStack>

namespace Lectern::Desktop {

namespace {

// What tells Undo from Redo: the texts, the key, the icon and the stack's members.
struct Direction
{
    const char *bareText;
    const char *stepText;
    QKeySequence::StandardKey key;
    const char *icon;
    bool (QUndoStack::*can)() const;
    QString (QUndoStack::*text)() const;
    void (QUndoStack::*step)();
    void (QUndoStack::*canChanged)(bool);
    void (QUndoStack::*textChanged)(const QString &);
};

const Direction Undo{ QT_TRANSLATE_NOOP("Lectern::Desktop::UndoActions", "&Undo"),
    QT_TRANSLATE_NOOP("Lectern::Desktop::UndoActions", "&Undo %1"),
    QKeySequence::Undo,
    "edit-undo",
    &QUndoStack::canUndo,
    &QUndoStack::undoText,
    &QUndoStack::undo,
    &QUndoStack::canUndoChanged,
    &QUndoStack::undoTextChanged };

const Direction Redo{ QT_TRANSLATE_NOOP("Lectern::Desktop::UndoActions", "&Redo"),
    QT_TRANSLATE_NOOP("Lectern::Desktop::UndoActions", "&Redo %1"),
    QKeySequence::Redo,
    "edit-redo",
    &QUndoStack::canRedo,
    &QUndoStack::redoText,
    &QUndoStack::redo,
    &QUndoStack::canRedoChanged,
    &QUndoStack::redoTextChanged };

QAction *stackAction(
    QUndoStack &stack, QObject *parent, const Direction &direction, const std::function<void()> &beforeStep)
{
    auto *action = new QAction(themeIcon(QString::fromLatin1(direction.icon)), QString(), parent);
    action->setShortcut(direction.key);
    action->setEnabled((stack.*direction.can)());
    QObject::connect(action, &QAction::triggered, &stack, [&stack, step = direction.step, beforeStep] {
        if (beforeStep)
            beforeStep();
        (stack.*step)();
    });
    QObject::connect(&stack, direction.canChanged, action, &QAction::setEnabled);
    const auto name = [action, direction](const QString &step) {
        action->setText(
            step.isEmpty() ? UndoActions::tr(direction.bareText) : UndoActions::tr(direction.stepText).arg(step));
        action->setIconText(removeAcceleratorMarker(action->text()));
        // The toolbar button's tooltip is the step's name, which may quote a tag or a list the
        // user named "<img src=…>": Qt would lay it out as HTML.
        action->setToolTip(plainToRichText(action->iconText()));
    };
    name((stack.*direction.text)());
    QObject::connect(&stack, direction.textChanged, action, name);
    return action;
}

} // namespace

QAction *UndoActions::undo(QUndoStack &stack, QObject *parent, const std::function<void()> &beforeStep)
{
    return stackAction(stack, parent, Undo, beforeStep);
}

QAction *UndoActions::redo(QUndoStack &stack, QObject *parent, const std::function<void()> &beforeStep)
{
    return stackAction(stack, parent, Redo, beforeStep);
}

} // namespace Lectern::Desktop
