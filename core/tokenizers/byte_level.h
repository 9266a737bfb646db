#pragma once
// GPT-2's byte-level alphabet and the UTF-8 helpers around it.
//
// GPT-2's vocabulary files do not store raw bytes: each byte b is written as one printable
// Unicode character (bytes_to_unicode in OpenAI's encoder.py): printable Latin-1 bytes stand
// for themselves, the other 68 bytes (controls, space, 0x7F–0xA0, 0xAD) for U+0100 onward in
// byte order — so a space is "Ġ" (U+0120) and a newline "Ċ" (U+010A). KVScope converts every
// token to raw bytes once, at load, and works on bytes from then on.

#include <optional>
#include <string>
#include <string_view>

namespace kvscope {

// The UTF-8 of the character that stands for byte b.
const std::string& byteLevelChar(unsigned char b);
// "Ġthe" → " the"; nothing when `text` has a character outside the alphabet.
std::optional<std::string> byteLevelToBytes(std::string_view text);
// " the" → "Ġthe".
std::string bytesToByteLevel(std::string_view bytes);

// Length (1–4) of the well-formed UTF-8 sequence starting at `at`, or 0 if there is none
// there (stray continuation byte, overlong form, surrogate, beyond U+10FFFF, cut short).
int utf8SequenceLength(std::string_view text, size_t at);
// Offset of the first byte that does not start a well-formed sequence; nothing if valid.
std::optional<size_t> firstInvalidUtf8(std::string_view text);

// A token's bytes as a user should read them (KVScope's convention, used in every view):
//   space → "␣" (U+2423), so " the" shows as "␣the" and three spaces as "␣␣␣"
//   "\n" → "↵" (U+21B5), "\t" → "⇥" (U+21E5)
//   other control bytes (0x00–0x1F, 0x7F) → "<0x0D>"
//   bytes that are not part of a complete UTF-8 character (a token that holds half an
//   emoji) → "<0xE2>", one per byte
//   everything else as itself.
std::string displayBytes(std::string_view bytes);

}  // namespace kvscope
