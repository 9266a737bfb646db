#include "core/tokenizers/byte_level.h"

#include <array>
#include <cstdio>
#include <unordered_map>

namespace kvscope {

namespace {

std::string utf8(char32_t c) {
    std::string s;
    if (c < 0x80) {
        s += static_cast<char>(c);
    } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | (c >> 6));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xE0 | (c >> 12));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    }
    return s;
}

// bytes_to_unicode(): printable bytes keep their code point, the rest get 256, 257, ...
struct Alphabet {
    std::array<std::string, 256> charOf;
    std::unordered_map<std::string, unsigned char> byteOf;

    Alphabet() {
        char32_t next = 256;
        for (int b = 0; b < 256; ++b) {
            const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE;
            charOf[b] = utf8(printable ? static_cast<char32_t>(b) : next++);
            byteOf.emplace(charOf[b], static_cast<unsigned char>(b));
        }
    }
};

const Alphabet& alphabet() {
    static const Alphabet a;
    return a;
}

std::string hexByte(unsigned char b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "<0x%02X>", b);
    return buf;
}

}  // namespace

const std::string& byteLevelChar(unsigned char b) { return alphabet().charOf[b]; }

std::optional<std::string> byteLevelToBytes(std::string_view text) {
    std::string bytes;
    for (size_t i = 0; i < text.size();) {
        const int n = utf8SequenceLength(text, i);
        if (n == 0) return std::nullopt;
        const auto it = alphabet().byteOf.find(std::string(text.substr(i, n)));
        if (it == alphabet().byteOf.end()) return std::nullopt;
        bytes += static_cast<char>(it->second);
        i += static_cast<size_t>(n);
    }
    return bytes;
}

std::string bytesToByteLevel(std::string_view bytes) {
    std::string text;
    for (char c : bytes) text += byteLevelChar(static_cast<unsigned char>(c));
    return text;
}

int utf8SequenceLength(std::string_view text, size_t at) {
    const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char b0 = byte(at);
    if (b0 < 0x80) return 1;
    // Length and the allowed range of the second byte (Unicode's table 3-7): E0 and F0 rule
    // out overlong forms, ED the surrogates, F4 everything beyond U+10FFFF.
    int n = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        n = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        n = 3;
        if (b0 == 0xE0) lo = 0xA0;
        if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        n = 4;
        if (b0 == 0xF0) lo = 0x90;
        if (b0 == 0xF4) hi = 0x8F;
    } else {
        return 0;  // a continuation byte, C0/C1 (always overlong) or F5–FF
    }
    if (at + static_cast<size_t>(n) > text.size()) return 0;
    if (byte(at + 1) < lo || byte(at + 1) > hi) return 0;
    for (int k = 2; k < n; ++k)
        if ((byte(at + static_cast<size_t>(k)) & 0xC0) != 0x80) return 0;
    return n;
}

std::optional<size_t> firstInvalidUtf8(std::string_view text) {
    for (size_t i = 0; i < text.size();) {
        const int n = utf8SequenceLength(text, i);
        if (n == 0) return i;
        i += static_cast<size_t>(n);
    }
    return std::nullopt;
}

std::string displayBytes(std::string_view bytes) {
    std::string out;
    for (size_t i = 0; i < bytes.size();) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        const int n = utf8SequenceLength(bytes, i);
        if (b == ' ') out += "␣";
        else if (b == '\n') out += "↵";
        else if (b == '\t') out += "⇥";
        else if (b < 0x20 || b == 0x7F || n == 0) out += hexByte(b);
        else out.append(bytes.substr(i, static_cast<size_t>(n)));
        i += n == 0 ? 1 : static_cast<size_t>(n);
    }
    return out;
}

}  // namespace kvscope
