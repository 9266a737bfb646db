#pragma once
// GPT-2's pre-tokenizer: splits text into the pieces BPE works on, with OpenAI's regex
//   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
// run by PCRE2 in UTF + UCP mode, so \p{L}, \p{N} and \s follow Unicode's categories. (The
// classes differ from Python's in two characters only: PCRE2's \s has U+0085 and not U+FEFF.)

#include <memory>
#include <string_view>
#include <vector>

namespace kvscope {

class Gpt2PreTokenizer {
public:
    Gpt2PreTokenizer();  // compiles the regex once; thread-safe to use from then on
    ~Gpt2PreTokenizer();
    Gpt2PreTokenizer(Gpt2PreTokenizer&&) noexcept;
    Gpt2PreTokenizer& operator=(Gpt2PreTokenizer&&) noexcept;

    // `text` must be valid UTF-8 (the caller checks, to report where it is not). The pieces
    // cover the text exactly, in order, so joining them gives the text back.
    std::vector<std::string_view> split(std::string_view text) const;

private:
    struct Regex;
    std::unique_ptr<Regex> regex_;
};

}  // namespace kvscope
