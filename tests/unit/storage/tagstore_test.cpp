// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <algorithm>

using namespace Lectern;
using Storage::TagStore;

namespace {

QStringList names(const QList<Tag> &tags)
{
    QStringList names;
    for (const Tag &tag : tags)
        names.append(tag.name + u'=' + QString::number(tag.paperCount));
    return names;
}

QList<PaperId> papersTagged(const Storage::Database &db, const QString &tag)
{
    QList<PaperId> ids = Search::PaperFinder(db).find(Search::Query::parse({}), Search::PaperScope::withTag(tag));
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

TEST_CASE("Tags are added to papers once, made when new, case-insensitively unique", "[storage][tags]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    TagStore tags(*db);

    const auto first = tags.addToPapers(QStringLiteral(" method/diffusion "), { 1, 2 });
    CHECK(first.created);
    CHECK(first.papers == QList<PaperId>{ 1, 2 });
    const auto second = tags.addToPapers(QStringLiteral("METHOD/Diffusion"), { 2, 3, 99 });
    CHECK_FALSE(second.created);
    CHECK(second.tag == first.tag);
    CHECK(second.papers == QList<PaperId>{ 3 }); // 2 had it, 99 does not exist
    CHECK(names(tags.tags()) == QStringList{ QStringLiteral("method/diffusion=3") });
    CHECK(tags.tag(QStringLiteral("method/diffusion"))->color.startsWith(u'#'));
    CHECK(names(tags.tagsOf(2)) == QStringList{ QStringLiteral("method/diffusion=3") });

    CHECK(tags.removeFromPapers(first.tag, { 1, 3 }) == QList<PaperId>{ 1, 3 });
    CHECK(tags.removeFromPapers(first.tag, { 1 }).isEmpty());
    CHECK(tags.tagsOf(1).isEmpty());
    CHECK_THROWS_AS(tags.addToPapers(QStringLiteral("a//b"), { 1 }), Storage::StorageError);
}

TEST_CASE("A tag stands for itself and the tags below it", "[storage][tags]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    TagStore tags(*db);
    tags.addToPapers(QStringLiteral("method/diffusion"), { 1 });
    tags.addToPapers(QStringLiteral("method/graphs"), { 2 });
    tags.addToPapers(QStringLiteral("methods"), { 3 });
    tags.addToPapers(QStringLiteral("method"), { 1 });

    CHECK(papersTagged(*db, QStringLiteral("method")) == QList<PaperId>{ 1, 2 });
    CHECK(papersTagged(*db, QStringLiteral("Method/Graphs")) == QList<PaperId>{ 2 });
    CHECK(papersTagged(*db, QStringLiteral("meth")).isEmpty());
    CHECK(tags.paperCountWithin(QStringLiteral("method")) == 2);
    CHECK(tags.paperCountWithin(QStringLiteral("methods")) == 1);
}

TEST_CASE("Renaming a tag moves the tags below it and merges into an existing name", "[storage][tags]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    TagStore tags(*db);
    tags.addToPapers(QStringLiteral("method/diffusion"), { 1 });
    tags.addToPapers(QStringLiteral("method"), { 2 });
    tags.addToPapers(QStringLiteral("approach/diffusion"), { 1, 3 });
    const auto before = tags.snapshot({ QStringLiteral("method"), QStringLiteral("approach") });

    tags.rename(QStringLiteral("method"), QStringLiteral("approach"));
    CHECK(names(tags.tags()) == QStringList{ QStringLiteral("approach=1"), QStringLiteral("approach/diffusion=2") });
    CHECK(papersTagged(*db, QStringLiteral("approach")) == QList<PaperId>{ 1, 2, 3 });

    tags.restore(before);
    CHECK(names(tags.tags()) ==
        QStringList{
            QStringLiteral("approach/diffusion=2"), QStringLiteral("method=1"), QStringLiteral("method/diffusion=1") });
    CHECK(papersTagged(*db, QStringLiteral("method")) == QList<PaperId>{ 1, 2 });

    tags.rename(QStringLiteral("method"), QStringLiteral("Method"));
    CHECK(tags.tag(QStringLiteral("method"))->name == QStringLiteral("Method"));
    CHECK_THROWS_AS(tags.rename(QStringLiteral("method"), QStringLiteral("method/sub")), Storage::StorageError);
    CHECK_THROWS_AS(tags.rename(QStringLiteral("method"), QStringLiteral(" ")), Storage::StorageError);
}

TEST_CASE("Deleting a tag deletes the tags below it, and a snapshot brings them back", "[storage][tags]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    TagStore tags(*db);
    tags.addToPapers(QStringLiteral("method/diffusion"), { 1, 2 });
    tags.addToPapers(QStringLiteral("method"), { 3 });
    tags.addToPapers(QStringLiteral("other"), { 3 });
    const TagId diffusion = tags.tag(QStringLiteral("method/diffusion"))->id;
    tags.setColor(diffusion, QStringLiteral("#123456"));
    const auto before = tags.snapshot({ QStringLiteral("method") });
    CHECK(before.tags.size() == 2);
    CHECK(before.assignments.size() == 3);

    tags.remove(QStringLiteral("method"));
    CHECK(names(tags.tags()) == QStringList{ QStringLiteral("other=1") });
    CHECK(tags.tagsOf(1).isEmpty());

    tags.restore(before);
    CHECK(tags.tag(QStringLiteral("method/diffusion"))->id == diffusion);
    CHECK(tags.tag(QStringLiteral("method/diffusion"))->color == QStringLiteral("#123456"));
    CHECK(papersTagged(*db, QStringLiteral("method")) == QList<PaperId>{ 1, 2, 3 });
}

TEST_CASE("Tag text that looks like SQL is only a name", "[storage][tags]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    TagStore tags(*db);
    const QString name = QStringLiteral("x'); DROP TABLE papers;--");
    tags.addToPapers(name, { 1 });
    CHECK(tags.tag(name)->paperCount == 1);
    CHECK(papersTagged(*db, name) == QList<PaperId>{ 1 });
    CHECK(papersTagged(*db, QStringLiteral("%")).isEmpty());
}

TEST_CASE("Default tag colours are stable", "[storage][tags]")
{
    CHECK(TagStore::defaultColor(QStringLiteral("method")) == TagStore::defaultColor(QStringLiteral("METHOD")));
    QStringList colors;
    for (const char *name : { "a", "b", "c", "d", "e", "f", "g", "h", "i", "j" })
        colors.append(TagStore::defaultColor(QString::fromLatin1(name)));
    colors.removeDuplicates();
    CHECK(colors.size() > 3);
}
