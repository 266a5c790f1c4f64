// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/prefixplan.h"

#include <catch2/catch_test_macros.hpp>

#include <QRandomGenerator>

#include <algorithm>

using namespace Lectern;
using Storage::Sqlite::PrefixBudget;
using Storage::Sqlite::PrefixTerm;

namespace {

// Words of an index with about how many papers have each, in the index's order, grouped as
// WordGroups groups them.
struct Vocabulary
{
    QList<std::pair<QString, qint64>> words;

    QList<Storage::Sqlite::WordGroup> groupsAfter(const QString &beginning) const
    {
        QList<Storage::Sqlite::WordGroup> groups;
        QString key;
        for (const auto &[text, papers] : words) {
            if (!text.startsWith(beginning))
                continue;
            const QString next = text == beginning         ? QString()
                : text[beginning.size()].isHighSurrogate() ? text.sliced(beginning.size(), 2)
                                                           : text.sliced(beginning.size(), 1);
            if (groups.isEmpty() || next.isEmpty() || next != key)
                groups.append({ text, text, 0, 0 });
            key = next;
            groups.last().last = text;
            ++groups.last().words;
            groups.last().papers += papers;
        }
        return groups;
    }

    QList<PrefixTerm> plan(const QString &typed, const PrefixBudget &budget) const
    {
        return Storage::Sqlite::planPrefix(
            typed, [this](const QString &beginning) { return groupsAfter(beginning); }, budget);
    }

    // The papers a plan leaves to FTS5's merge; fails the test when a word is not covered once.
    qint64 mergedBy(const QList<PrefixTerm> &plan) const
    {
        qint64 merged = 0;
        for (const auto &[text, papers] : words) {
            int covering = 0;
            for (const PrefixTerm &term : plan) {
                if (term.prefix ? text.startsWith(term.text) : text == term.text) {
                    ++covering;
                    if (term.prefix)
                        merged += papers;
                }
            }
            CHECK(covering == 1);
        }
        return merged;
    }
};

QList<PrefixTerm> sorted(QList<PrefixTerm> terms)
{
    std::sort(terms.begin(), terms.end(), [](const PrefixTerm &a, const PrefixTerm &b) { return a.text < b.text; });
    return terms;
}

PrefixTerm word(const QString &text)
{
    return { text, false };
}

PrefixTerm beginning(const QString &text)
{
    return { text, true };
}

// The words of the index beginning with "the", as a large library might count them.
const Vocabulary The{ { { QStringLiteral("the"), 1000 },
    { QStringLiteral("thea"), 1 },
    { QStringLiteral("theatre"), 2 },
    { QStringLiteral("theatres"), 1 },
    { QStringLiteral("their"), 900 },
    { QStringLiteral("them"), 50 },
    { QStringLiteral("theorem"), 3 },
    { QStringLiteral("theorems"), 2 },
    { QStringLiteral("theory"), 40 },
    { QStringLiteral("there"), 800 },
    { QStringLiteral("these"), 700 } } };

const QString the = QStringLiteral("the");

} // namespace

TEST_CASE("Words whose lists are short together are matched by the beginning typed", "[search][prefix][sqlite-only]")
{
    CHECK(The.plan(the, { 10, 5000 }) == QList<PrefixTerm>{ beginning(the) });
    CHECK(The.plan(QStringLiteral("theor"), { 10, 100 }) == QList<PrefixTerm>{ beginning(QStringLiteral("theor")) });
    CHECK(The.plan(QStringLiteral("thei"), { 10, 0 }) == QList<PrefixTerm>{ word(QStringLiteral("their")) });
    CHECK(The.plan(QStringLiteral("thex"), { 10, 100 }).isEmpty()); // begins no word
}

TEST_CASE("Frequent words stand alone and the rare ones between them are beginnings", "[search][prefix][sqlite-only]")
{
    CHECK(sorted(The.plan(the, { 10, 100 })) ==
        QList<PrefixTerm>{ word(the),
            beginning(QStringLiteral("thea")),
            word(QStringLiteral("their")),
            word(QStringLiteral("them")),
            beginning(QStringLiteral("theor")),
            word(QStringLiteral("there")),
            word(QStringLiteral("these")) });
    // A smaller budget splits the beginning with the longest lists.
    CHECK(sorted(The.plan(the, { 10, 10 })) ==
        QList<PrefixTerm>{ word(the),
            beginning(QStringLiteral("thea")),
            word(QStringLiteral("their")),
            word(QStringLiteral("them")),
            beginning(QStringLiteral("theorem")),
            word(QStringLiteral("theory")),
            word(QStringLiteral("there")),
            word(QStringLiteral("these")) });
}

TEST_CASE("When the budget cannot be kept, the longest lists leave the merge first", "[search][prefix][sqlite-only]")
{
    CHECK(The.plan(the, { 6, 100 }) == QList<PrefixTerm>{ beginning(the) }); // splitting "the" takes 7 terms
    CHECK(The.plan(the, { 7, 100 }).size() == 7);
    // "theor" (45 papers) is split before "thea" (4), then "theorem" (5).
    const QList<PrefixTerm> eight = The.plan(the, { 8, 0 });
    CHECK(eight.size() == 8);
    CHECK(eight.contains(beginning(QStringLiteral("thea"))));
    CHECK(eight.contains(beginning(QStringLiteral("theorem"))));
    const QList<PrefixTerm> nine = The.plan(the, { 9, 0 });
    CHECK(nine.size() == 9);
    CHECK(nine.contains(beginning(QStringLiteral("thea"))));
    CHECK(nine.contains(word(QStringLiteral("theorems"))));
}

TEST_CASE("Beginnings with short lists are merged whole, however far over budget", "[search][prefix][sqlite-only]")
{
    // Splitting "thea" (4 papers) or "theor" (45) would cost more terms than merging them.
    CHECK(sorted(The.plan(the, { 10, 0, 100 })) == sorted(The.plan(the, { 10, 100 })));
    CHECK(The.plan(the, { 10, 0, 5000 }) == QList<PrefixTerm>{ beginning(the) });
}

TEST_CASE("Words that all go on alike are matched by what they share", "[search][prefix][sqlite-only]")
{
    const Vocabulary model{
        { { QStringLiteral("model"), 500 }, { QStringLiteral("modeling"), 3 }, { QStringLiteral("models"), 400 } }
    };
    CHECK(model.plan(QStringLiteral("mod"), { 10, 1000 }) == QList<PrefixTerm>{ beginning(QStringLiteral("model")) });
    int lookups = 0;
    const auto counted = [&](const QString &beginning) {
        ++lookups;
        return model.groupsAfter(beginning);
    };
    CHECK(sorted(Storage::Sqlite::planPrefix(QStringLiteral("mod"), counted, { 10, 10 })) ==
        QList<PrefixTerm>{
            word(QStringLiteral("model")), word(QStringLiteral("modeling")), word(QStringLiteral("models")) });
    CHECK(lookups == 2); // "mod", then "model": nothing after "mod" but "model"
}

TEST_CASE("Beginnings never split a character in two", "[search][prefix][sqlite-only]")
{
    // U+1D538 and U+1D539 share their first UTF-16 unit.
    const QString a = QString::fromUcs4(U"a\U0001D538");
    const QString b = QString::fromUcs4(U"a\U0001D539");
    const QString aa = QString::fromUcs4(U"a\U0001D538\U0001D538");
    const QString ab = QString::fromUcs4(U"a\U0001D538\U0001D539");
    const Vocabulary words{ { { aa, 100 }, { ab, 100 }, { b, 100 } } };
    CHECK(sorted(words.plan(QStringLiteral("a"), { 10, 250 })) == sorted({ word(b), beginning(a) }));
    CHECK(sorted(words.plan(QStringLiteral("a"), { 10, 50 })) == sorted({ word(aa), word(ab), word(b) }));
}

TEST_CASE("A plan covers every word once and keeps its budget when it can", "[search][prefix][sqlite-only]")
{
    QRandomGenerator random(20261202);
    for (int round = 0; round < 200; ++round) {
        // Words over a small alphabet, so that they share beginnings, with Zipf-like counts.
        QSet<QString> distinct;
        const int size = random.bounded(1, 400);
        while (distinct.size() < size) {
            QString text = QStringLiteral("co");
            for (int length = random.bounded(0, 6); length > 0; --length)
                text += QChar(u'a' + random.bounded(0, 4));
            distinct.insert(text);
        }
        QStringList texts = distinct.values();
        texts.sort(); // ASCII: the index's order
        Vocabulary vocabulary;
        for (const QString &text : texts)
            vocabulary.words.append({ text, random.bounded(0, 3) == 0 ? 100000 / random.bounded(1, 1000) : 0 });
        const PrefixBudget budget{ random.bounded(1, 300), random.bounded(0, 5000) };
        INFO("round " << round);

        const QList<PrefixTerm> plan = vocabulary.plan(QStringLiteral("co"), budget);
        CHECK(plan.size() <= budget.mostTerms);
        const qint64 merged = vocabulary.mergedBy(plan);
        // More terms allowed never merge more; enough for every word always keep the budget.
        CHECK(vocabulary.mergedBy(
                  vocabulary.plan(QStringLiteral("co"), { budget.mostTerms + 50, budget.mostMerged })) <= merged);
        CHECK(vocabulary.mergedBy(vocabulary.plan(QStringLiteral("co"), { int(texts.size()), budget.mostMerged })) <=
            budget.mostMerged);
    }
}
