#pragma once
// `kvscope-cli run --draft MODEL`: speculative decoding — every round the draft's proposals,
// how many the target accepted, the token it resampled or added, the rows rolled back — with
// the totals (acceptance rate, target passes per token) and, optionally, the rounds as JSON.

#include <ostream>

#include "app/cli/run_command.h"

namespace kvscope::cli {

// Returns the process exit code; errors go to `err` as one clear line.
int speculativeRun(const RunOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
