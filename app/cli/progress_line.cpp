#include "app/cli/progress_line.h"

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

}  // namespace kvscope::cli
