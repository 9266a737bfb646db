#!/usr/bin/env bash
# Runs a test against a real X server with a real window manager, as a classroom machine has
# them: Xvfb at the given size plus openbox, so focus, activation and key presses behave as on a
# desk (the offscreen platform has no window manager). Exits 77, which CTest reports as skipped,
# when a tool is missing (scripts/install-deps.sh installs them).
# Usage: tests/ui/real_window.sh [WxH] COMMAND...
set -euo pipefail
size=1280x720
if [[ ${1:-} =~ ^[0-9]+x[0-9]+$ ]]; then size=$1; shift; fi
[ $# -gt 0 ] || { echo "usage: $0 [WxH] COMMAND..." >&2; exit 2; }
for tool in xvfb-run Xvfb openbox xdotool xprop; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is missing: skipped (scripts/install-deps.sh)"; exit 77; }
done
# inside the server: start openbox, wait until it manages the screen, run the command
inner='openbox >/dev/null 2>&1 & wm=$!
for _ in $(seq 100); do xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break; sleep 0.05; done
set +e; "$@"; rc=$?
kill $wm 2>/dev/null; exit $rc'
exec xvfb-run -a -s "-screen 0 ${size}x24 -nolisten tcp" bash -c "$inner" real-window "$@"
