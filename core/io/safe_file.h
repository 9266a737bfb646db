#pragma once
// The one way the project replaces a file (traces, exports, screenshots): readers only ever
// see the old file or the complete new one, and a failure leaves the old one as it was.

#include <memory>
#include <string>
#include <string_view>

namespace kvscope {

// Writes `bytes` to `path`.
//
// How: a new file with a unique hidden name (".<name>.XXXXXXXX") is created in the folder of
// `path` with O_CREAT|O_EXCL|O_NOFOLLOW, so nothing already there under that name — a stale
// temporary file, a planted symlink — is ever opened; every byte is written and fsync'ed, the
// file is renamed over `path`, and the folder is fsync'ed so the rename survives a crash.
// Every failure removes the temporary file. Concurrent writers to one path each use their own
// temporary file: the last rename wins, and `path` is always one complete document. A writer
// killed mid-way can leave its hidden temporary file behind; it never blocks a later write.
//
// Permissions: a new file gets 0666 minus the umask (0644 usually); a replaced file keeps its
// permission bits (not set-id bits).
//
// Refused, with nothing changed:
// * `path` exists and is not a regular file — a folder, a device such as /dev/null, a fifo, a
//   socket: a rename would replace the node itself (as root, /dev/null became a plain file);
// * `path` is a symbolic link. Following it would let whoever can plant a link in a shared
//   folder aim our write at any file we may write; replacing it would silently turn the
//   user's link into a plain file. The error names where the link points, so the user can
//   name that file instead. Symbolic links among the folders of `path` are followed as usual.
//
// Throws Error "cannot write <path>: <what is wrong>", e.g. "…: the folder out does not exist",
// "…: it exists and is not a regular file", "…: only 4096 of 9000 bytes were written (No space
// left on device; is the disk full?); nothing was changed".
void writeFileSafely(const std::string& path, std::string_view bytes);

// The same, for a file written piece by piece (a trace of gigabytes need not be held in
// memory first): the constructor checks `path` and creates the temporary file, write() appends
// to it, commit() fsyncs it and renames it over `path` — with every guarantee and message of
// writeFileSafely, which is this class with one write(). `path` is checked again just before
// the rename, since a long write leaves time for it to change. Destroyed without a successful
// commit() (an exception while producing the contents, a failed write), it removes the
// temporary file and leaves `path` as it was.
class SafeFileWriter {
public:
    explicit SafeFileWriter(const std::string& path);  // throws Error as writeFileSafely
    ~SafeFileWriter();
    SafeFileWriter(const SafeFileWriter&) = delete;
    SafeFileWriter& operator=(const SafeFileWriter&) = delete;

    // Buffered: bytes reach the disk in large writes. Throws Error (e.g. the disk is full);
    // the writer then refuses every further call.
    void write(std::string_view bytes);
    // Throws Error; afterwards (done or failed) the writer refuses every further call.
    void commit();
    const std::string& path() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace kvscope
