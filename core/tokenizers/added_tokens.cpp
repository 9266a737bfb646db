#include "core/tokenizers/added_tokens.h"

#include <utf8proc.h>

#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/normalizer.h"

namespace kvscope {

namespace {
// Rust's char::is_alphanumeric (letters and numbers) or '_': what single_word looks at.
bool isWordCharacter(char32_t c) {
    if (c == '_') return true;
    switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
        return true;
    default:
        return false;
    }
}

// The start of the character that ends at `end` (valid UTF-8).
size_t previousCharacter(std::string_view text, size_t end) {
    size_t at = end - 1;
    while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
    return at;
}
}  // namespace

AddedTokenMatcher::AddedTokenMatcher(const std::vector<AddedToken>& tokens) {
    for (const AddedToken& t : tokens) {
        // only whole characters can be found in (valid UTF-8) text without cutting one
        if (t.content.empty() || firstInvalidUtf8(t.content)) continue;
        int node = 0;
        for (char c : t.content) {
            const auto byte = static_cast<unsigned char>(c);
            int child = -1;
            for (const auto& [b, n] : trie_[static_cast<size_t>(node)].children)
                if (b == byte) child = n;
            if (child < 0) {
                child = static_cast<int>(trie_.size());
                trie_[static_cast<size_t>(node)].children.emplace_back(byte, child);
                trie_.emplace_back();
            }
            node = child;
        }
        // a content listed twice keeps its first id, as the reader refuses real duplicates
        if (trie_[static_cast<size_t>(node)].token < 0) {
            trie_[static_cast<size_t>(node)].token = static_cast<int>(tokens_.size());
            tokens_.push_back(t);
        }
    }
}

std::vector<AddedTokenMatcher::Segment> AddedTokenMatcher::split(std::string_view text) const {
    std::vector<Segment> out;
    size_t plainStart = 0;  // where the ordinary text since the last token starts
    int n = 0;
    for (size_t at = 0; at < text.size();) {
        // the longest token starting here
        int node = 0, found = -1;
        size_t foundEnd = at;
        for (size_t i = at; i < text.size(); ++i) {
            int child = -1;
            for (const auto& [b, c] : trie_[static_cast<size_t>(node)].children)
                if (b == static_cast<unsigned char>(text[i])) child = c;
            if (child < 0) break;
            node = child;
            if (trie_[static_cast<size_t>(node)].token >= 0) {
                found = trie_[static_cast<size_t>(node)].token;
                foundEnd = i + 1;
            }
        }
        if (found < 0) {
            codePointAt(text, at, &n);
            at += static_cast<size_t>(n);
            continue;
        }
        const AddedToken& token = tokens_[static_cast<size_t>(found)];
        if (token.singleWord) {
            const bool wordBefore = at > 0 && isWordCharacter(codePointAt(text, previousCharacter(text, at), &n));
            const bool wordAfter = foundEnd < text.size() && isWordCharacter(codePointAt(text, foundEnd, &n));
            if (wordBefore || wordAfter) {
                codePointAt(text, at, &n);
                at += static_cast<size_t>(n);
                continue;
            }
        }
        size_t begin = at, end = foundEnd;
        if (token.lstrip)
            while (begin > plainStart) {
                const size_t p = previousCharacter(text, begin);
                if (!isUnicodeWhitespace(codePointAt(text, p, &n))) break;
                begin = p;
            }
        if (token.rstrip)
            while (end < text.size() && isUnicodeWhitespace(codePointAt(text, end, &n))) end += static_cast<size_t>(n);
        if (begin > plainStart) out.push_back({plainStart, begin, -1});
        out.push_back({begin, end, token.id});
        at = plainStart = end;
    }
    if (plainStart < text.size()) out.push_back({plainStart, text.size(), -1});
    return out;
}

}  // namespace kvscope
