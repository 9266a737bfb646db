#pragma once
// A text for the user as an English pattern plus its arguments, so the core (which has no Qt and
// no catalogue) can say what is wrong while the app shows it in the user's language: the CLI
// prints english(); the UI looks the pattern up in the translation catalogues (context
// "CoreMessage") and fills in the arguments, each translated the same way if it is itself a
// Message. tools/i18n/core_messages.py collects every pattern written as msg("…") for lupdate,
// so a pattern must be a string literal at the call.
//
//   throw Error(msg("%1: has no tensor '%2'", file.name(), name));
//
// Placeholders are Qt's: %1 … %9, in any order and as often as needed. An argument that is not a
// Message (a file name, a key, a number, a library's own English text) is shown as it is.

#include <concepts>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace kvscope {

class Message {
public:
    Message() = default;

    // A text shown exactly as it is in every language (a name, a number, a library's text).
    static Message verbatim(std::string text);

    // The English pattern, or the verbatim text.
    const std::string& pattern() const { return pattern_; }
    bool isVerbatim() const { return verbatim_; }
    const std::vector<Message>& arguments() const { return arguments_; }

    // The pattern with each %N replaced by its argument's english(), in one pass (an argument's
    // own "%1" is not replaced again).
    std::string english() const;

    // (for msg(); use msg)
    Message(std::string pattern, std::vector<Message> arguments);

private:
    std::string pattern_;
    std::vector<Message> arguments_;
    bool verbatim_ = true;
};

namespace detail {

inline Message messageArgument(Message m) { return m; }
inline Message messageArgument(std::string s) { return Message::verbatim(std::move(s)); }
inline Message messageArgument(std::string_view s) { return Message::verbatim(std::string(s)); }
inline Message messageArgument(const char* s) { return Message::verbatim(s); }
inline Message messageArgument(const std::filesystem::path& p) { return Message::verbatim(p.string()); }
template <class T>
    requires(std::is_arithmetic_v<T> && !std::same_as<T, bool> && !std::same_as<T, char>)
Message messageArgument(T n) {  // as std::to_string writes it, which is what the texts did
    return Message::verbatim(std::to_string(n));
}

}  // namespace detail

// A translatable text: pattern is English with %1 … %9 for the arguments.
template <std::size_t N, class... Args>
Message msg(const char (&pattern)[N], Args&&... args) {
    static_assert(sizeof...(Args) <= 9, "a message takes at most nine arguments (%1 … %9)");
    return Message(std::string(pattern), {detail::messageArgument(std::forward<Args>(args))...});
}

}  // namespace kvscope
