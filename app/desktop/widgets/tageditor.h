// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QLineEdit;
class QStringListModel;

namespace Lectern::Desktop {

class FlowLayout;

// The tags of the paper being read, as coloured chips, and a field to add more: names
// complete from the library's tags, several can be given separated by commas, and a bad name
// is explained under the field instead of being dropped.
class TagEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TagEditor(QWidget *parent = nullptr);

    void setTags(const QList<Tag> &tags);
    // Who gave each tag and when, by tag name, for its chip's tooltip.
    void setOrigins(const QHash<QString, QString> &origins);
    const QList<Tag> &tags() const { return m_tags; }
    // Every tag name in the library, for completion.
    void setKnownTags(const QStringList &names);
    QLineEdit *input() const { return m_input; }
    QString errorText() const;

Q_SIGNALS:
    void tagAdded(const QString &name);
    void tagRemoved(const Lectern::Tag &tag);
    void tagActivated(const QString &name);

private:
    void addTyped();
    QWidget *chip(const Tag &tag);
    QString chipToolTip(const Tag &tag) const;

    QList<Tag> m_tags;
    QHash<QString, QString> m_origins;
    QHash<QString, QWidget *> m_chipByName;
    QWidget *m_chips;
    FlowLayout *m_flow;
    QLineEdit *m_input;
    QLabel *m_error;
    QStringListModel *m_known;
};

} // namespace Lectern::Desktop
