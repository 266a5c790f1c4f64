// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QPushButton;

namespace Lectern::Desktop {

// Shown instead of the paper list while the library is empty: how to get abstracts in.
class WelcomeView : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomeView(QWidget *parent = nullptr);

    QPushButton *importButton() const { return m_import; }
    QPushButton *demoButton() const { return m_demo; }

Q_SIGNALS:
    void importRequested();
    void demoRequested();

private:
    QPushButton *m_import;
    QPushButton *m_demo;
};

} // namespace Lectern::Desktop
