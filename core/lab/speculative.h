#pragma once
// Speculative decoding (Leviathan et al. 2023; Chen et al. 2023). A small draft model proposes
// k tokens one at a time with its own KV cache; the target model then scores all of them in
// one forward pass over the drafted positions — k query rows at once, like a short prefill,
// which costs it about what one decode step costs, since a step is bound by reading the
// weights. Drafted tokens are accepted from the left with probability min(1, p/q) (p the
// target's probability of the token, q the draft's); the first rejected one is replaced by a
// token drawn from the normalised residual max(0, p − q), and when all k are accepted the
// target's distribution after them gives one more token for free. The rows of rejected
// positions are rolled back in both caches. The tokens come out distributed exactly as the
// target's own sampling would give them; with greedy sampling (p and q one-hot at their
// argmax) this is "accept while the argmax agrees", and the text equals the target's greedy text.

#include <cstdint>
#include <random>
#include <vector>

#include "core/model.h"
#include "core/sampler.h"
#include "core/work_meter.h"

namespace kvscope {

// What one round did.
struct SpeculativeRound {
    int position = 0;                       // the position of the first drafted token
    std::vector<TokenId> drafted;           // (k) the draft's proposals, in order
    std::vector<double> draftProbability;   // (k) q(drafted[i]) under the draft
    std::vector<double> targetProbability;  // (k) p(drafted[i]) under the target
    int accepted = 0;                       // drafted tokens kept, from the left
    TokenId next = 0;                       // the token after them
    bool resampled = false;                 // next replaced a rejected token (else: the bonus token)
    int rolledBackTarget = 0;               // cache rows removed: the target's
    int rolledBackDraft = 0;                //                      the draft's
    // The verification pass in the layer chosen by recordVerification(): per query head, the
    // attention weights of its k + 1 rows (positions position-1 .. position+k-1) over every
    // key they see, (k + 1, position + k), 0 after each row's own position. Empty otherwise.
    std::vector<MatrixF> verification;
    std::int64_t targetMacs = 0, draftMacs = 0;  // multiply-adds of the round's passes
    double targetSeconds = 0, draftSeconds = 0;  // their measured time
    int generated() const { return accepted + 1; }
};

// The distribution a model samples from for `sampling`: softmax of logits / T with top-k and
// top-p applied and renormalised; one-hot at the first argmax for greedy sampling.
Vector samplingDistribution(const Vector& logits, const SamplingParams& sampling);

class SpeculativeDecoder {
public:
    // Throws Error when the models predict different vocabularies, when k is not 1 to 16, or
    // when a model cannot score several positions in one pass (the toy).
    SpeculativeDecoder(ModelPtr target, ModelPtr draft, int k);

    // Prefills both models with `prompt` but its last token (which the first round feeds), so
    // every token generated comes from a round. Throws Error for an empty or over-long prompt.
    void start(const std::vector<TokenId>& prompt, const SamplingParams& sampling);
    // One round: draft, verify, accept, roll back. The round drafts fewer than k tokens when
    // the context has less room. Throws Error before start() or when the context is full.
    SpeculativeRound round();

    // The prompt and every token generated since (the last one not yet fed to either model).
    const std::vector<TokenId>& sequence() const { return sequence_; }
    int k() const { return k_; }
    // Forward passes so far, prefills included: the target's (one per round) and the draft's.
    int targetPasses() const { return targetPasses_; }
    int draftPasses() const { return draftPasses_; }
    // Multiply-adds of those passes (core/work_meter.h's counting; a verification pass also
    // projects its k + 1 rows to logits).
    std::int64_t targetMacs() const { return targetMacs_; }
    std::int64_t draftMacs() const { return draftMacs_; }
    // Rounds record the verification pass's attention weights in `layer` of the target (-1:
    // none, the default). Throws Error for a layer the target does not have.
    void recordVerification(int layer);
    // Positions each cache holds (the newest token is in neither until the next round feeds it).
    int targetCachePositions() const { return target_.cache.positions(); }
    int draftCachePositions() const { return draft_.cache.positions(); }
    const Model& target() const { return *target_.model; }
    const Model& draft() const { return *draft_.model; }

private:
    struct Side {
        ModelPtr model;
        KvCache cache;
        int* passes;
        std::int64_t* macs;
    };
    // Feeds sequence_[from, to) after the cached positions; returns the logits of the last
    // `rows` positions fed, (rows, V). With `attentionLayer` ≥ 0 that layer's weights of those
    // rows go to *weights, one matrix per query head.
    Matrix feed(Side& side, int to, int rows, int attentionLayer = -1, std::vector<MatrixF>* weights = nullptr);
    double uniform();

    int k_;
    Side target_, draft_;
    SamplingParams sampling_;
    std::mt19937_64 rng_;
    std::vector<TokenId> sequence_;
    int targetPasses_ = 0, draftPasses_ = 0;
    std::int64_t targetMacs_ = 0, draftMacs_ = 0;
    int verificationLayer_ = -1;
};

}  // namespace kvscope
