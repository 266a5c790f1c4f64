// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/prismaflow.h"
#include "widgets/prismadiagram.h"

#include <QWidget>

#include <optional>

namespace Lectern::Desktop {

// Shows a review's PRISMA flow diagram in the window's palette and font.
class PrismaView : public QWidget
{
    Q_OBJECT

public:
    explicit PrismaView(QWidget *parent = nullptr);

    void setFlow(const Review::PrismaFlow &flow, const QString &reviewName);
    const Review::PrismaFlow &flow() const { return m_flow; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void layOut();

    Review::PrismaFlow m_flow;
    QString m_reviewName;
    std::optional<PrismaDiagram> m_diagram;
};

} // namespace Lectern::Desktop
