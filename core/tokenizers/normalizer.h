#pragma once
// A tokenizer.json normalizer: what is done to ordinary text (between added tokens) before it
// is split into pieces — Qwen's NFC, Llama 2's Prepend "▁" and Replace " " → "▁". Steps run in
// the order the file lists them (a Sequence is flattened into its steps).

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/tokenizers/regex.h"

namespace kvscope {

class Normalizer {
public:
    enum class Form { Nfc, Nfd, Nfkc, Nfkd };  // Unicode normalization forms (utf8proc)

    void addForm(Form form);
    // Every match of `pattern` (literal text or a regular expression) becomes `content`.
    void addReplace(std::shared_ptr<const Regex> pattern, std::string content, bool shrinks);
    void addPrepend(std::string prefix);  // before any non-empty text
    void addStrip(bool left, bool right);  // Unicode white space at either end

    bool empty() const { return steps_.empty(); }
    // Whether the result may have fewer bytes than the text: a bound on the tokens drawn from
    // the text's bytes before normalizing would then not be one.
    bool mayShrink() const { return mayShrink_; }
    // `text` must be valid UTF-8; so is the result. Thread-safe.
    std::string apply(std::string_view text) const;

private:
    std::vector<std::function<void(std::string&)>> steps_;
    bool mayShrink_ = false;
};

// Whether c is White_Space in Unicode (the characters Rust's char::is_whitespace accepts).
bool isUnicodeWhitespace(char32_t c);
// The code point of the UTF-8 sequence at `at` (valid UTF-8 assumed) and its length.
char32_t codePointAt(std::string_view text, size_t at, int* length);

}  // namespace kvscope
