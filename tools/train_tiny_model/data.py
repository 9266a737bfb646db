"""Shared data helpers: token streams, training windows, held-out windows and
head metrics.  Every window the model sees starts with <|endoftext|> at
position 0 (a beginning-of-text marker).

Token stream S of a split = p1 <eot> p2 <eot> p3 ... (paragraphs of the
corpus file in order).  A window starting at offset s is
    x = [<eot>] + S[s : s+T-1],   y = S[s : s+T]
so x[0] is always the EOT marker and every position predicts the next token.

Training windows: s is a paragraph start with probability 1/2, otherwise a
uniformly random offset; with --repeat-frac, that share of them repeats its
first stretch of text (make_repeat_window).  Held-out windows: s = 0, T, 2T, ... (consecutive,
non-overlapping), so every held-out token is scored exactly once, with the
EOT marker plus the preceding tokens of its T-token chunk as context.
"""
import hashlib
import os

import numpy as np
import torch

from bpe import Tokenizer


def load_stream(work, split, tok_dir):
    """Token ids of WORK/{split}.txt (cached as .npy keyed by tokenizer hash)."""
    h = hashlib.sha1(open(os.path.join(tok_dir, "tokenizer.json"), "rb").read()).hexdigest()[:12]
    cache = os.path.join(work, "%s.%s.npy" % (split, h))
    if os.path.exists(cache):
        return np.load(cache)
    tk = Tokenizer.load(tok_dir)
    ids = []
    with open(os.path.join(work, split + ".txt"), encoding="utf-8") as f:
        for k, line in enumerate(f):
            if k:
                ids.append(tk.eot_id)
            ids.extend(tk.encode(line.rstrip("\n")))
    arr = np.array(ids, dtype=np.int32)
    np.save(cache, arr)
    return arr


def paragraph_starts(stream, eot_id):
    return np.concatenate([[0], np.nonzero(stream == eot_id)[0] + 1]).astype(np.int64)


def make_window(stream, s, T, eot_id):
    y = stream[s:s + T]
    x = np.concatenate([[eot_id], stream[s:s + T - 1]])
    return x, y


def make_repeat_window(stream, s, T, eot_id, m):
    """A window whose first m text tokens come again right after themselves, then the
    text goes on: [<eot>] + A + A + (what follows A), cut to T.  Predicting the second
    copy rewards a head that finds the earlier occurrence of the current token and
    looks at what came next (an induction head), and that has to rest somewhere when
    there is no earlier occurrence."""
    span = stream[s:s + m]
    seq = np.concatenate([span, span, stream[s + m:s + T - m]])
    return np.concatenate([[eot_id], seq[:T - 1]]), seq[:T]


def train_batch(stream, starts, B, T, eot_id, rng, repeat_frac=0.0):
    xs, ys = [], []
    hi = len(stream) - T - 1
    for _ in range(B):
        if rng.random() < 0.5:
            s = int(starts[rng.integers(len(starts))])
            s = min(s, hi)
        else:
            s = int(rng.integers(hi))
        if repeat_frac > 0 and rng.random() < repeat_frac:
            x, y = make_repeat_window(stream, s, T, eot_id, int(rng.integers(8, T // 2)))
        else:
            x, y = make_window(stream, s, T, eot_id)
        xs.append(x)
        ys.append(y)
    return (torch.from_numpy(np.stack(xs).astype(np.int64)),
            torch.from_numpy(np.stack(ys).astype(np.int64)))


def heldout_windows(stream, T, eot_id, max_windows=None):
    n = len(stream) // T
    if max_windows is not None:
        n = min(n, max_windows)
    xs, ys = zip(*[make_window(stream, i * T, T, eot_id) for i in range(n)])
    return (torch.from_numpy(np.stack(xs).astype(np.int64)),
            torch.from_numpy(np.stack(ys).astype(np.int64)))


def head_scores(atts, q_from=2):
    """Per-layer, per-head mean attention to the previous token and to the
    first token (position 0, the EOT marker), averaged over query positions
    q_from..T-1 (position 0 can only see itself; for position 1 the previous
    token *is* the first token) and over the batch.
    atts: list of [B, H, T, T] tensors.  Returns two lists [layer][head]."""
    prev, first = [], []
    for a in atts:
        T = a.shape[-1]
        q = torch.arange(q_from, T)
        prev.append(a[:, :, q, q - 1].mean(dim=(0, 2)).tolist())
        first.append(a[:, :, q, 0].mean(dim=(0, 2)).tolist())
    return prev, first


@torch.no_grad()
def evaluate(model, X, Y, batch=32):
    """Returns (mean nats/token, prev[l][h], first[l][h]) over the windows."""
    model.eval()
    tot_loss, tot_n = 0.0, 0
    prev_sum = first_sum = None
    nb = 0
    for i in range(0, len(X), batch):
        x, y = X[i:i + batch], Y[i:i + batch]
        logits, atts = model(x, want_attn=True)
        loss = torch.nn.functional.cross_entropy(
            logits.reshape(-1, logits.shape[-1]).float(), y.reshape(-1), reduction="sum")
        tot_loss += loss.item()
        tot_n += y.numel()
        p, f = head_scores(atts)
        w = len(x)
        p = np.array(p) * w
        f = np.array(f) * w
        prev_sum = p if prev_sum is None else prev_sum + p
        first_sum = f if first_sum is None else first_sum + f
        nb += w
    model.train()
    return tot_loss / tot_n, (prev_sum / nb).tolist(), (first_sum / nb).tolist()


@torch.no_grad()
def greedy(model, ids, n, T):
    model.eval()
    ids = list(ids)
    for _ in range(n):
        ctx = ids if len(ids) <= T else ids[:1] + ids[-(T - 1):]   # keep the EOT marker
        x = torch.tensor([ctx])
        nxt = int(model(x)[0, -1].argmax())
        ids.append(nxt)
    model.train()
    return ids
