#!/usr/bin/env bash
# Installs a KVScope .deb into a fresh, minimal Debian 12 root (debootstrap) with
# `apt install ./kvscope_*.deb`, as a user on a clean machine would, then runs it there:
# kvscope-cli on the built-in tiny model, and a headless export of every view.
# Usage (as root): scripts/check-deb.sh build/PRESET/kvscope_VERSION_ARCH.deb
set -euo pipefail
deb="$(realpath "$1")"
root="$(mktemp -d /var/tmp/kvscope-debroot.XXXXXX)"
cleanup() {
  umount "$root/proc" 2> /dev/null || true
  rm -rf "$root"
}
[[ -n "${KEEP_ROOT:-}" ]] || trap cleanup EXIT
mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2> /dev/null | head -1)"
mirror="${mirror:-http://deb.debian.org/debian}"

echo "check-deb: a fresh Debian 12 root from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.debootstrap.log" 2>&1 ||
  { tail -20 "$root.debootstrap.log"; exit 1; }
rm -f "$root.debootstrap.log"
# /proc for the programs in the root; a container that may not mount it runs them without
mount -t proc proc "$root/proc" 2> /dev/null || echo "check-deb: cannot mount /proc in the root; going on without it"
cp "$deb" "$root/tmp/"
chroot "$root" apt-get update -q > /dev/null
chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" \
  > "$root/tmp/apt.log" 2>&1 || { tail -30 "$root/tmp/apt.log"; exit 1; }
echo "check-deb: installed $(chroot "$root" dpkg-query -W -f='${Package} ${Version}' kvscope)"

# the whole output first: grep -q would stop reading early and the pipe's failure end the script
out="$(chroot "$root" kvscope-cli run --model tiny --steps 2)"
grep -q "step 2 · decode" <<< "$out" || { echo "check-deb: kvscope-cli did not run the tiny model" >&2; exit 1; }
mkdir "$root/tmp/out"
chroot "$root" env QT_QPA_PLATFORM=offscreen kvscope --headless --model tiny --steps 1 --format png,svg --out /tmp/out \
  > /dev/null 2>&1 || { echo "check-deb: kvscope --headless failed" >&2; exit 1; }
count="$(ls "$root/tmp/out" | wc -l)"
[[ "$count" -gt 0 ]] || { echo "check-deb: the headless export wrote nothing" >&2; exit 1; }
[[ -f "$root/usr/share/applications/io.github.kvscope.KVScope.desktop" ]] || { echo "check-deb: no desktop entry" >&2; exit 1; }
chroot "$root" man -w kvscope-cli > /dev/null 2>&1 || [[ -f "$root/usr/share/man/man1/kvscope-cli.1" ]] ||
  { echo "check-deb: no man page" >&2; exit 1; }
echo "check-deb: kvscope-cli ran and kvscope --headless wrote $count files in a fresh Debian 12 root"
