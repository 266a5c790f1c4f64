// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlereading.h"

// The titles the rules propose for an abstract, for a learned scorer to choose among (issue 32):
// the rules' own title first, then the names, statements and opening phrases the rules read,
// each in several lengths (with fewer of its complements, without or with the field the
// abstract opens with), for a title may say more or less than the rules' own choice.
namespace Lectern::Text::TitleRules {

struct TitleCandidate
{
    // Where a candidate comes from, as its scorer tells them apart.
    enum Kind : quint8 {
        Rules, // the rules' own title
        Named, // "NAME: what it is"
        NameAlone, // "NAME"
        Contribution, // the object of "we propose …"
        Subject, // the object of "we study …", "this paper considers …", or a study's aim
        Clause, // a clause a statement ends with: "Determining whether …"
        Finding, // what "we show that …" or "we investigate how …" says
        Topic, // the phrase the abstract opens with
        FirstSentence, // the first sentence, when it is short enough
        Capitalised, // words capitalised inside a sentence: "Annealed Variational Objectives"
        KindCount
    };

    QString text{};
    Kind kind = Rules;
    qsizetype sentence = -1; // the sentence it was read from; -1 when made of several
    // The word before the phrase in its sentence, lower-cased ("propose", "called"); for a
    // capitalised run, the ways it is the paper's own ("object initials").
    QString cue{};
    qsizetype limit = MaxTitleWords; // the words its phrase was allowed
    bool field = false; // completed with the field the abstract opens with
    bool further = false; // a statement after the first: "we further analyze …", "we also show …"
};

// The candidates for an abstract: the rules' title first, no two the same text, none empty.
QList<TitleCandidate> titleCandidates(const Reading &reading);

} // namespace Lectern::Text::TitleRules
