#pragma once
// File › KV cache elements: how a real model's cache stores K and V — f32 (exact), f16, bf16,
// or the KV cache lab's quantized caches (int8/int4 as KIVI builds them, and int4 with keys
// per-token, the layout KIVI avoids) — and the quantization's group and newest rows kept in
// f32, asked in a small dialog; and a bound on the positions an unquantized cache keeps (a
// window, with attention sinks), asked in another. The menu shows the format the session uses; a choice is
// emitted, never applied here (MainWindow passes it to the session and remembers it). Also the
// KV heads of a GPT-2 model mean-pooled into fewer (GQA/MQA without retraining, the lab).

#include <QObject>
#include <QString>

#include "core/kv_cache.h"

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace kvscope::ui {

class KvCacheMenu : public QObject {
    Q_OBJECT

public:
    // Adds the submenu to `file`; `window` parents the dialog.
    KvCacheMenu(QMenu* file, QWidget* window);

    // Checks the entry of `format` (none for a layout the menu does not list, e.g. values
    // per-channel from the command line) and keeps its group and recent rows for the next choice.
    void show(const KvFormat& format);
    // The format the menu's entry `key` stands for, with the group and recent rows kept:
    // "f32", "f16", "bf16" (with the window shown, if any), "int8", "int4",
    // "int4-keys-per-token" (never bounded).
    KvFormat formatFor(const QString& key) const;
    // The Pooled KV heads entries for a model of `heads` query heads trained with
    // `trainedKvHeads` KV heads, `pooled` of them now (0: as trained); disabled when the model
    // cannot be pooled (not GPT-2-family, or its heads shared already).
    void showKvHeads(int heads, int trainedKvHeads, int pooled, bool poolable);

signals:
    void chosen(const KvFormat& format);
    void kvHeadsChosen(int kvHeads);  // 0: as trained

private:
    void askGroup();
    void askWindow();

    QWidget* window_;
    QActionGroup* group_;
    QAction* windowAction_ = nullptr;
    QMenu* kvHeadsMenu_ = nullptr;
    KvFormat shown_;
    int quantGroup_ = KvQuantization{}.group;
    int quantRecent_ = KvQuantization{}.recent;
    KvEviction lastWindow_{256, 4};  // what the window dialog offers first
};

}  // namespace kvscope::ui
