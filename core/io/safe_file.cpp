#include "core/io/safe_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>
#include <random>
#include <utility>

#include "core/types.h"

namespace kvscope {

namespace {

// Every message names the file the user asked for, then what is wrong.
[[noreturn]] void fail(const std::string& path, Message what) {
    throw Error(msg("cannot write %1: %2", path, std::move(what)));
}

// The system's reason for a failed call; callers pass errno as saved right after that call,
// since anything in between (even a successful close) may overwrite it.
std::string reason(int error) {
    return std::strerror(error);
}

// A file descriptor closed on every way out.
class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        reset();
        fd_ = std::exchange(other.fd_, -1);
        return *this;
    }
    ~Fd() { reset(); }
    int get() const { return fd_; }
    // The close's own result: on some file systems (NFS) a write error only shows up here.
    int reset() {
        const int result = fd_ >= 0 ? ::close(fd_) : 0;
        fd_ = -1;
        return result;
    }

private:
    int fd_;
};

// The temporary file, open for writing: closed and removed unless renamed into place.
class TempFile {
public:
    TempFile(int folder, std::string name, int fd)
        : folder_(folder), name_(std::move(name)), fd_(fd) {}
    TempFile(TempFile&& other) noexcept
        : folder_(other.folder_),
          name_(std::exchange(other.name_, {})),
          fd_(std::move(other.fd_)) {}
    TempFile& operator=(TempFile&&) = delete;
    ~TempFile() {
        fd_.reset();
        if (!name_.empty()) ::unlinkat(folder_, name_.c_str(), 0);
    }
    int fd() const { return fd_.get(); }
    int close() { return fd_.reset(); }
    const std::string& name() const { return name_; }
    void renamed() { name_.clear(); }

private:
    int folder_;
    std::string name_;  // empty once renamed: nothing left to remove
    Fd fd_;
};

// ".<name>.XXXXXXXX": hidden, beside the target, and unique among concurrent writers (in
// threads or processes) thanks to 8 random characters; O_EXCL settles the rare clash.
std::string tempName(const std::string& name) {
    // keep the temporary name within NAME_MAX (255) however long the target's name is,
    // without cutting a UTF-8 character in two
    std::size_t keep = std::min<std::size_t>(name.size(), 200);
    while (keep > 0 && keep < name.size() &&
           (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80)
        --keep;
    static constexpr char kChars[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::random_device random;  // the kernel's generator: no state shared or copied by fork()
    std::uniform_int_distribution<int> pick(0, sizeof kChars - 2);
    std::string result = "." + name.substr(0, keep) + ".";
    for (int i = 0; i < 8; ++i) result += kChars[pick(random)];
    return result;
}

struct Folder {
    Fd fd;
    bool syncable = true;  // false when opened only for lookups (O_PATH)
};

Folder openFolder(const std::string& path, const std::string& folder) {
    Folder result;
    result.fd = Fd(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (result.fd.get() >= 0) return result;
    int error = errno;
    if (error == EACCES) {
        // a folder we may write into but not list (mode 0300): usable, only not fsync-able
        result.fd = Fd(::open(folder.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
        result.syncable = false;
        if (result.fd.get() >= 0) return result;
        error = errno;
    }
    if (error == ENOENT) fail(path, msg("the folder %1 does not exist", folder));
    if (error == ENOTDIR) fail(path, msg("%1 is not a folder", folder));
    fail(path, msg("cannot open the folder %1 (%2)", folder, reason(error)));
}

// The permission bits to give the new file: the old file's, or none when there is no old file
// (the new one keeps 0666 − umask). Throws when `name` exists and may not be replaced.
std::optional<mode_t> checkTarget(const std::string& path, int folder, const std::string& name) {
    struct stat st {};
    if (::fstatat(folder, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
        const int error = errno;
        if (error == ENOENT) return std::nullopt;
        fail(path, msg("cannot look at it (%1)", reason(error)));
    }
    if (S_ISLNK(st.st_mode)) {
        char to[4096];
        const ssize_t n = ::readlinkat(folder, name.c_str(), to, sizeof to);
        if (n > 0) {
            fail(path, msg("it is a symbolic link to %1, which is neither followed nor replaced; "
                           "name the file itself",
                           std::string(to, static_cast<std::size_t>(n))));
        }
        fail(path, msg("it is a symbolic link, which is neither followed nor replaced; name the "
                       "file itself"));
    }
    if (!S_ISREG(st.st_mode)) fail(path, msg("it exists and is not a regular file"));
    return st.st_mode & 0777;
}

TempFile createTemp(const std::string& path, const std::string& folderText, int folder,
                    const std::string& name) {
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string temp = tempName(name);
        const int fd = ::openat(folder, temp.c_str(),
                                O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0) return TempFile(folder, std::move(temp), fd);
        const int error = errno;
        if (error != EEXIST) {
            fail(path, msg("cannot create a temporary file in the folder %1 (%2); nothing was "
                           "changed",
                           folderText, reason(error)));
        }
    }
    fail(path, msg("cannot find a free temporary name in the folder %1; nothing was changed",
                   folderText));
}

// write() until every byte is out: it may write less than asked, or be interrupted. `before`
// is how many bytes the file already holds, so the message counts from the file's start.
void writeAll(const std::string& path, int fd, std::string_view bytes, std::uint64_t before) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        const int error = n < 0 ? errno : ENOSPC;  // 0 bytes for a non-empty write: no room
        if (error == EINTR) continue;
        const bool space = error == ENOSPC || error == EDQUOT || error == EFBIG;
        const std::uint64_t total = before + bytes.size();
        fail(path, space ? msg("only %1 of %2 bytes were written (%3; is the disk full?); nothing "
                               "was changed",
                               before + done, total, reason(error))
                         : msg("only %1 of %2 bytes were written (%3); nothing was changed",
                               before + done, total, reason(error)));
    }
}

// Writes reach the disk in chunks of this size: few system calls, little memory.
constexpr std::size_t kBufferBytes = std::size_t{1} << 20;

}  // namespace

struct SafeFileWriter::State {
    std::string path;
    std::string name;        // the target's name in its folder
    std::string folderText;  // the folder as the user wrote it, for messages
    Folder folder;
    std::optional<TempFile> temp;  // reset: nothing left to write to
    std::string buffer;
    std::uint64_t written = 0;  // bytes already in the temporary file

    void flush() {
        writeAll(path, temp->fd(), buffer, written);
        written += buffer.size();
        buffer.clear();
    }
};

SafeFileWriter::SafeFileWriter(const std::string& path) : state_(std::make_unique<State>()) {
    namespace fs = std::filesystem;
    State& s = *state_;
    s.path = path;
    if (path.empty()) throw Error(msg("cannot write a file with no name"));
    const fs::path target(path);
    s.name = target.filename().string();
    if (s.name.empty() || s.name == "." || s.name == "..")
        fail(path, msg("it names a folder, not a file"));
    s.folderText = target.has_parent_path() ? target.parent_path().string() : ".";

    // Everything below works relative to the folder's descriptor, so the folder checked is
    // the folder written, even if its path is renamed meanwhile.
    s.folder = openFolder(path, s.folderText);
    const std::optional<mode_t> keepMode = checkTarget(path, s.folder.fd.get(), s.name);
    s.temp.emplace(createTemp(path, s.folderText, s.folder.fd.get(), s.name));
    if (keepMode && ::fchmod(s.temp->fd(), *keepMode) != 0) {
        const int error = errno;
        fail(path, msg("cannot give the new file the old one's permissions (%1); nothing was "
                       "changed",
                       reason(error)));
    }
}

SafeFileWriter::~SafeFileWriter() = default;  // ~TempFile removes an uncommitted file

const std::string& SafeFileWriter::path() const {
    return state_->path;
}

void SafeFileWriter::write(std::string_view bytes) {
    State& s = *state_;
    if (!s.temp) fail(s.path, msg("the file was already finished or has failed"));
    try {
        if (s.buffer.size() + bytes.size() <= kBufferBytes) {
            s.buffer.append(bytes);
            return;
        }
        s.flush();
        if (bytes.size() < kBufferBytes)
            s.buffer.append(bytes);
        else {
            writeAll(s.path, s.temp->fd(), bytes, s.written);
            s.written += bytes.size();
        }
    } catch (...) {
        s.temp.reset();
        throw;
    }
}

void SafeFileWriter::commit() {
    State& s = *state_;
    if (!s.temp) fail(s.path, msg("the file was already finished or has failed"));
    // Whatever happens below, this temporary file is done: renamed, or removed on the way out.
    TempFile file = std::move(*s.temp);
    s.temp.reset();
    writeAll(s.path, file.fd(), s.buffer, s.written);
    s.written += s.buffer.size();
    std::string().swap(s.buffer);
    // the data must be on disk before the rename makes it the file, or a crash could leave
    // the new name on empty or partial contents
    if (::fsync(file.fd()) != 0) {
        const int error = errno;
        fail(s.path, msg("cannot flush it to disk (%1); nothing was changed", reason(error)));
    }
    if (file.close() != 0) {
        const int error = errno;
        fail(s.path, msg("cannot finish writing it (%1); nothing was changed", reason(error)));
    }
    // what the constructor checked may have changed during a long write (a link planted, a
    // folder made): the rename must still only ever replace a regular file
    checkTarget(s.path, s.folder.fd.get(), s.name);
    const int folder = s.folder.fd.get();
    if (::renameat(folder, file.name().c_str(), folder, s.name.c_str()) != 0) {
        const int error = errno;
        fail(s.path, msg("cannot replace it (%1); nothing was changed", reason(error)));
    }
    file.renamed();
    // the rename lives in the folder: flush it too, or a crash may bring the old file back.
    // Some file systems cannot sync a folder (EINVAL); the file is in place either way.
    if (s.folder.syncable && ::fsync(folder) != 0) {
        const int error = errno;
        if (error != EINVAL) {
            fail(s.path, msg("it was replaced, but the folder %1 could not be flushed to disk (%2)",
                             s.folderText, reason(error)));
        }
    }
}

void writeFileSafely(const std::string& path, std::string_view bytes) {
    SafeFileWriter writer(path);
    writer.write(bytes);
    writer.commit();
}

}  // namespace kvscope
