#pragma once
// Reading JSON files safely: every reader in the core (config.json, tokenizer.json, vocab.json,
// heads.json, toy files, the safetensors header) parses and reads through this, so a broken or
// hostile file gives one kvscope::Error that starts with the file's name, names the key and says
// what was expected and what was found. No nlohmann exception leaves these functions:
//
//   config.json: n_head: expected a whole number from 1 to 1024, found the string "twelve"
//   config.json: n_embd: the number 1e999 is too large (line 4, column 17)
//   tokenizer.json: model.merges[12]: expected a string, found null
//
// Paths are written model.vocab["Ġthe"], heads[2].rule: keys that are plain words after dots,
// other keys quoted in brackets, array indices from 0.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/message.h"

namespace kvscope {

class JsonValue;

// A parsed file. Values read from it point into it, so it is neither copied nor moved.
class JsonDocument {
public:
    // Deeper nesting is refused: KVScope's files nest a few levels, and nlohmann's copy, dump
    // and comparison recurse once per level.
    static constexpr int kMaxDepth = 64;

    // Parses `text`. `file` starts every error message. Throws Error for text that is not
    // JSON, a number too large for a double, a key that appears twice in one object, or nesting
    // deeper than kMaxDepth.
    JsonDocument(std::string_view text, std::string file);
    JsonDocument(const JsonDocument&) = delete;
    JsonDocument& operator=(const JsonDocument&) = delete;

    JsonValue root() const;

private:
    std::string file_;
    nlohmann::json value_;
};

// One value of a document, with where it is. Every read checks the type and throws Error
// "<file>: <path>: expected …, found …".
class JsonValue {
public:
    // A member. When it is absent the result is "missing": reading it throws
    // "<file>: <path>.key: missing (expected …)". Throws if this value is not an object.
    JsonValue at(std::string_view key) const;
    // A member that may be left out; absent and null both give nullopt (Hugging Face writes
    // null for "not set"). Throws if this value is not an object.
    std::optional<JsonValue> find(std::string_view key) const;

    // Arrays and objects; both check the type. members() come in key order (nlohmann keeps
    // objects sorted), each with its key.
    std::vector<JsonValue> elements() const;
    std::vector<std::pair<std::string, JsonValue>> members() const;
    // The value itself when it is of that type, else throws.
    const JsonValue& object() const;
    const JsonValue& array() const;

    std::string text() const;
    bool boolean() const;
    double number() const;  // always finite: the parser refuses 1e999
    // A whole number in [min, max]: 12.0, 1.5, "12", -1 (when min is 0) and 2^63 are refused,
    // each named in the error.
    std::int64_t integer(std::int64_t min, std::int64_t max) const;

    // For branching on what a file holds (a merge is "a b" or ["a", "b"]); reading still goes
    // through the checked accessors above. A missing member is null here.
    const nlohmann::json& raw() const;

    // What this value is, for messages: `the string "twelve"`, `12.5`, `null`, `an array of 3
    // items`, `nothing` for a missing member.
    Message describe() const;
    // "config.json: n_head" (just the file name for the top level).
    std::string where() const;
    // Throws Error "<where>: <what>".
    [[noreturn]] void fail(Message what) const;
    // Throws "<where>: expected <expected>, found <describe()>".
    [[noreturn]] void failExpected(Message expected) const;

private:
    friend class JsonDocument;
    JsonValue(const nlohmann::json* value, const std::string& file, std::string path)
        : value_(value), file_(&file), path_(std::move(path)) {}

    bool missing() const { return value_ == nullptr; }
    JsonValue child(const nlohmann::json* value, std::string_view key) const;

    const nlohmann::json* value_;  // nullptr for a missing member
    const std::string* file_;
    std::string path_;
};

}  // namespace kvscope
