#pragma once
// A one-line progress report on a terminal ("prefill of 1,000 tokens · layer 7 of 12"), written
// over itself with a carriage return and cleared before anything else is printed, so the
// output reads as if it had never been there. Nothing at all when disabled — the CLI enables
// it only when standard error is a terminal, so pipes, files and logs never see it.

#include <ostream>
#include <string>

#include "core/model_registry.h"

namespace kvscope::cli {

class ProgressLine {
public:
    ProgressLine(std::ostream& terminal, bool enabled) : terminal_(terminal), enabled_(enabled) {}
    ~ProgressLine() { clear(); }
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // Replaces the line with `text`.
    void show(const std::string& text);
    // Removes the line (before other output, and at the end).
    void clear();

private:
    std::ostream& terminal_;
    bool enabled_;
    bool shown_ = false;
};

// loadModel(), the line saying how much of the weights is read ("opening gpt2 · 120 of 480 MiB").
ModelPtr openModel(ProgressLine& line, const std::string& model, WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope::cli
