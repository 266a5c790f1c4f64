// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files and users reaches tooltips, labels, message boxes and chips. Qt renders any
// string that looks like HTML as rich text there and loads the images it names (an
// "<img src=/dev/zero>" in an inferred title once grew the process by gigabytes on a hover).
// Every place that shows such text is fed hostile payloads; none may ask for a resource, and
// each must show the payload as written.
#include "core/tagname.h"
#include "gui/windowsupport.h"
#include "import/importer.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"
#include "text/richtext.h"
#include "widgets/abstractview.h"
#include "widgets/paperdetailview.h"
#include "widgets/plaintext.h"
#include "widgets/referenceview.h"
#include "widgets/searchfield.h"
#include "widgets/tageditor.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>
#include <QToolTip>

#include <functional>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

using namespace Lectern;
using namespace Lectern::Desktop;

namespace {

// A real image in a folder of its own, so that any attempt to read it can be seen.
struct Probe
{
    Test::Workspace workspace;
    QString path;

    Probe()
    {
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        path = workspace.writeFile(QStringLiteral("probe.png"), png);
    }
};

// More than 80 payloads: HTML and Markdown images and links to a local file, /dev/zero, data
// and network URLs, style sheets, scripts, bidi overrides, zero-width joiners, and very long
// and deeply nested text.
QStringList hostilePayloads(const QString &probe)
{
    const QStringList targets = {
        probe,
        QStringLiteral("file://") + probe,
        QStringLiteral("/dev/zero"),
        QStringLiteral("file:///dev/zero"),
        QStringLiteral("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/"
                       "PchI7wAAAABJRU5ErkJggg=="),
        QStringLiteral("http://127.0.0.1:9/tracker.png"),
        QStringLiteral("//127.0.0.1/share/x.png"),
        QStringLiteral("qrc:/lectern/demo.png"),
    };
    const QStringList shapes = {
        QStringLiteral("<img src=\"%1\">"),
        QStringLiteral("<img src=%1 width=900 height=900>"),
        QStringLiteral("Title <b>bold</b> <img src='%1'/> end"),
        QStringLiteral("<table background=\"%1\"><tr><td>cell</td></tr></table>"),
        QStringLiteral("<link rel=\"stylesheet\" href=\"%1\">"),
        QStringLiteral("<body background=\"%1\">text</body>"),
        QStringLiteral("![alt text](%1)"),
        QStringLiteral("[click me](%1)"),
        QStringLiteral("<a href=\"%1\">link</a>"),
        QStringLiteral("<qt><img src=\"%1\"></qt>"),
    };
    QStringList payloads;
    for (const QString &shape : shapes) {
        for (const QString &target : targets)
            payloads.append(shape.arg(target));
    }
    payloads += {
        QStringLiteral("<script>alert(1)</script>"),
        QStringLiteral("<style>*{font-size:900px}</style>huge"),
        QStringLiteral("<b>bold</b> & <i>italic</i> &amp; &lt;escaped&gt;"),
        QStringLiteral("<!-- hidden --><h1>Heading</h1>"),
        QStringLiteral("<html><head><meta http-equiv=refresh content=0></head></html>"),
        QStringLiteral("\u202Egnp.exe harmless.png"),
        QStringLiteral("left \u2067right\u2069 \u202Dforced\u202C"),
        QStringLiteral("zero\u200Dwidth\u200Cjoiners\u200B here"),
        QStringLiteral("emoji 👩\u200D🔬 with a joiner"),
        QStringLiteral("<div>").repeated(5000) + QStringLiteral("deep"),
        QStringLiteral("**bold** _italic_ `code` $\\mathcal{O}(n)$"),
        QStringLiteral("x").repeated(1 << 20),
    };
    return payloads;
}

// Records the resources a document asks for instead of loading them.
class ResourceRecorder : public QTextDocument
{
public:
    QStringList requested;

protected:
    QVariant loadResource(int, const QUrl &name) override
    {
        requested.append(name.toString());
        return {};
    }
};

// Lays out a string as a tooltip, QLabel or QMessageBox does (rich text when
// Qt::mightBeRichText() says so) and returns the text it shows and the resources it asked for.
struct Rendered
{
    QString text;
    QStringList requested;
};

Rendered render(const QString &shown)
{
    ResourceRecorder doc;
    if (Qt::mightBeRichText(shown))
        doc.setHtml(shown);
    else
        doc.setPlainText(shown);
    doc.setTextWidth(400);
    (void)doc.size();
    QString text = doc.toPlainText();
    text.replace(QChar::Nbsp, u' ').replace(QChar::LineSeparator, u'\n');
    return { text, doc.requested };
}

bool hasBidiControl(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c.unicode() >= 0x202A && c.unicode() <= 0x202E) || (c.unicode() >= 0x2066 && c.unicode() <= 0x2069);
    });
}

// The payload is asked for nothing and shown as written (its start, where long text is cut).
void requireShownAsWritten(const QString &where, const QString &shown, const QString &payload)
{
    INFO(where.toStdString() << ": " << payload.left(80).toStdString());
    const Rendered rendered = render(shown);
    REQUIRE(rendered.requested.isEmpty());
    if (!hasBidiControl(payload))
        CHECK(rendered.text.contains(payload.left(300)));
}

#ifdef Q_OS_LINUX
// Counts the opens and reads of files in a folder while it lives.
class FolderWatch
{
public:
    explicit FolderWatch(const QString &folder) : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        REQUIRE(m_fd >= 0);
        REQUIRE(inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), IN_OPEN | IN_ACCESS) >= 0);
    }
    ~FolderWatch() { ::close(m_fd); }

    int events() const
    {
        char buffer[4096];
        int count = 0;
        for (ssize_t n; (n = ::read(m_fd, buffer, sizeof buffer)) > 0;) {
            for (const char *p = buffer; p < buffer + n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(p);
                ++count;
                p += sizeof(inotify_event) + event->len;
            }
        }
        return count;
    }

private:
    int m_fd;
};
#endif

QList<Tag> tagsNamed(const QStringList &names)
{
    QList<Tag> tags;
    for (const QString &name : names)
        tags.append({ tags.size() + 1, name, QStringLiteral("#3366cc"), 1 });
    return tags;
}

} // namespace

TEST_CASE("plainToRichText shows any text as written and asks for no resource", "[gui][untrusted]")
{
    Probe probe;
    const QStringList payloads = hostilePayloads(probe.path);
    REQUIRE(payloads.size() >= 50);
    for (const QString &payload : payloads)
        requireShownAsWritten(QStringLiteral("plainToRichText"), plainToRichText(payload), payload);
    // Bidi controls are dropped, so they cannot reorder the text around them.
    CHECK(render(plainToRichText(QStringLiteral("\u202Egnp.exe"))).text == QStringLiteral("gnp.exe"));
    // Megabytes are cut to what a popup can show.
    CHECK(plainToRichText(QStringLiteral("x").repeated(1 << 20)).size() < 3000);
    CHECK(withLiteralAmpersands(QStringLiteral("R&D")) == QStringLiteral("R&&D"));
}

TEST_CASE("the paper list and the sidebar show titles, tags and saved searches as written", "[gui][untrusted]")
{
    Probe probe;
    const QStringList payloads = hostilePayloads(probe.path);
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray list = "Payloads 2026 Papers\n\n";
    for (int i = 0; i < payloads.size(); ++i)
        list += "We study sampler number " + QByteArray::number(i) + " of a kind.\n\n";
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("list.txt"), list) }).added() ==
        payloads.size());
    Storage::PaperStore store(*db);
    QList<PaperId> ids;
    for (int i = 0; i < payloads.size(); ++i) {
        ids.append(i + 1);
        store.setTitle(i + 1, payloads[i], true); // inferred: the tooltip repeats the title
    }
    LibraryWorker worker(db->location(), Storage::Database::Access::ReadWrite);
    PaperTableModel papers;
    papers.setWorker(&worker);
    papers.setIds(ids);
    for (int row = 0; row < papers.rowCount(); ++row)
        papers.index(row, PaperTableModel::TitleColumn).data(); // asks for the pages
    Test::settle(worker);

    SidebarModel sidebar;
    SidebarModel::Counts counts;
    QStringList tagNames;
    for (const QString &payload : payloads) {
        if (const TagName checked = TagName::check(payload); checked.isValid())
            tagNames.append(checked.name);
    }
    counts.tags = tagsNamed(tagNames);
    for (const QString &payload : payloads)
        counts.savedSearches.append(
            { SavedSearch{ counts.savedSearches.size() + 1, QStringLiteral("saved"), payload }, 1 });
    sidebar.setCounts(counts);

    for (int row = 0; row < payloads.size(); ++row) {
        const QModelIndex title = papers.index(row, PaperTableModel::TitleColumn);
        // A title is shown with its Markdown and maths read, as plain text.
        const QString shown = Text::RenderedText::plainTextOf(payloads[row]);
        CHECK(title.data().toString() == shown);
        requireShownAsWritten(QStringLiteral("title tooltip"), title.data(Qt::ToolTipRole).toString(), shown);
    }
    int tagTips = 0;
    int savedTips = 0;
    const std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        for (int row = 0; row < sidebar.rowCount(parent); ++row) {
            const QModelIndex entry = sidebar.index(row, SidebarModel::NameColumn, parent);
            const QString tip = entry.data(Qt::ToolTipRole).toString();
            if (const QString tag = entry.data(SidebarModel::TagNameRole).toString(); !tag.isEmpty()) {
                requireShownAsWritten(QStringLiteral("tag tooltip"), tip, tag);
                ++tagTips;
            } else if (const QVariant saved = entry.data(SidebarModel::SavedSearchRole); saved.isValid()) {
                requireShownAsWritten(QStringLiteral("saved search tooltip"), tip, saved.value<SavedSearch>().query);
                ++savedTips;
            } else if (!tip.isEmpty()) {
                REQUIRE(render(tip).requested.isEmpty());
            }
            visit(entry);
        }
    };
    visit({});
    CHECK(tagTips >= 10);
    CHECK(savedTips == payloads.size());
}

TEST_CASE("the detail pane shows titles, tags, links and highlight comments as written", "[gui][untrusted]")
{
    Probe probe;
    const QStringList payloads = hostilePayloads(probe.path);
    PaperDetailView view;
    view.resize(700, 900);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    const QString abstract =
        QStringLiteral("We study samplers. See https://example.org/a\"><img src=\"%1\">b for more.").arg(probe.path);

    for (const QString &payload : payloads) {
        INFO(payload.left(80).toStdString());
        PaperDetails details;
        details.paper.id = 1;
        details.paper.title = payload;
        details.paper.titleInferred = true;
        details.paper.collection = payload.left(200);
        details.paper.abstract = abstract;
        details.tags = tagsNamed({ payload.left(100) });
        details.highlights = { Highlight{ 1, 1, 3, 9, HighlightColor::Yellow, payload } };
        view.setPaper(details);

        int labelsWithPayload = 0;
        const QString shownTitle = Text::RenderedText::plainTextOf(payload).left(20);
        for (const QLabel *label : view.findChildren<QLabel *>()) {
            if (label->accessibleName() == QStringLiteral("Title")) {
                // The title's own italics and scripts are rich text; everything it holds is text.
                const Rendered title = render(label->text());
                CHECK(title.requested.isEmpty());
                CHECK((hasBidiControl(payload) || title.text.simplified().contains(shownTitle.simplified())));
                ++labelsWithPayload;
            } else if (label->text().contains(payload.left(20)) || label->text().contains(shownTitle)) {
                CHECK(label->textFormat() == Qt::PlainText);
                ++labelsWithPayload;
            }
        }
        CHECK(labelsWithPayload >= 2); // the title and where it comes from
        const QListWidget *list = view.findChild<QListWidget *>();
        REQUIRE(list->count() == 1);
        requireShownAsWritten(QStringLiteral("highlight list tooltip"), list->item(0)->toolTip(), payload);

        QStringList formatTips;
        for (QTextBlock block = view.abstractView()->document()->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                if (const QString tip = it.fragment().charFormat().toolTip(); !tip.isEmpty())
                    formatTips.append(tip);
            }
        }
        REQUIRE(formatTips.size() >= 2); // the link and the highlight
        for (const QString &tip : std::as_const(formatTips))
            REQUIRE(render(tip).requested.isEmpty());
        CHECK(std::any_of(formatTips.cbegin(), formatTips.cend(), [&](const QString &tip) {
            return hasBidiControl(payload) || render(tip).text.contains(payload.left(300));
        }));

        const auto *chip = view.findChild<TagEditor *>()->findChild<QToolButton *>();
        REQUIRE(chip);
        CHECK(chip->text().replace(QStringLiteral("&&"), QStringLiteral("&")) == payload.left(100));
    }
}

TEST_CASE("the detail pane shows a title's italics and scripts, and its tags as text", "[gui][untrusted]")
{
    PaperDetailView view;
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    PaperDetails details;
    details.paper.id = 1;
    details.paper.title = QStringLiteral("*In vivo* uptake of CO$_{2}$ by <b>channels</b>");
    details.paper.abstract = QStringLiteral("We measure uptake.");
    view.setPaper(details);
    const QLabel *title = nullptr;
    for (const QLabel *label : view.findChildren<QLabel *>()) {
        if (label->accessibleName() == QStringLiteral("Title"))
            title = label;
    }
    REQUIRE(title);
    CHECK(title->text().contains(QStringLiteral("<i>In vivo</i>")));
    CHECK(title->text().contains(QStringLiteral("<sub>2</sub>")));
    CHECK(title->text().contains(QStringLiteral("&lt;b&gt;channels&lt;/b&gt;")));
    CHECK(view.title() == QStringLiteral("In vivo uptake of CO₂ by <b>channels</b>"));
}

TEST_CASE("the detail pane's record details show every field as written, ids as links", "[gui][untrusted][reference]")
{
    PaperDetailView view;
    view.resize(500, 700);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    PaperDetails details;
    details.paper.id = 1;
    details.paper.title = QStringLiteral("Graph walks");
    details.paper.abstract = QStringLiteral("We walk graphs.");
    details.paper.venue = QStringLiteral("<b>Nature</b>");
    details.paper.year = 2021;
    Reference &reference = details.paper.reference;
    reference.entryType = QStringLiteral("CONF");
    reference.sourceFormat = QStringLiteral("ris");
    reference.authors = { { QStringLiteral("Müller"), QStringLiteral("Jürgen") },
        { QStringLiteral("<img src=x>"), {} } };
    reference.doi = QStringLiteral("10.1000/<img src=\"y\">");
    reference.arxivId = QStringLiteral("2101.00001");
    reference.fields = { { QStringLiteral("VL"), QStringLiteral("12") },
        { QStringLiteral("SP"), QStringLiteral("3") },
        { QStringLiteral("EP"), QStringLiteral("9") },
        { QStringLiteral("<i>N1</i>"), QStringLiteral("<a href=\"file:///etc\">note</a>") } };
    view.setPaper(details);

    const ReferenceView *record = view.referenceView();
    CHECK_FALSE(record->isVisible()); // the abstract until Details is pressed
    CHECK(record->valueLabel(QStringLiteral("Type")) == nullptr); // and no rows made for it
    view.showReference(true);
    CHECK(record->isVisible());
    const auto shown = [record](const char *label) {
        const QLabel *value = record->valueLabel(QString::fromUtf8(label));
        return value ? value->text() : QStringLiteral("(missing)");
    };
    CHECK(shown("Type") == QStringLiteral("Conference paper"));
    CHECK(shown("Authors") == QStringLiteral("Müller, Jürgen; <img src=x>"));
    CHECK(shown("Venue") == QStringLiteral("<b>Nature</b>"));
    CHECK(shown("Volume") == QStringLiteral("12"));
    CHECK(shown("Pages") == QStringLiteral("3–9"));
    CHECK(shown("<i>N1</i>") == QStringLiteral("<a href=\"file:///etc\">note</a>"));
    CHECK(record->valueLabel(QStringLiteral("VL")) == nullptr); // shown once, as the volume
    CHECK(record->valueLabel(QStringLiteral("PubMed")) == nullptr); // the record has none
    for (const char *plain : { "Authors", "Venue", "<i>N1</i>" })
        CHECK(record->valueLabel(QString::fromUtf8(plain))->textFormat() == Qt::PlainText);

    // An identifier is a link to its page; the link is the only markup.
    const QLabel *doi = record->valueLabel(QStringLiteral("DOI"));
    REQUIRE(doi);
    const Rendered link = render(doi->text());
    CHECK(link.requested.isEmpty());
    CHECK(link.text == reference.doi);
    CHECK(doi->text().contains(QStringLiteral("href=\"https://doi.org/10.1000/%3Cimg%20src=%22y%22%3E\"")));
    CHECK(shown("arXiv").contains(QStringLiteral("https://arxiv.org/abs/2101.00001")));

    // A value longer than the pane wraps or is cut: the fields fit the pane's width.
    reference.keywords = { QString(3000, u'x'), QStringLiteral("many words ").repeated(200) };
    view.setPaper(details);
    QApplication::processEvents();
    CHECK(record->widget()->width() <= record->viewport()->width());
    view.showReference(false);
    CHECK(view.abstractView()->isVisible());
}

TEST_CASE("the search field's error tooltip shows the query as written", "[gui][untrusted]")
{
    Probe probe;
    SearchField field;
    for (const QString &payload : hostilePayloads(probe.path)) {
        field.setError(QStringLiteral("Unexpected “%1”").arg(payload));
        requireShownAsWritten(QStringLiteral("search field tooltip"), field.toolTip(), payload);
    }
    field.setError({});
    CHECK(field.toolTip().isEmpty());
}

#ifdef Q_OS_LINUX
TEST_CASE("hovering over hostile text opens no file", "[gui][untrusted]")
{
    Probe probe;
    const QStringList payloads = hostilePayloads(probe.path);
    QLabel anchor(QStringLiteral("anchor"));
    anchor.show();
    REQUIRE(QTest::qWaitForWindowExposed(&anchor));

    FolderWatch watch(QFileInfo(probe.path).absolutePath());
    SearchField field;
    PaperDetailView view;
    view.resize(700, 900);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    for (const QString &payload : payloads) {
        // The strings Qt pops up on a hover, shown for real; and the detail pane painted.
        field.setError(payload);
        REQUIRE(render(field.toolTip()).requested.isEmpty()); // never /dev/zero for real
        QToolTip::showText(anchor.mapToGlobal(QPoint(5, 5)), field.toolTip(), &anchor);
        QToolTip::showText(anchor.mapToGlobal(QPoint(5, 5)), plainToRichText(payload), &anchor);
        PaperDetails details;
        details.paper.id = 1;
        details.paper.title = payload;
        details.paper.abstract = QStringLiteral("Text to highlight.");
        details.highlights = { Highlight{ 1, 1, 0, 4, HighlightColor::Green, payload } };
        view.setPaper(details);
        (void)view.grab();
        QCoreApplication::processEvents();
    }
    QToolTip::hideText();
    CHECK(watch.events() == 0);

    // The watch does see a read of the probe: the check above can fail.
    QToolTip::showText(anchor.mapToGlobal(QPoint(5, 5)), QStringLiteral("<img src=\"%1\">").arg(probe.path), &anchor);
    QCoreApplication::processEvents();
    QToolTip::hideText();
    CHECK(watch.events() > 0);
}
#endif
