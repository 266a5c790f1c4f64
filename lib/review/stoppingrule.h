// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace Lectern::Review {

// How many relevant papers a review may have left, and whether screening can stop: the
// statistical stopping criterion of Callaghan and Müller-Hansen (2020, "Statistical stopping
// criteria for automated screening in systematic reviews", Systematic Reviews 9:273,
// doi:10.1186/s13643-020-01521-4).
//
// The papers screened most recently are taken as a random sample of those not screened before
// them, the ones left included; a prioritised order shows the likeliest first, so the sample
// holds at least as many relevant papers as a random one would, and the test errs on the side of
// screening on. For each number x of relevant papers left, the chance of seeing as few relevant
// papers as were seen in the last n screened (a hypergeometric draw of n from the papers left
// and those n, with x plus what they held relevant) is found for every n; its least is p(x),
// which falls as x grows. At confidence c, the papers left hold at most the largest x whose p(x)
// is at least 1 − c; "about" is the largest whose p(x) is at least a half. Screening can stop
// once that bound puts recall at or above the target: the test of the paper's null hypothesis,
// "recall is below the target", rejected at 1 − c.
class StoppingRule
{
public:
    explicit StoppingRule(double targetRecall = 0.95, double confidence = 0.95)
        : m_targetRecall(targetRecall), m_confidence(confidence)
    {
    }

    struct Estimate
    {
        qsizetype screened = 0;
        qsizetype relevantFound = 0;
        qsizetype likelyLeft = 0; // relevant papers left: the median estimate
        qsizetype mostLeft = 0; // and the bound at the rule's confidence
        double recallAtLeast = 0; // the recall that bound leaves: found / (found + mostLeft)
        bool canStop = false; // recallAtLeast reaches the target
    };

    double targetRecall() const { return m_targetRecall; }
    double confidence() const { return m_confidence; }
    // From the decisions in the order they were made (true: relevant), of `papers` in all.
    Estimate estimate(const std::vector<bool> &screened, qsizetype papers) const;
    // Only whether screening can stop: one test, quicker than estimate() (for simulations).
    bool canStop(const std::vector<bool> &screened, qsizetype papers) const;

    // P(X ≤ k) for X hypergeometric: `draws` papers drawn from `population` of which `marked`
    // are relevant. Public for its test.
    static double hypergeometricCdf(qsizetype k, qsizetype population, qsizetype marked, qsizetype draws);

private:
    double m_targetRecall;
    double m_confidence;
};

} // namespace Lectern::Review
