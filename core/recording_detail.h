#pragma once
// How much of one layer's attention a step record keeps (see core/recording_policy.h).

#include <cstdint>

namespace kvscope {

enum class AttentionDetail : std::uint8_t {
    Full,       // scores, masked scores and weights in double (q, n), head outputs, the
                // combined output and the layer's K/V rows
    Weights,    // the attention weights only, in float (q, n)
    NewestRow,  // the weights of the newest row only, in float (1, n)
    None,       // nothing
};

const char* attentionDetailName(AttentionDetail detail);  // "full", "weights", "newest-row", "none"

}  // namespace kvscope
