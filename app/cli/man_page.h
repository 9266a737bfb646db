#pragma once
// Man pages written from the same option tables as --help (kvscope-cli's CLI11 app, kvscope's
// QCommandLineParser options), so the two never disagree: the build runs `kvscope-cli --man`
// and `kvscope --man` and installs what they print.

#include <string>
#include <vector>

namespace kvscope::cli {

struct ManOption {
    std::string names;  // "--model", "-h, --help", or a positional's name
    std::string value;  // "NAME|DIR", "" for a flag
    std::string help;
};

struct ManSection {
    std::string title;    // "COMMANDS: run", "OPTIONS"
    std::string text;     // a paragraph before the options, may be empty
    std::vector<ManOption> options;
};

struct ManPage {
    std::string name;      // "kvscope-cli"
    std::string summary;   // one line for NAME
    std::vector<std::string> synopsis;  // one usage line each, after the name
    std::string description;
    std::vector<ManSection> sections;
    std::string seeAlso;   // "kvscope(1)"
};

// The page in roff (man(7)): every text escaped, so a help text starting with "." or holding
// a backslash prints as written.
std::string renderManPage(const ManPage& page, const std::string& version);

}  // namespace kvscope::cli
