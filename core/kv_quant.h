#pragma once
// A quantized KV cache (the KV cache lab, issue 24), as KIVI does it (Liu et al., 2024):
// K and V are stored as b-bit integers, asymmetric, with a scale and a minimum per group of
// elements —
//   per-token:   one row (position), its channels in groups of G;
//   per-channel: one channel, over a group of G consecutive positions (so a group is
//                quantized only once all G of its positions are written);
// and the newest R positions stay in full precision. KIVI quantizes keys per-channel (their
// outlier channels would otherwise set every token's scale) and values per-token.
//
// Which rows are quantized is a function of the positions held, n, alone: per-token rows
// i < n − R; per-channel the rows of every complete group g with (g + 1)·G ≤ n − R. So a cache
// cut back to n positions (going back in the timeline) is the very cache it was at n.
//
// A group x with minimum m and maximum M: scale s = (M − m) / (2^b − 1) and m, both rounded to
// f16 as they would be stored; code q = round((x − m) / s) clamped to 0 … 2^b − 1; the model
// reads q·s + m. A constant group (s = 0) stores codes 0 and reads m.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/message.h"
#include "core/types.h"

namespace kvscope {

enum class KvQuantAxis { PerToken, PerChannel };

const char* kvQuantAxisName(KvQuantAxis axis);  // "per-token", "per-channel"
std::optional<KvQuantAxis> parseKvQuantAxis(std::string_view name);  // "token" / "channel" or the names

struct KvQuantization {
    int bits = 0;  // 0: off (the cache as its storage says); 8 or 4
    KvQuantAxis keys = KvQuantAxis::PerChannel;
    KvQuantAxis values = KvQuantAxis::PerToken;
    int group = 32;   // elements per group (channels per-token, positions per-channel)
    int recent = 0;   // the newest positions kept in full precision (KIVI uses 128 on large models)

    bool enabled() const { return bits != 0; }
    bool operator==(const KvQuantization&) const = default;
};

// The sentence a status line, a trace and a report use: "int4 · keys per-channel, values
// per-token · groups of 32 · newest 32 in f32"; "" when off.
std::string describeKvQuantization(const KvQuantization& q);
// What is wrong with a setting (bits not 4 or 8, group < 1 or > 4096, recent < 0), or nothing.
std::optional<Message> kvQuantizationProblem(const KvQuantization& q);

// Rows of n held positions stored as integers along `axis` (see the rule above).
int quantizedRows(const KvQuantization& q, KvQuantAxis axis, int positions);
// The first row whose stored value changes when a cache of `before` positions grows to `after`
// — a group of positions completed, or rows aged past the newest `recent` — or `after` when
// none does (rows before `before` that stay as they were are not counted).
int firstRequantizedRow(const KvQuantization& q, int before, int after);
// Bytes that many rows hold when `quantized` of them are integers along `axis` and the rest
// full-precision elements of `fullBytes` each: packed codes (b bits each, a row's codes rounded
// up to whole bytes) plus 4 bytes (an f16 scale and minimum) per group.
std::int64_t quantizedBytes(const KvQuantization& q, KvQuantAxis axis, int rows, int quantized, int width,
                            int fullBytes);

// One group's parameters, as stored (f16-rounded).
struct QuantGroup {
    float scale = 0;
    float minimum = 0;
};
// Quantizes `exact` as one group: the codes into `codes`, what the model reads into `read`
// (all three the same shape).
QuantGroup quantizeGroup(const Eigen::Ref<const MatrixF>& exact, int bits,
                         Eigen::Ref<Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> codes,
                         Eigen::Ref<MatrixF> read);

}  // namespace kvscope
