// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/abstracthtml.h"
#include "widgets/abstractbrowser.h"

#include <catch2/catch_test_macros.hpp>

#include <QSignalSpy>
#include <QTextDocument>

using Lectern::Desktop::AbstractBrowser;

TEST_CASE("The abstract browser loads no file or network resource", "[gui][safety]")
{
    AbstractBrowser browser;
    for (const char *name : { "/etc/hostname",
             "/dev/zero",
             "file:///etc/hostname",
             "http://example.org/x.png",
             "https://example.org/x.png" }) {
        INFO(name);
        CHECK_FALSE(browser.loadResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(name))).isValid());
    }
    CHECK(browser.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("qrc:/icons/lectern.svg"))).isValid());
}

TEST_CASE("HTML in an abstract is shown as text", "[gui][safety]")
{
    AbstractBrowser browser;
    const QString abstract = QStringLiteral("Look: <img src=\"/dev/zero\"> and <script>alert(1)</script>.");
    browser.setHtml(Lectern::Text::abstractToHtml(abstract));
    CHECK(browser.toPlainText() == abstract);
    CHECK_FALSE(browser.document()->toHtml().contains(QStringLiteral("<img")));
}

TEST_CASE("Only web, DOI and arXiv links are opened", "[gui][safety]")
{
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("https://example.org"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("http://example.org"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("doi:10.1000/182"))));
    CHECK(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("arxiv:2401.00001"))));
    CHECK_FALSE(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("file:///etc/passwd"))));
    CHECK_FALSE(AbstractBrowser::isAllowedLink(QUrl(QStringLiteral("javascript:alert(1)"))));

    AbstractBrowser browser;
    QSignalSpy refused(&browser, &AbstractBrowser::linkRefused);
    Q_EMIT browser.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    CHECK(refused.size() == 1);
}
