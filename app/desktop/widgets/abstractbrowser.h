// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

namespace Lectern::Desktop {

// A QTextBrowser that is safe for text from files: it loads no resource but the program's
// own (QTextBrowser would read any local file an <img> names, /dev/zero included), and opens
// only web, DOI and arXiv links, in the system browser.
class AbstractBrowser : public QTextBrowser
{
    Q_OBJECT

public:
    explicit AbstractBrowser(QWidget *parent = nullptr);

    QVariant loadResource(int type, const QUrl &name) override;
    static bool isAllowedLink(const QUrl &url);

Q_SIGNALS:
    // A link that was not opened because its scheme is not allowed.
    void linkRefused(const QUrl &url);

private:
    void openLink(const QUrl &url);
};

} // namespace Lectern::Desktop
