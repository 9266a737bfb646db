#!/usr/bin/python3
"""Converts a Hugging Face GPT-2 or Llama-family folder (config.json, model.safetensors or its shards,
tokenizer.json, tokenizer_config.json) to a GGUF file as llama.cpp's converter lays it out —
written from ggml's docs/gguf.md and the GGUF key and tensor names, not from llama.cpp's code:

    /usr/bin/python3 tools/gguf_writer/convert_folder.py FOLDER OUT.gguf [--type F32|F16|Q8_0|Q4_0|…|Q6_K]

`--type` is the type of the matrices; norms and biases stay F32, and a matrix whose rows are
not whole blocks of the type falls back to Q8_0 (rows of 32s) or F16, as llama.cpp does. The
`llama` architecture's Q and K rows are interleaved per head (llama.cpp's RoPE pairs
neighbours; Hugging Face's pairs i with i + head_dim/2); qwen2 and qwen3 are written as they are.
"""
import argparse
import json
import os
import struct
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gguf_writer import F16, F32, FLOAT32, UINT32, GgufWriter  # noqa: E402
from quantize import ENCODERS  # noqa: E402
from tokenizer_metadata import add_tokenizer  # noqa: E402

DTYPES = {"F32": "<f4", "F16": "<f2"}
BLOCK = {"Q8_0": 32, "Q4_0": 32, "Q4_1": 32, "Q5_0": 32, "Q5_1": 32, "Q4_K": 256, "Q5_K": 256, "Q6_K": 256}


def read_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        raw = np.frombuffer(data[begin:end], dtype=DTYPES.get(info["dtype"], "<f4"))
        if info["dtype"] == "BF16":
            raw = (np.frombuffer(data[begin:end], dtype="<u2").astype(np.uint32) << 16).view("<f4")
        out[name] = raw.astype(np.float32).reshape(info["shape"])
    return out


def read_weights(folder):
    single = os.path.join(folder, "model.safetensors")
    if os.path.exists(single):
        return read_safetensors(single)
    index = json.load(open(os.path.join(folder, "model.safetensors.index.json")))
    weights = {}
    for shard in sorted(set(index["weight_map"].values())):
        weights.update(read_safetensors(os.path.join(folder, shard)))
    return weights


def interleave(w, heads):
    """Hugging Face's rotary halves → llama.cpp's neighbouring pairs, per head of rows."""
    rows = w.shape[0]
    hd = rows // heads
    return w.reshape(heads, 2, hd // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def tensor_type(qtype, t):
    """The type a tensor is written in: vectors F32; a matrix whose rows are not whole blocks of
    the type falls back to Q8_0 (rows of 32s) or F16, as llama.cpp does."""
    if t.ndim != 2 or qtype == "F32":
        return "F32"
    if qtype in BLOCK and t.shape[1] % BLOCK[qtype] != 0:
        return "Q8_0" if t.shape[1] % 32 == 0 else "F16"
    return qtype


def convert_gpt2(folder, out, qtype, config, tok, tok_config):
    """A GPT-2 folder as llama.cpp's converter writes it: architecture `gpt2`, the Conv1D
    weights (in, out) transposed to Linear's (out, in) rows, the output tied to token_embd."""
    d = config["n_embd"]
    w = GgufWriter()
    w.add("general.architecture", "gpt2")
    w.add("general.name", os.path.basename(os.path.normpath(folder)))
    w.add("gpt2.block_count", config["n_layer"], UINT32)
    w.add("gpt2.context_length", config["n_positions"], UINT32)
    w.add("gpt2.embedding_length", d, UINT32)
    w.add("gpt2.feed_forward_length", config.get("n_inner") or 4 * d, UINT32)
    w.add("gpt2.attention.head_count", config["n_head"], UINT32)
    w.add("gpt2.attention.layer_norm_epsilon", float(config.get("layer_norm_epsilon", 1e-5)), FLOAT32)
    add_tokenizer(w, tok, tok_config, config["vocab_size"], config.get("bos_token_id"), config.get("eos_token_id"))
    w.add("tokenizer.ggml.add_bos_token", False)
    parts = {"ln_1.weight": "attn_norm.weight", "ln_1.bias": "attn_norm.bias",
             "attn.c_attn.weight": "attn_qkv.weight", "attn.c_attn.bias": "attn_qkv.bias",
             "attn.c_proj.weight": "attn_output.weight", "attn.c_proj.bias": "attn_output.bias",
             "ln_2.weight": "ffn_norm.weight", "ln_2.bias": "ffn_norm.bias",
             "mlp.c_fc.weight": "ffn_up.weight", "mlp.c_fc.bias": "ffn_up.bias",
             "mlp.c_proj.weight": "ffn_down.weight", "mlp.c_proj.bias": "ffn_down.bias"}
    names = {"wte.weight": "token_embd.weight", "wpe.weight": "position_embd.weight",
             "ln_f.weight": "output_norm.weight", "ln_f.bias": "output_norm.bias"}
    weights = {k[len("transformer."):] if k.startswith("transformer.") else k: v for k, v in read_weights(folder).items()}
    weights.pop("lm_head.weight", None)  # tied to wte
    for name in sorted(weights, key=lambda n: (n.count("h."), n)):
        t = weights[name]
        if name.startswith("h."):
            layer, rest = name[len("h."):].split(".", 1)
            if rest in ("attn.bias", "attn.masked_bias"):
                continue  # the causal mask buffers of old checkpoints
            gname = f"blk.{layer}.{parts[rest]}"
            if rest.endswith(".weight") and t.ndim == 2:
                t = np.ascontiguousarray(t.T)  # Conv1D (in, out) → (out, in)
        else:
            gname = names[name]
        # the position embeddings are looked up, not multiplied: llama.cpp keeps them F32
        ttype = "F32" if gname == "position_embd.weight" else tensor_type(qtype, t)
        w.add_tensor(gname, t, {"F32": F32, "F16": F16}.get(ttype, ttype))
    w.write(out)


def convert(folder, out, qtype):
    config = json.load(open(os.path.join(folder, "config.json")))
    tok = json.load(open(os.path.join(folder, "tokenizer.json")))
    tok_config_path = os.path.join(folder, "tokenizer_config.json")
    tok_config = json.load(open(tok_config_path)) if os.path.exists(tok_config_path) else {}
    if config.get("model_type", "gpt2") == "gpt2":
        return convert_gpt2(folder, out, qtype, config, tok, tok_config)
    arch = {"mistral": "llama"}.get(config["model_type"], config["model_type"])
    scaling_type = (config.get("rope_scaling") or {}).get("rope_type", (config.get("rope_scaling") or {}).get("type"))
    if scaling_type not in (None, "linear", "llama3"):
        raise SystemExit(f"rope scaling {scaling_type!r} is not converted here")
    H, Hkv = config["num_attention_heads"], config.get("num_key_value_heads", config["num_attention_heads"])

    w = GgufWriter()
    w.add("general.architecture", arch)
    w.add("general.name", os.path.basename(os.path.normpath(folder)))
    w.add(f"{arch}.block_count", config["num_hidden_layers"], UINT32)
    w.add(f"{arch}.context_length", config["max_position_embeddings"], UINT32)
    w.add(f"{arch}.embedding_length", config["hidden_size"], UINT32)
    w.add(f"{arch}.feed_forward_length", config["intermediate_size"], UINT32)
    w.add(f"{arch}.attention.head_count", H, UINT32)
    w.add(f"{arch}.attention.head_count_kv", Hkv, UINT32)
    w.add(f"{arch}.attention.layer_norm_rms_epsilon", float(config["rms_norm_eps"]), FLOAT32)
    w.add(f"{arch}.rope.freq_base", float(config.get("rope_theta", 10000.0)), FLOAT32)
    if "head_dim" in config:
        w.add(f"{arch}.attention.key_length", config["head_dim"], UINT32)
        w.add(f"{arch}.attention.value_length", config["head_dim"], UINT32)
    scaling = config.get("rope_scaling") or {}
    if scaling_type == "linear":
        w.add(f"{arch}.rope.scaling.type", "linear")
        w.add(f"{arch}.rope.scaling.factor", float(scaling["factor"]), FLOAT32)

    add_tokenizer(w, tok, tok_config, config["vocab_size"], config.get("bos_token_id"), config.get("eos_token_id"))
    if "add_bos_token" not in tok_config:
        w.add("tokenizer.ggml.add_bos_token", False)

    names = {"model.embed_tokens.weight": "token_embd.weight", "lm_head.weight": "output.weight",
             "model.norm.weight": "output_norm.weight"}
    parts = {"input_layernorm.weight": "attn_norm.weight", "self_attn.q_proj.weight": "attn_q.weight",
             "self_attn.q_proj.bias": "attn_q.bias", "self_attn.k_proj.weight": "attn_k.weight",
             "self_attn.k_proj.bias": "attn_k.bias", "self_attn.v_proj.weight": "attn_v.weight",
             "self_attn.v_proj.bias": "attn_v.bias", "self_attn.o_proj.weight": "attn_output.weight",
             "self_attn.o_proj.bias": "attn_output.bias", "self_attn.q_norm.weight": "attn_q_norm.weight",
             "self_attn.k_norm.weight": "attn_k_norm.weight", "post_attention_layernorm.weight": "ffn_norm.weight",
             "mlp.gate_proj.weight": "ffn_gate.weight", "mlp.up_proj.weight": "ffn_up.weight",
             "mlp.down_proj.weight": "ffn_down.weight"}
    weights = read_weights(folder)
    if config.get("tie_word_embeddings", True) and "lm_head.weight" in weights:
        del weights["lm_head.weight"]  # tied: llama.cpp writes no output.weight
    for name in sorted(weights, key=lambda n: (n.count("layers."), n)):
        t = weights[name]
        if name.startswith("model.layers."):
            layer, rest = name[len("model.layers."):].split(".", 1)
            gname = f"blk.{layer}.{parts[rest]}"
        else:
            gname = names[name]
        if arch == "llama" and rest_is(name, "q_proj"):
            t = interleave(t, H)
        elif arch == "llama" and rest_is(name, "k_proj"):
            t = interleave(t, Hkv)
        ttype = tensor_type(qtype, t)
        w.add_tensor(gname, t, {"F32": F32, "F16": F16}.get(ttype, ttype))
    if scaling_type == "llama3":
        w.add_tensor("rope_freqs.weight", llama3_factors(config), F32)
    w.write(out)


def llama3_factors(config):
    """Llama 3.1's scaling as one divisor per rotary pair (llama.cpp writes it so, as the tensor
    rope_freqs.weight): pairs whose wavelength is below original/high_freq_factor keep their
    frequency, those above original/low_freq_factor are divided by `factor`, the band between
    blends the two — Meta's published formula, restated as a divisor."""
    s = config["rope_scaling"]
    hd = config.get("head_dim", config["hidden_size"] // config["num_attention_heads"])
    base = float(config.get("rope_theta", 10000.0))
    original = s["original_max_position_embeddings"]
    low, high, factor = s["low_freq_factor"], s["high_freq_factor"], s["factor"]
    out = []
    for i in range(hd // 2):
        freq = base ** (-2.0 * i / hd)
        wavelen = 2 * np.pi / freq
        if wavelen < original / high:
            out.append(1.0)
        elif wavelen > original / low:
            out.append(factor)
        else:
            smooth = (original / wavelen - low) / (high - low)
            out.append(1.0 / ((1 - smooth) / factor + smooth))
    return np.array(out, dtype=np.float32)


def rest_is(name, proj):
    return name.endswith(f"self_attn.{proj}.weight") or name.endswith(f"self_attn.{proj}.bias")


if __name__ == "__main__":
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("folder")
    a.add_argument("out")
    a.add_argument("--type", default="F32", choices=["F32", "F16", *ENCODERS])
    args = a.parse_args()
    convert(args.folder, args.out, args.type)
