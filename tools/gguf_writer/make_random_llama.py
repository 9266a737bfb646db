#!/usr/bin/python3
"""Writes a Llama-architecture GGUF file of a given shape with random weights (fixed seed), in
one weight type or llama.cpp's Q4_K_M mix — for benchmarks at real sizes (no real weights can
be downloaded here) and for tests of the K-quant types, whose rows must be whole super-blocks
of 256 (the reference folders in tests/data are narrower):

    /usr/bin/python3 tools/gguf_writer/make_random_llama.py OUT.gguf --shape gpt2-small --type Q4_0

Shapes: `test-k256` (hidden 256, 2 layers, 4 heads sharing 2 KV heads), `gpt2-small` (GPT-2
small's width, depth, heads and vocabulary as a Llama: 768, 12 layers, 12 heads, SwiGLU of
2048 — GPT-2's MLP parameter count — 50,257 tokens, tied), `llama-1b` (Llama 3.2 1B: 2048,
16 layers, 32 heads sharing 8, SwiGLU 8192, 128,256 tokens, tied, rope base 500,000).

Types: F32, F16, Q8_0, Q4_0, Q4_K … (every type quantize.py encodes), or Q4_K_M: Q4_K, with
Q6_K for the token embedding and for attn_v and ffn_down in the first, the last and every
third layer between, as llama.cpp's Q4_K_M recipe does.

The tokenizer is the 557-token byte-level BPE of tests/data/gpt2-tiny-ref, padded with unused
tokens to the shape's vocabulary (ids past 557 are never produced by encoding, only by
sampling, and decode as their padding names).
"""
import argparse
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gguf_writer import F16, F32, FLOAT32, UINT32, GgufWriter  # noqa: E402
from quantize import ENCODERS  # noqa: E402
from tokenizer_metadata import add_tokenizer  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SHAPES = {
    "test-k256": dict(hidden=256, layers=2, heads=4, kv_heads=2, ffn=512, vocab=557, context=128, theta=10000.0),
    "gpt2-small": dict(hidden=768, layers=12, heads=12, kv_heads=12, ffn=2048, vocab=50257, context=1024, theta=10000.0),
    "llama-1b": dict(hidden=2048, layers=16, heads=32, kv_heads=8, ffn=8192, vocab=128256, context=2048,
                     theta=500000.0),
}


def tensor_type(qtype, name, layer, layers):
    if qtype != "Q4_K_M":
        return qtype
    more_bits = layer is not None and (layer == 0 or layer == layers - 1 or layer % 3 == 0)
    if name == "token_embd.weight" or (more_bits and name.split(".")[-2] in ("attn_v", "ffn_down")):
        return "Q6_K"
    return "Q4_K"


def make(out, shape, qtype, seed=1):
    s = SHAPES[shape]
    rng = np.random.default_rng(seed)
    d, hd = s["hidden"], s["hidden"] // s["heads"]
    w = GgufWriter()
    w.add("general.architecture", "llama")
    w.add("general.name", f"random-{shape}-{qtype.lower()}")
    w.add("llama.block_count", s["layers"], UINT32)
    w.add("llama.context_length", s["context"], UINT32)
    w.add("llama.embedding_length", d, UINT32)
    w.add("llama.feed_forward_length", s["ffn"], UINT32)
    w.add("llama.attention.head_count", s["heads"], UINT32)
    w.add("llama.attention.head_count_kv", s["kv_heads"], UINT32)
    w.add("llama.attention.layer_norm_rms_epsilon", 1e-5, FLOAT32)
    w.add("llama.rope.freq_base", s["theta"], FLOAT32)
    ref = os.path.join(ROOT, "tests", "data", "gpt2-tiny-ref")
    tok = json.load(open(os.path.join(ref, "tokenizer.json")))
    add_tokenizer(w, tok, {}, s["vocab"], 556, 556)
    w.add("tokenizer.ggml.add_bos_token", False)

    def matrix(name, rows, cols, layer=None):
        t = tensor_type(qtype, name, layer, s["layers"])
        values = rng.standard_normal((rows, cols), dtype=np.float32) * 0.02
        w.add_tensor(name, values, {"F32": F32, "F16": F16}.get(t, t))

    def norm(name):
        w.add_tensor(name, (1.0 + 0.1 * rng.standard_normal(d, dtype=np.float32)).astype(np.float32), F32)

    matrix("token_embd.weight", s["vocab"], d)
    norm("output_norm.weight")
    for layer in range(s["layers"]):
        p = f"blk.{layer}."
        norm(p + "attn_norm.weight")
        matrix(p + "attn_q.weight", s["heads"] * hd, d, layer)
        matrix(p + "attn_k.weight", s["kv_heads"] * hd, d, layer)
        matrix(p + "attn_v.weight", s["kv_heads"] * hd, d, layer)
        matrix(p + "attn_output.weight", d, s["heads"] * hd, layer)
        norm(p + "ffn_norm.weight")
        matrix(p + "ffn_gate.weight", s["ffn"], d, layer)
        matrix(p + "ffn_up.weight", s["ffn"], d, layer)
        matrix(p + "ffn_down.weight", d, s["ffn"], layer)
    w.write(out)


if __name__ == "__main__":
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("out")
    a.add_argument("--shape", default="test-k256", choices=sorted(SHAPES))
    a.add_argument("--type", default="Q4_K_M", choices=["F32", "F16", "Q4_K_M", *ENCODERS])
    a.add_argument("--seed", type=int, default=1)
    args = a.parse_args()
    make(args.out, args.shape, args.type, args.seed)
