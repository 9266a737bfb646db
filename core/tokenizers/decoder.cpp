#include "core/tokenizers/decoder.h"

#include <cstdio>

namespace kvscope {

namespace {
void replaceAll(std::string& text, const std::string& from, const std::string& to) {
    if (from.empty()) return;
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
}
}  // namespace

std::optional<unsigned char> byteTokenValue(std::string_view token) {
    // as Hugging Face's ByteFallback reads them: six characters, "<0x", two hex digits, ">"
    if (token.size() != 6 || !token.starts_with("<0x") || token[5] != '>') return std::nullopt;
    unsigned value = 0;
    for (char c : token.substr(3, 2)) {
        value <<= 4;
        if (c >= '0' && c <= '9') value |= static_cast<unsigned>(c - '0');
        else if (c >= 'A' && c <= 'F') value |= static_cast<unsigned>(c - 'A' + 10);
        else if (c >= 'a' && c <= 'f') value |= static_cast<unsigned>(c - 'a' + 10);
        else return std::nullopt;
    }
    return static_cast<unsigned char>(value);
}

void Decoder::addReplace(std::string from, std::string to) {
    Step step(Step::Kind::Replace);
    step.from = std::move(from);
    step.to = std::move(to);
    steps_.push_back(std::move(step));
}
void Decoder::addByteFallback() { steps_.emplace_back(Step::Kind::ByteFallback); }
void Decoder::addFuse() { steps_.emplace_back(Step::Kind::Fuse); }
void Decoder::addStrip(std::string content, int start, int stop) {
    dropsText_ = dropsText_ || start > 0 || stop > 0;
    Step step(Step::Kind::Strip);
    step.content = std::move(content);
    step.start = start;
    step.stop = stop;
    steps_.push_back(std::move(step));
}
void Decoder::addMetaspace(std::string replacement, PrependScheme scheme) {
    dropsText_ = dropsText_ || scheme != PrependScheme::Never;
    Step step(Step::Kind::Metaspace);
    step.from = std::move(replacement);
    step.to = " ";
    step.scheme = scheme;
    steps_.push_back(std::move(step));
}

std::vector<std::string> Decoder::run(std::vector<std::string> tokens, bool positional) const {
    for (const Step& step : steps_) {
        switch (step.kind) {
        case Step::Kind::Replace:
            for (std::string& t : tokens) replaceAll(t, step.from, step.to);
            break;
        case Step::Kind::ByteFallback: {
            std::vector<std::string> out;
            bool inRun = false;  // the last text in `out` is a run of bytes
            for (std::string& t : tokens) {
                if (const auto byte = byteTokenValue(t)) {
                    if (!inRun) out.emplace_back();
                    out.back() += static_cast<char>(*byte);
                    inRun = true;
                } else {
                    out.push_back(std::move(t));
                    inRun = false;
                }
            }
            tokens = std::move(out);
            break;
        }
        case Step::Kind::Fuse: {
            std::string all;
            for (const std::string& t : tokens) all += t;
            tokens.assign(1, std::move(all));
            break;
        }
        case Step::Kind::Strip:
            if (!positional || step.content.empty()) break;
            for (std::string& t : tokens) {
                size_t begin = 0, end = t.size();
                for (int i = 0; i < step.start && t.compare(begin, step.content.size(), step.content) == 0 &&
                                begin < end;
                     ++i)
                    begin += step.content.size();
                for (int i = 0; i < step.stop && end >= begin + step.content.size() &&
                                t.compare(end - step.content.size(), step.content.size(), step.content) == 0;
                     ++i)
                    end -= step.content.size();
                t = t.substr(begin, end - begin);
            }
            break;
        case Step::Kind::Metaspace:
            for (size_t i = 0; i < tokens.size(); ++i) {
                replaceAll(tokens[i], step.from, step.to);
                if (positional && i == 0 && step.scheme != PrependScheme::Never && tokens[i].starts_with(' '))
                    tokens[i].erase(0, 1);
            }
            break;
        }
    }
    return tokens;
}

std::string Decoder::decode(std::vector<std::string> tokens) const {
    std::string text;
    for (const std::string& t : run(std::move(tokens), true)) text += t;
    return text;
}

std::string Decoder::tokenText(std::string token) const {
    std::string text;
    for (const std::string& t : run({std::move(token)}, false)) text += t;
    return text;
}

}  // namespace kvscope
