// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace Lectern::Desktop {

// Asks for one tag name, completing from the library's tags, and accepts only a valid name:
// a bad one is explained in the dialog, which stays open to correct it.
class TagDialog : public QDialog
{
    Q_OBJECT

public:
    TagDialog(const QString &title, const QString &prompt, const QStringList &knownTags, QWidget *parent = nullptr);

    void setName(const QString &name);
    // The checked, tidied name, once accepted.
    QString name() const { return m_name; }
    QLineEdit *input() const { return m_input; }

    void accept() override;

private:
    QLineEdit *m_input;
    QLabel *m_error;
    QString m_name;
};

} // namespace Lectern::Desktop
