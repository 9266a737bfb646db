#!/usr/bin/env bash
# Installs the Debian 12 packages KVScope needs to build, test and run; does nothing when all
# are present. Used by both quick-start commands and by CI.
set -euo pipefail

PACKAGES=(
  # toolchain
  g++ cmake make pkg-config
  # core
  libeigen3-dev libtbb-dev nlohmann-json3-dev libcli11-dev libpcre2-dev
  # Qt 6 (Charts needs the OpenGL module's CMake files, Gui the xkb and Vulkan headers)
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev libxkbcommon-dev
  libvulkan-dev qt6-qpa-plugins
  # running the GUI without a desktop (tests, screenshots) and readable text in renders
  xvfb xauth fonts-dejavu-core
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
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "kvscope: all build packages are installed"
  exit 0
fi

echo "kvscope: installing ${missing[*]}"
SUDO=()
if [[ $(id -u) -ne 0 ]]; then SUDO=(sudo); fi
"${SUDO[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
