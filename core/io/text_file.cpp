#include "core/io/text_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/types.h"

namespace kvscope {

std::string readTextFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        throw Error(path.filename().string() + ": cannot open the file (" +
                    (error ? std::strerror(error) : "unknown reason") + ")");
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw Error(path.filename().string() + ": cannot read the file");
    return std::move(text).str();
}

}  // namespace kvscope
