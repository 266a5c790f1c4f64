// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/entrykind.h"
#include "support/testsupport.h"
#include "text/identity.h"
#include "text/namespellings.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

TEST_CASE("DOIs and arXiv ids are compared in one form", "[text][identity]")
{
    CHECK(Text::normalizedDoi(QStringLiteral("https://doi.org/10.1145/3292500.3330701")) ==
        QStringLiteral("10.1145/3292500.3330701"));
    CHECK(Text::normalizedDoi(QStringLiteral("doi:10.1000/ABC.def.")) == QStringLiteral("10.1000/abc.def"));
    CHECK(Text::normalizedDoi(QStringLiteral("(see 10.1038/nature14539)")) == QStringLiteral("10.1038/nature14539"));
    CHECK(Text::normalizedDoi(QStringLiteral("not a doi")).isEmpty());
    CHECK(Text::normalizedDoi(QStringLiteral("10.1016/0370-2693(77)90223-1)")) ==
        QStringLiteral("10.1016/0370-2693(77)90223-1"));
    CHECK(Text::normalizedDoi(QStringLiteral("(doi 10.1000/a(b))")) == QStringLiteral("10.1000/a(b)"));
    CHECK(Text::normalizedArxivId(QStringLiteral("arXiv:2101.00001v3")) == QStringLiteral("2101.00001"));
    CHECK(Text::normalizedArxivId(QStringLiteral("/abs/1706.03762")) == QStringLiteral("1706.03762"));
    CHECK(Text::normalizedArxivId(QStringLiteral("math.GT/0211159v1")) == QStringLiteral("math.GT/0211159"));
    CHECK(Text::normalizedArxivId(QStringLiteral("12345.678")).isEmpty());
}

TEST_CASE("ORCID iDs are kept in one form", "[text][identity]")
{
    CHECK(Text::normalizedOrcid(QStringLiteral("https://orcid.org/0000-0002-1825-0097")) ==
        QStringLiteral("0000-0002-1825-0097"));
    CHECK(Text::normalizedOrcid(QStringLiteral("0000-0002-1694-233x")) == QStringLiteral("0000-0002-1694-233X"));
    CHECK(
        Text::normalizedOrcid(QStringLiteral("ORCID: 0000-0001-5109-3700.")) == QStringLiteral("0000-0001-5109-3700"));
    CHECK(Text::normalizedOrcid(QStringLiteral("0000-0002-1825-00971")).isEmpty());
    CHECK(Text::normalizedOrcid(QStringLiteral("10.1000/xyz")).isEmpty());
    CHECK(Text::normalizedOrcid(QString()).isEmpty());
}

TEST_CASE("Names are also spelled without umlauts", "[text][identity]")
{
    CHECK(Text::spellingWithoutUmlauts(u"Müller") == QStringLiteral("Mueller"));
    CHECK(Text::spellingWithoutUmlauts(u"Jürgen Göbel; Ärzte") == QStringLiteral("Juergen Goebel; Aerzte"));
    // Decomposed: u and a combining diaeresis.
    CHECK(Text::spellingWithoutUmlauts(u"Mu\u0308ller") == QStringLiteral("Mueller"));
    CHECK(Text::spellingWithoutUmlauts(u"MÜLLER") == QStringLiteral("MUELLER"));
    CHECK(Text::spellingWithoutUmlauts(u"Mueller").isEmpty());
    CHECK(Text::spellingWithoutUmlauts(u"Łojasiewicz").isEmpty());
    CHECK(Text::spellingWithoutUmlauts(u"").isEmpty());
}

TEST_CASE("Every format's word for a type names one kind of work", "[core][reference]")
{
    CHECK(entryKindOf(u"inproceedings") == EntryKind::Conference);
    CHECK(entryKindOf(u"CONF") == EntryKind::Conference);
    CHECK(entryKindOf(u"paper-conference") == EntryKind::Conference);
    CHECK(entryKindOf(u"JOUR") == EntryKind::Article);
    CHECK(entryKindOf(u" Journal Article ") == EntryKind::Article);
    CHECK(entryKindOf(u"J") == EntryKind::Article);
    CHECK(entryKindOf(u"phdthesis") == EntryKind::Thesis);
    CHECK(entryKindOf(u"posted-content") == EntryKind::Preprint);
    CHECK_FALSE(entryKindOf(u"misc"));
    CHECK_FALSE(entryKindOf(u""));
    REQUIRE(findEntryKind(u"Chapter"));
    CHECK(findEntryKind(u"Chapter")->kind == EntryKind::Chapter);
    CHECK_FALSE(findEntryKind(u"inproceedings"));
    // Each word names one kind.
    QStringList words;
    for (const EntryKindInfo &kind : entryKinds()) {
        for (const char *word : kind.sourceTypes) {
            CHECK_FALSE(words.contains(QLatin1StringView(word)));
            words.append(QLatin1StringView(word));
        }
    }
}

TEST_CASE("A record's keys come strongest first, an inferred title is no key", "[text][identity]")
{
    PaperRecord record;
    record.title = QStringLiteral("Attention Is  All You Need");
    record.year = 2017;
    record.reference.doi = QStringLiteral("https://doi.org/10.5555/3295222.3295349");
    record.reference.arxivId = QStringLiteral("1706.03762v7");
    record.reference.pmid = QStringLiteral(" 123 ");
    const QStringList keys = Text::identityKeys(record);
    REQUIRE(keys.size() == 4);
    CHECK(keys[0] == QStringLiteral("doi:10.5555/3295222.3295349"));
    CHECK(keys[1] == QStringLiteral("arxiv:1706.03762"));
    CHECK(keys[2] == QStringLiteral("pmid:123"));
    CHECK(keys[3].startsWith(QStringLiteral("title:")));
    CHECK(keys[3].endsWith(QStringLiteral(":2017")));

    // Case and spacing of the title do not matter; the year does.
    PaperRecord same;
    same.title = QStringLiteral("attention is all you need");
    same.year = 2017;
    CHECK(Text::identityKeys(same) == QStringList{ keys[3] });
    same.year = 2018;
    CHECK(Text::identityKeys(same) != QStringList{ keys[3] });

    // Without a year, a title is no key: "Introduction" would join every editorial.
    same.year = 0;
    CHECK(Text::identityKeys(same).isEmpty());

    PaperRecord inferred;
    inferred.title = QStringLiteral("A new method");
    inferred.titleInferred = true;
    CHECK(Text::identityKeys(inferred).isEmpty());
    CHECK(Text::keyKind(u"doi:10.1/x") == u"doi");
    CHECK(Text::namesOnePublication(u"pmid"));
    CHECK_FALSE(Text::namesOnePublication(u"title"));
    CHECK(Text::describeKey(QStringLiteral("doi:10.1/x")) == QStringLiteral("the same DOI, 10.1/x"));
    CHECK(Text::describeKey(QStringLiteral("abstract")) == QStringLiteral("the same abstract"));
}
