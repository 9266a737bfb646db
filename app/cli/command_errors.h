#pragma once
// How every kvscope-cli command ends on an error: one line "kvscope-cli: <message>" on stderr
// and exit code 1 (bad input; 2 is for bad arguments, see main.cpp). The core reports bad input
// as kvscope::Error; anything else that escapes (out of memory, a library's exception) is
// reported the same way rather than aborting the process.

#include <exception>
#include <new>
#include <ostream>

namespace kvscope::cli {

template <typename Command>
int reportingErrors(std::ostream& err, Command&& command) {
    try {
        return command();
    } catch (const std::bad_alloc&) {
        err << "kvscope-cli: out of memory\n";
    } catch (const std::exception& e) {
        err << "kvscope-cli: " << e.what() << "\n";
    }
    return 1;
}

}  // namespace kvscope::cli
