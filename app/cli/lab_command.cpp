#include "app/cli/lab_command.h"

#include <cstdio>
#include <sstream>

#include "app/cli/command_errors.h"
#include "app/cli/progress_line.h"
#include "core/format.h"
#include "core/io/safe_file.h"
#include "core/io/text_file.h"
#include "core/lab/kv_lab.h"
#include "core/model_registry.h"

namespace kvscope::cli {

namespace {

// A lab text is read whole and tokenized whole: a cap keeps a wrong file from taking minutes.

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string pad(const std::string& s, size_t width) {
    size_t chars = 0;  // display width: UTF-8 lead bytes, so "·" pads like one character
    for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
    return s + std::string(width > chars ? width - chars : 1, ' ');
}

std::string csvField(const std::string& s) {
    std::string quoted = "\"";
    for (char c : s) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string csvOf(const KvLabReport& report) {
    std::ostringstream csv;
    csv << "setting,elements,bits,keys,values,group,recent,kv_bytes,kv_bytes_vs_f32,perplexity,top1_agreement,"
           "kl_mean_nats,kl_max_nats,kv_heads,window,sinks,heavy\n";
    const double exactBytes = static_cast<double>(report.results.front().kvBytes);
    for (const KvLabResult& r : report.results) {
        const KvQuantization& q = r.setting.format.quant;
        csv << csvField(r.setting.name) << "," << kvStorageName(r.setting.format.storage) << "," << q.bits << ","
            << (q.enabled() ? kvQuantAxisName(q.keys) : "") << "," << (q.enabled() ? kvQuantAxisName(q.values) : "")
            << "," << (q.enabled() ? q.group : 0) << "," << (q.enabled() ? q.recent : 0) << "," << r.kvBytes << ","
            << fixed(r.kvBytes / exactBytes, 4) << "," << fixed(r.perplexity, 4) << "," << fixed(r.top1Agreement, 4)
            << "," << fixed(r.meanKl, 6) << "," << fixed(r.maxKl, 6) << "," << r.kvHeads << ","
            << r.setting.format.eviction.window << "," << r.setting.format.eviction.sinks << ","
            << r.setting.format.eviction.heavy << "\n";
    }
    return csv.str();
}

// --pool: "auto", "none" or a comma-separated list of KV head counts.
std::vector<KvLabSetting> pooledSettings(const Model& model, const std::string& pool) {
    if (pool == "auto") return pooledKvLabSettings(model);
    if (pool == "none") return {};
    std::vector<KvLabSetting> out;
    const int H = model.info().heads;
    std::stringstream list(pool);
    for (std::string item; std::getline(list, item, ',');) {
        if (item.empty() || item.size() > 4 || item.find_first_not_of("0123456789") != std::string::npos)
            throw Error("--pool takes auto, none or KV head counts such as 4,2,1, not '" + pool + "'");
        const int k = std::stoi(item);
        out.push_back({(k == 1 ? "MQA" : "GQA") + std::string(": KV heads mean-pooled ") + std::to_string(H) + " → " +
                           std::to_string(k),
                       KvFormat(), k});
    }
    return out;
}

}  // namespace

int kvLabCommand(const KvLabOptions& o, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        ProgressLine line(err, o.progress);
        const ModelPtr model = openModel(line, o.model);
        checkKvLabModel(*model);
        const std::string text = readTextFile(o.text, kMaxLabTextBytes);
        line.show("tokenizing " + o.text + " …");
        const std::vector<TokenId> ids = model->tokenizer().encode(text);  // --tokens: measureKvSettings cuts
        if (ids.size() < 2) throw Error(o.text + ": the lab needs a text of at least two tokens");
        std::vector<KvLabSetting> settings = standardKvLabSettings(o.group, o.recent);
        for (const KvLabSetting& s : boundedKvLabSettings(o.window, o.sinks, o.heavy, model->info())) settings.push_back(s);
        const bool heavySkipped = o.window > 0 && o.heavy > 0 && model->info().kvHeads != model->info().heads;
        for (const KvLabSetting& s : pooledSettings(*model, o.pool)) settings.push_back(s);
        const KvLabReport report = measureKvSettings(model, ids, settings, o.maxTokens, {}, [&](int done, int total) {
            line.show("reading window " + std::to_string(done) + " of " + std::to_string(total));
        });
        line.clear();

        const ModelInfo& info = model->info();
        out << "model    " << info.name << " — " << info.title.english() << "\n"
            << "text     " << o.text << ": " << formatCount(report.tokens) << " tokens in " << report.windows
            << (report.windows == 1 ? " window" : " windows") << " of up to " << report.windowLength
            << " positions, " << formatCount(report.scored) << " next tokens scored\n"
            << "read     token by token with the cache on; each setting against the exact f32 cache\n\n";
        size_t nameWidth = 12;
        for (const KvLabResult& r : report.results) nameWidth = std::max(nameWidth, r.setting.name.size());
        out << pad("KV cache", nameWidth) << "  " << pad("KV bytes", 12) << pad("vs f32", 8) << pad("perplexity", 12)
            << pad("top-1 agrees", 14) << pad("KL mean", 10) << "KL max\n";
        const double exactBytes = static_cast<double>(report.results.front().kvBytes);
        for (const KvLabResult& r : report.results)
            out << pad(r.setting.name, nameWidth) << "  " << pad(formatBytes(r.kvBytes), 12)
                << pad(fixed(r.kvBytes / exactBytes, 3) + "×", 8) << pad(fixed(r.perplexity, 3), 12)
                << pad(fixed(100 * r.top1Agreement, 1) + " %", 14) << pad(fixed(r.meanKl, 5), 10)
                << fixed(r.maxKl, 4) << "\n";
        out << "\n(KV bytes: one sequence's cache after a window of " << report.windowLength
            << " positions; KL: KL(exact ‖ setting) of the next-token distributions, nats)\n";
        if (heavySkipped)
            out << "(heavy hitters not measured: " << info.name << " shares each KV head among "
                << info.groupSize() << " query heads, and heavy hitters are kept by one query head's attention)\n";
        if (!o.csv.empty()) {
            writeFileSafely(o.csv, csvOf(report));
            out << "wrote " << o.csv << "\n";
        }
        return 0;
    });
}

}  // namespace kvscope::cli
