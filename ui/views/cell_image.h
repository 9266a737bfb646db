#pragma once
// Draws an n×n picture of cells (one pixel per cell) into a grid rectangle so that each cell
// stays one flat colour, on screen, in PNG and in SVG. Cell by cell rectangles are exact but
// cost n² drawing calls: at 1,000 tokens a million per head, which made an SVG export of GPT-2
// small's attention take minutes and produce hundreds of megabytes. So small grids are drawn
// as rectangles by the caller, large ones as one image; for a vector target the image is first
// scaled by nearest neighbour, since SVG viewers smooth an embedded image.

#include <QImage>
#include <QRectF>

class QPainter;

namespace kvscope::ui {

// True when the grid is better drawn as one image (cells smaller than a few pixels).
bool drawCellsAsImage(qreal cellSize);
// True when `painter` draws into a vector file (an SVG export, a PDF handout): readable grids
// go there as rectangles, and an image is first scaled so viewers do not smooth it.
bool paintsVector(const QPainter& painter);
void drawCellImage(QPainter& painter, const QRectF& grid, const QImage& cells);

}  // namespace kvscope::ui
