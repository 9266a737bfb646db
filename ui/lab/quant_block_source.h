#pragma once
// The core side of Lab › Quantized weights: opens a GGUF file (memory-mapped, its header and
// tensor table only — milliseconds) and takes blocks apart into display data. Never throws:
// a file it cannot read becomes QuantFileView::problem, a block out of range an error text.

#include <QString>
#include <memory>
#include <optional>

#include "ui/lab/quant_block_views.h"

namespace kvscope {
class GgufFile;
}

namespace kvscope::ui {

class QuantBlockSource {
public:
    QuantBlockSource();
    ~QuantBlockSource();

    QuantFileView open(const QString& path);
    // One block of a tensor of the open file; nullopt with `error` set when there is none.
    std::optional<QuantBlockView> block(const QString& tensor, qint64 row, qint64 block, QString* error) const;

private:
    std::unique_ptr<GgufFile> file_;
};

}  // namespace kvscope::ui
