#!/usr/bin/python3
"""Why a model's heads do or do not park on the first token.

The first-token score (evaluate.py) is one average over query positions 2..T-1,
and it cannot tell an attention sink from a head that merely looks at position 0
while there is little else to see.  For each layer this prints:

  * the head with the most attention on position 0, split into query-position
    bands (2-9, 10-33, 34-65, 66-T): a sink is flat or rising across the bands,
    an early-position head falls towards 0;
  * the best previous-token head, and for the model's best one its attention by
    offset (the query itself, one back, two back, ...): a sharp head puts nearly
    all of it one back, a blurred positional kernel spreads it over the neighbours;
    and its logits for the query itself and two back against one back, mean and
    spread: a shallow mean is a smooth kernel, a wide spread one the tokens push around;
    and its attention one back split by the kind of query token (word piece, word
    after a space, punctuation);
  * the residual stream's length at position 0 against the mean over the other
    positions, after the block: sinks in large models ride on an outsized
    position-0 activation, so a ratio near 1 means nothing to park on.

    diagnose.py /var/tmp/kvscope-G/ckpt.pt ../../resources/models/kvscope-tiny

Each argument is a train.py checkpoint or an exported model directory.
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
from bpe import Tokenizer  # noqa: E402
from grow import load_source  # noqa: E402

WORK = os.environ.get("KVSCOPE_TRAIN_DIR", "/var/tmp/kvscope-train")
BAND_STARTS = (2, 10, 34, 66)   # query positions; the last band runs to the window's end
MAX_OFFSET = 4                  # offset profile: the query itself .. this many tokens back


def band_means(first, T):
    """first: [B, T] attention on position 0 per query -> mean per band."""
    edges = [s for s in BAND_STARTS if s < T] + [T]
    return [first[:, a:b].mean().item() for a, b in zip(edges, edges[1:])]


def offset_profile(att):
    """att: [B, T, T] one head's attention -> (mean weight at offsets 0..MAX_OFFSET,
    share of queries whose largest weight is one back, [(mean, std)] of the logit at
    offsets 0 and 2 minus the logit one back), over queries MAX_OFFSET..T-1 so that every
    offset exists for every query.  Logit differences within a query are log weight
    ratios (the softmax normaliser cancels): their mean is how steep the head's
    positional kernel is, their spread how much the tokens themselves move it."""
    q = torch.arange(MAX_OFFSET, att.shape[-1])
    shares = [att[:, q, q - k].mean().item() for k in range(MAX_OFFSET + 1)]
    top_is_prev = (att[:, q, :].argmax(dim=-1) == q - 1).float().mean().item()
    one_back = att[:, q, q - 1].clamp_min(1e-30).log()
    gaps = []
    for k in (0, 2):
        g = att[:, q, q - k].clamp_min(1e-30).log() - one_back
        gaps.append((g.mean().item(), g.std().item()))
    return shares, top_is_prev, gaps


KINDS = ("word pieces", "words after a space", "punctuation")


def token_kinds(tk):
    """Tensor: token id -> index into KINDS (a piece that continues a word, a piece that
    starts with a space, anything without letters or digits)."""
    def kind(s):
        if not any(c.isalnum() for c in s):
            return 2
        return 1 if s.startswith(" ") else 0
    return torch.tensor([kind(s) for s in tk.token_strings(range(len(tk.vocab)))])


def prev_by_query_kind(att, X, kinds):
    """att: [B, T, T] one head -> its attention one back, averaged per kind of query token
    (queries 2..T-1, as the evaluation): how much the token, not the position, decides."""
    q = torch.arange(2, att.shape[-1])
    one_back, k = att[:, q, q - 1], kinds[X[:, q]]
    return [one_back[k == i].mean().item() if (k == i).any() else float("nan")
            for i in range(len(KINDS))]


@torch.no_grad()
def diagnose(model, X, kinds):
    model.eval()
    residuals = []
    hooks = [b.register_forward_hook(lambda mod, inp, out: residuals.append(out[0]))
             for b in model.h]
    try:
        _, atts = model(X, want_attn=True)
    finally:
        for h in hooks:
            h.remove()
    T = X.shape[1]
    prev, first = data.head_scores(atts)   # the evaluation's own per-head scores
    rows = []
    for layer, (a, r) in enumerate(zip(atts, residuals)):
        hf = max(range(len(first[layer])), key=first[layer].__getitem__)
        hp = max(range(len(prev[layer])), key=prev[layer].__getitem__)
        norms = r.norm(dim=-1)
        rows.append({"layer": layer, "first_head": hf, "first": first[layer][hf],
                     "first_bands": band_means(a[:, hf, :, 0], T),
                     "prev_head": hp, "prev": prev[layer][hp],
                     "norm0": norms[:, 0].mean().item(), "norm_rest": norms[:, 1:].mean().item()})
    best = max(rows, key=lambda r: r["prev"])   # the model's best previous-token head
    att = atts[best["layer"]][:, best["prev_head"]]
    return rows, best, offset_profile(att), prev_by_query_kind(att, X, kinds)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="+", help="checkpoints (.pt) or exported model directories")
    ap.add_argument("--work", default=WORK, help="corpus dir (heldout.txt, tokenizer/)")
    ap.add_argument("--windows", type=int, default=32, help="held-out windows to average over")
    args = ap.parse_args()
    torch.set_num_threads(1)
    tok_dir = os.path.join(args.work, "tokenizer")
    held = data.load_stream(args.work, "heldout", tok_dir)
    tk = Tokenizer.load(tok_dir)
    eot, kinds = tk.eot_id, token_kinds(tk)
    for path in args.models:
        model, cfg, step, _ = load_source(path)
        X, _ = data.heldout_windows(held, cfg.n_positions, eot, args.windows)
        print("%s (step %d, %d held-out windows)" % (path, step, len(X)))
        print("  layer | most on position 0: head, mean, by band 2-9/10-33/34-65/66+ "
              "| previous token: head, mean | residual norm at 0 / rest")
        rows, best, (shares, top_is_prev, gaps), by_kind = diagnose(model, X, kinds)
        for r in rows:
            print("  L%d    | H%d %.2f  %s | H%d %.2f | %.0f / %.0f (%.2fx)"
                  % (r["layer"], r["first_head"], r["first"],
                     " ".join("%.2f" % v for v in r["first_bands"]),
                     r["prev_head"], r["prev"], r["norm0"], r["norm_rest"],
                     r["norm0"] / r["norm_rest"]))
        print("  best previous-token head L%dH%d, attention %d..0 tokens back (queries %d+): %s; "
              "one back is its top choice for %.0f%% of queries"
              % (best["layer"], best["prev_head"], MAX_OFFSET, MAX_OFFSET,
                 " ".join("%.3f" % v for v in reversed(shares)), 100 * top_is_prev))
        print("  its logits against one back: the query itself %+.2f (sd %.2f), two back %+.2f "
              "(sd %.2f)" % (gaps[0][0], gaps[0][1], gaps[1][0], gaps[1][1]))
        print("  its attention one back by the query's token: %s"
              % ", ".join("%s %.2f" % kv for kv in zip(KINDS, by_kind)))


if __name__ == "__main__":
    main()
