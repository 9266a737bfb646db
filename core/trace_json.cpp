#include "core/trace_json.h"

#include <cmath>

#include "core/io/safe_file.h"

namespace kvscope {

using nlohmann::json;

namespace {

// -inf (excluded or masked) has no JSON spelling: it is written as null.
json number(Scalar v) { return std::isfinite(v) ? json(v) : json(nullptr); }

template <typename M>
json matrixRows(const M& m) {
    json rows = json::array();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        json row = json::array();
        for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(number(static_cast<Scalar>(m(r, c))));
        rows.push_back(std::move(row));
    }
    return rows;
}

// One entry per row: the row's numbers, or null where the row has no value.
json optionalRows(const Matrix& m, const std::vector<bool>& present) {
    json rows = json::array();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        if (!present[static_cast<size_t>(r)]) {
            rows.push_back(nullptr);
            continue;
        }
        json row = json::array();
        for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(number(m(r, c)));
        rows.push_back(std::move(row));
    }
    return rows;
}

json tokenJson(const TokenText& text, TokenId id) { return {{"id", id}, {"text", text(id)}}; }

TokenText textOf(const Model& model) {
    return [&model](TokenId id) { return model.tokenizer().displayText(id); };
}

}  // namespace

json workToJson(const WorkCounts& w) {
    return {{"kvVectors", w.kvVectors},         {"attentionRows", w.attentionRows},
            {"attentionCells", w.attentionCells}, {"macsKv", w.macsKv},
            {"macsAttention", w.macsAttention}, {"macsOther", w.macsOther},
            {"macsLogits", w.macsLogits},       {"macs", w.macs()},
            {"kvBytesHeld", w.kvBytesHeld},     {"kvBytesRead", w.kvBytesRead},
            {"kvBytesWritten", w.kvBytesWritten}};
}

json stepToJson(const StepRecord& s, const Model& model, const TraceOptions& options) {
    return stepToJson(s, textOf(model), options);
}

json stepToJson(const StepRecord& s, const TokenText& text, const TraceOptions& options) {
    json step;
    step["index"] = s.index;
    step["phase"] = phaseName(s.phase);
    step["cacheMode"] = cacheModeName(s.cacheMode);
    step["firstRow"] = s.firstRow;
    step["rowCount"] = s.rowCount;
    json tokens = json::array();
    for (size_t p = 0; p < s.tokens.size(); ++p) {
        json t = tokenJson(text, s.tokens[p]);
        t["position"] = p;
        t["source"] = static_cast<int>(p) < s.promptLength ? "prompt" : "generated";
        tokens.push_back(std::move(t));
    }
    step["tokens"] = std::move(tokens);

    json layers = json::array();
    for (size_t l = 0; l < s.layers.size(); ++l) {
        const LayerTrace& layer = s.layers[l];
        json heads = json::array();
        for (size_t h = 0; h < layer.heads.size(); ++h) {
            const HeadTrace& t = layer.heads[h];
            if (layer.detail == AttentionDetail::Full)
                heads.push_back({{"head", h},
                                 {"scores", matrixRows(t.scores)},
                                 {"maskedScores", matrixRows(t.maskedScores)},
                                 {"weights", matrixRows(t.weights)},
                                 {"outputs", optionalRows(t.outputs, t.hasOutput)}});
            else if (layer.detail != AttentionDetail::None)
                heads.push_back({{"head", h}, {"weights", matrixRows(t.weightsF)}});
        }
        json kvHeads = json::array();
        for (const KvRows& kv : layer.kv)
            kvHeads.push_back({{"keys", matrixRows(kv.keys)}, {"values", matrixRows(kv.values)}});
        layers.push_back({{"layer", l},
                          {"detail", attentionDetailName(layer.detail)},
                          {"heads", std::move(heads)},
                          {"combined", optionalRows(layer.combined, layer.hasCombined)},
                          {"kv", {{"firstPosition", s.kvFirstPosition},
                                  {"recomputed", s.kvRecomputed},
                                  {"heads", std::move(kvHeads)}}}});
    }
    step["layers"] = std::move(layers);
    step["context"] = matrixRows(s.context);

    json candidates = json::array();
    for (size_t i = 0; i < s.candidates.size(); ++i) {
        json c = tokenJson(text, s.candidates[i]);
        c["logit"] = number(s.logits[static_cast<Eigen::Index>(i)]);
        c["probability"] = number(s.probabilities[static_cast<Eigen::Index>(i)]);
        candidates.push_back(std::move(c));
    }
    step["candidates"] = std::move(candidates);
    if (options.allLogits) {
        if (s.allLogits.size() == 0) {
            step["logits"] = nullptr;
        } else {
            json all = json::array();
            for (Eigen::Index i = 0; i < s.allLogits.size(); ++i) all.push_back(number(s.allLogits[i]));
            step["logits"] = std::move(all);
        }
    }
    json chosen = tokenJson(text, s.chosen);
    chosen["forced"] = s.forced;
    step["chosen"] = std::move(chosen);
    step["sampling"] = {{"temperature", s.sampling.temperature},
                        {"topK", s.sampling.topK},
                        {"topP", s.sampling.topP},
                        {"seed", s.sampling.seed}};
    step["work"] = {{"on", workToJson(s.workFor(CacheMode::On))},
                    {"off", workToJson(s.workFor(CacheMode::Off))}};
    step["wallSeconds"] = s.wallSeconds;
    step["recordBytes"] = s.recordBytes;
    return step;
}

json traceToJson(const Timeline& timeline, const Model& model, const TraceOptions& options) {
    return traceToJson(timeline, model.info(), textOf(model), options);
}

json traceToJson(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                 const TraceOptions& options) {
    json doc;
    doc["schema"] = kTraceSchema;
    doc["model"] = {{"name", info.name},       {"title", info.title},
                    {"family", info.family},   {"layers", info.layers},
                    {"heads", info.heads},     {"kvHeads", info.kvHeads},
                    {"keyDim", info.keyDim},   {"valueDim", info.valueDim},
                    {"maxPositions", info.maxPositions}, {"headNames", info.headNames}};
    json steps = json::array();
    for (const StepPtr& s : timeline) steps.push_back(stepToJson(*s, text, options));
    doc["steps"] = std::move(steps);
    const int last = timeline.size() - 1;
    doc["totals"] = {{"on", workToJson(timeline.cumulativeWork(last, CacheMode::On))},
                     {"off", workToJson(timeline.cumulativeWork(last, CacheMode::Off))}};
    return doc;
}

void writeJsonFile(const std::string& path, const json& doc) {
    writeFileSafely(path, doc.dump(1) + '\n');
}

}  // namespace kvscope
