#include "core/lab/kv_lab.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <unordered_map>

#include "core/gpt2/gpt2_model.h"
#include "core/recording_policy.h"
#include "core/sampler.h"

namespace kvscope {

std::vector<KvLabSetting> standardKvLabSettings(int group, int recent) {
    std::vector<KvLabSetting> out{{"f16", KvFormat(KvStorage::F16)}, {"bf16", KvFormat(KvStorage::BF16)}};
    for (const int bits : {8, 4})
        for (const KvQuantAxis keys : {KvQuantAxis::PerChannel, KvQuantAxis::PerToken}) {
            KvQuantization q;
            q.bits = bits;
            q.keys = keys;
            q.values = KvQuantAxis::PerToken;
            q.group = group;
            q.recent = recent;
            out.push_back({describeKvQuantization(q), KvFormat(KvStorage::F32, q)});
        }
    return out;
}

std::vector<KvLabSetting> boundedKvLabSettings(int window, int sinks, int heavy, const ModelDims& dims) {
    std::vector<KvLabSetting> out;
    if (window <= 0) return out;
    std::vector<KvEviction> asked{KvEviction{window, 0}};
    if (sinks > 0) asked.push_back(KvEviction{window, sinks});
    if (heavy > 0 && dims.kvHeads == dims.heads) asked.push_back(KvEviction{window, 0, heavy});
    for (const KvEviction& e : asked) {
        if (const auto problem = kvEvictionProblem(e)) throw Error(*problem);
        out.push_back({describeKvEviction(e), KvFormat(KvStorage::F32, {}, e)});
    }
    return out;
}

ModelPtr poolKvHeads(const ModelPtr& model, int kvHeads) {
    const auto* gpt2 = dynamic_cast<const Gpt2Model*>(model.get());
    if (!gpt2)
        throw Error(msg("mean-pooling KV heads works on GPT-2-family models; '%1' is not one", model->info().name));
    return gpt2->withPooledKvHeads(kvHeads);
}

bool canPoolKvHeads(const Model& model) {
    const auto* gpt2 = dynamic_cast<const Gpt2Model*>(&model);
    return gpt2 && gpt2->kvGroup() == 1 && model.info().heads > 1;
}

std::vector<KvLabSetting> pooledKvLabSettings(const Model& model) {
    if (!canPoolKvHeads(model)) return {};
    const int H = model.info().heads;
    // half the KV heads, the next count that divides the heads below that, and one (MQA):
    // 8 → 4, 2, 1; GPT-2's 12 → 6, 4, 1
    std::vector<int> counts;
    if (H % 2 == 0 && H / 2 > 1) counts.push_back(H / 2);
    for (int k = (counts.empty() ? H : counts.back()) - 1; k > 1; --k)
        if (H % k == 0) {
            counts.push_back(k);
            break;
        }
    if (H > 1) counts.push_back(1);
    std::vector<KvLabSetting> out;
    for (const int k : counts) {
        const std::string kind = k == 1 ? "MQA" : "GQA";
        out.push_back({kind + ": KV heads mean-pooled " + std::to_string(H) + " → " + std::to_string(k), KvFormat(), k});
    }
    return out;
}

namespace {

// Windows of the model's context, each led by <|endoftext|> when the vocabulary has it.
std::vector<std::vector<TokenId>> windowsOf(const Model& model, const std::vector<TokenId>& text) {
    const std::optional<TokenId> lead = model.tokenizer().findToken("<|endoftext|>");
    const size_t body = static_cast<size_t>(std::max(1, model.info().maxPositions - (lead ? 1 : 0)));
    std::vector<std::vector<TokenId>> windows;
    for (size_t at = 0; at < text.size(); at += body) {
        const size_t end = std::min(text.size(), at + body);
        std::vector<TokenId> w;
        w.reserve(end - at + 1);
        if (lead) w.push_back(*lead);
        for (size_t i = at; i < end; ++i) w.push_back(text[i]);  // (GCC 12 misreads an insert here)
        if (w.size() >= 2) windows.push_back(std::move(w));
    }
    return windows;
}

// One setting's reading of a window: its own cache, fed a position at a time.
struct Reader {
    KvCache cache;
    double nll = 0, kl = 0, maxKl = 0;
    int agree = 0;
};

}  // namespace

void checkKvLabModel(const Model& model) {
    if (model.kvShape().precision == KvPrecision::Double)
        throw Error(msg("the model '%1' keeps exact numbers in its cache: the lab measures real models",
                        model.info().name));
}

KvLabReport measureKvSettings(const ModelPtr& model, const std::vector<TokenId>& text,
                              const std::vector<KvLabSetting>& settings, int maxTokens, const StopCheck& stop,
                              const std::function<void(int done, int total)>& progress) {
    const std::vector<TokenId> read(text.begin(),
                                    maxTokens > 0 && static_cast<size_t>(maxTokens) < text.size()
                                        ? text.begin() + maxTokens
                                        : text.end());
    if (read.size() < 2) throw Error(msg("the lab needs a text of at least two tokens"));
    checkKvLabModel(*model);

    std::vector<KvLabSetting> all{{"f32 (exact)", KvFormat()}};
    all.insert(all.end(), settings.begin(), settings.end());
    std::vector<ModelPtr> models;  // the model each setting reads with (pooled KV heads: a copy)
    for (const KvLabSetting& s : all) models.push_back(s.kvHeads > 0 ? poolKvHeads(model, s.kvHeads) : model);
    // where each token's logit is (real models predict their whole vocabulary in id order)
    std::unordered_map<TokenId, Eigen::Index> column;
    const std::vector<TokenId>& outputs = model->outputTokens();
    for (size_t i = 0; i < outputs.size(); ++i) column.emplace(outputs[i], static_cast<Eigen::Index>(i));

    KvLabReport report;
    report.model = model->info().name;
    report.tokens = static_cast<int>(read.size());
    report.results.resize(all.size());
    for (size_t s = 0; s < all.size(); ++s) {
        report.results[s].setting = all[s];
        report.results[s].kvHeads = models[s]->info().kvHeads;
    }
    std::vector<double> nll(all.size()), kl(all.size()), maxKl(all.size());
    std::vector<int> agree(all.size());

    RecordPlan plan = RecordPlan::nothing(model->info().layers);
    plan.context = false;
    const std::vector<std::vector<TokenId>> windows = windowsOf(*model, read);
    report.windows = static_cast<int>(windows.size());
    for (size_t wi = 0; wi < windows.size(); ++wi) {
        const std::vector<TokenId>& w = windows[wi];
        report.windowLength = std::max(report.windowLength, static_cast<int>(w.size()));
        std::vector<KvCache> caches;
        for (size_t s = 0; s < all.size(); ++s) caches.emplace_back(withFormat(models[s]->kvShape(), all[s].format));
        for (size_t t = 0; t < w.size(); ++t) {
            checkStop(stop);
            const std::span<const TokenId> seen(w.data(), t + 1);
            const bool scored = t + 1 < w.size();
            Vector exactLog;
            Eigen::Index exactTop = 0;
            for (size_t s = 0; s < all.size(); ++s) {
                const ForwardResult r =
                    models[s]->forward(seen, static_cast<int>(t), static_cast<int>(t), caches[s], plan, {});
                if (!scored) continue;  // the last token only fills the cache
                const Vector logp = logProbabilities(r.logits);
                Eigen::Index top = 0;
                logp.maxCoeff(&top);
                const auto next = column.find(w[t + 1]);
                if (next == column.end()) throw Error(msg("the text has a token the model does not predict"));
                nll[s] -= logp(next->second);
                if (s == 0) {
                    exactLog = logp;
                    exactTop = top;
                    continue;
                }
                // KL(exact ‖ setting) = Σ p_exact (log p_exact − log p_setting)
                const double d = klDivergence(exactLog, logp);
                kl[s] += d;
                maxKl[s] = std::max(maxKl[s], d);
                agree[s] += top == exactTop;
            }
            if (scored) ++report.scored;
        }
        if (static_cast<int>(w.size()) == report.windowLength)
            for (size_t s = 0; s < all.size(); ++s) report.results[s].kvBytes = caches[s].bytesHeld();
        if (progress) progress(static_cast<int>(wi) + 1, static_cast<int>(windows.size()));
    }
    for (size_t s = 0; s < all.size(); ++s) {
        KvLabResult& r = report.results[s];
        r.perplexity = std::exp(nll[s] / report.scored);
        r.top1Agreement = s == 0 ? 1.0 : static_cast<double>(agree[s]) / report.scored;
        r.meanKl = kl[s] / report.scored;
        r.maxKl = maxKl[s];
    }
    return report;
}

}  // namespace kvscope
