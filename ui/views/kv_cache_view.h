#pragma once
// The KV cache table: one row per cached position with K and V per head. A new row animates
// in; with the cache off every row flashes as recomputed. The bytes held are shown. Wide K/V
// vectors (real models) are heat strips on one colour scale per table.

#include <QWidget>

class QLabel;
class QTableView;
class QVariantAnimation;

namespace kvscope::ui {

class HeatStripDelegate;
class KvCacheModel;
class DeferredCall;
class SessionController;

class KvCacheView : public QWidget {
    Q_OBJECT
public:
    explicit KvCacheView(SessionController* session, QWidget* parent = nullptr);

    KvCacheModel* model() const { return model_; }
    double stripScale() const;
    QString summary() const;
    // 0 → 1 over the animation; 1 when idle. The delegate fades highlights with it.
    double flashProgress() const { return flash_; }
    void setAnimationMs(int ms) { animationMs_ = ms; }
    int animationMs() const { return animationMs_; }

public slots:
    void refresh();

private:
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    SessionController* session_;
    KvCacheModel* model_;
    QTableView* table_;
    HeatStripDelegate* delegate_;
    QLabel* bytes_;
    QVariantAnimation* animation_;
    double flash_ = 1.0;
    int animationMs_ = 600;
    int lastStep_ = -1;
};

}  // namespace kvscope::ui
