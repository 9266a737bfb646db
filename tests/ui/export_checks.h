#pragma once
// Checks on exported files that hold at any size: images that show something, CSV tables read
// as a stream (a 1,000-token timeline's attention table is ~1 GB), trace JSON without its big
// matrices.

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <nlohmann/json.hpp>

// Why `image` is not a picture of something (null, tiny, one flat colour), or empty when it is.
QString imageProblem(const QImage& image);

// Pixels painted from the colour map: viridis is saturated (HSV saturation ≥ 50 % all along),
// the page, text, grid and the mask's greys are not. A heatmap that shows its rows covers
// many; one that shows only the newest row covers a line.
qint64 colourMapPixels(const QImage& image);

// A whole CSV table, read once: the first problem found — a row whose field count differs from
// the header's, "nan"/"inf" or text where a number belongs (masked scores may be -inf) — and
// row counts.
struct CsvSummary {
    QList<QByteArray> header;
    qint64 rows = 0;
    QString problem;                 // empty when none
    QMap<int, qint64> rowsPerLayer;  // when the table has a "layer" column
    QSet<int> queryPositions;        // when it has "query_position"
};
CsvSummary readCsv(const QString& path);

// The trace without its matrices and logits (a 1,000-token prefill holds tens of millions of
// numbers); the parser still reads and checks every byte. Discarded (is_discarded()) when the
// file is not valid JSON.
nlohmann::json readTraceOutline(const QString& path);
nlohmann::json readJson(const QString& path);
