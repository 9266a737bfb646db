#include "core/gguf/gguf_file.h"

#include <algorithm>
#include <bit>
#include <concepts>
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

// What a read is of, for its error message: a Message, or a function making one, called only
// when the read fails (a vocabulary is hundreds of thousands of strings read in a loop).
const Message& described(const Message& what) { return what; }
template <std::invocable What>
Message described(const What& what) {
    return what();
}

// Reads the file front to back; every read is checked against the bytes left.
class Cursor {
public:
    Cursor(const std::string& file, std::span<const std::byte> bytes) : file_(file), bytes_(bytes) {}

    [[noreturn]] void fail(Message what) const { throw Error(msg("%1: %2", file_, std::move(what))); }
    std::uint64_t position() const { return pos_; }
    std::uint64_t left() const { return bytes_.size() - pos_; }

    template <class What>
    const std::byte* take(std::uint64_t n, const What& what) {
        if (n > left())
            fail(msg("the file ends inside %1 (at byte %2 it needs %3 bytes, %4 are left): it is truncated or "
                     "not GGUF",
                     described(what), pos_, n, left()));
        const std::byte* p = bytes_.data() + pos_;
        pos_ += n;
        return p;
    }
    template <class What>
    std::uint32_t u32(const What& what) { return load<std::uint32_t>(take(4, what)); }
    template <class What>
    std::uint64_t u64(const What& what) { return load<std::uint64_t>(take(8, what)); }
    template <class What>
    std::string string(const What& what, std::uint64_t maxBytes = std::numeric_limits<std::uint64_t>::max()) {
        const std::uint64_t n = u64([&] { return msg("the length of %1", described(what)); });
        if (n > maxBytes) fail(msg("%1 is %2 bytes long; at most %3 are allowed", described(what), n, maxBytes));
        const std::byte* p = take(n, what);
        return std::string(reinterpret_cast<const char*>(p), n);
    }
    // `count` elements of at least `each` bytes must fit in what is left
    void checkCount(std::uint64_t count, std::uint64_t each, const Message& what) const {
        if (each > 0 && count > left() / each)
            fail(msg("%1 claims %2 entries, but the %3 bytes left in the file hold at most %4", what, count, left(),
                     left() / each));
    }
    std::span<const std::byte> bytes() const { return bytes_; }

private:
    const std::string& file_;
    std::span<const std::byte> bytes_;
    std::uint64_t pos_ = 0;
};

GgufValue readValue(Cursor& c, GgufValueType type, const std::string& key, int depth) {
    const auto what = [&key] { return msg("the value of '%1'", key); };
    if (type == GgufValueType::String) {
        GgufValue v;
        v.type = type;
        v.string = c.string(what);
        return v;
    }
    if (type != GgufValueType::Array) {
        GgufValue v = decodeFixed(type, c.take(fixedSize(type), what));
        if (type == GgufValueType::Bool && v.unsigned_ > 1)
            c.fail(msg("'%1' is a bool stored as %2; a bool is 0 or 1", key, v.unsigned_));
        return v;
    }
    if (depth >= GgufFile::kMaxArrayDepth)
        c.fail(msg("'%1' nests arrays more than %2 deep", key, GgufFile::kMaxArrayDepth));
    GgufValue v;
    v.type = GgufValueType::Array;
    const std::uint32_t element = c.u32([&key] { return msg("the element type of '%1'", key); });
    if (!knownValueType(element))
        c.fail(msg("'%1' is an array of value type %2, which GGUF does not define (0–12)", key, element));
    v.elementType = static_cast<GgufValueType>(element);
    v.count = c.u64([&key] { return msg("the length of '%1'", key); });
    c.checkCount(v.count, minimumSize(v.elementType), msg("the array '%1'", key));
    if (const std::uint64_t size = fixedSize(v.elementType)) {
        v.raw = std::span(c.take(v.count * size, what), v.count * size);
        if (v.elementType == GgufValueType::Bool)
            for (const std::byte b : v.raw)
                if (std::to_integer<unsigned>(b) > 1) c.fail(msg("'%1' holds a bool that is neither 0 nor 1", key));
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
    if (type != GgufValueType::Array || i >= count) throw Error(msg("GGUF value: no element %1", i));
    if (!elements.empty()) return elements[static_cast<size_t>(i)];
    return decodeFixed(elementType, raw.data() + i * fixedSize(elementType));
}

Message GgufValue::describe() const {
    // GGUF's type names (string, bool, uint32) stay as the format writes them; only an array is
    // said in words
    switch (type) {
        case GgufValueType::String: {
            std::string s = string.size() > 60 ? string.substr(0, 57) + "…" : string;
            return Message::verbatim("string \"" + s + "\"");
        }
        case GgufValueType::Array:
            return msg("array of %1 %2", count, ggufValueTypeName(elementType));
        case GgufValueType::Bool: return Message::verbatim(unsigned_ ? "bool true" : "bool false");
        case GgufValueType::Float32: case GgufValueType::Float64: {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%s %.9g", ggufValueTypeName(type), number);
            return Message::verbatim(buf);
        }
        default:
            return Message::verbatim(std::string(ggufValueTypeName(type)) + " " +
                                     (isSignedInteger() ? std::to_string(integer) : std::to_string(unsigned_)));
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
    if (bytes.size() < 4) c.fail(msg("is %1 bytes long: too short for a GGUF file", bytes.size()));
    if (std::memcmp(bytes.data(), "GGUF", 4) != 0) {
        char start[16];
        std::snprintf(start, sizeof start, "%02x %02x %02x %02x", std::to_integer<unsigned>(bytes[0]),
                      std::to_integer<unsigned>(bytes[1]), std::to_integer<unsigned>(bytes[2]),
                      std::to_integer<unsigned>(bytes[3]));
        c.fail(msg("is not a GGUF file: it starts with %1, not the magic \"GGUF\"", std::string(start)));
    }
    c.take(4, msg("the magic"));
    version_ = c.u32(msg("the version"));
    if (version_ == 1)
        c.fail(msg("is GGUF version 1 (2023's first layout), which KVScope does not read: convert it again with "
                   "a current llama.cpp"));
    if (version_ != 2 && version_ != 3)
        c.fail(msg("has GGUF version %1; KVScope reads versions 2 and 3", version_));
    const std::uint64_t tensorCount = c.u64(msg("the tensor count"));
    const std::uint64_t kvCount = c.u64(msg("the metadata count"));
    c.checkCount(kvCount, 8 + 4 + 1, msg("the header's metadata count"));   // key length, type, 1-byte value
    c.checkCount(tensorCount, 8 + 4 + 4 + 8, msg("the header's tensor count"));  // name length, dims, type, offset

    std::unordered_set<std::string> keys;
    metadata_.reserve(static_cast<size_t>(kvCount));
    for (std::uint64_t i = 0; i < kvCount; ++i) {
        GgufMetadata kv;
        kv.key = c.string(msg("metadata key %1", i + 1), kMaxKeyBytes);
        if (kv.key.empty()) c.fail(msg("metadata key %1 is empty", i + 1));
        if (!keys.insert(kv.key).second) c.fail(msg("the metadata key '%1' appears twice", kv.key));
        const std::uint32_t type = c.u32(msg("the value type of '%1'", kv.key));
        if (!knownValueType(type))
            c.fail(msg("'%1' has value type %2, which GGUF does not define (0–12)", kv.key, type));
        kv.value = readValue(c, static_cast<GgufValueType>(type), kv.key, 0);
        metadata_.push_back(std::move(kv));
    }
    if (const GgufValue* a = find("general.alignment")) {
        if (a->type != GgufValueType::Uint32)
            c.fail(msg("general.alignment is %1; it must be uint32", ggufValueTypeName(a->type)));
        if (a->unsigned_ == 0 || !std::has_single_bit(a->unsigned_) || a->unsigned_ % 8 != 0)
            c.fail(msg("general.alignment is %1; it must be a power of two and a multiple of 8", a->unsigned_));
        alignment_ = static_cast<std::uint32_t>(a->unsigned_);
    }

    std::unordered_set<std::string> names;
    tensors_.reserve(static_cast<size_t>(tensorCount));
    for (std::uint64_t i = 0; i < tensorCount; ++i) {
        GgufTensorInfo t;
        t.name = c.string(msg("the name of tensor %1", i + 1), kMaxKeyBytes);
        if (t.name.empty()) c.fail(msg("tensor %1 has an empty name", i + 1));
        if (!names.insert(t.name).second) c.fail(msg("the tensor name '%1' appears twice", t.name));
        const std::uint32_t nDims = c.u32(msg("the dimension count of tensor '%1'", t.name));
        if (nDims > kMaxDims)
            c.fail(msg("tensor '%1' has %2 dimensions; GGUF tensors have at most %3", t.name, nDims, kMaxDims));
        std::uint64_t elements = 1;
        for (std::uint32_t d = 0; d < nDims; ++d) {
            const std::uint64_t n = c.u64(msg("the dimensions of tensor '%1'", t.name));
            if (n > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) ||
                (n != 0 && elements > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) / n))
                c.fail(msg("tensor '%1' has dimensions whose product overflows 64 bits", t.name));
            elements *= n;
            t.dims.push_back(n);
        }
        t.type = c.u32(msg("the type of tensor '%1'", t.name));
        const auto traits = ggmlTypeTraits(t.type);
        if (!traits) c.fail(msg("tensor '%1' has ggml type %2, which ggml does not define", t.name, t.type));
        const std::uint64_t row = t.dims.empty() ? 1 : t.dims[0];
        if (row % traits->blockSize != 0)
            c.fail(msg("tensor '%1' has rows of %2 elements, not a whole number of %3 blocks of %4", t.name, row,
                       traits->name, traits->blockSize));
        const std::uint64_t blocks = elements / traits->blockSize;
        if (blocks > std::numeric_limits<std::uint64_t>::max() / traits->blockBytes)
            c.fail(msg("tensor '%1' is larger than 2^64 bytes", t.name));
        t.bytes = blocks * traits->blockBytes;
        t.offset = c.u64(msg("the offset of tensor '%1'", t.name));
        if (t.offset % alignment_ != 0)
            c.fail(msg("tensor '%1' starts at offset %2 of the data, not a multiple of the alignment %3", t.name,
                       t.offset, alignment_));
        tensors_.push_back(std::move(t));
    }

    dataOffset_ = alignUp(c.position(), alignment_);
    // (even tensors of no bytes need their data section inside the file: found by fuzzing,
    // an empty tensor's data pointed past the end)
    if (!tensors_.empty() && dataOffset_ > bytes.size())
        c.fail(msg("the data section starts at byte %1 (the tensor table's end, aligned to %2), past the end of the "
                   "file at byte %3: the file is truncated",
                   dataOffset_, alignment_, bytes.size()));
    const std::uint64_t dataBytes = bytes.size() > dataOffset_ ? bytes.size() - dataOffset_ : 0;
    std::vector<const GgufTensorInfo*> byOffset;
    for (const GgufTensorInfo& t : tensors_) {
        if (t.offset > dataBytes || t.bytes > dataBytes - t.offset)
            c.fail(msg("tensor '%1' needs bytes %2 to %3 of the data section, which has %4: the file is truncated",
                       t.name, t.offset,
                       t.offset + std::min(t.bytes, std::numeric_limits<std::uint64_t>::max() - t.offset),
                       dataBytes));
        byOffset.push_back(&t);
    }
    std::sort(byOffset.begin(), byOffset.end(), [](auto* a, auto* b) { return a->offset < b->offset; });
    for (size_t i = 1; i < byOffset.size(); ++i)
        if (byOffset[i - 1]->offset + byOffset[i - 1]->bytes > byOffset[i]->offset)
            c.fail(msg("the data of tensors '%1' and '%2' overlap", byOffset[i - 1]->name, byOffset[i]->name));
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
    throw Error(msg("%1: has no metadata key '%2'", name_, key));
}

void GgufFile::wrongType(std::string_view key, const GgufValue& v, Message expected) const {
    throw Error(msg("%1: '%2' is %3; expected %4", name_, key, v.describe(), std::move(expected)));
}

std::string GgufFile::string(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::String) wrongType(key, v, msg("a string"));
    return v.string;
}

std::uint64_t GgufFile::unsignedInteger(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.isUnsignedInteger()) return v.unsigned_;
    if (v.isSignedInteger() && v.integer >= 0) return static_cast<std::uint64_t>(v.integer);
    wrongType(key, v, msg("a non-negative integer"));
}

double GgufFile::number(std::string_view key) const {
    const GgufValue& v = require(key);
    if (!v.isNumber()) wrongType(key, v, msg("a number"));
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
    if (v.type != GgufValueType::Array || v.elementType != GgufValueType::String) wrongType(key, v, msg("an array of strings"));
    std::vector<std::string> out;
    out.reserve(v.elements.size());
    for (const GgufValue& e : v.elements) out.push_back(e.string);
    return out;
}

std::uint64_t GgufFile::arrayLength(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::Array) wrongType(key, v, msg("an array"));
    return v.count;
}

std::vector<double> GgufFile::numbers(std::string_view key) const {
    const GgufValue& v = require(key);
    if (v.type != GgufValueType::Array || fixedSize(v.elementType) == 0 || v.elementType == GgufValueType::Bool)
        wrongType(key, v, msg("an array of numbers"));
    std::vector<double> out;
    out.reserve(static_cast<size_t>(v.count));
    for (std::uint64_t i = 0; i < v.count; ++i) out.push_back(v.at(i).asDouble());
    return out;
}

std::span<const std::byte> GgufFile::data(const GgufTensorInfo& info) const {
    return bytes_.subspan(static_cast<size_t>(dataOffset_ + info.offset), static_cast<size_t>(info.bytes));
}

}  // namespace kvscope
