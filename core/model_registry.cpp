#include "core/model_registry.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/format.h"
#include "core/gpt2/gpt2_folder.h"
#include "core/toy/toy_model.h"
#include "resources/embedded_resources.h"

namespace kvscope {

namespace {
constexpr const char* kWeatherResource = "toy/weather.json";

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(path.string() + ": cannot be opened");
    std::ostringstream s;
    s << in.rdbuf();
    if (in.bad()) throw Error(path.string() + ": cannot be read");
    return s.str();
}
}  // namespace

std::vector<BuiltinModel> builtinModels() {
    return {{"weather", "Today's weather is so … (the article's rule-based example)", "toy"}};
}

ModelPtr weatherModel() {
    const auto text = embeddedResource(kWeatherResource);
    return std::make_shared<ToyModel>(parseToySpec(*text, "weather.json"));
}

ModelPtr loadModel(std::string_view nameOrPath) {
    if (nameOrPath == "weather") return weatherModel();

    const std::filesystem::path path{std::string(nameOrPath)};
    std::error_code ec;
    // A GPT-2 folder (or its config.json / model.safetensors) before a toy .json file.
    if (const auto folder = gpt2FolderOf(path)) return loadGpt2Folder(*folder);
    if (std::filesystem::is_regular_file(path, ec) && path.extension() == ".json")
        return std::make_shared<ToyModel>(parseToySpec(readFile(path), path.filename().string()));

    std::vector<std::string> list;
    for (const BuiltinModel& m : builtinModels()) list.push_back(m.name);
    const std::string names = join(list, ", ");
    if (std::filesystem::exists(path, ec))
        throw Error(path.string() + ": not a model this version can open (a GPT-2 model folder or a "
                    "toy .json file)");
    throw Error("no model called '" + std::string(nameOrPath) + "'; built-in models: " + names +
                ", or give the path of a GPT-2 model folder or a toy .json file");
}

}  // namespace kvscope
