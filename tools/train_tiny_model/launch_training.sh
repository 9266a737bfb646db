#!/bin/bash
# Start (or resume) the long training run in the background, detached from
# the terminal, at the lowest CPU priority.  Usage: ./launch_training.sh [MINUTES [TRAIN_ARGS...]]
# MINUTES is the total training budget (summed over resumes), default 150; TRAIN_ARGS go to
# train.py unchanged (e.g. --n-layer 8 --threads 1 --out /var/tmp/kvscope-8L).
# Progress: tail -f $KVSCOPE_TRAIN_DIR/train.log ; stop cleanly (checkpoint is
# saved): kill -TERM $(cat $KVSCOPE_TRAIN_DIR/train.pid)  (with --out DIR: DIR/train.log, DIR/train.pid,
# DIR/nohup.out)
set -euo pipefail
cd "$(dirname "$0")"
. ./env.sh
MIN="${1:-150}"
shift || true
NICE="${KVSCOPE_TRAIN_NICE:-19}"   # 19: yield to everything else on the machine
# train.py writes train.log / train.pid into --out (default: --work); nohup.out goes beside
# them, so two runs with different directories do not write over each other's output
# --threads N also sizes OpenBLAS's and OpenMP's pools (env.sh defaults them to 2), so two
# one-thread runs side by side do not each start two BLAS threads
OUT="" WORKDIR="$KVSCOPE_TRAIN_DIR" THREADS="" prev=""
for a in "$@"; do
  case "$prev|$a" in
    "--out|"*) OUT="$a" ;;
    "--work|"*) WORKDIR="$a" ;;
    "--threads|"*) THREADS="$a" ;;
    *"|--out="*) OUT="${a#--out=}" ;;
    *"|--work="*) WORKDIR="${a#--work=}" ;;
    *"|--threads="*) THREADS="${a#--threads=}" ;;
  esac
  prev="$a"
done
OUT="${OUT:-$WORKDIR}"
if [ -n "$THREADS" ]; then
  export OPENBLAS_NUM_THREADS="$THREADS" OMP_NUM_THREADS="$THREADS"
fi
mkdir -p "$OUT"
setsid nohup nice -n "$NICE" $PY train.py --resume --minutes "$MIN" "$@" \
  > "$OUT/nohup.out" 2>&1 < /dev/null &
echo "training started, pid $!; log: $OUT/train.log"
