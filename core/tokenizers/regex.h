#pragma once
// A compiled regular expression for the tokenizers: PCRE2 in UTF + UCP mode, so \p{L}, \p{N}
// and \s follow Unicode's categories, as Hugging Face's Oniguruma and JavaScript's /u do. (The
// classes differ between engines in two characters only: PCRE2's \s has U+0085 and not U+FEFF.)
// tokenizer.json's Split pre-tokenizers and Replace normalizers bring their own patterns; GPT-2's
// byte-level pre-tokenizer uses gpt2Pattern().

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kvscope {

class Regex {
public:
    // `literal`: the pattern is plain text to find, not a regular expression. Throws Error
    // "<where>: does not compile as a regular expression: <PCRE2's reason> (at offset N)".
    static std::shared_ptr<const Regex> compile(std::string_view pattern, bool literal,
                                                const std::string& where);
    ~Regex();
    Regex(const Regex&) = delete;
    Regex& operator=(const Regex&) = delete;

    struct Match {
        size_t begin, end;  // byte offsets, begin < end
    };
    // Every non-empty match, left to right, none overlapping; where the pattern matches empty
    // text, the search moves on by one character. `text` must be valid UTF-8 (the caller
    // checks, to report where it is not). Thread-safe. Throws Error when PCRE2 gives up (its
    // match limit, on pathological patterns).
    std::vector<Match> findAll(std::string_view text) const;

private:
    Regex() = default;
    struct Code;
    std::unique_ptr<Code> code_;
};

// OpenAI's GPT-2 pattern, which Hugging Face's ByteLevel pre-tokenizer uses when use_regex is on:
//   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
const Regex& gpt2Pattern();

}  // namespace kvscope
