#include "core/io/json_writer.h"

#include <stdexcept>

namespace kvscope {

namespace {
constexpr std::size_t kChunkBytes = std::size_t{1} << 16;
}

// nlohmann's serializer is in its detail namespace, but it is what dump() itself runs: using
// it keeps every number and string exactly as dump() prints them (shortest round-trip
// numbers, "null" for NaN and infinities, the same escapes). tst_trace_json compares a whole
// streamed trace with dump(1), so a change in a new nlohmann version cannot go unnoticed.
struct JsonWriter::Printer {
    explicit Printer(std::string& out)
        : serializer(nlohmann::detail::output_adapter<char, std::string>(out), ' ') {}
    nlohmann::detail::serializer<nlohmann::json> serializer;
};

JsonWriter::JsonWriter(Sink sink)
    : sink_(std::move(sink)), printer_(std::make_unique<Printer>(buffer_)) {
    buffer_.reserve(kChunkBytes + 4096);
}

JsonWriter::~JsonWriter() = default;

void JsonWriter::write(std::string_view text) {
    buffer_.append(text);
}

void JsonWriter::beforeValue() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (open_.empty()) return;  // the document itself
    if (open_.back().object)
        throw std::logic_error("JsonWriter: a value in an object needs a key first");
    write(open_.back().empty ? "\n" : ",\n");
    open_.back().empty = false;
    buffer_.append(open_.size(), ' ');
}

void JsonWriter::beginObject() {
    beforeValue();
    write("{");
    open_.push_back({true});
}

void JsonWriter::beginArray() {
    beforeValue();
    write("[");
    open_.push_back({false});
}

void JsonWriter::end() {
    if (open_.empty() || afterKey_)
        throw std::logic_error("JsonWriter: end() with nothing to close");
    const Level level = open_.back();
    open_.pop_back();
    if (!level.empty) {  // dump() prints an empty container as {} or []
        write("\n");
        buffer_.append(open_.size(), ' ');
    }
    write(level.object ? "}" : "]");
    if (buffer_.size() >= kChunkBytes) flush();
}

void JsonWriter::key(std::string_view name) {
    if (open_.empty() || !open_.back().object || afterKey_)
        throw std::logic_error("JsonWriter: a key outside an object");
    write(open_.back().empty ? "\n" : ",\n");
    open_.back().empty = false;
    buffer_.append(open_.size(), ' ');
    printer_->serializer.dump(nlohmann::json(std::string(name)), false, false,
                              0);  // quoted and escaped
    write(": ");
    afterKey_ = true;
}

void JsonWriter::value(const nlohmann::json& v) {
    beforeValue();
    printer_->serializer.dump(v, true, false, 1, static_cast<unsigned>(open_.size()));
    if (buffer_.size() >= kChunkBytes) flush();
}

void JsonWriter::number(double v) {
    value(nlohmann::json(v));
}

void JsonWriter::null() {
    value(nlohmann::json(nullptr));
}

void JsonWriter::flush() {
    if (buffer_.empty()) return;
    sink_(buffer_);
    buffer_.clear();
}

}  // namespace kvscope
