#pragma once
// The weights of a Hugging Face model folder: one model.safetensors, or shards
// (model-00001-of-00004.safetensors, …) listed by model.safetensors.index.json. Tensors are
// found by name whichever file holds them; every read checks the shape the config implies and
// that the values are finite.

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/safetensors.h"
#include "core/io/tensor_source.h"

namespace kvscope {

// model.safetensors.index.json's "weight_map", grouped by shard: file name → the tensors the
// index places in it. Throws Error naming `source` for a file name with a folder in it (it
// could reach anywhere on disk), not ending in .safetensors, an empty map, or more than
// TensorFiles::kMaxShards files.
std::map<std::string, std::vector<std::string>> parseSafetensorsIndex(std::string_view json, const std::string& source);

class TensorFiles : public TensorSource {
public:
    // Larger indexes are refused: real ones list a few hundred tensors in ≤ 100 files.
    static constexpr size_t kMaxShards = 4096;

    // Opens `folder`/model.safetensors, or when it is absent the shards its
    // model.safetensors.index.json names. Throws Error naming the file: a shard named with a
    // folder ("../x.safetensors") or missing, a tensor the index places in a file that does
    // not hold it, a tensor held by two files.
    static TensorFiles openFolder(const std::filesystem::path& folder);
    // One already opened file (the model embedded in the app).
    explicit TensorFiles(std::shared_ptr<const SafetensorsFile> file);

    // Whether folder holds weights this class can open (model.safetensors or the index).
    static bool folderHasWeights(const std::filesystem::path& folder);

    // What errors call the weights: "model.safetensors", or "model.safetensors.index.json".
    const std::string& name() const override { return name_; }
    bool has(std::string_view tensorName) const override { return find(tensorName) != nullptr; }
    // The files, in the order of their names (one, or the shards).
    const std::vector<std::shared_ptr<const SafetensorsFile>>& files() const { return files_; }
    const TensorInfo* find(std::string_view tensorName) const;
    // The file that holds a tensor find() returned.
    const SafetensorsFile& fileOf(const TensorInfo& info) const;

    // The tensor as a (rows, cols) float matrix; a vector is asked for with rows = 1 and the
    // tensor must then have one dimension. Throws Error "model-00002-of-00002.safetensors:
    // tensor 'model.layers.1.mlp.up_proj.weight' has shape [64, 128], expected [128, 64] from
    // config.json", "…: has no tensor 'model.norm.weight' (a llama checkpoint needs it)", or
    // the NaN/infinity error of SafetensorsFile::checkFinite.
    MatrixF matrix(std::string_view tensorName, std::int64_t rows, std::int64_t cols,
                   std::string_view modelKind) const override;
    RowVectorF vector(std::string_view tensorName, std::int64_t size, std::string_view modelKind) const override;

private:
    TensorFiles() = default;
    std::string name_;
    std::vector<std::shared_ptr<const SafetensorsFile>> files_;
};

}  // namespace kvscope
