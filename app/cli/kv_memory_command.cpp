#include "app/cli/kv_memory_command.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <vector>

#include "app/cli/command_errors.h"
#include "core/format.h"
#include "core/io/safe_file.h"
#include "core/lab/kv_memory.h"
#include "core/model_registry.h"

namespace kvscope::cli {

namespace {

struct Row {
    std::string label;
    KvModelShape shape;
    KvElementFormat format;
};

std::string bytes(double b) { return formatBytes(static_cast<std::int64_t>(std::llround(b))); }
std::string tokens(double t) {
    return t >= 1e12 ? ">10^12" : formatCount(static_cast<std::int64_t>(std::llround(t)));
}

std::string pad(const std::string& s, size_t width) {
    // display width: count UTF-8 lead bytes, so "×" and "·" pad like one character
    size_t chars = 0;
    for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
    return s + std::string(width > chars ? width - chars : 1, ' ');
}

std::string describe(const KvModelShape& s) {
    std::string what;
    switch (s.attention()) {
        case KvAttention::MultiHead: what = "MHA: " + std::to_string(s.queryHeads) + " heads"; break;
        case KvAttention::Grouped:
            what = "GQA: " + std::to_string(s.queryHeads) + " query heads share " + std::to_string(s.kvHeads) + " KV heads";
            break;
        case KvAttention::MultiQuery: what = "MQA: " + std::to_string(s.queryHeads) + " query heads share 1 KV head"; break;
        case KvAttention::LatentMla: what = "MLA: one latent of " + std::to_string(s.latentDim) + " per layer"; break;
    }
    if (s.attention() != KvAttention::LatentMla) what += " of " + std::to_string(s.headDim);
    return what + ", " + std::to_string(s.layers) + " layers, " + formatCount(s.parameters) + " parameters";
}

KvModelShape shapeFor(const std::string& model) {
    if (const auto preset = findKvPreset(model)) return *preset;
    try {
        const ModelPtr m = loadModel(model);
        if (m->info().parameterCount <= 0) throw Error(model + ": the toy has no weights to compare a cache with");
        return kvShapeOf(m->info().name, m->info(), m->info().parameterCount);
    } catch (const Error& e) {
        std::string names;
        for (const KvModelShape& s : kvPresetShapes()) names += (names.empty() ? "" : ", ") + s.name;
        throw Error(std::string(e.what()) + " (or name a preset: " + names + ")");
    }
}

// The model's rows: as shipped, and as it would be with MHA, MQA or a narrower cache.
std::vector<Row> rowsOf(const KvModelShape& s, const KvElementFormat& cache) {
    std::vector<Row> rows;
    for (const KvMemoryVariant& v : kvMemoryVariants(s, cache)) {
        switch (v.kind) {
            case KvMemoryVariant::Kind::AsShipped:
                rows.push_back({"as shipped (" + std::string(kvAttentionName(s.attention())) + ")", v.shape, v.cache});
                break;
            case KvMemoryVariant::Kind::MultiHead:
                rows.push_back({"MHA (" + std::to_string(v.shape.kvHeads) + " KV heads)", v.shape, v.cache});
                break;
            case KvMemoryVariant::Kind::MultiQuery: rows.push_back({"MQA (1 KV head)", v.shape, v.cache}); break;
            case KvMemoryVariant::Kind::NarrowerCache:
                rows.push_back({"as shipped, " + v.cache.name + " cache", v.shape, v.cache});
                break;
        }
    }
    return rows;
}

nlohmann::json modelJson(const KvModelShape& s, const KvElementFormat& cache, const KvElementFormat& weights,
                         const KvMemoryOptions& o) {
    using nlohmann::json;
    json variants = json::array();
    for (const Row& r : rowsOf(s, cache)) {
        const KvMemory m = kvMemory(r.shape, r.format, weights, o.context, o.batch);
        variants.push_back({{"label", r.label},
                            {"attention", kvAttentionName(r.shape.attention())},
                            {"kvHeads", r.shape.kvHeads},
                            {"cache", r.format.name},
                            {"bytesPerToken", m.bytesPerToken},
                            {"cacheBytes", m.cacheBytes},
                            {"weightBytes", m.weightBytes},
                            {"crossoverContext", m.crossoverContext}});
    }
    return {{"name", s.name},
            {"attention", kvAttentionName(s.attention())},
            {"layers", s.layers},
            {"queryHeads", s.queryHeads},
            {"kvHeads", s.kvHeads},
            {"headDim", s.headDim},
            {"latentDim", s.latentDim},
            {"parameters", s.parameters},
            {"source", s.source},
            {"variants", std::move(variants)}};
}

void oneModel(const KvModelShape& s, const KvElementFormat& cache, const KvElementFormat& weights,
              const KvMemoryOptions& o, std::ostream& out) {
    out << "KV cache of " << s.name << " (" << describe(s) << ")\n"
        << "cache " << cache.name << ", weights " << weights.name << ", context " << formatCount(o.context)
        << " tokens, batch " << o.batch << "\n\n";
    const std::vector<Row> rows = rowsOf(s, cache);
    const std::string atContext = "cache at " + formatCount(o.context);
    out << pad("", 28) << pad("bytes per token", 18) << pad(atContext, 18) << "larger than the weights from\n";
    for (const Row& r : rows) {
        const KvMemory m = kvMemory(r.shape, r.format, weights, o.context, o.batch);
        out << pad(r.label, 28) << pad(bytes(m.bytesPerToken), 18) << pad(bytes(m.cacheBytes), 18)
            << tokens(m.crossoverContext) << " tokens\n";
    }
    const KvMemory shipped = kvMemory(s, cache, weights, o.context, o.batch);
    out << "\nweights     " << bytes(shipped.weightBytes) << " (" << formatCount(s.parameters) << " × "
        << formatNumber(weights.bytes) << " bytes)\n"
        << "formula     " << (s.attention() == KvAttention::LatentMla ? "L · latent · bytes" : "2 · L · H_kv · head_dim · bytes")
        << " per token, × context × batch\n"
        << "source      " << s.source << "\n";
}

void everyPreset(const KvElementFormat& cache, const KvElementFormat& weights, const KvMemoryOptions& o,
                 std::ostream& out) {
    out << "KV cache per model: cache " << cache.name << ", weights " << weights.name << ", context "
        << formatCount(o.context) << " tokens, batch " << o.batch << "\n\n"
        << pad("model", 18) << pad("attention", 11) << pad("bytes per token", 17) << pad("cache", 12) << pad("weights", 12)
        << "larger than the weights from\n";
    for (const KvModelShape& s : kvPresetShapes()) {
        const KvMemory m = kvMemory(s, cache, weights, o.context, o.batch);
        std::string kind = kvAttentionName(s.attention());
        if (s.attention() == KvAttention::Grouped) kind += " " + std::to_string(s.queryHeads) + "/" + std::to_string(s.kvHeads);
        out << pad(s.name, 18) << pad(kind, 11) << pad(bytes(m.bytesPerToken), 17) << pad(bytes(m.cacheBytes), 12)
            << pad(bytes(m.weightBytes), 12) << tokens(m.crossoverContext) << " tokens\n";
    }
    out << "\nbytes per token = 2 · layers · KV heads · head_dim · bytes (MLA: layers · latent · bytes)\n";
}

}  // namespace

int kvMemoryCommand(const KvMemoryOptions& o, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        const auto cache = findKvElementFormat(o.cache);
        const auto weights = findKvElementFormat(o.weights);
        if (!cache) throw Error("--cache " + o.cache + ": expected f32, f16, bf16, int8 or int4");
        if (!weights) throw Error("--weights-format " + o.weights + ": expected f32, f16, bf16, int8 or int4");
        std::vector<KvModelShape> shapes;
        if (o.model.empty()) {
            shapes = kvPresetShapes();
            everyPreset(*cache, *weights, o, out);
        } else {
            shapes.push_back(shapeFor(o.model));
            oneModel(shapes.front(), *cache, *weights, o, out);
        }
        if (!o.json.empty()) {
            nlohmann::json models = nlohmann::json::array();
            for (const KvModelShape& s : shapes) models.push_back(modelJson(s, *cache, *weights, o));
            const nlohmann::json doc = {{"format", "kvscope-kv-memory/1"},
                                        {"cache", cache->name},
                                        {"weights", weights->name},
                                        {"context", o.context},
                                        {"batch", o.batch},
                                        {"models", std::move(models)}};
            writeFileSafely(o.json, doc.dump(1) + "\n");
            out << "wrote " << o.json << "\n";
        }
        return 0;
    });
}

}  // namespace kvscope::cli
