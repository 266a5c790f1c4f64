// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QMenu>

namespace Lectern::Desktop {

// File → Open Recent: the user's own library first, then the libraries opened last, newest
// first (RecentLibraries). A file that has gone is not offered; a server is
// named by its database and host (the tooltip has the whole address) and asked only when chosen.
class RecentLibrariesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentLibrariesMenu(QWidget *parent = nullptr);

Q_SIGNALS:
    void chosen(const Lectern::Storage::Location &location);

private:
    void fill();
};

} // namespace Lectern::Desktop
