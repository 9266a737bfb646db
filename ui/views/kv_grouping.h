#pragma once
// Grouped-query attention as the views tell it: which KV head a query head reads, and how
// much smaller that makes the cache than one KV head per query head would. One wording for the
// heatmap titles, the head selectors, the KV cache table, the work view and the Explain text.

#include <QString>
#include <QtGlobal>

#include "ui/session/step_view.h"

namespace kvscope::ui {

// "Head 5", "Head 5 · KV head 2" with grouped K/V, then " · " + the head's label if it has one.
QString headLabel(const ModelSummary& model, int layer, int head);

// The same in a few characters, for panels too narrow for headLabel: "H5", "H5 · KV2" (the
// head's label left out).
QString headShortLabel(const ModelSummary& model, int head);

// The query heads of KV head `kvHead` in a few characters, for the attention view's head
// selector: "KV3 · H9–12" (the letters of headShortLabel).
QString groupShortLabel(const ModelSummary& model, int kvHead);

// "GQA" (several KV heads, each shared), "MQA" (one KV head for all) or "" (one per query head).
QString groupingName(const ModelSummary& model);

// The query heads KV head `kvHead` serves: "heads 1–4", "head 3" (1-based).
QString queryHeadsOf(const ModelSummary& model, int kvHead);

// K and V per token and, with GQA/MQA, against one KV head per query head:
// "256 B per token — GQA: 8 query heads share 2 KV heads, 4× smaller than one KV head per
// query head (1 KiB)". `bytesPerToken` is what the cache holds per position.
QString kvPerTokenText(const ModelSummary& model, qint64 bytesPerToken);

// The short form for the work view: "GQA: 4× smaller cache — 256 B per token, 1 KiB with one
// KV head per query head"; "" without grouping.
QString kvSavingText(const ModelSummary& model, qint64 bytesPerToken);

// The bytes per position a step's cache holds (from its work with the cache on), 0 for none.
qint64 kvBytesPerToken(const StepRecord& record);

}  // namespace kvscope::ui
