#!/usr/bin/env bash
# `cmake --install` into a fresh prefix, then checks what a desktop and a user get from it:
# the programs run from the prefix (the tiny model is inside them), the .desktop entry and the
# AppStream metainfo validate, every icon size is there at its size, and the man pages render
# and list every option --help lists.
# Usage: check_install.sh BUILD_DIR
set -euo pipefail
build="$1"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check_install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" > /dev/null
id=io.github.kvscope.KVScope
for f in bin/kvscope bin/kvscope-cli bin/kvscope-bench share/man/man1/kvscope.1 share/man/man1/kvscope-cli.1 \
         "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" \
         "share/icons/hicolor/scalable/apps/$id.svg"; do
  [[ -f "$prefix/$f" ]] || fail "$f was not installed"
done
for size in 16 24 32 48 64 128 256; do
  png="$prefix/share/icons/hicolor/${size}x${size}/apps/$id.png"
  [[ -f "$png" ]] || fail "the ${size}px icon was not installed"
  file "$png" | grep -q "PNG image data, $size x $size" || fail "$png is not a ${size}x${size} PNG: $(file -b "$png")"
done

desktop-file-validate "$prefix/share/applications/$id.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" > /dev/null
# the .desktop entry starts a program that is installed, with the icon that is
grep -qx "Exec=kvscope" "$prefix/share/applications/$id.desktop" || fail "the .desktop entry does not run kvscope"
grep -qx "Icon=$id" "$prefix/share/applications/$id.desktop" || fail "the .desktop entry names another icon"

# the installed programs run from the prefix alone (the built-in models are inside them)
out="$("$prefix/bin/kvscope-cli" run --model tiny --steps 2)"
grep -q "step 2 · decode" <<< "$out" || fail "the installed kvscope-cli did not run the tiny model"
mkdir "$prefix/export"
QT_QPA_PLATFORM=offscreen "$prefix/bin/kvscope" --headless --model tiny --steps 1 --format png --out "$prefix/export" \
  > /dev/null 2>&1 || fail "the installed kvscope --headless failed"
ls "$prefix/export"/*.png > /dev/null 2>&1 || fail "the installed kvscope --headless wrote no PNG"

# the man pages render without warnings and list every option of --help
for page in kvscope kvscope-cli; do
  warnings="$(MANWIDTH=80 man --warnings -l "$prefix/share/man/man1/$page.1" 2>&1 > /dev/null || true)"
  [[ -z "$warnings" ]] || fail "$page.1 renders with warnings: $warnings"
done
text="$(MANWIDTH=200 man -l "$prefix/share/man/man1/kvscope-cli.1" 2>/dev/null)"
for cmd in run tokenize inspect; do
  for opt in $("$prefix/bin/kvscope-cli" "$cmd" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    [[ "$opt" == --help ]] && continue
    grep -q -- "$opt" <<< "$text" || fail "kvscope-cli.1 does not list $cmd's $opt"
  done
done
text="$(MANWIDTH=200 man -l "$prefix/share/man/man1/kvscope.1" 2>/dev/null)"
for opt in $(QT_QPA_PLATFORM=offscreen "$prefix/bin/kvscope" --help 2>/dev/null | grep -o -- '--[a-z][a-z-]*' | sort -u); do
  grep -q -- "$opt" <<< "$text" || fail "kvscope.1 does not list $opt"
done
echo "check_install: installed and checked under a fresh prefix"
