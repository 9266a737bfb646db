#include "core/toy/toy_spec.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace kvscope {

using nlohmann::json;

const char* toyRuleId(ToyRule rule) {
    switch (rule) {
        case ToyRule::EvenPositions: return "even-positions";
        case ToyRule::LastToken: return "last-token";
        case ToyRule::FirstToken: return "first-token";
        case ToyRule::AllTokens: return "all-tokens";
    }
    return "?";
}

namespace {

class SpecReader {
public:
    explicit SpecReader(std::string_view source) : source_(source) {}

    [[noreturn]] void fail(const std::string& what) const {
        throw Error(source_ + ": " + what);
    }

    const json& field(const json& obj, const char* key, json::value_t type, const char* typeName) const {
        auto it = obj.find(key);
        if (it == obj.end()) fail(std::string("missing '") + key + "'");
        const bool ok = it->type() == type ||
                        (type == json::value_t::number_float && it->is_number());
        if (!ok) fail(std::string("'") + key + "' must be " + typeName);
        return *it;
    }
    std::string text(const json& obj, const char* key) const {
        return field(obj, key, json::value_t::string, "a string").get<std::string>();
    }
    double number(const json& v, const std::string& where) const {
        if (!v.is_number()) fail(where + " must be a number");
        const double d = v.get<double>();
        if (!std::isfinite(d)) fail(where + " must be finite");
        return d;
    }

private:
    std::string source_;
};

ToyRule parseRule(const SpecReader& r, const std::string& id, size_t head) {
    for (ToyRule rule : {ToyRule::EvenPositions, ToyRule::LastToken, ToyRule::FirstToken,
                         ToyRule::AllTokens})
        if (id == toyRuleId(rule)) return rule;
    r.fail("head " + std::to_string(head + 1) + " has unknown rule '" + id +
           "' (known: even-positions, last-token, first-token, all-tokens)");
}

}  // namespace

ToySpec parseToySpec(std::string_view text, std::string_view source) {
    SpecReader r(source);
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error& e) {
        r.fail(std::string("not valid JSON (") + e.what() + ")");
    }
    if (!doc.is_object()) r.fail("the top level must be a JSON object");

    ToySpec spec;
    spec.name = r.text(doc, "name");
    if (spec.name.empty()) r.fail("'name' must not be empty");
    spec.title = doc.value("title", spec.name);
    if (auto it = doc.find("notes"); it != doc.end() && it->is_array())
        for (const json& n : *it)
            if (n.is_string()) spec.notes.push_back(n.get<std::string>());

    const json& tokens = r.field(doc, "tokens", json::value_t::array, "an array");
    if (tokens.empty()) r.fail("'tokens' must not be empty");
    std::set<std::string> seen;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const json& t = tokens[i];
        if (!t.is_object()) r.fail("token " + std::to_string(i + 1) + " must be an object");
        std::string word = r.text(t, "text");
        if (word.empty() || word.find_first_of(" \t\r\n") != std::string::npos)
            r.fail("token " + std::to_string(i + 1) + " must be one word without spaces");
        if (!seen.insert(word).second) r.fail("token '" + word + "' appears twice");
        spec.values.push_back(r.number(t.contains("value") ? t["value"] : json(),
                                       "the value of '" + word + "'"));
        spec.words.push_back(std::move(word));
    }

    const json& prompt = r.field(doc, "prompt", json::value_t::array, "an array of words");
    for (const json& w : prompt) {
        if (!w.is_string() || !seen.count(w.get<std::string>()))
            r.fail("prompt word " + w.dump() + " is not one of the tokens");
        spec.prompt.push_back(w.get<std::string>());
    }
    if (spec.prompt.empty()) r.fail("'prompt' must not be empty");
    if (spec.prompt.size() > static_cast<size_t>(ToySpec::kMaxPositions))
        r.fail("'prompt' is longer than " + std::to_string(ToySpec::kMaxPositions) + " words");

    const json& heads = r.field(doc, "heads", json::value_t::array, "an array");
    if (heads.empty() || heads.size() > 16) r.fail("'heads' must hold 1 to 16 heads");
    for (size_t h = 0; h < heads.size(); ++h) {
        if (!heads[h].is_object()) r.fail("head " + std::to_string(h + 1) + " must be an object");
        ToyHead head;
        head.name = heads[h].value("name", "head " + std::to_string(h + 1));
        head.rule = parseRule(r, r.text(heads[h], "rule"), h);
        head.explain = heads[h].value("explain", "");
        spec.heads.push_back(std::move(head));
    }

    if (doc.value("combination", "mean") != "mean")
        r.fail("'combination' must be \"mean\" (the only combination the toy knows)");

    const json& vocab = r.field(doc, "vocabulary", json::value_t::array, "an array of words");
    if (vocab.empty()) r.fail("'vocabulary' must not be empty");
    for (const json& w : vocab) {
        if (!w.is_string() || !seen.count(w.get<std::string>()))
            r.fail("vocabulary word " + w.dump() + " is not one of the tokens");
        spec.vocabulary.push_back(w.get<std::string>());
    }

    const json& proj = r.field(doc, "projection", json::value_t::array, "an array of rows");
    const size_t H = spec.heads.size(), V = spec.vocabulary.size();
    if (proj.size() != H)
        r.fail("'projection' must have " + std::to_string(H) + " rows (one per head), found " +
               std::to_string(proj.size()));
    spec.projection.resize(static_cast<Eigen::Index>(H), static_cast<Eigen::Index>(V));
    for (size_t h = 0; h < H; ++h) {
        if (!proj[h].is_array() || proj[h].size() != V)
            r.fail("'projection' row " + std::to_string(h + 1) + " must have " + std::to_string(V) +
                   " numbers (one per vocabulary word)");
        for (size_t v = 0; v < V; ++v)
            spec.projection(static_cast<Eigen::Index>(h), static_cast<Eigen::Index>(v)) =
                r.number(proj[h][v], "projection[" + std::to_string(h + 1) + "][" +
                                         std::to_string(v + 1) + "]");
    }
    return spec;
}

std::string toySpecToJson(const ToySpec& spec) {
    json doc;
    doc["format"] = "kvscope-toy/1";
    doc["name"] = spec.name;
    doc["title"] = spec.title;
    doc["notes"] = spec.notes;
    json tokens = json::array();
    for (size_t i = 0; i < spec.words.size(); ++i)
        tokens.push_back({{"text", spec.words[i]}, {"value", spec.values[i]}});
    doc["tokens"] = tokens;
    doc["prompt"] = spec.prompt;
    json heads = json::array();
    for (const ToyHead& h : spec.heads)
        heads.push_back({{"name", h.name}, {"rule", toyRuleId(h.rule)}, {"explain", h.explain}});
    doc["heads"] = heads;
    doc["combination"] = "mean";
    doc["vocabulary"] = spec.vocabulary;
    json proj = json::array();
    for (Eigen::Index h = 0; h < spec.projection.rows(); ++h) {
        json row = json::array();
        for (Eigen::Index v = 0; v < spec.projection.cols(); ++v) row.push_back(spec.projection(h, v));
        proj.push_back(row);
    }
    doc["projection"] = proj;
    return doc.dump(2) + "\n";
}

}  // namespace kvscope
