// SPDX-License-Identifier: GPL-3.0-or-later
//
// lectern-title-eval: how close inferred titles come to real ones (issues 12 and 32), and the
// title model learned from them.
//
//   lectern-title-eval [--rules-only] [--worst N] [--misses] [--repeat K] [--format text|json] FILE...
//   lectern-title-eval --held-out [TRAINING OPTIONS] FILE...
//   lectern-title-eval --train MODEL [TRAINING OPTIONS] FILE...
//   lectern-title-eval --titles [--rules-only] FILE...
//
// Reads every record of the files (any format Lectern imports, e.g. an OpenReview-style JSON
// list) that has both a title and an abstract, infers a title from the abstract alone as an
// import of untitled abstracts would, and prints the measures of titlemeasures.h against the
// real titles, beside those of simply taking the abstract's first 12 words, and the worst
// examples. --held-out learns a model for each venue from the other venues' lists (a list's
// venue is its file name without the year: iclr2017 is ICLR's) and reports each list's figures
// with it beside the rules' alone: no figure comes from a model that saw its list. --train
// learns the model from all the files and writes it to MODEL (resources/titles/titlemodel.txt
// ships). --titles prints the title inferred for each abstract, with or without a real title, to
// read them one by one (such as the seeds').
#include "titleexamples.h"
#include "titlemeasures.h"
#include "titlereport.h"
#include "titletrainer.h"

#include "text/titleinference.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>

using namespace Lectern;
using TitleExamples::Example;
using TitleReport::Figures;
using TitleReport::Judged;

namespace {

// An example with the candidates a model chooses among and how close each comes.
struct Prepared
{
    const Example *example = nullptr;
    Text::TitleCandidates candidates;
    TitleTraining::Abstract training;
};

std::vector<Prepared> prepared(const QList<Example> &examples)
{
    std::vector<Prepared> all;
    all.reserve(examples.size());
    for (const Example &example : examples) {
        Prepared one{ &example, Text::titleCandidates(example.abstract), {} };
        one.training.features = one.candidates.features;
        for (const QString &title : std::as_const(one.candidates.titles))
            one.training.f1.push_back(float(TitleMeasures::contentWordF1(title, example.real)));
        all.push_back(std::move(one));
    }
    return all;
}

Text::TitleModel trained(
    const std::vector<Prepared> &all, const QString &leftOut, const TitleTraining::Settings &settings)
{
    std::vector<const TitleTraining::Abstract *> abstracts;
    for (const Prepared &one : all) {
        if (TitleExamples::venueOf(one.example->list) != leftOut)
            abstracts.push_back(&one.training);
    }
    return TitleTraining::train(abstracts, settings);
}

// The title a model chooses, or the rules' alone for none.
QString chosen(const Prepared &one, const Text::TitleModel *model)
{
    const qsizetype best = model ? Text::bestCandidate(*model, one.candidates.features) : -1;
    return best >= 0 ? one.candidates.titles.at(best)
                     : Text::inferTitle(one.example->abstract, Text::TitleChoice::RulesOnly);
}

QString f1Text(const Figures &figures)
{
    return QString::number(figures.meanF1(), 'f', 3);
}

QString shareText(qsizetype count, qsizetype papers)
{
    return QString::number(100.0 * double(count) / double(std::max<qsizetype>(papers, 1)), 'f', 1);
}

// One row of --held-out: rules alone, then learned.
void printRow(QTextStream &out, const QString &what, const Figures &rules, const Figures &learned)
{
    out << what.leftJustified(12) << QString::number(rules.papers).rightJustified(6) << "   " << f1Text(rules) << " "
        << f1Text(learned) << "   " << QString::number(rules.meanFirstWordsF1(), 'f', 3) << "   "
        << QStringLiteral("%1/%2").arg(rules.namedFound).arg(rules.named).rightJustified(7) << " "
        << QStringLiteral("%1/%2").arg(learned.namedFound).arg(learned.named).rightJustified(7) << "   "
        << shareText(rules.generic, rules.papers).rightJustified(4) << " "
        << shareText(learned.generic, learned.papers).rightJustified(4) << "   "
        << shareText(rules.cut, rules.papers).rightJustified(4) << " "
        << shareText(learned.cut, learned.papers).rightJustified(4) << Qt::endl;
}

int heldOut(const QList<Example> &examples, const TitleTraining::Settings &settings, QTextStream &out)
{
    const std::vector<Prepared> all = prepared(examples);
    QMap<QString, QStringList> listsOf; // venue → its lists, in order
    for (const Example &example : examples) {
        QStringList &lists = listsOf[TitleExamples::venueOf(example.list)];
        if (!lists.contains(example.list))
            lists.append(example.list);
    }
    out << "Each venue's lists with a model learned from the other venues' (rules alone, then learned):" << Qt::endl
        << "list        papers   F1 rules learned   first 12   named rules learned   generic %   cut %" << Qt::endl;
    Figures allRules;
    Figures allLearned;
    double worstF1 = 1;
    for (auto venue = listsOf.cbegin(); venue != listsOf.cend(); ++venue) {
        const Text::TitleModel model = trained(all, venue.key(), settings);
        QMap<QString, std::pair<Figures, Figures>> figuresOf;
        for (const Prepared &one : all) {
            if (TitleExamples::venueOf(one.example->list) != venue.key())
                continue;
            auto &[rules, learned] = figuresOf[one.example->list];
            rules.add(one.example->real, one.example->abstract, chosen(one, nullptr));
            learned.add(one.example->real, one.example->abstract, chosen(one, &model));
        }
        Figures venueRules;
        Figures venueLearned;
        for (const QString &list : venue.value()) {
            const auto &[rules, learned] = figuresOf[list];
            printRow(out, list, rules, learned);
            venueRules.add(rules);
            venueLearned.add(learned);
            worstF1 = std::min(worstF1, learned.meanF1());
        }
        printRow(out, venue.key() + QStringLiteral(" (all)"), venueRules, venueLearned);
        allRules.add(venueRules);
        allLearned.add(venueLearned);
    }
    printRow(out, QStringLiteral("all"), allRules, allLearned);
    // The most a model could reach by choosing among these candidates.
    double best = 0;
    for (const Prepared &one : all)
        best += one.training.f1.empty() ? 0 : *std::max_element(one.training.f1.cbegin(), one.training.f1.cend());
    out << "lowest learned F1 of a list: " << QString::number(worstF1, 'f', 3) << Qt::endl
        << "F1 of the best candidate of each abstract: " << QString::number(best / double(all.size()), 'f', 3)
        << Qt::endl;
    return 0;
}

int trainModel(const QList<Example> &examples,
    const TitleTraining::Settings &settings,
    const QString &fileName,
    const QStringList &files,
    QTextStream &err)
{
    const Text::TitleModel model = trained(prepared(examples), {}, settings);
    QStringList lists;
    for (const Example &example : examples) {
        if (!lists.contains(example.list))
            lists.append(example.list);
    }
    const QStringList comments{
        QStringLiteral("Lectern's title model (issue 32): weights of TitleFeatures, learned by"),
        QStringLiteral(
            "  lectern-title-eval --train MODEL --epochs %1 --rate %2 --temperature %3 --l2 %4 --seed %5 FILE...")
            .arg(settings.epochs)
            .arg(settings.rate)
            .arg(settings.temperature)
            .arg(settings.l2)
            .arg(settings.seed),
        QStringLiteral("from %1 abstracts with real titles in %2 files: %3")
            .arg(examples.size())
            .arg(files.size())
            .arg(lists.join(u' ')),
    };
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(model.text(comments).toUtf8()) < 0 || !file.commit()) {
        err << fileName << ": " << file.errorString() << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Measures inferred titles against the real titles of FILEs."));
    parser.addHelpOption();
    const QCommandLineOption worstOption(QStringLiteral("worst"),
        QStringLiteral("Examples to show (default 15)."),
        QStringLiteral("N"),
        QStringLiteral("15"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"), QStringLiteral("text or json."), QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption repeatOption(QStringLiteral("repeat"),
        QStringLiteral("Infer every title K times, for a steadier time per title (default 1)."),
        QStringLiteral("K"),
        QStringLiteral("1"));
    const QCommandLineOption missesOption(QStringLiteral("misses"),
        QStringLiteral("Also show the titles that miss the name their real title starts with."));
    const QCommandLineOption rulesOnlyOption(
        QStringLiteral("rules-only"), QStringLiteral("Titles of the rules alone, without the learned model."));
    const QCommandLineOption titlesOption(QStringLiteral("titles"),
        QStringLiteral("Print the title inferred for every abstract, also of papers without a real title."));
    const QCommandLineOption heldOutOption(QStringLiteral("held-out"),
        QStringLiteral("Learn a model for each venue from the others' lists and measure it on the venue's."));
    const QCommandLineOption trainOption(
        QStringLiteral("train"), QStringLiteral("Learn the model from all FILEs into MODEL."), QStringLiteral("MODEL"));
    const TitleTraining::Settings defaults;
    const QCommandLineOption epochsOption(QStringLiteral("epochs"),
        QStringLiteral("Training: passes over the abstracts."),
        QStringLiteral("N"),
        QString::number(defaults.epochs));
    const QCommandLineOption rateOption(QStringLiteral("rate"),
        QStringLiteral("Training: AdaGrad's step."),
        QStringLiteral("R"),
        QString::number(defaults.rate));
    const QCommandLineOption temperatureOption(QStringLiteral("temperature"),
        QStringLiteral("Training: how sharply the closest candidates are preferred."),
        QStringLiteral("T"),
        QString::number(defaults.temperature));
    const QCommandLineOption l2Option(QStringLiteral("l2"),
        QStringLiteral("Training: the pull of the weights towards zero."),
        QStringLiteral("L"),
        QString::number(defaults.l2));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
        QStringLiteral("Training: the seed of the order abstracts are read in."),
        QStringLiteral("S"),
        QString::number(defaults.seed));
    parser.addOptions({ worstOption,
        formatOption,
        repeatOption,
        missesOption,
        rulesOnlyOption,
        titlesOption,
        heldOutOption,
        trainOption,
        epochsOption,
        rateOption,
        temperatureOption,
        l2Option,
        seedOption });
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Papers with real titles and abstracts."));
    parser.process(application);

    QTextStream out(stdout);
    QTextStream err(stderr);
    const Text::TitleChoice choice =
        parser.isSet(rulesOnlyOption) ? Text::TitleChoice::RulesOnly : Text::TitleChoice::Learned;
    QList<Example> examples;
    const auto untitled = parser.isSet(titlesOption) ? TitleExamples::Untitled::Kept : TitleExamples::Untitled::Skipped;
    for (const QString &fileName : parser.positionalArguments())
        examples.append(TitleExamples::examplesIn(fileName, err, untitled));
    if (parser.isSet(titlesOption)) {
        for (const Example &example : std::as_const(examples))
            out << Text::inferTitle(example.abstract, choice) << Qt::endl;
        return 0;
    }
    if (examples.isEmpty()) {
        err << "no papers with both a title and an abstract" << Qt::endl;
        return 1;
    }
    TitleTraining::Settings settings;
    settings.epochs = parser.value(epochsOption).toInt();
    settings.rate = parser.value(rateOption).toFloat();
    settings.temperature = parser.value(temperatureOption).toFloat();
    settings.l2 = parser.value(l2Option).toFloat();
    settings.seed = parser.value(seedOption).toUInt();
    if (parser.isSet(heldOutOption))
        return heldOut(examples, settings, out);
    if (parser.isSet(trainOption))
        return trainModel(examples, settings, parser.value(trainOption), parser.positionalArguments(), err);

    Figures figures;
    QList<Judged> judged;
    const int repeat = std::max(1, parser.value(repeatOption).toInt());
    QElapsedTimer timer;
    for (const Example &example : std::as_const(examples)) {
        QString inferred;
        timer.start();
        for (int i = 0; i < repeat; ++i)
            inferred = Text::inferTitle(example.abstract, choice);
        figures.microseconds += double(timer.nsecsElapsed()) / 1e3 / repeat;
        judged.append(figures.add(example.real, example.abstract, inferred));
    }
    const double papers = double(figures.papers);
    std::stable_sort(judged.begin(), judged.end(), [](const Judged &a, const Judged &b) { return a.f1 < b.f1; });
    const qsizetype worst = std::min(judged.size(), parser.value(worstOption).toLongLong());

    if (parser.value(formatOption) == QLatin1String("json")) {
        QJsonArray worstExamples;
        for (qsizetype i = 0; i < worst; ++i)
            worstExamples.append(QJsonObject{ { QStringLiteral("real"), judged[i].real },
                { QStringLiteral("inferred"), judged[i].inferred },
                { QStringLiteral("f1"), judged[i].f1 } });
        const QJsonObject result{ { QStringLiteral("papers"), figures.papers },
            { QStringLiteral("content_word_f1"), figures.meanF1() },
            { QStringLiteral("first_12_words_f1"), figures.meanFirstWordsF1() },
            { QStringLiteral("named"), figures.named },
            { QStringLiteral("named_found"), figures.namedFound },
            { QStringLiteral("bare_generic"), figures.generic },
            { QStringLiteral("cut_clause"), figures.cut },
            { QStringLiteral("microseconds_per_title"), figures.microseconds / papers },
            { QStringLiteral("worst"), worstExamples } };
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << Qt::endl;
        return 0;
    }
    const auto share = [papers](qsizetype count) {
        return QStringLiteral("%1 (%2 %)").arg(count).arg(100.0 * double(count) / papers, 0, 'f', 1);
    };
    out << "papers                      " << figures.papers << Qt::endl
        << "content-word F1             " << QString::number(figures.meanF1(), 'f', 3) << Qt::endl
        << "  first 12 words, for scale " << QString::number(figures.meanFirstWordsF1(), 'f', 3) << Qt::endl
        << "named methods in the title  " << figures.namedFound << " of " << figures.named << Qt::endl
        << "bare generic titles         " << share(figures.generic) << Qt::endl
        << "titles cut mid-clause       " << share(figures.cut) << Qt::endl
        << "time per title              " << QString::number(figures.microseconds / papers, 'f', 0) << " µs" << Qt::endl
        << Qt::endl
        << "worst " << worst << ":" << Qt::endl;
    for (qsizetype i = 0; i < worst; ++i)
        out << QString::number(judged[i].f1, 'f', 2) << "  " << judged[i].inferred << Qt::endl
            << "      real: " << judged[i].real << Qt::endl;
    if (parser.isSet(missesOption)) {
        out << Qt::endl << "named methods missed:" << Qt::endl;
        for (const Judged &one : std::as_const(judged)) {
            if (!one.name.isEmpty() && !TitleMeasures::mentions(one.inferred, one.name))
                out << "  " << one.inferred << Qt::endl << "      real: " << one.real << Qt::endl;
        }
    }
    return 0;
}
