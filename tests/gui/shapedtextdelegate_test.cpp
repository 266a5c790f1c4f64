// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/shapedtextdelegate.h"

#include <catch2/catch_test_macros.hpp>

#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QTableView>

#include <limits>
#include <memory>

using namespace Lectern::Desktop;

namespace {

// One cell painted by a delegate, in a table of the window's usual settings.
QImage paintedCell(QAbstractItemDelegate *delegate,
    const QString &text,
    int width,
    Qt::Alignment alignment = {},
    Qt::LayoutDirection direction = Qt::LeftToRight,
    bool selected = false)
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
    table.setLayoutDirection(direction);
    if (selected)
        table.selectRow(0);
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

// The share of the ink of a that b lacks or has elsewhere, allowing b a shift of one pixel
// either way (the style places glyphs at fractions of a pixel, the delegate at whole ones).
double inkMismatch(const QImage &a, const QImage &b)
{
    const QRgb background = a.pixel(0, a.height() / 2);
    const auto ink = [background](const QImage &image, int x, int y) {
        return x >= 0 && x < image.width() && qGray(image.pixel(x, y)) != qGray(background) &&
            std::abs(qGray(image.pixel(x, y)) - qGray(background)) > 64;
    };
    int inked = 0;
    int best = std::numeric_limits<int>::max();
    for (int shift = -1; shift <= 1; ++shift) {
        int mismatched = 0;
        inked = 0;
        for (int y = 0; y < a.height(); ++y) {
            for (int x = 0; x < a.width(); ++x) {
                inked += ink(a, x, y);
                mismatched += ink(a, x, y) != ink(b, x + shift, y);
            }
        }
        best = std::min(best, mismatched);
    }
    return inked ? double(best) / inked : 1.0;
}

} // namespace

TEST_CASE("Cells show their text where the style would", "[gui][delegate]")
{
    const QString english = QStringLiteral("Graph neural networks (2020).");
    const QString hebrew = QStringLiteral("רשתות נוירונים (2020).");
    for (const QString &text : { english, hebrew }) {
        for (const Qt::LayoutDirection direction : { Qt::LeftToRight, Qt::RightToLeft }) {
            for (const Qt::Alignment alignment :
                { Qt::Alignment{}, Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter) }) {
                for (const bool selected : { false, true }) {
                    INFO(text.toStdString()
                        << " direction " << direction << " alignment " << alignment << " selected " << selected);
                    QStyledItemDelegate styled;
                    ShapedTextDelegate shaped;
                    const QImage byStyle = paintedCell(&styled, text, 400, alignment, direction, selected);
                    const QImage byDelegate = paintedCell(&shaped, text, 400, alignment, direction, selected);
                    const auto [styledFirst, styledLast] = inkColumns(byStyle);
                    const auto [shapedFirst, shapedLast] = inkColumns(byDelegate);
                    REQUIRE(styledLast > styledFirst);
                    CHECK(std::abs(shapedFirst - styledFirst) <= 1);
                    CHECK(std::abs(shapedLast - styledLast) <= 1);
                    // The same glyphs in the same order.
                    CHECK(inkMismatch(byStyle, byDelegate) < 0.2);
                }
            }
        }
    }
}

TEST_CASE("A cell's text is cut to fit it, as the style cuts it", "[gui][delegate]")
{
    QStyledItemDelegate styled;
    ShapedTextDelegate shaped;
    const QString text = QStringLiteral("word ").repeated(100);
    const QImage byStyle = paintedCell(&styled, text, 120);
    const QImage byDelegate = paintedCell(&shaped, text, 120);
    const auto [styledFirst, styledLast] = inkColumns(byStyle);
    const auto [shapedFirst, shapedLast] = inkColumns(byDelegate);
    CHECK(std::abs(shapedFirst - styledFirst) <= 1);
    CHECK(std::abs(shapedLast - styledLast) <= 1); // ending in "…", not where it is clipped
    CHECK(inkMismatch(byStyle, byDelegate) < 0.2);
}

TEST_CASE("Comparing cells tells text drawn in another direction", "[gui][delegate]")
{
    // What the test above relies on: the same text in the other direction does not pass for it.
    QStyledItemDelegate styled;
    const QString text = QStringLiteral("Graph neural networks (2020).");
    const QImage left = paintedCell(&styled, text, 400, {}, Qt::LeftToRight);
    const QImage right = paintedCell(&styled, text, 400, Qt::AlignLeft | Qt::AlignVCenter, Qt::RightToLeft);
    CHECK(inkMismatch(left, right) > 0.4);
}

TEST_CASE("A cell shows markup as written, not as markup", "[gui][delegate]")
{
    ShapedTextDelegate shaped;
    const auto [tagFirst, tagLast] = inkColumns(paintedCell(&shaped, QStringLiteral("<b>x</b>"), 300));
    const auto [xFirst, xLast] = inkColumns(paintedCell(&shaped, QStringLiteral("x"), 300));
    // Eight characters, not one bold x.
    CHECK(tagLast - tagFirst > 4 * (xLast - xFirst + 1));
}
