// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: reviews (screening, simulation, agreement, blinding, offline, PRISMA).
#include "cli/clirunner.h"
#include "storage/database.h"
#include "support/postgresqlserver.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace CliTest;

TEST_CASE("review simulate replays a labelled file and prints WSS@95, RRF@10 and each seed's recall curve", "[cli]")
{
    const Workspace workspace;
    QByteArray csv = "title,abstract,label_included\n";
    for (int i = 0; i < 40; ++i)
        csv += "Statin trial " + QByteArray::number(i) + ",Cholesterol fell in " + QByteArray::number(100 + i) +
            " patients.,0\n";
    for (int i = 0; i < 4; ++i)
        csv += "Omeprazole trial " + QByteArray::number(i) + ",Proton pump inhibitor against reflux.,1\n";
    const QString file = workspace.writeFile(QStringLiteral("review.csv"), csv);

    const Result result = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--seeds"),
        QStringLiteral("2"),
        QStringLiteral("--format"),
        QStringLiteral("json") });
    INFO(result.err.toStdString());
    REQUIRE(result.exitCode == 0);
    const QJsonObject figures = QJsonDocument::fromJson(result.out.toUtf8()).object();
    CHECK(figures[QStringLiteral("model")].toString() == QStringLiteral("lectern"));
    CHECK(figures[QStringLiteral("records")].toInt() == 42);
    CHECK(figures[QStringLiteral("relevant")].toInt() == 3);
    CHECK(figures[QStringLiteral("rrf10")].toDouble() == 100.0);
    const QJsonArray runs = figures[QStringLiteral("runs")].toArray();
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].toObject()[QStringLiteral("screened_at_each_relevant")].toArray() == QJsonArray{ 1, 2, 3 });

    const Result table = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--seeds"),
        QStringLiteral("1"),
        QStringLiteral("--model"),
        QStringLiteral("random") });
    CHECK(table.exitCode == 0);
    CHECK(table.out.contains(QStringLiteral("model random")));
    CHECK(table.out.contains(QStringLiteral("mean")));

    const Result wrongColumn = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("included") });
    CHECK(wrongColumn.exitCode == 1);
    CHECK(wrongColumn.err.contains(QStringLiteral("record 1 has no field 'included'")));
    const Result wrongModel = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--model"),
        QStringLiteral("magic") });
    CHECK(wrongModel.exitCode == 1);
    CHECK(wrongModel.err.contains(QStringLiteral("unknown model 'magic'")));
}

TEST_CASE("review create, decide, status and export: a screening from the command line", "[cli]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    CHECK(library
            .ok({ QStringLiteral("review"),
                QStringLiteral("create"),
                QStringLiteral("Screening"),
                QStringLiteral("--question"),
                QStringLiteral("What works?"),
                QStringLiteral("--reasons"),
                QStringLiteral("wrong population; wrong design") })
            .contains(QStringLiteral("made with 3 papers")));
    const auto decide = [&library](const QStringList &arguments) {
        return library.run(
            QStringList{ QStringLiteral("review"), QStringLiteral("decide"), QStringLiteral("Screening") } + arguments);
    };
    CHECK(decide({ QStringLiteral("1"),
                     QStringLiteral("2"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("exclude"),
                     QStringLiteral("--reason"),
                     QStringLiteral("wrong design"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("ann") })
              .exitCode == 0);
    CHECK(decide({ QStringLiteral("3"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("include"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("ann") })
              .exitCode == 0);
    CHECK(decide({ QStringLiteral("1"),
                     QStringLiteral("3"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("include"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("bob") })
              .exitCode == 0);
    const Result unknown = decide({ QStringLiteral("9"), QStringLiteral("--verdict"), QStringLiteral("include") });
    CHECK(unknown.exitCode == 1);
    const Result noVerdict = decide({ QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("perhaps") });
    CHECK(noVerdict.exitCode == 1);
    CHECK(noVerdict.err.contains(QStringLiteral("--verdict include|exclude|maybe|undecided")));

    const QJsonObject status = QJsonDocument::fromJson(library
                                                           .ok({ QStringLiteral("review"),
                                                               QStringLiteral("status"),
                                                               QStringLiteral("Screening"),
                                                               QStringLiteral("--format"),
                                                               QStringLiteral("json") })
                                                           .toUtf8())
                                   .object();
    const QJsonObject ann = status[QStringLiteral("reviewers")].toObject()[QStringLiteral("ann")].toObject();
    CHECK(ann[QStringLiteral("excluded")].toInt() == 2);
    CHECK(ann[QStringLiteral("included")].toInt() == 1);
    CHECK(ann[QStringLiteral("excluded_by_reason")].toObject()[QStringLiteral("wrong design")].toInt() == 2);
    const QJsonObject agreement = status[QStringLiteral("agreements")].toArray().first().toObject();
    CHECK(agreement[QStringLiteral("papers")].toInt() == 2);
    CHECK(agreement[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });

    const QString log = library.ok({ QStringLiteral("review"), QStringLiteral("export"), QStringLiteral("Screening") });
    CHECK(log.startsWith(QStringLiteral("time,reviewer,paper,title,decision,reason,note\r\n")));
    CHECK(log.count(QStringLiteral("\r\n")) == 6);
    CHECK(log.contains(QStringLiteral(",ann,1,")));
    CHECK(log.contains(QStringLiteral(",exclude,wrong design,")));

    const QString included = library.ok({ QStringLiteral("review"),
        QStringLiteral("export"),
        QStringLiteral("Screening"),
        QStringLiteral("--what"),
        QStringLiteral("included"),
        QStringLiteral("--format"),
        QStringLiteral("ris"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    CHECK(included.count(QStringLiteral("ER  -")) == 2);

    // The review's verdicts: ann and bob agree on 3, ann alone excluded 2, they disagree on 1
    // until it is resolved.
    const auto exported = [&library](const QStringList &arguments) {
        return library.ok(
            QStringList{ QStringLiteral("review"), QStringLiteral("export"), QStringLiteral("Screening") } + arguments);
    };
    const QStringList risOfIncluded{
        QStringLiteral("--what"), QStringLiteral("included"), QStringLiteral("--format"), QStringLiteral("ris")
    };
    CHECK(exported(risOfIncluded).count(QStringLiteral("ER  -")) == 1);
    const QJsonObject flow = status[QStringLiteral("prisma")].toObject();
    CHECK(flow[QStringLiteral("identified")].toInt() == 3);
    CHECK(flow[QStringLiteral("duplicates_removed")].toInt() == 0);
    CHECK(flow[QStringLiteral("screened")].toInt() == 3);
    CHECK(flow[QStringLiteral("excluded")].toInt() == 1);
    CHECK(flow[QStringLiteral("included")].toInt() == 1);
    CHECK(flow[QStringLiteral("conflicts")].toInt() == 1);
    CHECK(status[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });
    CHECK(exported({ QStringLiteral("--what"), QStringLiteral("agreement") })
            .contains(QStringLiteral("\r\nann,bob,2,1,")));

    library.ok({ QStringLiteral("review"),
        QStringLiteral("resolve"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include") });
    CHECK(exported(risOfIncluded).count(QStringLiteral("ER  -")) == 2);
    const QString csv = exported(
        { QStringLiteral("--what"), QStringLiteral("prisma"), QStringLiteral("--format"), QStringLiteral("csv") });
    CHECK(csv.startsWith(QStringLiteral("stage,box,part_of,count\r\n")));
    CHECK(csv.contains(QStringLiteral("Included,Records included,,2\r\n")));
    CHECK(csv.contains(QStringLiteral("Screening,wrong design,Records excluded,1\r\n")));
    CHECK(csv.contains(QStringLiteral("Screening,Reviewers disagree,Awaiting a decision,0\r\n")));
    const QString markdown = exported({ QStringLiteral("--what"), QStringLiteral("prisma") });
    CHECK(markdown.startsWith(QStringLiteral("# PRISMA flow: Screening\n")));
    CHECK(markdown.contains(QStringLiteral("- Records included: 2\n")));
    CHECK(library.ok({ QStringLiteral("review"), QStringLiteral("status"), QStringLiteral("Screening") })
            .contains(QStringLiteral("Review: 2 included, 1 excluded, 0 maybe, 0 in conflict, 0 not screened")));
    const Result missing = library.run({ QStringLiteral("review"), QStringLiteral("status"), QStringLiteral("Nope") });
    CHECK(missing.exitCode == 1);
    CHECK(missing.err.contains(QStringLiteral("no review named 'Nope'")));
}

TEST_CASE("Two reviewers exchange decisions through files, matched by paper and not by id", "[cli]")
{
    const Library ann;
    ann.ok({ QStringLiteral("import"), ann.list });
    ann.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann") });
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("3"),
        QStringLiteral("--verdict"),
        QStringLiteral("exclude"),
        QStringLiteral("--reason"),
        QStringLiteral("off, topic"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann") });
    const QString file = ann.workspace.path(QStringLiteral("ann.csv"));
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("export"),
        QStringLiteral("Screening"),
        QStringLiteral("--what"),
        QStringLiteral("decisions"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann"),
        QStringLiteral("-o"),
        file });

    // Bob's library holds the same papers in another order: ann's paper 1 is his paper 3.
    const Library bob;
    const QList<QByteArray> paragraphs = Lectern::Test::sampleList().split('\n');
    const QByteArray reversed = paragraphs[0] + "\n\n" + paragraphs[7] + "\n\n" + paragraphs[5] + "\n\n" +
        paragraphs[2] + "\n" + paragraphs[3] + "\n";
    bob.ok({ QStringLiteral("import"), bob.workspace.writeFile(QStringLiteral("reversed.txt"), reversed) });
    bob.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    bob.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("3"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    bob.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    CHECK(bob.ok({ QStringLiteral("review"), QStringLiteral("import-decisions"), QStringLiteral("Screening"), file })
            .contains(QStringLiteral("2 decisions of ann imported")));
    const QJsonObject status = QJsonDocument::fromJson(bob.ok({ QStringLiteral("review"),
                                                                  QStringLiteral("status"),
                                                                  QStringLiteral("Screening"),
                                                                  QStringLiteral("--format"),
                                                                  QStringLiteral("json") })
                                                           .toUtf8())
                                   .object();
    const QJsonObject agreement = status[QStringLiteral("agreements")].toArray().first().toObject();
    CHECK(agreement[QStringLiteral("papers")].toInt() == 2);
    CHECK(agreement[QStringLiteral("agreed")].toInt() == 1);
    CHECK(agreement[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 }); // ann excluded it, bob included it
    const QJsonObject annCounts = status[QStringLiteral("reviewers")].toObject()[QStringLiteral("ann")].toObject();
    CHECK(annCounts[QStringLiteral("excluded_by_reason")].toObject()[QStringLiteral("off, topic")].toInt() == 1);

    const QString bad = bob.workspace.writeFile(QStringLiteral("bad.csv"), "title,year\nSomething,2020\n");
    const Result refused =
        bob.run({ QStringLiteral("review"), QStringLiteral("import-decisions"), QStringLiteral("Screening"), bad });
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.contains(QStringLiteral("no decision and reviewer")));
}

TEST_CASE("cli: three reviewers' agreement is Fleiss' kappa, beside each pair's Cohen's kappa", "[cli][review]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    // Papers 1 and 2 decided alike by all three; paper 3 two to one.
    const QList<std::pair<QString, QStringList>> votes{ { u"ann"_s, { u"include"_s, u"exclude"_s, u"include"_s } },
        { u"bob"_s, { u"include"_s, u"exclude"_s, u"include"_s } },
        { u"cy"_s, { u"include"_s, u"exclude"_s, u"exclude"_s } } };
    for (const auto &[reviewer, verdicts] : votes) {
        for (qsizetype paper = 0; paper < verdicts.size(); ++paper) {
            library.ok({ u"review"_s,
                u"decide"_s,
                u"Screening"_s,
                QString::number(paper + 1),
                u"--verdict"_s,
                verdicts[paper],
                u"--reviewer"_s,
                reviewer });
        }
    }
    const QJsonObject status = QJsonDocument::fromJson(
        library.ok({ u"review"_s, u"status"_s, u"Screening"_s, u"--format"_s, u"json"_s }).toUtf8())
                                   .object();
    CHECK(status[u"agreements"_s].toArray().size() == 3); // each pair
    const QJsonObject all = status[u"agreement_of_all"_s].toObject();
    CHECK(all[u"reviewers"_s].toInt() == 3);
    CHECK(all[u"papers"_s].toInt() == 3);
    // Observed 7/9, chance (5/9)² + (4/9)² = 41/81: kappa 22/40.
    CHECK(all[u"fleiss_kappa"_s].toDouble() == Catch::Approx(0.55));
    CHECK(library.ok({ u"review"_s, u"status"_s, u"Screening"_s })
            .contains(u"Agreement of all 3 reviewers: 3 papers decided by all; Fleiss' kappa 0.55"_s));
}

TEST_CASE("A blind review shows each reviewer only their own decisions until it is unblinded", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok(
        { QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Blind"), QStringLiteral("--blind") });
    const auto review = [&library](const QString &command, const QStringList &arguments) {
        return library.run(QStringList{ QStringLiteral("review"), command, QStringLiteral("Blind") } + arguments);
    };
    for (const auto &[reviewer, verdict] : { std::pair{ "ann", "include" }, std::pair{ "bob", "exclude" } }) {
        CHECK(review(QStringLiteral("decide"),
                  { QStringLiteral("1"),
                      QStringLiteral("--verdict"),
                      QString::fromLatin1(verdict),
                      QStringLiteral("--reviewer"),
                      QString::fromLatin1(reviewer) })
                  .exitCode == 0);
    }
    const Result annStatus = review(QStringLiteral("status"),
        { QStringLiteral("--reviewer"), QStringLiteral("ann"), QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonObject status = QJsonDocument::fromJson(annStatus.out.toUtf8()).object();
    CHECK(status[QStringLiteral("blind")].toBool());
    CHECK(status[QStringLiteral("reviewers")].toObject().keys() == QStringList{ QStringLiteral("ann") });
    CHECK(!status.contains(QStringLiteral("agreements")));
    CHECK(!status.contains(QStringLiteral("prisma")));
    const Result log = review(QStringLiteral("export"), { QStringLiteral("--reviewer"), QStringLiteral("ann") });
    CHECK(log.out.contains(QStringLiteral(",ann,1,")));
    CHECK(!log.out.contains(QStringLiteral(",bob,")));
    for (const QString &what : { QStringLiteral("agreement"), QStringLiteral("prisma") }) {
        const Result refused = review(QStringLiteral("export"), { QStringLiteral("--what"), what });
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.contains(QStringLiteral("'Blind' is blind")));
    }
    CHECK(review(QStringLiteral("resolve"),
              { QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("include") })
              .exitCode == 1);

    CHECK(review(QStringLiteral("unblind"), {}).out.contains(QStringLiteral("no longer blind")));
    const QJsonObject open = QJsonDocument::fromJson(
        review(QStringLiteral("status"), { QStringLiteral("--format"), QStringLiteral("json") }).out.toUtf8())
                                 .object();
    CHECK(open[QStringLiteral("reviewers")].toObject().size() == 2);
    CHECK(open[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });
}

TEST_CASE("cli: in a team library the server keeps a blind review blind; its owner sees all", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"review"_s, u"create"_s, u"Blind"_s, u"--blind"_s });
    const QString ann = Lectern::Test::newLogin(u"ann"_s);
    const QString bob = Lectern::Test::newLogin(u"bob"_s);
    library.ok({ u"members"_s, u"add"_s, ann, u"--role"_s, u"member"_s });
    library.ok({ u"members"_s, u"add"_s, bob, u"--role"_s, u"member"_s });
    // Each decides as the member they connect as: no --reviewer.
    CHECK(library.runAs(ann, { u"review"_s, u"decide"_s, u"Blind"_s, u"1"_s, u"--verdict"_s, u"include"_s }).exitCode ==
        0);
    CHECK(library.runAs(bob, { u"review"_s, u"decide"_s, u"Blind"_s, u"1"_s, u"--verdict"_s, u"exclude"_s }).exitCode ==
        0);
    const Result forged = library.runAs(
        bob, { u"review"_s, u"decide"_s, u"Blind"_s, u"2"_s, u"--verdict"_s, u"exclude"_s, u"--reviewer"_s, ann });
    INFO(forged.err.toStdString());
    CHECK(forged.exitCode == 1);
    CHECK(forged.err.contains(u"your role in this library does not allow this"_s));

    const auto status = [](const Result &result) {
        INFO(result.err.toStdString());
        REQUIRE(result.exitCode == 0);
        return QJsonDocument::fromJson(result.out.toUtf8()).object();
    };
    const QJsonObject annSees =
        status(library.runAs(ann, { u"review"_s, u"status"_s, u"Blind"_s, u"--format"_s, u"json"_s }));
    CHECK(annSees[u"reviewers"_s].toObject().keys() == QStringList{ ann });
    CHECK(!annSees.contains(u"agreements"_s));
    const Result annLog = library.runAs(ann, { u"review"_s, u"export"_s, u"Blind"_s, u"--what"_s, u"log"_s });
    CHECK(annLog.out.contains(ann));
    CHECK(!annLog.out.contains(bob));

    // The library's owner (here the server's superuser) follows both, and the agreement.
    const QJsonObject ownerSees = library.json({ u"review"_s, u"status"_s, u"Blind"_s });
    CHECK(ownerSees[u"reviewers"_s].toObject().keys() == QStringList({ ann, bob }));
    CHECK(ownerSees[u"conflicts"_s].toArray() == QJsonArray{ 1 });
    CHECK(library.ok({ u"review"_s, u"status"_s, u"Blind"_s }).contains(u"as an owner of the library"_s));
    CHECK(library.ok({ u"review"_s, u"export"_s, u"Blind"_s, u"--what"_s, u"agreement"_s }).contains(ann));

    library.ok({ u"review"_s, u"unblind"_s, u"Blind"_s });
    const QJsonObject afterwards =
        status(library.runAs(ann, { u"review"_s, u"status"_s, u"Blind"_s, u"--format"_s, u"json"_s }));
    CHECK(afterwards[u"reviewers"_s].toObject().size() == 2);
}

TEST_CASE("cli: a review taken offline is screened in a file and sent back, each decision once", "[cli][review]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"review"_s, u"create"_s, u"Train ride"_s });
    library.ok({ u"review"_s, u"decide"_s, u"Train ride"_s, u"1"_s, u"--verdict"_s, u"include"_s });
    const QString offline = library.workspace.path(u"train.sqlite"_s);
    const QString taken = library.ok({ u"review"_s, u"take-offline"_s, u"Train ride"_s, u"-o"_s, offline });
    CHECK(taken.contains(u"3 papers"_s));
    CHECK(taken.contains(u"1 of your decisions taken along"_s));

    const auto inOffline = [&offline](const QStringList &arguments) {
        return cli(QStringList{ u"--db"_s, offline } + arguments);
    };
    CHECK(inOffline({ u"review"_s, u"decide"_s, u"Train ride"_s, u"2"_s, u"--verdict"_s, u"exclude"_s }).exitCode == 0);
    CHECK(inOffline({ u"review"_s, u"decide"_s, u"Train ride"_s, u"3"_s, u"--verdict"_s, u"maybe"_s }).exitCode == 0);
    const Result sent = inOffline({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    INFO(sent.err.toStdString());
    CHECK(sent.exitCode == 0);
    CHECK(sent.out.contains(u"2 decisions on 'Train ride' sent"_s));
    const Result again = inOffline({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    CHECK(again.exitCode == 0);
    CHECK(again.out.contains(u"Nothing to send"_s));

    const QStringList log = library.ok({ u"review"_s, u"export"_s, u"Train ride"_s, u"--what"_s, u"log"_s })
                                .split(u'\n', Qt::SkipEmptyParts);
    CHECK(log.size() == 1 + 3); // the header and each decision once
    CHECK(log.filter(u",exclude,"_s).size() == 1);
    CHECK(log.filter(u",maybe,"_s).size() == 1);

    // What cannot be done is a user's error, and changes nothing.
    const Result notOffline = library.run({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    CHECK(notOffline.exitCode == 1);
    CHECK(notOffline.err.contains(u"was not taken offline"_s));
    CHECK(library.run({ u"review"_s, u"take-offline"_s, u"Train ride"_s }).exitCode == 1);
    const Result intoUsed = library.run({ u"review"_s, u"take-offline"_s, u"Train ride"_s, u"-o"_s, offline });
    CHECK(intoUsed.exitCode == 1);
    CHECK(intoUsed.err.contains(u"is a library with papers"_s));
}

TEST_CASE("PRISMA counts every record read, and the duplicates removed before screening", "[cli]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("import"), library.list }); // three records more, each a paper the library has
    const QString ris = library.workspace.writeFile(QStringLiteral("extra.ris"),
        "TY  - JOUR\nTI  - A paper only the database had\nAB  - Something else entirely.\nER  - \n");
    library.ok({ QStringLiteral("import"), ris });
    library.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Flow") });
    const QJsonObject flow = QJsonDocument::fromJson(library
                                                         .ok({ QStringLiteral("review"),
                                                             QStringLiteral("status"),
                                                             QStringLiteral("Flow"),
                                                             QStringLiteral("--format"),
                                                             QStringLiteral("json") })
                                                         .toUtf8())
                                 .object()[QStringLiteral("prisma")]
                                 .toObject();
    CHECK(flow[QStringLiteral("identified")].toInt() == 7);
    CHECK(flow[QStringLiteral("duplicates_removed")].toInt() == 3);
    CHECK(flow[QStringLiteral("not_screened")].toInt() == 4);
    const QJsonArray sources = flow[QStringLiteral("sources")].toArray();
    REQUIRE(sources.size() == 2);
    CHECK(sources[0].toObject()[QStringLiteral("records")].toInt() == 6);
    CHECK(sources[0].toObject()[QStringLiteral("format")].toString() == QStringLiteral("text"));
    CHECK(sources[1].toObject()[QStringLiteral("file")].toString() == QStringLiteral("extra.ris"));
    CHECK(sources[1].toObject()[QStringLiteral("records")].toInt() == 1);
}
