// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/abstractbrowser.h"

#include "widgets/plaintext.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QImage>
#include <QMessageBox>

namespace Lectern::Desktop {

AbstractBrowser::AbstractBrowser(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &AbstractBrowser::openLink);
}

QVariant AbstractBrowser::loadResource(int type, const QUrl &name)
{
    if (name.scheme() == QLatin1String("qrc"))
        return QTextBrowser::loadResource(type, name);
    // Returning nothing is not enough for images: Qt's image loader then reads the path from
    // disk itself. An empty image of its own keeps it from trying.
    if (type == QTextDocument::ImageResource) {
        QImage blank(1, 1, QImage::Format_ARGB32);
        blank.fill(Qt::transparent);
        return blank;
    }
    return {};
}

bool AbstractBrowser::isAllowedLink(const QUrl &url)
{
    static const QStringList schemes{
        QStringLiteral("http"), QStringLiteral("https"), QStringLiteral("doi"), QStringLiteral("arxiv")
    };
    return url.isValid() && schemes.contains(url.scheme().toLower());
}

void AbstractBrowser::openLink(const QUrl &url)
{
    if (!isAllowedLink(url)) {
        Q_EMIT linkRefused(url);
        return;
    }
    if (QDesktopServices::openUrl(url))
        return;
    // No browser (or none the desktop knows): say so, and keep the address at hand.
    const QString address = url.toString();
    QGuiApplication::clipboard()->setText(address);
    auto *box = new QMessageBox(QMessageBox::Warning,
        tr("Cannot Open Link"),
        plainToRichText(tr("No program to open %1 was found. The address is on the clipboard.").arg(address)),
        QMessageBox::Ok,
        this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace Lectern::Desktop
