#!/usr/bin/python3
"""Deepen a trained model: the starting point for `train.py --init-from`.

A shallow model (4 layers) grows a crisp previous-token head but no attention
sink; a deep one (8 layers) grows sinks but spreads previous-token attention
over many heads (see README, "Experiments toward the head bars").  Growing keeps
what the shallow model learned and gives it the depth: the trained blocks are
copied in the order --layout names them, and every `new` block starts as a
no-op (its two residual projections are zero, so the grown model computes
exactly what the source did) and learns from there; with --new-init gpt2 it
starts with GPT-2's small random projections instead (close to, not exactly,
the source).

    grow.py --src resources/models/kvscope-tiny --layout 0,new,new,new,new,1,2,3 \
            --out /var/tmp/grown.pt

--src is an exported model directory (model.safetensors + config.json) or a
train.py checkpoint.  The output holds the grown weights and their provenance.
"""
import argparse
import json
import os
import re
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402
from evaluate import load_checkpoint  # noqa: E402
from model import GPT, GPTConfig  # noqa: E402


def read_if_there(path):
    return open(path, encoding="utf-8").read() if os.path.exists(path) else ""


def load_source(src):
    """(model, config, training step, training log text) of an export or a checkpoint."""
    if os.path.isdir(src):
        hf = json.load(open(os.path.join(src, "config.json")))
        cfg = GPTConfig(vocab_size=hf["vocab_size"], n_positions=hf["n_positions"],
                        n_embd=hf["n_embd"], n_layer=hf["n_layer"], n_head=hf["n_head"],
                        layer_norm_epsilon=hf["layer_norm_epsilon"])
        sd, meta = safetensors_io.load(os.path.join(src, "model.safetensors"))
        return (GPT.from_hf_state_dict(cfg, sd), cfg, int(meta.get("step", 0)),
                read_if_there(os.path.join(src, "training-log.txt")))
    model, cfg, ck = load_checkpoint(src)
    return model, cfg, ck["step"], read_if_there(os.path.join(os.path.dirname(os.path.abspath(src)),
                                                              "train.log"))


def stage_summary(log, step):
    """Minutes and tokens at `step`, from the checkpoint line train.py logged for it."""
    m = re.search(r"step %d \| ([\d.]+) min \| ([\d.]+)M tok" % step, log)
    return {"step": step, "minutes": float(m.group(1)) if m else None,
            "tokens": float(m.group(2)) * 1e6 if m else None}


def grow(model, cfg, layout, zero_new=True, seed=4243):
    torch.manual_seed(seed)   # the new blocks' q/k/v and MLP-in weights
    new_cfg = GPTConfig(**{**cfg.to_dict(), "n_layer": len(layout)})
    grown = GPT(new_cfg)
    src = model.state_dict()
    dst = grown.state_dict()
    for k in ("wte.weight", "wpe.weight", "ln_f.weight", "ln_f.bias"):
        dst[k] = src[k].clone()
    for i, what in enumerate(layout):
        if what == "new":
            if not zero_new:
                continue   # GPT-2's own init: small output projections, not zero
            for k in dst:
                if k.startswith("h.%d." % i) and ".c_proj." in k:
                    dst[k] = torch.zeros_like(dst[k])
            continue
        j = int(what)
        if not 0 <= j < cfg.n_layer:
            sys.exit("layout names layer %d; the source has %d" % (j, cfg.n_layer))
        for k, v in src.items():
            if k.startswith("h.%d." % j):
                dst["h.%d.%s" % (i, k[len("h.%d." % j):])] = v.clone()
    grown.load_state_dict(dst)
    return grown, new_cfg


def src_args(log):
    """train.py's arguments of the source run (its last `args` line)."""
    found = re.findall(r"^\S+ \S+ args (\{.*\})$", log, re.M)
    return json.loads(found[-1]) if found else {}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", required=True)
    ap.add_argument("--layout", required=True,
                    help="comma-separated source layer indices or 'new', one per grown layer")
    ap.add_argument("--new-init", choices=["zero", "gpt2"], default="zero",
                    help="new blocks' output projections: zero (an exact no-op) or GPT-2's small "
                         "random init")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    model, cfg, step, log = load_source(args.src)
    layout = [s.strip() for s in args.layout.split(",")]
    if "new" not in layout:
        # the model card would call it grown; continuing a run is train.py --resume
        sys.exit("the layout adds no 'new' block: nothing to grow")
    grown, new_cfg = grow(model, cfg, layout, zero_new=args.new_init == "zero")

    # the grown model must compute what the source computed
    x = torch.randint(0, cfg.vocab_size, (2, cfg.n_positions))
    with torch.no_grad():
        diff = (grown.eval()(x) - model.eval()(x)).abs().max().item()
    if args.new_init == "zero" and diff > 1e-4:
        sys.exit("grown model differs from the source by %g" % diff)
    torch.save({"model": grown.state_dict(), "config": new_cfg.to_dict(),
                "grown_from": {"src": args.src, "layout": layout,
                               "src_layers": cfg.n_layer, "new_init": args.new_init,
                               "src_args": src_args(log),
                               **stage_summary(log, step)},
                "src_log": log}, args.out)
    print("grew %d -> %d layers (%s); max logit change %.2g; wrote %s"
          % (cfg.n_layer, new_cfg.n_layer, ",".join(layout), diff, args.out))


if __name__ == "__main__":
    main()
