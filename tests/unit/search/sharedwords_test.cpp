// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/sharedwords.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Lectern::Search;
using namespace Qt::StringLiterals;

namespace {

// Papers 1 to 6, newest last.
struct Fixture
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();

    Fixture()
    {
        const QByteArray text = "Shared words\n\n"
                                "Alpha, beta and gamma.\n\n"
                                "Alpha and beta.\n\n"
                                "Alpha, alpha and alpha again.\n\n"
                                "Only gamma.\n\n"
                                "Only delta.\n\n"
                                "Alpha again.\n";
        REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(u"shared.txt"_s, text) }).added() == 6);
    }
};

} // namespace

TEST_CASE("The papers sharing the heaviest words come first, the newest first among equals", "[search]")
{
    Fixture f;
    const SharedWords shared(*f.db);
    const QList<WeightedWord> words{ { u"alpha"_s, 1 }, { u"Beta"_s, 1 }, { u"gamma"_s, 3 } };
    // Scores: paper 1 has all three (5), 4 gamma (3), 2 alpha and beta (2), 6 and 3 alpha (1):
    // a word a paper has three times counts once, as a search for it would rank it first.
    CHECK(shared.papersSharing(words, 10) == QList<PaperId>{ 1, 4, 2, 6, 3 });
    CHECK(shared.papersSharing(words, 2) == QList<PaperId>{ 1, 4 });
    // Weighed nearer alike, two words win over one: 1 (3.5), 2 (2), 4 (1.5), 6 and 3 (1).
    CHECK(shared.papersSharing({ { u"alpha"_s, 1 }, { u"beta"_s, 1 }, { u"gamma"_s, 1.5 } }, 10) ==
        QList<PaperId>{ 1, 2, 4, 6, 3 });
}

TEST_CASE("Words that can match nothing find no papers", "[search]")
{
    Fixture f;
    const SharedWords shared(*f.db);
    CHECK(shared.papersSharing({}, 10).isEmpty());
    CHECK(shared.papersSharing({ { u"?!"_s, 1 } }, 10).isEmpty());
    CHECK(shared.papersSharing({ { u"epsilon"_s, 1 } }, 10).isEmpty());
    CHECK(shared.papersSharing({ { u"?!"_s, 5 }, { u"delta"_s, 1 } }, 10) == QList<PaperId>{ 5 });
}
