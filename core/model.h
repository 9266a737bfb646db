#pragma once
// What every model offers the engine: its shape, tokenizer, cost formulas and a forward pass
// that fills a KV cache and records what it computed.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/kv_cache.h"
#include "core/message.h"
#include "core/model_dims.h"
#include "core/recording_policy.h"
#include "core/stop_check.h"
#include "core/step_record.h"
#include "core/tokenizer.h"
#include "core/work_meter.h"

namespace kvscope {

// The one descriptor of a model: its dimensions (ModelDims) and what a user reads about it.
struct ModelInfo : ModelDims {
    std::string name;         // short id, e.g. "weather"
    Message title;            // what a user reads, e.g. "Today's weather is so …" (translated in the app)
    std::string family;       // "toy-rules", later "gpt2", ...
    std::vector<std::string> headNames;  // (L·H) optional labels, e.g. "first token"
    std::vector<std::string> examplePrompts;  // ready prompts for a class, may be empty
    // Text every prompt starts with: the beginning-of-text marker a model was trained with
    // ("<|endoftext|>" for GPT-2 vocabularies), "" when none. Example prompts go without it.
    std::string promptPrefix;
    // How the weights are held: "f32" or "f16" for real models; "" for the toy (exact doubles).
    std::string weightPrecision;
    // Weights and biases of a real model (tied embeddings counted once); 0 for the toy.
    std::int64_t parameterCount = 0;
    // Rotary position embedding (Llama family): the angle in radians that pair i of a head's
    // dimensions (i and i + dk/2) turns per position, after any scaling (dk/2 values); empty
    // when positions are learned vectors (GPT-2) or absent (the toy).
    std::vector<double> ropeInverseFrequencies;
    double ropeTheta = 0;      // the base θ of those frequencies (0 without RoPE)
    std::string ropeScaling;   // "" or how they were stretched, e.g. "llama3 ×32"
};

// What a forward pass computed for rows [firstRow, n), as much as the RecordPlan keeps.
struct ForwardResult {
    std::vector<LayerTrace> layers;  // (L) rows [recordFrom, n) of each head
    Matrix context;                  // (rows recorded, H·dv) last layer's head outputs; 0 rows
                                     //                      when the plan drops the context
    Vector logits;                   // (V) logits of the last position over outputTokens()
    Matrix rowLogits;                // (plan.logitRows, V) logits of the last positions when the
                                     //                    plan asks for more than one; else empty
};

class Model {
public:
    virtual ~Model() = default;

    virtual const ModelInfo& info() const = 0;
    virtual const Tokenizer& tokenizer() const = 0;
    virtual CostModel cost() const = 0;
    virtual KvShape kvShape() const = 0;
    // The token each logit stands for (the toy predicts from a small output vocabulary).
    virtual const std::vector<TokenId>& outputTokens() const = 0;
    // A ready example prompt for this model.
    virtual std::vector<TokenId> defaultPrompt() const = 0;

    // Computes query rows [firstRow, n) of every layer, where n = tokens.size(). `cache` holds
    // K/V of positions [0, firstRow) and receives those of [firstRow, n). Records rows
    // [recordFrom, n) (recordFrom ≥ firstRow) of each layer at plan.layers[l]'s detail, and
    // the K/V rows of positions [firstRow, n) of its Full layers ([recordFrom, n) when
    // plan.kvRecomputedRows is false). Work the plan does not keep is skipped, but what the
    // model computes never depends on the plan: the same call with another plan gives the same
    // numbers bit for bit. `stop` is asked between layers (Cancelled; the cache may then hold
    // some layers' rows for the new positions: the caller truncates it).
    virtual ForwardResult forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                  KvCache& cache, const RecordPlan& plan, const StopCheck& stop) const = 0;
};

using ModelPtr = std::shared_ptr<const Model>;

}  // namespace kvscope
