#include "ui/window/kv_cache_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>

namespace kvscope::ui {

namespace {

// The menu entry a format is shown as ("" for one the menu does not list).
QString keyOf(const KvFormat& f) {
    const KvQuantization& q = f.quant;
    if (!q.enabled()) return QString::fromLatin1(kvStorageName(f.storage));
    if (q.values != KvQuantAxis::PerToken) return {};
    if (q.keys == KvQuantAxis::PerChannel) return q.bits == 8 ? "int8" : "int4";
    return q.bits == 4 ? "int4-keys-per-token" : QString();
}

}  // namespace

KvCacheMenu::KvCacheMenu(QMenu* file, QWidget* window) : QObject(window), window_(window) {
    QMenu* menu = file->addMenu(tr("KV cache elements"));
    menu->setToolTipsVisible(true);
    group_ = new QActionGroup(this);
    struct Choice {
        QString key, label, tip;
    };
    const Choice choices[] = {
        {"f32", tr("f32 (exact)"), tr("K and V kept as the model computed them")},
        {"f16", tr("f16 (half the bytes)"),
         tr("Half the memory and half the bytes each decode step reads; each element rounded to 11 significant "
            "bits, and the model reads the rounded values")},
        {"bf16", tr("bf16 (half the bytes, float's range)"),
         tr("Half the memory and bytes; each element rounded to 8 significant bits, with float's whole range")},
        {"int8", tr("int8, keys per-channel (KIVI)"),
         tr("The KV cache lab: older rows stored as 8-bit integers with a scale and minimum per group — keys per "
            "channel over a group of positions, values per position — and the model reads them back")},
        {"int4", tr("int4, keys per-channel (KIVI)"),
         tr("The KV cache lab: 4-bit integers, grouped as KIVI does: an eighth of f32's bytes plus the scales")},
        {"int4-keys-per-token", tr("int4, keys per-token"),
         tr("The KV cache lab: 4-bit keys grouped along each position instead, the layout KIVI avoids: a key's "
            "few large channels then set the scale of its whole group")}};
    for (const Choice& c : choices) {
        if (c.key == "int8") menu->addSeparator();
        QAction* a = menu->addAction(c.label, this, [this, key = c.key] { emit chosen(formatFor(key)); });
        a->setCheckable(true);
        a->setChecked(c.key == "f32");
        a->setData(c.key);
        a->setToolTip(c.tip);
        a->setStatusTip(c.tip);
        group_->addAction(a);
    }
    menu->addSeparator();
    QAction* settings = menu->addAction(tr("Quantization groups…"), this, &KvCacheMenu::askGroup);
    settings->setToolTip(tr("How many elements share a scale, and how many of the newest positions stay in f32"));
    settings->setStatusTip(settings->toolTip());
    menu->addSeparator();
    windowAction_ = menu->addAction(tr("Bounded to a window…"), this, &KvCacheMenu::askWindow);
    windowAction_->setCheckable(true);
    windowAction_->setToolTip(tr("The KV cache lab: keep only the newest positions (and, as attention sinks, the "
                                 "first few); each query no longer sees the evicted keys"));
    windowAction_->setStatusTip(windowAction_->toolTip());
    menu->addSeparator();
    kvHeadsMenu_ = menu->addMenu(tr("Pooled KV heads"));
    kvHeadsMenu_->setToolTipsVisible(true);
    kvHeadsMenu_->setEnabled(false);
}

void KvCacheMenu::showKvHeads(int heads, int trainedKvHeads, int pooled, bool poolable) {
    kvHeadsMenu_->clear();
    kvHeadsMenu_->setEnabled(poolable || pooled > 0);
    auto* group = new QActionGroup(kvHeadsMenu_);
    const int trained = trainedKvHeads > 0 ? trainedKvHeads : heads;
    const auto add = [&](int count, const QString& label, const QString& tip) {
        QAction* a = kvHeadsMenu_->addAction(label, this, [this, count] { emit kvHeadsChosen(count); });
        a->setCheckable(true);
        a->setChecked(count == pooled);
        a->setData(count);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        group->addAction(a);
    };
    add(0, tr("As trained (%1 KV heads)").arg(trained), tr("Every query head reads the K/V head it was trained with"));
    for (int k = trained / 2; k >= 1; --k)
        if (trained % k == 0)
            add(k, k == 1 ? tr("1 KV head (MQA)") : tr("%1 KV heads (GQA)").arg(k),
                tr("The KV cache lab: each group of %1 heads shares one K/V head, the mean of theirs (the GQA paper's "
                   "conversion, no retraining): %2 of the cache; each step is compared with the model as trained")
                    .arg(trained / k)
                    .arg(k == 1 ? tr("1/%1").arg(trained) : tr("%1/%2").arg(k).arg(trained)));
}

KvFormat KvCacheMenu::formatFor(const QString& key) const {
    if (const auto storage = parseKvStorage(key.toStdString())) return KvFormat(*storage, {}, shown_.eviction);
    KvQuantization q;
    q.bits = key == "int8" ? 8 : 4;
    q.keys = key == "int4-keys-per-token" ? KvQuantAxis::PerToken : KvQuantAxis::PerChannel;
    q.values = KvQuantAxis::PerToken;
    q.group = quantGroup_;
    q.recent = quantRecent_;
    return KvFormat(KvStorage::F32, q);
}

void KvCacheMenu::show(const KvFormat& format) {
    shown_ = format;
    if (format.quant.enabled()) {
        quantGroup_ = format.quant.group;
        quantRecent_ = format.quant.recent;
    }
    if (format.eviction.enabled()) lastWindow_ = format.eviction;
    const QString key = keyOf(format);
    for (QAction* a : group_->actions()) a->setChecked(a->data().toString() == key);
    windowAction_->setChecked(format.eviction.enabled());
    windowAction_->setText(format.eviction.enabled()
                               ? tr("Bounded to a window of %1…").arg(format.eviction.window)
                               : tr("Bounded to a window…"));
}

void KvCacheMenu::askWindow() {
    windowAction_->setChecked(shown_.eviction.enabled());  // checked by the format shown, not the click
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("KV cache window"));
    auto* form = new QFormLayout(&dialog);
    auto* explain = new QLabel(tr("Keep at most this many positions per layer and head: once the text is longer, "
                                  "the oldest are evicted and no query sees them again. Attention sinks are the "
                                  "first positions, never evicted (StreamingLLM): many heads rest their attention "
                                  "on the first token. Heavy hitters (H2O) instead keep, per layer and head, the "
                                  "older positions that have received the most attention so far, and the newest for "
                                  "the rest of the window. A quantized cache is not bounded: choosing a window "
                                  "returns an int8/int4 cache to f32."));
    explain->setWordWrap(true);
    form->addRow(explain);
    auto* window = new QSpinBox;
    window->setRange(0, 1'000'000);
    window->setSpecialValueText(tr("unbounded"));
    window->setValue(shown_.eviction.enabled() ? shown_.eviction.window : lastWindow_.window);
    window->setAccessibleName(tr("Positions kept"));
    form->addRow(tr("Positions kept"), window);
    auto* sinks = new QSpinBox;
    sinks->setRange(0, 1'000'000);
    sinks->setValue(shown_.eviction.enabled() ? shown_.eviction.sinks : lastWindow_.sinks);
    sinks->setAccessibleName(tr("Attention sinks (first positions kept)"));
    form->addRow(tr("Attention sinks (first positions kept)"), sinks);
    auto* heavy = new QSpinBox;
    heavy->setRange(0, 1'000'000);
    heavy->setSpecialValueText(tr("none"));
    heavy->setValue(shown_.eviction.enabled() ? shown_.eviction.heavy : lastWindow_.heavy);
    heavy->setAccessibleName(tr("Heavy hitters (kept for their attention)"));
    form->addRow(tr("Heavy hitters (kept for their attention)"), heavy);
    auto* problem = new QLabel;
    problem->setWordWrap(true);
    form->addRow(problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    const auto asked = [&] {
        const bool bounded = window->value() > 0;
        return KvEviction{window->value(), bounded ? sinks->value() : 0, bounded ? heavy->value() : 0};
    };
    const auto check = [&] {
        const KvEviction e = asked();
        sinks->setEnabled(e.enabled());
        heavy->setEnabled(e.enabled());
        const bool fine = !kvEvictionProblem(e);
        problem->setText(fine                            ? QString()
                         : e.sinks > 0 && e.heavy > 0    ? tr("Keep either attention sinks or heavy hitters, not both.")
                         : e.heavy >= e.window           ? tr("A window of %1 keeps at most %2 heavy hitters: the newest "
                                                              "position is always kept.").arg(e.window).arg(e.window - 1)
                                                         : tr("A window of %1 keeps at most %2 sinks: the newest position "
                                                              "is always kept.").arg(e.window).arg(e.window - 1));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(fine);
    };
    connect(window, &QSpinBox::valueChanged, &dialog, check);
    connect(sinks, &QSpinBox::valueChanged, &dialog, check);
    connect(heavy, &QSpinBox::valueChanged, &dialog, check);
    check();
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    const KvEviction e = asked();
    if (e.enabled()) lastWindow_ = e;
    KvFormat changed = shown_;
    if (e.enabled()) changed.quant = {};
    changed.eviction = e;
    if (changed != shown_) emit chosen(changed);
}

void KvCacheMenu::askGroup() {
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("Quantization groups"));
    auto* form = new QFormLayout(&dialog);
    auto* explain = new QLabel(tr("For the int8 and int4 caches: keys per-channel share a scale over this many "
                                  "positions (so they wait until the group is complete), values per-token over this "
                                  "many channels."));
    explain->setWordWrap(true);
    form->addRow(explain);
    auto* group = new QSpinBox;
    group->setRange(1, 4096);
    group->setValue(quantGroup_);
    group->setAccessibleName(tr("Elements per group"));
    form->addRow(tr("Elements per group"), group);
    auto* recent = new QSpinBox;
    recent->setRange(0, 1 << 20);
    recent->setValue(quantRecent_);
    recent->setAccessibleName(tr("Newest positions kept in f32"));
    form->addRow(tr("Newest positions kept in f32"), recent);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    quantGroup_ = group->value();
    quantRecent_ = recent->value();
    if (!shown_.quant.enabled()) return;  // kept for the next int8/int4 choice
    KvFormat changed = shown_;
    changed.quant.group = quantGroup_;
    changed.quant.recent = quantRecent_;
    emit chosen(changed);
}

}  // namespace kvscope::ui
