// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/csvreader.h"

#include "text/identity.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::CsvReader)
};

// A cell longer than this is a quote that never closes, not a field.
constexpr qsizetype MaxRowLength = 16 << 20;

using Column = CsvReader::Column;

struct ColumnName
{
    QLatin1StringView name; // lower case, as the header writes it
    Column column;
};

// Column names as ASReview, Rayyan, Scopus, IEEE Xplore, FASTREAD, Embase, Lens, OpenAlex and
// Web of Science write them.
constexpr ColumnName columnNames[] = {
    { QLatin1StringView("title"), Column::Title },
    { QLatin1StringView("document title"), Column::Title },
    { QLatin1StringView("article title"), Column::Title },
    { QLatin1StringView("primary_title"), Column::Title },
    { QLatin1StringView("primary title"), Column::Title },
    { QLatin1StringView("ti"), Column::Title },
    { QLatin1StringView("display_name"), Column::Title },
    { QLatin1StringView("abstract"), Column::Abstract },
    { QLatin1StringView("abstracts"), Column::Abstract },
    { QLatin1StringView("abstract note"), Column::Abstract },
    { QLatin1StringView("notes_abstract"), Column::Abstract },
    { QLatin1StringView("ab"), Column::Abstract },
    { QLatin1StringView("authors"), Column::Authors },
    { QLatin1StringView("author"), Column::Authors },
    { QLatin1StringView("author names"), Column::Authors },
    { QLatin1StringView("author full names"), Column::Authors },
    { QLatin1StringView("author/s"), Column::Authors },
    { QLatin1StringView("first_authors"), Column::Authors },
    { QLatin1StringView("authorships.author.display_name"), Column::AuthorDisplayNames },
    { QLatin1StringView("authorships.author.orcid"), Column::AuthorOrcids },
    { QLatin1StringView("au"), Column::Authors },
    { QLatin1StringView("year"), Column::Year },
    { QLatin1StringView("publication year"), Column::Year },
    { QLatin1StringView("publication_year"), Column::Year },
    { QLatin1StringView("py"), Column::Year },
    { QLatin1StringView("date"), Column::Year },
    { QLatin1StringView("date published"), Column::Year },
    { QLatin1StringView("journal"), Column::Venue },
    { QLatin1StringView("source title"), Column::Venue },
    { QLatin1StringView("publication title"), Column::Venue },
    { QLatin1StringView("secondary_title"), Column::Venue },
    { QLatin1StringView("venue"), Column::Venue },
    { QLatin1StringView("source"), Column::Venue },
    { QLatin1StringView("so"), Column::Venue },
    { QLatin1StringView("primary_location.source.display_name"), Column::Venue },
    { QLatin1StringView("host_venue.display_name"), Column::Venue },
    { QLatin1StringView("doi"), Column::Doi },
    { QLatin1StringView("di"), Column::Doi },
    { QLatin1StringView("keywords"), Column::Keywords },
    { QLatin1StringView("author keywords"), Column::Keywords },
    { QLatin1StringView("kw"), Column::Keywords },
    { QLatin1StringView("de"), Column::Keywords },
    { QLatin1StringView("url"), Column::Url },
    { QLatin1StringView("link"), Column::Url },
    { QLatin1StringView("pdf link"), Column::Url },
    { QLatin1StringView("pmid"), Column::Pmid },
    { QLatin1StringView("pubmedid"), Column::Pmid },
    { QLatin1StringView("pubmed id"), Column::Pmid },
    { QLatin1StringView("ids.pmid"), Column::Pmid },
    { QLatin1StringView("arxiv id"), Column::ArxivId },
    { QLatin1StringView("title inferred"), Column::TitleInferred },
    { QLatin1StringView("arxiv_id"), Column::ArxivId },
};

// The header's separator: the one of ",", ";" and tab it uses most outside quotes.
QChar separatorOf(QStringView header)
{
    int counts[3] = {};
    bool quoted = false;
    for (const QChar c : header) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && c == u',')
            ++counts[0];
        else if (!quoted && c == u';')
            ++counts[1];
        else if (!quoted && c == u'\t')
            ++counts[2];
    }
    if (counts[2] >= counts[0] && counts[2] >= counts[1] && counts[2] > 0)
        return u'\t';
    return counts[1] > counts[0] ? u';' : u',';
}

// Splits a row into cells as its lines come: a quoted cell may hold line breaks (RFC 4180).
class RowSplitter
{
public:
    enum class State {
        Whole, // every quote closed where its cell ends
        Open, // a quote is open: the row goes on on the next line
        Stray, // text follows a closing quote in its cell ("a"b): read as text, like Python's csv
    };

    explicit RowSplitter(QChar separator) : m_separator(separator) { }

    State add(QStringView line)
    {
        if (m_quoted)
            m_cell += u'\n';
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (m_quoted) {
                if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                    m_cell += u'"';
                    ++i;
                } else if (c == u'"') {
                    m_quoted = false;
                } else {
                    m_cell += c;
                }
            } else if (c == u'"' && m_cell.trimmed().isEmpty()) {
                m_quoted = m_wasQuoted = true;
                m_cell.clear();
            } else if (c == m_separator) {
                endCell();
            } else {
                m_stray = m_stray || (m_wasQuoted && !c.isSpace());
                m_cell += c;
            }
        }
        if (m_quoted)
            return State::Open;
        endCell();
        return m_stray ? State::Stray : State::Whole;
    }

    const QStringList &cells() const { return m_cells; }

private:
    void endCell()
    {
        m_cells.append(m_wasQuoted ? m_cell : m_cell.trimmed());
        m_cell.clear();
        m_wasQuoted = false;
    }

    QChar m_separator;
    QStringList m_cells;
    QString m_cell;
    bool m_quoted = false;
    bool m_wasQuoted = false;
    bool m_stray = false;
};

// The cells of a row on one line; nothing when a quote in it does not close.
std::optional<QStringList> cellsOfLine(QStringView text, QChar separator)
{
    RowSplitter splitter(separator);
    if (splitter.add(text) == RowSplitter::State::Open)
        return std::nullopt;
    return splitter.cells();
}

QStringList splitList(const QString &text)
{
    static const QRegularExpression separator(QStringLiteral("\\s*;\\s*|\\s*\\|\\s*"));
    QStringList items = text.split(separator, Qt::SkipEmptyParts);
    for (QString &item : items)
        item = item.trimmed();
    items.removeAll(QString());
    return items;
}

// How exports write "no value": R's NA, Scopus's placeholder abstract.
bool isMissing(const QString &cell)
{
    static const QStringList markers = { QStringLiteral("NA"),
        QStringLiteral("N/A"),
        QStringLiteral("[No abstract available]"),
        QStringLiteral("No abstract available") };
    return markers.contains(cell.trimmed());
}

Column columnNamed(const QString &header)
{
    const QString key = header.trimmed().toLower();
    for (const ColumnName &known : columnNames) {
        if (known.name == key)
            return known.column;
    }
    return Column::Other;
}

} // namespace

bool CsvReader::looksLikeCsv(QByteArrayView head)
{
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    const qsizetype end = head.indexOf('\n');
    const QString header = QString::fromUtf8(end < 0 ? head : head.first(end)).trimmed();
    const std::optional<QStringList> cells = cellsOfLine(header, separatorOf(header));
    if (!cells || cells->size() < 2)
        return false;
    return std::any_of(cells->cbegin(), cells->cend(), [](const QString &cell) {
        const Column column = columnNamed(cell);
        return column == Column::Title || column == Column::Abstract;
    });
}

bool CsvReader::start(QIODevice &device, const QString &fileName)
{
    m_input.start(device);
    m_started = true;
    m_pending.clear();
    m_fileName = fileName;
    m_collection = {};
    m_collection.name = QFileInfo(fileName).completeBaseName();
    m_position = m_lineNumber = 0;
    m_records = 0;
    m_warnedEncoding = false;
    m_error.clear();
    m_header.clear();
    m_columns.clear();

    std::optional<Line> first = nextLine();
    if (!m_error.isEmpty())
        return false;
    QString header = first ? std::move(first->text) : QString();
    if (header.startsWith(QChar(0xFEFF)))
        header.remove(0, 1);
    m_separator = separatorOf(header);
    std::optional<QStringList> names = cellsOfLine(header, m_separator);
    if (!names) {
        m_error = Tr::tr("%1: the header line has a quote that does not close").arg(m_fileName);
        return false;
    }
    m_header = std::move(*names);
    for (const QString &name : std::as_const(m_header)) {
        // The first column of a kind counts; a second "abstract" stays a field of its own.
        const Column column = columnNamed(name);
        m_columns.append(m_columns.contains(column) ? Column::Other : column);
    }
    if (!m_columns.contains(Column::Title) && !m_columns.contains(Column::Abstract)) {
        m_error = Tr::tr("%1: no column holds titles or abstracts (the first line must name the columns, such as "
                         "\"title\" and \"abstract\")")
                      .arg(m_fileName);
        return false;
    }
    return true;
}

// The next line as text, without its line end: one given back by readRow() first, else one of the
// input; a line that is not UTF-8 is read as Windows-1252. Nothing at the end of the input, or
// when it cannot be read (then m_error says why).
std::optional<CsvReader::Line> CsvReader::nextLine()
{
    if (!m_pending.empty()) {
        Line line = std::move(m_pending.front());
        m_pending.pop_front();
        return line;
    }
    const QByteArray bytes = m_input.readLine();
    if (bytes.isEmpty()) {
        if (!m_input.errorString().isEmpty())
            m_error = readError(m_fileName, m_input.errorString());
        return std::nullopt;
    }
    m_position += bytes.size();
    ++m_lineNumber;
    QByteArrayView view(bytes);
    while (!view.isEmpty() && (view.back() == '\n' || view.back() == '\r'))
        view.chop(1);
    Text::DecodedText decoded = Text::decodeUtf8(view);
    if (decoded.error == Text::DecodedText::Error::None)
        return Line{ m_lineNumber, std::move(decoded.text) };
    if (view.contains('\0')) {
        m_error =
            encodingError(m_fileName, Text::DecodedText::Error::Binary, m_position - bytes.size() + view.indexOf('\0'));
        return std::nullopt;
    }
    if (!m_warnedEncoding) {
        warn(Tr::tr("%1 is not all UTF-8: lines such as line %2 were read as Windows-1252")
                .arg(m_fileName)
                .arg(m_lineNumber));
        m_warnedEncoding = true;
    }
    QStringDecoder windows1252("windows-1252");
    return Line{ m_lineNumber, windows1252.isValid() ? QString(windows1252.decode(view)) : QString::fromLatin1(view) };
}

// The cells of the next row, which may span lines; nothing at the end. A quote that does not close
// where its cell ends (not before the end of the input or MaxRowLength, or with text after it on a
// later line) is taken for a stray one, as a row of a quoted cell rarely runs on for long: its row
// is skipped, and the lines it took in are read again as rows of their own.
std::optional<QStringList> CsvReader::readRow(qint64 *line)
{
    for (;;) {
        std::optional<Line> first = nextLine();
        if (!first)
            return std::nullopt;
        if (first->text.trimmed().isEmpty())
            continue; // blank lines between rows
        *line = first->number;
        RowSplitter splitter(m_separator);
        RowSplitter::State state = splitter.add(first->text);
        std::deque<Line> more; // the lines after the first that the row took in
        qsizetype size = first->text.size();
        while (state == RowSplitter::State::Open && size <= MaxRowLength) {
            std::optional<Line> next = nextLine();
            if (!next)
                break;
            size += next->text.size();
            state = splitter.add(next->text);
            more.push_back(std::move(*next));
        }
        if (!m_error.isEmpty())
            return std::nullopt;
        if (state == RowSplitter::State::Whole || (state == RowSplitter::State::Stray && more.empty()))
            return splitter.cells();
        skipRecord(*line, Tr::tr("a quoted cell that does not close"));
        m_pending.insert(m_pending.begin(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
}

std::optional<PaperRecord> CsvReader::next()
{
    if (!m_started || !m_error.isEmpty())
        return std::nullopt;
    for (;;) {
        qint64 line = 0;
        const std::optional<QStringList> cells = readRow(&line);
        if (!cells)
            return std::nullopt;
        if (cells->size() > m_header.size() && !cells->sliced(m_header.size()).join(QString()).trimmed().isEmpty()) {
            skipRecord(line, Tr::tr("%1 cells where the header names %2").arg(cells->size()).arg(m_header.size()));
            continue;
        }
        PaperRecord record;
        Reference &reference = record.reference;
        reference.sourceFormat = QStringLiteral("csv");
        QStringList orcids;
        for (qsizetype i = 0; i < m_header.size(); ++i) {
            const QString value = i < cells->size() && !isMissing(cells->at(i)) ? cells->at(i) : QString();
            switch (m_columns[i]) {
            case Column::Title:
                record.title = value.simplified();
                break;
            case Column::Abstract:
                record.abstract = value.trimmed();
                break;
            case Column::Authors:
                for (const QString &name : splitList(value))
                    reference.authors.append(PersonName::fromString(name));
                break;
            case Column::AuthorDisplayNames:
                for (const QString &name : splitList(value))
                    reference.authors.append(PersonName::fromDisplayName(name));
                break;
            case Column::AuthorOrcids:
                orcids = value.split(u'|');
                break;
            case Column::Year:
                record.year = yearIn(value);
                break;
            case Column::Venue:
                record.venue = value.simplified();
                break;
            case Column::Doi:
                reference.doi = Text::normalizedDoi(value);
                break;
            case Column::Keywords:
                reference.keywords = splitList(value);
                break;
            case Column::Url:
                addWebLink(record, value);
                break;
            case Column::Pmid:
                reference.pmid = Text::normalizedPmid(value);
                if (reference.pmid.isEmpty())
                    reference.pmid = value.trimmed();
                break;
            case Column::ArxivId:
                reference.arxivId = Text::normalizedArxivId(value);
                break;
            case Column::TitleInferred:
                record.titleInferred = value.trimmed() == QLatin1StringView("yes");
                break;
            case Column::Other:
                if (!value.isEmpty())
                    reference.fields.append({ m_header[i], value });
                break;
            }
        }
        record.titleInferred = record.titleInferred && !record.title.isEmpty();
        if (orcids.size() == reference.authors.size()) {
            for (qsizetype i = 0; i < orcids.size(); ++i)
                reference.authors[i].orcid = Text::normalizedOrcid(orcids[i]);
        }
        if (!completeTitle(record)) {
            skipRecord(line, Tr::tr("a row with neither title nor abstract"));
            continue;
        }
        completeLinks(record);
        record.sourcePosition = ++m_records;
        return record;
    }
}

} // namespace Lectern::Import
