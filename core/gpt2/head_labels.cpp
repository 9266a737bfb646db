#include "core/gpt2/head_labels.h"

#include "core/io/json_reader.h"

namespace kvscope {

std::vector<std::string> parseHeadLabels(std::string_view text, std::string_view source, int layers,
                                         int heads) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue layerList = doc.root().at("layers");
    const std::vector<JsonValue> list = layerList.elements();
    if (list.size() != static_cast<size_t>(layers))
        layerList.fail(list.size() == 1 ? msg("describes 1 layer, the model has %1", layers)
                                        : msg("describes %1 layers, the model has %2", list.size(), layers));
    std::vector<std::string> labels;
    labels.reserve(static_cast<size_t>(layers) * static_cast<size_t>(heads));
    for (const JsonValue& layer : list) {
        const std::vector<JsonValue> row = layer.elements();
        if (row.size() != static_cast<size_t>(heads))
            layer.fail(row.size() == 1 ? msg("lists 1 head, the model has %1", heads)
                                       : msg("lists %1 heads, the model has %2", row.size(), heads));
        for (const JsonValue& head : row) {
            const auto label = head.object().find("label");
            labels.push_back(label ? label->text() : std::string());
        }
    }
    return labels;
}

}  // namespace kvscope
