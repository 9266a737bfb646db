#include "core/io/mapped_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "core/io/file_kind.h"
#include "core/types.h"

namespace kvscope {

namespace {
// Closes the descriptor on every path; the mapping stays valid after close.
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

std::string reason() { return std::strerror(errno); }
}  // namespace

MappedFile::MappedFile(const std::filesystem::path& path) : name_(path.filename().string()) {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever
    const Fd file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) {
        if (errno == ELOOP)
            throw Error(msg("%1: %2", name_, notARegularFile(path).value_or(msg("cannot be opened"))));
        throw Error(msg("%1: cannot open the file (%2)", name_, reason()));
    }
    struct stat info {};
    if (::fstat(file.fd, &info) != 0) throw Error(msg("%1: cannot read the file (%2)", name_, reason()));
    if (const auto kind = describeNonRegular(info.st_mode)) throw Error(msg("%1: %2", name_, *kind));
    size_ = static_cast<std::size_t>(info.st_size);
    if (size_ == 0) return;  // mmap refuses a zero length; the reader reports "too short"
    void* mapped = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, file.fd, 0);
    if (mapped == MAP_FAILED) {
        size_ = 0;
        throw Error(msg("%1: cannot map the file into memory (%2)", name_, reason()));
    }
    data_ = static_cast<const std::byte*>(mapped);
}

MappedFile::~MappedFile() { release(); }

MappedFile::MappedFile(MappedFile&& other) noexcept
    : name_(std::move(other.name_)),
      data_(std::exchange(other.data_, nullptr)),
      size_(std::exchange(other.size_, 0)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
    if (this != &other) {
        release();
        name_ = std::move(other.name_);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

void MappedFile::release() noexcept {
    if (data_) ::munmap(const_cast<std::byte*>(data_), size_);
    data_ = nullptr;
    size_ = 0;
}

}  // namespace kvscope
