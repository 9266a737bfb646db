#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (the asan preset),
# then the threaded tests — the thread team, engine, layer recomputation, session controller, main window,
# exports, the speculative-decoding lab — under ThreadSanitizer (the tsan preset, suppressions in tests/tsan.supp). Any
# report fails the run. CI runs it after the quick start (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

cmake --preset asan >/dev/null
cmake --build --preset asan -j"$(nproc)"
ctest --preset asan -j"$(nproc)"

cmake --preset tsan >/dev/null
cmake --build --preset tsan -j"$(nproc)"
ctest --preset tsan
