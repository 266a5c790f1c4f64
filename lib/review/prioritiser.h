// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/linearmodel.h"
#include "review/textfeatures.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <random>
#include <vector>

namespace Lectern::Review {

// How the next paper to screen is chosen.
enum class Ranking {
    Lectern, // see Prioritiser
    Svm, // ASReview LAB's default, for comparison: a linear SVM, C = 0.11, relevant class 9.8 times
         // the irrelevant one, over title and abstract
    Random, // for comparison: a shuffled order
    Library, // for comparison: the order of the papers as given
};
QString rankingName(Ranking ranking);
std::optional<Ranking> rankingNamed(const QString &name);
QStringList rankingNames();

// The parts of a paper a prioritiser reads.
struct ScreeningRecord
{
    QString title; // empty when the title was inferred: it only repeats the abstract's first words
    QString abstract;
    QStringList keywords;
};
// The text a ranking learns from. Lectern's reads the title twice (it says what the paper is
// about in the fewest words) and the keywords (a database's subject headings); ASReview's
// reads title and abstract.
QString screeningText(const ScreeningRecord &record, Ranking ranking);
// The features a ranking learns from. Lectern's leave out terms found in one record only: they
// cannot tell one class from the other, and without them the model is a tenth of the size, so
// training touches memory that stays in the cache (measured: no change in WSS@95). They add
// the parts of words, so that a record is found through the kin of the words that were
// relevant ("lansoprazole" through "omeprazole").
std::shared_ptr<const TextFeatures> featuresFor(const QList<ScreeningRecord> &records, Ranking ranking);

// Why a paper was suggested: the terms of its text that raised its score most, and those that
// lowered it most, with what each added.
struct Explanation
{
    struct Term
    {
        QString text;
        double contribution = 0;
    };
    QList<Term> raising;
    QList<Term> lowering;
};

// Orders the papers of a review that are not decided yet, most likely relevant first, learning
// from every decision (active learning with the "maximum" query: always the top-scored paper).
// Until there is at least one relevant and one irrelevant decision it keeps the papers' order.
//
// Lectern's model is a linear SVM as ASReview's, over words and parts of words, trained with a
// sample of the undecided papers taken as irrelevant besides the decisions, as Cormack and
// Grossman's AutoTAR does: in a review almost every paper is irrelevant, so the sample teaches
// the model what an ordinary paper of the collection looks like long before the reviewer has
// seen many. Measured with `lectern-cli review simulate` (see the README for the figures).
class Prioritiser
{
public:
    Prioritiser(std::shared_ptr<const TextFeatures> features, Ranking ranking, quint32 seed = 0);

    Ranking ranking() const { return m_ranking; }
    void decide(qsizetype document, bool relevant);
    void forget(qsizetype document); // an undone decision
    bool isDecided(qsizetype document) const;

    // Learns from the decisions so far: the slow part, for a worker thread.
    void retrain();
    bool hasLearned() const { return m_model.has_value(); }
    // The undecided document to screen next; nothing once every one is decided.
    std::optional<qsizetype> next() const;
    // The undecided documents, best first.
    std::vector<qsizetype> order() const;
    // The current model's score of a document; 0 until it has learned.
    double score(qsizetype document) const;
    Explanation explain(qsizetype document, int terms = 5) const;

private:
    std::vector<TrainingExample> trainingExamples();
    // What each term of a document adds to its score.
    std::vector<Explanation::Term> contributions(qsizetype document) const;

    std::shared_ptr<const TextFeatures> m_features;
    Ranking m_ranking;
    std::vector<qint8> m_labels; // by document: -1 undecided, 0 irrelevant, 1 relevant
    std::vector<TrainingExample> m_examples;
    std::vector<qsizetype> m_fixedOrder; // Random and Library, and before learning
    std::mt19937 m_random;
    SvmTrainer m_svm;
    std::optional<LinearModel> m_model;
};

} // namespace Lectern::Review
