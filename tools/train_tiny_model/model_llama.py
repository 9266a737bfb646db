"""Step 3 (GQA variant): a small Llama (same maths as Hugging Face's LlamaForCausalLM).

RMSNorm (eps 1e-5, weight only), rotary position embedding in HF's "rotate half"
layout (rope_theta 10000, no scaling), SwiGLU MLP (down(silu(gate(x)) * up(x))),
no biases anywhere, grouped-query attention: n_head query heads share n_kv_head
K/V heads, query head h reading KV head h // (n_head / n_kv_head) (HF's repeat_kv),
scores scaled by 1/sqrt(head_dim), final RMSNorm, LM head tied to the token
embedding, no dropout, no position table.

Linear layers are nn.Linear (weight [out, in], y = x @ W^T) and the module tree
mirrors LlamaForCausalLM, so `state_dict()` already has the HF names:
model.embed_tokens.weight, model.layers.{i}.self_attn.{q,k,v,o}_proj.weight,
model.layers.{i}.mlp.{gate,up,down}_proj.weight,
model.layers.{i}.{input,post_attention}_layernorm.weight, model.norm.weight
(no lm_head.weight: tied).

The config keeps GPTConfig's field names (n_positions, n_embd, n_layer, n_head) so
train.py / evaluate.py / data.py treat both models alike; `arch` = "llama" tells the
checkpoint loaders which class to build (`build_model`).
"""
import math
from dataclasses import asdict, dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class LlamaConfig:
    vocab_size: int = 2257
    n_positions: int = 128
    n_embd: int = 128
    n_layer: int = 8
    n_head: int = 8
    n_kv_head: int = 2
    intermediate_size: int = 384
    rope_theta: float = 10000.0
    rms_norm_eps: float = 1e-5
    # training only (GPT-2's attn/resid dropout): the run overfits 3M tokens without it; an
    # exported model has none (eval mode), so the files and the C++ engine never see it
    dropout: float = 0.0
    arch: str = "llama"

    @property
    def head_dim(self):
        return self.n_embd // self.n_head

    def to_dict(self):
        return asdict(self)

    def kv_bytes_per_token(self, bytes_per_value=4):
        return 2 * self.n_layer * self.n_kv_head * self.head_dim * bytes_per_value


class RMSNorm(nn.Module):
    def __init__(self, d, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(var + self.eps))


def rope_cos_sin(T, head_dim, theta, dtype=torch.float32):
    """HF LlamaRotaryEmbedding: inv_freq_i = theta^(-2i/d), emb = cat(freqs, freqs)."""
    inv_freq = 1.0 / (theta ** (torch.arange(0, head_dim, 2, dtype=torch.float64) / head_dim))
    freqs = torch.arange(T, dtype=torch.float64)[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos().to(dtype), emb.sin().to(dtype)


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rope(x, cos, sin):
    """x [B, H, T, d]; cos/sin [T, d]."""
    return x * cos + rotate_half(x) * sin


def repeat_kv(x, n_rep):
    """[B, Hkv, T, d] -> [B, Hkv*n_rep, T, d], each KV head repeated n_rep times in a row."""
    if n_rep == 1:
        return x
    B, H, T, d = x.shape
    return x[:, :, None].expand(B, H, n_rep, T, d).reshape(B, H * n_rep, T, d)


class LlamaAttention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        assert cfg.n_embd % cfg.n_head == 0 and cfg.n_head % cfg.n_kv_head == 0
        self.n_head, self.n_kv_head, self.hd = cfg.n_head, cfg.n_kv_head, cfg.head_dim
        self.q_proj = nn.Linear(cfg.n_embd, cfg.n_head * self.hd, bias=False)
        self.k_proj = nn.Linear(cfg.n_embd, cfg.n_kv_head * self.hd, bias=False)
        self.v_proj = nn.Linear(cfg.n_embd, cfg.n_kv_head * self.hd, bias=False)
        self.o_proj = nn.Linear(cfg.n_head * self.hd, cfg.n_embd, bias=False)
        self.dropout = cfg.dropout
        mask = torch.tril(torch.ones(cfg.n_positions, cfg.n_positions, dtype=torch.bool))
        self.register_buffer("mask", mask.view(1, 1, cfg.n_positions, cfg.n_positions),
                             persistent=False)

    def forward(self, x, cos, sin, want_attn=False):
        B, T, C = x.shape
        q = self.q_proj(x).view(B, T, self.n_head, self.hd).transpose(1, 2)
        k = self.k_proj(x).view(B, T, self.n_kv_head, self.hd).transpose(1, 2)
        v = self.v_proj(x).view(B, T, self.n_kv_head, self.hd).transpose(1, 2)
        q, k = apply_rope(q, cos, sin), apply_rope(k, cos, sin)
        rep = self.n_head // self.n_kv_head
        k, v = repeat_kv(k, rep), repeat_kv(v, rep)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(self.hd))
        att = att.masked_fill(~self.mask[:, :, :T, :T], torch.finfo(att.dtype).min)
        att = torch.softmax(att, dim=-1)
        if self.training and self.dropout:
            att = F.dropout(att, self.dropout, True)
        y = (att @ v).transpose(1, 2).reshape(B, T, self.n_head * self.hd)
        return F.dropout(self.o_proj(y), self.dropout, self.training), (att if want_attn else None)


class LlamaMLP(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.gate_proj = nn.Linear(cfg.n_embd, cfg.intermediate_size, bias=False)
        self.up_proj = nn.Linear(cfg.n_embd, cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.n_embd, bias=False)
        self.dropout = cfg.dropout

    def forward(self, x):
        return F.dropout(self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x)), self.dropout, self.training)


class LlamaDecoderLayer(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.n_embd, cfg.rms_norm_eps)
        self.self_attn = LlamaAttention(cfg)
        self.post_attention_layernorm = RMSNorm(cfg.n_embd, cfg.rms_norm_eps)
        self.mlp = LlamaMLP(cfg)

    def forward(self, x, cos, sin, want_attn=False):
        a, att = self.self_attn(self.input_layernorm(x), cos, sin, want_attn)
        x = x + a
        x = x + self.mlp(self.post_attention_layernorm(x))
        return x, att


class LlamaModel(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.layers = nn.ModuleList([LlamaDecoderLayer(cfg) for _ in range(cfg.n_layer)])
        self.norm = RMSNorm(cfg.n_embd, cfg.rms_norm_eps)


class Llama(nn.Module):
    """LlamaForCausalLM with tied embeddings; forward(idx, want_attn) as model.GPT."""

    def __init__(self, cfg: LlamaConfig):
        super().__init__()
        self.cfg = cfg
        self.model = LlamaModel(cfg)
        # kept in float64 (cast per forward), so a .double() model has exact angles
        cos, sin = rope_cos_sin(cfg.n_positions, cfg.head_dim, cfg.rope_theta, torch.float64)
        self.register_buffer("rope_cos", cos, persistent=False)
        self.register_buffer("rope_sin", sin, persistent=False)
        self.reset_parameters()

    def reset_parameters(self):
        for name, p in self.named_parameters():
            if name.endswith("layernorm.weight") or name == "model.norm.weight":
                nn.init.ones_(p)
            elif name.endswith("o_proj.weight") or name.endswith("down_proj.weight"):
                # residual projections scaled by 1/sqrt(2 * n_layer), as GPT-2
                nn.init.normal_(p, 0.0, 0.02 / math.sqrt(2 * self.cfg.n_layer))
            else:
                nn.init.normal_(p, 0.0, 0.02)

    def forward(self, idx, want_attn=False):
        B, T = idx.shape
        assert T <= self.cfg.n_positions
        x = self.model.embed_tokens(idx)
        cos = self.rope_cos[:T].to(x.dtype)
        sin = self.rope_sin[:T].to(x.dtype)
        atts = []
        for layer in self.model.layers:
            x, att = layer(x, cos, sin, want_attn)
            atts.append(att)
        x = self.model.norm(x)
        logits = x @ self.model.embed_tokens.weight.t()     # tied LM head
        return (logits, atts) if want_attn else logits

    def num_params(self):
        return sum(p.numel() for p in self.parameters())

    # ---- Hugging Face LlamaForCausalLM naming --------------------------
    def hf_state_dict(self):
        """Parameters under HF names (no lm_head.weight: tied to model.embed_tokens)."""
        return {k: v.detach().clone() for k, v in self.state_dict().items()}

    @classmethod
    def from_hf_state_dict(cls, cfg, sd, dtype=torch.float32):
        m = cls(cfg)
        sd = {k: v for k, v in sd.items() if not k.startswith("lm_head")}
        m.load_state_dict(sd, strict=True)
        m = m.to(dtype)
        cos, sin = rope_cos_sin(cfg.n_positions, cfg.head_dim, cfg.rope_theta, torch.float64)
        m.rope_cos, m.rope_sin = cos, sin    # .to(dtype) cast them; keep the exact angles
        return m


def hf_config(cfg: LlamaConfig, eot_id):
    return {
        "architectures": ["LlamaForCausalLM"],
        "model_type": "llama",
        "vocab_size": cfg.vocab_size,
        "hidden_size": cfg.n_embd,
        "intermediate_size": cfg.intermediate_size,
        "num_hidden_layers": cfg.n_layer,
        "num_attention_heads": cfg.n_head,
        "num_key_value_heads": cfg.n_kv_head,
        "head_dim": cfg.head_dim,
        "hidden_act": "silu",
        "max_position_embeddings": cfg.n_positions,
        "rms_norm_eps": cfg.rms_norm_eps,
        "rope_theta": cfg.rope_theta,
        "rope_scaling": None,
        "attention_bias": False,
        "mlp_bias": False,
        "attention_dropout": 0.0,
        "initializer_range": 0.02,
        "tie_word_embeddings": True,
        "bos_token_id": eot_id,
        "eos_token_id": eot_id,
        "torch_dtype": "float32",
    }


def build_model(config_dict):
    """(model, cfg) for a checkpoint's config dict, GPT-2 or Llama."""
    if config_dict.get("arch") == "llama":
        cfg = LlamaConfig(**config_dict)
        return Llama(cfg), cfg
    from model import GPT, GPTConfig
    cfg = GPTConfig(**config_dict)
    return GPT(cfg), cfg
