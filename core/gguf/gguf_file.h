#pragma once
// Reads a GGUF file (ggml's model format, spec: ggml's docs/gguf.md): a header, typed metadata
// key/value pairs (nested arrays included), a table of tensors (name, up to 4 dimensions,
// ggml type, offset) and the aligned tensor data. Versions 2 and 3, little-endian. The file is
// memory-mapped and every count, length, type, size and offset is checked before it is used:
// a broken or hostile file is an Error naming the file and what is wrong, never a crash or a
// gigabyte allocation.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/gguf/gguf_types.h"
#include "core/io/mapped_file.h"
#include "core/message.h"

namespace kvscope {

enum class GgufValueType : std::uint32_t {
    Uint8 = 0, Int8 = 1, Uint16 = 2, Int16 = 3, Uint32 = 4, Int32 = 5, Float32 = 6, Bool = 7,
    String = 8, Array = 9, Uint64 = 10, Int64 = 11, Float64 = 12,
};
const char* ggufValueTypeName(GgufValueType type);  // "uint32", "array", …

// One metadata value. Integers keep their sign in `integer` or `unsigned_`, floats widen to
// double. An array of strings or of arrays holds its elements; an array of numbers or bools
// keeps its bytes in the file (`raw`, read by at()): a hostile file cannot make a few bytes
// per element into a hundred.
struct GgufValue {
    GgufValueType type = GgufValueType::Uint8;
    std::uint64_t unsigned_ = 0;   // Uint8/16/32/64, Bool (0 or 1)
    std::int64_t integer = 0;      // Int8/16/32/64
    double number = 0;             // Float32/64
    std::string string;            // String
    GgufValueType elementType = GgufValueType::Uint8;  // Array
    std::uint64_t count = 0;                           // Array: its length
    std::vector<GgufValue> elements;                   // Array of String or Array
    std::span<const std::byte> raw;                    // Array of numbers or bools

    bool isUnsignedInteger() const;
    bool isSignedInteger() const;
    bool isNumber() const;  // any integer or float
    double asDouble() const;
    // Element i of an array (decoded from `raw` for numbers); i < count.
    GgufValue at(std::uint64_t i) const;
    // "uint32 7", "string \"llama\"", "array of 32000 string", for inspect and errors
    Message describe() const;
};

struct GgufMetadata {
    std::string key;
    GgufValue value;
};

struct GgufTensorInfo {
    std::string name;
    std::vector<std::uint64_t> dims;  // ggml order: dims[0] is the row length (the fastest)
    std::uint32_t type = 0;           // a ggml type id (GgmlType)
    std::uint64_t offset = 0;         // from the start of the data section
    std::uint64_t bytes = 0;          // computed from dims and type

    std::uint64_t elements() const;
    std::string typeName() const { return ggmlTypeName(type); }
};

class GgufFile {
public:
    static constexpr std::uint32_t kDefaultAlignment = 32;
    static constexpr int kMaxDims = 4;
    static constexpr int kMaxArrayDepth = 8;        // arrays of arrays of … deeper are refused
    static constexpr std::uint64_t kMaxKeyBytes = 65535;

    // Maps and validates the file; throws Error "model.gguf: …".
    explicit GgufFile(const std::filesystem::path& path);
    // The same over bytes in memory (tests, fuzzing); they must outlive *this.
    GgufFile(std::string name, std::span<const std::byte> bytes);

    const std::string& name() const { return name_; }
    std::uint32_t version() const { return version_; }
    std::uint32_t alignment() const { return alignment_; }
    // In file order.
    const std::vector<GgufMetadata>& metadata() const { return metadata_; }
    const std::vector<GgufTensorInfo>& tensors() const { return tensors_; }
    // Where the tensor data begin in the file (after the header, aligned).
    std::uint64_t dataOffset() const { return dataOffset_; }

    const GgufValue* find(std::string_view key) const;
    const GgufTensorInfo* findTensor(std::string_view name) const;
    // Typed reads: Error naming the file and key when it is missing or of another type.
    std::string string(std::string_view key) const;
    std::uint64_t unsignedInteger(std::string_view key) const;  // any unsigned type (or a non-negative signed one)
    double number(std::string_view key) const;                  // float32/64 (or any integer)
    std::optional<std::string> optionalString(std::string_view key) const;
    std::optional<std::uint64_t> optionalUnsigned(std::string_view key) const;
    std::optional<double> optionalNumber(std::string_view key) const;
    // An array of strings (a tokenizer's tokens, merges), or of numbers (scores, token types).
    std::vector<std::string> strings(std::string_view key) const;
    // The length of an array (a tokenizer's vocabulary size) without copying it.
    std::uint64_t arrayLength(std::string_view key) const;
    std::vector<double> numbers(std::string_view key) const;

    // The tensor's bytes inside the mapping (valid while *this lives).
    std::span<const std::byte> data(const GgufTensorInfo& info) const;

private:
    void parse(std::span<const std::byte> bytes);
    const GgufValue& require(std::string_view key) const;
    [[noreturn]] void wrongType(std::string_view key, const GgufValue& v, Message expected) const;

    std::optional<MappedFile> file_;
    std::string name_;
    std::span<const std::byte> bytes_;
    std::uint32_t version_ = 0;
    std::uint32_t alignment_ = kDefaultAlignment;
    std::uint64_t dataOffset_ = 0;
    std::vector<GgufMetadata> metadata_;
    std::vector<GgufTensorInfo> tensors_;
};

}  // namespace kvscope
