#pragma once
// What the title, the status bar and an export's caption add to say the numbers are not the
// exact model's: " · f16 weights · bf16 KV cache", " · int4 KV cache (keys per-channel, groups
// of 32)", " · KV cache window of 8 with 4 heavy hitters", or "" for an exact run. One text for
// all three, so no figure is ever mistaken for the exact model's. (A pooled model says so in
// its name.)

#include <QString>

#include "core/kv_cache.h"

namespace kvscope::ui {

QString labSettingsNote(bool halfWeights, KvPrecision kv, const KvQuantization& quant, const KvEviction& eviction);

}  // namespace kvscope::ui
