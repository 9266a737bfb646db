#pragma once
// Lab › KV cache price's link to the core: on a worker thread of its own (the main session's
// engine is not disturbed), loads the model, reads a text and measures every KV cache setting
// against the exact cache (core/lab/kv_lab.h), reporting progress; cancel() or a new request
// stops a measurement between positions (ui/lab/lab_worker.h). Results come back as display data.

#include <QObject>

#include "ui/lab/kv_price_views.h"

namespace kvscope::ui {

class LabWorker;

struct KvPriceRequest {
    QString model;          // a built-in name or a folder, as File › Open takes it
    bool halfPrecision = false;
    QString textFile;       // empty: the held-out passage that ships with KVScope
    int maxTokens = 1024;   // the text's first N tokens (0: all)
    int group = 32, recent = 0;
    int window = 32, sinks = 4;  // window 0: no bounded caches
    int heavy = 16;              // heavy hitters kept by the third bounded cache (0: none)
    bool pool = true;       // mean-pooled KV heads (GPT-2 models with one KV head per query head)
};

class KvPriceController : public QObject {
    Q_OBJECT
public:
    explicit KvPriceController(QObject* parent = nullptr);

    void measure(const KvPriceRequest& request);
    void cancel();
    bool busy() const;

signals:
    void progress(int done, int total);
    void ready(const kvscope::ui::KvPriceReportView& report);
    void cancelled();
    void failed(const QString& message);
    void busyChanged(bool busy);

private:
    LabWorker* worker_;
};

}  // namespace kvscope::ui
