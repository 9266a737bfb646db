#!/usr/bin/python3
"""Independent check of an exported model directory: a plain-numpy float64
GPT-2 forward pass written from the Hugging Face GPT-2 formulas (not model.py)
reads model.safetensors + config.json and must reproduce reference.json
(prefill logits, the 5 decode steps, and the head_passage attention averages).
It is also a compact spec of what a C++ engine has to compute.
Usage: check_reference.py [MODEL_DIR]
"""
import json
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
D = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "resources", "models",
                                                        "kvscope-tiny")


def load_st(path):
    raw = open(path, "rb").read()
    n = struct.unpack("<Q", raw[:8])[0]
    hdr = json.loads(raw[8:8 + n])
    hdr.pop("__metadata__", None)
    dt = {"F32": "<f4", "F16": "<f2"}
    return {k: np.frombuffer(raw[8 + n + v["data_offsets"][0]:8 + n + v["data_offsets"][1]],
                             dtype=dt[v["dtype"]]).reshape(v["shape"]).astype(np.float64)
            for k, v in hdr.items()}


def ln(x, w, b, eps):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * w + b


def gelu_new(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def forward(W, c, ids):
    T, C, H = len(ids), c["n_embd"], c["n_head"]
    hd, eps = C // H, c["layer_norm_epsilon"]
    x = W["wte.weight"][ids] + W["wpe.weight"][:T]
    atts = []
    for i in range(c["n_layer"]):
        p = "h.%d." % i
        a = ln(x, W[p + "ln_1.weight"], W[p + "ln_1.bias"], eps)
        qkv = a @ W[p + "attn.c_attn.weight"] + W[p + "attn.c_attn.bias"]
        q, k, v = (qkv[:, j * C:(j + 1) * C].reshape(T, H, hd).transpose(1, 0, 2) for j in range(3))
        s = q @ k.transpose(0, 2, 1) / np.sqrt(hd)
        s = np.where(np.tril(np.ones((T, T), bool)), s, -np.inf)
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        atts.append(s)
        y = (s @ v).transpose(1, 0, 2).reshape(T, C)
        x = x + y @ W[p + "attn.c_proj.weight"] + W[p + "attn.c_proj.bias"]
        m = ln(x, W[p + "ln_2.weight"], W[p + "ln_2.bias"], eps)
        m = gelu_new(m @ W[p + "mlp.c_fc.weight"] + W[p + "mlp.c_fc.bias"])
        x = x + m @ W[p + "mlp.c_proj.weight"] + W[p + "mlp.c_proj.bias"]
    x = ln(x, W["ln_f.weight"], W["ln_f.bias"], eps)
    return x @ W["wte.weight"].T, atts


def main():
    W = load_st(os.path.join(D, "model.safetensors"))
    c = json.load(open(os.path.join(D, "config.json")))
    ref = json.load(open(os.path.join(D, "reference.json")))
    worst = 0.0
    lg, _ = forward(W, c, ref["input_ids"])
    worst = max(worst, np.abs(lg[-1] - np.array(ref["prefill_last_logits"])).max())
    assert int(lg[-1].argmax()) == ref["prefill_argmax"]
    seq = list(ref["input_ids"])
    for st in ref["decode_steps"]:
        seq.append(st["fed_token"])
        lg, _ = forward(W, c, seq)
        worst = max(worst, np.abs(lg[-1] - np.array(st["logits"])).max())
        assert int(lg[-1].argmax()) == st["argmax"]
    hp = ref["head_passage"]
    prev, first = 0.0, 0.0
    for ids in hp["windows"]:
        _, atts = forward(W, c, ids)
        q = np.arange(2, len(ids))
        prev = prev + np.array([a[:, q, q - 1].mean(-1) for a in atts]) / len(hp["windows"])
        first = first + np.array([a[:, q, 0].mean(-1) for a in atts]) / len(hp["windows"])
    hw = max(np.abs(prev - np.array(hp["prev_token"])).max(),
             np.abs(first - np.array(hp["first_token"])).max())
    print("max |logit diff| %.3g, max |head score diff| %.3g" % (worst, hw))
    assert worst < 1e-6 and hw < 1e-6, "mismatch"
    print("OK: numpy float64 forward reproduces reference.json")


if __name__ == "__main__":
    main()
