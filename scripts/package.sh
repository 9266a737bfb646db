#!/usr/bin/env bash
# Builds the Debian package: scripts/package.sh [PRESET]  →  build/PRESET/kvscope_VERSION_ARCH.deb
# PRESET is `package` (default: a portable Release build, what you hand to others) or any
# configured preset whose build you want packaged as it is (CI packages its `dev` build, already
# built, to prove the packaging without a second full build; that .deb is for this CPU only).
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-package}"

cmake --preset "$preset" > /dev/null
cmake --build --preset "$preset" -j"$(nproc)" --target kvscope kvscope-cli kvscope-bench kvscope_icons kvscope_man kvscope_cli_man
# only what install() names goes in: the programs, man pages, desktop entry, metainfo, icons
(cd "build/$preset" && cpack -G DEB > cpack.log) || { cat "build/$preset/cpack.log"; exit 1; }
deb="$(ls -t "build/$preset"/kvscope_*.deb | head -1)"
echo "package: $deb"
dpkg-deb --field "$deb" Package Version Architecture Depends
