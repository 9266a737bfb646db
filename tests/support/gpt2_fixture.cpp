#include "tests/support/gpt2_fixture.h"

#include <algorithm>
#include <cstdlib>

#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/tokenizers/byte_level.h"
#include "core/types.h"

namespace kvscope::fixture {

namespace fs = std::filesystem;

Gpt2Config recordingShape() {
    Gpt2Config c = gpt2SmallShape();
    c.nEmbd = 48;
    return c;
}

Gpt2Config gpt2SmallShape() {
    Gpt2Config c;
    c.nLayer = 12;
    c.nHead = 12;
    c.nEmbd = 768;
    c.nPositions = 1024;
    c.vocabSize = kGpt2Vocab;
    c.layerNormEpsilon = 1e-5;
    return c;
}

fs::path gpt2TokenizerDir() { return KVSCOPE_GPT2_TOKENIZER_DIR; }

namespace {

// splitmix64: tiny, fast and fully specified, so a seed gives the same weights with every
// compiler and standard library (std::uniform_real_distribution does not promise that).
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform on [-1, 1): 24 random bits, exact in float.
    float symmetric() { return static_cast<float>(next() >> 40) * 0x1p-23f - 1.0f; }

private:
    std::uint64_t state_;
};

// Each tensor draws from its own stream (seed, position in the file), so changing one
// tensor's shape does not reshuffle the others.
std::function<void(std::span<float>)> randomFill(unsigned seed, std::uint64_t stream) {
    return [seed, stream](std::span<float> out) {
        Random rng((std::uint64_t{seed} << 32) ^ (stream * 0x9E3779B97F4A7C15ull));
        // uniform on [-a, a) has standard deviation a/√3
        const float a = kWeightStd * std::sqrt(3.0f);
        for (float& v : out) v = a * rng.symmetric();
    };
}

std::function<void(std::span<float>)> constantFill(float value) {
    return [value](std::span<float> out) { std::fill(out.begin(), out.end(), value); };
}

// Every tensor GPT-2 checkpoints carry (core/gpt2/gpt2_weights.cpp reads them), in the order
// of the model: Conv1D weights are (in, out), so y = x · W + b.
std::vector<TensorSpec> gpt2Tensors(const Gpt2Config& c, unsigned seed) {
    const std::int64_t d = c.nEmbd;
    std::vector<TensorSpec> t;
    const auto random = [&](std::string name, std::vector<std::int64_t> shape) {
        const auto stream = static_cast<std::uint64_t>(t.size());
        t.push_back({std::move(name), std::move(shape), randomFill(seed, stream)});
    };
    const auto constant = [&](std::string name, std::int64_t size, float value) {
        t.push_back({std::move(name), {size}, constantFill(value)});
    };
    random("wte.weight", {c.vocabSize, d});
    random("wpe.weight", {c.nPositions, d});
    for (int l = 0; l < c.nLayer; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        constant(p + "ln_1.weight", d, 1.0f);
        constant(p + "ln_1.bias", d, 0.0f);
        random(p + "attn.c_attn.weight", {d, 3 * d});
        random(p + "attn.c_attn.bias", {3 * d});
        random(p + "attn.c_proj.weight", {d, d});
        random(p + "attn.c_proj.bias", {d});
        constant(p + "ln_2.weight", d, 1.0f);
        constant(p + "ln_2.bias", d, 0.0f);
        random(p + "mlp.c_fc.weight", {d, 4 * d});
        random(p + "mlp.c_fc.bias", {4 * d});
        random(p + "mlp.c_proj.weight", {4 * d, d});
        random(p + "mlp.c_proj.bias", {d});
    }
    constant("ln_f.weight", d, 1.0f);
    constant("ln_f.bias", d, 0.0f);
    return t;
}

std::string configJson(const Gpt2Config& c, int endOfText, StoredType dtype) {
    // The keys of Hugging Face's gpt2/config.json that describe the shape, plus the usual rest.
    const nlohmann::ordered_json j = {
        {"architectures", {"GPT2LMHeadModel"}},
        {"model_type", "gpt2"},
        {"activation_function", "gelu_new"},
        {"n_layer", c.nLayer},
        {"n_head", c.nHead},
        {"n_embd", c.nEmbd},
        {"n_positions", c.nPositions},
        {"n_ctx", c.nPositions},
        {"vocab_size", c.vocabSize},
        {"layer_norm_epsilon", c.layerNormEpsilon},
        {"initializer_range", 0.02},
        {"bos_token_id", endOfText},
        {"eos_token_id", endOfText},
        {"torch_dtype", dtype == StoredType::F16 ? "float16" : "float32"},
    };
    return j.dump(2) + "\n";
}

void writeText(const fs::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) throw std::runtime_error(file.string() + ": cannot be written");
}

void writeByteTokenizer(const fs::path& folder) {
    nlohmann::ordered_json vocab = nlohmann::ordered_json::object();
    for (int b = 0; b < 256; ++b) vocab[byteLevelChar(static_cast<unsigned char>(b))] = b;
    vocab["<|endoftext|>"] = 256;
    writeText(folder / "vocab.json", vocab.dump());
    writeText(folder / "merges.txt", "#version: 0.2\n");
}

void copyGpt2Tokenizer(const fs::path& folder) {
    for (const char* name : {"vocab.json", "merges.txt"})
        fs::copy_file(gpt2TokenizerDir() / name, folder / name, fs::copy_options::overwrite_existing);
}

}  // namespace

std::int64_t writeGpt2Folder(const fs::path& folder, const Gpt2FixtureOptions& options) {
    const Gpt2Config& c = options.config;
    const bool gpt2 = options.tokenizer == FixtureTokenizer::Gpt2;
    const int tokenizerIds = gpt2 ? kGpt2Vocab : 257;
    const std::string config = configJson(c, tokenizerIds - 1, options.dtype);
    parseGpt2Config(config, "fixture config.json");  // the core's own checks, before any file is written
    if (c.vocabSize < tokenizerIds)
        throw Error("fixture: vocab_size " + std::to_string(c.vocabSize) + " is smaller than the tokenizer's " +
                    std::to_string(tokenizerIds) + " ids");

    fs::create_directories(folder);
    // The loader prefers tokenizer.json to vocab.json + merges.txt: a stale one must not win.
    fs::remove(folder / "tokenizer.json");
    writeText(folder / "config.json", config);
    if (gpt2)
        copyGpt2Tokenizer(folder);
    else
        writeByteTokenizer(folder);
    return writeSafetensors(folder / "model.safetensors", gpt2Tensors(c, options.seed), options.dtype);
}

int scalePromptTokens() {
    const char* text = std::getenv("KVSCOPE_SCALE_PROMPT_TOKENS");
    const int asked = text ? std::atoi(text) : 1000;
    return std::clamp(asked, 50, 1000);
}

}  // namespace kvscope::fixture
