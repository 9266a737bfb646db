#include "app/cli/inspect_command.h"

#include <filesystem>

#include "app/cli/command_errors.h"
#include "core/format.h"
#include "core/gpt2/gpt2_config.h"
#include "core/gpt2/gpt2_folder.h"
#include "core/io/file_kind.h"
#include "core/io/safetensors.h"

namespace kvscope::cli {

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

}  // namespace

int inspectCommand(const std::string& path, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        const auto folder = gpt2FolderOf(path);
        if (!folder) {
            std::error_code ec;
            const auto problem = notARegularFile(path);
            if (problem && std::filesystem::exists(std::filesystem::symlink_status(path, ec)))
                throw Error(path + ": " + *problem + "; inspect takes a GPT-2 model folder");
            throw Error(path + ": not a GPT-2 model folder (config.json + model.safetensors)");
        }
        checkGpt2FolderFiles(*folder);
        const Gpt2Config c = loadGpt2Config(*folder / "config.json");
        const SafetensorsFile file(*folder / "model.safetensors");

        out << "model       " << folder->string() << "\n"
            << "config      " << c.nLayer << " layers, " << c.nHead << " heads of " << c.headDim()
            << ", width " << c.nEmbd << ", " << c.nPositions << " positions, " << c.vocabSize
            << " tokens, LayerNorm epsilon " << formatNumber(c.layerNormEpsilon) << "\n"
            << "tensors     " << file.tensors().size() << "\n";
        std::int64_t stored = 0;
        bool tiedCopy = false;
        for (const TensorInfo& t : file.tensors()) {
            out << "  " << t.name << "  " << dtypeName(t.dtype) << " " << shapeText(t.shape) << "\n";
            // lm_head.weight, when present, is a copy of wte (KVScope refuses any other): one set of parameters
            if (t.name == "lm_head.weight") {
                tiedCopy = true;
                continue;
            }
            stored += t.elementCount();
        }
        out << "parameters  " << stored << " (" << formatCount(stored) << ")"
            << (tiedCopy ? "; lm_head.weight is the tied copy of wte, counted once" : "") << "\n";
        if (stored != c.parameterCount())
            out << "            the config implies " << c.parameterCount() << "\n";
        // the loader refuses a weight that is not a finite number: say so here too
        for (const TensorInfo& t : file.tensors()) file.checkFinite(t);
        out << "values      every weight is a finite number\n";
        out << "KV cache    " << c.kvBytesPerToken() << " bytes per token (K and V, " << c.nLayer
            << " layers × " << c.nEmbd << " wide, float: 2·L·d·4), "
            << formatBytes(c.kvBytesPerToken() * c.nPositions) << " for all " << c.nPositions << " positions\n";
        return 0;
    });
}

}  // namespace kvscope::cli
