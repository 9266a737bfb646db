#include "core/llama/rope.h"

#include <cmath>
#include <numbers>

#include "core/parallel.h"

namespace kvscope {

std::vector<double> scaledInverseFrequencies(const LlamaConfig& config) {
    const int half = config.headDim / 2;
    std::vector<double> f(static_cast<size_t>(half));
    for (int i = 0; i < half; ++i)
        f[static_cast<size_t>(i)] = std::pow(config.ropeTheta, -2.0 * i / config.headDim);

    const RopeScaling& s = config.ropeScaling;
    if (s.kind == RopeScaling::Kind::Factors)
        for (int i = 0; i < half; ++i) f[static_cast<size_t>(i)] /= s.pairFactors[static_cast<size_t>(i)];
    if (s.kind == RopeScaling::Kind::Linear)
        for (double& x : f) x /= s.factor;
    if (s.kind == RopeScaling::Kind::Llama3) {
        const double lowWavelen = s.originalMaxPositions / s.lowFreqFactor;
        const double highWavelen = s.originalMaxPositions / s.highFreqFactor;
        for (double& x : f) {
            const double wavelen = 2 * std::numbers::pi / x;
            if (wavelen < highWavelen) continue;  // fast rotations: local order, kept
            if (wavelen > lowWavelen) {
                x /= s.factor;  // slow rotations: stretched to the longer context
                continue;
            }
            const double smooth = (s.originalMaxPositions / wavelen - s.lowFreqFactor) /
                                  (s.highFreqFactor - s.lowFreqFactor);
            x = (1 - smooth) * x / s.factor + smooth * x;
        }
    }
    return f;
}

Rope::Rope(const LlamaConfig& config) : headDim_(config.headDim), invFreq_(scaledInverseFrequencies(config)) {}

Rope::Angles Rope::angles(int firstPosition, int positions) const {
    const int half = headDim_ / 2;
    Angles a{MatrixF(positions, half), MatrixF(positions, half)};
    // rows in parallel for a prefill: the sines and cosines in double are most of RoPE's work
    forRowBlocks(positions, [&](int first, int count) {
        for (int r = first; r < first + count; ++r)
            for (int i = 0; i < half; ++i) {
                // in double: a position of 100 000 times θ^0 must not lose its fraction
                const double angleHere = angle(firstPosition + r, i);
                a.cosines(r, i) = static_cast<float>(std::cos(angleHere));
                a.sines(r, i) = static_cast<float>(std::sin(angleHere));
            }
    });
    return a;
}

namespace {

// One head's pairs (x_i, x_{i+half}) rotated in place by their angles. 16 pairs at a time as
// fixed-size arrays, which Eigen vectorizes (the plain loop stayed scalar at -O2: a decode
// step's rotations took ~1 µs a layer), then the rest one by one. Which pairs go 16 at a time
// depends on the pair's index only, so a position's rotation has the same bits in a prefill and
// in a decode step.
void rotatePairs(float* x, const float* cosines, const float* sines, int half) {
    constexpr int kChunk = 16;
    using Chunk = Eigen::Array<float, kChunk, 1>;
    int i = 0;
    for (; i + kChunk <= half; i += kChunk) {
        Eigen::Map<Chunk> first(x + i), second(x + half + i);
        const Eigen::Map<const Chunk> c(cosines + i), s(sines + i);
        const Chunk a = first, b = second;
        first = a * c - b * s;
        second = b * c + a * s;
    }
    for (; i < half; ++i) {
        const float a = x[i], b = x[i + half];
        x[i] = a * cosines[i] - b * sines[i];
        x[i + half] = b * cosines[i] + a * sines[i];
    }
}

}  // namespace

void Rope::rotate(Eigen::Ref<MatrixF> rows, int heads, const Angles& angles, int firstAngle) const {
    const int half = headDim_ / 2;
    for (Eigen::Index r = 0; r < rows.rows(); ++r) {
        const float* cosines = &angles.cosines(firstAngle + r, 0);
        const float* sines = &angles.sines(firstAngle + r, 0);
        for (int h = 0; h < heads; ++h)  // a head's hd floats are contiguous
            rotatePairs(&rows(r, static_cast<Eigen::Index>(h) * headDim_), cosines, sines, half);
    }
}

}  // namespace kvscope
