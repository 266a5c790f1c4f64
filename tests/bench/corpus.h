// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <vector>

namespace Lectern::Bench {

// A small, fast PRNG with a fixed algorithm (SplitMix64), so that the same seed gives the same
// corpus on every platform and standard library (std::*_distribution is not portable).
class Random
{
public:
    explicit Random(std::uint64_t seed) : m_state(seed) { }
    std::uint64_t next();
    // Uniform in [0, 1).
    double uniform();
    // Uniform in [low, high].
    int between(int low, int high);
    bool chance(double probability) { return uniform() < probability; }

private:
    std::uint64_t m_state;
};

// One collection of the synthetic library: a file with a header line.
struct CollectionSpec
{
    QString header; // "ICLR 2025 Papers"
    QString fileName; // "iclr-2025.txt"
    int year = 0;
    qint64 first = 0; // index of its first abstract
    qint64 count = 0;
};

// Synthetic research abstracts, generated deterministically: abstract i is the same for the
// same seed whoever asks for it and in whatever order, so the importer, the raw baseline and
// the search phase (a separate process) all see the same corpus without storing it.
//
// Words follow a Zipf-Mandelbrot distribution over a vocabulary of a few thousand content
// words (a hand-written head of real technical words, then made-up ones), 4% of them with an
// ending (Zipf-distributed too: "models", then a long tail of rare derived words), interleaved
// with function words; abstracts are 1,200–1,800 characters and contain TeX math, URLs, Markdown
// bold acronyms, accented and stroked names (Łojasiewicz), and ~1% a Chinese sentence.
class Corpus
{
public:
    explicit Corpus(std::uint64_t seed = 20260101);

    QString abstract(qint64 index) const;

    // How n abstracts are split into files: a few collections of different venues and years.
    static QList<CollectionSpec> collections(qint64 n);
    // Writes the plain-text files of n abstracts into dir; returns their paths.
    QStringList writeFiles(qint64 n, const QString &dir) const;

    // Records of the same n abstracts in RIS, split into files as writeFiles() splits them, each
    // with one to five authors whose family names follow a Zipf distribution (a few real ones,
    // accented among them, then made-up ones): a library to search by author.
    QStringList writeRisFiles(qint64 n, const QString &dir) const;
    // author: queries typed in the window: the most common family name, one written without its
    // accent ("Mueller" for Müller), a rare one, and one with a word of the abstracts.
    QStringList authorQueries() const;

    // Search workload, chosen from the vocabulary with its own seed.
    QStringList twoWordQueries(int count) const;
    QString commonWord() const; // the most frequent content word
    QString rareWord() const; // one of the least frequent
    QString phrase() const; // a collocation the generator uses, quoted

    // Content words by rank (0 = most frequent).
    const QStringList &vocabulary() const { return m_words; }

private:
    QString word(Random &random) const;
    void appendSentence(QString &text, Random &random) const;
    // Writes each collection of n abstracts to a file of dir: what starts the file, then each
    // abstract's record.
    QStringList writeCollections(qint64 n,
        const QString &dir,
        const std::function<QString(const CollectionSpec &)> &fileName,
        const std::function<QByteArray(const CollectionSpec &)> &start,
        const std::function<QByteArray(const CollectionSpec &, qint64)> &record) const;

    std::uint64_t m_seed;
    QStringList m_words;
    std::vector<double> m_cumulative; // Zipf weights, running sum, normalised to 1
    QStringList m_endings; // of derived words, by rank
    std::vector<double> m_endingCumulative;
    QStringList m_families; // of authors, by rank
    std::vector<double> m_familyCumulative;
};

} // namespace Lectern::Bench
