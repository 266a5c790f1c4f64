// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/duplicateswindow.h"

#include "editing/libraryeditor.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "tasks/libraryworker.h"
#include "text/richtext.h"
#include "widgets/closeshortcuts.h"
#include "widgets/plaintext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Lectern::Desktop {
namespace {

QString authorsOf(const Paper &paper)
{
    QStringList names;
    for (const PersonName &person : paper.reference.authors)
        names.append(person.toString());
    return names.join(QStringLiteral("; "));
}

QString yearOf(const Paper &paper)
{
    return paper.year ? QString::number(paper.year) : QString();
}

QString titleOf(const Paper &paper)
{
    return Text::RenderedText::plainTextOf(paper.title);
}

// The fields compared, by their name and how a paper shows them.
struct Compared
{
    const char *name;
    QString (*value)(const Paper &);
};

const Compared ComparedFields[] = {
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Title"), titleOf },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Authors"), authorsOf },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Venue"),
        [](const Paper &paper) { return paper.venue; } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Year"), yearOf },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "DOI"),
        [](const Paper &paper) { return paper.reference.doi; } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "arXiv"),
        [](const Paper &paper) { return paper.reference.arxivId; } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "PubMed"),
        [](const Paper &paper) { return paper.reference.pmid; } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Collection"),
        [](const Paper &paper) { return paper.collection; } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Source"),
        [](const Paper &paper) {
            return paper.sourceFile.isEmpty()
                ? QString()
                : QStringLiteral("%1 #%2").arg(paper.sourceFile).arg(paper.sourcePosition);
        } },
    { QT_TRANSLATE_NOOP("Lectern::Desktop::DuplicatesWindow", "Abstract"),
        [](const Paper &paper) { return paper.abstract; } },
};

} // namespace

DuplicatesWindow::DuplicatesWindow(LibraryWorker &worker, LibraryEditor &editor, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_worker(worker)
    , m_editor(editor)
    , m_pairs(new QListWidget(this))
    , m_comparison(new QTableWidget(this))
    , m_summary(new QLabel(this))
    , m_mergeLeft(new QPushButton(tr("Merge into &Left"), this))
    , m_mergeRight(new QPushButton(tr("Merge into &Right"), this))
    , m_distinct(new QPushButton(tr("&Not Duplicates"), this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Possible Duplicates"));
    closeWithStandardKeys(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_pairs->setAccessibleName(tr("Pairs of papers that may be one"));
    m_comparison->setAccessibleName(tr("The two papers, field by field"));
    m_comparison->setColumnCount(3);
    m_comparison->setHorizontalHeaderLabels({ tr("Field"), tr("Left"), tr("Right") });
    m_comparison->verticalHeader()->hide();
    m_comparison->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_comparison->setWordWrap(true);
    m_comparison->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_comparison->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_comparison->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_mergeLeft->setToolTip(tr("Keep the left paper, with what it lacks taken from the right one"));
    m_mergeRight->setToolTip(tr("Keep the right paper, with what it lacks taken from the left one"));
    m_distinct->setToolTip(tr("These are two papers: no longer list them as possible duplicates"));
    connect(m_pairs, &QListWidget::currentRowChanged, this, &DuplicatesWindow::showCandidate);
    connect(m_mergeLeft, &QPushButton::clicked, this, [this] { mergeInto(true); });
    connect(m_mergeRight, &QPushButton::clicked, this, [this] { mergeInto(false); });
    connect(m_distinct, &QPushButton::clicked, this, &DuplicatesWindow::markDistinct);
    connect(&m_editor, &LibraryEditor::libraryChanged, this, &DuplicatesWindow::refresh);
    connect(&m_editor, &LibraryEditor::duplicatesChanged, this, &DuplicatesWindow::refresh);
    connect(&m_editor, &LibraryEditor::papersChanged, this, &DuplicatesWindow::refresh);

    auto *legend = new QLabel(tr("Fields that differ are in bold."), this);
    legend->setForegroundRole(QPalette::PlaceholderText);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(legend, 1);
    buttons->addWidget(m_distinct);
    buttons->addWidget(m_mergeLeft);
    buttons->addWidget(m_mergeRight);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_comparison, 1);
    rightLayout->addLayout(buttons);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_pairs);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    resize(1100, 640);
    showCandidate();
    refresh();
}

void DuplicatesWindow::refresh()
{
    m_summary->setText(tr("Looking for papers that may be one…"));
    m_worker.read<QList<Candidate>>(
        [](Storage::LibrarySession &library) {
            const QList<Storage::PossibleDuplicate> pairs = Storage::DuplicateFinder(library.database()).find();
            QList<Candidate> candidates;
            for (const Storage::PossibleDuplicate &pair : pairs) {
                const auto first = library.papers().paper(pair.first);
                const auto second = library.papers().paper(pair.second);
                if (first && second)
                    candidates.append({ pair, *first, *second });
            }
            return candidates;
        },
        [this](const QList<Candidate> &candidates) { showCandidates(candidates); });
}

void DuplicatesWindow::showCandidates(const QList<Candidate> &candidates)
{
    const int row = m_pairs->currentRow();
    m_candidates = candidates;
    m_pairs->clear();
    for (const Candidate &candidate : candidates) {
        // Items show text as it is: a title is never markup here.
        auto *item = new QListWidgetItem(
            tr("%1\n%2 · papers %3 and %4")
                .arg(cutForDisplay(titleOf(candidate.first), 200), Storage::describe(candidate.pair.reason))
                .arg(candidate.first.id)
                .arg(candidate.second.id),
            m_pairs);
        item->setToolTip(plainToRichText(titleOf(candidate.second)));
    }
    m_summary->setText(candidates.isEmpty()
            ? tr("No papers of the library look like one another.")
            : tr("%n pair(s) of papers may be one. Compare them, then merge each pair or mark it as two papers.",
                  nullptr,
                  int(candidates.size())));
    m_pairs->setCurrentRow(candidates.isEmpty() ? -1 : std::clamp(row, 0, int(candidates.size()) - 1));
    showCandidate();
}

const DuplicatesWindow::Candidate *DuplicatesWindow::current() const
{
    const int row = m_pairs->currentRow();
    return row >= 0 && row < m_candidates.size() ? &m_candidates[row] : nullptr;
}

void DuplicatesWindow::showCandidate()
{
    const Candidate *candidate = current();
    for (QPushButton *button : { m_mergeLeft, m_mergeRight, m_distinct })
        button->setEnabled(candidate != nullptr);
    m_comparison->setRowCount(0);
    if (!candidate)
        return;
    m_comparison->setRowCount(int(std::size(ComparedFields)));
    int row = 0;
    for (const Compared &field : ComparedFields) {
        const QString left = field.value(candidate->first);
        const QString right = field.value(candidate->second);
        const QStringList texts{ tr(field.name), cutForDisplay(left), cutForDisplay(right) };
        for (int column = 0; column < 3; ++column) {
            auto *item = new QTableWidgetItem(texts[column]);
            if (left != right) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_comparison->setItem(row, column, item);
        }
        ++row;
    }
    m_comparison->resizeRowsToContents();
}

void DuplicatesWindow::mergeInto(bool first)
{
    if (const Candidate *candidate = current()) {
        const PaperId kept = first ? candidate->first.id : candidate->second.id;
        const PaperId other = first ? candidate->second.id : candidate->first.id;
        m_editor.mergePapers(kept, other);
    }
}

void DuplicatesWindow::markDistinct()
{
    if (const Candidate *candidate = current())
        m_editor.markDistinct(candidate->first.id, candidate->second.id);
}

} // namespace Lectern::Desktop
