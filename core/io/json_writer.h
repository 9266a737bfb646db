#pragma once
// Writes JSON as it is produced, byte for byte as nlohmann::json's dump(1) prints the same
// document, so a document of gigabytes (a trace of a real-size run) is never held in memory —
// neither as a json tree nor as its text. Containers are opened and closed explicitly; small
// values (a token, the work counts) go in whole. Keys come out in the order given: to match
// dump(), which prints an object's keys sorted, give them sorted.

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace kvscope {

class JsonWriter {
public:
    // Receives the text in chunks of about 64 KiB (and the rest at flush()).
    using Sink = std::function<void(std::string_view)>;

    explicit JsonWriter(Sink sink);
    ~JsonWriter();
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

    void beginObject();
    void beginArray();
    void end();                           // closes the innermost object or array
    void key(std::string_view name);      // inside an object, before each value
    void value(const nlohmann::json& v);  // a whole value, printed as dump(1) would at this depth
    void number(double v);                // the same for a number, without building a json
    void null();
    // Hands everything written so far to the sink. Call it once the document is complete.
    void flush();

private:
    void beforeValue();  // the separator and indent a new element needs
    void write(std::string_view text);

    struct Printer;  // nlohmann's own serializer, so numbers and strings print as dump() does
    Sink sink_;
    std::string buffer_;
    std::unique_ptr<Printer> printer_;
    struct Level {
        bool object;
        bool empty = true;
    };
    std::vector<Level> open_;  // the containers open, outermost first
    bool afterKey_ = false;    // a key was written: its value follows on the same line
};

}  // namespace kvscope
