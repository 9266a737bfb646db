#pragma once
// A tokenizer.json decoder: how a sequence of tokens becomes text again. Steps run in the
// file's order over the list of token texts, as Hugging Face's decode_chain does:
//   ByteLevel     nothing here: byte-level tokens are kept as raw bytes from loading on
//   Replace       "▁" → " " in each token (SentencePiece-style)
//   ByteFallback  each run of <0xNN> tokens → its bytes
//   Fuse          all tokens → one text
//   Strip         up to `start` leading and `stop` trailing `content` characters off each text
//                 (after Fuse: Llama 2's one space its Prepend "▁" added)
//   Metaspace     "▁" → " " in each token; the first loses its leading space unless the
//                 scheme is never
// Where Hugging Face turns bytes that are not UTF-8 into U+FFFD, KVScope keeps the bytes, so
// a cut through a character stays a cut through its bytes.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/tokenizers/pre_tokenizer.h"

namespace kvscope {

class Decoder {
public:
    void addReplace(std::string from, std::string to);
    void addByteFallback();
    void addFuse();
    void addStrip(std::string content, int start, int stop);
    void addMetaspace(std::string replacement, PrependScheme scheme);

    // The text of `tokens` (each id's model text, added tokens' content).
    std::string decode(std::vector<std::string> tokens) const;
    // One token's text inside a sequence: the steps without Strip and Metaspace's rule for the
    // first token, which depend on where the token stands. " the" for "▁the", "\n" for <0x0A>.
    std::string tokenText(std::string token) const;
    // Whether decoding may drop text (a Strip or Metaspace step), so decode(encode(x)) may
    // differ from x where encoding added it.
    bool dropsText() const { return dropsText_; }

private:
    struct Step {
        enum class Kind { Replace, ByteFallback, Fuse, Strip, Metaspace };
        explicit Step(Kind k) : kind(k) {}
        Kind kind;
        std::string from, to;  // Replace; Metaspace: from = the replacement
        std::string content;   // Strip
        int start = 0, stop = 0;
        PrependScheme scheme = PrependScheme::Always;
    };
    std::vector<std::string> run(std::vector<std::string> tokens, bool positional) const;

    std::vector<Step> steps_;
    bool dropsText_ = false;
};

// The byte a SentencePiece byte token stands for: 0x0A for "<0x0A>"; nothing for other text.
std::optional<unsigned char> byteTokenValue(std::string_view token);

}  // namespace kvscope
