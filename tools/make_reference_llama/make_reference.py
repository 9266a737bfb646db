#!/usr/bin/python3
"""Writes tests/data/llama-ref/<variant>/: small random Llama-family models in Hugging Face's
layout and what an independent float64 PyTorch implementation computes with them.

    /usr/bin/python3 tools/make_reference_llama/make_reference.py   (PyTorch 1.13, Debian 12)

One folder per variant, each a complete Hugging Face model folder: config.json,
model.safetensors (or two shards and model.safetensors.index.json), tokenizer.json,
tokenizer_config.json and expected.json. The variants cover what issue #22 lists:

    llama-gqa      8 query heads sharing 2 KV heads, tied embeddings, float32 file
    llama-mqa      4 query heads sharing 1 KV head, untied lm_head, rope_theta 500000,
                   float16 file
    qwen2-bias     model_type qwen2: biases on q/k/v (none on o_proj), bfloat16 file
    qwen3-qknorm   model_type qwen3: RMSNorm per head on q and k before RoPE, head_dim 24
                   while hidden_size / heads is 16
    llama3-scaled  rope_scaling of type "llama3" (all three frequency bands hit), untied,
                   sharded into two files with an index

The tokenizer is the 557-token byte-level BPE of tests/data/gpt2-tiny-ref (the tests feed
ids directly; tokenizer.json only has to load). The prompt ids are that folder's.

The model below is written from the published definitions (Hugging Face's modeling_llama /
modeling_qwen2 / modeling_qwen3 and the Llama 3 rope scaling), not from KVScope's C++:
RMSNorm x / sqrt(mean(x²) + eps) · w; RoPE in the "rotate half" layout, dims (i, i + hd/2)
of a head rotated by position · inv_freq[i]; grouped-query attention where query head h reads
KV head h // (H / H_kv); SwiGLU down(silu(gate(x)) · up(x)). Every step is recomputed from
the whole sequence (no KV cache on this side). Weights are random (fixed seed), rounded to
the file's dtype first, so both sides compute with the same numbers.
"""
import json
import math
import pathlib
import struct

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "llama-ref"
GPT2_REF = ROOT / "tests" / "data" / "gpt2-tiny-ref"
DECODE_STEPS = 5

VARIANTS = {
    "llama-gqa": dict(model_type="llama", hidden=64, layers=2, heads=8, kv_heads=2, head_dim=None,
                      intermediate=160, theta=10000.0, eps=1e-5, tied=True, dtype="F32", seed=11),
    "llama-mqa": dict(model_type="llama", hidden=64, layers=2, heads=4, kv_heads=1, head_dim=None,
                      intermediate=128, theta=500000.0, eps=1e-5, tied=False, dtype="F16", seed=12),
    "qwen2-bias": dict(model_type="qwen2", hidden=64, layers=2, heads=4, kv_heads=2, head_dim=None,
                       intermediate=128, theta=1000000.0, eps=1e-6, tied=True, dtype="BF16", seed=13,
                       qkv_bias=True),
    "qwen3-qknorm": dict(model_type="qwen3", hidden=64, layers=2, heads=4, kv_heads=2, head_dim=24,
                         intermediate=128, theta=1000000.0, eps=1e-6, tied=True, dtype="F32", seed=24,
                         qk_norm=True),
    "llama3-scaled": dict(model_type="llama", hidden=64, layers=3, heads=4, kv_heads=4, head_dim=None,
                          intermediate=128, theta=10000.0, eps=1e-5, tied=False, dtype="F32", seed=15,
                          rope_scaling={"rope_type": "llama3", "factor": 4.0, "low_freq_factor": 1.0,
                                        "high_freq_factor": 4.0, "original_max_position_embeddings": 32},
                          shards=2),
}
MAX_POSITIONS = 64

TORCH_DTYPE = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}


# ---- weights ----------------------------------------------------------------------------------

def make_weights(v, vocab_size):
    g = torch.Generator().manual_seed(v["seed"])
    d, H, Hkv, I = v["hidden"], v["heads"], v["kv_heads"], v["intermediate"]
    hd = v["head_dim"] or d // H

    def rnd(*shape, std=0.1, mean=0.0):
        x = mean + std * torch.randn(*shape, generator=g, dtype=torch.float64)
        return x.to(TORCH_DTYPE[v["dtype"]])  # the file's values: both sides compute with these

    w = {"model.embed_tokens.weight": rnd(vocab_size, d, std=0.5)}
    for l in range(v["layers"]):
        p = f"model.layers.{l}."
        w[p + "input_layernorm.weight"] = rnd(d, mean=1.0)
        w[p + "self_attn.q_proj.weight"] = rnd(H * hd, d, std=0.25)   # larger: sharper attention
        w[p + "self_attn.k_proj.weight"] = rnd(Hkv * hd, d, std=0.25)
        w[p + "self_attn.v_proj.weight"] = rnd(Hkv * hd, d, std=0.2)
        if v.get("qkv_bias"):
            w[p + "self_attn.q_proj.bias"] = rnd(H * hd, std=0.2)
            w[p + "self_attn.k_proj.bias"] = rnd(Hkv * hd, std=0.2)
            w[p + "self_attn.v_proj.bias"] = rnd(Hkv * hd, std=0.2)
        if v.get("qk_norm"):
            w[p + "self_attn.q_norm.weight"] = rnd(hd, mean=1.0, std=0.2)
            w[p + "self_attn.k_norm.weight"] = rnd(hd, mean=1.0, std=0.2)
        w[p + "self_attn.o_proj.weight"] = rnd(d, H * hd, std=0.15)
        w[p + "post_attention_layernorm.weight"] = rnd(d, mean=1.0)
        w[p + "mlp.gate_proj.weight"] = rnd(I, d, std=0.15)
        w[p + "mlp.up_proj.weight"] = rnd(I, d, std=0.15)
        w[p + "mlp.down_proj.weight"] = rnd(d, I, std=0.15)
    w["model.norm.weight"] = rnd(d, mean=1.0)
    if not v["tied"]:
        w["lm_head.weight"] = rnd(vocab_size, d, std=0.5)
    return w


def write_safetensors(path, tensors, dtype):
    # 8-byte little-endian header length, the JSON header, then the raw little-endian data.
    header, blobs, offset = {"__metadata__": {"format": "pt"}}, [], 0
    for name, t in tensors.items():
        if t.dtype == torch.bfloat16:  # numpy has no bfloat16: the top half of each float32
            bits = t.float().contiguous().view(torch.int32).numpy()
            data = (bits >> 16).astype("<u2").tobytes()
        else:
            data = t.contiguous().numpy().astype("<f4" if dtype == "F32" else "<f2").tobytes()
        header[name] = {"dtype": dtype, "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)  # align the data section
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


# ---- an independent float64 Llama -------------------------------------------------------------

def llama3_inv_freq(inv_freq, s):
    """Llama 3's rope scaling: long wavelengths slowed by `factor`, short ones kept, the band
    between blended (Meta's reference apply_scaling / HF _compute_llama3_parameters)."""
    old = s["original_max_position_embeddings"]
    low_wavelen = old / s["low_freq_factor"]
    high_wavelen = old / s["high_freq_factor"]
    out = []
    for f in inv_freq.tolist():
        wavelen = 2 * math.pi / f
        if wavelen < high_wavelen:
            out.append(f)
        elif wavelen > low_wavelen:
            out.append(f / s["factor"])
        else:
            smooth = (old / wavelen - s["low_freq_factor"]) / (s["high_freq_factor"] - s["low_freq_factor"])
            out.append((1 - smooth) * f / s["factor"] + smooth * f)
    return torch.tensor(out, dtype=torch.float64)


class Llama:
    def __init__(self, v, w):
        self.v = v
        self.w = {k: t.double() for k, t in w.items()}
        d, H = v["hidden"], v["heads"]
        self.hd = v["head_dim"] or d // H
        inv = 1.0 / v["theta"] ** (torch.arange(0, self.hd, 2, dtype=torch.float64) / self.hd)
        if v.get("rope_scaling"):
            inv = llama3_inv_freq(inv, v["rope_scaling"])
        self.inv_freq = inv  # (hd/2)

    def rms(self, x, weight):
        return x / torch.sqrt((x * x).mean(dim=-1, keepdim=True) + self.v["eps"]) * weight

    def rope(self, x):
        # x (heads, T, hd): rotate dims (i, i + hd/2) by position · inv_freq[i]
        T = x.shape[1]
        angles = torch.arange(T, dtype=torch.float64)[:, None] * self.inv_freq[None, :]  # (T, hd/2)
        cos, sin = angles.cos(), angles.sin()
        a, b = x[..., : self.hd // 2], x[..., self.hd // 2:]
        return torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1)

    def proj(self, x, p):
        y = x @ self.w[p + ".weight"].T
        return y + self.w[p + ".bias"] if p + ".bias" in self.w else y

    def attn(self, x, p):
        T, H, Hkv, hd = x.shape[0], self.v["heads"], self.v["kv_heads"], self.hd
        q = self.proj(x, p + ".q_proj").view(T, H, hd).transpose(0, 1)      # (H, T, hd)
        k = self.proj(x, p + ".k_proj").view(T, Hkv, hd).transpose(0, 1)    # (Hkv, T, hd)
        val = self.proj(x, p + ".v_proj").view(T, Hkv, hd).transpose(0, 1)  # (Hkv, T, hd)
        if self.v.get("qk_norm"):
            q = self.rms(q, self.w[p + ".q_norm.weight"])
            k = self.rms(k, self.w[p + ".k_norm.weight"])
        q, k = self.rope(q), self.rope(k)
        group = H // Hkv
        k = k.repeat_interleave(group, dim=0)      # query head h reads KV head h // group
        val = val.repeat_interleave(group, dim=0)
        att = q @ k.transpose(1, 2) / math.sqrt(hd)  # (H, T, T)
        mask = torch.ones(T, T, dtype=torch.bool).tril()
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ val).transpose(0, 1).reshape(T, H * hd)
        return self.proj(y, p + ".o_proj")

    def mlp(self, x, p):
        gate = torch.nn.functional.silu(self.proj(x, p + ".gate_proj"))
        return self.proj(gate * self.proj(x, p + ".up_proj"), p + ".down_proj")

    def __call__(self, ids):
        x = self.w["model.embed_tokens.weight"][ids]
        for l in range(self.v["layers"]):
            p = f"model.layers.{l}"
            x = x + self.attn(self.rms(x, self.w[p + ".input_layernorm.weight"]), p + ".self_attn")
            x = x + self.mlp(self.rms(x, self.w[p + ".post_attention_layernorm.weight"]), p + ".mlp")
        x = self.rms(x, self.w["model.norm.weight"])
        head = self.w.get("lm_head.weight", self.w["model.embed_tokens.weight"])
        return x[-1] @ head.T  # (V) logits of the last position


def greedy_steps(model, ids):
    logits = model(ids)
    steps, seq = [], list(ids)
    for _ in range(DECODE_STEPS):
        top2 = torch.topk(logits, 2).values
        assert top2[0] - top2[1] > 1e-3, "greedy choice too close to call in float32"
        fed = int(logits.argmax())
        seq.append(fed)
        logits = model(seq)
        steps.append({"fed": fed, "logits": logits.tolist()})
    return steps


# ---- the folder -------------------------------------------------------------------------------

def config_json(v, vocab_size, bos, eos):
    c = {
        "architectures": [{"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM",
                           "qwen3": "Qwen3ForCausalLM"}[v["model_type"]]],
        "model_type": v["model_type"], "hidden_size": v["hidden"], "num_hidden_layers": v["layers"],
        "num_attention_heads": v["heads"], "num_key_value_heads": v["kv_heads"],
        "intermediate_size": v["intermediate"], "hidden_act": "silu",
        "max_position_embeddings": MAX_POSITIONS, "vocab_size": vocab_size,
        "rms_norm_eps": v["eps"], "rope_theta": v["theta"], "rope_scaling": v.get("rope_scaling"),
        "tie_word_embeddings": v["tied"], "bos_token_id": bos, "eos_token_id": eos,
        "torch_dtype": {"F32": "float32", "F16": "float16", "BF16": "bfloat16"}[v["dtype"]],
    }
    if v["head_dim"]:
        c["head_dim"] = v["head_dim"]
    if v["model_type"] == "llama":
        c["attention_bias"] = False
        c["mlp_bias"] = False
    if v["model_type"] in ("qwen2", "qwen3"):
        c["use_sliding_window"] = False
        c["sliding_window"] = None
    return c


def write_folder(name, v):
    folder = OUT / name
    folder.mkdir(parents=True, exist_ok=True)
    tokenizer = json.loads((GPT2_REF / "tokenizer.json").read_text(encoding="utf-8"))
    vocab_size = len(tokenizer["model"]["vocab"])
    eot = vocab_size - 1
    ids = json.loads((GPT2_REF / "expected.json").read_text())["ids"]  # starts with <|endoftext|>

    weights = make_weights(v, vocab_size)
    model = Llama(v, weights)
    steps = greedy_steps(model, ids)

    if v.get("shards"):
        names = list(weights)
        cut = len(names) // 2
        parts = [names[:cut], names[cut:]]
        files = [f"model-{i + 1:05d}-of-{len(parts):05d}.safetensors" for i in range(len(parts))]
        weight_map = {}
        for file, part in zip(files, parts):
            write_safetensors(folder / file, {n: weights[n] for n in part}, v["dtype"])
            weight_map.update({n: file for n in part})
        total = sum(t.numel() * t.element_size() for t in weights.values())
        (folder / "model.safetensors.index.json").write_text(json.dumps(
            {"metadata": {"total_size": total}, "weight_map": weight_map}, indent=2) + "\n")
    else:
        write_safetensors(folder / "model.safetensors", weights, v["dtype"])
    (folder / "config.json").write_text(json.dumps(config_json(v, vocab_size, eot, eot), indent=2) + "\n")
    (folder / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False) + "\n", encoding="utf-8")
    (folder / "tokenizer_config.json").write_text(json.dumps({
        "add_bos_token": True, "add_eos_token": False, "bos_token": "<|endoftext|>",
        "eos_token": "<|endoftext|>", "model_max_length": MAX_POSITIONS}, indent=2) + "\n")
    (folder / "expected.json").write_text(json.dumps({
        "source": "tools/make_reference_llama/make_reference.py, PyTorch " + torch.__version__ + ", float64",
        "variant": name,
        "ids": ids,
        "prefill_last_logits": model(ids).tolist(),
        "decode": steps,
    }) + "\n")
    print(name, "fed", [s["fed"] for s in steps])


def main():
    torch.set_grad_enabled(False)
    for name, v in VARIANTS.items():
        write_folder(name, v)


if __name__ == "__main__":
    main()
