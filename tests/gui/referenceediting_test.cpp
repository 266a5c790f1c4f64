// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"
#include "widgets/bylinelabel.h"
#include "widgets/paperdetailview.h"
#include "widgets/referencedialog.h"
#include "widgets/referenceview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

const QByteArray Record = "@article{wong2020,\n"
                          "  title = {Zebrafish swimming in shallow water},\n"
                          "  author = {Wong, Keng Lin and Abbas, Sara},\n"
                          "  journal = {Journal of Fish Biology},\n"
                          "  year = {2020},\n"
                          "  volume = {12},\n"
                          "  pages = {1--9},\n"
                          "  doi = {10.1000/fish.1},\n"
                          "  note = {In press},\n"
                          "  abstract = {Larval zebrafish swim in bouts; we film them in shallow water.}\n"
                          "}\n";

struct Fixture
{
    Test::Workspace workspace;
    MainWindow window;

    Fixture()
    {
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        Test::importAndSettle(window, { workspace.writeFile(u"fish.bib"_s, Record) });
        window.paperTable()->setCurrentIndex(window.paperModel()->index(0, PaperTableModel::TitleColumn));
        Test::settle(window);
        REQUIRE(window.detailView()->paperId() == 1);
        window.detailView()->showReference(true);
    }

    // The value the detail pane shows for a field, once the window has caught up.
    QString shown(const QString &label) const
    {
        Test::settle(window);
        const QLabel *value = window.detailView()->referenceView()->valueLabel(label);
        return value ? value->text() : QString();
    }

    Paper paper() const
    {
        Test::settle(window);
        Storage::Database database(workspace.location(u"library.sqlite"_s));
        REQUIRE(database.open());
        return *Storage::PaperStore(database).paper(1);
    }
};

void type(ReferenceDialog &dialog, const QString &label, const QString &text)
{
    QWidget *input = dialog.input(label);
    REQUIRE(input);
    if (auto *line = qobject_cast<QLineEdit *>(input))
        line->setText(text);
    else
        qobject_cast<QPlainTextEdit *>(input)->setPlainText(text);
}

} // namespace

TEST_CASE("gui: a record corrected in the dialog is shown, searched and undone as one step", "[gui][references][undo]")
{
    Fixture f;
    CHECK(f.shown(u"DOI"_s).contains(u"10.1000/fish.1"_s));
    ReferenceDialog dialog(f.paper(), &f.window);
    CHECK(
        qobject_cast<QPlainTextEdit *>(dialog.input(u"Authors"_s))->toPlainText() == u"Wong, Keng Lin\nAbbas, Sara"_s);
    CHECK(qobject_cast<QLineEdit *>(dialog.input(u"Pages"_s))->text() == u"1–9"_s);
    REQUIRE(dialog.otherFields()->rowCount() == 1);
    CHECK(dialog.otherFields()->item(0, 0)->text() == u"note"_s);

    type(dialog, u"Authors"_s, u"Wong, Keng Lin\nMüller, Anna"_s);
    type(dialog, u"DOI"_s, u"https://doi.org/10.1000/FISH.2"_s);
    type(dialog, u"Volume"_s, u"13"_s);
    type(dialog, u"Pages"_s, u"101–109"_s);
    dialog.otherFields()->item(0, 1)->setText(u"Published"_s);
    dialog.accept();
    REQUIRE(dialog.result() == QDialog::Accepted);

    f.window.editor()->setReference(1, dialog.edited());
    CHECK(f.shown(u"DOI"_s).contains(u"10.1000/fish.2"_s));
    CHECK(f.shown(u"Authors"_s) == u"Wong, Keng Lin; Müller, Anna"_s);
    CHECK(f.shown(u"Volume"_s) == u"13"_s);
    CHECK(f.shown(u"Pages"_s) == u"101–109"_s);
    CHECK(f.shown(u"note"_s) == u"Published"_s);
    CHECK(f.window.detailView()->findChild<BylineLabel *>()->fullText().contains(u"Müller A."_s));
    CHECK(f.window.editor()->undoStack()->undoText() == u"Edit Reference"_s);
    CHECK(f.paper().title == u"Zebrafish swimming in shallow water"_s);

    f.window.editor()->undoStack()->undo();
    CHECK(f.shown(u"DOI"_s).contains(u"10.1000/fish.1"_s));
    CHECK(f.shown(u"Authors"_s) == u"Wong, Keng Lin; Abbas, Sara"_s);
    CHECK(f.shown(u"Pages"_s) == u"1–9"_s);
    CHECK(f.shown(u"note"_s) == u"In press"_s);
    f.window.editor()->undoStack()->redo();
    CHECK(f.shown(u"Volume"_s) == u"13"_s);
    CHECK(f.paper().reference.doi == u"10.1000/fish.2"_s);
}

TEST_CASE("gui: a record accepted unchanged leaves no undo step", "[gui][references][undo]")
{
    Fixture f;
    ReferenceDialog dialog(f.paper(), &f.window);
    dialog.accept();
    REQUIRE(dialog.result() == QDialog::Accepted);
    CHECK(dialog.edited().reference == f.paper().reference);
    CHECK(dialog.edited().links == f.paper().links);
    f.window.editor()->setReference(1, dialog.edited());
    Test::settle(f.window);
    CHECK(f.window.editor()->undoStack()->count() == 1); // the import
}

TEST_CASE(
    "gui: the reference dialog explains what is not an identifier, a year or a link, as typed", "[gui][references]")
{
    Fixture f;
    ReferenceDialog dialog(f.paper(), &f.window);
    const auto refused = [&dialog](const QString &label, const QString &text) {
        type(dialog, label, text);
        dialog.accept();
        CHECK(dialog.result() != QDialog::Accepted);
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        const auto error = std::find_if(labels.cbegin(), labels.cend(), [](const QLabel *shown) {
            return shown->isVisibleTo(shown->window()) && shown->text().contains(u"is not"_s);
        });
        REQUIRE(error != labels.cend());
        CHECK((*error)->textFormat() == Qt::PlainText);
        CHECK((*error)->text().contains(text.trimmed()));
        type(dialog, label, {});
    };
    refused(u"DOI"_s, u"<b>11.2/x</b>"_s);
    refused(u"arXiv"_s, u"not an id"_s);
    refused(u"PubMed"_s, u"PMID: none"_s);
    refused(u"Links"_s, u"example.org/paper"_s);
    dialog.accept();
    CHECK(dialog.result() == QDialog::Accepted);
}

TEST_CASE("gui: the detail pane's Edit button opens the record and the change is written", "[gui][references]")
{
    Fixture f;
    auto *edit = f.window.detailView()->referenceView()->findChild<QPushButton *>();
    REQUIRE(edit);
    CHECK(edit->isVisibleTo(f.window.detailView()));
    bool answered = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&answered] {
        auto *dialog = qobject_cast<ReferenceDialog *>(QApplication::activeModalWidget());
        if (!dialog || answered)
            return;
        answered = true;
        qobject_cast<QLineEdit *>(dialog->input(u"Venue"_s))->setText(u"Zebrafish"_s);
        dialog->accept();
    });
    poll.start(10);
    edit->click();
    for (int i = 0; i < 500 && !answered; ++i)
        QTest::qWait(10);
    REQUIRE(answered);
    CHECK(f.shown(u"Venue"_s) == u"Zebrafish"_s);
}
