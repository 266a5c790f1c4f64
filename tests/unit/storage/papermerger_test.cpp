// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/papermerger.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Test::Workspace;

namespace {

// The same paper twice, as the Nagtegaal review file has it: the title alike, the abstracts
// different, one record without a year. Papers 1 and 2.
const QByteArray Records = "@article{a,\n"
                           "  title = {Active learning for screening},\n"
                           "  author = {Lovelace, Ada},\n"
                           "  year = {2020},\n"
                           "  abstract = {Reviewers screen abstracts; we rank the records by predicted relevance.}\n"
                           "}\n"
                           "@article{b,\n"
                           "  title = {Active Learning for Screening.},\n"
                           "  doi = {10.1000/screen.1},\n"
                           "  journal = {Systematic Reviews},\n"
                           "  abstract = {A shorter version of the paper.}\n"
                           "}\n";

struct Library
{
    Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();
    ReviewId review = 0;
    ReadingListId list = 0;

    Library()
    {
        REQUIRE(
            Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("r.bib"), Records) }).added() == 2);
        Storage::TagStore tags(*db);
        tags.addToPapers(QStringLiteral("kept"), { 1 });
        tags.addToPapers(QStringLiteral("other"), { 2 });
        Storage::NoteStore notes(*db);
        notes.setNote(1, QStringLiteral("First note."));
        notes.setNote(2, QStringLiteral("Second note."));
        Storage::ListStore lists(*db);
        list = lists.create({ 0, QStringLiteral("To read"), {}, 0 });
        lists.addPapers(list, { 2 });
        Storage::ReviewStore reviews(*db);
        ReviewInfo info;
        info.name = QStringLiteral("Screening tools");
        review = reviews.create(info);
        reviews.addPapers(review, { 1, 2 });
        reviews.record(review, { 2, Verdict::Include, {}, {}, QStringLiteral("ann"), 1000 });
        Storage::PaperStore(*db).setReadingStates({ { 2, { ReadingStatus::Read, 4, true } } });
    }

    QStringList tagsOf(PaperId paper) const
    {
        QStringList names;
        for (const Tag &tag : Storage::TagStore(*db).tagsOf(paper))
            names.append(tag.name);
        return names;
    }
    qsizetype identified() const
    {
        qsizetype records = 0;
        for (const RecordSource &source : Storage::ReviewStore(*db).recordSources(review))
            records += source.records;
        return records;
    }
    void checkMerged() const
    {
        const Storage::PaperStore papers(*db);
        CHECK_FALSE(papers.paper(2));
        const Paper kept = *papers.paper(1);
        CHECK(kept.title == QStringLiteral("Active learning for screening"));
        CHECK(kept.year == 2020);
        CHECK(kept.reference.doi == QStringLiteral("10.1000/screen.1"));
        CHECK(kept.venue == QStringLiteral("Systematic Reviews"));
        CHECK(kept.reference.authors.size() == 1);
        CHECK(tagsOf(1) == QStringList{ QStringLiteral("kept"), QStringLiteral("other") });
        CHECK(Storage::NoteStore(*db).note(1) == QStringLiteral("First note.\n\nSecond note."));
        CHECK(Storage::ListStore(*db).papers(list) == QList<PaperId>{ 1 });
        const Storage::ReviewStore reviews(*db);
        CHECK(reviews.papers(review) == QList<PaperId>{ 1 });
        CHECK(reviews.decisions(review, QStringLiteral("ann")).value(1).verdict == Verdict::Include);
        CHECK(identified() == 2); // one paper from two records: a duplicate removed
        CHECK(papers.readingStates({ 1 }).value(1) == ReadingState{ ReadingStatus::Read, 4, true });
        CHECK(Search::PaperFinder(*db).find(Search::Query::parse(QStringLiteral("doi:10.1000/screen.1"))) ==
            QList<PaperId>{ 1 });
    }
};

} // namespace

TEST_CASE("Two papers merged become one with all of both, and the merge is undone exactly", "[storage][merge]")
{
    Library library;
    const Storage::PaperMerger merger(*library.db);
    const auto merged = merger.merge(1, 2);
    library.checkMerged();

    SECTION("a record with the other's DOI merges into the paper kept")
    {
        const QByteArray again = "@article{c, title = {Screening}, doi = {10.1000/screen.1}, year = {2021}}\n";
        Import::Importer(*library.db).importFiles({ library.workspace.writeFile(QStringLiteral("c.bib"), again) });
        CHECK(Storage::PaperStore(*library.db).paperCount() == 1);
    }
    SECTION("undo and redo")
    {
        merger.undo(merged);
        const Storage::PaperStore papers(*library.db);
        REQUIRE(papers.paper(2));
        CHECK(papers.paper(2)->reference.doi == QStringLiteral("10.1000/screen.1"));
        CHECK(papers.paper(1)->reference.doi.isEmpty());
        CHECK(library.tagsOf(1) == QStringList{ QStringLiteral("kept") });
        CHECK(library.tagsOf(2) == QStringList{ QStringLiteral("other") });
        CHECK(Storage::NoteStore(*library.db).note(1) == QStringLiteral("First note."));
        CHECK(Storage::NoteStore(*library.db).note(2) == QStringLiteral("Second note."));
        CHECK(Storage::ListStore(*library.db).papers(library.list) == QList<PaperId>{ 2 });
        const Storage::ReviewStore reviews(*library.db);
        CHECK(reviews.papers(library.review) == QList<PaperId>{ 1, 2 });
        CHECK(reviews.decisions(library.review, QStringLiteral("ann")).value(2).verdict == Verdict::Include);
        CHECK_FALSE(reviews.decisions(library.review, QStringLiteral("ann")).contains(1));
        CHECK(papers.readingStates({ 1 }).value(1) == ReadingState{});
        CHECK(Search::PaperFinder(*library.db).find(Search::Query::parse(QStringLiteral("doi:10.1000/screen.1"))) ==
            QList<PaperId>{ 2 });

        merger.redo(merged);
        library.checkMerged();
    }
}

TEST_CASE("A paper is not merged with itself or with one the library does not have", "[storage][merge]")
{
    Library library;
    const Storage::PaperMerger merger(*library.db);
    CHECK_THROWS_AS(merger.merge(1, 1), Storage::StorageError);
    CHECK_THROWS_AS(merger.merge(1, 9), Storage::StorageError);
    CHECK(Storage::PaperStore(*library.db).paperCount() == 2);
    CHECK(library.tagsOf(1) == QStringList{ QStringLiteral("kept") });
}
