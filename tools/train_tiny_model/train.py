#!/usr/bin/python3
"""Step 4: train the tiny GPT-2 (or, with --arch llama, the tiny Llama/GQA model of
model_llama.py) on WORK/train.txt.

AdamW (betas 0.9/0.95, weight decay 0.1 on matrices), linear warmup then
cosine decay to 10% of the peak LR, gradient clipping at 1.0.  Batches are
windows that start with <|endoftext|> (see data.py).

The schedule runs over a budget: --steps N (by step count) or --minutes M (by
accumulated wall time of training, summed over resumes; the default).  A
checkpoint (model, optimizer, step, elapsed time, all RNG states) is written
atomically to OUT/ckpt.pt every --ckpt-minutes, at the end, and on
SIGTERM/SIGINT; each checkpoint also logs the held-out loss on a fixed
subset of held-out windows and the best previous-token / first-token head.
--resume continues from OUT/ckpt.pt if it exists (the budget is the total).

Run it politely next to other work:
    OMP_WAIT_POLICY=PASSIVE nice -n 19 /usr/bin/python3 train.py --resume --minutes 150
"""
import argparse
import json
import math
import os
import random
import signal
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
from bpe import Tokenizer  # noqa: E402
from model import GPT, GPTConfig  # noqa: E402
from model_llama import Llama, LlamaConfig  # noqa: E402

WORK = os.environ.get("KVSCOPE_TRAIN_DIR", "/var/tmp/kvscope-train")
SEED = 1337
LOSS_BAR = 3.7   # the bars: held-out nats/token below this, and a head of each kind
HEAD_BAR = 0.5   # with at least this much of its attention on its target


def log_to(path):
    f = open(path, "a", encoding="utf-8")

    def log(msg):
        line = "%s %s" % (time.strftime("%Y-%m-%d %H:%M:%S"), msg)
        print(line, flush=True)
        f.write(line + "\n")
        f.flush()
    return log


def lr_at(progress, step, args):
    if step < args.warmup:
        return args.lr * (step + 1) / args.warmup
    p = min(max(progress, 0.0), 1.0)
    return args.lr * (0.1 + 0.9 * 0.5 * (1.0 + math.cos(math.pi * p)))


def save_ckpt(path, model, opt, state, np_rng, cfg, args):
    tmp = path + ".tmp"
    torch.save({
        "model": model.state_dict(),
        "optimizer": opt.state_dict(),
        "config": cfg.to_dict(),
        "args": vars(args),
        "step": state["step"],
        "elapsed": state["elapsed"],
        "tokens": state["tokens"],
        "best": state.get("best"),
        "best_loss": state.get("best_loss"),
        "best_heads": state.get("best_heads"),
        "rng": {"torch": torch.get_rng_state(), "numpy": np_rng.bit_generator.state,
                "python": random.getstate()},
    }, tmp)
    os.replace(tmp, path)


def group_layout(model, n_groups):
    """Parameter names per AdamW group, for the current layout (4 groups: decay, no decay,
    q/k/v, wpe) and the older ones checkpoints may hold (2: q/k/v and wpe inside the
    decay group; 3: wpe inside it).  The Llama model has no position table: always 3
    groups (decay, no decay, q/k/v projections)."""
    names = [n for n, _ in model.named_parameters()]
    params = dict(model.named_parameters())
    matrix = [n for n in names if params[n].dim() >= 2]
    vector = [n for n in names if params[n].dim() < 2]
    if isinstance(model, Llama):
        qkv = [n for n in matrix if n.endswith(("q_proj.weight", "k_proj.weight", "v_proj.weight"))]
        return [[n for n in matrix if n not in qkv], vector, qkv]
    qkv = [n for n in matrix if n.endswith("attn.c_attn.weight")]
    if n_groups == 2:
        return [matrix, vector]
    if n_groups == 3:
        return [[n for n in matrix if n not in qkv], vector, qkv]
    return [[n for n in matrix if n not in qkv and n != "wpe.weight"], vector, qkv, ["wpe.weight"]]


def load_optimizer_state(opt, saved, model):
    """Restores AdamW moments per parameter, whichever group layout the checkpoint has
    (moments are matched by parameter name), with this run's weight decays: a resume
    with a new --wd / --attn-wd / --wpe-wd must not silently keep the old ones."""
    saved_groups = saved["param_groups"]
    if len(saved_groups) == len(opt.param_groups):
        wanted = [g["weight_decay"] for g in opt.param_groups]
        opt.load_state_dict(saved)
        for g, wd in zip(opt.param_groups, wanted):
            g["weight_decay"] = wd
        return
    old_order = [n for group in group_layout(model, len(saved_groups)) for n in group]
    by_name = {n: saved["state"][i] for i, n in enumerate(old_order) if i in saved["state"]}
    for n, p in model.named_parameters():
        if n in by_name:
            opt.state[p] = {k: (v.clone() if torch.is_tensor(v) else v)
                            for k, v in by_name[n].items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=WORK, help="corpus dir (train.txt, heldout.txt, tokenizer/)")
    ap.add_argument("--out", default=None, help="checkpoint/log dir (default: WORK)")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--steps", type=int, default=None)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--ctx", type=int, default=128)
    ap.add_argument("--n-layer", type=int, default=4)
    ap.add_argument("--n-head", type=int, default=8)
    ap.add_argument("--n-embd", type=int, default=128)
    ap.add_argument("--arch", choices=["gpt2", "llama"], default="gpt2",
                    help="gpt2: model.py (the shipped tiny GPT); llama: model_llama.py (RoPE, "
                         "RMSNorm, SwiGLU, grouped-query attention, no biases)")
    ap.add_argument("--kv-heads", type=int, default=None,
                    help="llama: K/V heads shared by the --n-head query heads (default: "
                         "--n-head, i.e. MHA; 1 = MQA)")
    ap.add_argument("--intermediate", type=int, default=384,
                    help="llama: SwiGLU hidden size (gate/up/down)")
    ap.add_argument("--rope-theta", type=float, default=10000.0)
    ap.add_argument("--dropout", type=float, default=0.0,
                    help="--arch llama: dropout on attention weights and residual outputs while training")
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--wd", type=float, default=0.1)
    ap.add_argument("--attn-wd", type=float, default=0.0,
                    help="weight decay on the fused q/k/v matrices (c_attn); decay caps "
                         "|q.k| and so how sharply a head can attend")
    ap.add_argument("--wpe-wd", type=float, default=None,
                    help="weight decay on the position table wpe (default: --wd). Decay pulls "
                         "positions toward zero while the tied token table grows, so layer 0 "
                         "sees positions through ever more token noise")
    ap.add_argument("--wpe-init", choices=["normal", "sinusoidal"], default="sinusoidal",
                    help="starting point of the learned position table (see model.py)")
    ap.add_argument("--sink-init", type=float, default=0.0,
                    help="start every head's logit for position 0 this much above the rest "
                         "(0 = off; see GPT.init_first_token_sink in model.py)")
    ap.add_argument("--init-from", default=None,
                    help="start a fresh run from these weights (a grow.py output) instead of "
                         "random ones; its config must match the requested one")
    ap.add_argument("--repeat-frac", type=float, default=0.0,
                    help="share of training windows whose first stretch of text is repeated "
                         "(data.make_repeat_window): a reason to grow induction heads")
    ap.add_argument("--ckpt-minutes", type=float, default=5.0)
    ap.add_argument("--eval-windows", type=int, default=96)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    if args.minutes is None and args.steps is None:
        args.minutes = 150.0
    out = args.out or args.work
    os.makedirs(out, exist_ok=True)
    ckpt_path = os.path.join(out, "ckpt.pt")
    log = log_to(os.path.join(out, "train.log"))
    with open(os.path.join(out, "train.pid"), "w") as f:
        f.write(str(os.getpid()))

    torch.set_num_threads(args.threads)
    tok_dir = os.path.join(args.work, "tokenizer")
    tk = Tokenizer.load(tok_dir)
    eot = tk.eot_id
    train = data.load_stream(args.work, "train", tok_dir)
    held = data.load_stream(args.work, "heldout", tok_dir)
    starts = data.paragraph_starts(train, eot)

    random.seed(SEED)
    np_rng = np.random.default_rng(SEED)
    torch.manual_seed(SEED)
    if args.arch == "llama":
        if args.sink_init:
            sys.exit("--sink-init is for --arch gpt2 (it edits the position table and biases)")
        cfg = LlamaConfig(vocab_size=len(tk.vocab), n_positions=args.ctx, n_embd=args.n_embd,
                          n_layer=args.n_layer, n_head=args.n_head,
                          n_kv_head=args.kv_heads or args.n_head,
                          intermediate_size=args.intermediate, rope_theta=args.rope_theta,
                          dropout=args.dropout)
        model = Llama(cfg)
    else:
        cfg = GPTConfig(vocab_size=len(tk.vocab), n_positions=args.ctx, n_embd=args.n_embd,
                        n_layer=args.n_layer, n_head=args.n_head)
        model = GPT(cfg)
        if args.wpe_init == "sinusoidal":
            model.init_positions_sinusoidal()
        model.init_first_token_sink(args.sink_init, eot)
    params = dict(model.named_parameters())
    wpe_wd = args.wd if args.wpe_wd is None else args.wpe_wd
    opt = torch.optim.AdamW([{"params": [params[n] for n in names], "weight_decay": wd}
                             for names, wd in zip(group_layout(model, 4),
                                                  (args.wd, 0.0, args.attn_wd, wpe_wd))],
                            lr=args.lr, betas=(0.9, 0.95), eps=1e-8)
    state = {"step": 0, "elapsed": 0.0, "tokens": 0, "best": None, "best_loss": None}

    if args.resume and os.path.exists(ckpt_path):
        ck = torch.load(ckpt_path)
        if ck["config"] != cfg.to_dict():
            sys.exit("checkpoint config %r differs from requested %r" % (ck["config"], cfg.to_dict()))
        model.load_state_dict(ck["model"])
        load_optimizer_state(opt, ck["optimizer"], model)
        for k in ("step", "elapsed", "tokens", "best", "best_loss", "best_heads"):
            state[k] = ck.get(k)
        torch.set_rng_state(ck["rng"]["torch"])
        np_rng.bit_generator.state = ck["rng"]["numpy"]
        random.setstate(ck["rng"]["python"])
        log("resumed from %s at step %d (%.1f min trained)" % (ckpt_path, state["step"],
                                                                state["elapsed"] / 60))
    elif args.init_from:
        init = torch.load(args.init_from, map_location="cpu")
        if init["config"] != cfg.to_dict():
            sys.exit("%s holds config %r, requested %r" % (args.init_from, init["config"],
                                                           cfg.to_dict()))
        model.load_state_dict(init["model"])
        log("fresh start from %s (%s)" % (args.init_from, json.dumps(init.get("grown_from"))))
    else:
        log("fresh start")
    log("config %s | params %d | KV cache %d bytes/token (f32) | train tokens %d (%d paragraphs) | held-out tokens %d"
        % (json.dumps(cfg.to_dict()), model.num_params(),
           2 * cfg.n_layer * getattr(cfg, "n_kv_head", cfg.n_head) * (cfg.n_embd // cfg.n_head) * 4,
           len(train), len(starts), len(held)))
    log("args %s" % json.dumps(vars(args)))

    HX, HY = data.heldout_windows(held, args.ctx, eot, args.eval_windows)
    stop = {"flag": False}

    def on_signal(signum, frame):
        stop["flag"] = True
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    def progress():
        if args.steps is not None:
            return state["step"] / args.steps
        return state["elapsed"] / (args.minutes * 60)

    def save_weights(name):
        """Weights and provenance only (what evaluate.py and export.py read), no optimizer."""
        torch.save({"model": model.state_dict(), "config": cfg.to_dict(), "args": vars(args),
                    "step": state["step"], "elapsed": state["elapsed"],
                    "tokens": state["tokens"]}, os.path.join(out, name))

    def checkpoint(tag):
        t = time.time()
        loss, prev, first = data.evaluate(model, HX, HY)
        bp = max((v, l, h) for l, row in enumerate(prev) for h, v in enumerate(row))
        bf = max((v, l, h) for l, row in enumerate(first) for h, v in enumerate(row))
        state["best"] = {"heldout_loss": loss, "prev": bp, "first": bf}
        save_ckpt(ckpt_path, model, opt, state, np_rng, cfg, args)
        if state.get("best_loss") is None or loss < state["best_loss"]:
            # insurance against over-fitting: the best (subset) held-out checkpoint
            state["best_loss"] = loss
            save_weights("ckpt_best.pt")
        # the heads waver from checkpoint to checkpoint: keep the one whose weaker
        # head kind is strongest among those under the loss bar
        weaker = min(bp[0], bf[0])
        if loss < LOSS_BAR and weaker > (state.get("best_heads") or 0.0):
            state["best_heads"] = weaker
            save_weights("ckpt_heads.pt")
        bars = loss < LOSS_BAR and bp[0] >= HEAD_BAR and bf[0] >= HEAD_BAR
        log("%s step %d | %.1f min | %.2fM tok | held-out(%d win) %.4f nats/tok | best prev-token "
            "head L%dH%d %.2f | best first-token head L%dH%d %.2f | bars %s | ckpt+eval %.1fs"
            % (tag, state["step"], state["elapsed"] / 60, state["tokens"] / 1e6, len(HX), loss,
               bp[1], bp[2], bp[0], bf[1], bf[2], bf[0], "MET" if bars else "not met",
               time.time() - t))

    model.train()
    t_last = time.time()
    t_ckpt = time.time()
    ema = None
    tok_per_step = args.batch * args.ctx
    while progress() < 1.0 and not stop["flag"]:
        lr = lr_at(progress(), state["step"], args)
        for g in opt.param_groups:
            g["lr"] = lr
        x, y = data.train_batch(train, starts, args.batch, args.ctx, eot, np_rng,
                                args.repeat_frac)
        logits = model(x)
        loss = torch.nn.functional.cross_entropy(logits.view(-1, logits.shape[-1]), y.view(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        now = time.time()
        state["elapsed"] += now - t_last
        t_last = now
        state["step"] += 1
        state["tokens"] += tok_per_step
        ema = loss.item() if ema is None else 0.98 * ema + 0.02 * loss.item()
        if state["step"] % 100 == 0:
            log("step %d | lr %.2e | train loss %.4f (ema %.4f) | %.1f min | %.0f tok/s"
                % (state["step"], lr, loss.item(), ema, state["elapsed"] / 60,
                   tok_per_step * state["step"] / max(state["elapsed"], 1e-9)))
        if now - t_ckpt >= args.ckpt_minutes * 60:
            checkpoint("checkpoint")
            t_ckpt = time.time()
            t_last = t_ckpt   # don't bill eval time to the training budget
    checkpoint("STOPPED (signal)" if stop["flag"] else "DONE")


if __name__ == "__main__":
    main()
