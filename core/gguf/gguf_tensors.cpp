#include "core/gguf/gguf_tensors.h"

#include <cmath>
#include <regex>

#include "core/gguf/dequantize.h"
#include "core/load_progress.h"

namespace kvscope {

namespace {

bool endsWith(std::string_view s, std::string_view tail) {
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

// Rows of a Q or K projection (or its bias) from llama.cpp's layout back to Hugging Face's:
// in each head of hd rows, stored row 2i + j is Hugging Face's row j·hd/2 + i.
// `cols` elements of T per row: floats, or the bytes of a stored row.
template <typename T>
void undoInterleave(T* data, std::int64_t rows, std::int64_t cols, int heads) {
    if (heads <= 0 || rows % heads != 0 || (rows / heads) % 2 != 0) return;  // the shapes were checked before
    const std::int64_t hd = rows / heads, half = hd / 2;
    std::vector<T> copy(data, data + rows * cols);
    for (std::int64_t h = 0; h < heads; ++h)
        for (std::int64_t i = 0; i < half; ++i)
            for (std::int64_t j = 0; j < 2; ++j) {
                const T* from = copy.data() + (h * hd + 2 * i + j) * cols;
                std::copy(from, from + cols, data + (h * hd + j * half + i) * cols);
            }
}

}  // namespace

GgufTensors::GgufTensors(const GgufFile& file, bool interleavedRope, int heads, int kvHeads)
    : file_(file), interleavedRope_(interleavedRope), heads_(heads), kvHeads_(kvHeads) {
    std::int64_t bytes = 0;  // what a progress bar counts to (core/load_progress.h)
    for (const GgufTensorInfo& t : file.tensors()) bytes += static_cast<std::int64_t>(t.bytes);
    expectWeightBytes(bytes);
}

GgufTensors GgufTensors::gpt2(const GgufFile& file) {
    GgufTensors t(file, false, 0, 0);
    t.gpt2_ = true;
    return t;
}

namespace {

std::string gpt2Name(std::string_view hf) {
    static const std::pair<const char*, const char*> whole[] = {
        {"wte.weight", "token_embd.weight"},  {"wpe.weight", "position_embd.weight"}, {"lm_head.weight", "output.weight"},
        {"ln_f.weight", "output_norm.weight"}, {"ln_f.bias", "output_norm.bias"}};
    for (const auto& [from, to] : whole)
        if (hf == from) return to;
    static const std::regex layer(R"(h\.(\d+)\.(.+))");
    std::cmatch m;
    const std::string s(hf);
    if (!std::regex_match(s.c_str(), m, layer)) return "";
    static const std::pair<const char*, const char*> parts[] = {
        {"ln_1.weight", "attn_norm.weight"},         {"ln_1.bias", "attn_norm.bias"},
        {"attn.c_attn.weight", "attn_qkv.weight"},   {"attn.c_attn.bias", "attn_qkv.bias"},
        {"attn.c_proj.weight", "attn_output.weight"}, {"attn.c_proj.bias", "attn_output.bias"},
        {"ln_2.weight", "ffn_norm.weight"},          {"ln_2.bias", "ffn_norm.bias"},
        {"mlp.c_fc.weight", "ffn_up.weight"},        {"mlp.c_fc.bias", "ffn_up.bias"},
        {"mlp.c_proj.weight", "ffn_down.weight"},    {"mlp.c_proj.bias", "ffn_down.bias"}};
    for (const auto& [from, to] : parts)
        if (m[2].str() == from) return "blk." + m[1].str() + "." + to;
    return "";
}

}  // namespace

bool GgufTensors::transposed(std::string_view hf) const {
    return gpt2_ && hf.starts_with("h.") && endsWith(hf, ".weight") &&
           (endsWith(hf, "c_attn.weight") || endsWith(hf, "c_proj.weight") || endsWith(hf, "c_fc.weight"));
}

std::string GgufTensors::ggufName(std::string_view hf) const {
    if (gpt2_) return gpt2Name(hf);
    if (hf == "model.embed_tokens.weight") return "token_embd.weight";
    if (hf == "lm_head.weight") return "output.weight";
    if (hf == "model.norm.weight") return "output_norm.weight";
    static const std::regex layer(R"(model\.layers\.(\d+)\.(.+))");
    std::cmatch m;
    const std::string s(hf);
    if (!std::regex_match(s.c_str(), m, layer)) return "";
    static const std::pair<const char*, const char*> parts[] = {
        {"input_layernorm.weight", "attn_norm.weight"},
        {"self_attn.q_proj.weight", "attn_q.weight"},     {"self_attn.q_proj.bias", "attn_q.bias"},
        {"self_attn.k_proj.weight", "attn_k.weight"},     {"self_attn.k_proj.bias", "attn_k.bias"},
        {"self_attn.v_proj.weight", "attn_v.weight"},     {"self_attn.v_proj.bias", "attn_v.bias"},
        {"self_attn.o_proj.weight", "attn_output.weight"}, {"self_attn.o_proj.bias", "attn_output.bias"},
        {"self_attn.q_norm.weight", "attn_q_norm.weight"}, {"self_attn.k_norm.weight", "attn_k_norm.weight"},
        {"post_attention_layernorm.weight", "ffn_norm.weight"},
        {"mlp.gate_proj.weight", "ffn_gate.weight"},      {"mlp.up_proj.weight", "ffn_up.weight"},
        {"mlp.down_proj.weight", "ffn_down.weight"},
    };
    for (const auto& [from, to] : parts)
        if (m[2].str() == from) return "blk." + m[1].str() + "." + to;
    return "";
}

bool GgufTensors::has(std::string_view hfName) const {
    const std::string g = ggufName(hfName);
    return !g.empty() && file_.findTensor(g) != nullptr;
}

const GgufTensorInfo& GgufTensors::tensor(std::string_view hfName, std::string_view kind) const {
    const std::string g = ggufName(hfName);
    const GgufTensorInfo* t = g.empty() ? nullptr : file_.findTensor(g);
    if (!t)
        throw Error(msg("%1: has no tensor '%2' (a %3 model needs it)", file_.name(),
                        g.empty() ? std::string(hfName) : g, kind));
    if (!canDequantize(t->type))
        throw Error(msg("%1: tensor '%2' is %3, which KVScope does not compute with (%4)", file_.name(), t->name,
                        t->typeName(), supportedGgmlTypes()));
    return *t;
}

std::vector<float> GgufTensors::values(const GgufTensorInfo& t) const {
    std::vector<float> out(t.elements());
    dequantize(t.type, file_.data(t), static_cast<std::int64_t>(t.elements()), out.data());
    for (size_t i = 0; i < out.size(); ++i)
        if (!std::isfinite(out[i]))
            throw Error(std::isnan(out[i])
                            ? msg("%1: tensor '%2' holds NaN at element %3; weights must be finite numbers",
                                  file_.name(), t.name, i)
                            : msg("%1: tensor '%2' holds an infinity at element %3; weights must be finite numbers",
                                  file_.name(), t.name, i));
    return out;
}

const GgufTensorInfo& GgufTensors::shaped(std::string_view hfName, std::int64_t rows, std::int64_t cols,
                                          std::string_view kind) const {
    const GgufTensorInfo& t = tensor(hfName, kind);
    const std::vector<std::uint64_t> want = rows == 1 ? std::vector<std::uint64_t>{std::uint64_t(cols)}
                                                      : std::vector<std::uint64_t>{std::uint64_t(cols), std::uint64_t(rows)};
    if (t.dims != want) {
        const auto text = [](const std::vector<std::uint64_t>& d) {
            std::string s = "[";
            for (size_t i = 0; i < d.size(); ++i) s += (i ? ", " : "") + std::to_string(d[i]);
            return s + "]";
        };
        throw Error(msg("%1: tensor '%2' has dimensions %3, expected %4 from the %5 metadata", file_.name(), t.name,
                        text(t.dims), text(want), kind));
    }
    readingWeightBytes(static_cast<std::int64_t>(t.bytes));  // every read goes through here
    return t;
}

int GgufTensors::interleavedHeads(std::string_view hfName) const {
    if (!interleavedRope_) return 0;
    if (endsWith(hfName, "q_proj.weight") || endsWith(hfName, "q_proj.bias")) return heads_;
    if (endsWith(hfName, "k_proj.weight") || endsWith(hfName, "k_proj.bias")) return kvHeads_;
    return 0;
}

MatrixF GgufTensors::matrix(std::string_view hfName, std::int64_t rows, std::int64_t cols, std::string_view kind) const {
    if (transposed(hfName)) {  // stored (out, in) = (cols, rows)
        const GgufTensorInfo& t = shaped(hfName, cols, rows, kind);
        const std::vector<float> v = values(t);
        MatrixF m(rows, cols);
        for (std::int64_t r = 0; r < cols; ++r)
            for (std::int64_t c = 0; c < rows; ++c) m(c, r) = v[static_cast<size_t>(r * rows + c)];
        return m;
    }
    const GgufTensorInfo& t = shaped(hfName, rows, cols, kind);
    std::vector<float> v = values(t);
    if (const int heads = interleavedHeads(hfName)) {
        const bool vectorWanted = rows == 1;
        undoInterleave(v.data(), vectorWanted ? cols : rows, vectorWanted ? 1 : cols, heads);
    }
    MatrixF m(rows, cols);
    std::copy(v.begin(), v.end(), m.data());  // row-major, as stored
    return m;
}

std::optional<StoredRows> GgufTensors::storedRows(std::string_view hfName, std::int64_t rows, std::int64_t cols,
                                                  std::string_view kind) const {
    const GgufTensorInfo& t = shaped(hfName, rows, cols, kind);
    StoredRows s;
    s.type = t.type;
    s.rows = rows;
    s.cols = cols;
    s.rowBytes = static_cast<std::int64_t>(t.bytes) / rows;  // the reader checked rows of whole blocks
    const std::span<const std::byte> data = file_.data(t);
    const auto* from = reinterpret_cast<const std::uint8_t*>(data.data());
    s.bytes.assign(from, from + data.size());
    // Decoded row by row only to refuse what is not a finite number, as matrix() does: a
    // block's scale can be an f16 infinity or NaN.
    std::vector<float> row(static_cast<size_t>(cols));
    for (std::int64_t r = 0; r < rows; ++r) {
        dequantize(t.type, data.subspan(static_cast<size_t>(r * s.rowBytes), static_cast<size_t>(s.rowBytes)), cols,
                   row.data());
        for (std::int64_t i = 0; i < cols; ++i)
            if (!std::isfinite(row[static_cast<size_t>(i)]))
                throw Error(std::isnan(row[static_cast<size_t>(i)])
                                ? msg("%1: tensor '%2' holds NaN at element %3; weights must be finite numbers",
                                      file_.name(), t.name, r * cols + i)
                                : msg("%1: tensor '%2' holds an infinity at element %3; weights must be finite "
                                      "numbers",
                                      file_.name(), t.name, r * cols + i));
    }
    if (const int heads = interleavedHeads(hfName)) undoInterleave(s.bytes.data(), rows, s.rowBytes, heads);
    return s;
}

RowVectorF GgufTensors::vector(std::string_view hfName, std::int64_t size, std::string_view kind) const {
    return matrix(hfName, 1, size, kind).row(0);
}

}  // namespace kvscope
