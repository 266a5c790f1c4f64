// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeninglabels.h"

#include <algorithm>

namespace Lectern::Review {

ScreeningLabels::ScreeningLabels(qsizetype documents) : m_labels(static_cast<std::size_t>(documents), Undecided) { }

void ScreeningLabels::decide(qsizetype document, bool relevant)
{
    forget(document);
    m_labels[static_cast<std::size_t>(document)] = relevant ? 1 : 0;
    m_decided.push_back({ document, relevant });
    m_relevant += relevant ? 1 : 0;
}

void ScreeningLabels::forget(qsizetype document)
{
    qint8 &label = m_labels[static_cast<std::size_t>(document)];
    if (label == Undecided)
        return;
    m_relevant -= label;
    label = Undecided;
    std::erase_if(m_decided, [document](const TrainingExample &e) { return e.document == document; });
}

} // namespace Lectern::Review
