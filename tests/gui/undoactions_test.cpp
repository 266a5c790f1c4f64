// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessiblesupport.h"
#include "editing/undoactions.h"

#include <catch2/catch_test_macros.hpp>

#include <QAction>
#include <QUndoStack>

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("gui: Undo and Redo name the step in one translatable sentence, the toolbar without mnemonic", "[gui][undo]")
{
    QUndoStack stack;
    QObject owner;
    QAction *undo = Desktop::UndoActions::undo(stack, &owner);
    QAction *redo = Desktop::UndoActions::redo(stack, &owner);
    CHECK(undo->text() == u"&Undo"_s);
    CHECK_FALSE(undo->isEnabled());

    stack.push(new QUndoCommand(u"Import of 3 Papers"_s));
    CHECK(undo->isEnabled());
    CHECK(undo->text() == u"&Undo Import of 3 Papers"_s);
    CHECK(undo->iconText() == u"Undo Import of 3 Papers"_s);
    undo->trigger();
    CHECK(stack.index() == 0);
    CHECK(redo->isEnabled());
    CHECK(redo->text() == u"&Redo Import of 3 Papers"_s);

    // German puts the verb last; Chinese writes the mnemonic as "(&U)", which no button shows.
    Test::FakeTranslator translator({ { u"&Undo %1"_s, u"%1 &rückgängig machen"_s }, { u"&Redo"_s, u"重做(&R)"_s } });
    QCoreApplication::installTranslator(&translator);
    stack.redo();
    CHECK(undo->text() == u"Import of 3 Papers &rückgängig machen"_s);
    CHECK(redo->text() == u"重做(&R)"_s);
    CHECK(redo->iconText() == u"重做"_s);
    QCoreApplication::removeTranslator(&translator);
}

TEST_CASE("gui: an undo step that names user text is shown as written in the toolbar's tooltip", "[gui][undo]")
{
    QUndoStack stack;
    QObject owner;
    QAction *undo = Desktop::UndoActions::undo(stack, &owner);
    const QString tag = u"<img src=\"/dev/zero\">"_s;
    stack.push(new QUndoCommand(u"Add Tag “%1”"_s.arg(tag)));
    CHECK(undo->text().contains(tag));
    CHECK_FALSE(undo->toolTip().contains(u"<img"_s));
    CHECK(undo->toolTip().contains(u"&lt;img"_s));
}
