#pragma once
// The rule-based toy model as data (resources/toy/weather.json): tokens and their values,
// one rule per head, the output vocabulary and its projection matrix.

#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace kvscope {

enum class ToyRule { EvenPositions, LastToken, FirstToken, AllTokens };

const char* toyRuleId(ToyRule rule);

struct ToyHead {
    std::string name;
    ToyRule rule = ToyRule::AllTokens;
    std::string explain;
};

struct ToySpec {
    std::string name;
    std::string title;
    std::vector<std::string> notes;
    std::vector<std::string> words;    // (T) every token the toy knows
    std::vector<Scalar> values;        // (T) each token's value: its V in every head
    std::vector<std::string> prompt;   // the default prompt, as words
    std::vector<ToyHead> heads;        // (H)
    std::vector<std::string> vocabulary;  // (V) words the model predicts
    Matrix projection;                 // (H, V) logit[w] = Σ_h context[h] · projection(h, w)

    static constexpr int kMaxPositions = 64;
};

// Parses and validates a toy file. `source` names it in error messages.
// Throws Error naming the file and the key: "weather.json: projection: must have 4 rows (one per
// head), found 3", "weather.json: tokens[1].value: expected a number, found the string \"20\"".
ToySpec parseToySpec(std::string_view json, std::string_view source);
// The same format, so the app can save a toy the user edited.
std::string toySpecToJson(const ToySpec& spec);

}  // namespace kvscope
