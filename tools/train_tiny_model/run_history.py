"""The changes a training run went through across its resumes, read back from train.log.

A checkpoint stores only the arguments of its last start, but a run may have been
resumed with a larger budget (which restarts the cosine schedule partway up: a warm
restart) or another weight decay. train.py logs every start as
a "fresh start" / "resumed from ... (M min trained)" line followed by an "args {...}"
line; this module turns that sequence into the list of changes, so the model card can
state the schedule the weights actually saw.
"""
import json
import os
import re
import types

import torch

from grow import read_if_there
from train import lr_at

RESUMED = re.compile(r"resumed from .* at step (\d+) \(([\d.]+) min trained\)")
# Arguments that change what training did; paths, bookkeeping and the thread count
# (speed only) are left out.
SCHEDULE_KEYS = ("minutes", "steps", "lr", "warmup", "wd", "attn_wd", "wpe_wd", "batch")


def starts(log_text):
    """[(minute, step, args)] for every start of the run, in order."""
    out, pending = [], None
    for line in log_text.splitlines():
        msg = line.split(" ", 2)[2] if line.count(" ") >= 2 else ""
        m = RESUMED.match(msg)
        if m:
            pending = (float(m.group(2)), int(m.group(1)))
        elif msg.startswith("fresh start"):
            pending = (0.0, 0)
        elif msg.startswith("args ") and pending is not None:
            out.append((pending[0], pending[1], json.loads(msg[len("args "):])))
            pending = None
    return out


def lr_at_minute(args, minute, step):
    """The LR train.py used at this point of a --minutes budget."""
    ns = types.SimpleNamespace(lr=args["lr"], warmup=args["warmup"])
    return lr_at(minute / args["minutes"], step, ns)


def changes(log_text, upto_minute):
    """The first start's args, and each later start (before upto_minute) that changed a
    schedule argument: [{"minute", "step", "changed": {key: (old, new)}, "lr_before",
    "lr_after"}]; lr_before/lr_after only when the LR jumped."""
    runs = [s for s in starts(log_text) if s[0] <= upto_minute + 1e-9]
    if not runs:
        return None, []
    first, prev, out = runs[0][2], runs[0][2], []
    for minute, step, args in runs[1:]:
        diff = {k: (prev.get(k), args.get(k)) for k in SCHEDULE_KEYS if prev.get(k) != args.get(k)}
        if diff:
            entry = {"minute": minute, "step": step, "changed": diff}
            if args.get("minutes") and prev.get("minutes"):
                before, after = lr_at_minute(prev, minute, step), lr_at_minute(args, minute, step)
                if abs(after - before) > 1e-12:
                    entry["lr_before"], entry["lr_after"] = before, after
            out.append(entry)
        prev = args
    return first, out


def describe(entry):
    """One sentence for a change, e.g. 'At minute 60 the budget was raised from 60 to 150
    minutes (the LR went from 0.0006 to 0.0041: a warm restart).'"""
    parts = []
    c = entry["changed"]
    if "minutes" in c:
        old, new = c["minutes"]
        parts.append("the budget was %s from %g to %g minutes"
                     % ("raised" if new > old else "cut", old, new))
    names = {"lr": "peak LR", "warmup": "warmup", "wd": "weight decay",
             "attn_wd": "q/k/v weight decay", "wpe_wd": "position-table weight decay",
             "batch": "batch", "steps": "step budget"}
    for k in ("lr", "wd", "attn_wd", "wpe_wd", "warmup", "batch", "steps"):
        if k in c:
            parts.append("the %s went from %s to %s" % (names[k], c[k][0], c[k][1]))
    text = "At minute %.0f %s" % (entry["minute"], "; ".join(parts))
    if "lr_before" in entry:
        jump = "a warm restart" if entry["lr_after"] > entry["lr_before"] else "a cooler schedule"
        text += " (the LR went from %.2g to %.2g: %s)" % (entry["lr_before"], entry["lr_after"], jump)
    return text + "."


def _train_stage(args, step, tokens, minutes, log):
    first, ch = changes(log, minutes) if log else (None, [])
    # args are the run's last arguments: their budget is the one it ended under
    return {"kind": "train", "args": first or args, "step": step, "tokens": tokens,
            "minutes": minutes, "budget": args.get("minutes"), "changes": ch, "log": log}


def lineage(ckpt_path, ck):
    """Every stage that made these weights, oldest first. A run started with
    --init-from continues another run's weights: a grow.py output (whose source run is
    stored inside it) or another run's checkpoint (whose own train.log is beside it).
    Train stages: {"kind": "train", "args" (as first started), "step", "tokens",
    "minutes", "budget" (the last one), "changes", "log"}; grow stages: {"kind": "grow"} plus grow.py's
    provenance (layout, src_layers, new_init)."""
    log = read_if_there(os.path.join(os.path.dirname(os.path.abspath(ckpt_path)), "train.log"))
    stage = _train_stage(ck["args"], ck["step"], ck["tokens"], ck["elapsed"] / 60, log)
    src = ck["args"].get("init_from")
    if not src:
        return [stage]
    if not os.path.exists(src):
        raise FileNotFoundError("%s started from %s, which is gone; the model card needs "
                                "that earlier stage" % (ckpt_path, src))
    init = torch.load(src, map_location="cpu")
    if "grown_from" not in init:
        return lineage(src, init) + [stage]
    g = init["grown_from"]
    source = _train_stage(g["src_args"], g["step"], g["tokens"], g["minutes"], init["src_log"])
    source["args"] = {**source["args"], "n_layer": g["src_layers"]}
    return [source, {"kind": "grow", **g}, stage]
