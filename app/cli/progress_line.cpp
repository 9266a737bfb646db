#include "app/cli/progress_line.h"

#include "core/load_progress.h"

namespace kvscope::cli {

namespace {
// back to the line's start, and erase to its end (ANSI EL; every terminal emulator has it)
constexpr const char* kRewind = "\r\x1b[K";
}  // namespace

void ProgressLine::show(const std::string& text) {
    if (!enabled_) return;
    terminal_ << kRewind << text << std::flush;
    shown_ = true;
}

void ProgressLine::clear() {
    if (!enabled_ || !shown_) return;
    terminal_ << kRewind << std::flush;
    shown_ = false;
}

ModelPtr openModel(ProgressLine& line, const std::string& model, WeightPrecision precision) {
    line.show("opening " + model + " …");
    constexpr std::int64_t kMiB = 1 << 20;
    std::int64_t shown = -1;  // the line changes when a whole MiB more is read, not every tensor
    const LoadProgressScope listening(
        [&](std::int64_t done, std::int64_t total) {
            if (total < kMiB || done / kMiB == shown) return;
            shown = done / kMiB;
            line.show("opening " + model + " · " + std::to_string(shown) + " of " +
                      std::to_string((total + kMiB - 1) / kMiB) + " MiB");
        },
        {});
    return loadModel(model, precision);
}

}  // namespace kvscope::cli
