// SPDX-License-Identifier: GPL-3.0-or-later
// The window in a language whose words are shorter or whose mnemonics are written "(&X)".
#include "gui/accessiblesupport.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/ratingdelegate.h"
#include "support/testsupport.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QTableView>
#include <QToolBar>
#include <QToolButton>

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("gui: in Chinese the rating column fits its stars and toolbar buttons show no mnemonic", "[gui][i18n]")
{
    Test::FakeTranslator chinese({ { u"Rating"_s, u"评分"_s }, { u"&Import Abstracts…"_s, u"导入摘要(&I)…"_s } });
    QCoreApplication::installTranslator(&chinese);
    {
        Test::Workspace workspace;
        Desktop::MainWindow window;
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        const QTableView *table = window.paperTable();
        CHECK(table->columnWidth(Desktop::PaperTableModel::RatingColumn) >=
            Desktop::RatingDelegate::starsWidth(table->fontMetrics()));

        QStringList buttons;
        for (const QToolButton *button : window.findChild<QToolBar *>()->findChildren<QToolButton *>())
            buttons.append(button->text());
        CHECK(buttons.contains(u"导入摘要…"_s));
    }
    QCoreApplication::removeTranslator(&chinese);
}
