#include "app/cli/step_printer.h"

#include <algorithm>
#include <iomanip>
#include <map>
#include <sstream>

#include "core/format.h"

namespace kvscope::cli {

namespace {

std::string headLabel(const Model& model, int layer, int head) {
    const ModelInfo& info = model.info();
    std::string label = "head " + std::to_string(head + 1);
    if (info.layers > 1) label = "L" + std::to_string(layer) + " " + label;
    const size_t index = static_cast<size_t>(layer * info.heads + head);
    if (index < info.headNames.size() && !info.headNames[index].empty())
        label += " (" + info.headNames[index] + ")";
    return label;
}

std::string vectorText(const Matrix& m, Eigen::Index row) {
    std::string s = "[";
    const Eigen::Index shown = std::min<Eigen::Index>(m.cols(), 8);
    for (Eigen::Index c = 0; c < shown; ++c) {
        if (c > 0) s += ", ";
        s += formatNumber(m(row, c));
    }
    if (m.cols() > shown) s += ", … (" + std::to_string(m.cols()) + " values)";
    return s + "]";
}

std::string cell(const HeadTrace& t, Eigen::Index row) {
    if (!t.hasOutput[static_cast<size_t>(row)]) return kNoValue;
    return t.outputs.cols() == 1 ? formatNumber(t.outputs(row, 0)) : vectorText(t.outputs, row);
}

// Pads to `width` display columns; counts UTF-8 code points, not bytes ("—" is one column).
std::string pad(const std::string& s, size_t width) {
    size_t columns = 0;
    for (unsigned char c : s) columns += (c & 0xC0) != 0x80;
    return columns >= width ? s + " " : s + std::string(width - columns, ' ');
}

void printWork(std::ostream& out, const StepRecord& s) {
    const WorkCounts& on = s.workFor(CacheMode::On);
    const WorkCounts& off = s.workFor(CacheMode::Off);
    out << "  work          cache on: K/V computed " << formatCount(on.kvVectors) << ", multiply-adds "
        << formatCount(on.macs()) << ", KV read " << formatBytes(on.kvBytesRead) << ", written "
        << formatBytes(on.kvBytesWritten) << ", held " << formatBytes(on.kvBytesHeld) << "\n"
        << "               cache off: K/V computed " << formatCount(off.kvVectors)
        << ", multiply-adds " << formatCount(off.macs()) << ", KV read "
        << formatBytes(off.kvBytesRead) << ", written " << formatBytes(off.kvBytesWritten)
        << "\n"
        << "  time          " << formatNumber(s.wallSeconds * 1e3, 3) << " ms (cache "
        << cacheModeName(s.cacheMode) << ")\n";
}

}  // namespace

void printStep(std::ostream& out, const StepRecord& s, const Model& model) {
    const Tokenizer& tok = model.tokenizer();
    const int n = s.positions();
    out << "── step " << s.index << " · " << phaseName(s.phase);
    if (s.phase == Phase::Prefill)
        out << " · positions 1–" << n << " in one parallel pass";
    else
        out << " · position " << n << " '" << tok.displayText(s.tokens.back()) << "'";
    out << " · cache " << cacheModeName(s.cacheMode) << " ──\n";

    std::vector<std::string> words;
    for (TokenId id : s.tokens) words.push_back(tok.displayText(id));
    const std::string seq = join(words, " ");
    out << "  sequence      " << seq << "\n";

    for (size_t l = 0; l < s.layers.size(); ++l) {
        const LayerTrace& layer = s.layers[l];
        if (layer.detail != AttentionDetail::Full) {
            out << "  layer " << l << "       recorded: " << attentionDetailName(layer.detail)
                << " (recording budget)\n";
            continue;
        }
        size_t width = 8;
        for (size_t h = 0; h < layer.heads.size(); ++h)
            width = std::max(width, headLabel(model, static_cast<int>(l), static_cast<int>(h)).size() + 2);
        out << "  head outputs" << (s.layers.size() > 1 ? " (layer " + std::to_string(l) + ")" : "")
            << "\n    " << pad("pos token", 18);
        for (size_t h = 0; h < layer.heads.size(); ++h)
            out << pad(headLabel(model, static_cast<int>(l), static_cast<int>(h)), width);
        out << "combined\n";
        for (int r = 0; r < s.rowCount; ++r) {
            const int pos = s.firstRow + r;
            std::ostringstream left;
            left << std::setw(3) << pos + 1 << " " << tok.displayText(s.tokens[static_cast<size_t>(pos)]);
            out << "    " << pad(left.str(), 18);
            for (const HeadTrace& t : layer.heads) out << pad(cell(t, r), width);
            out << (layer.hasCombined[static_cast<size_t>(r)]
                        ? (layer.combined.cols() == 1 ? formatNumber(layer.combined(r, 0))
                                                      : vectorText(layer.combined, r))
                        : kNoValue)
                << "\n";
        }
        if (s.phase == Phase::Decode) {
            out << "  new attention row over " << n << " keys (weights)\n";
            for (size_t h = 0; h < layer.heads.size(); ++h)
                out << "    " << pad(headLabel(model, static_cast<int>(l), static_cast<int>(h)), 26)
                    << vectorText(layer.heads[h].weights, 0) << "\n";
        }
    }

    if (s.context.rows() > 0)
        out << "  context       " << vectorText(s.context, s.context.rows() - 1) << " (position " << n << ")\n";
    out << "  logits        ";
    for (size_t i = 0; i < s.candidates.size(); ++i) {
        const auto k = static_cast<Eigen::Index>(i);
        out << (i ? ", " : "") << tok.displayText(s.candidates[i]) << " " << formatNumber(s.logits[k])
            << " (p " << formatNumber(s.probabilities[k], 3) << ")";
    }
    out << "\n  chosen        " << tok.displayText(s.chosen) << " ("
        << (s.forced ? "forced by the user" : s.sampling.describe()) << ")\n";
    if (s.exactComparison)  // a KV cache lab setting against the exact cache on the same tokens
        out << "  vs exact      KL " << formatNumber(s.exactComparison->kl, 3) << " nats; the exact cache's top: "
            << tok.displayText(s.exactComparison->exactTop) << " (p "
            << formatNumber(s.exactComparison->exactTopProbability, 3) << ")\n";
    if (s.kvEvictionLog) {  // heavy hitters: each layer and head evicted its own keys
        const ModelInfo& info = model.info();
        std::map<int, int> keptBy;  // older position → layer-heads that still hold it
        int slots = 0;
        for (int layer = 0; layer < info.layers; ++layer)
            for (int head = 0; head < info.kvHeads; ++head, ++slots)
                for (int k = 0; k <= n - 1 - s.kvEviction.recent(); ++k)
                    if (!s.keyEvicted(layer, head, n - 1, k)) ++keptBy[k];
        if (n > s.kvEviction.window) {
            std::vector<std::pair<int, int>> most(keptBy.begin(), keptBy.end());
            std::stable_sort(most.begin(), most.end(), [](auto a, auto b) { return a.second > b.second; });
            out << "  heavy hitters each layer-head keeps " << s.kvEviction.heavy << " older positions (the newest query saw "
                << s.kvEviction.visible(n - 1) << " of " << n << "); kept most:";
            for (size_t i = 0; i < std::min<size_t>(most.size(), 5); ++i)
                out << (i ? "," : "") << " " << most[i].first + 1 << " (" << most[i].second << "/" << slots << ")";
            out << "\n";
        }
    } else if (s.kvEviction.enabled()) {
        const int from = s.kvEviction.sinks, to = std::max(from, s.kvEviction.firstRecent(n - 1));
        if (to > from)
            out << "  evicted       positions " << from + 1 << "–" << to << " (the newest query saw "
                << s.kvEviction.visible(n - 1) << " of " << n << ")\n";
    }

    const int kvRows = n - s.kvFirstPosition;
    out << "  KV cache      " << (s.kvRecomputed ? "recomputed" : "appended") << " " << kvRows
        << (kvRows == 1 ? " position (" : " positions (") << s.kvFirstPosition + 1
        << (kvRows == 1 ? std::string() : "–" + std::to_string(n)) << ") × " << model.info().layers * model.info().kvHeads
        << " layer-heads; holds " << formatBytes(s.work.kvBytesHeld) << "\n";
    printWork(out, s);
    out << "  record        " << formatBytes(s.recordBytes) << (s.allLogits.size() == 0 ? " (top-k logits only)" : "")
        << "\n";
    out << "\n";
}

void printTotals(std::ostream& out, const Timeline& timeline) {
    if (timeline.empty()) return;
    const int last = timeline.size() - 1;
    const WorkCounts on = timeline.cumulativeWork(last, CacheMode::On);
    const WorkCounts off = timeline.cumulativeWork(last, CacheMode::Off);
    out << "── totals over " << timeline.size() << " steps ──\n"
        << "  K/V computed  cache on " << formatCount(on.kvVectors) << ", cache off "
        << formatCount(off.kvVectors) << "\n"
        << "  multiply-adds cache on " << formatCount(on.macs()) << ", cache off "
        << formatCount(off.macs());
    if (on.macs() > 0) out << " (" << formatNumber(static_cast<double>(off.macs()) / static_cast<double>(on.macs()), 3) << "×)";
    out << "\n";
}

}  // namespace kvscope::cli
