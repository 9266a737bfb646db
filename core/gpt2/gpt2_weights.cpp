#include "core/gpt2/gpt2_weights.h"

#include <string>

namespace kvscope {

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

// Finds tensors by their Hugging Face name, with or without the "transformer." prefix that
// GPT2LMHeadModel checkpoints carry, and checks each shape before converting.
class TensorReader {
public:
    explicit TensorReader(const SafetensorsFile& file) : file_(file) {
        prefix_ = file.find("wte.weight") == nullptr && file.find("transformer.wte.weight") != nullptr
                      ? "transformer."
                      : "";
    }

    MatrixF matrix(const std::string& name, std::int64_t rows, std::int64_t cols) const {
        const TensorInfo& t = info(name);
        if (t.shape != std::vector<std::int64_t>{rows, cols}) wrongShape(t, {rows, cols});
        file_.checkFinite(t);  // one NaN weight would make every logit NaN, shown as "?"
        return file_.toMatrix(t.name);
    }

    RowVectorF vector(const std::string& name, std::int64_t size) const {
        const TensorInfo& t = info(name);
        if (t.shape != std::vector<std::int64_t>{size}) wrongShape(t, {size});
        file_.checkFinite(t);
        return file_.toMatrix(t.name).row(0);
    }

    const TensorInfo* find(const std::string& name) const {
        if (const TensorInfo* t = file_.find(prefix_ + name)) return t;
        return file_.find(name);
    }

private:
    const TensorInfo& info(const std::string& name) const {
        if (const TensorInfo* t = find(name)) return *t;
        throw Error(file_.name() + ": has no tensor '" + prefix_ + name + "' (a GPT-2 checkpoint needs it)");
    }

    [[noreturn]] void wrongShape(const TensorInfo& t, const std::vector<std::int64_t>& expected) const {
        throw Error(file_.name() + ": tensor '" + t.name + "' has shape " + shapeText(t.shape) +
                    ", expected " + shapeText(expected) + " from config.json");
    }

    const SafetensorsFile& file_;
    std::string prefix_;
};

}  // namespace

Gpt2Weights readGpt2Weights(const Gpt2Config& config, const SafetensorsFile& file, WeightPrecision precision) {
    const TensorReader r(file);
    const std::int64_t d = config.nEmbd, V = config.vocabSize, T = config.nPositions;
    // Converted one tensor at a time, so loading in f16 never holds the whole model in float.
    const auto weight = [&](const std::string& name, std::int64_t rows, std::int64_t cols) {
        return WeightMatrix::fromRows(r.matrix(name, rows, cols), precision, file.name() + ": tensor '" + name + "'");
    };

    Gpt2Weights w;
    w.config = config;
    MatrixF wte = r.matrix("wte.weight", V, d);
    // The model always projects with wte; an untied lm_head would silently be ignored, so refuse it.
    if (file.find("lm_head.weight") != nullptr && r.matrix("lm_head.weight", V, d) != wte)
        throw Error(file.name() + ": tensor 'lm_head.weight' differs from 'wte.weight'; KVScope "
                    "reads GPT-2 models whose output projection is tied to the embeddings");
    w.wte = WeightMatrix::fromTransposed(std::move(wte), precision, file.name() + ": tensor 'wte.weight'");
    w.wpe = r.matrix("wpe.weight", T, d);
    w.blocks.resize(static_cast<size_t>(config.nLayer));
    for (int l = 0; l < config.nLayer; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        Gpt2Block& b = w.blocks[static_cast<size_t>(l)];
        b.ln1Weight = r.vector(p + "ln_1.weight", d);
        b.ln1Bias = r.vector(p + "ln_1.bias", d);
        b.attnWeight = weight(p + "attn.c_attn.weight", d, 3 * d);
        b.attnBias = r.vector(p + "attn.c_attn.bias", 3 * d);
        b.attnProjWeight = weight(p + "attn.c_proj.weight", d, d);
        b.attnProjBias = r.vector(p + "attn.c_proj.bias", d);
        b.ln2Weight = r.vector(p + "ln_2.weight", d);
        b.ln2Bias = r.vector(p + "ln_2.bias", d);
        b.fcWeight = weight(p + "mlp.c_fc.weight", d, 4 * d);
        b.fcBias = r.vector(p + "mlp.c_fc.bias", 4 * d);
        b.mlpProjWeight = weight(p + "mlp.c_proj.weight", 4 * d, d);
        b.mlpProjBias = r.vector(p + "mlp.c_proj.bias", d);
    }
    w.lnfWeight = r.vector("ln_f.weight", d);
    w.lnfBias = r.vector("ln_f.bias", d);
    return w;
}

Gpt2Weights loadGpt2Weights(const std::filesystem::path& folder, WeightPrecision precision) {
    const Gpt2Config config = loadGpt2Config(folder / "config.json");
    const SafetensorsFile file(folder / "model.safetensors");
    return readGpt2Weights(config, file, precision);
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
