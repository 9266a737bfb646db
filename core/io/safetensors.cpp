#include "core/io/safetensors.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

#include "core/io/half.h"
#include "core/io/json_reader.h"
#include "core/types.h"
#include "core/load_progress.h"

namespace kvscope {

// safetensors stores little-endian; the element reads below copy bytes as they are.
static_assert(std::endian::native == std::endian::little, "KVScope reads weights on little-endian hosts");

const char* dtypeName(DType dtype) {
    switch (dtype) {
        case DType::F32: return "F32";
        case DType::F16: return "F16";
        case DType::BF16: return "BF16";
    }
    return "?";
}

int dtypeSize(DType dtype) { return dtype == DType::F32 ? 4 : 2; }

std::int64_t TensorInfo::elementCount() const {
    std::int64_t n = 1;
    // The reader checked that dtypeSize · (every prefix of the shape) fits in 64 bits.
    for (std::int64_t d : shape) n *= d;
    return n;
}

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

// Validates one header entry at a time. The JSON reader names the key of a value of the wrong
// type; the checks here name the tensor.
class HeaderReader {
public:
    HeaderReader(const std::string& file, std::uint64_t dataBytes)
        : file_(file), dataBytes_(dataBytes) {}

    [[noreturn]] void fail(Message what) const { throw Error(msg("%1: %2", file_, std::move(what))); }

    TensorInfo tensor(const std::string& name, const JsonValue& entry) const {
        TensorInfo info;
        info.name = name;
        info.dtype = dtype(entry.at("dtype"));
        info.shape = shape(entry.at("shape"));
        const auto [begin, end] = offsets(entry.at("data_offsets"));
        if (begin > end)
            fail(msg("tensor '%1' has data_offsets [%2, %3]: the begin is after the end", name, begin,
                     end));
        if (end > dataBytes_)
            fail(msg("tensor '%1' ends at byte %2 but the data section has %3 bytes", name, end,
                     dataBytes_));
        std::uint64_t bytes = static_cast<std::uint64_t>(dtypeSize(info.dtype));
        for (std::int64_t d : info.shape)
            if (__builtin_mul_overflow(bytes, static_cast<std::uint64_t>(d), &bytes))
                fail(msg("tensor '%1' has shape %2, too large: its byte size does not fit in 64 "
                         "bits",
                         name, shapeText(info.shape)));
        if (bytes != end - begin)
            fail(msg("tensor '%1' has shape %2 of %3 (%4 bytes) but its data_offsets cover %5 bytes",
                     name, shapeText(info.shape), dtypeName(info.dtype), bytes, end - begin));
        info.begin = begin;
        info.end = end;
        return info;
    }

    std::map<std::string, std::string> metadata(const JsonValue& entry) const {
        std::map<std::string, std::string> out;
        for (const auto& [key, value] : entry.members()) out[key] = value.text();
        return out;
    }

private:
    static DType dtype(const JsonValue& v) {
        const std::string name = v.text();
        for (DType d : {DType::F32, DType::F16, DType::BF16})
            if (name == dtypeName(d)) return d;
        v.fail(msg("unsupported dtype '%1' (KVScope reads F32, F16 and BF16)", name));
    }

    // Dimensions and offsets: whole numbers that fit in 64 bits with a sign bit to spare.
    static std::int64_t count(const JsonValue& v) {
        return v.integer(0, std::numeric_limits<std::int64_t>::max());
    }

    static std::vector<std::int64_t> shape(const JsonValue& v) {
        std::vector<std::int64_t> dims;
        for (const JsonValue& d : v.elements()) dims.push_back(count(d));
        return dims;
    }

    static std::pair<std::uint64_t, std::uint64_t> offsets(const JsonValue& v) {
        const std::vector<JsonValue> pair = v.elements();
        if (pair.size() != 2) v.failExpected(msg("[begin, end]"));
        return {static_cast<std::uint64_t>(count(pair[0])), static_cast<std::uint64_t>(count(pair[1]))};
    }

    const std::string& file_;
    std::uint64_t dataBytes_;
};

}  // namespace

SafetensorsFile::SafetensorsFile(const std::filesystem::path& path)
    : file_(std::in_place, path), name_(file_->name()) {
    parse(file_->bytes());
    expectTensorBytes();
}

SafetensorsFile::SafetensorsFile(std::string name, std::span<const std::byte> bytes)
    : name_(std::move(name)) {
    parse(bytes);
    expectTensorBytes();
}

void SafetensorsFile::expectTensorBytes() const {
    std::int64_t bytes = 0;
    for (const TensorInfo& t : tensors_) bytes += static_cast<std::int64_t>(t.byteSize());
    expectWeightBytes(bytes);
}

void SafetensorsFile::parse(std::span<const std::byte> bytes) {
    const std::string& file = name_;
    if (bytes.size() < 8)
        throw Error(msg("%1: the file has %2 bytes, too short for a safetensors file (it starts with "
                        "an 8-byte header length)",
                        file, bytes.size()));
    std::uint64_t headerBytes = 0;
    std::memcpy(&headerBytes, bytes.data(), 8);
    const std::uint64_t rest = bytes.size() - 8;
    if (headerBytes > kMaxHeaderBytes)
        throw Error(msg("%1: the header length is %2 bytes, more than the limit of %3 (not a "
                        "safetensors file?)",
                        file, headerBytes, kMaxHeaderBytes));
    if (headerBytes > rest)
        throw Error(msg("%1: the header length is %2 bytes but only %3 bytes follow it (truncated "
                        "file?)",
                        file, headerBytes, rest));
    dataSection_ = bytes.subspan(8 + headerBytes);

    const auto* text = reinterpret_cast<const char*>(bytes.data() + 8);
    const JsonDocument header(std::string_view(text, headerBytes), file);
    const HeaderReader reader(file, dataSection_.size());
    for (const auto& [key, entry] : header.root().members()) {
        if (key == "__metadata__")
            metadata_ = reader.metadata(entry);
        else
            tensors_.push_back(reader.tensor(key, entry));
    }

    std::sort(tensors_.begin(), tensors_.end(), [](const TensorInfo& a, const TensorInfo& b) {
        return a.begin != b.begin ? a.begin < b.begin : a.name < b.name;
    });
    // Sorted by begin, a tensor overlaps another iff it starts before the furthest end so far.
    // Empty tensors hold no bytes and overlap nothing.
    const TensorInfo* furthest = nullptr;
    for (const TensorInfo& t : tensors_) {
        if (t.byteSize() == 0) continue;
        if (furthest && t.begin < furthest->end)
            throw Error(msg("%1: tensors '%2' (bytes %3–%4) and '%5' (bytes %6–%7) overlap", file,
                            furthest->name, furthest->begin, furthest->end, t.name, t.begin,
                            t.end));
        if (!furthest || t.end > furthest->end) furthest = &t;
    }
}

const TensorInfo* SafetensorsFile::find(std::string_view tensorName) const {
    for (const TensorInfo& t : tensors_)
        if (t.name == tensorName) return &t;
    return nullptr;
}

const TensorInfo& SafetensorsFile::tensor(std::string_view tensorName) const {
    if (const TensorInfo* t = find(tensorName)) return *t;
    throw Error(msg("%1: has no tensor '%2'", name(), tensorName));
}

std::span<const std::byte> SafetensorsFile::data(const TensorInfo& info) const {
    return dataSection_.subspan(info.begin, info.byteSize());
}

void SafetensorsFile::checkFinite(const TensorInfo& info) const {
    const std::span<const std::byte> raw = data(info);
    const auto count = static_cast<std::size_t>(info.elementCount());
    // Not finite ⇔ every exponent bit set, in each format.
    std::size_t bad = count;
    float value = 0;
    for (std::size_t i = 0; i < count && bad == count; ++i) {
        if (info.dtype == DType::F32) {
            std::memcpy(&value, raw.data() + 4 * i, 4);  // the mapping need not be aligned
            if (!std::isfinite(value)) bad = i;
        } else {
            std::uint16_t bits = 0;
            std::memcpy(&bits, raw.data() + 2 * i, 2);
            const std::uint16_t exponent = info.dtype == DType::F16 ? 0x7C00 : 0x7F80;
            if ((bits & exponent) == exponent) {
                bad = i;
                value = info.dtype == DType::F16 ? halfToFloat(bits) : bfloat16ToFloat(bits);
            }
        }
    }
    if (bad == count) return;
    // the flat index as one index per dimension, row-major
    std::vector<std::int64_t> at(info.shape.size());
    std::size_t rest = bad;
    for (std::size_t d = info.shape.size(); d-- > 0;) {
        const auto extent = static_cast<std::size_t>(info.shape[d]);
        at[d] = static_cast<std::int64_t>(rest % extent);
        rest /= extent;
    }
    const Message what = std::isnan(value) ? Message::verbatim("NaN")
                         : value > 0        ? msg("+infinity")
                                            : msg("-infinity");
    throw Error(msg("%1: tensor '%2' holds %3 at %4; weights must be finite numbers", name_,
                    info.name, what, shapeText(at)));
}

std::vector<float> SafetensorsFile::toFloats(std::string_view tensorName) const {
    const TensorInfo& info = tensor(tensorName);
    const std::span<const std::byte> raw = data(info);
    std::vector<float> out(static_cast<size_t>(info.elementCount()));
    if (info.dtype == DType::F32) {
        if (!raw.empty()) std::memcpy(out.data(), raw.data(), raw.size());
        return out;
    }
    const auto widen = info.dtype == DType::F16 ? halfToFloat : bfloat16ToFloat;
    for (size_t i = 0; i < out.size(); ++i) {
        std::uint16_t bits = 0;
        std::memcpy(&bits, raw.data() + 2 * i, 2);  // the mapping need not be 2-byte aligned
        out[i] = widen(bits);
    }
    return out;
}

MatrixF SafetensorsFile::toMatrix(std::string_view tensorName) const {
    const TensorInfo& info = tensor(tensorName);
    const std::int64_t cols = info.shape.empty() ? 1 : info.shape.back();
    std::int64_t rows = 1;
    for (size_t i = 0; i + 1 < info.shape.size(); ++i) rows *= info.shape[i];
    readingWeightBytes(static_cast<std::int64_t>(info.byteSize()));
    std::vector<float> values = toFloats(tensorName);
    MatrixF m(rows, cols);
    if (!values.empty()) std::memcpy(m.data(), values.data(), values.size() * sizeof(float));
    return m;
}

}  // namespace kvscope
