#include "app/cli/pages_command.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/cli/command_errors.h"
#include "core/io/safe_file.h"
#include "core/lab/paged_batch.h"
#include "core/model_registry.h"

namespace kvscope::cli {

namespace {

std::string label(size_t request) { return std::string(1, static_cast<char>('A' + request % 26)); }

std::string table(const std::vector<int>& blocks) {
    std::string s = "[";
    for (size_t i = 0; i < blocks.size(); ++i) s += (i ? " " : "") + std::to_string(blocks[i]);
    return s + "]";
}

std::string pad(const std::string& s, size_t width) { return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' '); }

nlohmann::json toJson(const PagedBatchRun& run, const std::vector<PagedBatchRequest>& requests, const Model& model) {
    using nlohmann::json;
    json steps = json::array();
    for (const PagedBatchStep& s : run.steps) {
        json sequences = json::array();
        for (const PagedBatchSequenceState& q : s.sequences)
            sequences.push_back({{"request", q.request},
                                 {"state", pagedSequenceStateName(q.state)},
                                 {"blocks", q.blocks},
                                 {"positions", q.tokens},
                                 {"generated", q.generated},
                                 {"text", q.text}});
        steps.push_back({{"step", s.step},
                         {"pool",
                          {{"blocksUsed", s.pool.blocksUsed},
                           {"blocksFree", s.pool.blocksFree},
                           {"blocksShared", s.pool.blocksShared},
                           {"slotsFilled", s.pool.slotsFilled},
                           {"slotsWasted", s.pool.slotsWasted},
                           {"copies", s.pool.copies},
                           {"contiguousSlots", s.contiguousSlots}}},
                         {"blockRefs", s.blockRefs},
                         {"blockFilled", s.blockFilled},
                         {"sequences", std::move(sequences)}});
    }
    json reqs = json::array();
    for (const PagedBatchRequest& r : requests)
        reqs.push_back({{"prompt", r.parent < 0 ? model.tokenizer().decode(r.prompt) : std::string()},
                        {"forkOf", r.parent},
                        {"arrival", r.arrival},
                        {"generate", r.generate},
                        {"pick", r.pick}});
    return {{"schema", "kvscope-pages/1"},
            {"model", model.info().name},
            {"blockSize", run.blockSize},
            {"blocks", run.blocks},
            {"maxLength", run.maxLength},
            {"peakBlocks", run.peakBlocks},
            {"peakContiguousSlots", run.peakContiguousSlots},
            {"requests", std::move(reqs)},
            {"steps", std::move(steps)}};
}

}  // namespace

int pagesCommand(const PagesOptions& o, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        const ModelPtr model = loadModel(o.model);
        const ModelInfo& info = model->info();
        std::vector<std::vector<TokenId>> prompts;
        for (const std::string& p : o.prompts) prompts.push_back(model->tokenizer().encode(info.promptPrefix + p));
        if (prompts.empty()) prompts = examplePromptTokens(*model, 2);
        const std::vector<PagedBatchRequest> requests = forkingBatch(prompts, o.forks, o.generate);
        const PagedBatchRun run = runPagedBatch(model, requests, o.blockSize, o.blocks);

        out << "model    " << info.name << " — " << info.title.english() << "\n"
            << "pool     " << run.blocks << " blocks of " << run.blockSize << " positions; contiguous allocation would reserve "
            << run.maxLength << " positions per sequence\n";
        for (size_t i = 0; i < requests.size(); ++i) {
            const PagedBatchRequest& r = requests[i];
            out << "  " << label(i) << "  "
                << (r.parent >= 0 ? "fork of " + label(static_cast<size_t>(r.parent)) + " from step " + std::to_string(r.arrival) +
                                        " (its candidate " + std::to_string(r.pick + 1) + ")"
                                  : "“" + model->tokenizer().decode(r.prompt) + "”")
                << ", " << r.generate << " tokens\n";
        }
        out << "\n";
        if (!o.quiet) {
            for (const PagedBatchStep& s : run.steps) {
                out << "step " << s.step << "  blocks " << s.pool.blocksUsed << " of " << run.blocks << " ("
                    << s.pool.blocksShared << " shared) · positions " << s.pool.slotsFilled << " filled, "
                    << s.pool.slotsWasted << " empty · contiguous would reserve " << s.contiguousSlots
                    << (s.pool.copies > 0 ? " · copies on write so far " + std::to_string(s.pool.copies) : "") << "\n";
                for (const PagedBatchSequenceState& q : s.sequences) {
                    if (q.state == PagedBatchSequenceState::State::Waiting && s.step < requests[static_cast<size_t>(q.request)].arrival)
                        continue;
                    out << "  " << label(static_cast<size_t>(q.request)) << "  " << pad(pagedSequenceStateName(q.state), 9);
                    if (!q.blocks.empty())
                        out << pad(std::to_string(q.tokens) + " positions", 14) << pad(table(q.blocks), 14) << q.text;
                    out << "\n";
                }
            }
            out << "\n";
        }
        out << "peak     " << run.peakBlocks << " blocks = " << run.peakBlocks * run.blockSize
            << " positions held, against " << run.peakContiguousSlots
            << " reserved by contiguous allocation at the most sequences running at once\n";
        for (size_t i = 0; i < requests.size(); ++i)
            out << "  " << label(i) << "  " << run.steps.back().sequences[i].text << "\n";
        if (!o.json.empty()) {
            writeFileSafely(o.json, toJson(run, requests, *model).dump(1) + "\n");
            out << "wrote " << o.json << "\n";
        }
        return 0;
    });
}

}  // namespace kvscope::cli
