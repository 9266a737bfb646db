#include "core/tokenizers/tokenizer_json.h"

#include <map>

#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/decoder.h"

namespace kvscope {

namespace {

std::string typeOf(const JsonValue& component) { return component.object().at("type").text(); }

// `supported`: what KVScope reads instead, e.g. "Split and Sequence pre-tokenizers".
[[noreturn]] void unsupported(const JsonValue& component, const Message& supported) {
    const JsonValue type = component.at("type");
    throw Error(msg("%1 \"%2\" is not supported (KVScope reads %3)", type.where(), type.text(), supported));
}

bool flag(const JsonValue& component, std::string_view key, bool absent) {
    const auto value = component.find(key);
    return value ? value->boolean() : absent;
}

// A Split's or Replace's pattern: {"Regex": "..."} or {"String": "..."}.
std::shared_ptr<const Regex> patternOf(const JsonValue& component, bool* literalOut = nullptr,
                                       std::string* textOut = nullptr) {
    const JsonValue pattern = component.at("pattern").object();
    const auto regex = pattern.find("Regex"), literal = pattern.find("String");
    if (!regex && !literal) pattern.failExpected(msg("{\"Regex\": …} or {\"String\": …}"));
    const JsonValue& p = regex ? *regex : *literal;
    const std::string text = p.text();
    if (text.empty()) p.fail(msg("the pattern is empty"));
    if (literalOut) *literalOut = !regex;
    if (textOut) *textOut = text;
    return Regex::compile(text, !regex, p.where());
}

PrependScheme prependSchemeOf(const JsonValue& component) {
    if (const auto scheme = component.find("prepend_scheme")) {
        const std::string s = scheme->text();
        if (s == "always") return PrependScheme::Always;
        if (s == "first") return PrependScheme::First;
        if (s == "never") return PrependScheme::Never;
        scheme->failExpected(msg("\"always\", \"first\" or \"never\""));
    }
    // files from before prepend_scheme: add_prefix_space
    return flag(component, "add_prefix_space", true) ? PrependScheme::Always : PrependScheme::Never;
}

std::string replacementOf(const JsonValue& component) {
    const JsonValue r = component.at("replacement");
    const std::string text = r.text();
    if (text.empty() || utf8SequenceLength(text, 0) != static_cast<int>(text.size()))
        r.failExpected(msg("one character"));
    return text;
}

void readNormalizer(const JsonValue& n, Normalizer& out) {
    const std::string type = typeOf(n);
    if (type == "Sequence") {
        for (const JsonValue& step : n.at("normalizers").elements()) readNormalizer(step, out);
    } else if (type == "NFC") {
        out.addForm(Normalizer::Form::Nfc);
    } else if (type == "NFD") {
        out.addForm(Normalizer::Form::Nfd);
    } else if (type == "NFKC") {
        out.addForm(Normalizer::Form::Nfkc);
    } else if (type == "NFKD") {
        out.addForm(Normalizer::Form::Nfkd);
    } else if (type == "Replace") {
        bool literal = false;
        std::string text;
        auto pattern = patternOf(n, &literal, &text);
        std::string content = n.at("content").text();
        out.addReplace(std::move(pattern), content, !literal || content.size() < text.size());
    } else if (type == "Prepend") {
        out.addPrepend(n.at("prepend").text());
    } else if (type == "Strip") {
        out.addStrip(flag(n, "strip_left", false), flag(n, "strip_right", false));
    } else {
        unsupported(n, msg("NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip and Sequence normalizers"));
    }
}

// Flattens Sequences; `steps` gets each step in order.
void flattenPreTokenizer(const JsonValue& p, std::vector<JsonValue>& steps) {
    if (typeOf(p) == "Sequence")
        for (const JsonValue& step : p.at("pretokenizers").elements()) flattenPreTokenizer(step, steps);
    else
        steps.push_back(p);
}

PreTokenizer readPreTokenizer(const std::optional<JsonValue>& root) {
    PreTokenizer out;
    if (!root) return out;
    std::vector<JsonValue> steps;
    flattenPreTokenizer(*root, steps);
    for (size_t i = 0; i < steps.size(); ++i) {
        const JsonValue& p = steps[i];
        const std::string type = typeOf(p);
        if (type == "Split") {
            static const std::map<std::string, SplitBehavior> behaviors = {
                {"Removed", SplitBehavior::Removed},
                {"Isolated", SplitBehavior::Isolated},
                {"MergedWithPrevious", SplitBehavior::MergedWithPrevious},
                {"MergedWithNext", SplitBehavior::MergedWithNext},
                {"Contiguous", SplitBehavior::Contiguous}};
            const JsonValue behavior = p.at("behavior");
            const auto it = behaviors.find(behavior.text());
            if (it == behaviors.end())
                behavior.failExpected(msg("Removed, Isolated, MergedWithPrevious, MergedWithNext or Contiguous"));
            out.addSplit(patternOf(p), it->second, flag(p, "invert", false));
        } else if (type == "ByteLevel") {
            // trim_offsets only moves offsets, which KVScope does not report
            const bool prefix = flag(p, "add_prefix_space", true), regex = flag(p, "use_regex", true);
            if (i + 1 < steps.size())
                steps[i + 1].fail(
                    msg("comes after a ByteLevel pre-tokenizer, which KVScope supports only as the last step"));
            out.addByteLevel(prefix, regex);
        } else if (type == "Metaspace") {
            out.addMetaspace(replacementOf(p), prependSchemeOf(p), flag(p, "split", true));
        } else if (type == "Digits") {
            // StarCoder-style files put it before ByteLevel: every digit apart, or runs of digits
            // (a Split on \p{N}, as Rust's is_numeric)
            static const std::shared_ptr<const Regex> digit = Regex::compile("\\p{N}", false, "the Digits pattern");
            out.addSplit(digit, flag(p, "individual_digits", false) ? SplitBehavior::Isolated : SplitBehavior::Contiguous,
                         false);
        } else {
            unsupported(p, msg("Split, ByteLevel, Metaspace, Digits and Sequence pre-tokenizers"));
        }
    }
    return out;
}

// `byteLevel`: the vocabulary is byte-level, so ByteLevel is the one decoder that fits.
void readDecoder(const JsonValue& d, bool byteLevel, Decoder& out) {
    const std::string type = typeOf(d);
    if (type == "Sequence") {
        for (const JsonValue& step : d.at("decoders").elements()) readDecoder(step, byteLevel, out);
        return;
    }
    if (byteLevel != (type == "ByteLevel")) {
        if (byteLevel)
            d.fail(msg("is %1, but the vocabulary is byte-level (the pre-tokenizer has a ByteLevel step); "
                       "KVScope decodes byte-level vocabularies with ByteLevel only",
                       type));
        d.fail(msg("is ByteLevel, but the pre-tokenizer has no ByteLevel step; KVScope needs both or neither"));
    }
    if (type == "ByteLevel") {
        // byte-level tokens are raw bytes from loading on: nothing to do
    } else if (type == "Replace") {
        bool literal = false;
        std::string from;
        patternOf(d, &literal, &from);
        if (!literal)
            d.at("pattern").fail(
                msg("a Regex pattern in a Replace decoder is not supported (KVScope reads String patterns)"));
        out.addReplace(from, d.at("content").text());
    } else if (type == "ByteFallback") {
        out.addByteFallback();
    } else if (type == "Fuse") {
        out.addFuse();
    } else if (type == "Strip") {
        const JsonValue content = d.at("content");
        const std::string c = content.text();
        if (c.empty() || utf8SequenceLength(c, 0) != static_cast<int>(c.size()))
            content.failExpected(msg("one character"));
        out.addStrip(c, static_cast<int>(d.at("start").integer(0, 1 << 20)),
                     static_cast<int>(d.at("stop").integer(0, 1 << 20)));
    } else if (type == "Metaspace") {
        out.addMetaspace(replacementOf(d), prependSchemeOf(d));
    } else {
        unsupported(d, msg("ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence decoders"));
    }
}

// The single-text template; `byName` resolves its special tokens.
void readPostProcessor(const JsonValue& p, int vocabSize, TokenTemplate& out) {
    const std::string type = typeOf(p);
    if (type == "Sequence") {
        for (const JsonValue& step : p.at("processors").elements()) readPostProcessor(step, vocabSize, out);
    } else if (type == "ByteLevel") {
        // it only moves offsets
    } else if (type == "TemplateProcessing") {
        const JsonValue specials = p.at("special_tokens").object();
        TokenTemplate t;
        bool seenA = false;
        for (const JsonValue& item : p.at("single").elements()) {
            if (const auto special = item.object().find("SpecialToken")) {
                const JsonValue name = special->object().at("id");
                const auto entry = specials.find(name.text());
                if (!entry) name.fail(msg("'%1' is not in the template's special_tokens", name.text()));
                for (const JsonValue& id : entry->object().at("ids").elements())
                    (seenA ? t.after : t.before).push_back(static_cast<TokenId>(id.integer(0, vocabSize - 1)));
            } else if (const auto sequence = item.object().find("Sequence")) {
                const JsonValue id = sequence->object().at("id");
                if (id.text() != "A")
                    id.failExpected(msg("\"A\" (a single text's template has only sequence A)"));
                if (seenA) id.fail(msg("the template has sequence A twice"));
                seenA = true;
            } else {
                item.failExpected(msg("{\"SpecialToken\": …} or {\"Sequence\": …}"));
            }
        }
        if (!seenA) p.at("single").fail(msg("the template has no sequence A (the text)"));
        if (!out.before.empty() || !out.after.empty()) p.fail(msg("a second TemplateProcessing is not supported"));
        out = std::move(t);
    } else {
        unsupported(p, msg("TemplateProcessing, ByteLevel and Sequence post-processors"));
    }
}

}  // namespace

TokenizerSpec parseTokenizerJson(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();
    const JsonValue model = root.at("model").object();
    if (const auto type = model.find("type"); type && type->text() != "BPE")
        type->failExpected(msg("\"BPE\" (KVScope reads BPE tokenizers)"));
    for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"})
        if (const auto affix = model.find(key); affix && !affix->text().empty())
            affix->fail(msg("\"%1\" is not supported (KVScope's BPE has no subword prefixes or suffixes)",
                            affix->text()));
    if (const auto dropout = model.find("dropout"); dropout && dropout->number() != 0)
        dropout->fail(msg("BPE dropout is not supported (it makes encoding random)"));

    TokenizerSpec spec;
    spec.preTokenizer = readPreTokenizer(root.find("pre_tokenizer"));
    const bool byteLevel = spec.preTokenizer.byteLevel();
    if (const auto n = root.find("normalizer")) readNormalizer(*n, spec.normalizer);
    if (const auto d = root.find("decoder")) readDecoder(*d, byteLevel, spec.decoder);

    VocabularyBuilder builder(source, byteLevel);
    // Added tokens first: their text is literal, also where it repeats in model.vocab.
    std::unordered_map<std::string, TokenId> added;
    if (const auto list = root.find("added_tokens")) {
        for (const JsonValue& t : list->elements()) {
            const std::string content = t.object().at("content").text();
            AddedToken token;
            token.id = builder.add(content, t.at("id"), true);
            token.content = content;
            token.special = flag(t, "special", false);
            token.lstrip = flag(t, "lstrip", false);
            token.rstrip = flag(t, "rstrip", false);
            token.singleWord = flag(t, "single_word", false);
            // Hugging Face finds a normalized token in the normalized text; KVScope finds every
            // added token in the text as written, which is the same where normalizing leaves it.
            if (flag(t, "normalized", false) && spec.normalizer.apply(content) != content)
                t.at("normalized").fail(msg("the token is matched after normalizing, which changes it to '%1'; "
                                            "KVScope does not support that",
                                            spec.normalizer.apply(content)));
            added.emplace(content, token.id);
            spec.added.push_back(std::move(token));
        }
    }
    std::vector<TokenId> inModel;
    for (const auto& [token, id] : model.at("vocab").members()) {
        const auto it = added.find(token);
        const bool literal = it != added.end() && id.raw().is_number_integer() && id.raw() == it->second;
        inModel.push_back(builder.add(token, id, literal));
    }
    for (const JsonValue& m : model.at("merges").elements()) {
        if (m.raw().is_string()) {
            const std::string s = m.text();
            const size_t space = s.find(' ');
            if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos)
                throw Error(msg("%1 ('%2') must be two tokens separated by one space", m.where(), s));
            builder.merge(s.substr(0, space), s.substr(space + 1), [&] { return Message::verbatim(m.where()); });
        } else if (m.raw().is_array() && m.raw().size() == 2) {
            const std::vector<JsonValue> pair = m.elements();
            builder.merge(pair[0].text(), pair[1].text(), [&] { return Message::verbatim(m.where()); });
        } else {
            m.failExpected(msg("\"a b\" or [\"a\", \"b\"]"));
        }
    }
    std::optional<TokenId> unk;
    if (const auto u = model.find("unk_token")) {
        unk = builder.find(u->text());
        if (!unk) u->fail(msg("'%1' is not in the vocabulary", u->text()));
    }

    BpeVocabulary v = builder.finish();
    BpeModelSpec& m = spec.model;
    m.tokens = std::move(v.tokens);
    m.merges = std::move(v.merges);
    m.inModel.assign(m.tokens.size(), false);
    for (TokenId id : inModel) m.inModel[static_cast<size_t>(id)] = true;
    m.byteLevel = byteLevel;
    m.byteFallback = flag(model, "byte_fallback", false);
    m.fuseUnk = flag(model, "fuse_unk", false);
    m.ignoreMerges = flag(model, "ignore_merges", false);
    m.unk = unk;
    m.order = MergeOrder::LowestRankFirst;

    if (const auto p = root.find("post_processor"))
        readPostProcessor(*p, static_cast<int>(m.tokens.size()), spec.post);
    for (const std::vector<TokenId>* ids : {&spec.post.before, &spec.post.after})
        for (TokenId id : *ids)
            if (m.tokens[static_cast<size_t>(id)].empty())
                root.at("post_processor").fail(msg("the template's token %1 is not in the vocabulary", id));
    return spec;
}

}  // namespace kvscope
