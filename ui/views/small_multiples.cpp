#include "ui/views/small_multiples.h"

#include <algorithm>

namespace kvscope::ui {

QSizeF panelSize(int count, int columns, const QSizeF& area, qreal spacing) {
    if (count <= 0 || columns <= 0) return {};
    const int rows = (count + columns - 1) / columns;
    return {std::max<qreal>(0, (area.width() - (columns - 1) * spacing) / columns),
            std::max<qreal>(0, (area.height() - (rows - 1) * spacing) / rows)};
}

int bestColumns(int count, const QSizeF& area, qreal spacing, const std::function<qreal(const QSizeF&)>& cellFor,
                int maxColumns, int minColumns) {
    if (count <= 1) return 1;
    const int least = std::clamp(minColumns, 1, std::max(1, std::min(count, maxColumns)));
    int best = least;
    qreal bestCell = -1;
    for (int columns = least; columns <= count && columns <= maxColumns; ++columns) {
        const qreal cell = cellFor(panelSize(count, columns, area, spacing));
        if (cell > bestCell + 1e-9) {
            bestCell = cell;
            best = columns;
        }
    }
    return best;
}

}  // namespace kvscope::ui
