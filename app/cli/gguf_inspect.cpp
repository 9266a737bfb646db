#include "app/cli/gguf_inspect.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "core/format.h"
#include "core/gguf/gguf_file.h"

namespace kvscope::cli {

namespace {

// "array of 32000 string: "<unk>", "<s>", "</s>", …"
std::string valueText(const GgufValue& v) {
    if (v.type != GgufValueType::Array || v.count == 0 || v.elementType == GgufValueType::Array) return v.describe();
    std::string s = v.describe() + ":";
    const std::uint64_t shown = std::min<std::uint64_t>(v.count, 4);
    for (std::uint64_t i = 0; i < shown; ++i) {
        std::string e = v.at(i).describe();
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

}  // namespace kvscope::cli
