#include "core/tokenizers/pretokenizer.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <stdexcept>
#include <string>

#include "core/types.h"

namespace kvscope {

namespace {
constexpr char kPattern[] =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";
}

struct Gpt2PreTokenizer::Regex {
    pcre2_code* code = nullptr;

    Regex() {
        int error = 0;
        PCRE2_SIZE offset = 0;
        code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kPattern), PCRE2_ZERO_TERMINATED,
                             PCRE2_UTF | PCRE2_UCP, &error, &offset, nullptr);
        if (!code) {  // a fixed pattern: failing here is a build problem, not a user's
            PCRE2_UCHAR message[256];
            pcre2_get_error_message(error, message, sizeof message);
            throw std::logic_error("GPT-2 regex does not compile: " +
                                   std::string(reinterpret_cast<const char*>(message)));
        }
        pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);  // optional speed-up; falls back silently
    }
    ~Regex() { pcre2_code_free(code); }
};

Gpt2PreTokenizer::Gpt2PreTokenizer() : regex_(std::make_unique<Regex>()) {}
Gpt2PreTokenizer::~Gpt2PreTokenizer() = default;
Gpt2PreTokenizer::Gpt2PreTokenizer(Gpt2PreTokenizer&&) noexcept = default;
Gpt2PreTokenizer& Gpt2PreTokenizer::operator=(Gpt2PreTokenizer&&) noexcept = default;

std::vector<std::string_view> Gpt2PreTokenizer::split(std::string_view text) const {
    // Match data is per call, so one compiled regex serves every thread.
    struct MatchData {
        pcre2_match_data* data;
        ~MatchData() { pcre2_match_data_free(data); }
    } match{pcre2_match_data_create_from_pattern(regex_->code, nullptr)};
    if (!match.data) throw std::bad_alloc();

    std::vector<std::string_view> pieces;
    const auto* subject = reinterpret_cast<PCRE2_SPTR>(text.data());
    size_t at = 0;
    while (at < text.size()) {
        const int rc = pcre2_match(regex_->code, subject, text.size(), at, PCRE2_NO_UTF_CHECK,
                                   match.data, nullptr);
        if (rc == PCRE2_ERROR_NOMATCH) break;
        if (rc < 0)  // e.g. the match limit, on pathological input
            throw Error("the text could not be split into tokens (PCRE2 error " +
                        std::to_string(rc) + ")");
        const PCRE2_SIZE* span = pcre2_get_ovector_pointer(match.data);
        // Every character matches one alternative and none matches empty text, so a match
        // starts where the last one ended; a gap would be kept as its own piece all the same.
        if (span[0] > at) pieces.push_back(text.substr(at, span[0] - at));
        if (span[1] <= span[0]) break;
        pieces.push_back(text.substr(span[0], span[1] - span[0]));
        at = span[1];
    }
    if (at < text.size()) pieces.push_back(text.substr(at));
    return pieces;
}

}  // namespace kvscope
