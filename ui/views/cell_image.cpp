#include "ui/views/cell_image.h"

#include <QPaintEngine>
#include <QPainter>
#include <cmath>

namespace kvscope::ui {

bool drawCellsAsImage(qreal cellSize) { return cellSize < 4; }

bool paintsVector(const QPainter& painter) {
    const QPaintEngine* engine = painter.paintEngine();
    return engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf);
}

void drawCellImage(QPainter& painter, const QRectF& grid, const QImage& cells) {
    if (!paintsVector(painter)) return painter.drawImage(grid, cells);  // the raster engine scales by nearest neighbour
    // a whole number of image pixels per cell, at least the grid's size, so nothing blurs
    const int factor = std::max(1, static_cast<int>(std::ceil(grid.width() / std::max(cells.width(), 1))));
    painter.drawImage(grid, cells.scaled(cells.width() * factor, cells.height() * factor, Qt::IgnoreAspectRatio,
                                         Qt::FastTransformation));
}

}  // namespace kvscope::ui
