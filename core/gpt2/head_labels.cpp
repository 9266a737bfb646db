#include "core/gpt2/head_labels.h"

#include "core/io/json_reader.h"

namespace kvscope {

namespace {
std::string counted(size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}
}  // namespace

std::vector<std::string> parseHeadLabels(std::string_view text, std::string_view source, int layers,
                                         int heads) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue layerList = doc.root().at("layers");
    const std::vector<JsonValue> list = layerList.elements();
    if (list.size() != static_cast<size_t>(layers))
        layerList.fail("describes " + counted(list.size(), "layer") + ", the model has " +
                       std::to_string(layers));
    std::vector<std::string> labels;
    labels.reserve(static_cast<size_t>(layers) * static_cast<size_t>(heads));
    for (const JsonValue& layer : list) {
        const std::vector<JsonValue> row = layer.elements();
        if (row.size() != static_cast<size_t>(heads))
            layer.fail("lists " + counted(row.size(), "head") + ", the model has " +
                       std::to_string(heads));
        for (const JsonValue& head : row) {
            const auto label = head.object().find("label");
            labels.push_back(label ? label->text() : std::string());
        }
    }
    return labels;
}

}  // namespace kvscope
