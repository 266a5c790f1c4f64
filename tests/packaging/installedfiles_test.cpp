// SPDX-License-Identifier: GPL-3.0-or-later
// What is installed beside the programs, as Qt reads it: the MIME types of
// packaging/org.lectern.Lectern.mime.xml (KDE's file managers read them so), the types the desktop
// entry claims for "Open with", and the application icon.
#include <catch2/catch_test_macros.hpp>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QMimeDatabase>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>

namespace {

// An XDG data folder holding only Lectern's MIME package, searched before the system's.
// QMimeDatabase reads mime/packages/*.xml where a folder has no mime.cache, and looks for its
// folders once per process: this one is made once, before the first look-up, and kept.
struct MimeData
{
    QTemporaryDir dir;

    MimeData()
    {
        const QString packages = dir.filePath(QStringLiteral("mime/packages"));
        QDir().mkpath(packages);
        QFile::copy(QStringLiteral(LECTERN_MIME_XML), packages + QStringLiteral("/org.lectern.Lectern.xml"));
        QByteArray dirs = qgetenv("XDG_DATA_DIRS");
        if (dirs.isEmpty())
            dirs = "/usr/local/share:/usr/share";
        qputenv("XDG_DATA_DIRS", QByteArray(QFile::encodeName(dir.path()) + ':' + dirs));
    }
};

QMimeDatabase database()
{
    static const MimeData data;
    return QMimeDatabase();
}

QStringList desktopEntryMimeTypes()
{
    QFile file(QStringLiteral(LECTERN_DESKTOP_FILE));
    REQUIRE(file.open(QIODevice::ReadOnly | QIODevice::Text));
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1String("MimeType=")))
            return line.mid(qsizetype(sizeof("MimeType=") - 1)).split(u';', Qt::SkipEmptyParts);
    }
    return {};
}

} // namespace

TEST_CASE("The desktop entry claims known reference formats by their own names, no generic type", "[packaging]")
{
    const QMimeDatabase mimes = database();
    const QStringList types = desktopEntryMimeTypes();
    REQUIRE(types.size() == 4);
    for (const QString &type : types) {
        INFO(type.toStdString());
        const QMimeType mime = mimes.mimeTypeForName(type);
        CHECK(mime.isValid());
        CHECK(mime.name() == type); // not an alias
        CHECK_FALSE(mime.isDefault());
        // Opening a file in Lectern imports it: a text file, spreadsheet or JSON file is no list of papers.
        for (const char *generic : { "text/plain", "text/csv", "text/tab-separated-values", "application/json" })
            CHECK(type != QLatin1String(generic));
    }
}

TEST_CASE("RIS, PubMed and Web of Science files are known by their names and by their first line", "[packaging]")
{
    const QMimeDatabase mimes = database();
    struct Sample
    {
        const char *fileName;
        QByteArray start;
        const char *type;
    };
    const Sample samples[] = {
        { "scopus.ris", "TY  - JOUR\r\nTI  - Graph samplers\r\n", "application/x-research-info-systems" },
        { "ovid.ris", "\xEF\xBB\xBF\n1.\nTY  - JOUR\n", "application/x-research-info-systems" },
        { "pubmed-set.nbib", "PMID- 12345678\nOWN - NLM\n", "application/nbib" },
        { "savedrecs.ciw",
            "FN Clarivate Analytics Web of Science\nVR 1.0\n",
            "application/x-inst-for-scientific-info" },
        { "savedrecs.isi",
            "\xEF\xBB\xBF"
            "FN Thomson Reuters Web of Science\n",
            "application/x-inst-for-scientific-info" },
    };
    for (const Sample &sample : samples) {
        INFO(sample.fileName);
        const QString type = QLatin1String(sample.type);
        const QMimeType byName = mimes.mimeTypeForFile(QLatin1String(sample.fileName), QMimeDatabase::MatchExtension);
        CHECK(byName.name() == type);
        CHECK(mimes.mimeTypeForData(sample.start).name() == type);
        // Text editors still offer to open them.
        CHECK(byName.inherits(QStringLiteral("text/plain")));
    }
    CHECK(mimes.mimeTypeForFile(QStringLiteral("refs.bib"), QMimeDatabase::MatchExtension).name() ==
        QLatin1String("text/x-bibtex"));
}

TEST_CASE("The application icon is plain SVG that Qt draws, solid at panel sizes", "[packaging]")
{
    QFile file(QStringLiteral(LECTERN_ICON));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    // Shapes only: no bitmap, no text (fonts differ between systems), no CSS (Qt's SVG has none).
    for (const char *element : { "<image", "<text", "<style", "<font" })
        CHECK_FALSE(svg.contains(element));
    QSvgRenderer icon(svg);
    REQUIRE(icon.isValid());
    for (const int size : { 16, 22, 32, 48 }) {
        INFO(size << " px");
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        icon.render(&painter);
        painter.end();
        int opaque = 0;
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x)
                opaque += qAlpha(image.pixel(x, y)) == 255 ? 1 : 0;
        }
        CHECK(opaque > size * size / 3); // the book covers about half of its square
    }
}
