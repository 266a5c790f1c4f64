// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QProgressBar>
#include <QStringList>
#include <QTranslator>
#include <QWidget>

#include <map>

namespace Lectern::Test {

// The controls of a window, shown, that a screen reader would announce without a name: every
// widget that takes the focus, and every button, item view and progress bar, whose accessible
// interface has no name (a button's text, a label's buddy or setAccessibleName give one).
inline QStringList unnamedControls(const QWidget *window)
{
    QStringList unnamed;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window) || widget->window() != window)
            continue;
        const bool control = widget->focusPolicy() != Qt::NoFocus || qobject_cast<QAbstractButton *>(widget) ||
            qobject_cast<QAbstractItemView *>(widget) || qobject_cast<QProgressBar *>(widget);
        // Viewports, headers and scroll bars are parts of the view that holds them.
        if (!control || widget->objectName().startsWith(QLatin1String("qt_")) ||
            qobject_cast<QAbstractScrollArea *>(widget->parentWidget()))
            continue;
        const QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty())
            unnamed.append(QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->objectName());
    }
    return unnamed;
}

// Translates the source texts it is given, as a .qm file would, so that a test can see what a
// translation does to a sentence without shipping one.
class FakeTranslator : public QTranslator
{
public:
    explicit FakeTranslator(std::map<QString, QString> translations) : m_translations(std::move(translations)) { }

    bool isEmpty() const override { return false; }

    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        const auto found = m_translations.find(QString::fromUtf8(sourceText));
        return found == m_translations.end() ? QString() : found->second;
    }

private:
    std::map<QString, QString> m_translations;
};

} // namespace Lectern::Test
