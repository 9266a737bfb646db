#!/usr/bin/python3
"""PyTorch's speed on the model kvscope-bench times, for the comparison in the README.

A GPT-2-small-shaped model (12 layers, 12 heads, width 768, 50,257 tokens) with random f32
weights, written plainly in PyTorch with its own KV cache (keys and values concatenated per
layer), timed like kvscope-bench: prefill of 128 and 512 tokens, then 128 decode steps after
a 128-token prompt with the cache, at 2 threads.  Debian's python3-torch (1.13, CPU) calls the
system libblas.so.3, the slow reference BLAS, unless OpenBLAS is found; for a fair comparison
put Debian's OpenBLAS first (tools/train_tiny_model/setup_blas.sh unpacks it, env.sh points to it):

    tools/train_tiny_model/setup_blas.sh && . tools/train_tiny_model/env.sh
    /usr/bin/python3 tools/bench_pytorch/gpt2_decode.py
"""
import math
import time

import torch

L, H, D, V, T = 12, 12, 768, 50257, 1024
HD = D // H


def make_weights():
    g = torch.Generator().manual_seed(1)
    r = lambda *s: torch.randn(*s, generator=g) * 0.02
    blocks = [dict(ln1=(torch.ones(D), torch.zeros(D)), qkv=(r(D, 3 * D), torch.zeros(3 * D)),
                   proj=(r(D, D), torch.zeros(D)), ln2=(torch.ones(D), torch.zeros(D)),
                   fc=(r(D, 4 * D), torch.zeros(4 * D)), out=(r(4 * D, D), torch.zeros(D)))
              for _ in range(L)]
    return r(V, D), r(T, D), blocks, (torch.ones(D), torch.zeros(D))


def forward(ids, start, wte, wpe, blocks, lnf, cache):
    """ids (P,) at positions start..start+P-1; cache[l] = (K, V) of shape (H, n, HD) or None."""
    P = ids.shape[0]
    x = wte[ids] + wpe[start:start + P]
    mask = torch.full((P, start + P), float("-inf")).triu(start + 1)
    for l, b in enumerate(blocks):
        h = torch.nn.functional.layer_norm(x, (D,), *b["ln1"])
        q, k, v = torch.addmm(b["qkv"][1], h, b["qkv"][0]).split(D, dim=1)
        q, k, v = (t.view(P, H, HD).transpose(0, 1) for t in (q, k, v))
        if cache[l] is not None:
            k = torch.cat([cache[l][0], k], dim=1)
            v = torch.cat([cache[l][1], v], dim=1)
        cache[l] = (k, v)
        att = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(HD) + mask, dim=-1)
        y = (att @ v).transpose(0, 1).reshape(P, D)
        x = x + torch.addmm(b["proj"][1], y, b["proj"][0])
        h = torch.nn.functional.layer_norm(x, (D,), *b["ln2"])
        h = torch.nn.functional.gelu(torch.addmm(b["fc"][1], h, b["fc"][0]), approximate="tanh")
        x = x + torch.addmm(b["out"][1], h, b["out"][0])
    return torch.nn.functional.layer_norm(x[-1:], (D,), *lnf) @ wte.t()


@torch.no_grad()
def main():
    torch.set_num_threads(2)
    w = make_weights()
    for n in (128, 512):
        ids = torch.randint(0, V, (n,))
        forward(ids, 0, *w, [None] * L)  # warm up
        t = time.perf_counter()
        forward(ids, 0, *w, [None] * L)
        print("prefill %3d tokens                 %7.1f tokens/s" % (n, n / (time.perf_counter() - t)))
    cache = [None] * L
    logits = forward(torch.randint(0, V, (128,)), 0, *w, cache)
    t = time.perf_counter()
    for s in range(128):
        logits = forward(logits.argmax(dim=-1), 128 + s, *w, cache)
    print("decode 128 after 128, cache on     %7.1f tokens/s" % (128 / (time.perf_counter() - t)))


if __name__ == "__main__":
    main()
