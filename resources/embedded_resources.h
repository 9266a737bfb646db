#pragma once
// Files shipped inside the binaries (see resources/CMakeLists.txt).

#include <optional>
#include <string_view>
#include <vector>

namespace kvscope {

// The bytes of an embedded file by its path relative to resources/, e.g. "toy/weather.json".
std::optional<std::string_view> embeddedResource(std::string_view name);
std::vector<std::string_view> embeddedResourceNames();

}  // namespace kvscope
