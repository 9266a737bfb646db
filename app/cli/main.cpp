// kvscope-cli: the core on the command line — run a model step by step, print every step,
// write the trace JSON. Uses no Qt.

#include <CLI/CLI.hpp>
#include <iostream>

#include "app/cli/run_command.h"
#include "core/model_registry.h"

int main(int argc, char** argv) {
    using namespace kvscope;
    CLI::App app{"KVScope command line: run a model's prefill and decode steps and print them"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "kvscope-cli 0.1.0");

    cli::RunOptions run;
    std::vector<std::string> forced;
    bool noCache = false;
    CLI::App* runCmd = app.add_subcommand("run", "prefill a prompt, then decode N tokens");
    runCmd->add_option("--model", run.model, "built-in model name, GPT-2 model folder or toy .json file")
        ->capture_default_str();
    runCmd->add_option("--prompt", run.prompt, "prompt text (toy: words of its vocabulary)");
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
    runCmd->add_flag("--quiet", run.quiet, "print nothing but errors and files written");

    CLI::App* modelsCmd = app.add_subcommand("models", "list the built-in models");

    try {
        app.parse(argc, argv);
        if (*modelsCmd) {
            for (const BuiltinModel& m : builtinModels())
                std::cout << m.name << "\t" << m.kind << "\t" << m.title << "\n";
            return 0;
        }
        run.cacheMode = noCache ? CacheMode::Off : CacheMode::On;
        for (const std::string& f : forced) run.forced.push_back(cli::parseForcedToken(f));
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    } catch (const Error& e) {
        std::cerr << "kvscope-cli: " << e.what() << "\n";
        return 2;
    }
    return cli::runCommand(run, std::cout, std::cerr);
}
