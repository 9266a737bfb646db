#!/usr/bin/python3
"""Step 5: evaluate a checkpoint and write OUT/heads.json.

* Held-out loss in nats/token over ALL held-out tokens (WORK/heldout.txt =
  every 20th paragraph of each source, see extract_corpus.py), in consecutive
  128-token chunks each preceded by the <|endoftext|> marker (see data.py).
* Per layer / head: mean attention weight from a query to the previous token
  and to the first token (position 0 = the EOT marker), averaged over query
  positions 2..127 of every held-out window.  Heads with prev >= 0.4 are
  labelled "previous-token head", first >= 0.4 "first-token head" (LABEL_AT).
* Greedy continuations of a few classroom prompts (EOT marker prepended).
"""
import argparse
import json
import os
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
from bpe import Tokenizer  # noqa: E402
from model_llama import build_model  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = os.environ.get("KVSCOPE_TRAIN_DIR", "/var/tmp/kvscope-train")
DEFAULT_OUT = os.path.normpath(os.path.join(HERE, "..", "..", "resources", "models", "kvscope-tiny"))
# the Llama/GQA model (train.py --arch llama) goes beside it
DEFAULT_OUT_LLAMA = DEFAULT_OUT + "-gqa"


def default_out(cfg):
    return DEFAULT_OUT_LLAMA if getattr(cfg, "arch", "gpt2") == "llama" else DEFAULT_OUT
PROMPTS = ["Today's weather is so", "The cat sat on the", "Once upon a time",
           "It is a truth universally acknowledged that", "She opened the door and",
           "My favourite colour is"]


def load_checkpoint(path):
    ck = torch.load(path, map_location="cpu")
    model, cfg = build_model(ck["config"])   # GPT-2 (model.py) or Llama (model_llama.py)
    model.load_state_dict(ck["model"])
    model.eval()
    return model, cfg, ck


LABEL_AT = 0.4   # a head is named in the app when it spends at least this much on its target


def label(prev, first):
    if prev >= LABEL_AT and prev >= first:
        return "previous-token head"
    if first >= LABEL_AT:
        return "first-token head"
    return ""


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=WORK)
    ap.add_argument("--ckpt", default=os.path.join(WORK, "ckpt.pt"))
    ap.add_argument("--out", default=None,
                    help="default: resources/models/kvscope-tiny (GPT-2) or kvscope-tiny-gqa (Llama)")
    ap.add_argument("--gen-tokens", type=int, default=12)
    args = ap.parse_args()
    torch.set_num_threads(2)
    t0 = time.time()

    model, cfg, ck = load_checkpoint(args.ckpt)
    args.out = args.out or default_out(cfg)
    tok_dir = os.path.join(args.work, "tokenizer")
    tk = Tokenizer.load(tok_dir)
    held = data.load_stream(args.work, "heldout", tok_dir)
    X, Y = data.heldout_windows(held, cfg.n_positions, tk.eot_id)
    loss, prev, first = data.evaluate(model, X, Y)

    layers = [[{"prev_token": round(prev[l][h], 4), "first_token": round(first[l][h], 4),
                "label": label(prev[l][h], first[l][h])} for h in range(cfg.n_head)]
              for l in range(cfg.n_layer)]
    if getattr(cfg, "arch", "gpt2") == "llama":
        # grouped-query attention: query head h reads KV head h // (n_head / n_kv_head)
        for row in layers:
            for h, d in enumerate(row):
                d["kv_head"] = h // (cfg.n_head // cfg.n_kv_head)
    conts = []
    for p in PROMPTS:
        ids = [tk.eot_id] + tk.encode(p)
        outi = data.greedy(model, ids, args.gen_tokens, cfg.n_positions)
        gen = outi[len(ids):]
        conts.append({"prompt": p, "continuation": tk.decode(gen),
                      "continuation_tokens": tk.token_strings(gen), "continuation_ids": gen})
    bp = max((prev[l][h], l, h) for l in range(cfg.n_layer) for h in range(cfg.n_head))
    bf = max((first[l][h], l, h) for l in range(cfg.n_layer) for h in range(cfg.n_head))
    result = {
        "layers": layers,
        "eval": {
            "heldout_loss_nats_per_token": round(loss, 4),
            "heldout_perplexity": round(float(torch.tensor(loss).exp()), 2),
            "heldout_tokens_scored": int(Y.numel()),
            "heldout_windows": int(len(X)),
            "split": "held-out = every 20th paragraph (index %% 20 == 19) of each source "
                     "(Austen novels, WordNet example groups, templates); consecutive %d-token "
                     "chunks of the held-out token stream, each preceded by <|endoftext|>"
                     % cfg.n_positions,
            "head_metric": "mean attention weight to position q-1 (prev_token) and to position 0, "
                           "the <|endoftext|> marker (first_token), over query positions "
                           "2..%d of every held-out window; label if >= %g" % (cfg.n_positions - 1, LABEL_AT),
            "best_prev_token_head": {"layer": bp[1], "head": bp[2], "score": round(bp[0], 4)},
            "best_first_token_head": {"layer": bf[1], "head": bf[2], "score": round(bf[0], 4)},
            "bars_met": bool(loss < 3.7 and bp[0] >= 0.5 and bf[0] >= 0.5),
            "checkpoint_step": ck["step"],
            "training_minutes": round(ck["elapsed"] / 60, 1),
            "training_tokens": ck["tokens"],
        },
        "continuations": conts,
    }
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "heads.json"), "w") as f:
        json.dump(result, f, indent=1)
    print("held-out loss %.4f nats/token (ppl %.1f) over %d tokens" % (loss, result["eval"]["heldout_perplexity"], Y.numel()))
    for l in range(cfg.n_layer):
        print("  layer %d: " % l + "  ".join("H%d prev %.2f first %.2f%s" % (
            h, prev[l][h], first[l][h], (" [" + layers[l][h]["label"] + "]") if layers[l][h]["label"] else "")
            for h in range(cfg.n_head)))
    for c in conts:
        print("  %r -> %r" % (c["prompt"], c["continuation"]))
    print("bars met: %s  (%.1fs) -> %s" % (result["eval"]["bars_met"], time.time() - t0,
                                           os.path.join(args.out, "heads.json")))


if __name__ == "__main__":
    main()
