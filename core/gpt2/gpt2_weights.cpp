#include "core/gpt2/gpt2_weights.h"

#include <optional>
#include <string>

#include "core/gguf/gguf_types.h"
#include "core/io/tensor_source.h"

namespace kvscope {

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

// A safetensors file's tensors by their Hugging Face name, with or without the "transformer."
// prefix that GPT2LMHeadModel checkpoints carry, each shape checked before converting.
class SafetensorsSource : public TensorSource {
public:
    explicit SafetensorsSource(const SafetensorsFile& file) : file_(file) {
        prefix_ = file.find("wte.weight") == nullptr && file.find("transformer.wte.weight") != nullptr
                      ? "transformer."
                      : "";
    }

    const std::string& name() const override { return file_.name(); }
    bool has(std::string_view tensorName) const override { return find(std::string(tensorName)) != nullptr; }

    MatrixF matrix(std::string_view tensorName, std::int64_t rows, std::int64_t cols, std::string_view) const override {
        const TensorInfo& t = info(std::string(tensorName));
        if (t.shape != std::vector<std::int64_t>{rows, cols}) wrongShape(t, {rows, cols});
        file_.checkFinite(t);  // one NaN weight would make every logit NaN, shown as "?"
        return file_.toMatrix(t.name);
    }

    RowVectorF vector(std::string_view tensorName, std::int64_t size, std::string_view) const override {
        const TensorInfo& t = info(std::string(tensorName));
        if (t.shape != std::vector<std::int64_t>{size}) wrongShape(t, {size});
        file_.checkFinite(t);
        return file_.toMatrix(t.name).row(0);
    }

private:
    const TensorInfo* find(const std::string& name) const {
        if (const TensorInfo* t = file_.find(prefix_ + name)) return t;
        return file_.find(name);
    }

    const TensorInfo& info(const std::string& name) const {
        if (const TensorInfo* t = find(name)) return *t;
        throw Error(msg("%1: has no tensor '%2' (a GPT-2 checkpoint needs it)", file_.name(), prefix_ + name));
    }

    [[noreturn]] void wrongShape(const TensorInfo& t, const std::vector<std::int64_t>& expected) const {
        throw Error(msg("%1: tensor '%2' has shape %3, expected %4 from config.json", file_.name(), t.name,
                        shapeText(t.shape), shapeText(expected)));
    }

    const SafetensorsFile& file_;
    std::string prefix_;
};

}  // namespace

Gpt2Weights readGpt2Weights(const Gpt2Config& config, const SafetensorsFile& file, WeightPrecision precision) {
    return readGpt2Weights(config, SafetensorsSource(file), precision);
}

Gpt2Weights readGpt2Weights(const Gpt2Config& config, const TensorSource& r, WeightPrecision precision) {
    const std::int64_t d = config.nEmbd, V = config.vocabSize, T = config.nPositions;
    const std::string kind = "gpt2";
    // Conv1D (in, out) → W = the same (in, out), converted one tensor at a time, so loading in
    // f16 never holds the whole model in float. Asked for the stored types, a GGUF file's
    // quantized tensors stay in them (plain f32 and f16 ones go into panels, which multiply
    // faster).
    const auto panelsFor = [&](const std::optional<StoredRows>& stored) {
        if (precision != WeightPrecision::Stored) return precision;
        return stored && stored->type == std::uint32_t(GgmlType::F16) ? WeightPrecision::F16 : WeightPrecision::F32;
    };
    const auto quantized = [](const std::optional<StoredRows>& stored) {
        return stored && stored->type != std::uint32_t(GgmlType::F32) && stored->type != std::uint32_t(GgmlType::F16);
    };
    const auto weight = [&](const std::string& name, std::int64_t in, std::int64_t out) {
        std::optional<StoredRows> stored;
        if (precision == WeightPrecision::Stored) stored = r.storedRows(name, out, in, kind);
        if (quantized(stored)) return WeightMatrix::fromStoredRows({std::move(*stored)});
        return WeightMatrix::fromRows(r.matrix(name, in, out, kind), panelsFor(stored), r.name() + ": tensor '" + name + "'");
    };

    Gpt2Weights w;
    w.config = config;
    std::optional<StoredRows> storedWte;
    if (precision == WeightPrecision::Stored) storedWte = r.storedRows("wte.weight", V, d, kind);
    const bool tiedCheck = r.has("lm_head.weight");
    if (quantized(storedWte) && !tiedCheck) {
        w.wte = WeightMatrix::fromStoredRows({std::move(*storedWte)});
    } else {
        MatrixF wte = r.matrix("wte.weight", V, d, kind);
        // The model always projects with wte; an untied lm_head would silently be ignored, so refuse it.
        if (tiedCheck && r.matrix("lm_head.weight", V, d, kind) != wte)
            throw Error(msg("%1: tensor 'lm_head.weight' differs from 'wte.weight'; KVScope "
                            "reads GPT-2 models whose output projection is tied to the embeddings",
                            r.name()));
        w.wte = quantized(storedWte) ? WeightMatrix::fromStoredRows({std::move(*storedWte)})
                                     : WeightMatrix::fromTransposed(std::move(wte), panelsFor(storedWte),
                                                                    r.name() + ": tensor 'wte.weight'");
    }
    w.wpe = r.matrix("wpe.weight", T, d, kind);
    w.blocks.resize(static_cast<size_t>(config.nLayer));
    for (int l = 0; l < config.nLayer; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        Gpt2Block& b = w.blocks[static_cast<size_t>(l)];
        b.ln1Weight = r.vector(p + "ln_1.weight", d, kind);
        b.ln1Bias = r.vector(p + "ln_1.bias", d, kind);
        b.attnWeight = weight(p + "attn.c_attn.weight", d, 3 * d);
        b.attnBias = r.vector(p + "attn.c_attn.bias", 3 * d, kind);
        b.attnProjWeight = weight(p + "attn.c_proj.weight", d, d);
        b.attnProjBias = r.vector(p + "attn.c_proj.bias", d, kind);
        b.ln2Weight = r.vector(p + "ln_2.weight", d, kind);
        b.ln2Bias = r.vector(p + "ln_2.bias", d, kind);
        b.fcWeight = weight(p + "mlp.c_fc.weight", d, 4 * d);
        b.fcBias = r.vector(p + "mlp.c_fc.bias", 4 * d, kind);
        b.mlpProjWeight = weight(p + "mlp.c_proj.weight", 4 * d, d);
        b.mlpProjBias = r.vector(p + "mlp.c_proj.bias", d, kind);
    }
    w.lnfWeight = r.vector("ln_f.weight", d, kind);
    w.lnfBias = r.vector("ln_f.bias", d, kind);
    return w;
}

Gpt2Weights loadGpt2Weights(const std::filesystem::path& folder, WeightPrecision precision) {
    const Gpt2Config config = loadGpt2Config(folder / "config.json");
    const SafetensorsFile file(folder / "model.safetensors");
    return readGpt2Weights(config, file, precision);
}

std::string weightTypes(const Gpt2Weights& w) {
    std::vector<const WeightMatrix*> matrices{&w.wte};
    for (const Gpt2Block& b : w.blocks)
        matrices.insert(matrices.end(), {&b.attnWeight, &b.attnProjWeight, &b.fcWeight, &b.mlpProjWeight});
    return storageNames(matrices);
}

std::int64_t weightBytes(const Gpt2Weights& w) {
    const auto floats = [](const auto& m) { return static_cast<std::int64_t>(m.size() * sizeof(float)); };
    std::int64_t bytes = w.wte.bytes() + floats(w.wpe) + floats(w.lnfWeight) + floats(w.lnfBias);
    for (const Gpt2Block& b : w.blocks)
        bytes += b.attnWeight.bytes() + b.attnProjWeight.bytes() + b.fcWeight.bytes() + b.mlpProjWeight.bytes() +
                 floats(b.ln1Weight) + floats(b.ln1Bias) + floats(b.attnBias) + floats(b.attnProjBias) +
                 floats(b.ln2Weight) + floats(b.ln2Bias) + floats(b.fcBias) + floats(b.mlpProjBias);
    return bytes;
}

}  // namespace kvscope
