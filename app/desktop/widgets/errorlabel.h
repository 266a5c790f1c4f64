// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace Lectern::Desktop {

// A hidden label for a correction the user has to make, in a warning colour that reads on
// light and dark backgrounds; shown with setText() and show(), hidden again when typing resumes.
QLabel *createErrorLabel(QWidget *parent);

} // namespace Lectern::Desktop
