#include "app/cli/speculative_run.h"

#include <nlohmann/json.hpp>

#include "app/cli/command_errors.h"
#include "core/format.h"
#include "core/lab/speculative.h"
#include "core/model_registry.h"
#include "core/prompt.h"
#include "core/trace_json.h"

namespace kvscope::cli {

namespace {

std::string modelLine(const Model& model) {
    const ModelInfo& info = model.info();
    return info.name + " — " + info.title.english() + " (" + std::to_string(info.layers) + " layers, " +
           std::to_string(info.heads) + " heads" + (info.weightPrecision.empty() ? "" : ", " + info.weightPrecision) +
           ")";
}

// Options that have no meaning for a speculative run are refused, not ignored.
void checkOptions(const RunOptions& o) {
    if (o.cacheMode == CacheMode::Off)
        throw Error("--draft and --no-cache do not go together: speculative decoding rolls back cached rows");
    if (!o.forced.empty()) throw Error("--draft and --force do not go together: the draft and the target choose");
    if (o.allLogits) throw Error("--draft writes the rounds to the trace, not logits: leave out --logits all");
    if (o.steps < 0) throw Error("--steps must be 0 or more");
}

}  // namespace

int speculativeRun(const RunOptions& o, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        checkOptions(o);
        o.sampling.validate();
        const ModelPtr target = loadModel(o.model, o.weights), draft = loadModel(o.draft, o.weights);
        const std::vector<TokenId> prompt = o.promptIds ? *o.promptIds
                                            : o.prompt  ? encodePrompt(*target, *o.prompt)
                                                        : target->defaultPrompt();
        SpeculativeDecoder spec(target, draft, o.draftK);
        const Tokenizer& tok = target->tokenizer();
        if (!o.quiet)
            out << "model   " << modelLine(*target) << "\n"
                << "draft   " << modelLine(*draft) << ", " << o.draftK << " tokens a round\n"
                << "prompt  " << tok.decode(prompt) << "\n"
                << "sampling " << o.sampling.describe() << "\n\n";

        spec.start(prompt, o.sampling);
        // as many tokens as a plain run of --steps chooses (the prefill's and one a step); the
        // last round may give a few more
        const size_t wanted = prompt.size() + static_cast<size_t>(o.steps) + 1;
        const int maxPositions = std::min(target->info().maxPositions, draft->info().maxPositions);
        nlohmann::json rounds = nlohmann::json::array();
        int count = 0, drafted = 0, accepted = 0;
        while (spec.sequence().size() < wanted) {
            if (static_cast<int>(spec.sequence().size()) >= maxPositions) {
                err << "kvscope-cli: the context is full: these models take at most " << maxPositions
                    << " positions, so the run stops after round " << count << "\n";
                break;
            }
            const SpeculativeRound r = spec.round();
            ++count;
            drafted += static_cast<int>(r.drafted.size());
            accepted += r.accepted;
            std::string shown;
            for (size_t i = 0; i < r.drafted.size(); ++i) shown += (i ? " · " : "") + tok.displayText(r.drafted[i]);
            if (!o.quiet) {
                out << "round " << count << "  at " << r.position << ": drafted " << shown << "\n"
                    << "        accepted " << r.accepted << " of " << r.drafted.size() << ", then "
                    << tok.displayText(r.next);
                if (r.resampled)
                    out << " (resampled: the target gave " << tok.displayText(r.drafted[static_cast<size_t>(r.accepted)])
                        << " p " << formatNumber(r.targetProbability[static_cast<size_t>(r.accepted)]) << " against the draft's q "
                        << formatNumber(r.draftProbability[static_cast<size_t>(r.accepted)]) << ")";
                else
                    out << " (the target's bonus token)";
                out << "; +" << r.generated() << (r.generated() == 1 ? " token, " : " tokens, ") << r.rolledBackTarget << " target and "
                    << r.rolledBackDraft << " draft cache rows rolled back\n";
            }
            nlohmann::json d = nlohmann::json::array();
            for (size_t i = 0; i < r.drafted.size(); ++i)
                d.push_back({{"id", r.drafted[i]}, {"text", tok.displayText(r.drafted[i])},
                             {"q", r.draftProbability[i]}, {"p", r.targetProbability[i]}});
            rounds.push_back({{"round", count},
                              {"position", r.position},
                              {"drafted", d},
                              {"accepted", r.accepted},
                              {"next", {{"id", r.next}, {"text", tok.displayText(r.next)}}},
                              {"resampled", r.resampled},
                              {"rolled_back", {{"target", r.rolledBackTarget}, {"draft", r.rolledBackDraft}}}});
        }
        const std::vector<TokenId> generated(spec.sequence().begin() + static_cast<long>(prompt.size()),
                                             spec.sequence().end());
        const double rate = drafted ? double(accepted) / drafted : 0.0;
        const double passesPerToken = generated.empty() ? 0.0 : double(count) / double(generated.size());
        if (!o.quiet)
            out << "\ntotal   " << generated.size() << " tokens in " << count << " rounds: " << accepted << " of "
                << drafted << " drafted tokens accepted (" << formatNumber(100.0 * rate) << " %); "
                << formatNumber(passesPerToken) << " target passes per token (plain decoding: 1), "
                << spec.targetPasses() << " target and " << spec.draftPasses() << " draft passes in all\n"
                << "\ntext    " << tok.decode(prompt) << "|" << tok.decode(generated) << "\n        (prompt|generated)\n";
        if (!o.traceJson.empty()) {
            const nlohmann::json trace{
                {"format", "kvscope-speculative-trace"},
                {"version", 1},
                {"target", target->info().name},
                {"draft", draft->info().name},
                {"k", o.draftK},
                {"sampling", o.sampling.describe()},
                {"prompt_ids", prompt},
                {"rounds", rounds},
                {"generated_ids", generated},
                {"totals",
                 {{"tokens", generated.size()}, {"rounds", count}, {"drafted", drafted}, {"accepted", accepted},
                  {"acceptance_rate", rate}, {"target_passes_per_token", passesPerToken},
                  {"target_passes", spec.targetPasses()}, {"draft_passes", spec.draftPasses()}}}};
            writeJsonFile(o.traceJson, trace);
            out << "wrote " << o.traceJson << "\n";
        }
        return 0;
    });
}

}  // namespace kvscope::cli
