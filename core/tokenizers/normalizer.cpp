#include "core/tokenizers/normalizer.h"

#include <utf8proc.h>

#include <cstdlib>
#include <new>

#include "core/tokenizers/byte_level.h"
#include "core/types.h"

namespace kvscope {

namespace {

utf8proc_option_t optionsOf(Normalizer::Form form) {
    switch (form) {
    case Normalizer::Form::Nfc: return static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE);
    case Normalizer::Form::Nfd: return static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_DECOMPOSE);
    case Normalizer::Form::Nfkc:
        return static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
    case Normalizer::Form::Nfkd:
        return static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT);
    }
    return UTF8PROC_STABLE;
}

void normalizeForm(std::string& text, utf8proc_option_t options) {
    if (text.empty()) return;
    utf8proc_uint8_t* out = nullptr;
    // The length is passed (no UTF8PROC_NULLTERM), so NUL characters are ordinary ones.
    const utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                                            static_cast<utf8proc_ssize_t>(text.size()), &out, options);
    if (n < 0) {
        if (n == UTF8PROC_ERROR_NOMEM) throw std::bad_alloc();
        // the caller checked the UTF-8, so this is utf8proc refusing something it cannot map
        throw Error(msg("the text could not be normalized: %1", utf8proc_errmsg(n)));
    }
    text.assign(reinterpret_cast<const char*>(out), static_cast<size_t>(n));
    std::free(out);
}

}  // namespace

char32_t codePointAt(std::string_view text, size_t at, int* length) {
    const int n = utf8SequenceLength(text, at);
    *length = n > 0 ? n : 1;
    const auto b = [&](size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(text[at + i])); };
    switch (n) {
    case 2: return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3: return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    case 4: return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    default: return b(0);
    }
}

bool isUnicodeWhitespace(char32_t c) {
    // PropList.txt's White_Space, unchanged since Unicode 6.3
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

void Normalizer::addForm(Form form) {
    // NFC and NFKC compose (e + U+0301 → é), and all four map some characters to shorter ones.
    mayShrink_ = true;
    const utf8proc_option_t options = optionsOf(form);
    steps_.emplace_back([options](std::string& text) { normalizeForm(text, options); });
}

void Normalizer::addReplace(std::shared_ptr<const Regex> pattern, std::string content, bool shrinks) {
    mayShrink_ = mayShrink_ || shrinks;
    steps_.emplace_back([pattern = std::move(pattern), content = std::move(content)](std::string& text) {
        const std::vector<Regex::Match> matches = pattern->findAll(text);
        if (matches.empty()) return;
        std::string out;
        size_t at = 0;
        for (const Regex::Match& m : matches) {
            out.append(text, at, m.begin - at);
            out += content;
            at = m.end;
        }
        out.append(text, at);
        text = std::move(out);
    });
}

void Normalizer::addPrepend(std::string prefix) {
    steps_.emplace_back([prefix = std::move(prefix)](std::string& text) {
        if (!text.empty()) text.insert(0, prefix);
    });
}

void Normalizer::addStrip(bool left, bool right) {
    mayShrink_ = true;
    steps_.emplace_back([left, right](std::string& text) {
        size_t begin = 0, end = text.size();
        int n = 0;
        while (left && begin < end && isUnicodeWhitespace(codePointAt(text, begin, &n))) begin += static_cast<size_t>(n);
        while (right && end > begin) {
            size_t start = end - 1;  // the start of the last character
            while (start > begin && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
            if (!isUnicodeWhitespace(codePointAt(text, start, &n))) break;
            end = start;
        }
        text = text.substr(begin, end - begin);
    });
}

std::string Normalizer::apply(std::string_view text) const {
    std::string out(text);
    for (const auto& step : steps_) step(out);
    return out;
}

}  // namespace kvscope
