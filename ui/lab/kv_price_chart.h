#pragma once
// Lab › KV cache price's chart: quality against cache bytes — one point per KV cache setting at
// the bytes it holds (as a share of the exact f32 cache's) and the quality it kept: the KL of
// its next-token distributions from the exact cache's (log scale), its perplexity, or how often
// it picked the exact cache's top token. Points are coloured by family (narrower floats,
// integers, a window, pooled KV heads) and labelled; a slide shows at a glance which settings
// buy their bytes cheaply.

#include <QWidget>

#include "ui/lab/kv_price_views.h"

namespace kvscope::ui {

class KvPriceChart : public QWidget {
    Q_OBJECT
public:
    enum class Quality { Kl, Perplexity, Top1 };

    explicit KvPriceChart(QWidget* parent = nullptr);

    void setReport(const KvPriceReportView& report);
    void setQuality(Quality quality);
    Quality quality() const { return quality_; }
    const KvPriceReportView& report() const { return report_; }
    // Where each row's point is drawn, in widget coordinates (empty before a report).
    QVector<QPointF> points() const;
    // KL values below this are drawn on the axis' floor (f16 moves the distribution less).
    static constexpr double kKlFloor = 1e-6;
    static QColor familyColor(KvPriceRowView::Family family, bool dark);

    QSize sizeHint() const override { return {640, 380}; }
    QSize minimumSizeHint() const override { return {320, 220}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QRectF plotRect() const;
    double yLow() const;
    double yHigh() const;
    double value(const KvPriceRowView& row) const;
    QPointF pointOf(const KvPriceRowView& row, const QRectF& plot) const;

    KvPriceReportView report_;
    Quality quality_ = Quality::Kl;
};

}  // namespace kvscope::ui
