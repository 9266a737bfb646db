#include "core/gpt2/head_labels.h"

#include <nlohmann/json.hpp>

#include "core/types.h"

namespace kvscope {

std::vector<std::string> parseHeadLabels(std::string_view text, std::string_view source, int layers,
                                         int heads) {
    const std::string file(source);
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        throw Error(file + ": not valid JSON (" + e.what() + ")");
    }
    if (!doc.is_object() || !doc.contains("layers") || !doc["layers"].is_array())
        throw Error(file + ": needs a \"layers\" list (one list of heads per layer)");
    const auto& list = doc["layers"];
    if (list.size() != static_cast<size_t>(layers))
        throw Error(file + ": describes " + std::to_string(list.size()) + " layers, the model has " +
                    std::to_string(layers));
    std::vector<std::string> labels;
    labels.reserve(static_cast<size_t>(layers) * static_cast<size_t>(heads));
    for (size_t l = 0; l < list.size(); ++l) {
        const auto& row = list[l];
        if (!row.is_array() || row.size() != static_cast<size_t>(heads))
            throw Error(file + ": layer " + std::to_string(l) + " must list " + std::to_string(heads) +
                        " heads");
        for (const auto& head : row) {
            if (!head.is_object()) throw Error(file + ": every head must be a JSON object");
            const auto label = head.find("label");
            if (label == head.end()) {
                labels.emplace_back();
            } else if (label->is_string()) {
                labels.push_back(label->get<std::string>());
            } else {
                throw Error(file + ": a head's \"label\" must be text");
            }
        }
    }
    return labels;
}

}  // namespace kvscope
