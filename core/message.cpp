#include "core/message.h"

namespace kvscope {

Message Message::verbatim(std::string text) {
    Message m;
    m.pattern_ = std::move(text);
    return m;
}

Message::Message(std::string pattern, std::vector<Message> arguments)
    : pattern_(std::move(pattern)), arguments_(std::move(arguments)), verbatim_(false) {}

std::string Message::english() const {
    if (verbatim_) return pattern_;
    std::string out;
    out.reserve(pattern_.size());
    for (std::size_t i = 0; i < pattern_.size(); ++i) {
        const char c = pattern_[i];
        if (c == '%' && i + 1 < pattern_.size() && pattern_[i + 1] >= '1' && pattern_[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern_[i + 1] - '1');
            if (n < arguments_.size()) {
                out += arguments_[n].english();
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

}  // namespace kvscope
