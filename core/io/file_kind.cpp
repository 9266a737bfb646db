#include "core/io/file_kind.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace kvscope {

std::optional<Message> describeNonRegular(unsigned mode) {
    switch (mode & S_IFMT) {
        case S_IFREG:
            return std::nullopt;
        case S_IFDIR:
            return msg("is a folder, not a file");
        case S_IFIFO:
            return msg("is a named pipe (FIFO), not a file");
        case S_IFSOCK:
            return msg("is a socket, not a file");
        case S_IFCHR:
        case S_IFBLK:
            return msg("is a device, not a file");
        default:
            return msg("is not a regular file");
    }
}

std::optional<Message> notARegularFile(const std::filesystem::path& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) return describeNonRegular(st.st_mode);
    const int error = errno;
    if (error == ELOOP) return msg("is a symbolic link that loops (too many levels of symbolic links)");
    if (error == ENOENT) {
        // a dangling link exists, though what it names does not
        struct stat link {};
        if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
            char to[4096];
            const ssize_t n = ::readlink(path.c_str(), to, sizeof to);
            const std::string target = n > 0 ? std::string(to, static_cast<size_t>(n)) : "?";
            return msg("is a symbolic link to %1, which does not exist", target);
        }
        return msg("does not exist");
    }
    if (error == ENOTDIR) return msg("does not exist (a folder on its path is a file)");
    return msg("cannot be looked at (%1)", std::strerror(error));
}

}  // namespace kvscope
