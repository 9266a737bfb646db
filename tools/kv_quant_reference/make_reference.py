#!/usr/bin/python3
"""Reference values of a KIVI-style quantized KV cache, written from the method's definition
with numpy (independent of core/kv_quant.cpp), for tests/core/tst_kv_quant.cpp.

A cache of n rows (positions) × width channels, b bits, groups of G, the newest R rows in full:
  per-token:   rows i < n - R are quantized, each row's channels in groups of G;
  per-channel: whole groups of G rows, (g+1)·G <= n - R, each channel of the group on its own.
A group x: m = f16(min x), s = f16((max x - min x) / (2^b - 1)), q = clip(rint((x - m) / s)),
read = q·s + m, all in float32 (s = 0: q = 0, read = m).

Writes tests/data/kv-quant/expected.json: for each case, the exact rows, and for every n the
rows the model reads and the codes.
"""
import json
import os
import sys

import numpy as np


def as_f16(x):
    h = np.float32(np.float16(x))
    return h if np.isfinite(h) else np.float32(x)


def quantize_group(x, bits):
    top = np.float32(2 ** bits - 1)
    m = as_f16(x.min())
    s = as_f16(np.float32(x.max() - x.min()) / top)
    if s > 0:
        q = np.clip(np.rint((x - m) / s), 0, top).astype(np.float32)
    else:
        q = np.zeros_like(x)
    return q.astype(np.int64), (q * s + m).astype(np.float32)


def cache_state(exact, n, bits, axis, group, recent):
    """The rows of the first n positions as the model reads them, and their codes (-1: not quantized)."""
    rows = exact[:n].copy()
    codes = -np.ones(rows.shape, dtype=np.int64)
    old = max(0, n - recent)
    width = exact.shape[1]
    if axis == "per-token":
        for i in range(old):
            for c0 in range(0, width, group):
                q, r = quantize_group(exact[i, c0:c0 + group], bits)
                codes[i, c0:c0 + group], rows[i, c0:c0 + group] = q, r
    else:
        for g in range(old // group):
            for c in range(width):
                q, r = quantize_group(exact[g * group:(g + 1) * group, c], bits)
                codes[g * group:(g + 1) * group, c], rows[g * group:(g + 1) * group, c] = q, r
    return rows, codes


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "../../tests/data/kv-quant/expected.json")
    rng = np.random.default_rng(20261126)
    positions, width = 11, 6
    exact = rng.normal(0.0, 1.0, size=(positions, width)).astype(np.float32)
    exact[:, 2] *= 8.0        # an outlier channel, as keys have
    exact[4, :] = 0.25        # a constant row: scale 0 per-token
    cases = []
    for bits in (8, 4):
        for axis in ("per-token", "per-channel"):
            for group, recent in ((4, 2), (3, 0)):
                states = []
                for n in range(1, positions + 1):
                    rows, codes = cache_state(exact, n, bits, axis, group, recent)
                    states.append({"n": n, "read": rows.tolist(), "codes": codes.tolist()})
                cases.append({"bits": bits, "axis": axis, "group": group, "recent": recent, "states": states})
    doc = {"source": "tools/kv_quant_reference/make_reference.py (numpy %s)" % np.__version__,
           "exact": exact.tolist(), "cases": cases}
    with open(out, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")
    print("wrote", out, len(cases), "cases")


if __name__ == "__main__":
    main()
