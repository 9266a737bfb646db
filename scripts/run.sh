#!/usr/bin/env bash
# Quick start 1: install what is missing, build, and open KVScope on the weather example.
# With no display, the app says so and prints the example's steps on the terminal instead.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)" --target kvscope kvscope-cli
exec build/release/app/gui/kvscope "$@"
