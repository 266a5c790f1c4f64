// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/reviewresultswindow.h"

#include "review/decisionexchange.h"
#include "storage/librarysession.h"
#include "storage/paperdetailsreader.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "tasks/libraryworker.h"
#include "widgets/abstractview.h"
#include "widgets/closeshortcuts.h"
#include "widgets/plaintext.h"
#include "widgets/prismadiagram.h"
#include "widgets/prismaview.h"

#include <QAction>
#include <QBuffer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

// The papers of the conflicts table: those in conflict, and those settled before, by id.
QList<PaperId> conflictPapers(const Review::ReviewResults &results)
{
    QList<PaperId> papers = results.consensus.conflicts;
    for (auto it = results.resolutions.cbegin(); it != results.resolutions.cend(); ++it) {
        if (it->verdict != Verdict::Undecided && !papers.contains(it.key()))
            papers.append(it.key());
    }
    std::sort(papers.begin(), papers.end());
    return papers;
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // names and reasons come from users
    label->setWordWrap(true);
    return label;
}

QString verdictText(const Decision &decision)
{
    QString text;
    switch (decision.verdict) {
    case Verdict::Include:
        text = ReviewResultsWindow::tr("Include");
        break;
    case Verdict::Exclude:
        text = ReviewResultsWindow::tr("Exclude");
        break;
    case Verdict::Maybe:
        text = ReviewResultsWindow::tr("Maybe");
        break;
    case Verdict::Undecided:
        return ReviewResultsWindow::tr("—");
    }
    return decision.reason.isEmpty() ? text : ReviewResultsWindow::tr("%1: %2").arg(text, decision.reason);
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidgetItem *numberCell(qsizetype number)
{
    QTableWidgetItem *item = cell(QLocale().toString(number));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget *table(QWidget *parent)
{
    auto *view = new QTableWidget(parent);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTabKeyNavigation(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

// The diagram in files: a fixed size in pixels, whatever the screen, and the family by the name
// an SVG reader can find (not the alias "Sans Serif").
QFont fileFont(const QFont &font)
{
    QFont chosen(font);
    chosen.setFamily(QFontInfo(font).family());
    chosen.setPixelSize(14);
    return chosen;
}

} // namespace

ReviewResultsWindow::ReviewResultsWindow(
    LibraryWorker &worker, ReviewId review, const QString &reviewer, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_worker(&worker)
    , m_review(review)
    , m_reviewer(reviewer)
    , m_pages(new QStackedWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_refreshDelay(new QTimer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    m_refreshDelay->setSingleShot(true);
    m_refreshDelay->setInterval(300);
    connect(m_refreshDelay, &QTimer::timeout, this, &ReviewResultsWindow::refresh);
    m_tabs->addTab(createFlowPage(), tr("&Flow Diagram"));
    m_tabs->addTab(createReviewersPage(), tr("&Reviewers"));
    m_tabs->addTab(createConflictsPage(), tr("&Conflicts"));
    m_tabs->setAccessibleName(tr("Review results"));
    auto *results = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins({});
    resultsLayout->addWidget(createOwnerBlindBar());
    resultsLayout->addWidget(m_tabs, 1);
    m_pages->addWidget(results);
    m_pages->addWidget(createBlindPage());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);

    auto *reload = new QAction(tr("Refresh"), this);
    reload->setShortcut(QKeySequence::Refresh);
    connect(reload, &QAction::triggered, this, &ReviewResultsWindow::refresh);
    addAction(reload);
    closeWithStandardKeys(this);
    resize(900, 680);
    refresh();
}

QWidget *ReviewResultsWindow::createFlowPage()
{
    auto *page = new QWidget(this);
    m_flow = new PrismaView(page);
    auto *scroll = new QScrollArea(page);
    scroll->setWidget(m_flow);
    scroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    scroll->setBackgroundRole(QPalette::Window);
    scroll->setAccessibleName(tr("Flow diagram"));
    auto *exportButton = new QPushButton(tr("&Export Diagram…"), page);
    connect(exportButton, &QPushButton::clicked, this, &ReviewResultsWindow::exportFlow);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *ReviewResultsWindow::createReviewersPage()
{
    auto *page = new QWidget(this);
    m_reviewers = table(page);
    m_reviewers->setAccessibleName(tr("Reviewers"));
    m_agreement = plainLabel(page);
    m_agreement->setAccessibleName(tr("Agreement between the reviewers"));
    m_imported = plainLabel(page);
    m_imported->setAccessibleName(tr("Decisions imported"));
    m_imported->hide();
    auto *importButton = new QPushButton(tr("&Import Decisions…"), page);
    connect(importButton, &QPushButton::clicked, this, &ReviewResultsWindow::importDecisions);
    auto *exportButton = new QPushButton(tr("Export &Agreement…"), page);
    connect(exportButton, &QPushButton::clicked, this, &ReviewResultsWindow::exportAgreement);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(importButton);
    buttons->addStretch();
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_agreement);
    layout->addWidget(m_reviewers, 1);
    layout->addWidget(m_imported);
    layout->addLayout(buttons);
    return page;
}

QWidget *ReviewResultsWindow::createConflictsPage()
{
    auto *page = new QWidget(this);
    m_conflicts = table(page);
    m_conflicts->setAccessibleName(tr("Conflicts"));
    auto *hint = plainLabel(page);
    hint->setText(tr("Papers on which the reviewers disagree. Settle the selected one for the review with I, E "
                     "or M; R reopens it."));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    const std::pair<QString, Verdict> choices[] = {
        { tr("&Include (I)"), Verdict::Include },
        { tr("E&xclude (E)"), Verdict::Exclude },
        { tr("&Maybe (M)"), Verdict::Maybe },
        { tr("Re&open (R)"), Verdict::Undecided },
    };
    const QKeySequence keys[] = { Qt::Key_I, Qt::Key_E, Qt::Key_M, Qt::Key_R };
    for (qsizetype i = 0; i < std::ssize(choices); ++i) {
        const auto &[text, verdict] = choices[i];
        auto *button = new QPushButton(text, page);
        buttons->addWidget(button);
        auto *action = new QAction(text, page);
        action->setShortcut(keys[i]);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        page->addAction(action);
        connect(action, &QAction::triggered, this, [this, verdict] { resolve(verdict); });
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
    }
    m_abstract = new AbstractView(page);
    m_abstract->setPlaceholderText(tr("This record has no abstract."));
    m_abstract->setAccessibleName(tr("Abstract of the selected conflict"));
    m_abstract->setReviewKeywords(m_results.review.inclusionKeywords, m_results.review.exclusionKeywords);
    connect(m_conflicts, &QTableWidget::currentCellChanged, this, &ReviewResultsWindow::showAbstract);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_conflicts);
    split->addWidget(m_abstract);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(hint);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *ReviewResultsWindow::createOwnerBlindBar()
{
    m_ownerBlindBar = new QFrame(this);
    m_ownerBlindBar->setFrameShape(QFrame::StyledPanel);
    auto *text = plainLabel(m_ownerBlindBar);
    text->setText(tr("This review is blind: each reviewer sees only their own decisions. As an owner of the library "
                     "you see them all."));
    auto *end = new QPushButton(tr("&End Blinding…"), m_ownerBlindBar);
    connect(end, &QPushButton::clicked, this, &ReviewResultsWindow::endBlinding);
    auto *layout = new QHBoxLayout(m_ownerBlindBar);
    layout->addWidget(text, 1);
    layout->addWidget(end);
    m_ownerBlindBar->hide();
    return m_ownerBlindBar;
}

QWidget *ReviewResultsWindow::createBlindPage()
{
    auto *page = new QWidget(this);
    // A column of readable width in the middle of the page. A wrapped label takes the height its
    // width needs only as a widget's layout: a layout aligned inside another one is given its
    // first guess, and the text was cut.
    auto *column = new QWidget(page);
    m_blindText = plainLabel(column);
    m_blindText->setAccessibleName(tr("Blind review"));
    auto *end = new QPushButton(tr("&End Blinding…"), column);
    connect(end, &QPushButton::clicked, this, &ReviewResultsWindow::endBlinding);
    auto *importButton = new QPushButton(tr("&Import Decisions…"), column);
    connect(importButton, &QPushButton::clicked, this, &ReviewResultsWindow::importDecisions);
    column->setMaximumWidth(m_blindText->fontMetrics().averageCharWidth() * 70);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(importButton);
    buttons->addWidget(end);
    buttons->addStretch();
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins({});
    columnLayout->addWidget(m_blindText);
    columnLayout->addLayout(buttons);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(column, 100);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch();
    layout->addLayout(row);
    layout->addStretch();
    return page;
}

void ReviewResultsWindow::importDecisions()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Decisions"), QString(), tr("Decisions exported by Lectern (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importDecisionsFrom(path);
}

void ReviewResultsWindow::importDecisionsFrom(const QString &path)
{
    if (!m_worker)
        return;
    QPointer<ReviewResultsWindow> self(this);
    m_worker->write(
        [review = m_review, path, self](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            QString error;
            const auto imported = Review::importDecisions(library.database(), review, path, &error);
            return [self, imported, error] {
                if (self)
                    self->showImported(imported, error);
            };
        },
        [self](const Storage::StorageError &error) {
            if (self)
                QMessageBox::warning(self, tr("Nothing was imported"), plainToRichText(error.message()));
        });
    refresh(); // after the import: the worker runs them in order
}

void ReviewResultsWindow::showImported(const std::optional<Review::ImportedDecisions> &imported, const QString &error)
{
    if (!imported) {
        QMessageBox::warning(this, tr("Nothing was imported"), plainToRichText(error));
        return;
    }
    QStringList lines{ tr("%n decision(s) of %1 imported.", nullptr, int(imported->imported))
            .arg(imported->reviewers.join(QStringLiteral(", "))) };
    if (!imported->unmatched.isEmpty()) {
        lines.append(
            tr("%n row(s) of the file name no paper of this review:", nullptr, int(imported->unmatched.size())));
        lines += imported->unmatched.mid(0, 5);
        if (imported->unmatched.size() > 5)
            lines.append(tr("… and %n more.", nullptr, int(imported->unmatched.size() - 5)));
    }
    m_imported->setText(lines.join(u'\n'));
    m_imported->show();
}

void ReviewResultsWindow::refreshSoon()
{
    m_refreshDelay->start();
}

void ReviewResultsWindow::refresh()
{
    if (!m_worker)
        return;
    struct Read
    {
        Review::ReviewResults results;
        QHash<PaperId, Paper> papers;
    };
    QPointer<ReviewResultsWindow> self(this);
    m_worker->read<Read>(
        [review = m_review](Storage::LibrarySession &library) {
            Read read{ Review::ReviewResults::read(library.database(), review), {} };
            for (const PaperDetails &details :
                Storage::PaperDetailsReader(library.database()).details(conflictPapers(read.results)))
                read.papers.insert(details.paper.id, details.paper);
            return read;
        },
        [self](const Read &read) {
            if (!self)
                return;
            self->m_results = read.results;
            self->m_conflictPapers = read.papers;
            self->showResults();
        },
        [self](const Storage::StorageError &error) {
            if (self)
                QMessageBox::warning(self, tr("The review cannot be read"), plainToRichText(error.message()));
        });
}

void ReviewResultsWindow::writeAndRefresh(std::function<void(Storage::ReviewStore &)> write, const QString &failure)
{
    if (!m_worker)
        return;
    QPointer<ReviewResultsWindow> self(this);
    m_worker->write(
        [write = std::move(write)](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            write(library.reviews());
            return {};
        },
        [self, failure](const Storage::StorageError &error) {
            if (self)
                QMessageBox::warning(self, failure, plainToRichText(error.message()));
        });
    refresh(); // after the write: the worker runs them in order
}

void ReviewResultsWindow::showResults()
{
    const ReviewInfo &review = m_results.review;
    setWindowTitle(tr("Results of “%1” — Lectern").arg(review.name));
    if (m_results.blindToReader) {
        const qsizetype at = m_results.reviewers.indexOf(m_reviewer);
        const Review::ScreeningCounts mine =
            at >= 0 ? m_results.counts[at] : Review::ScreeningCounts::of(m_results.papers, {});
        m_blindText->setText(tr("“%1” is a blind review: each reviewer sees only their own decisions until the "
                                "blinding ends. You (%2) have screened %3 of %4 papers.\n\nEnd the blinding once "
                                "every reviewer's decisions are imported, to see the conflicts, the agreement and "
                                "the flow diagram.")
                .arg(review.name, m_reviewer)
                .arg(mine.decided())
                .arg(mine.papers));
        m_pages->setCurrentIndex(1);
        return;
    }
    m_pages->setCurrentIndex(0);
    m_ownerBlindBar->setVisible(review.blind);
    m_abstract->setReviewKeywords(review.inclusionKeywords, review.exclusionKeywords);
    m_flow->setFlow(m_results.flow, review.name);
    showReviewers();
    showConflicts();
}

void ReviewResultsWindow::showReviewers()
{
    const QStringList headers{
        tr("Reviewer"), tr("Screened"), tr("Included"), tr("Excluded"), tr("Maybe"), tr("Not screened")
    };
    m_reviewers->clear();
    m_reviewers->setColumnCount(int(headers.size()));
    m_reviewers->setHorizontalHeaderLabels(headers);
    m_reviewers->setRowCount(int(m_results.reviewers.size()));
    for (int row = 0; row < m_results.reviewers.size(); ++row) {
        const Review::ScreeningCounts &counts = m_results.counts[row];
        const qsizetype values[] = {
            counts.decided(), counts.included, counts.excluded, counts.maybe, counts.undecided()
        };
        m_reviewers->setItem(row, 0, cell(m_results.reviewers[row]));
        for (int column = 1; column < headers.size(); ++column)
            m_reviewers->setItem(row, column, numberCell(values[column - 1]));
    }
    m_reviewers->horizontalHeader()->setStretchLastSection(false);
    m_reviewers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_reviewers->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);

    QStringList lines;
    for (const auto &pair : std::as_const(m_results.agreements)) {
        const Review::Agreement &agreement = pair.agreement;
        lines.append(tr("%1 and %2: %3 of %4 papers both decided agree; Cohen's kappa %5.")
                .arg(pair.first, pair.second)
                .arg(agreement.agreed)
                .arg(agreement.papers)
                .arg(agreement.kappa ? QLocale().toString(*agreement.kappa, 'f', 2) : tr("undefined")));
    }
    if (const auto &group = m_results.groupAgreement) {
        lines.append(tr("All %1 reviewers: %2 papers decided by all; Fleiss' kappa %3.")
                .arg(group->reviewers)
                .arg(group->papers)
                .arg(group->kappa ? QLocale().toString(*group->kappa, 'f', 2) : tr("undefined")));
    }
    if (m_results.reviewers.size() < 2)
        lines.append(tr("Agreement needs a second reviewer: import their decisions with Import Decisions…, from "
                        "the file they exported (lectern-cli review export --what decisions)."));
    m_agreement->setText(lines.join(u'\n'));
}

void ReviewResultsWindow::showConflicts()
{
    const int selectedRow = m_conflicts->currentRow();
    const QList<PaperId> papers = conflictPapers(m_results);

    QStringList headers{ tr("Paper") };
    headers += m_results.reviewers;
    headers.append(tr("Resolution"));
    m_conflicts->clear();
    m_conflicts->setColumnCount(int(headers.size()));
    m_conflicts->setHorizontalHeaderLabels(headers);
    m_conflicts->setRowCount(int(papers.size()));
    for (int row = 0; row < papers.size(); ++row) {
        const PaperId paper = papers[row];
        QTableWidgetItem *title = cell(m_conflictPapers.value(paper).title);
        title->setData(Qt::UserRole, paper);
        m_conflicts->setItem(row, 0, title);
        for (int i = 0; i < m_results.reviewers.size(); ++i)
            m_conflicts->setItem(row, i + 1, cell(verdictText(m_results.decisions[i].value(paper))));
        m_conflicts->setItem(row, int(headers.size()) - 1, cell(verdictText(m_results.resolutions.value(paper))));
    }
    m_conflicts->horizontalHeader()->setStretchLastSection(false);
    m_conflicts->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_conflicts->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    if (!papers.isEmpty())
        m_conflicts->setCurrentCell(std::clamp(selectedRow, 0, int(papers.size()) - 1), 0);
    const qsizetype open = m_results.consensus.conflicts.size();
    m_tabs->setTabText(2, open ? tr("&Conflicts (%1)").arg(open) : tr("&Conflicts"));
}

void ReviewResultsWindow::showAbstract()
{
    const QTableWidgetItem *selected = m_conflicts->item(m_conflicts->currentRow(), 0);
    m_abstract->setAbstract(
        selected ? m_conflictPapers.value(selected->data(Qt::UserRole).toLongLong()).abstract : QString());
}

void ReviewResultsWindow::resolve(Verdict verdict)
{
    const QTableWidgetItem *selected = m_conflicts->item(m_conflicts->currentRow(), 0);
    if (!selected)
        return;
    const Decision resolution{ selected->data(Qt::UserRole).toLongLong(), verdict, {}, {}, {}, 0 };
    writeAndRefresh(
        [review = m_review, resolution](Storage::ReviewStore &reviews) { reviews.resolve(review, resolution); },
        tr("The conflict was not settled"));
}

void ReviewResultsWindow::endBlinding()
{
    const auto answer = QMessageBox::question(this,
        tr("End Blinding"),
        plainToRichText(tr("Show every reviewer's decisions, the conflicts and the agreement of “%1”?")
                .arg(m_results.review.name)));
    if (answer != QMessageBox::Yes)
        return;
    ReviewInfo review = m_results.review;
    review.blind = false;
    writeAndRefresh(
        [review](Storage::ReviewStore &reviews) { reviews.update(review); }, tr("The blinding did not end"));
}

bool ReviewResultsWindow::save(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    QMessageBox::warning(this,
        tr("Nothing was exported"),
        plainToRichText(tr("%1 cannot be written: %2").arg(path, file.errorString())));
    return false;
}

void ReviewResultsWindow::exportFlow()
{
    const QString svg = tr("SVG image (*.svg)");
    const QString png = tr("PNG image (*.png)");
    const QString markdown = tr("Markdown (*.md)");
    const QString csv = tr("CSV (*.csv)");
    QString filter = svg;
    QString path = QFileDialog::getSaveFileName(this,
        tr("Export Flow Diagram"),
        tr("%1 PRISMA flow.svg").arg(m_results.review.name),
        QStringList{ svg, png, markdown, csv }.join(QStringLiteral(";;")),
        &filter);
    if (path.isEmpty())
        return;
    QString suffix = QFileInfo(path).suffix().toLower();
    if (!QStringList{ QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("md"), QStringLiteral("csv") }
            .contains(suffix)) {
        suffix = filter == png   ? QStringLiteral("png")
            : filter == markdown ? QStringLiteral("md")
            : filter == csv      ? QStringLiteral("csv")
                                 : QStringLiteral("svg");
        path += u'.' + suffix;
    }
    const Review::PrismaFlow &flow = m_results.flow;
    QByteArray bytes;
    if (suffix == QLatin1String("md")) {
        bytes = Review::prismaMarkdown(flow, m_results.review.name).toUtf8();
    } else if (suffix == QLatin1String("csv")) {
        bytes = Review::prismaCsv(flow).toUtf8();
    } else {
        const PrismaDiagram diagram(flow, fileFont(font()));
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (suffix == QLatin1String("png"))
            diagram.image(2).save(&buffer, "PNG");
        else
            diagram.writeSvg(buffer, tr("PRISMA flow: %1").arg(m_results.review.name));
    }
    save(path, bytes);
}

void ReviewResultsWindow::exportAgreement()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Agreement"), tr("%1 agreement.csv").arg(m_results.review.name), tr("CSV (*.csv)"));
    if (!path.isEmpty())
        save(path, Review::agreementCsv(m_results).toUtf8());
}

} // namespace Lectern::Desktop
