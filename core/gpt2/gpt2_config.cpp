#include "core/gpt2/gpt2_config.h"

#include <string>

#include "core/io/json_reader.h"
#include "core/io/text_file.h"
#include "core/types.h"

namespace kvscope {

namespace {

// A whole number in [1, max]; 12.0 or "12" are refused so typos do not pass silently.
int count(const JsonValue& v, int max) { return static_cast<int>(v.integer(1, max)); }

}  // namespace

Gpt2Config parseGpt2Config(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();

    if (const auto type = root.find("model_type"); type && type->text() != "gpt2")
        type->failExpected(msg("\"gpt2\" (this reader is for GPT-2 models)"));

    Gpt2Config c;
    c.nLayer = count(root.at("n_layer"), Gpt2Config::kMaxLayers);
    c.nHead = count(root.at("n_head"), Gpt2Config::kMaxHeads);
    c.nEmbd = count(root.at("n_embd"), Gpt2Config::kMaxEmbd);
    // Older files name the context n_ctx; n_positions wins when both are there.
    const auto positions = root.find("n_positions");
    if (!positions && !root.find("n_ctx")) root.fail(msg("missing n_positions (or n_ctx)"));
    c.nPositions = count(positions ? *positions : root.at("n_ctx"), Gpt2Config::kMaxPositions);
    c.vocabSize = count(root.at("vocab_size"), Gpt2Config::kMaxVocab);
    if (const auto epsilon = root.find("layer_norm_epsilon")) {
        c.layerNormEpsilon = epsilon->number();
        if (c.layerNormEpsilon <= 0 || c.layerNormEpsilon >= 1)
            epsilon->failExpected(msg("a small positive number"));
    }
    if (c.nEmbd % c.nHead != 0)
        root.fail(msg("n_embd (%1) must be divisible by n_head (%2)", c.nEmbd, c.nHead));
    return c;
}

Gpt2Config loadGpt2Config(const std::filesystem::path& file) {
    return parseGpt2Config(readTextFile(file, kMaxConfigBytes), file.filename().string());
}

}  // namespace kvscope
