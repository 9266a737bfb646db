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

    // The cosines and sines of every pair's angle at `positions` positions from firstPosition,
    // (positions, hd/2) each: every layer and head of a forward pass turns by the same angles,
    // so a pass computes them once (a decode step of 12 layers computed them 24 times, for q
    // and again for k in every layer: 21 µs of a 2.5 ms token).
    struct Angles {
        MatrixF cosines, sines;
    };
    Angles angles(int firstPosition, int positions) const;

    // Rotates every head of `rows` in place: rows (P, heads · hd), heads side by side, row r by
    // the angles' row firstAngle + r.
    void rotate(Eigen::Ref<MatrixF> rows, int heads, const Angles& angles, int firstAngle) const;

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
