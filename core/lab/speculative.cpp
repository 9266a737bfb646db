#include "core/lab/speculative.h"

#include <algorithm>
#include <chrono>

namespace kvscope {

Vector samplingDistribution(const Vector& logits, const SamplingParams& sampling) {
    sampling.validate();
    if (sampling.greedy()) {
        Eigen::Index best = 0;
        logits.maxCoeff(&best);  // the first maximum, as sampleIndex picks it
        Vector p = Vector::Zero(logits.size());
        p[best] = 1;
        return p;
    }
    const Vector p = softmaxWithTemperature(logits, sampling.temperature);
    Vector kept = Vector::Zero(p.size());
    for (int i : keptTokens(p, sampling)) kept[i] = p[i];
    return kept / kept.sum();
}

namespace {

// A token drawn from distribution `p` (summing to 1, or to `total`) by the uniform draw u.
TokenId draw(const Vector& p, double u, double total = 1.0) {
    const double target = u * total;
    double acc = 0;
    Eigen::Index last = 0;
    for (Eigen::Index i = 0; i < p.size(); ++i) {
        if (p[i] <= 0) continue;
        acc += p[i];
        last = i;
        if (target < acc) return static_cast<TokenId>(i);
    }
    return static_cast<TokenId>(last);  // rounding left u·total at the very top
}

}  // namespace

SpeculativeDecoder::SpeculativeDecoder(ModelPtr target, ModelPtr draft, int k)
    : k_(k),
      target_{target, KvCache(target->kvShape()), &targetPasses_, &targetMacs_},
      draft_{draft, KvCache(draft->kvShape()), &draftPasses_, &draftMacs_} {
    if (k < 1 || k > 16) throw Error(msg("the draft proposes 1 to 16 tokens a round, not %1", k));
    if (target->outputTokens() != draft->outputTokens())
        throw Error(msg("the draft model '%1' predicts other tokens than '%2' (%3 against %4): speculative decoding "
                        "needs one vocabulary",
                        draft->info().name, target->info().name, draft->outputTokens().size(),
                        target->outputTokens().size()));
}

double SpeculativeDecoder::uniform() { return static_cast<double>(rng_() >> 11) * 0x1.0p-53; }

void SpeculativeDecoder::recordVerification(int layer) {
    if (layer < -1 || layer >= target_.model->info().layers)
        throw Error(msg("the target '%1' has no layer %2", target_.model->info().name, layer + 1));
    verificationLayer_ = layer;
}

Matrix SpeculativeDecoder::feed(Side& side, int to, int rows, int attentionLayer, std::vector<MatrixF>* weights) {
    const int from = side.cache.positions();
    RecordPlan plan = RecordPlan::nothing(side.model->info().layers);
    plan.logitRows = rows;
    if (attentionLayer >= 0) plan.layers[static_cast<size_t>(attentionLayer)] = AttentionDetail::Weights;
    const std::span<const TokenId> tokens(sequence_.data(), static_cast<size_t>(to));
    ForwardResult out = side.model->forward(tokens, from, to - rows, side.cache, plan, StopCheck());
    ++*side.passes;
    // counted as a prefill of the new rows after `from` cached positions, plus the logits of
    // every scored row (a step counts the last one only)
    const CostModel cost = side.model->cost();
    *side.macs += stepWork(cost, Phase::Prefill, from, to - from, CacheMode::On).macs() +
                  (rows - 1) * cost.logitsMacs;
    if (weights) {
        weights->clear();
        for (HeadTrace& h : out.layers[static_cast<size_t>(attentionLayer)].heads)
            weights->push_back(std::move(h.weightsF));
    }
    if (rows == 1) {
        Matrix last(1, out.logits.size());
        last.row(0) = out.logits.transpose();
        return last;
    }
    if (out.rowLogits.rows() != rows)
        throw Error(msg("'%1' cannot score several positions in one pass", side.model->info().name));
    return std::move(out.rowLogits);
}

void SpeculativeDecoder::start(const std::vector<TokenId>& prompt, const SamplingParams& sampling) {
    sampling.validate();
    if (prompt.empty()) throw Error(msg("the prompt is empty"));
    sampling_ = sampling;
    rng_.seed(sampling.seed);
    sequence_ = prompt;
    targetPasses_ = draftPasses_ = 0;
    targetMacs_ = draftMacs_ = 0;
    target_.cache.clear();
    draft_.cache.clear();
    // Both caches take the prompt but its last token, which the first round feeds with the
    // drafted ones: every generated token comes from a round.
    const int n = static_cast<int>(prompt.size());
    if (n > 1) {
        feed(target_, n - 1, 1);
        feed(draft_, n - 1, 1);
    }
}

SpeculativeRound SpeculativeDecoder::round() {
    if (sequence_.empty()) throw Error(msg("speculative decoding has not started: no prompt"));
    const int n = static_cast<int>(sequence_.size());  // the last token is chosen, not yet fed
    const int room = std::min(target_.model->info().maxPositions, draft_.model->info().maxPositions) - n;
    if (room < 1)
        throw Error(msg("the context is full (%1 positions): no room to draft", n));
    const int k = std::min(k_, room);

    SpeculativeRound r;
    r.position = n;
    // 1. draft: feed what the draft has not seen (the last token, and the one before it when
    //    the previous round accepted everything), then one token at a time, k in all
    using Clock = std::chrono::steady_clock;
    const auto seconds = [](Clock::time_point from) {
        return std::chrono::duration<double>(Clock::now() - from).count();
    };
    const std::int64_t targetMacsBefore = targetMacs_, draftMacsBefore = draftMacs_;
    const Clock::time_point drafting = Clock::now();
    std::vector<Vector> q;
    for (int i = 0; i < k; ++i) {
        q.push_back(samplingDistribution(feed(draft_, static_cast<int>(sequence_.size()), 1).row(0).transpose(),
                                         sampling_));
        const TokenId d = draw(q.back(), uniform());
        r.drafted.push_back(d);
        r.draftProbability.push_back(q.back()[d]);
        sequence_.push_back(d);
    }
    // 2. verify: one target pass over the last chosen token and the k drafted ones (k + 1
    //    rows); row i holds the target's distribution for drafted[i], row k the one after them
    r.draftSeconds = seconds(drafting);
    const Clock::time_point verifying = Clock::now();
    const Matrix rows = verificationLayer_ >= 0 ? feed(target_, n + k, k + 1, verificationLayer_, &r.verification)
                                                : feed(target_, n + k, k + 1);
    r.targetSeconds = seconds(verifying);
    r.targetMacs = targetMacs_ - targetMacsBefore;
    r.draftMacs = draftMacs_ - draftMacsBefore;
    std::vector<Vector> p;
    for (int i = 0; i <= k; ++i) p.push_back(samplingDistribution(rows.row(i).transpose(), sampling_));
    for (int i = 0; i < k; ++i) r.targetProbability.push_back(p[static_cast<size_t>(i)][r.drafted[static_cast<size_t>(i)]]);

    // 3. accept from the left with probability min(1, p/q); the first rejection is replaced by
    //    a draw from max(0, p − q), normalised; all accepted: the bonus token from p[k]
    sequence_.resize(static_cast<size_t>(n));
    while (r.accepted < k) {
        const auto i = static_cast<size_t>(r.accepted);
        const double ratio = r.targetProbability[i] / r.draftProbability[i];  // q > 0: the draft drew it
        if (uniform() < std::min(1.0, ratio)) {
            sequence_.push_back(r.drafted[i]);
            ++r.accepted;
            continue;
        }
        const Vector residual = (p[i] - q[i]).cwiseMax(0.0);
        const double mass = residual.sum();
        // mass is 0 only when p equals q, where nothing is ever rejected; rounding aside
        r.next = mass > 0 ? draw(residual, uniform(), mass) : draw(p[i], uniform());
        r.resampled = true;
        break;
    }
    if (!r.resampled) r.next = draw(p[static_cast<size_t>(k)], uniform());
    sequence_.push_back(r.next);

    // 4. roll back: each cache keeps the positions before the new last token (which is fed
    //    next round); the draft never fed its last drafted token, so it may hold one fewer
    const int keep = n + r.accepted;
    r.rolledBackTarget = target_.cache.positions() - keep;
    target_.cache.truncate(keep);
    r.rolledBackDraft = std::max(0, draft_.cache.positions() - keep);
    draft_.cache.truncate(std::min(keep, draft_.cache.positions()));
    return r;
}

}  // namespace kvscope
