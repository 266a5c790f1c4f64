// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace Lectern::Desktop {

// Asks for a tag name (or several, with commas between, once allowSeveral()), completing from
// the library's tags, and accepts only valid names: a bad one is explained in the dialog, which
// stays open to correct it.
class TagDialog : public QDialog
{
    Q_OBJECT

public:
    TagDialog(const QString &title, const QString &prompt, const QStringList &knownTags, QWidget *parent = nullptr);

    void setName(const QString &name);
    void allowSeveral();
    // The checked, tidied name, once accepted; names() has each of several.
    QString name() const { return m_names.value(0); }
    QStringList names() const { return m_names; }
    QLineEdit *input() const { return m_input; }

    void accept() override;

private:
    QLineEdit *m_input;
    QLabel *m_error;
    QStringList m_names;
    bool m_several = false;
};

} // namespace Lectern::Desktop
