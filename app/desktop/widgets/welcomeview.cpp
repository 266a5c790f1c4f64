// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/welcomeview.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Lectern::Desktop {

WelcomeView::WelcomeView(QWidget *parent)
    : QWidget(parent)
    , m_import(new QPushButton(QIcon::fromTheme(QStringLiteral("document-import")), tr("Import abstracts…"), this))
    , m_demo(new QPushButton(tr("Open demo library"), this))
{
    auto *heading = new QLabel(tr("Your library is empty"), this);
    QFont headingFont = heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.6);
    heading->setFont(headingFont);
    heading->setAlignment(Qt::AlignCenter);

    auto *text = new QLabel(tr("Import abstracts: a text file with a line naming the collection, then one abstract "
                               "per paragraph, or a RIS, BibTeX, Web of Science, PubMed, CSV or JSON export of a reference manager or "
                               "database. You can also drop files on this window."),
        this);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    text->setFixedWidth(460);

    m_import->setDefault(true);
    connect(m_import, &QPushButton::clicked, this, &WelcomeView::importRequested);
    connect(m_demo, &QPushButton::clicked, this, &WelcomeView::demoRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_import);
    buttons->addWidget(m_demo);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(heading);
    layout->addSpacing(8);
    // Centred by stretches, not by an alignment flag, which would lose the label's height-for-width.
    auto *centred = new QHBoxLayout;
    centred->addStretch();
    centred->addWidget(text);
    centred->addStretch();
    layout->addLayout(centred);
    layout->addSpacing(16);
    layout->addLayout(buttons);
    layout->addStretch(3);
}

} // namespace Lectern::Desktop
