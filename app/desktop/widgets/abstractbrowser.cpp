// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/abstractbrowser.h"

#include <QDesktopServices>
#include <QImage>

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
    if (isAllowedLink(url))
        QDesktopServices::openUrl(url);
    else
        Q_EMIT linkRefused(url);
}

} // namespace Lectern::Desktop
