// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/shapedtextdelegate.h"

#include <catch2/catch_test_macros.hpp>

#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QTableView>

#include <memory>

using namespace Lectern::Desktop;

namespace {

// One cell painted by a delegate, in a table of the window's usual settings.
QImage paintedCell(QAbstractItemDelegate *delegate, const QString &text, int width, Qt::Alignment alignment = {})
{
    QStandardItemModel model(1, 1);
    auto *item = new QStandardItem(text);
    if (alignment)
        item->setTextAlignment(alignment);
    model.setItem(0, 0, item);
    QTableView table;
    table.setModel(&model);
    table.setItemDelegate(delegate);
    table.setWordWrap(false);
    table.setShowGrid(false);
    table.horizontalHeader()->hide();
    table.verticalHeader()->hide();
    table.setColumnWidth(0, width);
    table.resize(width + 40, 60);
    table.show();
    return table.viewport()->grab(table.visualRect(model.index(0, 0))).toImage();
}

// The columns where anything is drawn on the background the cell's first column has.
std::pair<int, int> inkColumns(const QImage &image)
{
    const QRgb background = image.pixel(0, image.height() / 2);
    int first = image.width();
    int last = -1;
    for (int x = 0; x < image.width(); ++x) {
        for (int y = 0; y < image.height(); ++y) {
            if (image.pixel(x, y) != background) {
                first = std::min(first, x);
                last = std::max(last, x);
            }
        }
    }
    return { first, last };
}

} // namespace

TEST_CASE("Cells show their text where the style would", "[gui][delegate]")
{
    const QString text = QStringLiteral("Graph neural networks for sampling");
    for (const Qt::Alignment alignment : { Qt::Alignment{}, Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter) }) {
        QStyledItemDelegate styled;
        ShapedTextDelegate shaped;
        const auto [styledFirst, styledLast] = inkColumns(paintedCell(&styled, text, 400, alignment));
        const auto [shapedFirst, shapedLast] = inkColumns(paintedCell(&shaped, text, 400, alignment));
        REQUIRE(styledLast > styledFirst);
        CHECK(std::abs(shapedFirst - styledFirst) <= 1);
        CHECK(std::abs(shapedLast - styledLast) <= 1);
    }
}

TEST_CASE("A cell's text is cut to fit it", "[gui][delegate]")
{
    ShapedTextDelegate shaped;
    const QImage cell = paintedCell(&shaped, QStringLiteral("word ").repeated(100), 120);
    const auto [first, last] = inkColumns(cell);
    CHECK(first < 10);
    CHECK(last < cell.width() - 2); // within its margin
    CHECK(last > cell.width() / 2);
}

TEST_CASE("A cell shows markup as written, not as markup", "[gui][delegate]")
{
    ShapedTextDelegate shaped;
    const auto [tagFirst, tagLast] = inkColumns(paintedCell(&shaped, QStringLiteral("<b>x</b>"), 300));
    const auto [xFirst, xLast] = inkColumns(paintedCell(&shaped, QStringLiteral("x"), 300));
    // Eight characters, not one bold x.
    CHECK(tagLast - tagFirst > 4 * (xLast - xFirst + 1));
}
