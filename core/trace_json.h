#pragma once
// The timeline as JSON ("kvscope-trace/1", documented in README.md): how people script and
// check the engine, and what exports and UI tests read.

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "core/model.h"
#include "core/timeline.h"

namespace kvscope {

inline constexpr const char* kTraceSchema = "kvscope-trace/1";

// The display text of a token. The desktop app's exports pass the texts its step views already
// hold, since the model itself lives on the engine's thread.
using TokenText = std::function<std::string(TokenId)>;

struct TraceOptions {
    // Every step's logits over the whole vocabulary ("logits": V numbers, null where the
    // recording budget dropped them); otherwise only the top-k candidates.
    bool allLogits = false;
};

nlohmann::json workToJson(const WorkCounts& work);
nlohmann::json stepToJson(const StepRecord& step, const Model& model, const TraceOptions& options = {});
nlohmann::json stepToJson(const StepRecord& step, const TokenText& text, const TraceOptions& options = {});
nlohmann::json traceToJson(const Timeline& timeline, const Model& model, const TraceOptions& options = {});
// "totals" sum the work of the steps in `timeline`, whichever they are.
nlohmann::json traceToJson(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                           const TraceOptions& options = {});

// Writes `json` to `path` with writeFileSafely (core/io/safe_file.h): all or nothing, never
// through a symbolic link or over a device. Throws Error naming the path.
void writeJsonFile(const std::string& path, const nlohmann::json& json);

}  // namespace kvscope
