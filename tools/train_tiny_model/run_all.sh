#!/bin/bash
# The whole kvscope-tiny recipe, in order.  Usage: ./run_all.sh [MINUTES]
# Corpus, tokenizer, checkpoints and logs go to $KVSCOPE_TRAIN_DIR
# (default /var/tmp/kvscope-train, outside the repository); the shipped model
# goes to resources/models/kvscope-tiny/.  Training runs in the foreground
# here; use launch_training.sh to run it detached instead.
set -euo pipefail
cd "$(dirname "$0")"
. ./env.sh
MIN="${1:-150}"
mkdir -p "$KVSCOPE_TRAIN_DIR"
./setup_blas.sh || echo "OpenBLAS not available; training will use the (slow) reference BLAS"
. ./env.sh                     # pick up OpenBLAS if it was just unpacked
$PY extract_corpus.py
$PY train_tokenizer.py
OMP_WAIT_POLICY=PASSIVE nice -n 19 $PY train.py --resume --minutes "$MIN"
./after_training.sh
