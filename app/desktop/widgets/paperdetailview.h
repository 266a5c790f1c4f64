// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QWidget>

class QLabel;

namespace Lectern::Desktop {

class AbstractBrowser;

// The paper being read: its title (italic when inferred), where it comes from, and the abstract.
class PaperDetailView : public QWidget
{
    Q_OBJECT

public:
    explicit PaperDetailView(QWidget *parent = nullptr);

    void setPaper(const std::optional<Paper> &paper);
    PaperId paperId() const { return m_paperId; }
    AbstractBrowser *abstractBrowser() const { return m_abstract; }
    QString title() const;

private:
    PaperId m_paperId = 0;
    QLabel *m_title;
    QLabel *m_source;
    AbstractBrowser *m_abstract;
};

} // namespace Lectern::Desktop
