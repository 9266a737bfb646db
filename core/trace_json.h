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

nlohmann::json workToJson(const WorkCounts& work);
nlohmann::json stepToJson(const StepRecord& step, const Model& model);
nlohmann::json stepToJson(const StepRecord& step, const TokenText& text);
nlohmann::json traceToJson(const Timeline& timeline, const Model& model);
// "totals" sum the work of the steps in `timeline`, whichever they are.
nlohmann::json traceToJson(const Timeline& timeline, const ModelInfo& info, const TokenText& text);

// Writes `json` to `path` through a temporary file and a rename, so a failed write leaves any
// existing file untouched. Throws Error naming the path.
void writeJsonFile(const std::string& path, const nlohmann::json& json);

}  // namespace kvscope
