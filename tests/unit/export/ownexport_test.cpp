// SPDX-License-Identifier: GPL-3.0-or-later
// Lectern's own CSL-JSON export is a whole backup of the user's work on its papers.
#include "export/exporter.h"
#include "import/importer.h"
#include "storage/database.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <QFile>
#include <QSqlQuery>

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Test::Workspace;

namespace {

QList<PaperId> paperIds(const Storage::Database &database)
{
    QSqlQuery query(database.connection());
    REQUIRE(query.exec(QStringLiteral("SELECT id FROM papers ORDER BY id")));
    QList<PaperId> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

// The sample library's papers with a user's work on the first two.
void annotate(const Storage::Database &database)
{
    Storage::TagStore tags(database);
    tags.addToPapers(QStringLiteral("method/diffusion"), { 1, 2 });
    tags.addToPapers(QStringLiteral("to-read"), { 2 });
    Storage::NoteStore(database).setNote(1, QStringLiteral("# Why\n- fast\n- small"));
    Storage::HighlightStore(database).add(Highlight{ 0, 2, 3, 12, HighlightColor::Green, QStringLiteral("key claim") });
    Storage::PaperStore(database).setReadingStates({ { 1, ReadingState{ ReadingStatus::Read, 4, true } },
        { 2, ReadingState{ ReadingStatus::Reading, 0, false } } });
    Storage::ListStore lists(database);
    lists.addPapers(lists.create(ReadingList{ 0, QStringLiteral("Week 3"), {}, 0 }), { 2, 1 });
}

// What the user made of a paper, found by its abstract (ids differ between libraries).
struct Work
{
    QStringList tags;
    QString note;
    QList<std::tuple<qsizetype, qsizetype, HighlightColor, QString>> highlights;
    ReadingState reading;
    QStringList lists;
    friend bool operator==(const Work &, const Work &) = default;
};

QHash<QString, Work> workByAbstract(const Storage::Database &database)
{
    QHash<QString, Work> work;
    Storage::PaperDetailsReader reader(database);
    for (const PaperSummary &summary : Storage::PaperStore(database).summaries(paperIds(database))) {
        const PaperDetails details = *reader.details(summary.id);
        Work &paper = work[details.paper.abstract];
        paper.tags = tagNames(details.tags);
        paper.note = details.note;
        for (const Highlight &highlight : details.highlights)
            paper.highlights.append({ highlight.start, highlight.end, highlight.color, highlight.comment });
        paper.reading = details.paper.reading;
        paper.lists = details.lists;
    }
    return work;
}

} // namespace

TEST_CASE("Lectern's CSL-JSON export imported into an empty library gives back the user's work", "[export]")
{
    Workspace workspace;
    const auto original = workspace.openSampleLibrary();
    annotate(*original);
    const QString file = workspace.path(QStringLiteral("backup.json"));
    Export::Exporter exporter(*original, Export::ExportFormat::CslJson);
    REQUIRE(exporter.writeFile(paperIds(*original), file));

    const auto copy = workspace.openLibrary(QStringLiteral("copy.sqlite"));
    const Import::ImportReport report = Import::Importer(*copy).importFiles({ file });
    INFO(report.storageError.toStdString());
    REQUIRE(report.added() == Storage::PaperStore(*original).paperCount());

    const QHash<QString, Work> before = workByAbstract(*original);
    const QHash<QString, Work> after = workByAbstract(*copy);
    CHECK(after == before);
    const std::optional<ReadingList> list = Storage::ListStore(*copy).list(QStringLiteral("Week 3"));
    REQUIRE(list.has_value());
    CHECK(list->paperCount == 2);
}

TEST_CASE("An own export's work goes only to papers the import adds, and leaves with its undo", "[export]")
{
    Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    annotate(*library);
    const QString file = workspace.path(QStringLiteral("backup.json"));
    REQUIRE(Export::Exporter(*library, Export::ExportFormat::CslJson).writeFile({ 1 }, file));
    Storage::NoteStore(*library).setNote(1, QStringLiteral("Newer thoughts."));

    // The paper is there: what the user wrote since stays as it is.
    const Import::ImportReport again = Import::Importer(*library).importFiles({ file });
    CHECK(again.added() == 0);
    CHECK(Storage::NoteStore(*library).note(1) == QStringLiteral("Newer thoughts."));
}

TEST_CASE("A highlight that no longer fits the abstract of an edited export is left out", "[export]")
{
    Workspace workspace;
    const QString file = workspace.writeFile(QStringLiteral("edited.json"),
        R"([{"id":"a","type":"article-journal","title":"T","abstract":"Short text.","note":"kept",
            "custom":{"lectern":{"tags":["x"],"status":"read","rating":9,"starred":true,
            "highlights":[{"start":0,"end":5,"text":"Short","color":"pink","comment":""},
                          {"start":6,"end":40,"text":"gone","color":"pink","comment":""},
                          {"start":0,"end":4,"text":"Long","color":"blue","comment":""}],
            "lists":["L"],"fields":[]}}}])");
    const auto library = workspace.openLibrary();
    const Import::ImportReport report = Import::Importer(*library).importFiles({ file });
    INFO(report.storageError.toStdString());
    REQUIRE(report.added() == 1);
    const PaperId id = paperIds(*library).front();
    const QList<Highlight> highlights = Storage::HighlightStore(*library).highlights(id);
    REQUIRE(highlights.size() == 1);
    CHECK(highlights[0].color == HighlightColor::Pink);
    CHECK(Storage::NoteStore(*library).note(id) == QStringLiteral("kept"));
    const ReadingState reading = Storage::PaperStore(*library).readingStates({ id }).value(id);
    CHECK(reading.rating == MaxRating);
    CHECK(reading.starred);
}
