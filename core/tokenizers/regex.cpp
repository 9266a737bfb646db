#include "core/tokenizers/regex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <stdexcept>

#include "core/tokenizers/byte_level.h"
#include "core/types.h"

namespace kvscope {

struct Regex::Code {
    pcre2_code* code = nullptr;
    ~Code() { pcre2_code_free(code); }
};

Regex::~Regex() = default;

std::shared_ptr<const Regex> Regex::compile(std::string_view pattern, bool literal,
                                            const std::string& where) {
    int error = 0;
    PCRE2_SIZE offset = 0;
    std::shared_ptr<Regex> regex(new Regex);
    regex->code_ = std::make_unique<Code>();
    regex->code_->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                       PCRE2_UTF | (literal ? PCRE2_LITERAL : PCRE2_UCP),
                                       &error, &offset, nullptr);
    if (!regex->code_->code) {
        PCRE2_UCHAR message[256];
        pcre2_get_error_message(error, message, sizeof message);
        throw Error(msg("%1: does not compile as a regular expression: %2 (at offset %3)", where,
                        reinterpret_cast<const char*>(message), offset));
    }
    pcre2_jit_compile(regex->code_->code, PCRE2_JIT_COMPLETE);  // optional speed-up; falls back silently
    return regex;
}

std::vector<Regex::Match> Regex::findAll(std::string_view text) const {
    // Match data is per call, so one compiled pattern serves every thread.
    struct MatchData {
        pcre2_match_data* data;
        ~MatchData() { pcre2_match_data_free(data); }
    } match{pcre2_match_data_create_from_pattern(code_->code, nullptr)};
    if (!match.data) throw std::bad_alloc();

    std::vector<Match> matches;
    const auto* subject = reinterpret_cast<PCRE2_SPTR>(text.data());
    size_t at = 0;
    while (at < text.size()) {
        const int rc = pcre2_match(code_->code, subject, text.size(), at, PCRE2_NO_UTF_CHECK,
                                   match.data, nullptr);
        if (rc == PCRE2_ERROR_NOMATCH) break;
        if (rc < 0)  // e.g. the match limit, on pathological input
            throw Error(msg("the text could not be split into tokens (PCRE2 error %1)", rc));
        const PCRE2_SIZE* span = pcre2_get_ovector_pointer(match.data);
        if (span[1] > span[0]) {
            matches.push_back({span[0], span[1]});
            at = span[1];
        } else {  // an empty match: none is kept, and the next search starts a character later
            const int n = utf8SequenceLength(text, span[0]);
            at = span[0] + static_cast<size_t>(n > 0 ? n : 1);
        }
    }
    return matches;
}

const Regex& gpt2Pattern() {
    static const std::shared_ptr<const Regex> pattern = [] {
        try {
            return Regex::compile(R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)",
                                  false, "GPT-2's pattern");
        } catch (const Error& e) {  // a fixed pattern: failing here is a build problem, not a user's
            throw std::logic_error(e.what());
        }
    }();
    return *pattern;
}

}  // namespace kvscope
