#include "app/cli/gguf_inspect.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <tuple>

#include "core/format.h"
#include "core/gguf/block_anatomy.h"
#include "core/gguf/gguf_file.h"
#include "core/types.h"

namespace kvscope::cli {

namespace {

// "array of 32000 string: "<unk>", "<s>", "</s>", …"
std::string valueText(const GgufValue& v) {
    if (v.type != GgufValueType::Array || v.count == 0 || v.elementType == GgufValueType::Array)
        return v.describe().english();
    std::string s = v.describe().english() + ":";
    const std::uint64_t shown = std::min<std::uint64_t>(v.count, 4);
    for (std::uint64_t i = 0; i < shown; ++i) {
        std::string e = v.at(i).describe().english();
        e = e.substr(e.find(' ') + 1);  // the element type is the array's
        s += (i ? ", " : " ") + e;
    }
    return s + (v.count > shown ? ", …" : "");
}

std::string dimsText(const std::vector<std::uint64_t>& dims) {
    std::string s = "[";
    for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
    return s + "]";
}

}  // namespace

void inspectGguf(const std::filesystem::path& path, std::ostream& out) {
    const GgufFile f(path);
    out << "model       " << path.string() << "\n"
        << "format      GGUF version " << f.version() << ", alignment " << f.alignment() << ", "
        << f.metadata().size() << " metadata keys, " << f.tensors().size() << " tensors, data from byte "
        << f.dataOffset() << "\n";
    out << "metadata\n";
    for (const GgufMetadata& kv : f.metadata()) out << "  " << kv.key << "  " << valueText(kv.value) << "\n";
    out << "tensors     dimensions row length first, as GGUF stores them\n";
    std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> byType;  // type → elements, bytes
    std::uint64_t elements = 0, bytes = 0;
    for (const GgufTensorInfo& t : f.tensors()) {
        out << "  " << t.name << "  " << t.typeName() << " " << dimsText(t.dims) << "  " << formatBytes(std::int64_t(t.bytes))
            << "\n";
        auto& [e, b] = byType[t.typeName()];
        e += t.elements();
        b += t.bytes;
        elements += t.elements();
        bytes += t.bytes;
    }
    const auto bits = [](std::uint64_t b, std::uint64_t e) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", e ? 8.0 * double(b) / double(e) : 0.0);
        return std::string(buf);
    };
    out << "weights     " << formatCount(std::int64_t(elements)) << " in " << formatBytes(std::int64_t(bytes)) << ", "
        << bits(bytes, elements) << " bits per weight";
    for (const auto& [type, eb] : byType)
        out << (type == byType.begin()->first ? " (" : ", ") << type << " " << bits(eb.second, eb.first);
    out << (byType.empty() ? "" : ")") << "\n";
}

namespace {

// "blk.0.attn_q.weight:3:1" → name, row 3, block 1 (row and block default to 0)
std::tuple<std::string, std::uint64_t, std::uint64_t> parseWhich(const std::string& which) {
    const size_t colon = which.find(':');
    std::string rest = colon == std::string::npos ? "" : which.substr(colon + 1);
    std::uint64_t numbers[2] = {0, 0};
    for (int i = 0; i < 2 && !rest.empty(); ++i) {
        const size_t next = rest.find(':');
        const std::string n = rest.substr(0, next);
        if (n.empty() || n.size() > 12 || n.find_first_not_of("0123456789") != std::string::npos)
            throw Error("--block takes TENSOR[:ROW[:BLOCK]] with whole numbers, not \"" + which + "\"");
        numbers[i] = std::stoull(n);
        rest = next == std::string::npos ? "" : rest.substr(next + 1);
        if (i == 1 && next != std::string::npos)
            throw Error("--block takes TENSOR[:ROW[:BLOCK]], not \"" + which + "\"");
    }
    return {which.substr(0, colon), numbers[0], numbers[1]};
}

}  // namespace

void inspectGgufBlock(const std::filesystem::path& path, const std::string& which, std::ostream& out) {
    const GgufFile f(path);
    const auto [name, row, block] = parseWhich(which);
    const GgufTensorInfo* t = f.findTensor(name);
    if (!t) throw Error(path.filename().string() + ": has no tensor '" + name + "' (kvscope-cli inspect lists them)");
    if (!canDescribeBlock(t->type))
        throw Error(path.filename().string() + ": tensor '" + name + "' is " + t->typeName() +
                    ", which stores plain numbers, not quantized blocks");
    const GgmlTypeTraits traits = *ggmlTypeTraits(t->type);
    const std::uint64_t rows = t->elements() / t->dims[0], blocks = t->dims[0] / traits.blockSize;
    if (row >= rows)
        throw Error(path.filename().string() + ": tensor '" + name + "' has rows 0 to " + std::to_string(rows - 1) +
                    ", not " + std::to_string(row));
    if (block >= blocks)
        throw Error(path.filename().string() + ": a row of tensor '" + name + "' has blocks 0 to " +
                    std::to_string(blocks - 1) + ", not " + std::to_string(block));
    const std::uint64_t offset = (row * blocks + block) * traits.blockBytes;
    const BlockAnatomy a = describeBlock(t->type, f.data(*t).subspan(size_t(offset), traits.blockBytes));
    out << "block       " << name << " row " << row << " of " << rows << ", block " << block << " of " << blocks
        << " (weights " << block * traits.blockSize << "–" << (block + 1) * traits.blockSize - 1 << " of the row)\n";
    out << "type        " << a.type << ": " << a.elements << " weights in " << a.bytes << " bytes, "
        << formatNumber(a.bitsPerWeight, 3) << " bits per weight; " << a.formula << "\n";
    out << "scales     ";
    for (const BlockAnatomy::Scale& s : a.scales) out << " " << s.name << " = " << formatNumber(s.value, 5);
    out << "\n";
    out << "weights     #  sub  stored  q     step        float\n";
    for (int e = 0; e < a.elements; ++e) {
        char line[128];
        std::snprintf(line, sizeof line, "          %3d  %3d  %6d  %4d  %-10s  %s\n", e, a.subBlock[size_t(e)],
                      a.stored[size_t(e)], a.integer[size_t(e)], formatNumber(a.step[size_t(e)], 4).c_str(),
                      formatNumber(a.value[size_t(e)], 5).c_str());
        out << line;
    }
    out << a.explanation << "\n";
}

}  // namespace kvscope::cli
