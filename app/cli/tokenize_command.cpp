#include "app/cli/tokenize_command.h"

#include <iomanip>

#include "app/cli/command_errors.h"
#include "core/model_registry.h"

namespace kvscope::cli {

int tokenizeCommand(const std::string& model, const std::string& text, std::ostream& out, std::ostream& err) {
    return reportingErrors(err, [&] {
        const ModelPtr m = loadModel(model);
        const Tokenizer& tok = m->tokenizer();
        const std::vector<TokenId> ids = tok.encode(text);
        out << ids.size() << (ids.size() == 1 ? " token\n" : " tokens\n");
        for (TokenId id : ids) out << std::setw(8) << id << "  " << tok.displayText(id) << "\n";
        out << "ids ";
        for (size_t i = 0; i < ids.size(); ++i) out << (i ? "," : "") << ids[i];
        out << "\n";
        return 0;
    });
}

}  // namespace kvscope::cli
