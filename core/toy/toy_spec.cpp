#include "core/toy/toy_spec.h"

#include <nlohmann/json.hpp>
#include <set>

#include "core/io/json_reader.h"

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

ToyRule parseRule(const JsonValue& v) {
    const std::string id = v.text();
    for (ToyRule rule : {ToyRule::EvenPositions, ToyRule::LastToken, ToyRule::FirstToken,
                         ToyRule::AllTokens})
        if (id == toyRuleId(rule)) return rule;
    v.fail(msg("unknown rule '%1' (known: even-positions, last-token, first-token, all-tokens)", id));
}

// A list of words that must all be tokens of the toy (the prompt, the vocabulary).
std::vector<std::string> knownWords(const JsonValue& list, const std::set<std::string>& tokens) {
    std::vector<std::string> words;
    for (const JsonValue& w : list.elements()) {
        words.push_back(w.text());
        if (!tokens.count(words.back())) w.fail(msg("'%1' is not one of the tokens", words.back()));
    }
    if (words.empty()) list.fail(msg("must not be empty"));
    return words;
}

}  // namespace

ToySpec parseToySpec(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();

    ToySpec spec;
    spec.name = root.at("name").text();
    if (spec.name.empty()) root.at("name").fail(msg("must not be empty"));
    const auto title = root.find("title");
    spec.title = title ? title->text() : spec.name;
    // Notes are free text for the reader of the file; anything but strings is skipped.
    if (const auto notes = root.find("notes"); notes && notes->raw().is_array())
        for (const JsonValue& n : notes->elements())
            if (n.raw().is_string()) spec.notes.push_back(n.text());

    const JsonValue tokens = root.at("tokens");
    std::set<std::string> seen;
    for (const JsonValue& t : tokens.elements()) {
        const JsonValue textValue = t.object().at("text");
        std::string word = textValue.text();
        if (word.empty() || word.find_first_of(" \t\r\n") != std::string::npos)
            textValue.fail(msg("must be one word without spaces"));
        if (!seen.insert(word).second) textValue.fail(msg("token '%1' appears twice", word));
        spec.values.push_back(t.at("value").number());
        spec.words.push_back(std::move(word));
    }
    if (spec.words.empty()) tokens.fail(msg("must not be empty"));

    const JsonValue prompt = root.at("prompt");
    spec.prompt = knownWords(prompt, seen);
    if (spec.prompt.size() > static_cast<size_t>(ToySpec::kMaxPositions))
        prompt.fail(msg("is longer than %1 words", ToySpec::kMaxPositions));

    const JsonValue heads = root.at("heads");
    const std::vector<JsonValue> headList = heads.elements();
    if (headList.empty() || headList.size() > 16) heads.fail(msg("must hold 1 to 16 heads"));
    for (const JsonValue& h : headList) {
        ToyHead head;
        const auto name = h.object().find("name");
        head.name = name ? name->text() : "head " + std::to_string(spec.heads.size() + 1);
        head.rule = parseRule(h.at("rule"));
        const auto explain = h.find("explain");
        head.explain = explain ? explain->text() : "";
        spec.heads.push_back(std::move(head));
    }

    if (const auto combination = root.find("combination"); combination && combination->text() != "mean")
        combination->fail(msg("must be \"mean\" (the only combination the toy knows)"));

    spec.vocabulary = knownWords(root.at("vocabulary"), seen);

    const JsonValue proj = root.at("projection");
    const std::vector<JsonValue> rows = proj.elements();
    const size_t H = spec.heads.size(), V = spec.vocabulary.size();
    if (rows.size() != H)
        proj.fail(msg("must have %1 rows (one per head), found %2", H, rows.size()));
    spec.projection.resize(static_cast<Eigen::Index>(H), static_cast<Eigen::Index>(V));
    for (size_t h = 0; h < H; ++h) {
        const std::vector<JsonValue> row = rows[h].elements();
        if (row.size() != V)
            rows[h].fail(msg("must have %1 numbers (one per vocabulary word), found %2", V, row.size()));
        for (size_t v = 0; v < V; ++v)
            spec.projection(static_cast<Eigen::Index>(h), static_cast<Eigen::Index>(v)) = row[v].number();
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
