#include "core/io/json_reader.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <limits>

#include "core/types.h"

namespace kvscope {

using nlohmann::json;

namespace {

// `text` in double quotes with JSON escapes, cut after 40 characters: messages stay one short
// line whatever the file holds. Hand-written rather than json::dump, which throws on a
// half-cut UTF-8 sequence and is slow for the 50,000 keys of a vocabulary.
std::string quotedText(std::string_view text) {
    constexpr size_t kMaxChars = 40;
    std::string out = "\"";
    size_t chars = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c & 0xC0) != 0x80 && chars++ == kMaxChars) {  // a character starts here
            out += "…";
            break;
        }
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

// One step of a path: `.name` for a key that is a plain word, `["other key"]` for any other.
void appendKey(std::string& path, std::string_view key) {
    const bool word = !key.empty() && !std::isdigit(static_cast<unsigned char>(key[0])) &&
                      std::all_of(key.begin(), key.end(), [](char c) {
                          return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                      });
    if (!word) {
        path += "[" + quotedText(key) + "]";
    } else {
        if (!path.empty()) path += '.';
        path += key;
    }
}

void appendIndex(std::string& path, size_t index) {
    path += "[" + std::to_string(index) + "]";
}

// "line 4, column 17": where the parser stopped, given as the bytes it had read. The column
// counts bytes from 1 and is the last byte read, the one that showed the problem.
Message lineAndColumn(std::string_view text, size_t offset) {
    const std::string_view read = text.substr(0, std::min(offset, text.size()));
    const size_t line = 1 + static_cast<size_t>(std::count(read.begin(), read.end(), '\n'));
    const size_t lineStart = read.rfind('\n') == std::string_view::npos ? 0 : read.rfind('\n') + 1;
    return msg("line %1, column %2", line, std::max<size_t>(1, read.size() - lineStart));
}

// Builds the document from nlohmann's SAX events (the same as json::parse does), and on the
// way refuses duplicate keys and deep nesting and keeps the path of the value being read, so
// a parse error can say where it is.
class DocumentBuilder {
public:
    DocumentBuilder(json& root, std::string_view text) : root_(root), text_(text) {}

    const std::optional<Message>& error() const { return error_; }

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(json::number_integer_t v) { return put(v); }
    bool number_unsigned(json::number_unsigned_t v) { return put(v); }
    bool number_float(json::number_float_t v, const std::string&) { return put(v); }
    bool string(std::string& v) { return put(std::move(v)); }
    bool binary(json::binary_t& v) { return put(json::binary(std::move(v))); }  // not in JSON text

    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string& k) {
        Frame& top = stack_.back();
        const bool twice = top.value->contains(k);
        top.key = std::move(k);
        if (twice) return failAt(msg("appears twice in one object"));
        return true;
    }

    bool parse_error(std::size_t offset, const std::string& token, const json::exception& e) {
        if (e.id == 406)  // out_of_range.406: a number beyond double, like 1e999
            return failAt(msg("the number %1 is too large (%2)", std::string(token, 0, 40),
                              lineAndColumn(text_, offset)));
        // Keep nlohmann's description, without its "[json.exception.parse_error.101] parse
        // error at line 1, column 5: " prefix: the position is given in our own words.
        std::string_view what = e.what();
        if (const size_t column = what.find("column "); column != std::string_view::npos)
            if (const size_t colon = what.find(": ", column); colon != std::string_view::npos)
                what.remove_prefix(colon + 2);
        return failAt(msg("not valid JSON at %1: %2", lineAndColumn(text_, offset), what));
    }

private:
    struct Frame {
        json* value;                     // an object or array being filled
        std::optional<std::string> key;  // an object's member being read
    };

    // Adds a value where the parser is: the top level, the next array element or the member
    // named by the last key. Arrays may reallocate, but only their closed elements move.
    json& insert(json v) {
        if (stack_.empty()) return root_ = std::move(v);
        json& parent = *stack_.back().value;
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return parent.back();
        }
        return parent[*stack_.back().key] = std::move(v);
    }
    bool put(json v) {
        insert(std::move(v));
        return true;
    }
    bool open(json container) {
        if (stack_.size() >= static_cast<size_t>(JsonDocument::kMaxDepth))
            return failAt(msg("nested more than %1 levels deep", JsonDocument::kMaxDepth));
        stack_.push_back({&insert(std::move(container)), std::nullopt});
        return true;
    }
    bool close() {
        stack_.pop_back();
        return true;
    }

    // Where the parser is: the open containers' members down to the one being read; cut
    // after 8 steps (only a hostile file nests that deep).
    std::string path() const {
        std::string path;
        for (size_t i = 0; i < stack_.size(); ++i) {
            if (i == 8) return path + "…";
            const Frame& f = stack_[i];
            if (f.value->is_array()) {
                const bool innermost = i + 1 == stack_.size();  // its next element is being read
                appendIndex(path, f.value->size() - (innermost || f.value->empty() ? 0 : 1));
            } else if (f.key) {
                appendKey(path, *f.key);
            }
        }
        return path;
    }

    // Records the error and stops the parser (it returns false).
    bool failAt(Message what) {
        const std::string where = path();
        error_ = where.empty() ? std::move(what) : msg("%1: %2", where, std::move(what));
        return false;
    }

    json& root_;
    std::string_view text_;
    std::vector<Frame> stack_;
    std::optional<Message> error_;
};

const json kNull;

}  // namespace

JsonDocument::JsonDocument(std::string_view text, std::string file) : file_(std::move(file)) {
    DocumentBuilder builder(value_, text);
    // The SAX parser reports every problem to the builder instead of throwing.
    if (!json::sax_parse(text.data(), text.data() + text.size(), &builder))
        throw Error(msg("%1: %2", file_, builder.error() ? *builder.error() : msg("not valid JSON")));
}

JsonValue JsonDocument::root() const {
    return JsonValue(&value_, file_, {});
}

JsonValue JsonValue::child(const json* value, std::string_view key) const {
    std::string path = path_;
    appendKey(path, key);
    return JsonValue(value, *file_, std::move(path));
}

JsonValue JsonValue::at(std::string_view key) const {
    const json& o = object().raw();
    const auto it = o.find(key);
    return child(it == o.end() ? nullptr : &*it, key);
}

std::optional<JsonValue> JsonValue::find(std::string_view key) const {
    const JsonValue member = at(key);
    if (member.missing() || member.raw().is_null()) return std::nullopt;
    return member;
}

std::vector<JsonValue> JsonValue::elements() const {
    std::vector<JsonValue> out;
    const json& a = array().raw();
    out.reserve(a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        std::string path = path_;
        appendIndex(path, i);
        out.push_back(JsonValue(&a[i], *file_, std::move(path)));
    }
    return out;
}

std::vector<std::pair<std::string, JsonValue>> JsonValue::members() const {
    std::vector<std::pair<std::string, JsonValue>> out;
    const json& o = object().raw();
    out.reserve(o.size());
    for (auto it = o.begin(); it != o.end(); ++it)
        out.emplace_back(it.key(), child(&it.value(), it.key()));
    return out;
}

const JsonValue& JsonValue::object() const {
    if (!raw().is_object()) failExpected(msg("an object"));
    return *this;
}

const JsonValue& JsonValue::array() const {
    if (!raw().is_array()) failExpected(msg("an array"));
    return *this;
}

std::string JsonValue::text() const {
    if (!raw().is_string()) failExpected(msg("a string"));
    return raw().get_ref<const std::string&>();
}

bool JsonValue::boolean() const {
    if (!raw().is_boolean()) failExpected(msg("true or false"));
    return raw().get<bool>();
}

double JsonValue::number() const {
    if (!raw().is_number()) failExpected(msg("a number"));
    return raw().get<double>();
}

std::int64_t JsonValue::integer(std::int64_t min, std::int64_t max) const {
    const json& v = raw();
    // Only integers that fit: an unsigned above 2^63 - 1 is out of any range asked for here.
    const bool whole = v.is_number_integer() &&
                       (!v.is_number_unsigned() ||
                        v.get<std::uint64_t>() <=
                            static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
    if (!whole || v.get<std::int64_t>() < min || v.get<std::int64_t>() > max)
        failExpected(msg("a whole number from %1 to %2", min, max));
    return v.get<std::int64_t>();
}

const json& JsonValue::raw() const {
    return value_ ? *value_ : kNull;
}

Message JsonValue::describe() const {
    if (missing()) return msg("nothing");
    const json& v = *value_;
    switch (v.type()) {
        case json::value_t::null:
            return Message::verbatim("null");  // JSON's own words
        case json::value_t::boolean:
            return Message::verbatim(v.get<bool>() ? "true" : "false");
        case json::value_t::string:
            return msg("the string %1", quotedText(v.get_ref<const std::string&>()));
        case json::value_t::array:
            if (v.empty()) return msg("an empty array");
            return v.size() == 1 ? msg("an array of 1 item") : msg("an array of %1 items", v.size());
        case json::value_t::object:
            return v.empty() ? msg("an empty object") : msg("an object");
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float:
            return Message::verbatim(v.dump());  // numbers never throw in dump()
        default:
            return msg("a value");
    }
}

std::string JsonValue::where() const {
    return path_.empty() ? *file_ : *file_ + ": " + path_;
}

void JsonValue::fail(Message what) const {
    throw Error(msg("%1: %2", where(), std::move(what)));
}

void JsonValue::failExpected(Message expected) const {
    if (missing()) fail(msg("missing (expected %1)", std::move(expected)));
    fail(msg("expected %1, found %2", std::move(expected), describe()));
}

}  // namespace kvscope
