// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/similarpapers.h"

#include "review/prioritiser.h"
#include "review/reasonwords.h"
#include "search/paperfinder.h"
#include "storage/fulltextindex.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperstore.h"

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

// The words that say most of what the papers are about, as a search engine's "more like this"
// picks them: those the papers use most that few papers of the library have (tf × idf), function
// words and numbers left out. A word most papers have says little, and costs the search a pass
// over most of the index.
QStringList queryWords(const Storage::Database &database, const QList<ScreeningRecord> &records, int count)
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
    const QList<qint64> having = Storage::FullTextIndex::of(database)->papersWith(words);
    const double papers = Storage::PaperStore(database).paperCount();
    QHash<QString, double> weight;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const double rarity = std::log((papers + 1) / (std::min(static_cast<double>(having[i]), papers) + 1));
        weight.insert(words[i], uses.value(words[i]) * rarity);
    }
    QStringList chosen = words;
    // Longer words first among equals: they tend to be the rarer.
    std::sort(chosen.begin(), chosen.end(), [&weight](const QString &a, const QString &b) {
        return std::tuple(weight.value(a), a.size(), b) > std::tuple(weight.value(b), b.size(), a);
    });
    return chosen.mid(0, count);
}

} // namespace

SimilarPapers::SimilarPapers(const Storage::Database &database) : m_database(database) { }

QList<SimilarPaper> SimilarPapers::find(const QList<PaperId> &papers, int limit) const
{
    const Storage::PaperDetailsReader reader(m_database);
    QList<ScreeningRecord> records;
    for (const PaperDetails &details : reader.details(papers))
        records.append(recordOf(details));
    const QStringList words = queryWords(m_database, records, QueryWords);
    if (words.isEmpty())
        return {};
    const QSet<PaperId> chosen(papers.cbegin(), papers.cend());
    QList<PaperId> candidates = Search::PaperFinder(m_database)
                                    .find(Search::Query::parse(words.join(QStringLiteral(" OR "))),
                                        {},
                                        { Search::SortKey::Relevance, Qt::DescendingOrder, 0 },
                                        Candidates + static_cast<int>(chosen.size()));
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
        for (const Explanation::Term &term : prioritiser.explain(d, records[d], SharedWords).raising)
            paper.sharedWords.append(term.text);
    }
    return found;
}

} // namespace Lectern::Review
