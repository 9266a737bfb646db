#include "core/io/text_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/format.h"
#include "core/io/file_kind.h"
#include "core/types.h"

namespace kvscope {

std::string readTextFile(const std::filesystem::path& path, std::uintmax_t maxBytes) {
    const std::string name = path.filename().string();
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == ELOOP) throw Error(msg("%1: %2", name, *notARegularFile(path)));
        throw Error(msg("%1: cannot open the file (%2)", name, std::strerror(error)));
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        throw Error(msg("%1: cannot read the file (%2)", name, std::strerror(errno)));
    if (const auto kind = describeNonRegular(st.st_mode)) throw Error(msg("%1: %2", name, *kind));
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    if (size > maxBytes)
        throw Error(msg("%1: the file has %2, over the %3 limit for this kind of file", name,
                        formatBytes(static_cast<std::int64_t>(size)),
                        formatBytes(static_cast<std::int64_t>(maxBytes))));
    // one byte more than the size seen, so the read that finds the end needs no new room
    std::string text(static_cast<size_t>(size) + 1, '\0');
    size_t done = 0;
    // up to the cap, not the size seen: a file that grows meanwhile is still bounded
    while (true) {
        if (done == text.size()) {
            if (text.size() >= maxBytes + 1) break;
            text.resize(std::min<std::uintmax_t>(maxBytes + 1, text.size() + 65536));
        }
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error(msg("%1: cannot read the file (%2)", name, std::strerror(errno)));
        if (n == 0) break;
        done += static_cast<size_t>(n);
    }
    if (done > maxBytes)
        throw Error(msg("%1: the file grew while it was read, over the %2 limit for this kind of file",
                        name, formatBytes(static_cast<std::int64_t>(maxBytes))));
    text.resize(done);
    return text;
}

}  // namespace kvscope
