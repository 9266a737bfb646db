#include "core/gpt2/gpt2_config.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "core/io/text_file.h"
#include "core/types.h"

namespace kvscope {

using nlohmann::json;

namespace {

class ConfigReader {
public:
    ConfigReader(std::string_view source, const json& doc) : source_(source), doc_(doc) {}

    [[noreturn]] void fail(const std::string& what) const { throw Error(source_ + ": " + what); }

    bool has(const char* key) const { return doc_.contains(key) && !doc_[key].is_null(); }

    // A whole number in [1, max]; 12.0 or "12" are refused so typos do not pass silently.
    int count(const char* key, int max) const {
        if (!has(key)) fail(std::string("missing '") + key + "'");
        const json& v = doc_[key];
        if (!v.is_number_integer())
            fail(std::string("'") + key + "' must be a whole number, found " + v.dump());
        if (v.is_number_unsigned() ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(max)
                                   : v.get<std::int64_t>() > max)
            fail(std::string("'") + key + "' is " + v.dump() + ", more than the " +
                 std::to_string(max) + " KVScope accepts");
        const auto n = v.get<std::int64_t>();
        if (n < 1) fail(std::string("'") + key + "' must be positive, found " + v.dump());
        return static_cast<int>(n);
    }

    double epsilon(const char* key, double fallback) const {
        if (!has(key)) return fallback;
        const json& v = doc_[key];
        if (!v.is_number()) fail(std::string("'") + key + "' must be a number, found " + v.dump());
        const double e = v.get<double>();
        if (!std::isfinite(e) || e <= 0 || e >= 1)
            fail(std::string("'") + key + "' must be a small positive number, found " + v.dump());
        return e;
    }

private:
    std::string source_;
    const json& doc_;
};

}  // namespace

Gpt2Config parseGpt2Config(std::string_view text, std::string_view source) {
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error& e) {
        throw Error(std::string(source) + ": not valid JSON (" + e.what() + ")");
    }
    if (!doc.is_object()) throw Error(std::string(source) + ": the top level must be a JSON object");
    const ConfigReader r(source, doc);

    if (r.has("model_type")) {
        const json& type = doc["model_type"];
        if (!type.is_string() || type.get<std::string>() != "gpt2")
            r.fail("'model_type' is " + type.dump() + ", but this reader is for GPT-2 models (\"gpt2\")");
    }

    Gpt2Config c;
    c.nLayer = r.count("n_layer", Gpt2Config::kMaxLayers);
    c.nHead = r.count("n_head", Gpt2Config::kMaxHeads);
    c.nEmbd = r.count("n_embd", Gpt2Config::kMaxEmbd);
    if (!r.has("n_positions") && !r.has("n_ctx")) r.fail("missing 'n_positions' (or 'n_ctx')");
    c.nPositions = r.count(r.has("n_positions") ? "n_positions" : "n_ctx", Gpt2Config::kMaxPositions);
    c.vocabSize = r.count("vocab_size", Gpt2Config::kMaxVocab);
    c.layerNormEpsilon = r.epsilon("layer_norm_epsilon", c.layerNormEpsilon);
    if (c.nEmbd % c.nHead != 0)
        r.fail("'n_embd' (" + std::to_string(c.nEmbd) + ") must be divisible by 'n_head' (" +
               std::to_string(c.nHead) + ")");
    return c;
}

Gpt2Config loadGpt2Config(const std::filesystem::path& file) {
    return parseGpt2Config(readTextFile(file), file.filename().string());
}

}  // namespace kvscope
