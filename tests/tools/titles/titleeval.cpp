// SPDX-License-Identifier: GPL-3.0-or-later
//
// lectern-title-eval: how close inferred titles come to real ones (issue 12).
//
//   lectern-title-eval [--worst N] [--misses] [--repeat K] [--format text|json] FILE...
//
// Reads every record of the files (any format Lectern imports, e.g. an OpenReview-style JSON
// list) that has both a title and an abstract, infers a title from the abstract alone as an
// import of untitled abstracts would, and prints the measures of titlemeasures.h against the
// real titles, beside those of simply taking the abstract's first 12 words, and the worst
// examples.
#include "titlemeasures.h"

#include "import/formats.h"
#include "import/recordreader.h"
#include "text/titleinference.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

using namespace Lectern;

namespace {

struct Example
{
    QString real;
    QString abstract;
    QString inferred;
    QString name; // the name the real title starts with, if the abstract mentions it
    double f1 = 0;
};

struct Figures
{
    qsizetype papers = 0;
    double f1 = 0;
    double firstWordsF1 = 0;
    qsizetype named = 0;
    qsizetype namedFound = 0;
    qsizetype generic = 0;
    qsizetype cut = 0;
    double microseconds = 0;
};

QString firstWords(const QString &abstract, qsizetype count)
{
    return abstract.simplified().section(u' ', 0, int(count) - 1);
}

QList<Example> examplesIn(const QString &fileName, QTextStream &err)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        err << fileName << ": " << file.errorString() << Qt::endl;
        return {};
    }
    const auto reader = Import::createReader(Import::detectFormat(file.peek(Import::SniffSize), fileName));
    const auto parsed = Import::readAll(*reader, file, fileName);
    if (!parsed) {
        err << reader->errorString() << Qt::endl;
        return {};
    }
    QList<Example> examples;
    for (const PaperRecord &record : parsed->records) {
        if (!record.titleInferred && !record.abstract.trimmed().isEmpty())
            examples.append({ record.title, record.abstract, {}, {}, 0 });
    }
    return examples;
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
    parser.addOptions({ worstOption, formatOption, repeatOption, missesOption });
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Papers with real titles and abstracts."));
    parser.process(application);

    QTextStream out(stdout);
    QTextStream err(stderr);
    QList<Example> examples;
    for (const QString &fileName : parser.positionalArguments())
        examples.append(examplesIn(fileName, err));
    if (examples.isEmpty()) {
        err << "no papers with both a title and an abstract" << Qt::endl;
        return 1;
    }

    Figures figures;
    const int repeat = std::max(1, parser.value(repeatOption).toInt());
    QElapsedTimer timer;
    for (Example &example : examples) {
        const QString &abstract = example.abstract;
        timer.start();
        for (int i = 0; i < repeat; ++i)
            example.inferred = Text::inferTitle(abstract);
        figures.microseconds += double(timer.nsecsElapsed()) / 1e3 / repeat;
        example.f1 = TitleMeasures::contentWordF1(example.inferred, example.real);
        example.name = TitleMeasures::leadingName(example.real, abstract);
        figures.f1 += example.f1;
        figures.firstWordsF1 += TitleMeasures::contentWordF1(firstWords(abstract, 12), example.real);
        figures.named += example.name.isEmpty() ? 0 : 1;
        figures.namedFound += TitleMeasures::mentions(example.inferred, example.name) ? 1 : 0;
        figures.generic += TitleMeasures::isBareGeneric(example.inferred) ? 1 : 0;
        figures.cut += TitleMeasures::isCutClause(example.inferred) ? 1 : 0;
    }
    figures.papers = examples.size();
    const double papers = double(figures.papers);
    std::stable_sort(examples.begin(), examples.end(), [](const Example &a, const Example &b) { return a.f1 < b.f1; });
    const qsizetype worst = std::min(examples.size(), parser.value(worstOption).toLongLong());

    if (parser.value(formatOption) == QLatin1String("json")) {
        QJsonArray worstExamples;
        for (qsizetype i = 0; i < worst; ++i)
            worstExamples.append(QJsonObject{ { QStringLiteral("real"), examples[i].real },
                { QStringLiteral("inferred"), examples[i].inferred },
                { QStringLiteral("f1"), examples[i].f1 } });
        const QJsonObject result{ { QStringLiteral("papers"), figures.papers },
            { QStringLiteral("content_word_f1"), figures.f1 / papers },
            { QStringLiteral("first_12_words_f1"), figures.firstWordsF1 / papers },
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
        << "content-word F1             " << QString::number(figures.f1 / papers, 'f', 3) << Qt::endl
        << "  first 12 words, for scale " << QString::number(figures.firstWordsF1 / papers, 'f', 3) << Qt::endl
        << "named methods in the title  " << figures.namedFound << " of " << figures.named << Qt::endl
        << "bare generic titles         " << share(figures.generic) << Qt::endl
        << "titles cut mid-clause       " << share(figures.cut) << Qt::endl
        << "time per title              " << QString::number(figures.microseconds / papers, 'f', 0) << " µs" << Qt::endl
        << Qt::endl
        << "worst " << worst << ":" << Qt::endl;
    for (qsizetype i = 0; i < worst; ++i)
        out << QString::number(examples[i].f1, 'f', 2) << "  " << examples[i].inferred << Qt::endl
            << "      real: " << examples[i].real << Qt::endl;
    if (parser.isSet(missesOption)) {
        out << Qt::endl << "named methods missed:" << Qt::endl;
        for (const Example &example : std::as_const(examples)) {
            if (!example.name.isEmpty() && !TitleMeasures::mentions(example.inferred, example.name))
                out << "  " << example.inferred << Qt::endl << "      real: " << example.real << Qt::endl;
        }
    }
    return 0;
}
