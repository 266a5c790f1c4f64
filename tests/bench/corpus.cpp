// SPDX-License-Identifier: GPL-3.0-or-later
#include "corpus.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace Lectern::Bench {
namespace {

// The head of the vocabulary: real words of machine-learning abstracts, most frequent first.
// The made-up words that follow them make up the long tail.
// clang-format off: word tables read better packed.
const char *const HeadWords[] = { "model", "learning", "data", "method", "models", "performance", "training",
    "network", "results", "approach", "neural", "task", "tasks", "language", "framework", "methods", "existing",
    "large", "information", "graph", "diffusion", "problem", "propose", "generation", "policy", "datasets",
    "dataset", "deep", "time", "approaches", "experiments", "state", "representation", "optimization", "novel",
    "features", "algorithm", "image", "design", "efficient", "knowledge", "reinforcement", "accuracy", "benchmark",
    "inference", "prediction", "agent", "agents", "distribution", "attention", "transformer", "robust", "sample",
    "complexity", "theoretical", "analysis", "semantic", "visual", "reasoning", "samples", "demonstrate", "effective",
    "space", "function", "loss", "objective", "parameters", "gradient", "domain", "adaptation", "multimodal", "video",
    "text", "generalization", "structure", "latent", "layer", "layers", "tokens", "token", "fine-tuning",
    "pretrained", "scale", "scaling", "evaluation", "quality", "spatial", "temporal", "signal", "noise", "robustness",
    "adversarial", "attack", "privacy", "federated", "clients", "memory", "compute", "efficiency", "speed",
    "retrieval", "embedding", "embeddings", "contrastive", "supervised", "unsupervised", "self-supervised", "labels",
    "classification", "regression", "segmentation", "detection", "tracking", "planning", "control", "robot",
    "manipulation", "navigation", "simulation", "physics", "molecular", "protein", "drug", "discovery", "chemical",
    "materials", "climate", "weather", "forecasting", "series", "causal", "counterfactual", "fairness", "bias",
    "alignment", "preference", "reward", "human", "feedback", "instruction", "prompt", "prompting", "context",
    "in-context", "chain-of-thought", "mathematical", "proof", "theorem", "bound", "bounds", "regret", "convergence",
    "stochastic", "convex", "nonconvex", "sparse", "low-rank", "matrix", "tensor", "kernel", "Gaussian", "Bayesian",
    "posterior", "uncertainty", "calibration", "estimation", "sampling", "Monte", "Carlo", "Markov", "chain",
    "equivariant", "symmetry", "invariant", "geometric", "manifold", "topology", "mesh", "point", "cloud", "3D",
    "scene", "rendering", "radiance", "fields", "camera", "pose", "depth", "shape", "editing", "synthesis", "audio",
    "speech", "music", "translation", "summarization", "dialogue", "question", "answering", "code", "program",
    "software", "compiler", "hardware", "quantization", "pruning", "distillation", "compression", "mixture",
    "experts", "routing", "sparse", "dense", "attention", "heads", "positional", "encoding", "decoder", "encoder",
    "autoregressive", "masked", "denoising", "score", "flow", "matching", "ODE", "SDE", "trajectory", "trajectories",
    "offline", "online", "exploration", "exploitation", "bandit", "bandits", "games", "equilibrium", "Nash",
    "multi-agent", "cooperative", "communication", "interpretability", "mechanistic", "circuits", "neurons",
    "features", "probing", "hallucination", "safety", "jailbreak", "watermark", "detection", "unlearning",
    "continual", "forgetting", "meta-learning", "few-shot", "zero-shot", "transfer", "curriculum", "active",
    "benchmarking", "leaderboard", "open-source", "scalable", "lightweight", "hierarchical", "recurrent",
    "convolutional", "spiking", "biological", "brain", "cortex", "vision", "perception", "tabular", "medical",
    "clinical", "patients", "healthcare", "genomics", "single-cell" };

// Names and words with letters SQLite's tokenizer does not fold by itself (Ł, ø, ő) and with
// precomposed accents it does (é, ö), placed at chosen ranks of the vocabulary.
const char *const AccentedWords[] = { "Łojasiewicz", "Schrödinger", "Poincaré", "Erdős", "Fréchet", "Hölder",
    "Kähler", "Sørensen", "naïve", "Lévy", "Gödel", "Dvořák" };
constexpr int AccentedRanks[] = { 150, 260, 420, 610, 800, 1000, 1300, 1650, 2000, 2500, 3000, 3500 };

// The most common family names of authors first; Müller is written "Mueller" in a query.
const char *const HeadFamilies[] = { "Wang", "Li", "Zhang", "Smith", "Müller", "Kim", "García", "Nguyen", "Chen",
    "Sato", "Johnson", "Kowalski", "Łukasiewicz", "Rossi", "Silva", "Ivanov", "Dubois", "Jensen", "Öztürk", "Singh" };
// Family names in all: many authors, as a large library has.
constexpr qsizetype FamilyCount = 20000;

const char *const Syllables[] = { "ka", "lo", "mi", "ne", "ra", "su", "ti", "vo", "ze", "bri", "cor", "dan", "fel",
    "gra", "hus", "jin", "kel", "lum", "mor", "nix", "pol", "qua", "ren", "sol", "tor", "ul", "ven", "wex", "yar",
    "zul", "ex", "in", "al", "or", "en", "is", "an", "um" };

const char *const FunctionWords[] = { "the", "of", "and", "to", "in", "a", "for", "with", "on", "that", "we", "is",
    "by", "this", "our", "from", "as", "an", "are", "which", "can", "be", "both", "while", "over", "into", "under",
    "between", "its", "their", "these", "such", "than", "more", "also", "not", "at", "it" };

const char *const Collocations[] = { "reinforcement learning", "large language models", "graph neural networks",
    "diffusion models", "vision transformers", "in-context learning", "neural radiance fields" };

const char *const MathSnippets[] = { R"($\mathcal{O}(n^{-1/2})$)", R"($\epsilon$-optimal)", R"($O(\sqrt{T})$)",
    R"($\ell_1$)", R"($\alpha \in (0, 1]$)", R"($\mathbb{E}[X^2] \leq \sigma^2$)", R"($k$)",
    R"($\tilde{\mathcal{O}}(d^{3/2}\sqrt{K})$)" };

const char *const ChineseWords[] = { "我们", "提出", "一种", "新的", "扩散", "模型", "方法", "实验", "结果", "表明",
    "数据", "学习", "图像", "生成", "语言", "大型", "推理", "性能", "显著", "提升", "框架", "任务" };
// clang-format on

constexpr int VocabularySize = 4000;
// Zipf-Mandelbrot: weight of rank r is 1 / (r + Offset)^Exponent.
constexpr double Offset = 2.7;
constexpr double Exponent = 1.0;

// Words derived from a content word, as real vocabularies have them ("model": "models",
// "modeling", "modelled", then compounds, typos and names): a few frequent endings and a long
// tail of rare ones, so that a word being typed begins thousands of words of a large library,
// and the vocabulary grows with the library as real ones do.
constexpr double DerivedShare = 0.04;
constexpr int EndingCount = 2000;
const char *const Endings[] = { "s", "ing", "ed", "er", "ers", "ly", "al", "ity", "ation", "ize", "ized", "less" };

template<typename T, std::size_t N>
constexpr int countOf(const T (&)[N])
{
    return static_cast<int>(N);
}

// Zipf weights of n ranks, as a running sum normalised to 1.
std::vector<double> zipfCumulative(qsizetype n)
{
    std::vector<double> cumulative(static_cast<std::size_t>(n));
    double sum = 0;
    for (std::size_t r = 0; r < cumulative.size(); ++r) {
        sum += 1.0 / std::pow(static_cast<double>(r) + Offset, Exponent);
        cumulative[r] = sum;
    }
    for (double &c : cumulative)
        c /= sum;
    return cumulative;
}

qsizetype zipfRank(const std::vector<double> &cumulative, Random &random)
{
    const double u = random.uniform();
    const auto at = std::upper_bound(cumulative.begin(), cumulative.end(), u) - cumulative.begin();
    return std::min<qsizetype>(at, qsizetype(cumulative.size()) - 1);
}

template<typename T, std::size_t N>
QString pick(const T (&list)[N], Random &random)
{
    return QString::fromUtf8(list[random.between(0, static_cast<int>(N) - 1)]);
}

QString capitalized(QString word)
{
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}

QString acronym(Random &random)
{
    QString name;
    const int length = random.between(3, 6);
    for (int i = 0; i < length; ++i)
        name += QChar(u'A' + random.between(0, 25));
    if (random.chance(0.3))
        name.insert(random.between(1, length - 1), u'-');
    return name;
}

} // namespace

std::uint64_t Random::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double Random::uniform()
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

int Random::between(int low, int high)
{
    return low + static_cast<int>(next() % static_cast<std::uint64_t>(high - low + 1));
}

Corpus::Corpus(std::uint64_t seed) : m_seed(seed)
{
    QStringList head;
    for (const char *word : HeadWords) {
        const QString w = QString::fromUtf8(word);
        if (!head.contains(w))
            head.append(w);
    }
    m_words = head;
    Random random(seed ^ 0xC0FFEEULL);
    while (m_words.size() < VocabularySize) {
        QString made;
        const int syllables = random.between(2, 4);
        for (int i = 0; i < syllables; ++i)
            made += pick(Syllables, random);
        if (!m_words.contains(made))
            m_words.append(made);
    }
    for (int i = 0; i < countOf(AccentedWords); ++i)
        m_words.insert(AccentedRanks[i], QString::fromUtf8(AccentedWords[i]));
    m_words.resize(VocabularySize);
    m_cumulative = zipfCumulative(m_words.size());

    for (const char *ending : Endings)
        m_endings.append(QString::fromUtf8(ending));
    while (m_endings.size() < EndingCount) {
        QString made;
        for (int syllables = random.between(1, 3); syllables > 0; --syllables)
            made += pick(Syllables, random);
        if (!m_endings.contains(made))
            m_endings.append(made);
    }
    m_endingCumulative = zipfCumulative(m_endings.size());

    QSet<QString> families;
    for (const char *family : HeadFamilies) {
        m_families.append(QString::fromUtf8(family));
        families.insert(m_families.last());
    }
    while (m_families.size() < FamilyCount) {
        QString made;
        for (int syllables = random.between(2, 3); syllables > 0; --syllables)
            made += pick(Syllables, random);
        made[0] = made[0].toUpper();
        if (!families.contains(made)) {
            families.insert(made);
            m_families.append(made);
        }
    }
    m_familyCumulative = zipfCumulative(m_families.size());
}

QString Corpus::word(Random &random) const
{
    QString word = m_words[zipfRank(m_cumulative, random)];
    if (random.chance(DerivedShare))
        word += m_endings[zipfRank(m_endingCumulative, random)];
    return word;
}

// One sentence of 10 to 28 words: content words by frequency, function words between them,
// now and then a collocation or a piece of math.
void Corpus::appendSentence(QString &text, Random &random) const
{
    const int length = random.between(10, 28);
    for (int i = 0; i < length; ++i) {
        QString token;
        if (random.chance(0.006))
            token = pick(Collocations, random);
        else if (random.chance(0.4))
            token = pick(FunctionWords, random);
        else
            token = word(random);
        if (i == 0)
            token = capitalized(token);
        else
            text += u' ';
        text += token;
        if (i > 2 && i < length - 2 && random.chance(0.04)) {
            text += u',';
        }
    }
    if (random.chance(0.08)) {
        text += QStringLiteral(" with ");
        text += pick(MathSnippets, random);
    }
    text += u'.';
}

QString Corpus::abstract(qint64 index) const
{
    Random random(m_seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(index));
    const int target = random.between(1200, 1800);
    QString text;
    text.reserve(target + 400);

    appendSentence(text, random);
    // How the abstract names its contribution: a bold acronym, "we propose …", or nothing.
    const double contribution = random.uniform();
    if (contribution < 0.12) {
        text += QStringLiteral(" We propose **") + acronym(random) + QStringLiteral("**, a ") + word(random) + u' ' +
            word(random) + QStringLiteral(" framework for ") + word(random) + u' ' + word(random) + u'.';
    } else if (contribution < 0.5) {
        text += QStringLiteral(" In this paper, we propose a ") + word(random) + u' ' + word(random) + u' ' +
            word(random) + QStringLiteral(" to ") + word(random) + u' ' + word(random) + u'.';
    } else if (contribution < 0.7) {
        text += QStringLiteral(" We study ") + word(random) + u' ' + word(random) + QStringLiteral(" in ") +
            word(random) + u'.';
    }
    const bool chinese = random.chance(0.01);
    const bool url = random.chance(0.1);
    const int urlSpace = url ? 60 : 0;
    while (text.size() < target - urlSpace) {
        text += u' ';
        appendSentence(text, random);
    }
    if (chinese) {
        text += u' ';
        const int words = random.between(8, 20);
        for (int i = 0; i < words; ++i)
            text += pick(ChineseWords, random);
        text += u'。';
    }
    if (url) {
        text += QStringLiteral(" Code is available at https://github.com/") + word(random).toLower() + u'/' +
            m_words[random.between(0, 300)].toLower() + u'.';
    }
    return text;
}

QList<CollectionSpec> Corpus::collections(qint64 n)
{
    static const struct
    {
        const char *header;
        const char *file;
        int year;
    } venues[] = {
        { "ICLR 2025 Papers", "iclr-2025.txt", 2025 },
        { "NeurIPS 2024 Papers", "neurips-2024.txt", 2024 },
        { "ICML 2025 Papers", "icml-2025.txt", 2025 },
        { "CVPR 2025 论文列表", "cvpr-2025.txt", 2025 },
        { "ACL 2023 Papers", "acl-2023.txt", 2023 },
    };
    // About 25,000 abstracts a file, at most five files.
    const qint64 files = std::clamp<qint64>(n / 25000, 1, countOf(venues));
    QList<CollectionSpec> specs;
    qint64 first = 0;
    for (qint64 f = 0; f < files; ++f) {
        const qint64 count = n / files + (f < n % files ? 1 : 0);
        specs.append(
            { QString::fromUtf8(venues[f].header), QString::fromUtf8(venues[f].file), venues[f].year, first, count });
        first += count;
    }
    return specs;
}

QStringList Corpus::writeFiles(qint64 n, const QString &dir) const
{
    return writeCollections(
        n,
        dir,
        [](const CollectionSpec &spec) { return spec.fileName; },
        [](const CollectionSpec &spec) { return spec.header.toUtf8() + "\n\n"; },
        [this](const CollectionSpec &, qint64 i) { return abstract(i).toUtf8() + "\n\n"; });
}

QStringList Corpus::writeRisFiles(qint64 n, const QString &dir) const
{
    return writeCollections(
        n,
        dir,
        [](const CollectionSpec &spec) { return QFileInfo(spec.fileName).completeBaseName() + QStringLiteral(".ris"); },
        [](const CollectionSpec &) { return QByteArray(); },
        [this](const CollectionSpec &spec, qint64 i) {
            Random random(m_seed ^ (0xA0717ULL * std::uint64_t(i + 1)));
            QByteArray record = "TY  - JOUR\r\n";
            for (int authors = random.between(1, 5); authors > 0; --authors) {
                const QChar initial(u'A' + random.between(0, 25));
                record += "AU  - " +
                    (m_families[zipfRank(m_familyCumulative, random)] + u", " + initial + u'.').toUtf8() + "\r\n";
            }
            return record + "PY  - " + QByteArray::number(spec.year) + "\r\nT2  - " + spec.header.toUtf8() +
                "\r\nAB  - " + abstract(i).toUtf8() + "\r\nER  - \r\n\r\n";
        });
}

QStringList Corpus::writeCollections(qint64 n,
    const QString &dir,
    const std::function<QString(const CollectionSpec &)> &fileName,
    const std::function<QByteArray(const CollectionSpec &)> &start,
    const std::function<QByteArray(const CollectionSpec &, qint64)> &record) const
{
    QStringList paths;
    for (const CollectionSpec &spec : collections(n)) {
        const QString path = QDir(dir).filePath(fileName(spec));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            throw std::runtime_error("cannot write " + path.toStdString());
        QByteArray buffer = start(spec);
        for (qint64 i = spec.first; i < spec.first + spec.count; ++i) {
            buffer += record(spec, i);
            if (buffer.size() > (4 << 20)) {
                file.write(buffer);
                buffer.clear();
            }
        }
        file.write(buffer);
        paths.append(path);
    }
    return paths;
}

QStringList Corpus::authorQueries() const
{
    return { QStringLiteral("author:") + m_families.first(),
        QStringLiteral("author:Mueller"),
        QStringLiteral("author:") + m_families[FamilyCount / 2],
        QStringLiteral("author:") + m_families[3] + u' ' + m_words[20].toLower() };
}

QStringList Corpus::twoWordQueries(int count) const
{
    Random random(m_seed ^ 0x5EA7C4ULL);
    QStringList queries;
    while (queries.size() < count) {
        // Words people search for: frequent enough to matter, not the handful that are everywhere.
        const QString first = m_words[random.between(10, 400)].toLower();
        const QString second = m_words[random.between(10, 1500)].toLower();
        if (first == second || first.contains(u'-') || second.contains(u'-'))
            continue;
        queries.append(first + u' ' + second);
    }
    return queries;
}

QString Corpus::commonWord() const
{
    return m_words.first();
}

QString Corpus::rareWord() const
{
    return m_words[VocabularySize - 7];
}

QString Corpus::phrase() const
{
    return QStringLiteral("\"graph neural networks\"");
}

} // namespace Lectern::Bench
