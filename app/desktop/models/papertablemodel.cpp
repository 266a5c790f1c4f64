// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/papertablemodel.h"

#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "tasks/libraryworker.h"
#include "text/richtext.h"
#include "widgets/plaintext.h"

#include <QFont>
#include <QLocale>
#include <QMimeData>

#include <algorithm>

namespace Lectern::Desktop {
namespace {

constexpr qsizetype PageSize = 128;
constexpr int CachedPages = 32; // ~4,000 rows: several screens in either direction
// A screen shows one or two pages; scrolling faster than pages are read leaves older requests
// behind, which give way rather than make the rows shown wait for them.
constexpr qsizetype RecentPages = 4;

Search::SortKey sortKey(int column)
{
    switch (column) {
    case PaperTableModel::TitleColumn:
        return Search::SortKey::Title;
    case PaperTableModel::AuthorsColumn:
        return Search::SortKey::Authors;
    case PaperTableModel::CollectionColumn:
        return Search::SortKey::Collection;
    case PaperTableModel::VenueColumn:
        return Search::SortKey::Venue;
    case PaperTableModel::DoiColumn:
        return Search::SortKey::Doi;
    case PaperTableModel::YearColumn:
        return Search::SortKey::Year;
    case PaperTableModel::StatusColumn:
        return Search::SortKey::Status;
    case PaperTableModel::RatingColumn:
        return Search::SortKey::Rating;
    case PaperTableModel::StarColumn:
        return Search::SortKey::Starred;
    case PaperTableModel::InclusionHitsColumn:
        return Search::SortKey::InclusionHits;
    case PaperTableModel::ExclusionHitsColumn:
        return Search::SortKey::ExclusionHits;
    default:
        return Search::SortKey::Added;
    }
}

// The authors as a column has room for them: the first one or two family names.
QString bylineOf(const PaperSummary &paper)
{
    if (paper.firstAuthors.isEmpty())
        return {};
    if (paper.authorCount > 2)
        return PaperTableModel::tr("%1 et al.").arg(paper.firstAuthors.front());
    if (paper.firstAuthors.size() == 2)
        return PaperTableModel::tr("%1 and %2").arg(paper.firstAuthors[0], paper.firstAuthors[1]);
    return paper.firstAuthors.front();
}

QString statusText(ReadingStatus status)
{
    switch (status) {
    case ReadingStatus::Unread:
        return PaperTableModel::tr("Unread");
    case ReadingStatus::Reading:
        return PaperTableModel::tr("Reading");
    case ReadingStatus::Read:
        return PaperTableModel::tr("Read");
    }
    return {};
}

} // namespace

PaperTableModel::PaperTableModel(QObject *parent) : QAbstractTableModel(parent), m_pages(CachedPages) { }

void PaperTableModel::setWorker(LibraryWorker *worker)
{
    beginResetModel();
    m_worker = worker;
    ++m_generation;
    dropRequests(false);
    m_ids.clear();
    m_pages.clear();
    endResetModel();
}

void PaperTableModel::setIds(const QList<PaperId> &ids)
{
    beginResetModel();
    m_ids = ids;
    ++m_generation;
    dropRequests(false);
    m_pages.clear();
    endResetModel();
}

bool PaperTableModel::completeIds(const QList<PaperId> &ids)
{
    if (m_ids.isEmpty() || ids.size() < m_ids.size() || !std::equal(m_ids.cbegin(), m_ids.cend(), ids.cbegin()))
        return false;
    if (ids.size() == m_ids.size())
        return true;
    if (m_ids.size() % PageSize != 0) {
        // A short last page gets longer.
        const qsizetype last = m_ids.size() / PageSize;
        m_pages.remove(last);
        if (const Request pending = m_requests.take(last))
            *pending = false;
    }
    // A reset, not an insertion: a view's header takes 50 ms to insert a million rows, a reset
    // 2 ms. The pages read and those being read stay.
    beginResetModel();
    m_ids = ids;
    endResetModel();
    return true;
}

PaperId PaperTableModel::paperId(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids[row] : 0;
}

int PaperTableModel::rowOf(PaperId id) const
{
    return static_cast<int>(m_ids.indexOf(id));
}

void PaperTableModel::refreshRows()
{
    // A page read before an import that changed it may still be on its way: asked for again.
    dropRequests(false);
    for (const qsizetype page : m_pages.keys()) {
        if (m_recentPages.contains(page))
            m_pages.object(page)->stale = true;
        else
            m_pages.remove(page);
    }
    for (const qsizetype page : std::as_const(m_recentPages)) {
        if (m_pages.contains(page))
            request(page);
    }
}

void PaperTableModel::dropRequests(bool keepRecent) const
{
    for (auto it = m_requests.begin(); it != m_requests.end();) {
        if (keepRecent && m_recentPages.contains(it.key())) {
            ++it;
            continue;
        }
        *it.value() = false;
        it = m_requests.erase(it);
    }
}

void PaperTableModel::request(qsizetype page) const
{
    if (!m_worker || m_requests.contains(page))
        return;
    dropRequests(true);
    const Request wanted = std::make_shared<std::atomic<bool>>(true);
    m_requests.insert(page, wanted);
    auto *self = const_cast<PaperTableModel *>(this);
    m_worker->read<QList<PaperSummary>>(
        [ids = m_ids.mid(page * PageSize, PageSize)](
            Storage::LibrarySession &library) { return library.papers().summaries(ids); },
        [self, page, generation = m_generation, wanted](
            const QList<PaperSummary> &rows) { self->pageRead(page, generation, wanted, rows); },
        [self, page, generation = m_generation, wanted](const Storage::StorageError &error) {
            // Rows left empty rather than asked for again and again.
            self->pageRead(page, generation, wanted, {});
            Q_EMIT self->readFailed(error.message());
        },
        [wanted] { return wanted->load(); });
}

void PaperTableModel::pageRead(
    qsizetype page, quint64 generation, const Request &request, const QList<PaperSummary> &rows)
{
    if (generation != m_generation)
        return;
    if (m_requests.value(page) == request)
        m_requests.remove(page);
    else if (!*request)
        return; // asked for again since: a newer read is on its way
    m_pages.insert(page, new Page{ rows, false });
    const int first = static_cast<int>(page * PageSize);
    const int last = std::min(rowCount(), first + static_cast<int>(PageSize)) - 1;
    if (first <= last)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

int PaperTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ids.size());
}

int PaperTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const PaperSummary *PaperTableModel::summary(int row) const
{
    const qsizetype page = row / PageSize;
    if (m_recentPages.isEmpty() || m_recentPages.first() != page) {
        m_recentPages.removeOne(page);
        m_recentPages.prepend(page);
        if (m_recentPages.size() > RecentPages)
            m_recentPages.removeLast();
    }
    const Page *rows = m_pages.object(page);
    if (!rows || rows->stale)
        request(page);
    if (!rows)
        return nullptr;
    const qsizetype at = row - page * PageSize;
    // A paper deleted since the search leaves its page short: then find it by id.
    if (at < rows->rows.size() && rows->rows.at(at).id == m_ids[row])
        return &rows->rows.at(at);
    for (const PaperSummary &paper : rows->rows) {
        if (paper.id == m_ids[row])
            return &paper;
    }
    return nullptr;
}

QVariant PaperTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == PaperIdRole)
        return m_ids[index.row()];
    if (role == Qt::TextAlignmentRole &&
        (index.column() == InclusionHitsColumn || index.column() == ExclusionHitsColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::FontRole && role != TitleInferredRole &&
        role != Qt::ToolTipRole && role != ReadingStateRole && role != Qt::AccessibleTextRole)
        return {};
    const bool hitsColumn = index.column() == InclusionHitsColumn || index.column() == ExclusionHitsColumn;
    if (hitsColumn && (role == Qt::DisplayRole || role == Qt::EditRole)) {
        // Known by id, without waiting for the row's page.
        if (!m_hitsReview)
            return {};
        const KeywordHits hits = m_hits.value(m_ids[index.row()]);
        return index.column() == InclusionHitsColumn ? hits.inclusion : hits.exclusion;
    }
    const PaperSummary *paper = summary(index.row());
    if (!paper)
        return {};
    switch (role) {
    case TitleInferredRole:
        return paper->titleInferred;
    case ReadingStateRole:
        return QVariant::fromValue(paper->reading);
    case Qt::AccessibleTextRole:
        if (index.column() == RatingColumn)
            return tr("%n star(s)", nullptr, paper->reading.rating);
        if (index.column() == StarColumn)
            return paper->reading.starred ? tr("Starred") : tr("Not starred");
        return data(index, Qt::DisplayRole);
    case Qt::FontRole:
        if (index.column() == TitleColumn && paper->titleInferred) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == AddedColumn)
            return QLocale().toString(paper->added.toLocalTime(), QLocale::LongFormat);
        if (index.column() == TitleColumn && paper->titleInferred)
            return plainToRichText(tr("%1\n(title inferred from the abstract; press F2 to edit it)")
                    .arg(Text::RenderedText::plainTextOf(paper->title)));
        if (index.column() == RatingColumn)
            return tr("Rating: keys 0 to 5, or click a star");
        if (index.column() == StarColumn)
            return tr("Star: key S, or click");
        return {};
    default:
        break;
    }
    switch (index.column()) {
    case TitleColumn:
        // Shown with its maths and emphasis read, edited as written.
        return role == Qt::EditRole ? paper->title : Text::RenderedText::plainTextOf(paper->title);
    case AuthorsColumn:
        return bylineOf(*paper);
    case CollectionColumn:
        return paper->collection;
    case VenueColumn:
        return paper->venue;
    case DoiColumn:
        return paper->doi;
    case YearColumn:
        return paper->year ? QVariant(paper->year) : QVariant();
    case AddedColumn:
        return QLocale().toString(paper->added.toLocalTime().date(), QLocale::ShortFormat);
    case StatusColumn:
        return role == Qt::EditRole ? QVariant(static_cast<int>(paper->reading.status))
                                    : QVariant(statusText(paper->reading.status));
    case RatingColumn:
        return paper->reading.rating;
    case StarColumn:
        return paper->reading.starred;
    }
    return {};
}

void PaperTableModel::setKeywordHits(ReviewId review, const QHash<PaperId, KeywordHits> &hits)
{
    m_hitsReview = review;
    m_hits = hits;
    if (!m_ids.isEmpty())
        Q_EMIT dataChanged(index(0, InclusionHitsColumn), index(rowCount() - 1, ExclusionHitsColumn));
    if (m_sort.key == Search::SortKey::InclusionHits || m_sort.key == Search::SortKey::ExclusionHits) {
        m_sort.review = review;
        Q_EMIT sortChanged(m_sort);
    }
}

QVariant PaperTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == StarColumn && role == Qt::DisplayRole)
        return QStringLiteral("★");
    // The tooltip names every column in words, the star column included.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn:
        return tr("Title");
    case AuthorsColumn:
        return tr("Authors");
    case CollectionColumn:
        return tr("Collection");
    case VenueColumn:
        return tr("Venue");
    case DoiColumn:
        return tr("DOI");
    case YearColumn:
        return tr("Year");
    case AddedColumn:
        return tr("Added");
    case StatusColumn:
        return tr("Status");
    case RatingColumn:
        return tr("Rating");
    case StarColumn:
        return tr("Starred");
    case InclusionHitsColumn:
        return role == Qt::DisplayRole ? tr("Incl.") : tr("Inclusion keyword hits");
    case ExclusionHitsColumn:
        return role == Qt::DisplayRole ? tr("Excl.") : tr("Exclusion keyword hits");
    }
    return {};
}

Qt::ItemFlags PaperTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    else if (m_reorderable)
        flags |= Qt::ItemIsDropEnabled; // between rows only
    if (index.isValid() && index.column() == TitleColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool PaperTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const PaperSummary *paper = summary(index.row());
    if (!paper)
        return false;
    ReadingState state = paper->reading;
    switch (index.column()) {
    case TitleColumn: {
        const QString title = value.toString().simplified();
        if (title.isEmpty())
            return false;
        Q_EMIT titleEditRequested(paper->id, title, paper->title);
        return true;
    }
    case StatusColumn:
        state.status = static_cast<ReadingStatus>(std::clamp(value.toInt(), 0, 2));
        break;
    case RatingColumn:
        state.rating = std::clamp(value.toInt(), 0, MaxRating);
        break;
    case StarColumn:
        state.starred = value.toBool();
        break;
    default:
        return false;
    }
    Q_EMIT readingEditRequested(paper->id, state);
    return true;
}

void PaperTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_sort = { sortKey(column), order, m_hitsReview };
    Q_EMIT sortChanged(m_sort);
}

QStringList PaperTableModel::mimeTypes() const
{
    return { PaperIdsMimeType };
}

QMimeData *PaperTableModel::mimeData(const QModelIndexList &indexes) const
{
    QList<PaperId> ids;
    for (const QModelIndex &index : indexes) {
        const PaperId id = paperId(index.row());
        if (id && !ids.contains(id))
            ids.append(id);
    }
    QStringList numbers;
    for (const PaperId id : std::as_const(ids))
        numbers.append(QString::number(id));
    auto *data = new QMimeData;
    data->setData(PaperIdsMimeType, numbers.join(u',').toLatin1());
    return data;
}

QList<PaperId> PaperTableModel::paperIdsIn(const QMimeData *data)
{
    QList<PaperId> ids;
    if (!data)
        return ids;
    for (const QByteArray &number : data->data(PaperIdsMimeType).split(',')) {
        bool ok = false;
        const PaperId id = number.toLongLong(&ok);
        if (ok && id > 0)
            ids.append(id);
    }
    return ids;
}

bool PaperTableModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int, int, const QModelIndex &parent) const
{
    return m_reorderable && !parent.isValid() && data && data->hasFormat(PaperIdsMimeType);
}

bool PaperTableModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    Q_EMIT papersMoved(paperIdsIn(data), row < 0 ? rowCount() : row);
    // The rows move when the list is read again; the view must not remove the dragged ones.
    return false;
}

} // namespace Lectern::Desktop
