#!/usr/bin/python3
"""Writes tests/data/gpt2-tiny-ref/: a small random GPT-2 and what PyTorch computes with it.

    /usr/bin/python3 tools/make_reference_gpt2/make_reference.py   (PyTorch 1.13, Debian 12)

The model: 2 layers, 4 heads, width 64, 64 positions, a vocabulary of the 256 byte tokens,
the first 300 merges of the real GPT-2 vocabulary (tests/data/gpt2-tokenizer/) and
<|endoftext|>. Weights are random (fixed seed), rounded to float32 and stored in Hugging
Face's names and Conv1D layout (x · W) with a "transformer." prefix and no lm_head (it is tied
to wte), so the C++ loader's prefix and tie handling are exercised.

expected.json holds what an independent float64 PyTorch GPT-2 (the ~60 lines below, not a
port of the C++ code) computes: the prompt's ids, the prefill's last-position logits and five
greedy decode steps (the token fed, the logits after it). Everything is recomputed from
scratch each step, so no KV cache is involved on this side.

expected.json's "f16" holds the same run with the weight matrices (the four per block and
wte) rounded to float16 first, as KVScope's --weights f16 keeps them; the arithmetic stays
float64, so it checks that f16 mode computes exactly the rounded model.

expected.json's "kv" holds the run with float weights and every K and V row rounded to
float16 ("f16") or bfloat16 ("bf16") before attention reads it, as KVScope's --kv f16/bf16
cache stores them; again float64 arithmetic otherwise.

expected.json's "kivi" holds runs with a quantized KV cache (KVScope's --kv int8/int4: the KV
cache lab) as KIVI defines it — keys per-channel over groups of positions, values per-token
over groups of channels, b-bit asymmetric codes with an f16 scale and minimum per group, the
newest R positions in full — in two forms: "off" recomputes the whole sequence each step with
the rows quantized as a cache of that length holds them (KVScope's --no-cache); "on" keeps a
cache: each step computes its new rows only, from K/V rows that earlier steps wrote exactly and
the cache then quantized (KVScope's cache).

expected.json's "pooled" holds runs of the model with its K/V heads mean-pooled into 2 and into
1 per layer (GQA/MQA by the GQA paper's conversion): every head of a group gets the mean of the
group's K and V projection weights and biases, here in multi-head form (the heads of a group
then compute the same K and V), which is what KVScope's pooled model computes with one cached
K/V head per group.

expected.json's "window" holds runs with a bounded cache (KVScope's --kv "f32 window=W sinks=S":
the KV cache lab): a query at position q sees key k ≤ q only when k < S (an attention sink) or
k > q − (W − S) (one of the newest W − S), by the mask alone, recomputed from scratch each step.

expected.json's "heavy" holds runs with a heavy-hitter cache (KVScope's --kv "f32 window=W
heavy=H": H2O, Zhang et al., 2023): per layer and head, query by query, the key that joins
makes W + 1 held, so the held key with the least attention summed over the earlier queries
goes (the earliest on a tie), the newest W − H never; each query's softmax skips the keys
evicted so far. Written here as the paper states it, row by row in float64.
"""
import json
import math
import pathlib
import re
import struct

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "gpt2-tiny-ref"
SOURCE_TOKENIZER = ROOT / "tests" / "data" / "gpt2-tokenizer" / "tokenizer.json"

N_LAYER, N_HEAD, N_EMBD, N_POSITIONS, N_MERGES = 2, 4, 64, 64, 300
EPS = 1e-5
PROMPT = "Today's weather is so"
DECODE_STEPS = 5
SEED = 3  # one whose greedy continuation varies (several seeds repeat one token)


# ---- tokenizer: a prefix of GPT-2's merges --------------------------------------------------

def make_vocabulary():
    src = json.loads(SOURCE_TOKENIZER.read_text(encoding="utf-8"))
    full = src["model"]["vocab"]
    by_id = {i: t for t, i in full.items()}
    vocab = {by_id[i]: i for i in range(256)}  # GPT-2's ids 0..255 are its 256 byte tokens
    merges = src["model"]["merges"][:N_MERGES]
    for m in merges:
        left, right = m.split(" ") if isinstance(m, str) else m
        assert left in vocab and right in vocab, m
        vocab[left + right] = len(vocab)
    assert len(vocab) == 256 + N_MERGES, "a merge result repeats"
    eot = len(vocab)
    merges = [m if isinstance(m, str) else " ".join(m) for m in merges]
    return vocab, merges, eot


def bytes_to_unicode():
    # GPT-2's byte → printable character table (openai/gpt-2 encoder.py).
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + \
        list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


def encode(text, vocab, merges):
    # GPT-2's pre-tokenizer regex restricted to ASCII (Python's re has no \p{L}); enough for
    # the ASCII prompt, and an independent check of the C++ PCRE2 pre-tokenizer.
    pieces = re.findall(r"'s|'t|'re|'ve|'m|'ll|'d| ?[A-Za-z]+| ?[0-9]+| ?[^\sA-Za-z0-9]+|\s+(?!\S)|\s+", text)
    ranks = {tuple(m.split(" ")): i for i, m in enumerate(merges)}
    table = bytes_to_unicode()
    ids = []
    for piece in pieces:
        parts = [table[b] for b in piece.encode("utf-8")]
        while len(parts) > 1:
            pairs = [(ranks.get((a, b), math.inf), i) for i, (a, b) in enumerate(zip(parts, parts[1:]))]
            rank, i = min(pairs)
            if rank == math.inf:
                break
            parts[i:i + 2] = [parts[i] + parts[i + 1]]
        ids += [vocab[p] for p in parts]
    return ids


# ---- weights ----------------------------------------------------------------------------------

def make_weights(vocab_size):
    g = torch.Generator().manual_seed(SEED)
    d = N_EMBD

    def rnd(*shape, std=0.1, mean=0.0):
        # float32 first: the C++ side reads these exact values
        return (mean + std * torch.randn(*shape, generator=g, dtype=torch.float64)).float()

    w = {"wte.weight": rnd(vocab_size, d, std=0.3), "wpe.weight": rnd(N_POSITIONS, d, std=0.1)}
    for l in range(N_LAYER):
        p = f"h.{l}."
        w[p + "ln_1.weight"] = rnd(d, mean=1.0)
        w[p + "ln_1.bias"] = rnd(d)
        w[p + "attn.c_attn.weight"] = rnd(d, 3 * d, std=0.25)  # larger: sharper attention
        w[p + "attn.c_attn.bias"] = rnd(3 * d)
        w[p + "attn.c_proj.weight"] = rnd(d, d)
        w[p + "attn.c_proj.bias"] = rnd(d)
        w[p + "ln_2.weight"] = rnd(d, mean=1.0)
        w[p + "ln_2.bias"] = rnd(d)
        w[p + "mlp.c_fc.weight"] = rnd(d, 4 * d)
        w[p + "mlp.c_fc.bias"] = rnd(4 * d)
        w[p + "mlp.c_proj.weight"] = rnd(4 * d, d)
        w[p + "mlp.c_proj.bias"] = rnd(d)
    w["ln_f.weight"] = rnd(d, mean=1.0)
    w["ln_f.bias"] = rnd(d)
    return w


def write_safetensors(path, tensors):
    # 8-byte little-endian header length, the JSON header, then the raw little-endian data.
    header, blobs, offset = {"__metadata__": {"format": "pt"}}, [], 0
    for name, t in tensors.items():
        data = t.contiguous().numpy().astype("<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)  # align the data section
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


# ---- an independent float64 GPT-2 -------------------------------------------------------------

KIVI = {"bits": 8, "group": 4, "recent": 2}  # keys per-channel, values per-token


def kivi_group(x, bits):
    """One group, float32: f16 minimum and scale, codes rint((x - m) / s) clipped; x as read."""
    top = 2.0 ** bits - 1
    m = x.min().half().float()
    s = ((x.max() - x.min()) / top).half().float()
    if s == 0:
        return torch.zeros_like(x) + m
    return torch.clamp(torch.round((x - m) / s), 0, top) * s + m


def kivi_rows(t, per_channel, q):
    """The (T, width) float32 rows of one head as a cache of T positions reads them."""
    t = t.clone()
    T, width = t.shape
    old = max(0, T - q["recent"])
    G = q["group"]
    if per_channel:
        for g in range(old // G):
            for c in range(width):
                t[g * G:(g + 1) * G, c] = kivi_group(t[g * G:(g + 1) * G, c], q["bits"])
    else:
        for i in range(old):
            for c0 in range(0, width, G):
                t[i, c0:c0 + G] = kivi_group(t[i, c0:c0 + G], q["bits"])
    return t


def heavy_hitter_weights(att, W, H):
    """Raw scores (heads, T, T) → the attention weights of an H2O cache of W keys keeping H
    heavy hitters, each head on its own, one query after another."""
    heads, T, _ = att.shape
    out = torch.zeros_like(att)
    for h in range(heads):
        received = [0.0] * T  # attention each key has received so far
        evicted = [False] * T
        held = 0
        for q in range(T):
            held += 1
            if held > W:
                older = [k for k in range(q - (W - H) + 1) if not evicted[k]]
                victim = min(older, key=lambda k: (received[k], k))
                evicted[victim] = True
                held -= 1
            hidden = torch.tensor(evicted[:q + 1])
            row = att[h, q, :q + 1].masked_fill(hidden, float("-inf")).softmax(dim=-1)
            out[h, q, :q + 1] = row
            for k in range(q + 1):
                received[k] += float(row[k])
    return out


class Gpt2(torch.nn.Module):
    def __init__(self, w, kv_dtype=None, kivi=None, window=None, heavy=None):
        super().__init__()
        self.window = window      # (W, S): the keys a bounded cache keeps for each query
        self.heavy = heavy        # (W, H): a heavy-hitter cache of W keys, H of them kept for their attention
        self.w = {k: v.double() for k, v in w.items()}
        self.kv_dtype = kv_dtype  # K and V rounded to this type, as a narrow KV cache stores them
        self.kivi = kivi          # or quantized as a KIVI cache of the sequence's length holds them
        self.cache = None         # forward_cached: per layer the exact float32 K and V rows so far

    def ln(self, x, p):
        return torch.nn.functional.layer_norm(x, (N_EMBD,), self.w[p + ".weight"], self.w[p + ".bias"], EPS)

    def attn(self, x, p):
        T = x.shape[0]
        qkv = x @ self.w[p + ".c_attn.weight"] + self.w[p + ".c_attn.bias"]  # (T, 3d)
        q, k, v = qkv.split(N_EMBD, dim=1)
        if self.kv_dtype is not None:
            # from float32, as the model's K and V are when the cache rounds them
            k, v = (t.float().to(self.kv_dtype).double() for t in (k, v))
        hd = N_EMBD // N_HEAD
        if self.kivi is not None:
            k, v = self.kivi_read(k.float(), v.float())
        q, k, v = (t.view(T, N_HEAD, hd).transpose(0, 1) for t in (q, k, v))  # (H, T, hd)
        att = q @ k.transpose(1, 2) / math.sqrt(hd)  # (H, T, T)
        mask = torch.ones(T, T, dtype=torch.bool).tril()
        if self.window is not None:
            W, S = self.window
            query, key = torch.arange(T).view(T, 1), torch.arange(T).view(1, T)
            mask &= (key < S) | (key > query - (W - S))
        if self.heavy is not None:
            att = heavy_hitter_weights(att, *self.heavy)
        else:
            att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(0, 1).reshape(T, N_EMBD)  # (T, d)
        return y @ self.w[p + ".c_proj.weight"] + self.w[p + ".c_proj.bias"]

    def kivi_read(self, k, v):
        """(T, d) float32 K and V of every head → what attention reads, as float64."""
        hd = N_EMBD // N_HEAD
        heads = [(kivi_rows(k[:, h * hd:(h + 1) * hd], True, self.kivi),
                  kivi_rows(v[:, h * hd:(h + 1) * hd], False, self.kivi)) for h in range(N_HEAD)]
        return (torch.cat([kh for kh, _ in heads], dim=1).double(), torch.cat([vh for _, vh in heads], dim=1).double())

    def attn_cached(self, x, p, layer, start):
        """The new rows x (P, d) at positions start.. with a KIVI cache: their K and V join the
        cache's exact rows, the cache (now start + P rows) is read quantized."""
        P = x.shape[0]
        qkv = x @ self.w[p + ".c_attn.weight"] + self.w[p + ".c_attn.bias"]
        q, k, v = qkv.split(N_EMBD, dim=1)
        old_k, old_v = self.cache[layer]
        ek, ev = torch.cat([old_k, k.float()]), torch.cat([old_v, v.float()])
        self.cache[layer] = (ek, ev)
        rk, rv = self.kivi_read(ek, ev)
        n, hd = start + P, N_EMBD // N_HEAD
        q = q.view(P, N_HEAD, hd).transpose(0, 1)
        rk, rv = (t.view(n, N_HEAD, hd).transpose(0, 1) for t in (rk, rv))
        att = q @ rk.transpose(1, 2) / math.sqrt(hd)  # (H, P, n)
        mask = torch.ones(n, n, dtype=torch.bool).tril()[start:]
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ rv).transpose(0, 1).reshape(P, N_EMBD)
        return y @ self.w[p + ".c_proj.weight"] + self.w[p + ".c_proj.bias"]

    def forward_cached(self, new_ids, start):
        """Logits of the last new position; the cache keeps what this pass wrote."""
        if start == 0:
            self.cache = [(torch.zeros(0, N_EMBD), torch.zeros(0, N_EMBD)) for _ in range(N_LAYER)]
        x = self.w["wte.weight"][new_ids] + self.w["wpe.weight"][start:start + len(new_ids)]
        for l in range(N_LAYER):
            x = x + self.attn_cached(self.ln(x, f"h.{l}.ln_1"), f"h.{l}.attn", l, start)
            x = x + self.mlp(self.ln(x, f"h.{l}.ln_2"), f"h.{l}.mlp")
        x = self.ln(x, "ln_f")
        return x[-1] @ self.w["wte.weight"].T

    def mlp(self, x, p):
        h = x @ self.w[p + ".c_fc.weight"] + self.w[p + ".c_fc.bias"]
        h = torch.nn.functional.gelu(h, approximate="tanh")  # GPT-2's "gelu_new"
        return h @ self.w[p + ".c_proj.weight"] + self.w[p + ".c_proj.bias"]

    def forward(self, ids):
        T = len(ids)
        x = self.w["wte.weight"][ids] + self.w["wpe.weight"][:T]
        for l in range(N_LAYER):
            x = x + self.attn(self.ln(x, f"h.{l}.ln_1"), f"h.{l}.attn")
            x = x + self.mlp(self.ln(x, f"h.{l}.ln_2"), f"h.{l}.mlp")
        x = self.ln(x, "ln_f")
        return x[-1] @ self.w["wte.weight"].T  # (V) logits of the last position


def pooled_weights(w, kv_heads):
    """The weights with each group's K and V projection columns (and biases) replaced by their mean."""
    out = dict(w)
    hd, group = N_EMBD // N_HEAD, N_HEAD // kv_heads
    for l in range(N_LAYER):
        for name in (f"h.{l}.attn.c_attn.weight", f"h.{l}.attn.c_attn.bias"):
            t = w[name].clone()
            for part in (1, 2):  # K, V (Q is part 0)
                for g in range(kv_heads):
                    cols = [slice(part * N_EMBD + h * hd, part * N_EMBD + (h + 1) * hd)
                            for h in range(g * group, (g + 1) * group)]
                    mean = sum(t[..., c] for c in cols) / group
                    for c in cols:
                        t[..., c] = mean
            out[name] = t
    return out


def kept_in_f16(name):
    """The tensors KVScope keeps in half precision with --weights f16 (vectors stay float)."""
    return name == "wte.weight" or name.endswith(
        ("attn.c_attn.weight", "attn.c_proj.weight", "mlp.c_fc.weight", "mlp.c_proj.weight"))


def greedy_steps(model, ids):
    logits = model(ids)
    steps, seq = [], list(ids)
    for _ in range(DECODE_STEPS):
        top2 = torch.topk(logits, 2).values
        assert top2[0] - top2[1] > 1e-3, "greedy choice too close to call in float32"
        fed = int(logits.argmax())
        seq.append(fed)
        logits_next = model(seq)
        steps.append({"fed": fed, "logits": logits_next.tolist()})
        logits = logits_next
    return steps


def greedy_steps_cached(model, ids):
    """greedy_steps with the model's KIVI cache: each step computes the new position only."""
    logits = model.forward_cached(ids, 0)
    first, steps, seq = logits, [], list(ids)
    for _ in range(DECODE_STEPS):
        fed = int(logits.argmax())
        seq.append(fed)
        logits = model.forward_cached([fed], len(seq) - 1)
        steps.append({"fed": fed, "logits": logits.tolist()})
    return first, steps


def main():
    torch.set_grad_enabled(False)
    vocab, merges, eot = make_vocabulary()
    vocab_size = eot + 1
    weights = make_weights(vocab_size)
    model = Gpt2(weights)

    ids = [eot] + encode(PROMPT, vocab, merges)
    steps = greedy_steps(model, ids)
    rounded = {k: (v.half().float() if kept_in_f16(k) else v) for k, v in weights.items()}
    model16 = Gpt2(rounded)
    steps16 = greedy_steps(model16, ids)

    kv = {}
    for name, dtype in (("f16", torch.float16), ("bf16", torch.bfloat16)):
        narrow = Gpt2(weights, kv_dtype=dtype)
        kv[name] = {"prefill_last_logits": narrow(ids).tolist(), "decode": greedy_steps(narrow, ids)}

    kivi_model = Gpt2(weights, kivi=KIVI)
    kivi_on_first, kivi_on = greedy_steps_cached(kivi_model, ids)
    kivi = {**KIVI, "keys": "per-channel", "values": "per-token",
            "off": {"prefill_last_logits": kivi_model(ids).tolist(), "decode": greedy_steps(kivi_model, ids)},
            "on": {"prefill_last_logits": kivi_on_first.tolist(), "decode": kivi_on}}

    pooled = {}
    for kv_heads in (2, 1):
        m = Gpt2(pooled_weights(weights, kv_heads))
        pooled[str(kv_heads)] = {"prefill_last_logits": m(ids).tolist(), "decode": greedy_steps(m, ids)}

    window = {}
    for W, S in ((8, 2), (8, 0)):
        m = Gpt2(weights, window=(W, S))
        window[f"{W}/{S}"] = {"window": W, "sinks": S, "prefill_last_logits": m(ids).tolist(),
                              "decode": greedy_steps(m, ids)}

    heavy = {}
    for W, H in ((8, 4), (6, 5)):
        m = Gpt2(weights, heavy=(W, H))
        heavy[f"{W}/{H}"] = {"window": W, "heavy": H, "prefill_last_logits": m(ids).tolist(),
                             "decode": greedy_steps(m, ids)}

    OUT.mkdir(parents=True, exist_ok=True)
    write_safetensors(OUT / "model.safetensors", {"transformer." + k: v for k, v in weights.items()})
    (OUT / "config.json").write_text(json.dumps({
        "model_type": "gpt2", "activation_function": "gelu_new", "n_layer": N_LAYER,
        "n_head": N_HEAD, "n_embd": N_EMBD, "n_positions": N_POSITIONS, "n_ctx": N_POSITIONS,
        "vocab_size": vocab_size, "layer_norm_epsilon": EPS, "bos_token_id": eot,
        "eos_token_id": eot}, indent=2) + "\n")
    (OUT / "tokenizer.json").write_text(json.dumps({
        "version": "1.0",
        "added_tokens": [{"id": eot, "content": "<|endoftext|>", "special": True}],
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False},
        "model": {"type": "BPE", "vocab": {**vocab, "<|endoftext|>": eot}, "merges": merges},
    }, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "expected.json").write_text(json.dumps({
        "source": "tools/make_reference_gpt2/make_reference.py, PyTorch " + torch.__version__ + ", float64",
        "prompt": PROMPT,
        "ids": ids,
        "prefill_last_logits": model(ids).tolist(),
        "decode": steps,
        "f16": {"rounded": sorted(k for k in weights if kept_in_f16(k)),
                "prefill_last_logits": model16(ids).tolist(), "decode": steps16},
        "kv": kv,
        "kivi": kivi,
        "pooled": pooled,
        "window": window,
        "heavy": heavy,
    }) + "\n")
    print("ids", ids, "fed", [s["fed"] for s in steps], "f16 fed", [s["fed"] for s in steps16],
          {name: [s["fed"] for s in r["decode"]] for name, r in kv.items()},
          "kivi", {m: [s["fed"] for s in kivi[m]["decode"]] for m in ("off", "on")})


if __name__ == "__main__":
    main()
