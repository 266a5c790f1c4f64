// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningsession.h"

#include "storage/paperdetailsreader.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>

namespace Lectern::Review {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Review)
};

bool isRelevant(Verdict verdict)
{
    return verdict == Verdict::Include || verdict == Verdict::Maybe;
}

ReviewInfo storedReview(const Storage::Database &database, ReviewId id)
{
    const auto review = Storage::ReviewStore(database).review(id);
    if (!review) // removed by another member of a team library, or by the command line
        throw Storage::StorageError(Tr::tr("The review is no longer in the library."));
    return *review;
}

// The order saved with a review; an order this build does not know (saved by a later one) is
// its default model's.
QString savedOrder(const ReviewInfo &review)
{
    return Prioritiser::orderNamed(review.screeningOrder).value_or(RelevanceModels::defaultName());
}

QList<ScreeningRecord> screeningRecords(const QList<PaperDetails> &papers)
{
    QList<ScreeningRecord> records;
    records.reserve(papers.size());
    for (const PaperDetails &details : papers) {
        const Paper &paper = details.paper;
        records.append({ paper.titleInferred ? QString() : paper.title, paper.abstract, paper.reference.keywords });
    }
    return records;
}

} // namespace

QString defaultReviewerName(const QString &memberLogin)
{
    if (!memberLogin.isEmpty())
        return memberLogin;
    const QString login = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return login.isEmpty() ? QStringLiteral("reviewer") : login;
}

ScreeningSession::Start ScreeningSession::Start::read(
    const Storage::Database &database, ReviewId review, const QString &reviewer)
{
    const Storage::ReviewStore reviews(database);
    return { storedReview(database, review),
        Storage::PaperDetailsReader(database).details(reviews.papers(review)),
        reviews.latestDecisions(review, reviewer) };
}

ScreeningSession::ScreeningSession(
    const Storage::Database &database, ReviewId review, const QString &reviewer, const QString &order)
    : ScreeningSession(
          Start::read(database, review, reviewer),
          reviewer,
          [&database](const Write &write) { write(database); },
          order)
{
}

ScreeningSession::ScreeningSession(Start start, const QString &reviewer, Writer writer, const QString &order)
    : m_writer(std::move(writer))
    , m_review(std::move(start.review))
    , m_reviewer(reviewer)
    , m_details(std::move(start.papers))
    , m_records(screeningRecords(m_details))
    , m_features(Prioritiser::featuresFor(QList<ScreeningRecord>(m_details.size()), OrderingPolicy::names().first()))
    , m_prioritiser(m_features, order.isEmpty() ? savedOrder(m_review) : order)
{
    m_papers.reserve(m_details.size());
    for (const PaperDetails &details : std::as_const(m_details)) {
        m_index.insert(details.paper.id, m_papers.size());
        m_papers.append(details.paper.id);
    }
    for (const Decision &decision : std::as_const(start.decisions)) {
        m_decisions.insert(decision.paper, decision);
        if (decision.verdict != Verdict::Undecided)
            m_decided.append(decision.paper);
    }
    rebuild(m_prioritiser.orderName());
}

const PaperDetails *ScreeningSession::details(PaperId paper) const
{
    const qsizetype index = indexOf(paper);
    return index < 0 ? nullptr : &m_details[index];
}

void ScreeningSession::setFeatures(std::shared_ptr<const TextFeatures> features, const QString &order)
{
    m_features = std::move(features);
    m_featuresOrder = order;
    rebuild(orderName());
}

bool ScreeningSession::needsFeatures() const
{
    return m_prioritiser.learns() && m_featuresOrder.compare(orderName(), Qt::CaseInsensitive) != 0;
}

void ScreeningSession::setOrder(const QString &order)
{
    rebuild(order);
    ReviewInfo saved = m_review;
    saved.screeningOrder = orderName();
    m_writer([saved](const Storage::Database &database) {
        Storage::ReviewStore(database).update(saved, Storage::ReviewStore::Counting::Later);
    });
    m_review = saved;
}

void ScreeningSession::rebuild(const QString &order)
{
    m_prioritiser = Prioritiser(m_features, order, 1);
    for (const Decision &decision : std::as_const(m_decisions)) {
        const qsizetype index = indexOf(decision.paper);
        if (index >= 0 && decision.verdict != Verdict::Undecided)
            m_prioritiser.decide(index, isRelevant(decision.verdict));
    }
    ++m_generation;
    reorder();
    if (!m_current)
        showNext();
}

std::optional<Decision> ScreeningSession::decisionOf(PaperId paper) const
{
    const auto found = m_decisions.constFind(paper);
    if (found == m_decisions.cend() || found->verdict == Verdict::Undecided)
        return std::nullopt;
    return *found;
}

void ScreeningSession::record(PaperId paper, const Decision &decision)
{
    Decision stored = decision;
    stored.paper = paper;
    stored.reviewer = m_reviewer;
    stored.decidedAt = 0;
    m_writer([review = m_review.id, stored](
                 const Storage::Database &database) { Storage::ReviewStore(database).record(review, stored); });
    m_decisions.insert(paper, stored);
    m_decided.removeOne(paper);
    if (stored.verdict != Verdict::Undecided)
        m_decided.append(paper);
    const qsizetype index = indexOf(paper);
    if (stored.verdict == Verdict::Undecided)
        m_prioritiser.forget(index);
    else
        m_prioritiser.decide(index, isRelevant(stored.verdict));
    ++m_generation;
}

void ScreeningSession::decide(Verdict verdict, const QString &reason, const QString &note)
{
    if (!m_current)
        return;
    const PaperId paper = *m_current;
    const Decision before = m_decisions.value(paper, Decision{ paper, Verdict::Undecided, {}, {}, m_reviewer, 0 });
    record(paper, { paper, verdict, reason, note, m_reviewer, 0 });
    m_undo.append({ paper, before });
    showNext();
}

void ScreeningSession::skip()
{
    if (!m_current)
        return;
    m_skipped.insert(*m_current);
    showNext();
}

void ScreeningSession::undo()
{
    if (m_undo.isEmpty())
        return;
    const UndoStep step = m_undo.takeLast();
    record(step.paper, step.before);
    m_skipped.remove(step.paper);
    m_current = step.paper;
}

void ScreeningSession::retrain()
{
    m_prioritiser.retrain();
    reorder();
    if (!m_current)
        showNext();
}

bool ScreeningSession::adoptTrained(const Prioritiser &trained, quint64 generation)
{
    if (generation != m_generation)
        return false;
    m_prioritiser = trained;
    reorder();
    if (!m_current)
        showNext();
    return true;
}

void ScreeningSession::reorder()
{
    m_order = m_prioritiser.order();
}

void ScreeningSession::showNext()
{
    m_current.reset();
    for (int pass = 0; pass < 2 && !m_current; ++pass) {
        for (const qsizetype index : m_order) {
            const PaperId paper = m_papers[index];
            if (!decisionOf(paper) && !m_skipped.contains(paper)) {
                m_current = paper;
                break;
            }
        }
        if (!m_current)
            m_skipped.clear(); // every other paper is decided: the skipped ones come back
    }
}

ScreeningCounts ScreeningSession::counts() const
{
    return ScreeningCounts::of(m_papers, m_decisions);
}

Explanation ScreeningSession::explain() const
{
    if (!m_current)
        return {};
    const qsizetype index = indexOf(*m_current);
    return m_prioritiser.explain(index, m_records[index]);
}

StoppingHint ScreeningSession::stoppingHint() const
{
    std::vector<bool> screened;
    screened.reserve(static_cast<std::size_t>(m_decided.size()));
    for (const PaperId paper : m_decided)
        screened.push_back(isRelevant(m_decisions.value(paper).verdict));
    StoppingHint hint;
    for (auto it = screened.crbegin(); it != screened.crend() && !*it; ++it)
        ++hint.irrelevantInARow;
    hint.estimate = StoppingRule().estimate(screened, m_papers.size());
    return hint;
}

} // namespace Lectern::Review
