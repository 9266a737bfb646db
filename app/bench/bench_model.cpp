#include "app/bench/bench_model.h"

#include <tbb/parallel_for.h>

#include <random>

namespace kvscope::bench {

Gpt2Config gpt2SmallConfig() {
    Gpt2Config c;
    c.nLayer = 12;
    c.nHead = 12;
    c.nEmbd = 768;
    c.nPositions = 1024;
    c.vocabSize = 50257;
    return c;
}

Gpt2Config quickConfig() {
    Gpt2Config c;
    c.nLayer = 2;
    c.nHead = 4;
    c.nEmbd = 128;
    c.nPositions = 128;
    c.vocabSize = 1000;
    return c;
}

namespace {

// Rows are filled in parallel, each from its own seeded engine, so building GPT-2 small's
// 124M values takes well under a second and gives the same model on every run.
MatrixF randomMatrix(Eigen::Index rows, Eigen::Index cols, unsigned seed) {
    MatrixF m(rows, cols);
    const float a = 0.02f * std::sqrt(3.0f);  // uniform on [-a, a] has standard deviation 0.02
    tbb::parallel_for(Eigen::Index{0}, rows, [&](Eigen::Index r) {
        std::minstd_rand rng(seed * 1000003u + static_cast<unsigned>(r));
        std::uniform_real_distribution<float> u(-a, a);
        for (Eigen::Index c = 0; c < cols; ++c) m(r, c) = u(rng);
    });
    return m;
}

RowVectorF ones(Eigen::Index n) { return RowVectorF::Ones(n); }

// The 256 byte tokens and no merges: the benchmark feeds ids, not text.
BpeTokenizer byteTokenizer() {
    BpeVocabulary vocab;
    for (int b = 0; b < 256; ++b) vocab.tokens.emplace_back(1, static_cast<char>(b));
    return BpeTokenizer(std::move(vocab));
}
RowVectorF zeros(Eigen::Index n) { return RowVectorF::Zero(n); }

}  // namespace

std::shared_ptr<const Gpt2Model> randomGpt2(const Gpt2Config& c, unsigned seed, WeightPrecision precision) {
    const Eigen::Index d = c.nEmbd;
    unsigned next = seed;
    Gpt2Weights w;
    w.config = c;
    w.wte = WeightMatrix::fromTransposed(randomMatrix(c.vocabSize, d, next++), precision);
    w.wpe = randomMatrix(c.nPositions, d, next++);
    w.blocks.resize(static_cast<size_t>(c.nLayer));
    for (Gpt2Block& b : w.blocks) {
        b.ln1Weight = ones(d);
        b.ln1Bias = zeros(d);
        b.attnWeight = WeightMatrix::fromRows(randomMatrix(d, 3 * d, next++), precision);
        b.attnBias = zeros(3 * d);
        b.attnProjWeight = WeightMatrix::fromRows(randomMatrix(d, d, next++), precision);
        b.attnProjBias = zeros(d);
        b.ln2Weight = ones(d);
        b.ln2Bias = zeros(d);
        b.fcWeight = WeightMatrix::fromRows(randomMatrix(d, 4 * d, next++), precision);
        b.fcBias = zeros(4 * d);
        b.mlpProjWeight = WeightMatrix::fromRows(randomMatrix(4 * d, d, next++), precision);
        b.mlpProjBias = zeros(d);
    }
    w.lnfWeight = ones(d);
    w.lnfBias = zeros(d);

    return std::make_shared<const Gpt2Model>(std::move(w), byteTokenizer(), "gpt2-small-random");
}

LlamaConfig smolLm2Config() {
    LlamaConfig c;
    c.modelType = "llama";
    c.layers = 30;
    c.heads = 9;
    c.kvHeads = 3;
    c.hidden = 576;
    c.headDim = 64;
    c.intermediate = 1536;
    c.maxPositions = 8192;
    c.vocabSize = 49152;
    c.rmsNormEps = 1e-5;
    c.ropeTheta = 100000;
    c.tiedEmbeddings = true;
    return c;
}

LlamaConfig llama1bConfig() {
    LlamaConfig c;
    c.modelType = "llama";
    c.layers = 16;
    c.heads = 32;
    c.kvHeads = 8;
    c.hidden = 2048;
    c.headDim = 64;
    c.intermediate = 8192;
    c.maxPositions = 131072;
    c.vocabSize = 128256;
    c.rmsNormEps = 1e-5;
    c.ropeTheta = 500000;
    c.ropeScaling = {RopeScaling::Kind::Llama3, 32.0, 1.0, 4.0, 8192, {}};
    c.tiedEmbeddings = true;
    return c;
}

LlamaConfig quickLlamaConfig() {
    LlamaConfig c = smolLm2Config();
    c.layers = 2;
    c.hidden = 192;
    c.intermediate = 512;
    c.vocabSize = 1000;
    c.maxPositions = 256;
    return c;
}

std::shared_ptr<const LlamaModel> randomLlama(const LlamaConfig& c, unsigned seed, WeightPrecision precision) {
    const Eigen::Index d = c.hidden, hd = c.headDim, I = c.intermediate;
    const Eigen::Index qkv = (static_cast<Eigen::Index>(c.heads) + 2 * c.kvHeads) * hd;
    unsigned next = seed;
    LlamaWeights w;
    w.config = c;
    w.tied = true;
    // Hugging Face's (out, in) layout, kept as the loader keeps it
    w.embed = WeightMatrix::fromTransposed(randomMatrix(c.vocabSize, d, next++), precision);
    w.blocks.resize(static_cast<size_t>(c.layers));
    for (LlamaBlock& b : w.blocks) {
        b.inputNorm = ones(d);
        b.qkv = WeightMatrix::fromTransposed(randomMatrix(qkv, d, next++), precision);
        b.output = WeightMatrix::fromTransposed(randomMatrix(d, c.heads * hd, next++), precision);
        b.postAttentionNorm = ones(d);
        b.gateUp = WeightMatrix::fromTransposed(randomMatrix(2 * I, d, next++), precision);
        b.down = WeightMatrix::fromTransposed(randomMatrix(d, I, next++), precision);
    }
    w.norm = ones(d);

    return std::make_shared<const LlamaModel>(std::move(w), std::make_shared<const BpeTokenizer>(byteTokenizer()),
                                              "llama-random");
}

std::int64_t weightBytesPerDecodeToken(const LlamaWeights& w) {
    if (w.tied) return weightBytes(w);
    return weightBytes(w) - w.embed.bytes() + w.config.hidden * static_cast<std::int64_t>(sizeof(float));
}

std::int64_t weightBytesPerDecodeToken(const Gpt2Weights& w) {
    // Everything but the position embeddings of the other positions.
    const Gpt2Config& c = w.config;
    return weightBytes(w) - static_cast<std::int64_t>(c.nPositions - 1) * c.nEmbd * static_cast<std::int64_t>(sizeof(float));
}

std::vector<std::span<const std::byte>> decodeStreams(const Gpt2Weights& w) {
    std::vector<std::span<const std::byte>> streams;
    for (const Gpt2Block& b : w.blocks)
        for (const WeightMatrix* m : {&b.attnWeight, &b.attnProjWeight, &b.fcWeight, &b.mlpProjWeight})
            for (auto part : m->storage()) streams.push_back(part);
    for (auto part : w.wte.storage()) streams.push_back(part);
    return streams;
}

std::vector<const WeightMatrix*> decodeProducts(const LlamaWeights& w) {
    std::vector<const WeightMatrix*> products;
    for (const LlamaBlock& b : w.blocks)
        for (const WeightMatrix* m : {&b.qkv, &b.output, &b.gateUp, &b.down}) products.push_back(m);
    products.push_back(&w.outputProjection());
    return products;
}

std::vector<std::span<const std::byte>> decodeStreams(const LlamaWeights& w) {
    std::vector<std::span<const std::byte>> streams;
    for (const WeightMatrix* m : decodeProducts(w))
        for (auto part : m->storage()) streams.push_back(part);
    return streams;
}

}  // namespace kvscope::bench
