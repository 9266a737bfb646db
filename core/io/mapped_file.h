#pragma once
// A whole file mapped read-only into memory (POSIX mmap), so multi-gigabyte weights are paged
// in on demand instead of copied. Move-only; unmaps on destruction.

#include <cstddef>
#include <filesystem>
#include <span>
#include <string>

namespace kvscope {

class MappedFile {
public:
    // Throws Error naming the file: cannot open, not a regular file, cannot map.
    explicit MappedFile(const std::filesystem::path& path);
    ~MappedFile();
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    // Every byte of the file; empty for an empty file (nothing is mapped then).
    std::span<const std::byte> bytes() const { return {data_, size_}; }
    // The file name as error messages show it ("model.safetensors").
    const std::string& name() const { return name_; }

private:
    void release() noexcept;

    std::string name_;
    const std::byte* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace kvscope
