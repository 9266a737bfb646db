#pragma once
// The price of each KV cache setting, measured (the KV cache lab, issue 24 item 6): a text is
// read token by token with the cache on — each position computed once, from the K/V rows the
// cache holds as that setting stores them — and every next-token distribution is compared with
// the exact f32 cache's at the same position:
//   perplexity        exp(mean −log p(next token of the text)), the setting's own;
//   top-1 agreement   the share of positions whose most likely token is the exact cache's;
//   KL                KL(exact ‖ setting) of the next-token distributions, mean and largest, nats;
//   KV bytes          what the cache holds at the end of a full window, per sequence.
// Texts longer than the model's context are read in windows of its length, each starting with
// `<|endoftext|>` when the vocabulary has it (how GPT-2-family models see a new text).

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/kv_cache.h"
#include "core/model.h"
#include "core/stop_check.h"

namespace kvscope {

struct KvLabSetting {
    std::string name;  // "int4 · keys per-channel, values per-token · groups of 32"
    KvFormat format;
    int kvHeads = 0;   // > 0: the model's K/V heads mean-pooled into this many (poolKvHeads)
};

struct KvLabResult {
    KvLabSetting setting;
    double perplexity = 0;
    double top1Agreement = 0;   // 0 … 1
    double meanKl = 0, maxKl = 0;
    std::int64_t kvBytes = 0;   // held after a full window
    int kvHeads = 0;            // per layer, as read (pooled or the model's own)
};

struct KvLabReport {
    std::string model;
    int tokens = 0;        // of the text, read
    int scored = 0;        // positions whose next token was scored
    int windows = 0;
    int windowLength = 0;  // positions of a full window
    std::vector<KvLabResult> results;  // the exact cache first, then the settings in order
};

// The exact cache, f16, bf16, and int8/int4 with keys per-channel or per-token (values
// per-token), in groups of `group` with the newest `recent` positions in f32.
std::vector<KvLabSetting> standardKvLabSettings(int group, int recent);

// A cache bounded to `window` positions (core/kv_eviction.h): the plain window, the window
// keeping the first `sinks` positions (StreamingLLM), and the window keeping `heavy` heavy
// hitters (H2O), f32; none for window 0, no sinks or heavy hitters for 0. Heavy hitters only
// for a model with one query head per KV head (`dims`; see withFormat).
std::vector<KvLabSetting> boundedKvLabSettings(int window, int sinks, int heavy, const ModelDims& dims);

// GQA/MQA without retraining: `model` with its K/V heads mean-pooled into `kvHeads` per layer
// (Gpt2Model::withPooledKvHeads). Throws Error for a model that is not GPT-2-family or a count
// that does not divide its heads.
ModelPtr poolKvHeads(const ModelPtr& model, int kvHeads);
// The pooled settings worth measuring for `model`: half its KV heads, the next count below that
// dividing its heads, and one (8: 4, 2, 1; 12: 6, 4, 1), f32 caches; none for a model
// poolKvHeads cannot pool.
std::vector<KvLabSetting> pooledKvLabSettings(const Model& model);
// Whether poolKvHeads can pool `model`: a GPT-2-family model whose heads are not shared yet.
bool canPoolKvHeads(const Model& model);

// Throws Error when the lab cannot measure `model` (the toy, whose cache keeps exact numbers).
void checkKvLabModel(const Model& model);

// Measures `settings` on `text` (its first `maxTokens` tokens; 0: all). `progress(done, total)`
// after each setting; `stop` between positions (throws Cancelled). Throws Error for a model
// whose cache cannot take a setting (the toy), a text of fewer than two tokens.
KvLabReport measureKvSettings(const ModelPtr& model, const std::vector<TokenId>& text,
                              const std::vector<KvLabSetting>& settings, int maxTokens = 0,
                              const StopCheck& stop = {},
                              const std::function<void(int done, int total)>& progress = {});

}  // namespace kvscope
