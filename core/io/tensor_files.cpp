#include "core/io/tensor_files.h"

#include <map>
#include <set>

#include "core/io/json_reader.h"
#include "core/io/text_file.h"

namespace kvscope {

namespace fs = std::filesystem;

namespace {

constexpr const char* kSingle = "model.safetensors";
constexpr const char* kIndex = "model.safetensors.index.json";

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

bool present(const fs::path& path) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec));
}

}  // namespace

std::map<std::string, std::vector<std::string>> parseSafetensorsIndex(std::string_view json, const std::string& source) {
    // {"metadata": {...}, "weight_map": {"tensor name": "shard file name", ...}}
    const JsonDocument doc(json, source);
    const JsonValue map = doc.root().object().at("weight_map");
    const auto weightMap = map.members();
    if (weightMap.empty()) map.fail(msg("lists no tensors"));
    std::map<std::string, std::vector<std::string>> tensorsByFile;
    for (const auto& [tensor, fileValue] : weightMap) {
        const std::string file = fileValue.text();
        // Only files beside the index: a name with a folder could reach anywhere on disk.
        if (file.empty() || file == "." || file == ".." || file.find('/') != std::string::npos ||
            file.find('\\') != std::string::npos || !file.ends_with(".safetensors"))
            fileValue.failExpected(msg("the name of a .safetensors file in the same folder"));
        tensorsByFile[file].push_back(tensor);
        if (tensorsByFile.size() > TensorFiles::kMaxShards)
            map.fail(msg("names more than %1 files", TensorFiles::kMaxShards));
    }
    return tensorsByFile;
}

bool TensorFiles::folderHasWeights(const fs::path& folder) {
    return present(folder / kSingle) || present(folder / kIndex);
}

TensorFiles::TensorFiles(std::shared_ptr<const SafetensorsFile> file) : name_(file->name()) {
    files_.push_back(std::move(file));
}

TensorFiles TensorFiles::openFolder(const fs::path& folder) {
    if (present(folder / kSingle) || !present(folder / kIndex))
        return TensorFiles(std::make_shared<const SafetensorsFile>(folder / kSingle));

    const auto tensorsByFile = parseSafetensorsIndex(readTextFile(folder / kIndex, kMaxIndexBytes), kIndex);
    TensorFiles out;
    out.name_ = kIndex;
    std::set<std::string> seen;
    for (const auto& [file, tensors] : tensorsByFile) {
        auto shard = std::make_shared<const SafetensorsFile>(folder / file);
        for (const std::string& t : tensors)
            if (!shard->find(t))
                throw Error(msg("%1: places tensor '%2' in %3, which has no such tensor", kIndex, t,
                                file));
        for (const TensorInfo& t : shard->tensors())
            if (!seen.insert(t.name).second)
                throw Error(msg("%1: tensor '%2' is also in another shard of the index", file, t.name));
        out.files_.push_back(std::move(shard));
    }
    return out;
}

const TensorInfo* TensorFiles::find(std::string_view tensorName) const {
    for (const auto& f : files_)
        if (const TensorInfo* t = f->find(tensorName)) return t;
    return nullptr;
}

const SafetensorsFile& TensorFiles::fileOf(const TensorInfo& info) const {
    for (const auto& f : files_) {
        const auto& all = f->tensors();
        if (!all.empty() && &info >= &all.front() && &info <= &all.back()) return *f;
    }
    throw Error("internal: tensor '" + info.name + "' is in none of the weight files");
}

MatrixF TensorFiles::matrix(std::string_view tensorName, std::int64_t rows, std::int64_t cols,
                            std::string_view modelKind) const {
    const TensorInfo* t = find(tensorName);
    if (!t)
        throw Error(msg("%1: has no tensor '%2' (a %3 checkpoint needs it)", name_, tensorName, modelKind));
    const SafetensorsFile& file = fileOf(*t);
    const std::vector<std::int64_t> expected =
        rows == 1 && t->shape.size() == 1 ? std::vector<std::int64_t>{cols} : std::vector<std::int64_t>{rows, cols};
    if (t->shape != expected)
        throw Error(msg("%1: tensor '%2' has shape %3, expected %4 from config.json", file.name(), t->name,
                        shapeText(t->shape), shapeText(expected)));
    file.checkFinite(*t);  // one NaN weight would make every logit NaN
    return file.toMatrix(t->name);
}

RowVectorF TensorFiles::vector(std::string_view tensorName, std::int64_t size, std::string_view modelKind) const {
    const TensorInfo* t = find(tensorName);
    if (t && t->shape.size() != 1)
        throw Error(msg("%1: tensor '%2' has shape %3, expected [%4] from config.json", fileOf(*t).name(),
                        t->name, shapeText(t->shape), size));
    return matrix(tensorName, 1, size, modelKind).row(0);
}

}  // namespace kvscope
