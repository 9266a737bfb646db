#include "app/cli/inspect_command.h"

#include <filesystem>

#include "app/cli/command_errors.h"
#include "app/cli/gguf_inspect.h"
#include "core/format.h"
#include "core/gpt2/gpt2_config.h"
#include "core/gpt2/gpt2_folder.h"
#include "core/io/file_kind.h"
#include "core/io/tensor_files.h"
#include "core/llama/llama_config.h"
#include "core/model_registry.h"

namespace kvscope::cli {

namespace {

namespace fs = std::filesystem;

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

// Every tensor of every file, with its dtype and shape; the parameters stored (a tensor named
// `tiedCopyName` counted as a copy, not as parameters); and that every value is finite.
std::int64_t listTensors(const TensorFiles& weights, const char* tiedCopyName, bool& tiedCopy, std::ostream& out) {
    size_t count = 0;
    for (const auto& f : weights.files()) count += f->tensors().size();
    out << "tensors     " << count;
    if (weights.files().size() > 1) out << " in " << weights.files().size() << " files";
    out << "\n";
    std::int64_t stored = 0;
    for (const auto& f : weights.files())
        for (const TensorInfo& t : f->tensors()) {
            out << "  " << t.name << "  " << dtypeName(t.dtype) << " " << shapeText(t.shape)
                << (weights.files().size() > 1 ? "  (" + f->name() + ")" : "") << "\n";
            if (tiedCopyName && t.name == tiedCopyName) {
                tiedCopy = true;
                continue;
            }
            stored += t.elementCount();
        }
    return stored;
}

void checkFinite(const TensorFiles& weights, std::ostream& out) {
    // the loader refuses a weight that is not a finite number: say so here too
    for (const auto& f : weights.files())
        for (const TensorInfo& t : f->tensors()) f->checkFinite(t);
    out << "values      every weight is a finite number\n";
}

void inspectGpt2(const fs::path& folder, std::ostream& out) {
    checkGpt2FolderFiles(folder);
    const Gpt2Config c = loadGpt2Config(folder / "config.json");
    const TensorFiles weights = TensorFiles::openFolder(folder);

    out << "model       " << folder.string() << "\n"
        << "config      gpt2: " << c.nLayer << " layers, " << c.nHead << " heads of " << c.headDim() << ", width "
        << c.nEmbd << ", " << c.nPositions << " positions, " << c.vocabSize << " tokens, LayerNorm epsilon "
        << formatNumber(c.layerNormEpsilon) << "\n";
    bool tiedCopy = false;
    // lm_head.weight, when present, is a copy of wte (KVScope refuses any other): one set of parameters
    const std::int64_t stored = listTensors(weights, "lm_head.weight", tiedCopy, out);
    out << "parameters  " << stored << " (" << formatCount(stored) << ")"
        << (tiedCopy ? "; lm_head.weight is the tied copy of wte, counted once" : "") << "\n";
    if (stored != c.parameterCount()) out << "            the config implies " << c.parameterCount() << "\n";
    checkFinite(weights, out);
    out << "KV cache    " << c.kvBytesPerToken() << " bytes per token (K and V, " << c.nLayer << " layers × "
        << c.nEmbd << " wide, float: 2·L·d·4), " << formatBytes(c.kvBytesPerToken() * c.nPositions) << " for all "
        << c.nPositions << " positions\n";
}

void inspectLlama(const fs::path& folder, std::ostream& out) {
    const LlamaConfig c = loadLlamaConfig(folder / "config.json");
    const TensorFiles weights = TensorFiles::openFolder(folder);
    const bool tied = c.tiedEmbeddings.value_or(weights.find("lm_head.weight") == nullptr);

    out << "model       " << folder.string() << "\n"
        << "config      " << c.modelType << ": " << c.layers << " layers, " << c.heads << " query heads and "
        << c.kvHeads << " KV heads of " << c.headDim << ", width " << c.hidden << ", MLP " << c.intermediate << ", "
        << c.maxPositions << " positions, " << c.vocabSize << " tokens\n"
        << "            RMSNorm epsilon " << formatNumber(c.rmsNormEps) << ", RoPE θ " << formatNumber(c.ropeTheta)
        << (c.ropeScaling.kind == RopeScaling::Kind::Llama3   ? ", llama3 scaling ×" + formatNumber(c.ropeScaling.factor)
            : c.ropeScaling.kind == RopeScaling::Kind::Linear ? ", linear scaling ×" + formatNumber(c.ropeScaling.factor)
                                                              : std::string())
        << (c.qkvBias ? ", q/k/v biases" : "") << (c.qkNorm ? ", q/k norm" : "")
        << (tied ? ", tied embeddings" : ", separate lm_head") << "\n";
    bool unused = false;
    const std::int64_t stored = listTensors(weights, nullptr, unused, out);
    out << "parameters  " << stored << " (" << formatCount(stored) << ")\n";
    if (stored != c.parameterCount(tied)) out << "            the config implies " << c.parameterCount(tied) << "\n";
    checkFinite(weights, out);
    const std::string grouping = c.kvHeads == c.heads ? "multi-head attention: one KV head per query head"
                                 : c.kvHeads == 1
                                     ? "MQA: " + std::to_string(c.groupSize()) + "× smaller than multi-head attention (" +
                                           formatBytes(c.mhaKvBytesPerToken()) + ")"
                                     : "GQA: " + std::to_string(c.groupSize()) +
                                           "× smaller than multi-head attention (" +
                                           formatBytes(c.mhaKvBytesPerToken()) + ")";
    out << "KV cache    " << c.kvBytesPerToken() << " bytes per token (K and V, " << c.layers << " layers × " << c.kvHeads
        << " KV heads × " << c.headDim << ", float: 2·L·H_kv·hd·4), "
        << formatBytes(c.kvBytesPerToken() * c.maxPositions) << " for all " << c.maxPositions << " positions\n"
        << "            " << grouping << "\n";
}

}  // namespace

int inspectCommand(const std::string& path, std::ostream& out, std::ostream& err, const std::string& block) {
    return reportingErrors(err, [&] {
        if (isGgufFile(path) && !notARegularFile(path)) {  // a GGUF file: its header and tensor table
            if (block.empty())
                inspectGguf(path, out);
            else
                inspectGgufBlock(path, block, out);
            return 0;
        }
        if (!block.empty()) throw Error(path + ": --block takes apart a block of a GGUF file's quantized tensor");
        const auto folder = gpt2FolderOf(path);
        if (!folder) {
            std::error_code ec;
            const auto problem = notARegularFile(path);
            if (problem && fs::exists(fs::symlink_status(path, ec)))
                throw Error(path + ": " + problem->english() + "; inspect takes a model folder");
            throw Error(path + ": not a model folder (config.json and model.safetensors, or shards and their index) "
                               "nor a .gguf file");
        }
        if (isLlamaModelType(modelTypeOf(*folder)))
            inspectLlama(*folder, out);
        else
            inspectGpt2(*folder, out);
        return 0;
    });
}

}  // namespace kvscope::cli
