// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/prismaview.h"

#include <QEvent>
#include <QPainter>

namespace Lectern::Desktop {

PrismaView::PrismaView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("PRISMA flow diagram"));
    layOut();
}

void PrismaView::setFlow(const Review::PrismaFlow &flow, const QString &reviewName)
{
    m_flow = flow;
    m_reviewName = reviewName;
    layOut();
}

void PrismaView::layOut()
{
    m_diagram.emplace(m_flow, font());
    // A screen reader reads the counts the picture shows.
    setAccessibleDescription(Review::prismaMarkdown(m_flow, m_reviewName));
    setMinimumSize(m_diagram->size().toSize());
    updateGeometry();
    update();
}

QSize PrismaView::sizeHint() const
{
    return m_diagram->size().toSize();
}

void PrismaView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    m_diagram->paint(painter, PrismaDiagram::Colors::of(palette()));
}

void PrismaView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        layOut();
    QWidget::changeEvent(event);
}

} // namespace Lectern::Desktop
