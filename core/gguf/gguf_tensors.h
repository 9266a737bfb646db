#pragma once
// A GGUF file's tensors under Hugging Face's names, as floats: "model.layers.3.self_attn.
// q_proj.weight" is blk.3.attn_q.weight, decoded from its ggml type (core/gguf/dequantize.h)
// and back in Hugging Face's layout — GGUF lists dimensions fastest first, so a (rows, cols)
// matrix is stored [cols, rows], and llama.cpp's converter interleaves the two rotary halves
// of every Q and K head of the `llama` architecture (its RoPE pairs neighbours; Hugging
// Face's, and KVScope's, pair element i with i + head_dim/2), which is undone here.

#include <string>

#include "core/gguf/gguf_file.h"
#include "core/io/tensor_source.h"

namespace kvscope {

class GgufTensors : public TensorSource {
public:
    // Llama-family names ("model.layers.3.self_attn.q_proj.weight"). `heads`, `kvHeads`: the
    // query and KV heads, to undo the rotary interleaving when `interleavedRope` (the llama
    // architecture).
    GgufTensors(const GgufFile& file, bool interleavedRope, int heads, int kvHeads);
    // GPT-2 names ("h.3.attn.c_attn.weight"): the Conv1D weights, which Hugging Face keeps as
    // (in, out) and llama.cpp's converter writes as (out, in) rows, come back as (in, out)
    // from matrix(); storedRows() gives them as stored, asked as (out, in).
    static GgufTensors gpt2(const GgufFile& file);

    const std::string& name() const override { return file_.name(); }
    bool has(std::string_view hfName) const override;
    MatrixF matrix(std::string_view hfName, std::int64_t rows, std::int64_t cols, std::string_view kind) const override;
    RowVectorF vector(std::string_view hfName, std::int64_t size, std::string_view kind) const override;
    std::optional<StoredRows> storedRows(std::string_view hfName, std::int64_t rows, std::int64_t cols,
                                         std::string_view kind) const override;

    // The GGUF name of a Hugging Face tensor name ("" when the name has none).
    std::string ggufName(std::string_view hfName) const;

private:
    const GgufTensorInfo& tensor(std::string_view hfName, std::string_view kind) const;
    // The tensor, checked to have the (rows, cols) shape the metadata gives it.
    const GgufTensorInfo& shaped(std::string_view hfName, std::int64_t rows, std::int64_t cols, std::string_view kind) const;
    // The query or KV heads whose rows to put back in order, 0 for a tensor without RoPE.
    int interleavedHeads(std::string_view hfName) const;
    std::vector<float> values(const GgufTensorInfo& t) const;

    // A GPT-2 Conv1D weight, stored transposed.
    bool transposed(std::string_view hfName) const;

    const GgufFile& file_;
    bool gpt2_ = false;
    bool interleavedRope_;
    int heads_, kvHeads_;
};

}  // namespace kvscope
