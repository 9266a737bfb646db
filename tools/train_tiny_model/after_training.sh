#!/bin/bash
# Evaluate + export the latest checkpoint into resources/models/kvscope-tiny/ (a train.py
# --arch llama checkpoint: resources/models/kvscope-tiny-gqa/).
# Usage: ./after_training.sh [CKPT]   (default $KVSCOPE_TRAIN_DIR/ckpt.pt;
# use .../ckpt_best.pt for the best held-out checkpoint if the last over-fitted)
# Safe to run while training is still going (it reads the last checkpoint).
set -euo pipefail
cd "$(dirname "$0")"
. ./env.sh
CKPT="${1:-$KVSCOPE_TRAIN_DIR/ckpt.pt}"
NAME=$($PY -c 'import sys, torch
ck = torch.load(sys.argv[1], map_location="cpu")
print("kvscope-tiny-gqa" if ck["config"].get("arch") == "llama" else "kvscope-tiny")' "$CKPT")
OUT="../../resources/models/$NAME"
nice -n 10 $PY evaluate.py --ckpt "$CKPT" --out "$OUT"
nice -n 10 $PY export.py --ckpt "$CKPT" --out "$OUT"
nice -n 10 $PY check_reference.py "$OUT"
