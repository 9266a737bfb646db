#!/usr/bin/python3
"""Self-checks of model_llama.py (no data needed; a few seconds):

1. GQA = MHA with repeated K/V: a model with n_kv_head K/V heads computes exactly what
   an MHA model (n_kv_head = n_head) computes when each of its K/V heads is a copy of
   the GQA head its query head reads (query head h -> KV head h // (n_head / n_kv_head)).
2. RoPE is HF's rotate-half layout: the rotation, written out independently per
   frequency pair (dims i and i + d/2 rotated by pos * theta^(-2i/d)), matches, and
   attention scores depend only on relative position.
3. model_llama.py agrees with check_reference.py's independent numpy forward
   (float64, large random weights so RoPE and the grouping matter) to 1e-10.
4. The state dict has exactly LlamaForCausalLM's names and shapes (no lm_head: tied),
   and the f32 safetensors size / KV bytes per token for the default shape.
"""
import math
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model_llama import Llama, LlamaConfig, apply_rope, rope_cos_sin  # noqa: E402


def check_gqa_equals_mha():
    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=97, n_positions=32, n_embd=64, n_layer=2, n_head=8,
                      n_kv_head=2, intermediate_size=96)
    gqa = Llama(cfg).double()
    with torch.no_grad():   # non-trivial norm weights too
        for n, p in gqa.named_parameters():
            if p.dim() == 1:
                p.add_(0.3 * torch.randn_like(p))
    mha_cfg = LlamaConfig(**{**cfg.to_dict(), "n_kv_head": cfg.n_head})
    mha = Llama(mha_cfg).double()
    sd = gqa.state_dict()
    hd, rep = cfg.head_dim, cfg.n_head // cfg.n_kv_head
    new = {}
    for k, v in sd.items():
        if k.endswith(("k_proj.weight", "v_proj.weight")):
            rows = [v[(h // rep) * hd:(h // rep + 1) * hd] for h in range(cfg.n_head)]
            v = torch.cat(rows, 0)
        new[k] = v
    mha.load_state_dict(new)
    x = torch.randint(0, cfg.vocab_size, (3, 32))
    a, atts_a = gqa(x, want_attn=True)
    b, atts_b = mha(x, want_attn=True)
    err = (a - b).abs().max().item()
    err_att = max((p - q).abs().max().item() for p, q in zip(atts_a, atts_b))
    assert err < 1e-12 and err_att < 1e-12, (err, err_att)
    print("GQA == MHA with repeated K/V heads: max |dlogit| %.1e, max |datt| %.1e" % (err, err_att))


def check_rope():
    d, T, theta = 16, 40, 10000.0
    cos, sin = rope_cos_sin(T, d, theta, torch.float64)
    x = torch.randn(1, 1, T, d, dtype=torch.float64)
    got = apply_rope(x, cos, sin)
    want = x.clone()
    for p in range(T):
        for i in range(d // 2):
            a = p * theta ** (-2.0 * i / d)
            x1, x2 = x[0, 0, p, i], x[0, 0, p, i + d // 2]
            want[0, 0, p, i] = x1 * math.cos(a) - x2 * math.sin(a)
            want[0, 0, p, i + d // 2] = x2 * math.cos(a) + x1 * math.sin(a)
    err = (got - want).abs().max().item()
    assert err < 1e-12, err
    # relative: <R_m q, R_n k> depends on m - n only
    q, k = torch.randn(d, dtype=torch.float64), torch.randn(d, dtype=torch.float64)
    Q = apply_rope(q.expand(1, 1, T, d), cos, sin)[0, 0]
    K = apply_rope(k.expand(1, 1, T, d), cos, sin)[0, 0]
    s1, s2 = Q[10] @ K[7], Q[33] @ K[30]
    assert abs(s1 - s2) < 1e-10, (s1, s2)
    print("RoPE rotate-half matches the per-pair rotation (%.1e); scores are relative" % err)


def check_numpy_reference():
    import numpy as np
    import check_reference
    from model_llama import hf_config
    torch.manual_seed(1)
    cfg = LlamaConfig(n_embd=64, n_layer=3, n_head=8, n_kv_head=2, intermediate_size=96,
                      rope_theta=500.0)
    m = Llama(cfg).double()
    with torch.no_grad():
        for p in m.parameters():
            p.copy_(1.0 + torch.randn_like(p) if p.dim() == 1 else 0.3 * torch.randn_like(p))
    W = {k: v.numpy() for k, v in m.state_dict().items()}
    ids = [int(i) for i in np.random.default_rng(0).integers(0, cfg.vocab_size, 50)]
    lg, atts = check_reference.forward_llama(W, hf_config(cfg, cfg.vocab_size - 1), ids)
    lt, at = m(torch.tensor([ids]), want_attn=True)
    err = np.abs(lg - lt[0].detach().numpy()).max()
    err_att = max(np.abs(a - b[0].detach().numpy()).max() for a, b in zip(atts, at))
    assert err < 1e-10 and err_att < 1e-10, (err, err_att)
    print("numpy reference (check_reference.forward_llama) agrees: max |dlogit| %.1e "
          "(logits up to %.0f), max |datt| %.1e" % (err, np.abs(lg).max(), err_att))


def check_names_and_size():
    cfg = LlamaConfig()
    m = Llama(cfg)
    sd = m.state_dict()
    want = {"model.embed_tokens.weight": (cfg.vocab_size, cfg.n_embd), "model.norm.weight": (cfg.n_embd,)}
    hd = cfg.head_dim
    for i in range(cfg.n_layer):
        p = "model.layers.%d." % i
        want.update({
            p + "self_attn.q_proj.weight": (cfg.n_head * hd, cfg.n_embd),
            p + "self_attn.k_proj.weight": (cfg.n_kv_head * hd, cfg.n_embd),
            p + "self_attn.v_proj.weight": (cfg.n_kv_head * hd, cfg.n_embd),
            p + "self_attn.o_proj.weight": (cfg.n_embd, cfg.n_head * hd),
            p + "mlp.gate_proj.weight": (cfg.intermediate_size, cfg.n_embd),
            p + "mlp.up_proj.weight": (cfg.intermediate_size, cfg.n_embd),
            p + "mlp.down_proj.weight": (cfg.n_embd, cfg.intermediate_size),
            p + "input_layernorm.weight": (cfg.n_embd,),
            p + "post_attention_layernorm.weight": (cfg.n_embd,),
        })
    got = {k: tuple(v.shape) for k, v in sd.items()}
    assert got == want, set(got) ^ set(want)
    n = m.num_params()
    kv = cfg.kv_bytes_per_token()
    gpt_kv = 2 * 8 * 128 * 4
    print("default shape: %d layers, d_model %d, %d query heads / %d KV heads (head_dim %d), "
          "SwiGLU %d, context %d: %d parameters, f32 weights %.2f MB; KV cache %d bytes/token "
          "(tiny GPT %d: %.2fx)" % (cfg.n_layer, cfg.n_embd, cfg.n_head, cfg.n_kv_head, hd,
                                   cfg.intermediate_size, cfg.n_positions, n, n * 4 / 1e6, kv,
                                   gpt_kv, kv / gpt_kv))
    assert n * 4 <= 10_000_000 and 3 * kv <= gpt_kv


if __name__ == "__main__":
    check_gqa_equals_mha()
    check_rope()
    check_numpy_reference()
    check_names_and_size()
    print("all checks passed")
