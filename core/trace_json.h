#pragma once
// The timeline as JSON ("kvscope-trace/1", documented in README.md): how people script and
// check the engine, and what exports and UI tests read.

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

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

// The trace written as it is produced, to `out` in chunks (core/io/json_writer.h): memory
// stays at the records plus a chunk, however long the run. The text is exactly what
// traceToJson(…).dump(1) prints, with a final newline; "totals" sum the steps in `timeline`.
void writeTrace(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                const TraceOptions& options, const std::function<void(std::string_view)>& out);

// The trace as a json tree (built from writeTrace's text, the one writer of the format).
nlohmann::json traceToJson(const Timeline& timeline, const Model& model,
                           const TraceOptions& options = {});
nlohmann::json traceToJson(const Timeline& timeline, const ModelInfo& info, const TokenText& text,
                           const TraceOptions& options = {});

// writeTrace into `path` through SafeFileWriter (core/io/safe_file.h): all or nothing, never
// through a symbolic link or over a device. Throws Error naming the path.
void writeTraceFile(const std::string& path, const Timeline& timeline, const Model& model,
                    const TraceOptions& options = {});
void writeTraceFile(const std::string& path, const Timeline& timeline, const ModelInfo& info,
                    const TokenText& text, const TraceOptions& options = {});

// Writes `json` to `path` with writeFileSafely, as dump(1) prints it.
void writeJsonFile(const std::string& path, const nlohmann::json& json);

}  // namespace kvscope
