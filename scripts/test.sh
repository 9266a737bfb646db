#!/usr/bin/env bash
# Quick start 2: install what is missing, build everything, and run every test.
# CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev -j"$(nproc)"
ctest --preset dev -j"$(nproc)"
