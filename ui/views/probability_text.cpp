#include "ui/views/probability_text.h"

#include <cmath>

namespace kvscope::ui {

namespace {
QString withoutTrailingZeros(QString s) {
    if (!s.contains('.')) return s;
    while (s.endsWith('0')) s.chop(1);
    if (s.endsWith('.')) s.chop(1);
    return s;
}

QString superscript(int n) {
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString out = n < 0 ? QStringLiteral("⁻") : QString();
    for (QChar c : QString::number(std::abs(n))) out += digits.at(c.digitValue());
    return out;
}
}  // namespace

QString formatProbability(double p) {
    if (std::isnan(p)) return QStringLiteral("?");
    if (p <= 0) return QStringLiteral("0 %");
    if (p >= 1) return QStringLiteral("100 %");
    const double percent = 100 * p;
    if (percent < 1e-3) {
        // "1.23e-06" → mantissa and exponent as QString rounds them (9.996e-4 becomes 1.00e-03)
        const QString e = QString::number(percent, 'e', 2);
        const int at = e.indexOf('e');
        return QStringLiteral("%1 × 10%2 %").arg(withoutTrailingZeros(e.left(at)), superscript(e.mid(at + 1).toInt()));
    }
    // three significant digits: 97.1, 3.14, 0.061 (0.0610), 0.00123
    int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(percent))));
    QString text = QString::number(percent, 'f', decimals);
    // 99.96 % would round to "100": show as many decimals as tell it apart from certainty
    while (text.toDouble() >= 100 && decimals < 4) text = QString::number(percent, 'f', ++decimals);
    if (text.toDouble() >= 100) return QStringLiteral("> 99.9999 %");
    return withoutTrailingZeros(text) + QStringLiteral(" %");
}

}  // namespace kvscope::ui
