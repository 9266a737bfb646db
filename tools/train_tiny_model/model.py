"""Step 3: a small GPT-2 (same maths as Hugging Face's GPT2LMHeadModel).

Learned position embeddings, pre-LayerNorm blocks (eps 1e-5), causal
multi-head attention with a fused c_attn, GELU tanh approximation
("gelu_new"), final LayerNorm, LM head tied to the token embedding, biases
everywhere as in GPT-2, no dropout.

Linear layers keep GPT-2's Conv1D layout (weight [in, out], y = x @ W + b),
so the parameter names and shapes of `hf_state_dict()` are exactly those of
the openai-community/gpt2 checkpoint (without the "transformer." prefix):
wte.weight, wpe.weight, h.{i}.ln_1.*, h.{i}.attn.c_attn.*, h.{i}.attn.c_proj.*,
h.{i}.ln_2.*, h.{i}.mlp.c_fc.*, h.{i}.mlp.c_proj.*, ln_f.*.
"""
import math
from dataclasses import asdict, dataclass

import torch
import torch.nn as nn


@dataclass
class GPTConfig:
    vocab_size: int = 2257
    n_positions: int = 128
    n_embd: int = 128
    n_layer: int = 4
    n_head: int = 4
    layer_norm_epsilon: float = 1e-5

    def to_dict(self):
        return asdict(self)


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class Conv1D(nn.Module):
    """GPT-2's Conv1D: weight [n_in, n_out]."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_in, n_out))
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return torch.addmm(self.bias, x.reshape(-1, x.shape[-1]), self.weight).view(
            *x.shape[:-1], self.weight.shape[1])


class Attention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.n_head = cfg.n_head
        self.c_attn = Conv1D(cfg.n_embd, 3 * cfg.n_embd)
        self.c_proj = Conv1D(cfg.n_embd, cfg.n_embd)
        mask = torch.tril(torch.ones(cfg.n_positions, cfg.n_positions, dtype=torch.bool))
        self.register_buffer("mask", mask.view(1, 1, cfg.n_positions, cfg.n_positions),
                             persistent=False)

    def forward(self, x, want_attn=False):
        B, T, C = x.shape
        hd = C // self.n_head
        q, k, v = self.c_attn(x).split(C, dim=2)
        q = q.view(B, T, self.n_head, hd).transpose(1, 2)
        k = k.view(B, T, self.n_head, hd).transpose(1, 2)
        v = v.view(B, T, self.n_head, hd).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(hd))
        att = att.masked_fill(~self.mask[:, :, :T, :T], torch.finfo(att.dtype).min)
        att = torch.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        return self.c_proj(y), (att if want_attn else None)


class MLP(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.c_fc = Conv1D(cfg.n_embd, 4 * cfg.n_embd)
        self.c_proj = Conv1D(4 * cfg.n_embd, cfg.n_embd)

    def forward(self, x):
        return self.c_proj(gelu_new(self.c_fc(x)))


class Block(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.ln_1 = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)
        self.attn = Attention(cfg)
        self.ln_2 = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)
        self.mlp = MLP(cfg)

    def forward(self, x, want_attn=False):
        a, att = self.attn(self.ln_1(x), want_attn)
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, att


class GPT(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.cfg = cfg
        self.wte = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.wpe = nn.Embedding(cfg.n_positions, cfg.n_embd)
        self.h = nn.ModuleList([Block(cfg) for _ in range(cfg.n_layer)])
        self.ln_f = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)
        self.reset_parameters()

    def reset_parameters(self):
        for name, p in self.named_parameters():
            if name.endswith("bias"):
                nn.init.zeros_(p)
            elif ".ln_" in name or name.startswith("ln_f"):
                nn.init.ones_(p)
            elif name.endswith("c_proj.weight"):
                # GPT-2: residual projections scaled by 1/sqrt(2 * n_layer)
                nn.init.normal_(p, 0.0, 0.02 / math.sqrt(2 * self.cfg.n_layer))
            elif name == "wpe.weight":
                nn.init.normal_(p, 0.0, 0.01)
            else:
                nn.init.normal_(p, 0.0, 0.02)

    @torch.no_grad()
    def init_positions_sinusoidal(self, amplitude=0.04, base=10000.0):
        """Starts wpe at the sinusoids of "Attention Is All You Need" instead of noise.

        The architecture is unchanged (wpe stays a learned table); only its starting point
        differs.  With sinusoids, position p-1 is a fixed rotation of position p, so "attend
        to the previous token" is one linear map W_q W_k^T from the start rather than 128
        separate position pairs to discover; previous-token heads form far sooner.  The
        amplitude makes |wpe[p]| (= amplitude * sqrt(d/2)) comparable to a token embedding
        (0.02 * sqrt(d)) so neither drowns the other after ln_1."""
        T, d = self.wpe.weight.shape
        pos = torch.arange(T, dtype=torch.float32)[:, None]
        freq = base ** (-torch.arange(0, d, 2, dtype=torch.float32) / d)
        table = torch.zeros(T, d)
        table[:, 0::2] = torch.sin(pos * freq)
        table[:, 1::2] = torch.cos(pos * freq)
        self.wpe.weight.copy_(amplitude * table)

    @torch.no_grad()
    def init_first_token_sink(self, boost, marker_id, marker_norm=1.0, key_gain=0.5, seed=4242):
        """Starts every head with a mild preference for position 0, the <|endoftext|> marker.

        Large GPT-2s park idle heads on the first token because their residual stream at
        position 0 grows an outsized, fixed direction ("massive activation") that one
        query bias can match; a 1M-parameter model trained for an hour never grows it.
        This gives position 0 that direction from the start instead: wpe[0] gains
        marker_norm * u (u a fixed random unit vector), and in every head the key map
        sends u to the head's all-ones direction e while the query bias points along e,
        so each query's logit for position 0 starts about `boost` above the others
        (weight ~ e^boost / (e^boost + q) at query position q).  Nothing is frozen and the
        architecture is unchanged: training keeps the preference where parking helps and
        removes it where a head has work to do."""
        if boost <= 0:
            return
        d, hd = self.cfg.n_embd, self.cfg.n_embd // self.cfg.n_head
        g = torch.Generator().manual_seed(seed)
        u = torch.randn(d, generator=g)
        u /= u.norm()
        self.wpe.weight[0] += marker_norm * u
        x0 = self.wte.weight[marker_id] + self.wpe.weight[0]
        ln_dot = float(nn.functional.layer_norm(x0, (d,), eps=self.cfg.layer_norm_epsilon) @ u)
        e = torch.ones(hd) / math.sqrt(hd)
        q_bias = boost * math.sqrt(hd) / (key_gain * ln_dot)
        for blk in self.h:
            W, b = blk.attn.c_attn.weight, blk.attn.c_attn.bias   # Conv1D: [in, 3d]
            for h in range(self.cfg.n_head):
                W[:, d + h * hd:d + (h + 1) * hd] += key_gain * u[:, None] * e[None, :]
                b[h * hd:(h + 1) * hd] += q_bias * e

    def forward(self, idx, want_attn=False):
        B, T = idx.shape
        assert T <= self.cfg.n_positions
        pos = torch.arange(T, device=idx.device)
        x = self.wte(idx) + self.wpe(pos)[None]
        atts = []
        for blk in self.h:
            x, att = blk(x, want_attn)
            atts.append(att)
        x = self.ln_f(x)
        logits = x @ self.wte.weight.t()      # tied LM head, no bias
        return (logits, atts) if want_attn else logits

    def num_params(self):
        return sum(p.numel() for p in self.parameters())

    # ---- Hugging Face GPT-2 naming -------------------------------------
    def hf_state_dict(self):
        """Parameters under HF GPT-2 names (no 'transformer.' prefix, no lm_head: tied)."""
        return {k: v.detach().clone() for k, v in self.state_dict().items()}

    @classmethod
    def from_hf_state_dict(cls, cfg, sd, dtype=torch.float32):
        m = cls(cfg)
        sd = {k[len("transformer."):] if k.startswith("transformer.") else k: v
              for k, v in sd.items() if not k.startswith("lm_head")}
        m.load_state_dict(sd, strict=True)
        return m.to(dtype)


def hf_config(cfg: GPTConfig, eot_id):
    return {
        "architectures": ["GPT2LMHeadModel"],
        "model_type": "gpt2",
        "vocab_size": cfg.vocab_size,
        "n_positions": cfg.n_positions,
        "n_ctx": cfg.n_positions,
        "n_embd": cfg.n_embd,
        "n_layer": cfg.n_layer,
        "n_head": cfg.n_head,
        "n_inner": None,
        "activation_function": "gelu_new",
        "layer_norm_epsilon": cfg.layer_norm_epsilon,
        "resid_pdrop": 0.0,
        "embd_pdrop": 0.0,
        "attn_pdrop": 0.0,
        "initializer_range": 0.02,
        "scale_attn_weights": True,
        "tie_word_embeddings": True,
        "bos_token_id": eot_id,
        "eos_token_id": eot_id,
        "torch_dtype": "float32",
    }
