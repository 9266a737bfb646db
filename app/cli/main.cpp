// kvscope-cli: the core on the command line — run a model step by step, print every step,
// write the trace JSON. Uses no Qt.

#include <CLI/CLI.hpp>
#include <iostream>

#include <unistd.h>

#include "app/cli/inspect_command.h"
#include "app/cli/kv_memory_command.h"
#include "app/cli/lab_command.h"
#include "app/cli/man_page.h"
#include "app/cli/pages_command.h"
#include "app/cli/run_command.h"
#include "app/cli/tokenize_command.h"
#include "core/model_registry.h"
#include "core/prompt.h"

namespace {

// The man page from the same CLI11 tables as --help: one section per command.
kvscope::cli::ManPage manPage(CLI::App& app) {
    kvscope::cli::ManPage page;
    page.name = "kvscope-cli";
    page.summary = "step through a language model's prefill and decode on the command line";
    page.description =
        "kvscope-cli runs a model (the built-in weather example or tiny GPT, a GPT-2 or Llama-family "
        "Hugging Face folder, or a toy .json file) step by step and prints what every step computed: "
        "attention, the KV cache, the next-token candidates and the work the cache saves. It writes the "
        "whole timeline as JSON with --trace-json. Errors are one line on standard error; the exit code is 1 "
        "for bad input and 2 for bad arguments.";
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
        kvscope::cli::ManSection section{"command: " + sub->get_name(), sub->get_description(), {}};
        std::string usage = sub->get_name();
        for (const CLI::Option* o : sub->get_options()) {
            if (o->get_name() == "--help") continue;
            std::string type = o->get_type_name();
            type = type.substr(0, type.find(':'));  // "INT:INT in [0 - 100000]" → "INT"
            std::string help = o->get_description();
            if (!o->get_default_str().empty()) help += " (default: " + o->get_default_str() + ")";
            if (!o->nonpositional()) {
                usage += " " + o->get_name(true);
                section.options.push_back({o->get_name(true), "", help});
            } else {
                section.options.push_back({o->get_name(false, true), type, help});
            }
        }
        if (sub->get_options().size() > 1) usage.insert(sub->get_name().size(), " [OPTIONS]");
        page.synopsis.push_back(usage);
        page.sections.push_back(std::move(section));
    }
    page.sections.push_back({"other options", "", {{"--help", "", "print the options and exit"},
                                                   {"--version", "", "print the version and exit"}}});
    page.seeAlso = "kvscope(1)";
    return page;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace kvscope;
    CLI::App app{"KVScope command line: run a model's prefill and decode steps and print them"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "kvscope-cli 0.1.0");

    cli::RunOptions run;
    std::vector<std::string> forced;
    bool noCache = false;
    CLI::App* runCmd = app.add_subcommand("run", "prefill a prompt, then decode N tokens");
    runCmd->add_option("--model", run.model, "built-in model name, model folder (GPT-2 or Llama family), .gguf file or toy .json file")
        ->capture_default_str();
    std::string promptIds;
    std::string logits = "topk";
    CLI::Option* promptOpt = runCmd->add_option("--prompt", run.prompt, "prompt text (toy: words of its vocabulary)");
    runCmd->add_option("--prompt-ids", promptIds, "the prompt as token ids, e.g. 464,2068,318 (see tokenize)")
        ->excludes(promptOpt);
    runCmd->add_option("--steps", run.steps, "decode steps after the prefill")
        ->capture_default_str()
        ->check(CLI::Range(0, 100000));
    runCmd->add_flag("--no-cache", noCache, "recompute K and V of every position at each step");
    runCmd->add_option("--temperature", run.sampling.temperature, "0 = greedy")
        ->check(CLI::NonNegativeNumber);
    runCmd->add_option("--top-k", run.sampling.topK, "keep the k most likely tokens (0 = all)")
        ->check(CLI::NonNegativeNumber);
    runCmd->add_option("--top-p", run.sampling.topP, "nucleus sampling mass in (0, 1]")
        ->check(CLI::Range(0.0, 1.0));
    runCmd->add_option("--seed", run.sampling.seed, "random seed for sampling");
    runCmd->add_option("--force", forced, "TOKEN@STEP: choose TOKEN as step STEP's next token");
    runCmd->add_option("--trace-json", run.traceJson, "write the whole timeline as JSON");
    runCmd->add_option("--logits", logits, "logits in the trace: all (whole vocabulary) or topk")
        ->check(CLI::IsMember({"all", "topk"}))
        ->capture_default_str();
    runCmd->add_flag("--quiet", run.quiet, "print nothing but errors and files written");
    std::string weights = "auto";
    runCmd->add_option("--weights", weights,
                       "real models: keep the weight matrices in f32, in f16 (half the memory, about twice the decode "
                       "speed, rounded weights), or auto: a GGUF file's own types (quantized blocks stay quantized), "
                       "f32 for other models")
        ->check(CLI::IsMember({"auto", "f32", "f16"}))
        ->capture_default_str();
    std::string kv = "f32";
    CLI::Option* kvOpt = runCmd->add_option("--kv", kv,
                       "real models: store the KV cache in f32 (exact), f16 or bf16 (half the bytes to hold and read, "
                       "every element rounded; the model reads the rounded values), or int8/int4 (the KV cache lab: "
                       "older rows quantized as KIVI does, see --kv-keys, --kv-group, --kv-recent)")
        ->check(CLI::IsMember({"f32", "f16", "bf16", "int8", "int4"}))
        ->capture_default_str();
    KvQuantization kvQuant;
    std::string kvKeys = "channel", kvValues = "token";
    CLI::Option* kvKeysOpt = runCmd->add_option("--kv-keys", kvKeys,
                       "--kv int8/int4: quantize keys per channel (over a group of positions, KIVI's choice) or per "
                       "token (a group of channels of one position)")
        ->check(CLI::IsMember({"channel", "token"}))
        ->capture_default_str();
    CLI::Option* kvValuesOpt = runCmd->add_option("--kv-values", kvValues,
                       "--kv int8/int4: quantize values per token (KIVI's choice) or per channel")
        ->check(CLI::IsMember({"channel", "token"}))
        ->capture_default_str();
    CLI::Option* kvGroupOpt = runCmd->add_option("--kv-group", kvQuant.group,
                       "--kv int8/int4: elements sharing one scale and minimum (channels per token, positions per "
                       "channel)")
        ->check(CLI::Range(1, 4096))
        ->capture_default_str();
    CLI::Option* kvRecentOpt = runCmd->add_option("--kv-recent", kvQuant.recent,
                       "--kv int8/int4: the newest positions kept in f32")
        ->check(CLI::Range(0, 1 << 30))
        ->capture_default_str();
    KvEviction kvEviction;
    CLI::Option* kvWindowOpt = runCmd->add_option("--kv-window", kvEviction.window,
                       "bound the cache to this many positions: each query sees only the newest (the KV cache lab; "
                       "not with int8/int4)")
        ->check(CLI::Range(1, 1'000'000));
    CLI::Option* kvSinksOpt = runCmd->add_option("--kv-sinks", kvEviction.sinks,
                       "--kv-window: also keep the first positions, never evicted (attention sinks)")
        ->check(CLI::Range(0, 1'000'000))
        ->needs(kvWindowOpt);
    runCmd->add_option("--kv-heavy", kvEviction.heavy,
                       "--kv-window: of the older positions keep this many that received the most attention, per "
                       "layer and head (heavy hitters, H2O); the rest of the window holds the newest")
        ->check(CLI::Range(1, 1'000'000))
        ->needs(kvWindowOpt)
        ->excludes(kvSinksOpt);
    CLI::Option* kvHeadsOpt = runCmd->add_option("--kv-heads", run.kvHeads,
                       "GPT-2 models: mean-pool the K/V heads into this many per layer (GQA/MQA without retraining, "
                       "the KV cache lab); each step is compared with the model as trained")
        ->check(CLI::Range(1, 4096));
    CLI::Option* draftOpt = runCmd->add_option(
        "--draft", run.draft,
        "speculative decoding: this model drafts tokens, --model verifies them (same vocabulary, e.g. "
        "--model tiny --draft tiny-draft); prints each round");
    kvOpt->excludes(draftOpt);  // speculative decoding keeps exact f32 caches on both sides
    kvWindowOpt->excludes(draftOpt);
    kvHeadsOpt->excludes(draftOpt);
    runCmd->add_option("--draft-k", run.draftK, "tokens the draft proposes a round")
        ->capture_default_str()
        ->check(CLI::Range(1, 16))
        ->needs(draftOpt);

    CLI::App* modelsCmd = app.add_subcommand("models", "list the built-in models");

    std::string tokenizeModel, tokenizeText;
    CLI::App* tokenizeCmd = app.add_subcommand("tokenize", "print the token ids and tokens of a text");
    tokenizeCmd->add_option("--model", tokenizeModel, "built-in model name, model folder or .gguf file")->required();
    tokenizeCmd->add_option("text", tokenizeText, "the text to tokenize")->required();

    std::string inspectPath;
    CLI::App* inspectCmd = app.add_subcommand(
        "inspect", "print a model folder's config, tensors, parameter count and KV bytes per token, or a GGUF file's metadata and tensors");
    inspectCmd->add_option("path", inspectPath, "model folder (GPT-2 or Llama family) or .gguf file")->required();
    std::string inspectBlock;
    inspectCmd->add_option("--block", inspectBlock,
                           "GGUF: take one block of a quantized tensor apart — its scales, and per weight the stored "
                           "integer, the float it stands for and the step (TENSOR[:ROW[:BLOCK]], row and block from 0)");

    cli::KvMemoryOptions kvMemory;
    CLI::App* kvMemoryCmd = app.add_subcommand(
        "kv-memory", "what a KV cache costs in memory: per token, at a context and batch, against the weights");
    kvMemoryCmd->add_option("--model", kvMemory.model,
                            "a well-known model (Llama-3-8B, Qwen2.5-0.5B, …), a built-in model or a model folder; "
                            "none: a line per well-known model");
    kvMemoryCmd->add_option("--context", kvMemory.context, "tokens per sequence")
        ->capture_default_str()
        ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 40));
    kvMemoryCmd->add_option("--batch", kvMemory.batch, "sequences in the batch")->capture_default_str()->check(CLI::Range(1, 1 << 20));
    kvMemoryCmd->add_option("--cache", kvMemory.cache, "how K and V are stored: f32, f16, bf16, int8, int4")
        ->capture_default_str()
        ->check(CLI::IsMember({"f32", "f16", "bf16", "int8", "int4"}));
    kvMemoryCmd->add_option("--weights-format", kvMemory.weights, "how the weights are stored: f32, f16, bf16, int8, int4")
        ->capture_default_str()
        ->check(CLI::IsMember({"f32", "f16", "bf16", "int8", "int4"}));
    kvMemoryCmd->add_option("--json", kvMemory.json, "also write the figures as JSON (kvscope-kv-memory/1)");

    cli::KvLabOptions kvLab;
    CLI::App* kvLabCmd = app.add_subcommand(
        "kv-lab", "what each KV cache setting (f16, bf16, int8, int4, keys per-channel or per-token, a window with "
                  "or without sinks or heavy hitters, pooled KV heads) costs in quality, "
                  "measured on a text: perplexity, top-1 agreement with the exact cache, KL, bytes held");
    kvLabCmd->add_option("--model", kvLab.model, "built-in model name, model folder or .gguf file")->capture_default_str();
    kvLabCmd->add_option("--text", kvLab.text, "the text file read (UTF-8, at most 4 MiB)")->required();
    kvLabCmd->add_option("--tokens", kvLab.maxTokens, "read only the text's first N tokens (0: all)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1 << 24));
    kvLabCmd->add_option("--group", kvLab.group, "int8/int4: elements sharing one scale and minimum")
        ->capture_default_str()
        ->check(CLI::Range(1, 4096));
    kvLabCmd->add_option("--recent", kvLab.recent, "int8/int4: the newest positions kept in f32")
        ->capture_default_str()
        ->check(CLI::Range(0, 1 << 30));
    kvLabCmd->add_option("--window", kvLab.window,
                         "bounded caches: a window of this many positions, the oldest evicted (0: none)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1'000'000));
    kvLabCmd->add_option("--sinks", kvLab.sinks,
                         "the same window keeping the text's first positions as attention sinks (StreamingLLM)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1'000'000));
    kvLabCmd->add_option("--heavy", kvLab.heavy,
                         "the same window keeping this many older positions that received the most attention, per "
                         "layer and head (heavy hitters, H2O; models with one query head per KV head)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1'000'000));
    kvLabCmd->add_option("--pool", kvLab.pool,
                         "GQA/MQA by mean-pooling a GPT-2 model's K/V heads: auto (half, the next divisor, one: 12 → 6, 4, 1), none, or "
                         "KV head counts such as 4,2,1")
        ->capture_default_str();
    kvLabCmd->add_option("--csv", kvLab.csv, "also write the table as CSV to this file");

    cli::PagesOptions pages;
    CLI::App* pagesCmd = app.add_subcommand(
        "kv-pages", "paged KV memory and continuous batching: prompts and forks decoded together on a pool of "
                    "blocks, each step's block tables and occupancy against contiguous allocation");
    pagesCmd->add_option("--model", pages.model, "built-in model name, model folder or .gguf file")->capture_default_str();
    pagesCmd->add_option("--prompt", pages.prompts, "a sequence's prompt (repeatable; default: the model's example prompts)");
    pagesCmd->add_option("--forks", pages.forks, "forks of the first sequence, joining at steps 2, 4, … with its 2nd, 3rd, … candidate")
        ->capture_default_str()
        ->check(CLI::Range(0, 16));
    pagesCmd->add_option("--generate", pages.generate, "tokens each sequence generates")
        ->capture_default_str()
        ->check(CLI::Range(1, 1 << 20));
    pagesCmd->add_option("--block", pages.blockSize, "positions per block")->capture_default_str()->check(CLI::Range(1, 65536));
    pagesCmd->add_option("--blocks", pages.blocks, "blocks in the pool")->capture_default_str()->check(CLI::Range(1, 1 << 24));
    pagesCmd->add_option("--json", pages.json, "also write every step as JSON (kvscope-pages/1)");
    pagesCmd->add_flag("--quiet", pages.quiet, "print the summary only");

    // The build writes the man page with this (not listed: it is for packaging, not for users).
    if (argc == 2 && std::string_view(argv[1]) == "--man") {
        std::cout << cli::renderManPage(manPage(app), "0.1.0");
        return 0;
    }

    try {
        app.parse(argc, argv);
        if (*modelsCmd) {
            for (const BuiltinModel& m : builtinModels())
                std::cout << m.name << "\t" << m.kind << "\t" << m.title.english() << "\n";
            return 0;
        }
        // a prompt the shell could not give as UTF-8 is refused as a bad argument, as
        // kvscope --headless does, before any model is loaded
        const auto problem = *tokenizeCmd ? promptArgumentProblem(tokenizeText, "the text", true)
                             : run.prompt ? promptArgumentProblem(*run.prompt, "--prompt")
                                          : std::nullopt;
        if (problem) {
            std::cerr << "kvscope-cli: " << problem->english() << "\n";
            return 2;
        }
        if (*tokenizeCmd) return cli::tokenizeCommand(tokenizeModel, tokenizeText, std::cout, std::cerr);
        if (*inspectCmd) return cli::inspectCommand(inspectPath, std::cout, std::cerr, inspectBlock);
        if (*kvMemoryCmd) return cli::kvMemoryCommand(kvMemory, std::cout, std::cerr);
        if (*pagesCmd) return cli::pagesCommand(pages, std::cout, std::cerr);
        if (*kvLabCmd) {
            kvLab.progress = isatty(STDERR_FILENO) == 1;
            return cli::kvLabCommand(kvLab, std::cout, std::cerr);
        }
        if (!promptIds.empty()) run.promptIds = cli::parsePromptIds(promptIds);
        run.allLogits = logits == "all";
        if (const auto problem = kvEvictionProblem(kvEviction))
            throw CLI::ValidationError(kvEviction.heavy > 0 ? "--kv-heavy" : "--kv-sinks", problem->english());
        if (kvEviction.enabled() && (kv == "int8" || kv == "int4"))
            throw CLI::ValidationError("--kv-window", "a quantized cache (--kv " + kv + ") cannot also be bounded");
        if (kv == "int8" || kv == "int4") {
            kvQuant.bits = kv == "int8" ? 8 : 4;
            kvQuant.keys = *parseKvQuantAxis(kvKeys);
            kvQuant.values = *parseKvQuantAxis(kvValues);
            run.kv = KvFormat(KvStorage::F32, kvQuant);
        } else {
            for (const CLI::Option* o : {kvKeysOpt, kvValuesOpt, kvGroupOpt, kvRecentOpt})
                if (o->count() > 0)
                    throw CLI::ValidationError(o->get_name(), "only with --kv int8 or --kv int4");
            run.kv = KvFormat(*parseKvStorage(kv), {}, kvEviction);
        }
        run.weights = weights == "f16"   ? WeightPrecision::F16
                      : weights == "f32" ? WeightPrecision::F32
                                         : WeightPrecision::Stored;
        run.cacheMode = noCache ? CacheMode::Off : CacheMode::On;
        for (const std::string& f : forced) run.forced.push_back(cli::parseForcedToken(f));
    } catch (const CLI::ParseError& e) {
        // CLI11 prints the message; its own codes (105, 106, …) become the documented 2 for bad
        // arguments, and --help / --version stay 0
        return app.exit(e) == 0 ? 0 : 2;
    } catch (const std::exception& e) {  // Error for a bad --prompt-ids or --force, or anything else
        std::cerr << "kvscope-cli: " << e.what() << "\n";
        return 2;
    }
    // a progress line where a person watches (a terminal), never into a pipe, file or log
    run.progress = isatty(STDERR_FILENO) == 1;
    return cli::runCommand(run, std::cout, std::cerr);
}
