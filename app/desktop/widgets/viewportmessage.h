// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace Lectern::Desktop {

// A sentence shown over an empty view, near its top, as wide as the view: "No papers match
// “graph” in NeurIPS 2024." Plain text; the view's clicks and keys pass through it.
class ViewportMessage : public QLabel
{
    Q_OBJECT

public:
    // viewport: the view's viewport, which the message sits on and follows.
    explicit ViewportMessage(QWidget *viewport);

    void showMessage(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
};

} // namespace Lectern::Desktop
