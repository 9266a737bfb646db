#!/bin/bash
# Optional but recommended: unpack Debian's OpenBLAS (libopenblas0-pthread)
# into $KVSCOPE_TRAIN_DIR/openblas without installing it system-wide.
# env.sh then puts it on LD_LIBRARY_PATH for the training scripts only.
set -euo pipefail
D="${KVSCOPE_TRAIN_DIR:-/var/tmp/kvscope-train}/openblas"
if [ -e "$D/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3" ]; then
  echo "OpenBLAS already unpacked in $D"; exit 0
fi
mkdir -p "$D"
cd "$D"
apt-get download libopenblas0-pthread
dpkg-deb -x libopenblas0-pthread_*.deb "$D"
echo "OpenBLAS unpacked in $D"
