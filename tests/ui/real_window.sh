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
# inside the server: start openbox, wait until it announces the hints the tests rely on (window
# activation), then run the command. A loaded machine (CI runs two tests at once) can take
# seconds to start openbox; a test that started before would find no window manager and fail,
# so wait up to 60 s. Openbox has once exited at start-up under a parallel ctest (0.45 s into
# the test, cause unseen because its messages went to /dev/null): it is started up to three
# times, and if it never manages the screen its own messages are shown.
inner='log=$(mktemp); trap "rm -f $log" EXIT
ready=0
for attempt in 1 2 3; do
  openbox >>"$log" 2>&1 & wm=$!
  for _ in $(seq 600); do
    xprop -root _NET_SUPPORTED 2>/dev/null | grep -q "_NET_ACTIVE_WINDOW" && { ready=1; break; }
    kill -0 $wm 2>/dev/null || break
    sleep 0.1
  done
  [ $ready = 1 ] && break
  kill $wm 2>/dev/null; wait $wm 2>/dev/null
  echo "real_window.sh: openbox attempt $attempt did not start managing the screen" >&2
  sleep 0.5
done
[ $ready = 1 ] || { echo "real_window.sh: no window manager on $DISPLAY; openbox said:" >&2; cat "$log" >&2; exit 1; }
set +e; "$@"; rc=$?
kill $wm 2>/dev/null; exit $rc'
exec xvfb-run -a -s "-screen 0 ${size}x24 -nolisten tcp" bash -c "$inner" real-window "$@"
