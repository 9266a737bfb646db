#include "export_checks.h"

#include <charconv>
#include <cmath>
#include <fstream>
#include <set>

#include "csv_reader.h"

using nlohmann::json;

namespace {

// Columns that hold text; every other cell must be a finite number or empty.
const QSet<QByteArray> kTextColumns{"token", "query_token", "key_token", "head_name", "source", "phase", "cache_mode"};

bool isFiniteNumber(const QByteArray& cell) {
    double value = 0;
    const char* end = cell.constData() + cell.size();
    const auto [ptr, ec] = std::from_chars(cell.constData(), end, value);
    return ec == std::errc() && ptr == end && std::isfinite(value);
}

}  // namespace

QString imageProblem(const QImage& image) {
    if (image.isNull()) return "not a decodable image";
    if (image.width() < 50 || image.height() < 50)
        return QString("only %1x%2 pixels").arg(image.width()).arg(image.height());
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb first = rgb.pixel(0, 0);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if (line[x] != first) return {};
    }
    return "every pixel is one flat colour";
}

qint64 colourMapPixels(const QImage& image) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    qint64 count = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            const int r = qRed(line[x]), g = qGreen(line[x]), b = qBlue(line[x]);
            const int high = std::max({r, g, b}), low = std::min({r, g, b});
            if (high > 0 && 2 * (high - low) >= high) ++count;
        }
    }
    return count;
}

CsvSummary readCsv(const QString& path) {
    CsvSummary s;
    CsvReader csv(path);
    if (!csv.isOpen() || !csv.next(s.header)) {
        s.problem = "cannot be read or has no header";
        return s;
    }
    const int layer = int(s.header.indexOf("layer")), query = int(s.header.indexOf("query_position"));
    const int masked = int(s.header.indexOf("masked_score"));
    QList<QByteArray> row;
    while (s.problem.isEmpty() && csv.next(row)) {
        ++s.rows;
        if (row.size() != s.header.size()) {
            s.problem = QString("row %1 has %2 fields, the header %3").arg(s.rows).arg(row.size()).arg(s.header.size());
            break;
        }
        for (int c = 0; c < row.size(); ++c) {
            const QByteArray& cell = row[c];
            if (cell.isEmpty() || kTextColumns.contains(s.header[c]) || (c == masked && cell == "-inf")) continue;
            if (!isFiniteNumber(cell)) {
                s.problem = QString("row %1, column %2: “%3” is not a finite number")
                                .arg(s.rows).arg(QString::fromUtf8(s.header[c]), QString::fromUtf8(cell));
                break;
            }
        }
        if (layer >= 0) ++s.rowsPerLayer[row[layer].toInt()];
        if (query >= 0) s.queryPositions.insert(row[query].toInt());
    }
    if (s.problem.isEmpty() && !csv.error().isEmpty()) s.problem = csv.error();
    return s;
}

json readTraceOutline(const QString& path) {
    static const std::set<std::string> kBig{"scores", "maskedScores", "weights", "outputs", "keys",
                                            "values", "combined", "context", "logits"};
    std::ifstream in(path.toStdString(), std::ios::binary);
    return json::parse(in, [](int, json::parse_event_t event, json& parsed) {
        return !(event == json::parse_event_t::key && kBig.count(parsed.get<std::string>()));
    }, false);
}

json readJson(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return json::parse(in, nullptr, false);
}
