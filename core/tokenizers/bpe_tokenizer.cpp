#include "core/tokenizers/bpe_tokenizer.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <unordered_map>

#include "core/io/text_file.h"
#include "core/tokenizers/added_tokens.h"
#include "core/tokenizers/bpe_model.h"
#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/decoder.h"
#include "core/tokenizers/tokenizer_json.h"

namespace kvscope {

namespace {
constexpr int kUnlimited = std::numeric_limits<int>::max();

size_t atLeastTokens(size_t bytes, size_t longest) { return (bytes + longest - 1) / longest; }

TokenizerSpec gpt2Spec(BpeVocabulary v) {
    TokenizerSpec spec;
    for (TokenId id : v.special) {
        if (id < 0 || static_cast<size_t>(id) >= v.tokens.size() || v.tokens[static_cast<size_t>(id)].empty())
            throw Error(msg("tokenizer: special token %1 is not in the vocabulary", id));
        spec.added.push_back({id, v.tokens[static_cast<size_t>(id)], true});
    }
    spec.model.inModel.assign(v.tokens.size(), true);
    spec.model.tokens = std::move(v.tokens);
    spec.model.merges = std::move(v.merges);
    spec.model.byteLevel = true;
    spec.model.order = MergeOrder::EncoderPyPasses;
    spec.preTokenizer.addByteLevel(false, true);
    return spec;
}
}  // namespace

struct BpeTokenizer::Impl {
    BpeModel model;
    AddedTokenMatcher addedTokens;
    Normalizer normalizer;
    PreTokenizer preTokenizer;
    Decoder decoder;
    TokenTemplate post;
    std::vector<std::string> text;        // (V) tokenBytes: the decoder's text of each token alone
    std::vector<std::string> display;     // (V) displayText of each id
    std::vector<bool> special;            // (V)
    std::unordered_map<std::string, TokenId> byText, byDisplay;  // lowest id wins
    bool lossless = false;

    explicit Impl(TokenizerSpec& spec)
        : model(std::move(spec.model)), addedTokens(spec.added), normalizer(std::move(spec.normalizer)),
          preTokenizer(std::move(spec.preTokenizer)), decoder(std::move(spec.decoder)), post(std::move(spec.post)) {}

    std::vector<TokenId> encode(std::string_view input, int maxTokens, TemplateTokens withTemplate) const {
        const size_t templateSize = withTemplate == TemplateTokens::With ? post.before.size() + post.after.size() : 0;
        if (maxTokens != kUnlimited && templateSize > static_cast<size_t>(maxTokens))
            throw TooManyTokens(maxTokens, msg("the model's template alone adds %1 tokens", templateSize));
        const size_t limit = maxTokens == kUnlimited ? std::numeric_limits<size_t>::max()
                                                     : static_cast<size_t>(maxTokens) - templateSize;
        const std::optional<size_t> longest = model.longestToken();
        // `normalized`: the bytes counted are the normalized text's
        const auto tooManyBytes = [&](size_t bytes, bool normalized) {
            const size_t need = atLeastTokens(bytes, *longest);
            if (templateSize == 0)
                return TooManyTokens(
                    maxTokens,
                    normalized ? msg("its %1 bytes (normalized) need at least %2 tokens, as no token is longer "
                                     "than %3 bytes",
                                     bytes, need, *longest)
                               : msg("its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes",
                                     bytes, need, *longest));
            return TooManyTokens(
                maxTokens,
                normalized ? msg("its %1 bytes (normalized) need at least %2 tokens, as no token is longer than "
                                 "%3 bytes, and the template adds %4",
                                 bytes, need, *longest, templateSize)
                           : msg("its %1 bytes need at least %2 tokens, as no token is longer than %3 bytes, and "
                                 "the template adds %4",
                                 bytes, need, *longest, templateSize));
        };
        const bool bounded = maxTokens != kUnlimited && longest;
        // 1. bytes: a token covers at most `longest` bytes of text (checked again after
        //    normalizing where normalizing may shorten the text)
        if (bounded && !normalizer.mayShrink() && input.size() > limit * *longest)
            throw tooManyBytes(input.size(), false);
        if (const auto bad = firstInvalidUtf8(input)) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(input[*bad]));
            throw Error(msg("the text is not valid UTF-8: byte %1 at offset %2 does not begin a complete character",
                            byte, *bad));
        }
        // 2. pieces: BPE never merges across them, so each needs its own tokens
        struct Piece {
            std::string text;
            TokenId added;  // or -1
        };
        std::vector<Piece> pieces;
        size_t atLeast = 0, normalizedBytes = 0;
        for (const AddedTokenMatcher::Segment& s : addedTokens.split(input)) {
            if (s.token >= 0) {
                pieces.push_back({{}, s.token});
                ++atLeast;
                continue;
            }
            const std::string_view part = input.substr(s.begin, s.end - s.begin);
            std::string normalized = normalizer.empty() ? std::string(part) : normalizer.apply(part);
            normalizedBytes += normalized.size();
            if (bounded && normalizer.mayShrink() && normalizedBytes > limit * *longest)
                throw tooManyBytes(normalizedBytes, true);
            for (std::string& piece : preTokenizer.split(normalized, s.begin == 0)) {
                if (longest) atLeast += atLeastTokens(piece.size(), *longest);
                pieces.push_back({std::move(piece), -1});
            }
        }
        if (atLeast > limit)
            throw TooManyTokens(maxTokens, msg("its words, numbers and symbols alone need at least %1 tokens",
                                               atLeast + templateSize));
        // 3. BPE, piece by piece, until done or past the limit
        std::vector<TokenId> out;
        if (withTemplate == TemplateTokens::With) out = post.before;
        for (const Piece& piece : pieces) {
            if (piece.added >= 0)
                out.push_back(piece.added);
            else
                model.encodePiece(piece.text, out);
            if (maxTokens != kUnlimited && out.size() > limit + (withTemplate == TemplateTokens::With ? post.before.size() : 0))
                throw TooManyTokens(maxTokens, msg("it has more than %1 tokens", maxTokens));
        }
        if (withTemplate == TemplateTokens::With) out.insert(out.end(), post.after.begin(), post.after.end());
        return out;
    }
};

BpeTokenizer BpeTokenizer::fromTokenizerJson(const std::filesystem::path& tokenizerJson) {
    return BpeTokenizer(parseTokenizerJson(readTextFile(tokenizerJson, kMaxTokenizerBytes),
                                           tokenizerJson.filename().string()));
}

BpeTokenizer BpeTokenizer::fromVocabAndMerges(const std::filesystem::path& vocabJson,
                                              const std::filesystem::path& mergesTxt) {
    return BpeTokenizer(parseVocabAndMerges(
        readTextFile(vocabJson, kMaxTokenizerBytes), vocabJson.filename().string(),
        readTextFile(mergesTxt, kMaxTokenizerBytes), mergesTxt.filename().string()));
}

BpeTokenizer::BpeTokenizer(BpeVocabulary vocabulary) : BpeTokenizer(gpt2Spec(std::move(vocabulary))) {}

BpeTokenizer::BpeTokenizer(TokenizerSpec spec) {
    const bool byteLevel = spec.model.byteLevel;
    const size_t size = spec.model.tokens.size();
    std::vector<bool> special(size, false), added(size, false);
    for (const AddedToken& t : spec.added) {
        added[static_cast<size_t>(t.id)] = true;
        special[static_cast<size_t>(t.id)] = t.special;
    }
    const bool lossless = byteLevel && spec.normalizer.empty() && !spec.preTokenizer.mayDropText() &&
                          !spec.preTokenizer.mayAddText() && !spec.decoder.dropsText();
    impl_ = std::make_unique<Impl>(spec);
    Impl& d = *impl_;
    d.lossless = lossless;
    d.special = std::move(special);
    d.text.resize(size);
    d.display.resize(size);
    for (size_t i = 0; i < size; ++i) {
        const std::string& modelText = d.model.token(static_cast<TokenId>(i));
        if (modelText.empty()) continue;
        // Added tokens are their content; byte-level tokens their bytes; others what the
        // decoder makes of them alone (" the" for "▁the", "\n" for "<0x0A>").
        d.text[i] = added[i] || byteLevel ? modelText : d.decoder.tokenText(modelText);
        if (d.special[i]) d.display[i] = modelText;
        else if (!byteLevel && !added[i] && byteTokenValue(modelText)) d.display[i] = modelText;
        else d.display[i] = displayBytes(d.text[i]);
        d.byText.emplace(d.text[i], static_cast<TokenId>(i));
        d.byDisplay.emplace(d.display[i], static_cast<TokenId>(i));
    }
}

BpeTokenizer::~BpeTokenizer() = default;
BpeTokenizer::BpeTokenizer(BpeTokenizer&&) noexcept = default;
BpeTokenizer& BpeTokenizer::operator=(BpeTokenizer&&) noexcept = default;

int BpeTokenizer::vocabSize() const { return impl_->model.size(); }

std::vector<TokenId> BpeTokenizer::encode(std::string_view text) const {
    return impl_->encode(text, kUnlimited, TemplateTokens::Without);
}

std::vector<TokenId> BpeTokenizer::encode(std::string_view text, TemplateTokens tokens) const {
    return impl_->encode(text, kUnlimited, tokens);
}

std::vector<TokenId> BpeTokenizer::encodeAtMost(std::string_view text, int maxTokens) const {
    return impl_->encode(text, std::clamp(maxTokens, 0, kUnlimited - 1), TemplateTokens::Without);
}

std::vector<TokenId> BpeTokenizer::encodeAtMost(std::string_view text, int maxTokens, TemplateTokens tokens) const {
    return impl_->encode(text, std::clamp(maxTokens, 0, kUnlimited - 1), tokens);
}

size_t BpeTokenizer::cacheBytes() const { return impl_->model.cacheBytes(); }

std::string BpeTokenizer::decode(std::span<const TokenId> ids) const {
    std::vector<std::string> tokens;
    tokens.reserve(ids.size());
    for (TokenId id : ids) {
        if (tokenBytes(id).empty())
            throw Error(msg("token id %1 is not in the vocabulary (ids 0–%2)", id, vocabSize() - 1));
        tokens.push_back(impl_->model.token(id));  // what the decoder is given: model text, added content
    }
    return impl_->decoder.decode(std::move(tokens));
}

std::string BpeTokenizer::displayText(TokenId id) const {
    if (tokenBytes(id).empty()) return "<" + std::to_string(id) + ">";
    return impl_->display[static_cast<size_t>(id)];
}

std::optional<TokenId> BpeTokenizer::findToken(std::string_view text) const {
    const std::string key(text);
    if (const auto it = impl_->byText.find(key); it != impl_->byText.end()) return it->second;
    if (const auto it = impl_->byDisplay.find(key); it != impl_->byDisplay.end()) return it->second;
    if (!impl_->model.byteLevel()) return impl_->model.find(key);
    return std::nullopt;
}

const TokenTemplate& BpeTokenizer::templateTokens() const { return impl_->post; }

void BpeTokenizer::setTemplateTokens(TokenTemplate tokens) {
    for (const std::vector<TokenId>* ids : {&tokens.before, &tokens.after})
        for (TokenId id : *ids)
            if (tokenBytes(id).empty()) throw Error(msg("template token %1 is not in the vocabulary", id));
    impl_->post = std::move(tokens);
}
bool BpeTokenizer::isLossless() const { return impl_->lossless; }

bool BpeTokenizer::isSpecial(TokenId id) const {
    return !tokenBytes(id).empty() && impl_->special[static_cast<size_t>(id)];
}

std::string_view BpeTokenizer::tokenBytes(TokenId id) const {
    if (id < 0 || static_cast<size_t>(id) >= impl_->text.size()) return {};
    return impl_->text[static_cast<size_t>(id)];
}

}  // namespace kvscope
