// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/similarpapers.h"

#include "review/prioritiser.h"
#include "review/reasonwords.h"
#include "search/sharedwords.h"
#include "storage/fulltextindex.h"
#include "storage/paperdetailsreader.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Lectern::Review {
namespace {

ScreeningRecord recordOf(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    return { paper.titleInferred ? QString() : paper.title, paper.abstract, paper.reference.keywords };
}

} // namespace

SimilarPapers::SimilarPapers(const Storage::Database &database) : m_database(database) { }

QList<Search::WeightedWord> SimilarPapers::wordsToLookFor(
    const Storage::Database &database, const QList<ScreeningRecord> &records, qint64 matchBudget)
{
    QHash<QString, int> uses;
    for (const ScreeningRecord &record : records) {
        const QString text = QStringList{ record.title, record.abstract, record.keywords.join(u' ') }.join(u'\n');
        for (const QString &word : TextFeatures::words(text)) {
            if (word.size() > 2 && ReasonWords::isReason(word))
                ++uses[word];
        }
    }
    const QStringList words = uses.keys();
    const auto index = Storage::FullTextIndex::of(database);
    const QList<qint64> having = index->papersWith(words);
    const double papers = index->paperCount();
    QHash<QString, double> weight;
    QHash<QString, qint64> papersOf;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const double rarity = std::log((papers + 1) / (std::min(static_cast<double>(having[i]), papers) + 1));
        weight.insert(words[i], uses.value(words[i]) * rarity);
        papersOf.insert(words[i], having[i]);
    }
    QStringList byWeight = words;
    // Longer words first among equals: they tend to be the rarer.
    std::sort(byWeight.begin(), byWeight.end(), [&weight](const QString &a, const QString &b) {
        return std::tuple(weight.value(a), a.size(), b) > std::tuple(weight.value(b), b.size(), a);
    });
    QList<Search::WeightedWord> chosen;
    qint64 matches = 0;
    for (const QString &word : std::as_const(byWeight)) {
        if (chosen.size() == QueryWords)
            break;
        // The rarest words are the ones that count; the first is looked for whatever it costs.
        if (!chosen.isEmpty() && matches + papersOf.value(word) > matchBudget)
            continue;
        matches += papersOf.value(word);
        chosen.append({ word, weight.value(word) });
    }
    return chosen;
}

QList<SimilarPaper> SimilarPapers::find(const QList<PaperId> &papers, int limit) const
{
    const Storage::PaperDetailsReader reader(m_database);
    QList<ScreeningRecord> records;
    for (const PaperDetails &details : reader.details(papers))
        records.append(recordOf(details));
    const QList<Search::WeightedWord> words = wordsToLookFor(m_database, records);
    if (words.isEmpty())
        return {};
    const QSet<PaperId> chosen(papers.cbegin(), papers.cend());
    QList<PaperId> candidates =
        Search::SharedWords(m_database).papersSharing(words, Candidates + static_cast<int>(chosen.size()));
    candidates.removeIf([&chosen](PaperId id) { return chosen.contains(id); });
    const qsizetype first = records.size();
    QList<PaperId> read; // the candidates as read: one removed meanwhile is left out
    for (const PaperDetails &details : reader.details(candidates)) {
        records.append(recordOf(details));
        read.append(details.paper.id);
    }
    if (read.isEmpty())
        return {};

    // The chosen papers relevant, the candidates not: what the model learns is what sets the
    // chosen ones apart, and the candidates it scores highest are those most like them.
    const QString model = RelevanceModels::defaultName();
    Prioritiser prioritiser(Prioritiser::featuresFor(records, model), model, 1);
    for (qsizetype d = 0; d < records.size(); ++d)
        prioritiser.decide(d, d < first);
    prioritiser.retrain();
    QList<SimilarPaper> found;
    for (qsizetype d = first; d < records.size(); ++d)
        found.append({ read[d - first], prioritiser.score(d), {} });
    std::stable_sort(
        found.begin(), found.end(), [](const SimilarPaper &a, const SimilarPaper &b) { return a.score > b.score; });
    found = found.mid(0, limit);
    for (SimilarPaper &paper : found) {
        const qsizetype d = first + read.indexOf(paper.paper);
        for (const Explanation::Term &term : prioritiser.explain(d, records[d], ReasonsPerPaper).raising)
            paper.sharedWords.append(term.text);
    }
    return found;
}

} // namespace Lectern::Review
