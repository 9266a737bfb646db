#pragma once
// Finds the added tokens (<s>, <|im_start|>, …) in a text before anything else touches it, as
// Hugging Face's AddedVocabulary does: leftmost first, the longest of those starting there;
// lstrip / rstrip take the white space beside a match into it; a single_word token counts only
// where no letter, digit or _ touches it.

#include <string_view>
#include <vector>

#include "core/tokenizers/tokenizer_spec.h"

namespace kvscope {

class AddedTokenMatcher {
public:
    // Tokens whose content is empty or not UTF-8 are ignored (they can never match whole).
    explicit AddedTokenMatcher(const std::vector<AddedToken>& tokens);

    struct Segment {
        size_t begin, end;  // bytes of the text; for a token, with the white space it took
        TokenId token;      // the added token, or -1 for ordinary text
    };
    // The text cut into ordinary text and added tokens, in order; no empty ordinary segment.
    // `text` must be valid UTF-8. Work is O(text × longest token).
    std::vector<Segment> split(std::string_view text) const;

private:
    struct Node {
        std::vector<std::pair<unsigned char, int>> children;  // byte → node
        int token = -1;                                       // index in tokens_ ending here
    };
    std::vector<Node> trie_{1};
    std::vector<AddedToken> tokens_;
};

}  // namespace kvscope
