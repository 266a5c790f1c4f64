// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/exportdialog.h"

#include "export/exporter.h"
#include "search/paperfinder.h"
#include "storage/librarysession.h"
#include "storage/liststore.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "tasks/libraryworker.h"
#include "widgets/exportpreview.h"
#include "widgets/plaintext.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QThreadPool>
#include <QVBoxLayout>

#include <atomic>
#include <memory>

namespace Lectern::Desktop {
namespace {

// Enough entries to see what the file will look like, few enough to show at once.
constexpr int PreviewEntries = 5;

QString formatLabel(Export::ExportFormat format)
{
    switch (format) {
    case Export::ExportFormat::Markdown:
        return ExportDialog::tr("Markdown reading list");
    case Export::ExportFormat::BibTex:
        return ExportDialog::tr("BibTeX");
    case Export::ExportFormat::Ris:
        return ExportDialog::tr("RIS");
    case Export::ExportFormat::CslJson:
        return ExportDialog::tr("CSL-JSON");
    case Export::ExportFormat::Csv:
        return ExportDialog::tr("CSV (spreadsheets)");
    case Export::ExportFormat::Html:
        return ExportDialog::tr("HTML page");
    }
    return {};
}

} // namespace

ExportDialog::ExportDialog(LibraryWorker &worker, const Papers &papers, QWidget *parent)
    : QDialog(parent)
    , m_worker(&worker)
    , m_papers(papers)
    , m_format(new QComboBox(this))
    , m_scope(new QComboBox(this))
    , m_abstracts(new QCheckBox(tr("With the abstracts"), this))
    , m_latex(new QCheckBox(tr("Letters beyond ASCII as LaTeX commands"), this))
    , m_byteOrderMark(new QCheckBox(tr("Byte order mark, for spreadsheet programs"), this))
    , m_markInferred(new QCheckBox(tr("Mark the titles Lectern inferred from the abstract"), this))
    , m_title(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_preview(new ExportPreview(this))
{
    setWindowTitle(tr("Export"));
    for (const QString &name : Export::formatNames()) {
        const Export::ExportFormat format = *Export::formatNamed(name);
        m_format->addItem(formatLabel(format), QVariant::fromValue(static_cast<int>(format)));
    }
    m_format->setAccessibleName(tr("Format"));

    const qsizetype selected = m_papers.selection.size();
    if (selected > 0)
        addScope(tr("The selected papers (%1)").arg(selected), Scope::Selection, selected);
    const qsizetype shown = m_papers.searchResult.size();
    addScope(tr("The papers shown (%1)").arg(shown), Scope::SearchResult, shown);
    readLists();
    m_scope->setAccessibleName(tr("Papers"));

    QSettings settings;
    m_format->setCurrentIndex(std::max(0, m_format->findData(settings.value(QStringLiteral("export/format"), 0))));
    m_abstracts->setChecked(settings.value(QStringLiteral("export/abstracts"), true).toBool());
    m_markInferred->setChecked(settings.value(QStringLiteral("export/markInferredTitles"), true).toBool());
    m_markInferred->setToolTip(plainToRichText(tr("Writes “%1” beside each such title, so that nobody cites it as the "
                                                  "paper's own.")
            .arg(InferredTitleMark)));
    m_title->setPlaceholderText(tr("A heading for the list (optional)"));
    m_title->setAccessibleName(tr("Heading"));
    m_count->setTextFormat(Qt::PlainText);
    m_preview->setMinimumSize(560, 280);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Papers:"), m_scope);
    form->addRow(tr("&Heading:"), m_title);
    form->addRow(QString(), m_abstracts);
    form->addRow(QString(), m_latex);
    form->addRow(QString(), m_byteOrderMark);
    form->addRow(QString(), m_markInferred);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Preview of the first entries:"), this));
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);

    for (QComboBox *box : { m_format, m_scope })
        connect(box, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    for (QCheckBox *box : { m_abstracts, m_latex, m_byteOrderMark, m_markInferred })
        connect(box, &QCheckBox::toggled, this, &ExportDialog::updatePreview);
    connect(m_title, &QLineEdit::textChanged, this, &ExportDialog::updatePreview);
    updatePreview();
}

void ExportDialog::addScope(const QString &text, Scope scope, qsizetype count, ReadingListId list)
{
    // Each choice keeps its paper count, so the preview never reads more than its entries.
    m_scope->addItem(text, QVariant::fromValue(QVariantList{ static_cast<int>(scope), list, count }));
}

void ExportDialog::readLists()
{
    ++m_reading;
    QPointer<ExportDialog> self(this);
    m_worker->read<std::pair<QList<ReadingList>, int>>(
        [](Storage::LibrarySession &library) {
            return std::pair{ library.lists().lists(), library.papers().paperCount() };
        },
        [self](const std::pair<QList<ReadingList>, int> &read) {
            if (!self)
                return;
            --self->m_reading;
            for (const ReadingList &list : read.first) {
                self->addScope(tr("Reading list “%1” (%2)").arg(list.name, QString::number(list.paperCount)),
                    Scope::List,
                    list.paperCount,
                    list.id);
            }
            self->addScope(tr("The whole library (%1)").arg(read.second), Scope::Library, read.second);
        },
        [self](const Storage::StorageError &) {
            // Without its lists or its count the dialog still exports what it knows.
            if (self)
                --self->m_reading;
        });
}

Export::ExportFormat ExportDialog::format() const
{
    return static_cast<Export::ExportFormat>(m_format->currentData().toInt());
}

Export::ExportOptions ExportDialog::options() const
{
    Export::ExportOptions options;
    options.abstracts = m_abstracts->isChecked();
    options.texEncoding = m_latex->isChecked() ? Text::TexEncoding::Ascii : Text::TexEncoding::Utf8;
    options.byteOrderMark = m_byteOrderMark->isChecked();
    options.markInferredTitles = m_markInferred->isChecked();
    options.title = m_title->text().trimmed();
    return options;
}

ExportDialog::Choice ExportDialog::choice() const
{
    const QVariantList chosen = m_scope->currentData().toList();
    return { static_cast<Scope>(chosen.value(0).toInt()), chosen.value(1).toLongLong(), chosen.value(2).toLongLong() };
}

QList<PaperId> ExportDialog::papersOf(
    const Storage::LibrarySession &library, const Choice &choice, const Papers &papers, int limit)
{
    const auto first = [limit](const QList<PaperId> &ids) {
        return limit < 0 ? ids : ids.first(std::min<qsizetype>(limit, ids.size()));
    };
    switch (choice.scope) {
    case Scope::Selection:
        return first(papers.selection);
    case Scope::SearchResult:
        return first(papers.searchResult);
    case Scope::List:
        return first(library.lists().papers(choice.list));
    case Scope::Library:
        return Search::PaperFinder(library.database())
            .find(Search::Query(), {}, { Search::SortKey::Added, Qt::AscendingOrder }, limit);
    }
    return {};
}

QString ExportDialog::previewText() const
{
    return m_preview->toPlainText();
}

void ExportDialog::updatePreview()
{
    const Export::ExportFormat chosen = format();
    m_abstracts->setVisible(chosen == Export::ExportFormat::Markdown);
    m_latex->setVisible(chosen == Export::ExportFormat::BibTex);
    m_byteOrderMark->setVisible(chosen == Export::ExportFormat::Csv);
    m_markInferred->setVisible(chosen != Export::ExportFormat::CslJson); // its custom data says so
    m_title->setEnabled(chosen == Export::ExportFormat::Markdown || chosen == Export::ExportFormat::Html);
    m_preview->setFormat(chosen);
    const Choice scope = choice();
    m_count->setText(tr("%n paper(s) will be exported.", nullptr, int(scope.count)));
    // Read on the worker; a preview asked for since replaces this one.
    const int request = ++m_previewRequest;
    ++m_reading;
    QPointer<ExportDialog> self(this);
    const auto current = [self, request] {
        if (!self)
            return false;
        --self->m_reading;
        return request == self->m_previewRequest;
    };
    m_worker->read<QString>(
        [scope, papers = m_papers, chosen, options = options()](Storage::LibrarySession &library) {
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            Export::Exporter(library.database(), chosen, options)
                .write(papersOf(library, scope, papers, PreviewEntries), buffer);
            return QString::fromUtf8(bytes);
        },
        [self, current, count = scope.count](const QString &entries) {
            if (!current())
                return;
            QString text = entries;
            if (count > PreviewEntries)
                text += u'\n' + tr("… and %n more.", nullptr, int(count - PreviewEntries));
            self->m_preview->setEntries(text);
        },
        [self, current](const Storage::StorageError &error) {
            if (current())
                self->m_preview->setEntries(tr("Cannot read the library: %1").arg(error.message()));
        });
}

void ExportDialog::save()
{
    const Export::ExportFormat chosen = format();
    QSettings settings;
    settings.setValue(QStringLiteral("export/format"), static_cast<int>(chosen));
    settings.setValue(QStringLiteral("export/abstracts"), m_abstracts->isChecked());
    settings.setValue(QStringLiteral("export/markInferredTitles"), m_markInferred->isChecked());
    const QString folder =
        settings
            .value(QStringLiteral("export/folder"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    const QString suffix = Export::fileSuffix(chosen);
    const QString path = QFileDialog::getSaveFileName(this,
        tr("Export"),
        folder + u'/' + tr("reading-list") + u'.' + suffix,
        tr("%1 (*.%2)").arg(formatLabel(chosen), suffix));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("export/folder"), QFileInfo(path).absolutePath());
    saveTo(path);
}

bool ExportDialog::saveTo(const QString &path)
{
    const Choice scope = choice();
    if (scope.count == 0 && QFileInfo(path).size() > 0 && !confirmEmptying(path))
        return false;
    // Written on a thread with a connection of its own: a large export neither waits behind the
    // window's reads nor holds them up, and the window answers while a server is slow. The
    // progress dialog shows once it takes a while; Cancel stops it before the file replaces
    // anything.
    struct Outcome
    {
        std::atomic<bool> cancel = false;
        bool written = false;
        bool cancelled = false;
        qsizetype count = 0;
        QString error;
    };
    auto outcome = std::make_shared<Outcome>();
    QProgressDialog progress(tr("Exporting…"), tr("Cancel"), 0, 1000, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(1000);
    connect(&progress, &QProgressDialog::canceled, this, [outcome] { outcome->cancel = true; });
    QEventLoop loop;
    QPointer<QProgressDialog> bar(&progress);
    QThreadPool::globalInstance()->start([location = m_worker->location(),
                                             scope,
                                             papers = m_papers,
                                             chosen = format(),
                                             options = options(),
                                             path,
                                             outcome,
                                             bar,
                                             loop = &loop] {
        QString error;
        if (const auto library = Storage::LibrarySession::open(location, &error, Storage::Database::Access::ReadOnly)) {
            try {
                Export::Exporter exporter(library->database(), chosen, options);
                exporter.setProgress([outcome, bar](qsizetype written, qsizetype total) {
                    const int value = total > 0 ? static_cast<int>(written * 1000 / total) : 0;
                    QMetaObject::invokeMethod(qApp, [bar, value] {
                        if (bar)
                            bar->setValue(value);
                    });
                    return !outcome->cancel;
                });
                outcome->written = exporter.writeFile(papersOf(*library, scope, papers, -1), path);
                outcome->count = exporter.written();
                outcome->cancelled = exporter.wasCancelled();
                error = exporter.errorString();
            } catch (const Storage::StorageError &failure) {
                error = failure.message();
            }
        }
        outcome->error = error;
        QMetaObject::invokeMethod(loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    loop.exec();
    progress.close();
    if (!outcome->written) {
        if (!outcome->cancelled)
            QMessageBox::warning(this, tr("Export"), plainToRichText(outcome->error));
        return false;
    }
    m_written = outcome->count;
    accept();
    return true;
}

// The file dialog asked whether to replace the file, not whether to empty it: an export of no
// papers (a scope that names none) over a file with content is asked about again.
bool ExportDialog::confirmEmptying(const QString &path)
{
    QMessageBox box(QMessageBox::Warning,
        tr("Export"),
        tr("There are no papers to export. Replace %1 with an empty file?").arg(QFileInfo(path).fileName()),
        QMessageBox::Cancel,
        this);
    box.setTextFormat(Qt::PlainText);
    box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.buttonRole(box.clickedButton()) == QMessageBox::DestructiveRole;
}

} // namespace Lectern::Desktop
