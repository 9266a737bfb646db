#pragma once
// Rotary position embedding (RoPE) in Hugging Face's "rotate half" layout: dimension i of a
// head is paired with dimension i + hd/2, and the pair is rotated by the angle
// position · inv_freq[i], inv_freq[i] = θ^(−2i/hd) (then stretched by the config's scaling).
// Queries and keys are rotated before the scores, so q·k depends on how far apart the two
// positions are, not where they are; the cache holds the rotated keys.

#include <vector>

#include "core/llama/llama_config.h"
#include "core/types.h"

namespace kvscope {

class Rope {
public:
    // Throws nothing: the config was validated (head_dim even, θ > 0).
    explicit Rope(const LlamaConfig& config);

    int headDim() const { return headDim_; }
    // inv_freq (hd/2): radians per position of each pair, after scaling.
    const std::vector<double>& inverseFrequencies() const { return invFreq_; }
    // The angle (radians) pair i turns by at `position`.
    double angle(int position, int pair) const { return position * invFreq_[static_cast<size_t>(pair)]; }

    // Rotates every head of `rows` in place: rows (P, heads · hd), row r at position
    // firstPosition + r, heads side by side.
    void rotate(Eigen::Ref<MatrixF> rows, int heads, int firstPosition) const;

private:
    int headDim_ = 0;
    std::vector<double> invFreq_;  // (hd/2)
};

// The scaled inverse frequencies, for tests and the Explain text: Llama 3 keeps the pairs
// whose wavelength 2π/f is below original/high_freq_factor, divides those above
// original/low_freq_factor by `factor`, and blends the band between; linear divides all;
// Factors divides each pair by its own factor.
std::vector<double> scaledInverseFrequencies(const LlamaConfig& config);

}  // namespace kvscope
