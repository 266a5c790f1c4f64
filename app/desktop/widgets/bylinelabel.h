// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QLabel>

namespace Lectern::Desktop {

// Who wrote a paper and where it appeared, on one line that fits the width it is given: as many
// authors as fit, then how many more ("Faraj K., Edwards L., … +3 · Nature · 2021"). However many
// authors a paper has, the line never asks for more width; the tooltip names them all.
class BylineLabel : public QLabel
{
    Q_OBJECT

public:
    explicit BylineLabel(QWidget *parent = nullptr);

    // after: what follows the authors ("Nature · 2021 · search.ris"), perhaps empty.
    void setByline(const QList<PersonName> &authors, const QString &after);
    void clearByline();
    // The whole line, as it would be shown with room for all of it.
    QString fullText() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The line with the first shown authors and a count of the rest.
    QString lineWith(qsizetype shown) const;
    void fit();

    QStringList m_names; // "Faraj K.", of the first authors
    qsizetype m_authorCount = 0;
    QString m_after;
};

} // namespace Lectern::Desktop
