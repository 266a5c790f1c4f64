// SPDX-License-Identifier: GPL-3.0-or-later
// The users' real files, when LECTERN_SEEDS_DIR names the folder that holds them.
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDir>
#include <QRegularExpression>

using namespace Lectern;

namespace {

// The abstracts of a seed file, counted independently of the importer: paragraphs after the header.
QStringList seedAbstracts(const QString &path)
{
    QString text = QString::fromUtf8(Test::fileBytes(path));
    text.remove(QChar(0xFEFF));
    QStringList paragraphs = text.split(QRegularExpression(QStringLiteral(R"(\r?\n\s*\r?\n)")), Qt::SkipEmptyParts);
    paragraphs.removeIf([](const QString &p) { return p.trimmed().isEmpty(); });
    paragraphs.removeFirst();
    return paragraphs;
}

} // namespace

TEST_CASE("The seed files import whole, once, with readable titles and exact search", "[import][seeds]")
{
    const QString folder = qEnvironmentVariable("LECTERN_SEEDS_DIR");
    if (folder.isEmpty())
        SKIP("LECTERN_SEEDS_DIR is not set");
    QStringList files;
    for (const QString &name : QDir(folder).entryList({ QStringLiteral("*.txt") }, QDir::Files, QDir::Name))
        files.append(QDir(folder).filePath(name));
    REQUIRE_FALSE(files.isEmpty());

    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    const auto first = importer.importFiles(files);
    REQUIRE_FALSE(first.hasErrors());
    QStringList all;
    for (int i = 0; i < files.size(); ++i) {
        const QStringList abstracts = seedAbstracts(files[i]);
        CHECK(first.files[i].added == abstracts.size());
        all += abstracts;
    }
    const auto second = importer.importFiles(files);
    CHECK(second.added() == 0);
    CHECK(second.existing() == all.size());

    const Storage::PaperStore store(*db);
    const auto ids = Search::PaperFinder(*db).find({});
    REQUIRE(ids.size() == all.size());
    for (const auto &paper : store.summaries(ids)) {
        INFO(paper.title.toStdString());
        CHECK(paper.title.trimmed().size() >= 3);
        CHECK(paper.title.size() <= 121);
        // Short, and never cut in the middle of a clause.
        CHECK(paper.title.split(u' ').size() <= 15);
        CHECK_FALSE(paper.title.endsWith(u'…'));
    }

    for (const QString &word : { QStringLiteral("diffusion"), QStringLiteral("reinforcement") }) {
        const QRegularExpression wholeWord(
            QStringLiteral("\\b") + word + QStringLiteral("\\b"), QRegularExpression::CaseInsensitiveOption);
        const auto expected =
            std::count_if(all.cbegin(), all.cend(), [&](const QString &a) { return wholeWord.match(a).hasMatch(); });
        CHECK(Search::PaperFinder(*db).find(Search::Query::parse(word)).size() == expected);
    }
}
