// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/relevance.h"

#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitehandle.h"

#include <sqlite3.h>

#include <cmath>
#include <memory>
#include <vector>

namespace Lectern::Storage::Sqlite {
namespace {

// bm25's constants, as FTS5 has them.
constexpr double K1 = 1.2;
constexpr double B = 0.75;

// From this many papers on, a word's estimate stands in for counting them: sampled in 64 such
// papers at least, the estimate is within about 12 % (one standard deviation), which moves the
// weight, the logarithm of the library's size over it, by about 2 % at a million papers.
// Counting fewer costs at most 0.1 ms (about 22 ns a paper).
constexpr sqlite3_int64 EstimatedFrom = 4096;

// What a query's scores share: each phrase's weight and the papers' average length.
struct QueryWeights
{
    std::vector<double> ofPhrase;
    double averageLength = 1;
    std::vector<double> hits; // of each phrase in the row being scored
};

class WordEstimates
{
public:
    explicit WordEstimates(sqlite3 *connection)
    {
        // None in a library without the list (an older schema being upgraded): every phrase is counted.
        if (sqlite3_prepare_v2(connection, "SELECT papers FROM index_words WHERE word = ?", -1, &m_select, nullptr) !=
            SQLITE_OK)
            m_select = nullptr;
    }
    ~WordEstimates() { sqlite3_finalize(m_select); }
    WordEstimates(const WordEstimates &) = delete;
    WordEstimates &operator=(const WordEstimates &) = delete;

    // 0 when the word is not listed.
    sqlite3_int64 papersWith(const char *word, int size)
    {
        if (!m_select)
            return 0;
        sqlite3_bind_text(m_select, 1, word, size, SQLITE_STATIC);
        const sqlite3_int64 papers = sqlite3_step(m_select) == SQLITE_ROW ? sqlite3_column_int64(m_select, 0) : 0;
        sqlite3_reset(m_select);
        return papers;
    }

private:
    sqlite3_stmt *m_select = nullptr;
};

int countPaper(const Fts5ExtensionApi * /*api*/, Fts5Context * /*fts*/, void *count)
{
    ++*static_cast<sqlite3_int64 *>(count);
    return SQLITE_OK;
}

// How many papers have a phrase: estimated for a common word, counted otherwise.
int papersWith(
    const Fts5ExtensionApi *api, Fts5Context *fts, int phrase, WordEstimates &estimates, sqlite3_int64 &papers)
{
    const char *token = nullptr;
    int size = 0;
    if (api->iVersion >= 3 && api->xPhraseSize(fts, phrase) == 1 &&
        api->xQueryToken(fts, phrase, 0, &token, &size) == SQLITE_OK) {
        papers = estimates.papersWith(token, size);
        if (papers >= EstimatedFrom)
            return SQLITE_OK;
    }
    papers = 0;
    return api->xQueryPhrase(fts, phrase, &papers, countPaper);
}

void deleteWeights(void *weights)
{
    delete static_cast<QueryWeights *>(weights);
}

// The query's weights, worked out for its first row.
int weightsOf(const Fts5ExtensionApi *api, Fts5Context *fts, QueryWeights *&weights)
{
    weights = static_cast<QueryWeights *>(api->xGetAuxdata(fts, 0));
    if (weights)
        return SQLITE_OK;
    auto made = std::make_unique<QueryWeights>();
    sqlite3_int64 papers = 0;
    sqlite3_int64 tokens = 0;
    int result = api->xRowCount(fts, &papers);
    if (result == SQLITE_OK)
        result = api->xColumnTotalSize(fts, -1, &tokens);
    if (result != SQLITE_OK)
        return result;
    if (papers > 0)
        made->averageLength = static_cast<double>(tokens) / static_cast<double>(papers);
    WordEstimates estimates(static_cast<sqlite3 *>(api->xUserData(fts)));
    const int phrases = api->xPhraseCount(fts);
    for (int phrase = 0; phrase < phrases; ++phrase) {
        sqlite3_int64 hits = 0;
        if ((result = papersWith(api, fts, phrase, estimates, hits)) != SQLITE_OK)
            return result;
        hits = std::min(hits, papers); // an estimate may count deleted papers
        const double weight = std::log((static_cast<double>(papers - hits) + 0.5) / (static_cast<double>(hits) + 0.5));
        made->ofPhrase.push_back(weight > 0 ? weight : 1e-6);
    }
    made->hits.resize(made->ofPhrase.size());
    weights = made.get();
    // On failure FTS5 deletes what it was given.
    return api->xSetAuxdata(fts, made.release(), deleteWeights);
}

void relevance(const Fts5ExtensionApi *api,
    Fts5Context *fts,
    sqlite3_context *context,
    int /*argumentCount*/,
    sqlite3_value ** /*arguments*/)
{
    QueryWeights *weights = nullptr;
    int result = weightsOf(api, fts, weights);
    int instances = 0;
    if (result == SQLITE_OK)
        result = api->xInstCount(fts, &instances);
    if (result == SQLITE_OK) {
        std::fill(weights->hits.begin(), weights->hits.end(), 0.0);
        for (int i = 0; i < instances && result == SQLITE_OK; ++i) {
            int phrase = 0;
            int column = 0;
            int offset = 0;
            if ((result = api->xInst(fts, i, &phrase, &column, &offset)) == SQLITE_OK)
                weights->hits[static_cast<size_t>(phrase)] += 1;
        }
    }
    int length = 0;
    if (result == SQLITE_OK)
        result = api->xColumnSize(fts, -1, &length);
    if (result != SQLITE_OK) {
        sqlite3_result_error_code(context, result);
        return;
    }
    const double lengthFactor = K1 * (1 - B + B * static_cast<double>(length) / weights->averageLength);
    double score = 0;
    for (size_t phrase = 0; phrase < weights->hits.size(); ++phrase) {
        const double hits = weights->hits[phrase];
        score += weights->ofPhrase[phrase] * (hits * (K1 + 1)) / (hits + lengthFactor);
    }
    sqlite3_result_double(context, -score); // best first in ascending order, as bm25
}

} // namespace

void registerRelevance(const QSqlDatabase &connection)
{
    sqlite3 *handle = handleOf(connection);
    if (fts5_api *fts5 = handle ? fts5Of(handle) : nullptr)
        fts5->xCreateFunction(fts5, "relevance", handle, &relevance, nullptr);
}

} // namespace Lectern::Storage::Sqlite
