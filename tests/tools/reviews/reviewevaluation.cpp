// SPDX-License-Identifier: GPL-3.0-or-later
//
// lectern-review-eval: Lectern's prioritiser on every labelled review of a list, beside
// ASReview's model, as `lectern-cli review simulate --seeds K` measures each one.
//
//   lectern-review-eval [--sets FILE] [--corpora DIR] [--only NAME,…] [--seeds K]
//                       [--orders svm,lectern,…] [--try KEY=V,V,…]… [--leave-one-out]
//                       [--cache FILE]
//
// --try makes candidate settings of Lectern's model (every combination of the values given;
// keys in LecternModel::Settings::set()); each is simulated on every review. --leave-one-out
// then reports, for each review, the candidate that did best on the other reviews and what it
// did on this one: a figure not tuned on the review it is reported for. --cache keeps the
// runs in a JSON file, so that a larger grid only simulates what is new.
#include "review/labelleddataset.h"
#include "review/models/lecternmodel.h"
#include "review/simulation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

struct LabelSet
{
    QString name;
    QString file;
    QString labelField;
};

QList<LabelSet> readSets(const QString &path, const QString &corpora)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw std::runtime_error(qPrintable(path + QStringLiteral(": cannot be read")));
    QList<LabelSet> sets;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'\t');
        if (fields.size() != 3)
            throw std::runtime_error(qPrintable(path + QStringLiteral(": not name, file, label: ") + line));
        sets.append({ fields[0], QDir(corpora).filePath(fields[1]), fields[2] });
    }
    return sets;
}

// A candidate: settings of Lectern's model by key, named by them ("weight=2,sample=300").
using Candidate = QList<std::pair<QString, double>>;

QString nameOf(const Candidate &candidate)
{
    QStringList parts;
    for (const auto &[key, value] : candidate)
        parts.append(key + u'=' + QString::number(value));
    return parts.isEmpty() ? QStringLiteral("defaults") : parts.join(u',');
}

QList<Candidate> grid(const QStringList &tries)
{
    QList<Candidate> candidates{ {} };
    for (const QString &option : tries) {
        const QString key = option.section(u'=', 0, 0);
        QList<Candidate> extended;
        for (const Candidate &candidate : std::as_const(candidates)) {
            for (const QString &value : option.section(u'=', 1).split(u',')) {
                Candidate more = candidate;
                more.append({ key, value.toDouble() });
                extended.append(more);
            }
        }
        candidates = extended;
    }
    return candidates;
}

// What the runs of one review and one order or candidate found: WSS@95 per seed, in percent.
struct Figures
{
    QList<double> wss;
    double mean() const
    {
        return std::accumulate(wss.cbegin(), wss.cend(), 0.0) / static_cast<double>(std::max<qsizetype>(1, wss.size()));
    }
};

class Cache
{
public:
    explicit Cache(const QString &path) : m_path(path)
    {
        QFile file(path);
        if (!path.isEmpty() && file.open(QIODevice::ReadOnly))
            m_runs = QJsonDocument::fromJson(file.readAll()).object();
    }
    std::optional<Figures> find(const QString &key) const
    {
        if (!m_runs.contains(key))
            return std::nullopt;
        Figures figures;
        for (const QJsonValue &value : m_runs.value(key).toObject().value(QStringLiteral("wss95")).toArray())
            figures.wss.append(value.toDouble());
        return figures;
    }
    void insert(const QString &key, const Figures &figures)
    {
        QJsonArray wss;
        for (const double value : figures.wss)
            wss.append(value);
        m_runs.insert(key, QJsonObject{ { QStringLiteral("wss95"), wss } });
        if (m_path.isEmpty())
            return;
        QSaveFile file(m_path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QJsonDocument(m_runs).toJson());
            file.commit();
        }
    }

private:
    QString m_path;
    QJsonObject m_runs;
};

Figures figuresOf(const QList<Review::SimulationRun> &runs)
{
    Figures figures;
    for (const Review::SimulationRun &run : runs)
        figures.wss.append(run.wss95 * 100);
    return figures;
}

// How good a candidate is on some reviews: its mean lead over ASReview's model plus its
// smallest lead. A reviewer does not screen an average, so the worst review counts as much as
// all of them together.
double objective(const QList<double> &leads)
{
    const double mean = std::accumulate(leads.cbegin(), leads.cend(), 0.0) / static_cast<double>(leads.size());
    return mean + *std::min_element(leads.cbegin(), leads.cend());
}

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Simulates screening every labelled review of a list with Lectern's model and others."));
    parser.addHelpOption();
    const QCommandLineOption setsOption(QStringLiteral("sets"),
        QStringLiteral("The reviews: name, file, label field per line, tab-separated."),
        QStringLiteral("FILE"),
        QStringLiteral(LECTERN_LABEL_SETS));
    const QCommandLineOption corporaOption(QStringLiteral("corpora"),
        QStringLiteral("The folder the files are named from (default: ../shared/corpora)."),
        QStringLiteral("DIR"),
        QStringLiteral("../shared/corpora"));
    const QCommandLineOption onlyOption(
        QStringLiteral("only"), QStringLiteral("Only these reviews, by name."), QStringLiteral("NAMES"));
    const QCommandLineOption seedsOption(QStringLiteral("seeds"),
        QStringLiteral("Runs per review (default 5)."),
        QStringLiteral("K"),
        QStringLiteral("5"));
    const QCommandLineOption ordersOption(QStringLiteral("orders"),
        QStringLiteral("Orders by name to run besides the candidates (default svm)."),
        QStringLiteral("NAMES"),
        QStringLiteral("svm"));
    const QCommandLineOption tryOption(QStringLiteral("try"),
        QStringLiteral("Values of a setting of Lectern's model to try, KEY=V,V,…; repeat for a grid."),
        QStringLiteral("KEY=VALUES"));
    const QCommandLineOption leaveOneOutOption(QStringLiteral("leave-one-out"),
        QStringLiteral("Report each review with the candidate best on the others (first order: the baseline)."));
    const QCommandLineOption cacheOption(
        QStringLiteral("cache"), QStringLiteral("Keep the runs in this JSON file."), QStringLiteral("FILE"));
    parser.addOptions({ setsOption,
        corporaOption,
        onlyOption,
        seedsOption,
        ordersOption,
        tryOption,
        leaveOneOutOption,
        cacheOption });
    parser.process(application);

    QTextStream out(stdout);
    QTextStream err(stderr);
    QList<LabelSet> sets = readSets(parser.value(setsOption), parser.value(corporaOption));
    if (parser.isSet(onlyOption)) {
        const QStringList only = parser.value(onlyOption).split(u',');
        sets.removeIf([&only](const LabelSet &set) { return !only.contains(set.name); });
    }
    const int seeds = parser.value(seedsOption).toInt();
    const QStringList orders = parser.value(ordersOption).split(u',', Qt::SkipEmptyParts);
    const QList<Candidate> candidates = grid(parser.values(tryOption));
    Cache cache(parser.value(cacheOption));

    // By review: the figures of each order, then of each candidate, by name.
    QStringList columns = orders;
    for (const Candidate &candidate : candidates)
        columns.append(nameOf(candidate));
    std::map<QString, std::map<QString, Figures>> results;
    QMap<QString, std::pair<qsizetype, qsizetype>> sizes;
    for (const LabelSet &set : std::as_const(sets)) {
        QString error;
        const auto dataset = Review::readLabelledDataset(set.file, set.labelField, &error);
        if (!dataset) {
            err << error << Qt::endl;
            return 1;
        }
        sizes.insert(set.name,
            { dataset->relevant.size(), std::count(dataset->relevant.begin(), dataset->relevant.end(), true) });
        // Candidates share features when they read the records alike.
        std::map<QString, std::shared_ptr<const Review::TextFeatures>> featuresByText;
        for (const QString &column : std::as_const(columns)) {
            const QString key = set.name + u'/' + column + u'/' + QString::number(seeds);
            if (const auto cached = cache.find(key)) {
                results[set.name][column] = *cached;
                continue;
            }
            QElapsedTimer timer;
            timer.start();
            QList<Review::SimulationRun> runs;
            const qsizetype candidate = columns.indexOf(column) - orders.size();
            if (candidate < 0) {
                runs = Review::simulateSeeds(*dataset, column, seeds);
            } else {
                Review::LecternModel::Settings settings;
                for (const auto &[name, value] : candidates[candidate]) {
                    if (!settings.set(name, value)) {
                        err << "no setting " << name << Qt::endl;
                        return 1;
                    }
                }
                const Review::LecternModel model(0, settings);
                const QString reading = model.text({ u"t"_s, u"a"_s, { u"k"_s } }) + u'/' +
                    QString::number(settings.wordPartWeight) + u'/' + QString::number(settings.minDocuments);
                auto &features = featuresByText[reading];
                if (!features)
                    features = model.features(dataset->records);
                runs = Review::simulateSeeds(
                    dataset->relevant,
                    [&](quint32 seed) {
                        return Review::Prioritiser(
                            features, std::make_unique<Review::LecternModel>(seed, settings), column);
                    },
                    seeds);
            }
            const Figures figures = figuresOf(runs);
            cache.insert(key, figures);
            results[set.name][column] = figures;
            err << set.name << ' ' << column << ": " << number(figures.mean()) << " ("
                << number(static_cast<double>(timer.elapsed()) / 1000) << " s)" << Qt::endl;
        }
    }

    out << "| review | records | relevant |";
    for (const QString &column : std::as_const(columns))
        out << ' ' << column << " |";
    out << Qt::endl << "|---|---|---|" << QStringLiteral("---|").repeated(columns.size()) << Qt::endl;
    for (const LabelSet &set : std::as_const(sets)) {
        out << "| " << set.name << " | " << sizes[set.name].first << " | " << sizes[set.name].second << " |";
        for (const QString &column : std::as_const(columns))
            out << ' ' << number(results[set.name][column].mean()) << " |";
        out << Qt::endl;
    }
    out << "| mean | | |";
    for (const QString &column : std::as_const(columns)) {
        double sum = 0;
        for (const LabelSet &set : std::as_const(sets))
            sum += results[set.name][column].mean();
        out << ' ' << number(sum / static_cast<double>(sets.size())) << " |";
    }
    out << Qt::endl;
    if (!orders.isEmpty()) {
        // Each column's lead over the first order, on average and at its worst.
        out << "| lead over " << orders.first() << ": mean, least | | |";
        for (const QString &column : std::as_const(columns)) {
            QList<double> leads;
            for (const LabelSet &set : std::as_const(sets))
                leads.append(results[set.name][column].mean() - results[set.name][orders.first()].mean());
            out << ' ' << number(std::accumulate(leads.cbegin(), leads.cend(), 0.0) / static_cast<double>(leads.size()))
                << ", " << number(*std::min_element(leads.cbegin(), leads.cend())) << " |";
        }
        out << Qt::endl;
    }

    if (parser.isSet(leaveOneOutOption) && !orders.isEmpty() && sets.size() > 1) {
        const QString baseline = orders.first();
        out << Qt::endl
            << "| review (left out) | " << baseline << " | chosen on the others | WSS@95 | lead |" << Qt::endl
            << "|---|---|---|---|---|" << Qt::endl;
        QList<double> leads;
        for (const LabelSet &left : std::as_const(sets)) {
            QString best;
            double bestScore = -INFINITY;
            for (const Candidate &candidate : candidates) {
                const QString name = nameOf(candidate);
                QList<double> others;
                for (const LabelSet &set : std::as_const(sets)) {
                    if (set.name != left.name)
                        others.append(results[set.name][name].mean() - results[set.name][baseline].mean());
                }
                if (const double score = objective(others); score > bestScore) {
                    bestScore = score;
                    best = name;
                }
            }
            const double held = results[left.name][best].mean();
            const double lead = held - results[left.name][baseline].mean();
            leads.append(lead);
            out << "| " << left.name << " | " << number(results[left.name][baseline].mean()) << " | " << best << " | "
                << number(held) << " | " << number(lead) << " |" << Qt::endl;
        }
        out << "| mean lead, least | | | | "
            << number(std::accumulate(leads.cbegin(), leads.cend(), 0.0) / static_cast<double>(leads.size())) << ", "
            << number(*std::min_element(leads.cbegin(), leads.cend())) << " |" << Qt::endl;
    }
    return 0;
}
