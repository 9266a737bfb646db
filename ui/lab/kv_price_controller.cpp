#include "ui/lab/kv_price_controller.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "core/io/text_file.h"
#include "core/lab/kv_lab.h"
#include "core/model_registry.h"
#include "resources/embedded_resources.h"
#include "ui/lab/lab_worker.h"

namespace kvscope::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("KvPriceWindow", text); }

// The setting in the interface's words, and its family and label on the chart.
KvPriceRowView describe(const KvLabResult& r, int modelKvHeads) {
    KvPriceRowView v;
    const KvFormat& f = r.setting.format;
    const KvQuantization& q = f.quant;
    const auto axis = [](KvQuantAxis a) { return a == KvQuantAxis::PerChannel ? tr("per-channel") : tr("per-token"); };
    if (r.setting.kvHeads > 0) {
        v.family = KvPriceRowView::Family::Pooled;
        v.name = r.kvHeads == 1 ? tr("MQA: KV heads mean-pooled %1 → 1").arg(modelKvHeads)
                                : tr("GQA: KV heads mean-pooled %1 → %2").arg(modelKvHeads).arg(r.kvHeads);
        v.shortName = r.kvHeads == 1 ? tr("MQA") : tr("GQA %1").arg(r.kvHeads);
    } else if (f.eviction.enabled()) {
        v.family = KvPriceRowView::Family::Window;
        v.name = f.eviction.sinks > 0   ? tr("window of %1 with %2 sinks").arg(f.eviction.window).arg(f.eviction.sinks)
                 : f.eviction.heavy > 0 ? tr("window of %1 with %2 heavy hitters").arg(f.eviction.window).arg(f.eviction.heavy)
                                        : tr("window of %1").arg(f.eviction.window);
        v.shortName = f.eviction.sinks > 0   ? tr("window + %1 sinks").arg(f.eviction.sinks)
                      : f.eviction.heavy > 0 ? tr("window + %1 heavy").arg(f.eviction.heavy)
                                             : tr("window");
    } else if (q.enabled()) {
        v.family = KvPriceRowView::Family::Quantized;
        v.name = tr("int%1, keys %2, values %3 (groups of %4)").arg(q.bits).arg(axis(q.keys), axis(q.values)).arg(q.group);
        v.shortName = tr("int%1 keys %2").arg(q.bits).arg(q.keys == KvQuantAxis::PerChannel ? tr("ch") : tr("tok"));
    } else if (f.storage != KvStorage::F32) {
        v.family = KvPriceRowView::Family::Narrow;
        v.name = v.shortName = QString::fromLatin1(kvStorageName(f.storage));
    } else {
        v.name = tr("f32 (exact)");
        v.shortName = tr("exact");
    }
    v.kvBytes = r.kvBytes;
    v.perplexity = r.perplexity;
    v.top1Agreement = r.top1Agreement;
    v.meanKl = r.meanKl;
    v.maxKl = r.maxKl;
    return v;
}

}  // namespace

KvPriceController::KvPriceController(QObject* parent)
    : QObject(parent), worker_(new LabWorker("kvscope-kv-price", this)) {
    qRegisterMetaType<KvPriceReportView>();
    connect(worker_, &LabWorker::progress, this, &KvPriceController::progress);
    connect(worker_, &LabWorker::cancelled, this, &KvPriceController::cancelled);
    connect(worker_, &LabWorker::failed, this, &KvPriceController::failed);
    connect(worker_, &LabWorker::busyChanged, this, &KvPriceController::busyChanged);
}

bool KvPriceController::busy() const { return worker_->busy(); }
void KvPriceController::cancel() { worker_->cancel(); }

void KvPriceController::measure(const KvPriceRequest& request) {
    worker_->start([this, request](const StopCheck& stop, const LabWorker::Progress& progress) -> std::function<void()> {
        const ModelPtr model = loadModel(request.model.toStdString(),
                                         request.halfPrecision ? WeightPrecision::F16 : WeightPrecision::Stored);
        checkKvLabModel(*model);
        std::string text;
        if (request.textFile.isEmpty()) {
            const auto passage = embeddedResource("lab/heldout-passage.txt");
            if (!passage) throw Error("the held-out passage is missing from this build");
            text = std::string(*passage);
        } else {
            text = readTextFile(request.textFile.toStdString(), kMaxLabTextBytes);
        }
        checkStop(stop);
        const std::vector<TokenId> ids = model->tokenizer().encode(text);
        if (ids.size() < 2) throw Error(request.textFile.toStdString() + ": the lab needs a text of at least two tokens");
        std::vector<KvLabSetting> settings = standardKvLabSettings(request.group, request.recent);
        for (const KvLabSetting& s : boundedKvLabSettings(request.window, request.sinks, request.heavy, model->info()))
            settings.push_back(s);
        if (request.pool)
            for (const KvLabSetting& s : pooledKvLabSettings(*model)) settings.push_back(s);
        const KvLabReport report = measureKvSettings(model, ids, settings, request.maxTokens, stop, progress);
        KvPriceReportView v;
        v.model = QString::fromStdString(model->info().name);
        v.text = request.textFile.isEmpty() ? tr("the held-out passage") : QFileInfo(request.textFile).fileName();
        v.tokens = report.tokens;
        v.scored = report.scored;
        v.windows = report.windows;
        v.windowLength = report.windowLength;
        const double exactBytes = static_cast<double>(report.results.front().kvBytes);
        for (const KvLabResult& r : report.results) {
            KvPriceRowView row = describe(r, model->info().kvHeads);
            row.bytesVsExact = exactBytes > 0 ? r.kvBytes / exactBytes : 1;
            v.rows << row;
        }
        return [this, v = std::move(v)] { emit ready(v); };
    });
}

}  // namespace kvscope::ui
