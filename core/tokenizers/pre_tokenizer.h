#pragma once
// A tokenizer.json pre-tokenizer: cuts normalized text into the pieces BPE works on (it never
// merges across them). Steps run in the file's order, each on every piece of the one before:
//   Split      a pattern from the file (Llama 3's and Qwen's regex), with its behaviour
//   ByteLevel  GPT-2's: an optional prefix space, GPT-2's regex if use_regex; must come last,
//              as what follows it would see the pieces' bytes, not their text
//   Metaspace  SentencePiece's: spaces become "▁", a "▁" is prepended, pieces start at each "▁"
// With no steps a text is one piece (Llama 2, whose normalizer does SentencePiece's part).

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/tokenizers/regex.h"

namespace kvscope {

// What a Split step does with the pattern's matches (Hugging Face's SplitDelimiterBehavior).
enum class SplitBehavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };
// When Metaspace prepends its "▁": to every text, only where the input starts, or never.
enum class PrependScheme { Always, First, Never };

class PreTokenizer {
public:
    // `invert`: the text between matches is what the behaviour applies to.
    void addSplit(std::shared_ptr<const Regex> pattern, SplitBehavior behavior, bool invert);
    void addByteLevel(bool addPrefixSpace, bool useRegex);
    void addMetaspace(std::string replacement, PrependScheme scheme, bool split);

    // Whether there is a ByteLevel step (the vocabulary is then byte-level).
    bool byteLevel() const { return byteLevel_; }
    // Whether a step may drop text (a Removed split), so decode(encode(x)) may not be x.
    bool mayDropText() const { return mayDropText_; }
    // Whether a step adds text (a prefix space or "▁") that decoding keeps.
    bool mayAddText() const { return mayAddText_; }

    // The pieces of `text` (valid UTF-8), in order; none empty. `atStart`: the text begins
    // the input (Metaspace's "first" scheme). Thread-safe.
    std::vector<std::string> split(std::string_view text, bool atStart) const;

private:
    struct Step {
        enum class Kind { Split, ByteLevel, Metaspace };
        explicit Step(Kind k) : kind(k) {}
        Kind kind;
        std::shared_ptr<const Regex> pattern;  // Split
        SplitBehavior behavior = SplitBehavior::Isolated;
        bool invert = false;
        bool addPrefixSpace = false, useRegex = false;  // ByteLevel
        std::string replacement;                        // Metaspace
        PrependScheme scheme = PrependScheme::Always;
        bool metaspaceSplit = true;
    };
    std::vector<Step> steps_;
    bool byteLevel_ = false, mayDropText_ = false, mayAddText_ = false;
};

}  // namespace kvscope
