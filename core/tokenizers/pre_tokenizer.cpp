#include "core/tokenizers/pre_tokenizer.h"

namespace kvscope {

namespace {

struct Span {
    size_t begin, end;
    bool delimiter;  // a match of the pattern (or, inverted, the text between matches)
};

// The text cut at the matches into spans that cover it, each flagged.
std::vector<Span> spansOf(std::string_view text, const std::vector<Regex::Match>& matches, bool invert) {
    std::vector<Span> spans;
    size_t at = 0;
    for (const Regex::Match& m : matches) {
        if (m.begin > at) spans.push_back({at, m.begin, invert});
        spans.push_back({m.begin, m.end, !invert});
        at = m.end;
    }
    if (at < text.size()) spans.push_back({at, text.size(), invert});
    return spans;
}

// Hugging Face's NormalizedString::split, behaviour by behaviour: which spans join, which go.
std::vector<Span> applyBehavior(std::vector<Span> spans, SplitBehavior behavior) {
    std::vector<Span> out;
    bool previousDelimiter = false;
    switch (behavior) {
    case SplitBehavior::Isolated:
        for (Span s : spans) out.push_back({s.begin, s.end, false});
        return out;
    case SplitBehavior::Removed:
        return spans;  // the delimiters are dropped below
    case SplitBehavior::Contiguous:  // runs of delimiters and runs of the rest
        for (Span s : spans) {
            if (s.delimiter == previousDelimiter && !out.empty()) out.back().end = s.end;
            else out.push_back({s.begin, s.end, false});
            previousDelimiter = s.delimiter;
        }
        return out;
    case SplitBehavior::MergedWithPrevious:  // a delimiter ends the piece before it
        for (Span s : spans) {
            if (s.delimiter && !previousDelimiter && !out.empty()) out.back().end = s.end;
            else out.push_back({s.begin, s.end, false});
            previousDelimiter = s.delimiter;
        }
        return out;
    case SplitBehavior::MergedWithNext:  // a delimiter starts the piece after it
        for (auto s = spans.rbegin(); s != spans.rend(); ++s) {
            if (s->delimiter && !previousDelimiter && !out.empty()) out.back().begin = s->begin;
            else out.push_back({s->begin, s->end, false});
            previousDelimiter = s->delimiter;
        }
        return {out.rbegin(), out.rend()};
    }
    return out;
}

}  // namespace

void PreTokenizer::addSplit(std::shared_ptr<const Regex> pattern, SplitBehavior behavior, bool invert) {
    if (behavior == SplitBehavior::Removed) mayDropText_ = true;
    Step step(Step::Kind::Split);
    step.pattern = std::move(pattern);
    step.behavior = behavior;
    step.invert = invert;
    steps_.push_back(std::move(step));
}

void PreTokenizer::addByteLevel(bool addPrefixSpace, bool useRegex) {
    byteLevel_ = true;
    mayAddText_ = mayAddText_ || addPrefixSpace;
    Step step(Step::Kind::ByteLevel);
    step.addPrefixSpace = addPrefixSpace;
    step.useRegex = useRegex;
    steps_.push_back(std::move(step));
}

void PreTokenizer::addMetaspace(std::string replacement, PrependScheme scheme, bool split) {
    mayAddText_ = mayAddText_ || scheme != PrependScheme::Never;
    Step step(Step::Kind::Metaspace);
    step.replacement = std::move(replacement);
    step.scheme = scheme;
    step.metaspaceSplit = split;
    steps_.push_back(std::move(step));
}

std::vector<std::string> PreTokenizer::split(std::string_view text, bool atStart) const {
    struct Piece {
        std::string text;
        bool atStart;  // begins the input
    };
    std::vector<Piece> pieces;
    if (!text.empty()) pieces.push_back({std::string(text), atStart});
    for (const Step& step : steps_) {
        std::vector<Piece> next;
        const auto cut = [&](const Piece& piece, const Regex& pattern, SplitBehavior behavior, bool invert) {
            for (const Span& s : applyBehavior(spansOf(piece.text, pattern.findAll(piece.text), invert), behavior))
                if (!s.delimiter && s.end > s.begin)
                    next.push_back({piece.text.substr(s.begin, s.end - s.begin), piece.atStart && s.begin == 0});
        };
        for (Piece& piece : pieces) {
            switch (step.kind) {
            case Step::Kind::Split:
                cut(piece, *step.pattern, step.behavior, step.invert);
                break;
            case Step::Kind::ByteLevel:
                if (step.addPrefixSpace && !piece.text.starts_with(' ')) piece.text.insert(0, " ");
                if (step.useRegex) cut(piece, gpt2Pattern(), SplitBehavior::Isolated, false);
                else next.push_back(std::move(piece));
                break;
            case Step::Kind::Metaspace: {
                std::string replaced;
                for (char c : piece.text) {
                    if (c == ' ') replaced += step.replacement;
                    else replaced += c;
                }
                const bool prepend = step.scheme == PrependScheme::Always ||
                                     (step.scheme == PrependScheme::First && piece.atStart);
                if (prepend && !replaced.starts_with(step.replacement)) replaced.insert(0, step.replacement);
                if (!step.metaspaceSplit) {
                    next.push_back({std::move(replaced), piece.atStart});
                    break;
                }
                // each piece starts at a "▁" (MergedWithNext on the replacement)
                size_t begin = 0;
                for (size_t at = replaced.find(step.replacement, 1); at != std::string::npos;
                     at = replaced.find(step.replacement, at + step.replacement.size())) {
                    if (at > begin) next.push_back({replaced.substr(begin, at - begin), piece.atStart && begin == 0});
                    begin = at;
                }
                if (begin < replaced.size()) next.push_back({replaced.substr(begin), piece.atStart && begin == 0});
                break;
            }
            }
        }
        pieces = std::move(next);
    }
    std::vector<std::string> out;
    out.reserve(pieces.size());
    for (Piece& p : pieces) out.push_back(std::move(p.text));
    return out;
}

}  // namespace kvscope
