// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportphase.h"

#include "export/exporter.h"
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>

#include <stdexcept>

#include <sys/resource.h>

namespace Lectern::Bench {
namespace {

// Takes whatever is written and keeps only its size.
class CountingDevice : public QIODevice
{
public:
    CountingDevice() { open(QIODevice::WriteOnly); }
    qint64 bytes() const { return m_bytes; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        m_bytes += size;
        return size;
    }

private:
    qint64 m_bytes = 0;
};

double peakMemoryMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

QList<PaperId> allPapers(const Storage::Database &database)
{
    return Search::PaperFinder(database).find(Search::Query(), {}, { Search::SortKey::Added, Qt::AscendingOrder });
}

QJsonObject timeExport(const Storage::Database &database, const QList<PaperId> &ids, Export::ExportFormat format)
{
    CountingDevice sink;
    Export::Exporter exporter(database, format);
    QElapsedTimer timer;
    timer.start();
    if (!exporter.write(ids, sink))
        throw std::runtime_error(exporter.errorString().toStdString());
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    return { { QStringLiteral("seconds"), seconds },
        { QStringLiteral("per_second"), qRound64(static_cast<double>(exporter.written()) / seconds) },
        { QStringLiteral("mb"), static_cast<double>(sink.bytes()) / 1e6 } };
}

} // namespace

QJsonObject runExportPhase(const Storage::Location &library)
{
    Storage::Database database(library);
    if (!database.open())
        throw std::runtime_error(database.errorString().toStdString());
    const QList<PaperId> ids = allPapers(database);
    QJsonObject result{ { QStringLiteral("papers"), ids.size() } };
    for (const QString &name : Export::formatNames())
        result.insert(name, timeExport(database, ids, *Export::formatNamed(name)));
    result.insert(QStringLiteral("peak_rss_mb"), peakMemoryMiB());
    return result;
}

QJsonObject runBibTexCopiesPhase(const QString &bibFile, int copies, bool distinct, const QString &dir)
{
    QFile source(bibFile);
    if (!source.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + bibFile.toStdString());
    const QString text = QString::fromUtf8(source.readAll());
    static const QRegularExpression key(QStringLiteral("(@\\w+\\s*\\{\\s*)([^,\\s]+)\\s*,"));
    static const QRegularExpression title(
        QStringLiteral("(\\n\\s*title\\s*=\\s*\\{)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression doi(
        QStringLiteral("(\\n\\s*doi\\s*=\\s*\\{[^}]*)\\}"), QRegularExpression::CaseInsensitiveOption);
    const QString path = QDir(dir).filePath(QStringLiteral("copies.bib"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw std::runtime_error("cannot write " + path.toStdString());
    for (int copy = 0; copy < copies; ++copy) {
        const QString suffix = QStringLiteral("copy%1").arg(copy);
        QString renamed = QString(text).replace(key, QStringLiteral("\\1\\2_") + suffix + u',');
        if (distinct) {
            renamed.replace(title, QStringLiteral("\\1") + suffix + u' ');
            renamed.replace(doi, QStringLiteral("\\1.") + suffix + u'}');
        }
        file.write(renamed.toUtf8());
    }
    file.close();

    const QString libraryPath = QDir(dir).filePath(QStringLiteral("copies.sqlite"));
    QFile::remove(libraryPath);
    Storage::Database database(Storage::Location::file(libraryPath));
    if (!database.open())
        throw std::runtime_error(database.errorString().toStdString());
    QElapsedTimer timer;
    timer.start();
    const Import::ImportReport report = Import::Importer(database).importFiles({ path });
    const double importSeconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (report.hasErrors())
        throw std::runtime_error("the import failed");
    const QJsonObject exported = timeExport(database, allPapers(database), Export::ExportFormat::BibTex);
    QFile::remove(path);
    return { { QStringLiteral("entries"), report.added() + report.merged() + report.existing() },
        { QStringLiteral("added"), report.added() },
        { QStringLiteral("merged"), report.merged() },
        { QStringLiteral("existing"), report.existing() },
        { QStringLiteral("import_s"), importSeconds },
        { QStringLiteral("export_s"), exported[QStringLiteral("seconds")] },
        { QStringLiteral("import_and_export_s"), importSeconds + exported[QStringLiteral("seconds")].toDouble() } };
}

} // namespace Lectern::Bench
