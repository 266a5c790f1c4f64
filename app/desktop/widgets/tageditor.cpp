// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tageditor.h"

#include "core/tagname.h"
#include "widgets/colorname.h"
#include "widgets/errorlabel.h"
#include "widgets/flowlayout.h"
#include "widgets/plaintext.h"
#include "widgets/tagicon.h"

#include <QCompleter>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace Lectern::Desktop {

TagEditor::TagEditor(QWidget *parent)
    : QWidget(parent)
    , m_chips(new QWidget(this))
    , m_flow(new FlowLayout(m_chips))
    , m_input(new QLineEdit(this))
    , m_error(createErrorLabel(this))
    , m_known(new QStringListModel(this))
{
    m_flow->setContentsMargins(0, 0, 0, 0);
    m_flow->setSpacing(4);

    m_input->setPlaceholderText(tr("Add tags (comma between several)…"));
    m_input->setAccessibleName(tr("Add tag"));
    m_input->setClearButtonEnabled(true);
    auto *completer = new QCompleter(m_known, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_input->setCompleter(completer);
    connect(m_input, &QLineEdit::returnPressed, this, &TagEditor::addTyped);
    connect(m_input, &QLineEdit::textEdited, m_error, &QLabel::hide);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_chips);
    layout->addWidget(m_input);
    layout->addWidget(m_error);
}

void TagEditor::setTags(const QList<Tag> &tags)
{
    if (tags == m_tags)
        return;
    m_tags = tags;
    m_chipByName.clear();
    while (QLayoutItem *item = m_flow->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    // Made after the field, a chip would come last in the window's tab order; it goes before
    // the field, where it is shown. (setTabOrder() ignores widgets that take no focus.)
    QWidget *before = m_input->previousInFocusChain();
    while (before != m_input && before->focusPolicy() == Qt::NoFocus)
        before = before->previousInFocusChain();
    for (const Tag &tag : tags) {
        QWidget *button = chip(tag);
        m_chipByName.insert(tag.name, button);
        m_flow->addWidget(button);
        // The layout would show it only once the event loop runs again: a pane read again while
        // the user tabs through it would skip its chips.
        button->show();
        QWidget::setTabOrder(before, button);
        before = button;
    }
    m_chips->setVisible(!tags.isEmpty());
}

void TagEditor::setOrigins(const QHash<QString, QString> &origins)
{
    m_origins = origins;
    for (const Tag &tag : std::as_const(m_tags)) {
        if (QWidget *button = m_chipByName.value(tag.name))
            button->setToolTip(chipToolTip(tag));
    }
}

QString TagEditor::chipToolTip(const Tag &tag) const
{
    // The swatch's colour in words, for those who cannot tell it by sight.
    QStringList lines{ tag.name, ColorName::described(tagColor(tag.color)) };
    if (const QString origin = m_origins.value(tag.name); !origin.isEmpty())
        lines.append(origin);
    return plainToRichText(lines.join(u'\n'));
}

void TagEditor::setKnownTags(const QStringList &names)
{
    m_known->setStringList(names);
}

QString TagEditor::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QWidget *TagEditor::chip(const Tag &tag)
{
    auto *button = new QToolButton(m_chips);
    button->setText(withLiteralAmpersands(tag.name));
    button->setIcon(tagIcon(tag.color));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setAutoRaise(false);
    button->setAccessibleName(tr("Tag %1").arg(tag.name));
    button->setAccessibleDescription(ColorName::described(tagColor(tag.color)));
    button->setToolTip(chipToolTip(tag));
    auto *menu = new QMenu(button);
    menu->addAction(tr("Show Papers Tagged “%1”").arg(withLiteralAmpersands(tag.name)), this, [this, name = tag.name] {
        Q_EMIT tagActivated(name);
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove Tag"), this, [this, tag] {
        Q_EMIT tagRemoved(tag);
    });
    button->setMenu(menu);
    return button;
}

void TagEditor::addTyped()
{
    QStringList errors;
    QStringList rejected;
    const QStringList typed = m_input->text().split(u',', Qt::SkipEmptyParts);
    for (const QString &part : typed) {
        if (part.trimmed().isEmpty())
            continue;
        const TagName name = TagName::check(part);
        if (name.isValid()) {
            Q_EMIT tagAdded(name.name);
        } else {
            errors.append(name.error);
            rejected.append(part.trimmed());
        }
    }
    // What could not be added stays in the field to be corrected.
    m_input->setText(rejected.join(QStringLiteral(", ")));
    m_error->setText(errors.join(u'\n'));
    m_error->setVisible(!errors.isEmpty());
}

} // namespace Lectern::Desktop
