#include "core/gguf/gguf_file.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <unordered_set>

#include "core/types.h"

namespace kvscope {

static_assert(std::endian::native == std::endian::little, "KVScope reads GGUF on little-endian hosts");

const char* ggufValueTypeName(GgufValueType type) {
    switch (type) {
        case GgufValueType::Uint8: return "uint8";
        case GgufValueType::Int8: return "int8";
        case GgufValueType::Uint16: return "uint16";
        case GgufValueType::Int16: return "int16";
        case GgufValueType::Uint32: return "uint32";
        case GgufValueType::Int32: return "int32";
        case GgufValueType::Float32: return "float32";
        case GgufValueType::Bool: return "bool";
        case GgufValueType::String: return "string";
        case GgufValueType::Array: return "array";
        case GgufValueType::Uint64: return "uint64";
        case GgufValueType::Int64: return "int64";
        case GgufValueType::Float64: return "float64";
    }
    return "?";
}

namespace {

// Bytes one value of a fixed-size type takes; 0 for strings and arrays.
std::uint64_t fixedSize(GgufValueType t) {
    switch (t) {
        case GgufValueType::Uint8: case GgufValueType::Int8: case GgufValueType::Bool: return 1;
        case GgufValueType::Uint16: case GgufValueType::Int16: return 2;
        case GgufValueType::Uint32: case GgufValueType::Int32: case GgufValueType::Float32: return 4;
        case GgufValueType::Uint64: case GgufValueType::Int64: case GgufValueType::Float64: return 8;
        case GgufValueType::String: case GgufValueType::Array: return 0;
    }
    return 0;
}

// The fewest bytes an element of this type can take: what bounds a count read from the file.
std::uint64_t minimumSize(GgufValueType t) {
    if (t == GgufValueType::String) return 8;   // its length
    if (t == GgufValueType::Array) return 12;   // its element type and count
    return fixedSize(t);
}

bool knownValueType(std::uint32_t t) { return t <= static_cast<std::uint32_t>(GgufValueType::Float64); }

template <typename T>
T load(const std::byte* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

// A fixed-size value from its bytes.
GgufValue decodeFixed(GgufValueType t, const std::byte* p) {
    GgufValue v;
    v.type = t;
    switch (t) {
        case GgufValueType::Uint8: v.unsigned_ = load<std::uint8_t>(p); break;
        case GgufValueType::Bool: v.unsigned_ = load<std::uint8_t>(p); break;
        case GgufValueType::Uint16: v.unsigned_ = load<std::uint16_t>(p); break;
        case GgufValueType::Uint32: v.unsigned_ = load<std::uint32_t>(p); break;
        case GgufValueType::Uint64: v.unsigned_ = load<std::uint64_t>(p); break;
        case GgufValueType::Int8: v.integer = load<std::int8_t>(p); break;
        case GgufValueType::Int16: v.integer = load<std::int16_t>(p); break;
        case GgufValueType::Int32: v.integer = load<std::int32_t>(p); break;
        case GgufValueType::Int64: v.integer = load<std::int64_t>(p); break;
        case GgufValueType::Float32: v.number = load<float>(p); break;
        case GgufValueType::Float64: v.number = load<double>(p); break;
        case GgufValueType::String: case GgufValueType::Array: break;
    }
    return v;
}

// Reads the file front to back; every read is checked against the bytes left.
class Cursor {
public:
    Cursor(const std::string& file, std::span<const std::byte> bytes) : file_(file), bytes_(bytes) {}

    [[noreturn]] void fail(const std::string& what) const { throw Error(file_ + ": " + what); }
    std::uint64_t position() const { return pos_; }
    std::uint64_t left() const { return bytes_.size() - pos_; }

    const std::byte* take(std::uint64_t n, const std::string& what) {
        if (n > left())
            fail("the file ends inside " + what + " (at byte " + std::to_string(pos_) + " it needs " +
                 std::to_string(n) + " bytes, " + std::to_string(left()) + " are left): it is truncated or not GGUF");
        const std::byte* p = bytes_.data() + pos_;
        pos_ += n;
        return p;
    }
    std::uint32_t u32(const std::string& what) { return load<std::uint32_t>(take(4, what)); }
    std::uint64_t u64(const std::string& what) { return load<std::uint64_t>(take(8, what)); }
    std::string string(const std::string& what, std::uint64_t maxBytes = std::numeric_limits<std::uint64_t>::max()) {
        const std::uint64_t n = u64("the length of " + what);
        if (n > maxBytes) fail(what + " is " + std::to_string(n) + " bytes long; at most " + std::to_string(maxBytes) + " are allowed");
        const std::byte* p = take(n, what);
        return std::string(reinterpret_cast<const char*>(p), n);
    }
    // `count` elements of at least `each` bytes must fit in what is left
    void checkCount(std::uint64_t count, std::uint64_t each, const std::string& what) const {
        if (each > 0 && count > left() / each)
            fail(what + " claims " + std::to_string(count) + " entries, but the " + std::to_string(left()) +
                 " bytes left in the file hold at most " + std::to_string(left() / each));
    }
    std::span<const std::byte> bytes() const { return bytes_; }

private:
    const std::string& file_;
    std::span<const std::byte> bytes_;
    std::uint64_t pos_ = 0;
};

GgufValue readValue(Cursor& c, GgufValueType type, const std::string& key, int depth) {
    const std::string what = "the value of '" + key + "'";
    if (type == GgufValueType::String) {
        GgufValue v;
        v.type = type;
        v.string = c.string(what);
        return v;
    }
    if (type != GgufValueType::Array) {
        GgufValue v = decodeFixed(type, c.take(fixedSize(type), what));
        if (type == GgufValueType::Bool && v.unsigned_ > 1)
            c.fail("'" + key + "' is a bool stored as " + std::to_string(v.unsigned_) + "; a bool is 0 or 1");
        return v;
    }
    if (depth >= GgufFile::kMaxArrayDepth)
        c.fail("'" + key + "' nests arrays more than " + std::to_string(GgufFile::kMaxArrayDepth) + " deep");
    GgufValue v;
    v.type = GgufValueType::Array;
    const std::uint32_t element = c.u32("the element type of '" + key + "'");
    if (!knownValueType(element))
        c.fail("'" + key + "' is an array of value type " + std::to_string(element) + ", which GGUF does not define (0–12)");
    v.elementType = static_cast<GgufValueType>(element);
    v.count = c.u64("the length of '" + key + "'");
    c.checkCount(v.count, minimumSize(v.elementType), "the array '" + key + "'");
    if (const std::uint64_t size = fixedSize(v.elementType)) {
        v.raw = std::span(c.take(v.count * size, what), v.count * size);
        if (v.elementType == GgufValueType::Bool)
            for (const std::byte b : v.raw)
                if (std::to_integer<unsigned>(b) > 1) c.fail("'" + key + "' holds a bool that is neither 0 nor 1");
        return v;
    }
    v.elements.reserve(static_cast<size_t>(v.count));
    for (std::uint64_t i = 0; i < v.count; ++i) v.elements.push_back(readValue(c, v.elementType, key, depth + 1));
    return v;
}

std::uint64_t alignUp(std::uint64_t x, std::uint64_t a) { return (x + a - 1) / a * a; }

}  // namespace

bool GgufValue::isUnsignedInteger() const {
    return type == GgufValueType::Uint8 || type == GgufValueType::Uint16 || type == GgufValueType::Uint32 ||
           type == GgufValueType::Uint64;
}

bool GgufValue::isSignedInteger() const {
    return type == GgufValueType::Int8 || type == GgufValueType::Int16 || type == GgufValueType::Int32 ||
           type == GgufValueType::Int64;
}

bool GgufValue::isNumber() const {
    return isUnsignedInteger() || isSignedInteger() || type == GgufValueType::Float32 || type == GgufValueType::Float64;
}

double GgufValue::asDouble() const {
    if (isUnsignedInteger()) return static_cast<double>(unsigned_);
    if (isSignedInteger()) return static_cast<double>(integer);
    return number;
}

GgufValue GgufValue::at(std::uint64_t i) const {
    if (type != GgufValueType::Array || i >= count) throw Error("GGUF value: no element " + std::to_string(i));
    if (!elements.empty()) return elements[static_cast<size_t>(i)];
    return decodeFixed(elementType, raw.data() + i * fixedSize(elementType));
}

std::string GgufValue::describe() const {
    switch (type) {
        case GgufValueType::String: {
            std::string s = string.size() > 60 ? string.substr(0, 57) + "…" : string;
            return "string \"" + s + "\"";
        }
        case GgufValueType::Array:
            return "array of " + std::to_string(count) + " " + ggufValueTypeName(elementType);
        case GgufValueType::Bool: return unsigned_ ? "bool true" : "bool false";
        case GgufValueType::Float32: case GgufValueType::Float64: {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%s %.9g", ggufValueTypeName(type), number);
            return buf;
        }
        default:
            return std::string(ggufValueTypeName(type)) + " " +
                   (isSignedInteger() ? std::to_string(integer) : std::to_string(unsigned_));
    }
}

std::uint64_t GgufTensorInfo::elements() const {
    std::uint64_t n = 1;  // the reader checked the product fits
    for (std::uint64_t d : dims) n *= d;
    return n;
}

GgufFile::GgufFile(const std::filesystem::path& path) : file_(MappedFile(path)), name_(file_->name()) {
    parse(file_->bytes());
}

GgufFile::GgufFile(std::string name, std::span<const std::byte> bytes) : name_(std::move(name)) { parse(bytes); }

void GgufFile::parse(std::span<const std::byte> bytes) {
    bytes_ = bytes;
    Cursor c(name_, bytes);
    if (bytes.size() < 4) c.fail("is " + std::to_string(bytes.size()) + " bytes long: too short for a GGUF file");
    if (std::memcmp(bytes.data(), "GGUF", 4) != 0) {
        char start[16];
        std::snprintf(start, sizeof start, "%02x %02x %02x %02x", std::to_integer<unsigned>(bytes[0]),
                      std::to_integer<unsigned>(bytes[1]), std::to_integer<unsigned>(bytes[2]),
                      std::to_integer<unsigned>(bytes[3]));
        c.fail(std::string("is not a GGUF file: it starts with ") + start + ", not the magic \"GGUF\"");
    }
    c.take(4, "the magic");
    version_ = c.u32("the version");
    if (version_ == 1)
        c.fail("is GGUF version 1 (2023's first layout), which KVScope does not read: convert it again with a "
               "current llama.cpp");
    if (version_ != 2 && version_ != 3)
        c.fail("has GGUF version " + std::to_string(version_) + "; KVScope reads versions 2 and 3");
    const std::uint64_t tensorCount = c.u64("the tensor count");
    const std::uint64_t kvCount = c.u64("the metadata count");
    c.checkCount(kvCount, 8 + 4 + 1, "the header's metadata count");   // key length, type, 1-byte value
    c.checkCount(tensorCount, 8 + 4 + 4 + 8, "the header's tensor count");  // name length, dims, type, offset

    std::unordered_set<std::string> keys;
    metadata_.reserve(static_cast<size_t>(kvCount));
    for (std::uint64_t i = 0; i < kvCount; ++i) {
        GgufMetadata kv;
        kv.key = c.string("metadata key " + std::to_string(i + 1), kMaxKeyBytes);
        if (kv.key.empty()) c.fail("metadata key " + std::to_string(i + 1) + " is empty");
        if (!keys.insert(kv.key).second) c.fail("the metadata key '" + kv.key + "' appears twice");
        const std::uint32_t type = c.u32("the value type of '" + kv.key + "'");
        if (!knownValueType(type))
            c.fail("'" + kv.key + "' has value type " + std::to_string(type) + ", which GGUF does not define (0–12)");
        kv.value = readValue(c, static_cast<GgufValueType>(type), kv.key, 0);
        metadata_.push_back(std::move(kv));
    }
    if (const GgufValue* a = find("general.alignment")) {
        if (a->type != GgufValueType::Uint32)
            c.fail("general.alignment is " + std::string(ggufValueTypeName(a->type)) + "; it must be uint32");
        if (a->unsigned_ == 0 || !std::has_single_bit(a->unsigned_) || a->unsigned_ % 8 != 0)
            c.fail("general.alignment is " + std::to_string(a->unsigned_) + "; it must be a power of two and a multiple of 8");
        alignment_ = static_cast<std::uint32_t>(a->unsigned_);
    }

    std::unordered_set<std::string> names;
    tensors_.reserve(static_cast<size_t>(tensorCount));
    for (std::uint64_t i = 0; i < tensorCount; ++i) {
        GgufTensorInfo t;
        t.name = c.string("the name of tensor " + std::to_string(i + 1), kMaxKeyBytes);
        if (t.name.empty()) c.fail("tensor " + std::to_string(i + 1) + " has an empty name");
        if (!names.insert(t.name).second) c.fail("the tensor name '" + t.name + "' appears twice");
        const std::string what = "tensor '" + t.name + "'";
        const std::uint32_t nDims = c.u32("the dimension count of " + what);
        if (nDims > kMaxDims)
            c.fail(what + " has " + std::to_string(nDims) + " dimensions; GGUF tensors have at most " + std::to_string(kMaxDims));
        std::uint64_t elements = 1;
        for (std::uint32_t d = 0; d < nDims; ++d) {
            const std::uint64_t n = c.u64("the dimensions of " + what);
            if (n > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) ||
                (n != 0 && elements > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) / n))
                c.fail(what + " has dimensions whose product overflows 64 bits");
            elements *= n;
            t.dims.push_back(n);
        }
        t.type = c.u32("the type of " + what);
        const auto traits = ggmlTypeTraits(t.type);
        if (!traits) c.fail(what + " has ggml type " + std::to_string(t.type) + ", which ggml does not define");
        const std::uint64_t row = t.dims.empty() ? 1 : t.dims[0];
        if (row % traits->blockSize != 0)
            c.fail(what + " has rows of " + std::to_string(row) + " elements, not a whole number of " + traits->name +
                   " blocks of " + std::to_string(traits->blockSize));
        const std::uint64_t blocks = elements / traits->blockSize;
        if (blocks > std::numeric_limits<std::uint64_t>::max() / traits->blockBytes)
            c.fail(what + " is larger than 2^64 bytes");
        t.bytes = blocks * traits->blockBytes;
        t.offset = c.u64("the offset of " + what);
        if (t.offset % alignment_ != 0)
            c.fail(what + " starts at offset " + std::to_string(t.offset) + " of the data, not a multiple of the alignment " +
                   std::to_string(alignment_));
        tensors_.push_back(std::move(t));
    }

    dataOffset_ = alignUp(c.position(), alignment_);
    // (even tensors of no bytes need their data section inside the file: found by fuzzing,
    // an empty tensor's data pointed past the end)
    if (!tensors_.empty() && dataOffset_ > bytes.size())
        c.fail("the data section starts at byte " + std::to_string(dataOffset_) + " (the tensor table's end, aligned to " +
               std::to_string(alignment_) + "), past the end of the file at byte " + std::to_string(bytes.size()) +
               ": the file is truncated");
    const std::uint64_t dataBytes = bytes.size() > dataOffset_ ? bytes.size() - dataOffset_ : 0;
    std::vector<const GgufTensorInfo*> byOffset;
    for (const GgufTensorInfo& t : tensors_) {
        if (t.offset > dataBytes || t.bytes > dataBytes - t.offset)
            c.fail("tensor '" + t.name + "' needs bytes " + std::to_string(t.offset) + " to " +
                   std::to_string(t.offset + std::min(t.bytes, std::numeric_limits<std::uint64_t>::max() - t.offset)) +
                   " of the data section, which has " + std::to_string(dataBytes) + ": the file is truncated");
        byOffset.push_back(&t);
    }
    std::sort(byOffset.begin(), byOffset.end(), [](auto* a, auto* b) { return a->offset < b->offset; });
    for (size_t i = 1; i < byOffset.size(); ++i)
        if (byOffset[i - 1]->offset + byOffset[i - 1]->bytes > byOffset[i]->offset)
            c.fail("the data of tensors '" + byOffset[i - 1]->name + "' and '" + byOffset[i]->name + "' overlap");
}

const GgufValue* GgufFile::find(std::string_view key) const {
    for (const GgufMetadata& kv : metadata_)
        if (kv.key == key) return &kv.value;
    return nullptr;
}

const GgufTensorInfo* GgufFile::findTensor(std::string_view name) const {
    for (const GgufTensorInfo& t : tensors_)
        if (t.name == name) return &t;
    return nullptr;
}

const GgufValue& GgufFile::require(std::string_view key) const {
    if (const GgufValue* v = find(key)) return *v;
    throw Error(name_ + ": has no metadata key '" + std::string(key) + "'");
}

void GgufFile::wrongType(std::string_view key, const GgufValue& v, const char* expected) const {
    throw Error(name_ + ": '" + std::string(key) + "' is " + v.describe() + "; expected " + expected);
}

std::string GgufFile::string(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::String) wrongType(key, v, "a string");
    return v.string;
}

std::uint64_t GgufFile::unsignedInteger(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.isUnsignedInteger()) return v.unsigned_;
    if (v.isSignedInteger() && v.integer >= 0) return static_cast<std::uint64_t>(v.integer);
    wrongType(key, v, "a non-negative integer");
}

double GgufFile::number(std::string_view key) const {
    const GgufValue& v = require(key);
    if (!v.isNumber()) wrongType(key, v, "a number");
    return v.asDouble();
}

std::optional<std::string> GgufFile::optionalString(std::string_view key) const {
    return find(key) ? std::optional(string(key)) : std::nullopt;
}

std::optional<std::uint64_t> GgufFile::optionalUnsigned(std::string_view key) const {
    return find(key) ? std::optional(unsignedInteger(key)) : std::nullopt;
}

std::optional<double> GgufFile::optionalNumber(std::string_view key) const {
    return find(key) ? std::optional(number(key)) : std::nullopt;
}

std::vector<std::string> GgufFile::strings(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::Array || v.elementType != GgufValueType::String) wrongType(key, v, "an array of strings");
    std::vector<std::string> out;
    out.reserve(v.elements.size());
    for (const GgufValue& e : v.elements) out.push_back(e.string);
    return out;
}

std::uint64_t GgufFile::arrayLength(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::Array) wrongType(key, v, "an array");
    return v.count;
}

std::vector<double> GgufFile::numbers(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::Array || fixedSize(v.elementType) == 0 || v.elementType == GgufValueType::Bool)
        wrongType(key, v, "an array of numbers");
    std::vector<double> out;
    out.reserve(static_cast<size_t>(v.count));
    for (std::uint64_t i = 0; i < v.count; ++i) out.push_back(v.at(i).asDouble());
    return out;
}

std::span<const std::byte> GgufFile::data(const GgufTensorInfo& info) const {
    return bytes_.subspan(static_cast<size_t>(dataOffset_ + info.offset), static_cast<size_t>(info.bytes));
}

}  // namespace kvscope
