// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/similarpaperswindow.h"

#include "storage/backgroundreader.h"
#include "storage/paperstore.h"
#include "text/richtext.h"
#include "widgets/closeshortcuts.h"
#include "widgets/plaintext.h"
#include "widgets/softbreaks.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

enum Column { TitleColumn, YearColumn, SharedColumn, ColumnCount };

QString titleOf(const PaperSummary &paper)
{
    return Text::RenderedText::plainTextOf(paper.title);
}

} // namespace

SimilarPapersWindow::SimilarPapersWindow(const Storage::Location &library, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_reader(std::make_unique<Storage::BackgroundReader>(library))
    , m_heading(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_status(new QLabel(this))
    , m_open(new QPushButton(tr("&Show in List"), this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("More Like This"));
    closeWithStandardKeys(this);
    for (QLabel *label : { m_heading, m_status }) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_list->setAccessibleName(tr("Papers like the ones chosen, closest first"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({ tr("Title"), tr("Year"), tr("Shared Words") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(YearColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(SharedColumn, QHeaderView::Interactive);
    m_list->header()->resizeSection(SharedColumn, 280);
    m_open->setToolTip(tr("Show the paper in the main window's list"));
    m_open->setEnabled(false);
    connect(m_list, &QTreeWidget::itemActivated, this, &SimilarPapersWindow::openCurrent);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        m_open->setEnabled(current != nullptr);
    });
    connect(m_open, &QPushButton::clicked, this, &SimilarPapersWindow::openCurrent);
    connect(m_reader.get(), &Storage::BackgroundReader::failed, this, &SimilarPapersWindow::showFailure);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    resize(860, 520);
}

SimilarPapersWindow::~SimilarPapersWindow() = default;

void SimilarPapersWindow::findLike(const QList<PaperId> &papers)
{
    m_searching = true;
    m_list->clear();
    m_heading->setText(papers.size() == 1 ? tr("Papers like the paper chosen")
                                          : tr("Papers like the %n papers chosen", nullptr, int(papers.size())));
    m_status->setText(tr("Looking for papers that share their rarer words…"));
    m_reader->run<Found>(
        [papers](const Storage::Database &database) {
            Found found;
            const Storage::PaperStore store(database);
            found.asked = store.summaries(papers);
            found.papers = Review::SimilarPapers(database).find(papers, Limit);
            QList<PaperId> ids;
            for (const Review::SimilarPaper &paper : std::as_const(found.papers))
                ids.append(paper.paper);
            for (const PaperSummary &summary : store.summaries(ids))
                found.summaries.insert(summary.id, summary);
            return found;
        },
        [this](const Found &found) { showFound(found); });
}

void SimilarPapersWindow::showFound(const Found &found)
{
    m_searching = false;
    if (found.asked.size() == 1)
        m_heading->setText(
            SoftBreaks::forLabel(tr("Papers like “%1”").arg(cutForDisplay(titleOf(found.asked.front()), 300))));
    for (const Review::SimilarPaper &paper : found.papers) {
        const auto summary = found.summaries.constFind(paper.paper);
        if (summary == found.summaries.cend())
            continue; // deleted meanwhile
        // Items show text as it is: a title is never markup here.
        auto *item = new QTreeWidgetItem(m_list,
            { cutForDisplay(titleOf(*summary), 300),
                summary->year ? QString::number(summary->year) : QString(),
                paper.sharedWords.join(QStringLiteral(", ")) });
        item->setData(TitleColumn, Qt::UserRole, paper.paper);
        item->setToolTip(TitleColumn, plainToRichText(titleOf(*summary)));
        item->setToolTip(
            SharedColumn, plainToRichText(tr("Shares with the papers chosen: %1").arg(item->text(SharedColumn))));
    }
    m_status->setText(m_list->topLevelItemCount() == 0
            ? tr("No other paper of the library shares enough of their words.")
            : tr("%n paper(s), closest first. Open one to show it in the list.", nullptr, m_list->topLevelItemCount()));
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    Q_EMIT searchEnded();
}

void SimilarPapersWindow::showFailure(const QString &message)
{
    m_searching = false;
    m_status->setText(tr("Cannot look for papers like these: %1").arg(message));
    Q_EMIT searchEnded();
}

void SimilarPapersWindow::openCurrent()
{
    if (const QTreeWidgetItem *item = m_list->currentItem())
        Q_EMIT paperChosen(item->data(TitleColumn, Qt::UserRole).value<PaperId>());
}

} // namespace Lectern::Desktop
