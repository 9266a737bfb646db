#!/usr/bin/python3
"""Independent check of an exported model directory: a plain-numpy float64
GPT-2 forward pass written from the Hugging Face GPT-2 formulas (not model.py), or for
model_type llama one from the LlamaForCausalLM formulas (not model_llama.py: RMSNorm,
RoPE as cos/sin over frequency pairs (i, i + d/2), SwiGLU, KV head of query head h =
h // (heads / kv_heads)), reads model.safetensors + config.json and must reproduce reference.json
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


def rms(x, w, eps):
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w


def rope(x, theta):
    """x [H, T, d]: pair (i, i + d/2) of position p rotated by p * theta^(-2i/d)."""
    H, T, d = x.shape
    ang = np.arange(T)[:, None] * theta ** (-2.0 * np.arange(d // 2) / d)[None, :]
    c, s = np.cos(ang), np.sin(ang)
    a, b = x[..., :d // 2], x[..., d // 2:]
    return np.concatenate([a * c - b * s, b * c + a * s], -1)


def forward_llama(W, c, ids):
    T, C, H, Hkv = len(ids), c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"]
    hd = c.get("head_dim") or C // H
    eps, theta = c["rms_norm_eps"], c["rope_theta"]
    emb = W["model.embed_tokens.weight"]
    x = emb[ids]
    atts = []
    for i in range(c["num_hidden_layers"]):
        p = "model.layers.%d." % i
        a = rms(x, W[p + "input_layernorm.weight"], eps)
        q = (a @ W[p + "self_attn.q_proj.weight"].T).reshape(T, H, hd).transpose(1, 0, 2)
        k = (a @ W[p + "self_attn.k_proj.weight"].T).reshape(T, Hkv, hd).transpose(1, 0, 2)
        v = (a @ W[p + "self_attn.v_proj.weight"].T).reshape(T, Hkv, hd).transpose(1, 0, 2)
        q, k = rope(q, theta), rope(k, theta)
        g = np.arange(H) // (H // Hkv)          # the KV head each query head reads
        s = np.einsum("htd,hsd->hts", q, k[g]) / np.sqrt(hd)
        s = np.where(np.tril(np.ones((T, T), bool)), s, -np.inf)
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        atts.append(s)
        y = np.einsum("hts,hsd->htd", s, v[g]).transpose(1, 0, 2).reshape(T, H * hd)
        x = x + y @ W[p + "self_attn.o_proj.weight"].T
        m = rms(x, W[p + "post_attention_layernorm.weight"], eps)
        gate = m @ W[p + "mlp.gate_proj.weight"].T
        m = (gate / (1 + np.exp(-gate))) * (m @ W[p + "mlp.up_proj.weight"].T)
        x = x + m @ W[p + "mlp.down_proj.weight"].T
    x = rms(x, W["model.norm.weight"], eps)
    lm = W.get("lm_head.weight", emb)
    return x @ lm.T, atts


def main():
    global forward
    W = load_st(os.path.join(D, "model.safetensors"))
    c = json.load(open(os.path.join(D, "config.json")))
    if c.get("model_type") == "llama":
        forward = forward_llama
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
