#pragma once
// heads.json: what an evaluation found each attention head doing, written beside a model by
// tools/train_tiny_model/evaluate.py and read back as the heads' display names.
//
//   {"layers": [[{"prev_token": 0.62, "first_token": 0.05, "label": "previous-token head"},
//                ...one object per head...], ...one list per layer...], ...}
//
// Only "layers" and each head's "label" are read; other keys are the evidence for the label.

#include <string>
#include <string_view>
#include <vector>

namespace kvscope {

// The labels in layer-major order (L·H entries, "" for a head without one). Throws Error
// naming `source` when the JSON is broken or its layer/head counts differ from the model's.
std::vector<std::string> parseHeadLabels(std::string_view json, std::string_view source, int layers,
                                         int heads);

}  // namespace kvscope
