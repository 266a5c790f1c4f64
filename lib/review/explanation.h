// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Lectern::Review {

// Why a paper was suggested: the words of the paper that raised its score most, and those that
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

} // namespace Lectern::Review
