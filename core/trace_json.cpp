#include "core/trace_json.h"

#include <algorithm>
#include <cmath>

#include "core/io/json_writer.h"
#include "core/io/safe_file.h"

namespace kvscope {

using nlohmann::json;

namespace {

// Every object's keys are written in sorted order, as json's std::map holds them, so the
// stream reads exactly like dump(1) of the same document (tst_trace_json checks it).
class TraceWriter {
public:
    TraceWriter(JsonWriter& out, const TokenText& text, const TraceOptions& options)
        : out_(out), text_(text), options_(options) {}

    void trace(const Timeline& timeline, const ModelInfo& info) {
        out_.beginObject();
        out_.key("model");
        out_.value({{"name", info.name},
                    {"title", info.title.english()},
                    {"family", info.family},
                    {"layers", info.layers},
                    {"heads", info.heads},
                    {"kvHeads", info.kvHeads},
                    {"keyDim", info.keyDim},
                    {"valueDim", info.valueDim},
                    {"maxPositions", info.maxPositions},
                    {"headNames", info.headNames}});
        out_.key("schema");
        out_.value(kTraceSchema);
        out_.key("steps");
        out_.beginArray();
        for (const StepPtr& s : timeline) step(*s);
        out_.end();
        const int last = timeline.size() - 1;
        out_.key("totals");
        out_.value({{"on", work(timeline.cumulativeWork(last, CacheMode::On))},
                    {"off", work(timeline.cumulativeWork(last, CacheMode::Off))}});
        out_.end();
    }

private:
    // -inf (excluded or masked) has no JSON spelling: it is written as null.
    void number(Scalar v) {
        if (std::isfinite(v))
            out_.number(v);
        else
            out_.null();
    }

    template <typename M>
    void matrixRows(const M& m) {
        out_.beginArray();
        for (Eigen::Index r = 0; r < m.rows(); ++r) {
            out_.beginArray();
            for (Eigen::Index c = 0; c < m.cols(); ++c) number(static_cast<Scalar>(m(r, c)));
            out_.end();
        }
        out_.end();
    }

    // A quantized cache's rows as stored, cell by cell: the integer (−1 in a row kept in f32),
    // its group's scale and minimum, and what the model computed (the row's "keys" or
    // "values" are what it read: code · scale + minimum).
    void quantRows(const KvQuantRows& q) {
        out_.beginObject();
        out_.key("codes");
        matrixRows(q.codes);
        out_.key("exact");
        matrixRows(q.exact);
        out_.key("minimums");
        matrixRows(q.minimums);
        out_.key("scales");
        matrixRows(q.scales);
        out_.end();
    }

    // One entry per row: the row's numbers, or null where the row has no value.
    void optionalRows(const Matrix& m, const std::vector<bool>& present) {
        out_.beginArray();
        for (Eigen::Index r = 0; r < m.rows(); ++r) {
            if (!present[static_cast<size_t>(r)]) {
                out_.null();
                continue;
            }
            out_.beginArray();
            for (Eigen::Index c = 0; c < m.cols(); ++c) number(m(r, c));
            out_.end();
        }
        out_.end();
    }

    json token(TokenId id) const { return {{"id", id}, {"text", text_(id)}}; }

    static json work(const WorkCounts& w) {
        return {{"kvVectors", w.kvVectors},           {"attentionRows", w.attentionRows},
                {"attentionCells", w.attentionCells}, {"macsKv", w.macsKv},
                {"macsAttention", w.macsAttention},   {"macsOther", w.macsOther},
                {"macsLogits", w.macsLogits},         {"macs", w.macs()},
                {"kvBytesHeld", w.kvBytesHeld},       {"kvBytesRead", w.kvBytesRead},
                {"kvBytesWritten", w.kvBytesWritten}};
    }

    void head(const LayerTrace& layer, size_t h) {
        const HeadTrace& t = layer.heads[h];
        out_.beginObject();
        out_.key("head");
        out_.value(h);
        if (layer.detail == AttentionDetail::Full) {
            out_.key("maskedScores");
            matrixRows(t.maskedScores);
            out_.key("outputs");
            optionalRows(t.outputs, t.hasOutput);
            out_.key("scores");
            matrixRows(t.scores);
            out_.key("weights");
            matrixRows(t.weights);
        } else {
            out_.key("weights");
            matrixRows(t.weightsF);
        }
        out_.end();
    }

    void layer(const StepRecord& s, size_t l) {
        const LayerTrace& layer = s.layers[l];
        out_.beginObject();
        out_.key("combined");
        optionalRows(layer.combined, layer.hasCombined);
        out_.key("detail");
        out_.value(attentionDetailName(layer.detail));
        out_.key("heads");
        out_.beginArray();
        if (layer.detail != AttentionDetail::None)
            for (size_t h = 0; h < layer.heads.size(); ++h) head(layer, h);
        out_.end();
        out_.key("kv");
        out_.beginObject();
        out_.key("firstPosition");
        out_.value(s.kvFirstPosition);
        out_.key("heads");
        out_.beginArray();
        for (const KvRows& kv : layer.kv) {
            out_.beginObject();
            out_.key("keys");
            matrixRows(kv.keys);
            if (kv.keysStored.codes.rows() > 0) {
                out_.key("keysStored");
                quantRows(kv.keysStored);
            }
            out_.key("values");
            matrixRows(kv.values);
            if (kv.valuesStored.codes.rows() > 0) {
                out_.key("valuesStored");
                quantRows(kv.valuesStored);
            }
            out_.end();
        }
        out_.end();
        out_.key("recomputed");
        out_.value(s.kvRecomputed);
        out_.end();
        out_.key("layer");
        out_.value(l);
        out_.end();
    }

    void step(const StepRecord& s) {
        out_.beginObject();
        out_.key("cacheMode");
        out_.value(cacheModeName(s.cacheMode));
        out_.key("candidates");
        out_.beginArray();
        for (size_t i = 0; i < s.candidates.size(); ++i) {
            json c = token(s.candidates[i]);
            const auto at = static_cast<Eigen::Index>(i);
            c["logit"] = std::isfinite(s.logits[at]) ? json(s.logits[at]) : json(nullptr);
            c["probability"] =
                std::isfinite(s.probabilities[at]) ? json(s.probabilities[at]) : json(nullptr);
            out_.value(c);
        }
        out_.end();
        json chosen = token(s.chosen);
        chosen["forced"] = s.forced;
        out_.key("chosen");
        out_.value(chosen);
        out_.key("context");
        matrixRows(s.context);
        if (s.exactComparison) {  // a narrowed or quantized cache against the exact one
            out_.key("exactComparison");
            json exact = token(s.exactComparison->exactTop);
            out_.value({{"exactChoice", exact},
                        {"exactChoiceProbability", s.exactComparison->exactTopProbability},
                        {"klFromExact", s.exactComparison->kl}});
        }
        out_.key("firstRow");
        out_.value(s.firstRow);
        out_.key("index");
        out_.value(s.index);
        out_.key("kvElements");
        out_.value(kvPrecisionName(s.kvPrecision));
        if (s.kvEvictionLog) {  // heavy hitters: per layer and KV head, the keys the newest query no longer saw
            const KvEviction& e = s.kvEviction;
            const EvictionLog& log = *s.kvEvictionLog;
            const int n = static_cast<int>(s.tokens.size()), before = n - s.rowCount;
            json all = json::array(), thisStep = json::array();
            const int layers = log.kvHeads > 0 ? static_cast<int>(log.evictedAt.size()) / log.kvHeads : 0;
            for (int layer = 0; layer < layers; ++layer) {
                json heads = json::array(), headsNow = json::array();
                for (int head = 0; head < log.kvHeads; ++head) {
                    json keys = json::array(), keysNow = json::array();
                    for (int k : log.evictedBy(layer, head, n - 1)) {
                        keys.push_back(k);
                        if (!log.evicted(layer, head, before - 1, k)) keysNow.push_back(k);
                    }
                    heads.push_back(std::move(keys));
                    headsNow.push_back(std::move(keysNow));
                }
                all.push_back(std::move(heads));
                thisStep.push_back(std::move(headsNow));
            }
            out_.key("kvEviction");
            out_.value({{"evictedKeys", std::move(all)},
                        {"evictedKeysThisStep", std::move(thisStep)},
                        {"heavyHitters", e.heavy},
                        {"rowsHeld", e.heldRows(n)},
                        {"window", e.window}});
        } else if (s.kvEviction.enabled()) {  // the lab's window: the keys the step's newest query no longer saw
            const KvEviction& e = s.kvEviction;
            const int n = static_cast<int>(s.tokens.size()), before = n - s.rowCount;
            const int evictedTo = std::max(e.sinks, e.firstRecent(n - 1));
            const int evictedBefore = before > 0 ? std::max(e.sinks, e.firstRecent(before - 1)) : e.sinks;
            out_.key("kvEviction");
            out_.value({{"evicted", json::array({e.sinks, evictedTo})},
                        {"evictedThisStep", json::array({evictedBefore, evictedTo})},
                        {"rowsHeld", e.heldRows(n)},
                        {"sinks", e.sinks},
                        {"window", e.window}});
        }
        if (s.kvQuant.enabled()) {  // the lab's setting and which rows this step read as integers
            const KvQuantization& q = s.kvQuant;
            const int n = static_cast<int>(s.tokens.size());
            out_.key("kvQuantization");
            out_.value({{"bits", q.bits},
                        {"group", q.group},
                        {"keys", kvQuantAxisName(q.keys)},
                        {"keyRowsQuantized", quantizedRows(q, q.keys, n)},
                        {"recent", q.recent},
                        {"valueRowsQuantized", quantizedRows(q, q.values, n)},
                        {"values", kvQuantAxisName(q.values)}});
        }
        out_.key("layers");
        out_.beginArray();
        for (size_t l = 0; l < s.layers.size(); ++l) layer(s, l);
        out_.end();
        if (options_.allLogits) {
            out_.key("logits");
            if (s.allLogits.size() == 0) {
                out_.null();
            } else {
                out_.beginArray();
                for (Eigen::Index i = 0; i < s.allLogits.size(); ++i) number(s.allLogits[i]);
                out_.end();
            }
        }
        out_.key("phase");
        out_.value(phaseName(s.phase));
        out_.key("recordBytes");
        out_.value(s.recordBytes);
        out_.key("rowCount");
        out_.value(s.rowCount);
        out_.key("sampling");
        out_.value({{"temperature", s.sampling.temperature},
                    {"topK", s.sampling.topK},
                    {"topP", s.sampling.topP},
                    {"seed", s.sampling.seed}});
        out_.key("tokens");
        out_.beginArray();
        for (size_t p = 0; p < s.tokens.size(); ++p) {
            json t = token(s.tokens[p]);
            t["position"] = p;
            t["source"] = static_cast<int>(p) < s.promptLength ? "prompt" : "generated";
            out_.value(t);
        }
        out_.end();
        out_.key("wallSeconds");
        out_.value(s.wallSeconds);
        out_.key("work");
        out_.value(
            {{"on", work(s.workFor(CacheMode::On))}, {"off", work(s.workFor(CacheMode::Off))}});
        out_.end();
    }

    JsonWriter& out_;
    const TokenText& text_;
    const TraceOptions& options_;
};

TokenText textOf(const Model& model) {
    return [&model](TokenId id) { return model.tokenizer().displayText(id); };
}

}  // namespace

void writeTrace(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                const TraceOptions& options, const std::function<void(std::string_view)>& out) {
    JsonWriter writer(out);
    TraceWriter(writer, text, options).trace(timeline, info);
    writer.flush();
    out("\n");
}

json traceToJson(const Timeline& timeline, const Model& model, const TraceOptions& options) {
    return traceToJson(timeline, model.info(), textOf(model), options);
}

json traceToJson(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                 const TraceOptions& options) {
    std::string bytes;
    writeTrace(timeline, info, text, options,
               [&bytes](std::string_view chunk) { bytes.append(chunk); });
    return json::parse(bytes);
}

void writeTraceFile(const std::string& path, const Timeline& timeline, const Model& model,
                    const TraceOptions& options) {
    writeTraceFile(path, timeline, model.info(), textOf(model), options);
}

void writeTraceFile(const std::string& path, const Timeline& timeline, const ModelInfo& info,
                    const TokenText& text, const TraceOptions& options) {
    SafeFileWriter file(path);
    writeTrace(timeline, info, text, options,
               [&file](std::string_view chunk) { file.write(chunk); });
    file.commit();
}

void writeJsonFile(const std::string& path, const json& doc) {
    writeFileSafely(path, doc.dump(1) + '\n');
}

}  // namespace kvscope
