#pragma once
// What a path really is when it is not the regular file a reader wants, in a user's words, so
// a folder, a named pipe or a symbolic-link loop given as a model file is called what it is
// rather than "missing" (and a reader never blocks opening a FIFO).

#include <filesystem>
#include <optional>
#include <string>

#include "core/message.h"

namespace kvscope {

// nullopt for a regular file (after following symbolic links); otherwise e.g. "does not
// exist", "is a folder, not a file", "is a named pipe (FIFO), not a file", "is a symbolic link
// that loops (too many levels of symbolic links)", "is a symbolic link to x.json, which does
// not exist", "cannot be looked at (Permission denied)".
std::optional<Message> notARegularFile(const std::filesystem::path& path);

// The same for a file type from stat(): nullopt for a regular file.
std::optional<Message> describeNonRegular(unsigned mode);

}  // namespace kvscope
