#include "core/llama/llama_weights.h"

#include <algorithm>
#include <string>

#include "core/gguf/gguf_types.h"

namespace kvscope {

namespace {

// Stacks Hugging Face (out, in) matrices row-wise: [a; b; c] (Σout, in).
MatrixF stackRows(std::vector<MatrixF> parts) {
    if (parts.size() == 1) return std::move(parts.front());
    Eigen::Index rows = 0;
    for (const MatrixF& p : parts) rows += p.rows();
    MatrixF out(rows, parts.front().cols());
    Eigen::Index at = 0;
    for (const MatrixF& p : parts) {
        out.middleRows(at, p.rows()) = p;
        at += p.rows();
    }
    return out;
}

bool allOfType(const std::vector<StoredRows>& parts, GgmlType type) {
    return std::all_of(parts.begin(), parts.end(), [&](const StoredRows& p) { return p.type == std::uint32_t(type); });
}

// A (out, in) Hugging Face tensor, or one stacked from several.
struct Part {
    std::string name;
    std::int64_t rows;
};

RowVectorF stack(std::initializer_list<const RowVectorF*> parts) {
    Eigen::Index size = 0;
    for (const RowVectorF* p : parts) size += p->size();
    RowVectorF out(size);
    Eigen::Index at = 0;
    for (const RowVectorF* p : parts) {
        out.segment(at, p->size()) = *p;
        at += p->size();
    }
    return out;
}

}  // namespace

LlamaWeights readLlamaWeights(const LlamaConfig& config, const TensorSource& files, WeightPrecision precision) {
    const std::string& kind = config.modelType;
    const std::int64_t d = config.hidden, V = config.vocabSize, hd = config.headDim, I = config.intermediate;
    const std::int64_t qWidth = config.heads * hd, kvWidth = config.kvHeads * hd;
    const auto matrix = [&](const std::string& name, std::int64_t rows, std::int64_t cols) {
        return files.matrix(name, rows, cols, kind);
    };
    const auto vector = [&](const std::string& name, std::int64_t size) { return files.vector(name, size, kind); };
    // (out, in) tensors stacked row-wise → W (in, out). Asked for the stored types, a GGUF
    // file's quantized tensors stay in them; plain f32 or f16 tensors go into panels, which
    // multiply faster. Otherwise the floats at the requested precision.
    const auto weight = [&](std::vector<Part> parts, std::int64_t in, const std::string& what) {
        WeightPrecision panels = precision;
        if (precision == WeightPrecision::Stored) {
            panels = WeightPrecision::F32;
            std::vector<StoredRows> stored;
            for (const Part& p : parts)
                if (auto rows = files.storedRows(p.name, p.rows, in, kind)) stored.push_back(std::move(*rows));
            if (stored.size() == parts.size()) {
                if (!allOfType(stored, GgmlType::F32) && !allOfType(stored, GgmlType::F16))
                    return WeightMatrix::fromStoredRows(std::move(stored));
                if (allOfType(stored, GgmlType::F16)) panels = WeightPrecision::F16;
            }
        }
        std::vector<MatrixF> floats;
        for (const Part& p : parts) floats.push_back(matrix(p.name, p.rows, in));
        return WeightMatrix::fromTransposed(stackRows(std::move(floats)), panels, files.name() + ": tensor '" + what + "'");
    };

    LlamaWeights w;
    w.config = config;
    const bool hasHead = files.has("lm_head.weight");
    w.tied = config.tiedEmbeddings.value_or(!hasHead);
    if (!w.tied && !hasHead)
        throw Error(msg("%1: has no tensor 'lm_head.weight' (config.json's tie_word_embeddings is false)", files.name()));
    w.embed = weight({{"model.embed_tokens.weight", V}}, d, "model.embed_tokens.weight");
    if (!w.tied) w.lmHead = weight({{"lm_head.weight", V}}, d, "lm_head.weight");

    w.blocks.resize(static_cast<size_t>(config.layers));
    for (int l = 0; l < config.layers; ++l) {
        const std::string p = "model.layers." + std::to_string(l) + ".";
        const std::string a = p + "self_attn.";
        LlamaBlock& b = w.blocks[static_cast<size_t>(l)];
        b.inputNorm = vector(p + "input_layernorm.weight", d);
        b.qkv = weight({{a + "q_proj.weight", qWidth}, {a + "k_proj.weight", kvWidth}, {a + "v_proj.weight", kvWidth}}, d,
                       a + "q/k/v_proj.weight");
        if (config.qkvBias) {
            const RowVectorF q = vector(a + "q_proj.bias", qWidth);
            const RowVectorF k = vector(a + "k_proj.bias", kvWidth);
            const RowVectorF v = vector(a + "v_proj.bias", kvWidth);
            b.qkvBias = stack({&q, &k, &v});
        }
        if (config.qkNorm) {
            b.qNorm = vector(a + "q_norm.weight", hd);
            b.kNorm = vector(a + "k_norm.weight", hd);
        }
        b.output = weight({{a + "o_proj.weight", d}}, qWidth, a + "o_proj.weight");
        if (config.outputBias) b.outputBias = vector(a + "o_proj.bias", d);
        b.postAttentionNorm = vector(p + "post_attention_layernorm.weight", d);
        b.gateUp = weight({{p + "mlp.gate_proj.weight", I}, {p + "mlp.up_proj.weight", I}}, d, p + "mlp.gate/up_proj.weight");
        b.down = weight({{p + "mlp.down_proj.weight", d}}, I, p + "mlp.down_proj.weight");
    }
    w.norm = vector("model.norm.weight", d);
    return w;
}

LlamaWeights loadLlamaWeights(const std::filesystem::path& folder, WeightPrecision precision) {
    const LlamaConfig config = loadLlamaConfig(folder / "config.json");
    return readLlamaWeights(config, TensorFiles::openFolder(folder), precision);
}

std::string weightTypes(const LlamaWeights& w) {
    std::vector<const WeightMatrix*> matrices{&w.embed};
    if (!w.tied) matrices.push_back(&w.lmHead);
    for (const LlamaBlock& b : w.blocks) matrices.insert(matrices.end(), {&b.qkv, &b.output, &b.gateUp, &b.down});
    return storageNames(matrices);
}

std::int64_t weightBytes(const LlamaWeights& w) {
    const auto floats = [](const auto& m) { return static_cast<std::int64_t>(m.size() * sizeof(float)); };
    std::int64_t bytes = w.embed.bytes() + (w.tied ? 0 : w.lmHead.bytes()) + floats(w.norm);
    for (const LlamaBlock& b : w.blocks)
        bytes += b.qkv.bytes() + b.output.bytes() + b.gateUp.bytes() + b.down.bytes() + floats(b.inputNorm) +
                 floats(b.qkvBias) + floats(b.qNorm) + floats(b.kNorm) + floats(b.outputBias) +
                 floats(b.postAttentionNorm);
    return bytes;
}

}  // namespace kvscope
