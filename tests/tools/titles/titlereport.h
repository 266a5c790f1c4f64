// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The figures lectern-title-eval reports for a set of inferred titles (titlemeasures.h).
namespace Lectern::TitleReport {

// An inferred title judged against the real one.
struct Judged
{
    QString real;
    QString inferred;
    QString name; // the name the real title starts with, if the abstract mentions it
    double f1 = 0;
};

struct Figures
{
    qsizetype papers = 0;
    double f1 = 0; // sums, until divided by papers
    double firstWordsF1 = 0;
    qsizetype named = 0;
    qsizetype namedFound = 0;
    qsizetype generic = 0;
    qsizetype cut = 0;
    double microseconds = 0;

    // Counts a paper's inferred title; returns it judged.
    Judged add(const QString &real, const QString &abstract, const QString &inferred);
    void add(const Figures &other);
    double meanF1() const { return papers > 0 ? f1 / double(papers) : 0; }
    double meanFirstWordsF1() const { return papers > 0 ? firstWordsF1 / double(papers) : 0; }
};

} // namespace Lectern::TitleReport
