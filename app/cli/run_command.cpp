#include "app/cli/run_command.h"

#include "app/cli/command_errors.h"
#include "app/cli/progress_line.h"
#include "app/cli/speculative_run.h"
#include "app/cli/step_printer.h"
#include "core/engine.h"
#include "core/lab/kv_lab.h"
#include "core/model_registry.h"
#include "core/prompt.h"
#include "core/trace_json.h"

namespace kvscope::cli {

ForcedToken parseForcedToken(const std::string& spec) {
    const auto at = spec.rfind('@');
    if (at == std::string::npos || at == 0 || at + 1 == spec.size())
        throw Error("--force takes TOKEN@STEP (e.g. warm@0), got '" + spec + "'");
    ForcedToken f;
    f.token = spec.substr(0, at);
    const std::string step = spec.substr(at + 1);
    if (step.find_first_not_of("0123456789") != std::string::npos || step.size() > 6)
        throw Error("--force: the step in '" + spec + "' must be a number (0 is the prefill)");
    f.step = std::stoi(step);
    return f;
}

std::vector<TokenId> parsePromptIds(const std::string& list) {
    std::vector<TokenId> ids;
    size_t begin = 0;
    while (begin <= list.size()) {
        const size_t end = std::min(list.find(',', begin), list.size());
        const std::string item = list.substr(begin, end - begin);
        if (item.empty() || item.size() > 9 || item.find_first_not_of("0123456789") != std::string::npos)
            throw Error("--prompt-ids takes token ids separated by commas (e.g. 464,2068,318), got '" + list + "'");
        ids.push_back(std::stoi(item));
        begin = end + 1;
    }
    return ids;
}

namespace {
std::optional<TokenId> forcedAt(const RunOptions& o, const Model& model, int step) {
    for (const ForcedToken& f : o.forced) {
        if (f.step != step) continue;
        const auto id = model.tokenizer().findToken(f.token);
        if (!id) throw Error("--force: '" + f.token + "' is not a token of model '" + model.info().name + "'");
        return id;
    }
    return std::nullopt;
}
}  // namespace

int runCommand(const RunOptions& o, std::ostream& out, std::ostream& err) {
    if (!o.draft.empty()) return speculativeRun(o, out, err);
    return reportingErrors(err, [&] {
        if (o.steps < 0) throw Error("--steps must be 0 or more");
        for (const ForcedToken& f : o.forced)
            if (f.step > o.steps)
                throw Error("--force " + f.token + "@" + std::to_string(f.step) +
                            ": the run has only steps 0 to " + std::to_string(o.steps));
        o.sampling.validate();
        ProgressLine line(err, o.progress);
        ModelPtr model = openModel(line, o.model, o.weights);
        line.clear();
        const std::vector<TokenId> prompt = o.promptIds ? *o.promptIds
                                            : o.prompt  ? encodePrompt(*model, *o.prompt)
                                                        : model->defaultPrompt();

        const ModelPtr trained = model;
        if (o.kvHeads > 0) model = poolKvHeads(model, o.kvHeads);  // GQA/MQA without retraining
        Engine engine(model, o.cacheMode, o.kv);
        engine.setExactComparison(true);  // a lab cache's steps say how far they are from the exact one
        if (model != trained) engine.setExactReference(trained);  // a pooled model: from the one it came from
        std::string phase;  // what the layers below belong to
        engine.setProgress([&](int done, int total) {
            line.show(phase + " · layer " + std::to_string(done + 1) + " of " + std::to_string(total));
        });
        if (!o.quiet) {
            const ModelInfo& info = model->info();
            out << "model   " << info.name << " — " << info.title.english() << " (" << info.layers
                << (info.layers == 1 ? " layer, " : " layers, ") << info.heads << " heads"
                << (info.weightPrecision.empty() ? "" : ", " + info.weightPrecision + " weights") << ")\n"
                << "prompt  " << model->tokenizer().decode(prompt) << "\n"
                << "cache   " << cacheModeName(o.cacheMode) << ", K/V stored as "
                << kvPrecisionName(engine.cache().shape().precision)
                << (engine.cache().shape().quant.enabled()
                        ? " — older rows quantized: " + describeKvQuantization(engine.cache().shape().quant)
                        : std::string())
                << (engine.cache().shape().eviction.enabled()
                        ? " — bounded to a " + describeKvEviction(engine.cache().shape().eviction)
                        : std::string())
                << ", sampling "
                << o.sampling.describe() << "\n\n";
        }
        phase = "prefill of " + std::to_string(prompt.size()) + (prompt.size() == 1 ? " token" : " tokens");
        engine.prefill(prompt, o.sampling, forcedAt(o, *model, 0));
        line.clear();
        if (!o.quiet) printStep(out, *engine.timeline().back(), *model);
        const int maxPositions = model->info().maxPositions;
        for (int s = 1; s <= o.steps; ++s) {
            // A decode step feeds the last chosen token; once the sequence would outgrow the
            // model's context there is no room for it. Stop there and keep what was computed:
            // the steps printed and the trace below are the run so far.
            if (static_cast<int>(engine.nextSequence().size()) > maxPositions) {
                err << "kvscope-cli: the context is full: this model takes at most " << maxPositions
                    << " positions, so the run stops after step " << s - 1 << " of " << o.steps
                    << "\n";
                break;
            }
            phase = "decode step " + std::to_string(s) + " of " + std::to_string(o.steps);
            engine.decode(o.sampling, forcedAt(o, *model, s));
            line.clear();
            if (!o.quiet) printStep(out, *engine.timeline().back(), *model);
        }
        if (!o.quiet) {
            printTotals(out, engine.timeline());
            // the whole run as text: the prompt, then every token chosen (the last one included,
            // though no step has fed it yet)
            out << "\ntext    " << model->tokenizer().decode(prompt) << "|"
                << model->tokenizer().decode(engine.timeline().generated())
                << "\n        (prompt|generated)\n";
        }

        if (!o.traceJson.empty()) {
            line.show("writing " + o.traceJson + " …");
            writeTraceFile(o.traceJson, engine.timeline(), *model, TraceOptions{o.allLogits});
            line.clear();
            out << "wrote " << o.traceJson << "\n";
        }
        return 0;
    });
}

}  // namespace kvscope::cli
