#!/usr/bin/python3
"""Step 6: export a checkpoint as a Hugging Face GPT-2 style model directory (or, for a
train.py --arch llama checkpoint, a LlamaForCausalLM one: model_type llama, default OUT
resources/models/kvscope-tiny-gqa/, names model.layers.N.self_attn.q_proj.weight, ...).

Writes to OUT (default resources/models/kvscope-tiny/):
  model.safetensors  HF GPT-2 names (no "transformer." prefix, no lm_head: tied
                     to wte), f32 if the file is <= 10 MB, else f16
  config.json        HF GPT-2 config (model_type gpt2, gelu_new, eps 1e-5, ...)
  tokenizer.json, vocab.json, merges.txt   (copied from WORK/tokenizer)
  reference.json     float64 reference computed from the *exported* weights:
                     prompt ids, prefill logits of the last position, 5 greedy
                     decode steps with full logits, and the first 16 held-out
                     windows with expected per-head prev/first-token attention
  training-log.txt   the train.log of every stage that made the weights (a run
                     started with --init-from continues an earlier one)
  LICENSES.md        data licences (copied; the WordNet notice must travel along)
  README.md          model card, numbers filled from the checkpoint, heads.json
                     (run evaluate.py first) and the corpus stats
"""
import argparse
import json
import os
import platform
import shutil
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
import run_history  # noqa: E402
import safetensors_io  # noqa: E402
from bpe import Tokenizer  # noqa: E402
import model as model_gpt2  # noqa: E402
import model_llama  # noqa: E402
from evaluate import LABEL_AT, WORK, default_out, load_checkpoint  # noqa: E402

REF_PROMPT = "Today's weather is so"
N_DECODE = 5
# The head-pattern passage: the first windows of evaluate.py's held-out set. One window's
# scores swing by ~0.05 (first-token) around the all-held-out average; 16 windows (2,048
# tokens) bring that to ~0.01, so the C++ re-check measures what the evaluation measured.
PASSAGE_WINDOWS = 16


def is_llama(cfg):
    return getattr(cfg, "arch", "gpt2") == "llama"


def fmt(x):
    return float("%.9g" % x)


@torch.no_grad()
def reference(model64, tk, held_stream, cfg):
    ids = [tk.eot_id] + tk.encode(REF_PROMPT)
    logits = model64(torch.tensor([ids]))[0, -1]
    ref = {
        "dtype": "float64 forward pass of the exported weights (PyTorch, %s)"
                 % ("model_llama.py" if is_llama(cfg) else "model.py"),
        "prompt": REF_PROMPT,
        "bos_prepended": True,
        "note": "input_ids = [<|endoftext|>] + tokenizer(prompt); every training window started "
                "with <|endoftext|>, so prepend it as a beginning-of-text marker",
        "input_ids": ids,
        "input_tokens": tk.token_strings(ids),
        "prefill_last_logits": [fmt(v) for v in logits.tolist()],
        "prefill_argmax": int(logits.argmax()),
        "decode_steps": [],
    }
    seq = list(ids)
    nxt = int(logits.argmax())
    for _ in range(N_DECODE):
        seq.append(nxt)
        lg = model64(torch.tensor([seq]))[0, -1]
        ref["decode_steps"].append({"fed_token": nxt, "position": len(seq) - 1,
                                    "logits": [fmt(v) for v in lg.tolist()],
                                    "argmax": int(lg.argmax())})
        nxt = int(lg.argmax())
    greedy = [ref["prefill_argmax"]] + [s["argmax"] for s in ref["decode_steps"]]
    ref["greedy_ids"] = greedy
    ref["greedy_text"] = tk.decode(greedy)
    ref["decode_description"] = (
        "decode_steps[k].logits are the last-position logits after feeding fed_token at "
        "position; greedy_ids = [prefill_argmax] + decode_steps[*].argmax")

    # a fixed held-out passage for head-pattern tests: evaluate.py's first windows
    X, _ = data.heldout_windows(held_stream, cfg.n_positions, tk.eot_id, PASSAGE_WINDOWS)
    _, atts = model64(X, want_attn=True)
    prev, first = data.head_scores(atts)
    ref["head_passage"] = {
        "source": "the first %d held-out windows of evaluate.py (%d tokens each, `<|endoftext|>` "
                  "first, then the held-out token stream)" % (len(X), cfg.n_positions),
        "text": tk.decode(X[0, 1:].tolist()),
        "windows": X.tolist(),
        "metric": "mean attention weight to position q-1 (prev_token) and to position 0 "
                  "(first_token), over query positions q = 2..%d of every window, per "
                  "[layer][head]" % (cfg.n_positions - 1),
        "prev_token": [[fmt(v) for v in row] for row in prev],
        "first_token": [[fmt(v) for v in row] for row in first],
    }
    return ref


def cpu_name():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


def corpus_has_kjv(train_args):
    """Whether a training stage's work dir held the King James Bible (extract_corpus.py
    --with-kjv); its corpus_stats.json says."""
    p = os.path.join(train_args.get("work", ""), "corpus_stats.json")
    return os.path.exists(p) and "kjv" in json.load(open(p))["sources"]


def kjv_stages(stages):
    """'', or ', in stage 2 only' when the Bible was in some training stages and not others."""
    trained = [st for st in stages if st["kind"] == "train"]
    used = [n for n, st in enumerate(trained, 1) if corpus_has_kjv(st["args"])]
    if not used or len(used) == len(trained):
        return ""
    return ", in stage%s %s only" % ("s" if len(used) > 1 else "", " and ".join(map(str, used)))


def model_card(out, cfg, ck, ckpt_file, n_params, st_size, dtype, heads, ref, stats, stages):
    ev = heads["eval"] if heads else {}
    lines = []
    A = lines.append
    llama = is_llama(cfg)
    A("# kvscope-tiny-gqa" if llama else "# kvscope-tiny")
    A("")
    A("A very small %s language model trained from scratch for KVScope's"
      % ("Llama-architecture (grouped-query attention)" if llama else "GPT-2-architecture"))
    A("classroom demos: it is small enough to step through token by token, and some of its")
    A("attention heads show patterns a teacher can point at. It is a toy: it writes")
    A("Austen-flavoured, often ungrammatical English and knows almost nothing.")
    A("")
    A("Files: `model.safetensors` (%s, %d bytes), `config.json`, `tokenizer.json`, `vocab.json`,"
      % (dtype, st_size))
    A("`merges.txt`%s (standard Hugging Face %s layout), `heads.json` (head analysis),"
      % (", `tokenizer_config.json` (BOS `<|endoftext|>`, added to every prompt)" if llama else "",
         "Llama" if llama else "GPT-2"))
    A("`reference.json` (float64 reference logits for engine tests), `training-log.txt`.")
    A("")
    A("## Architecture")
    A("")
    if llama:
        kv = cfg.kv_bytes_per_token()
        mha = 2 * cfg.n_layer * cfg.n_embd * 4
        A("Llama (`LlamaForCausalLM`): RMSNorm (eps %g), rotary position embedding (Hugging Face"
          % cfg.rms_norm_eps)
        A("\"rotate half\" layout, rope_theta %g, no scaling), SwiGLU MLP (gate/up/down, SiLU), no"
          % cfg.rope_theta)
        A("biases, LM head tied to `model.embed_tokens`: %d layers, d_model %d, **%d query heads"
          % (cfg.n_layer, cfg.n_embd, cfg.n_head))
        A("sharing %d K/V heads** (grouped-query attention; query head h reads KV head h // %d), head"
          % (cfg.n_kv_head, cfg.n_head // cfg.n_kv_head))
        A("size %d, MLP %d, context %d tokens, vocabulary %d."
          % (cfg.head_dim, cfg.intermediate_size, cfg.n_positions, cfg.vocab_size))
        A("**%s parameters** (%.2fM). Tensor names are those of Hugging Face `LlamaForCausalLM`;"
          % (format(n_params, ","), n_params / 1e6))
        A("there is no `lm_head.weight` (tied).")
        A("")
        A("KV cache: 2 x %d layers x %d KV heads x %d x 4 bytes = **%d bytes per token** in f32,"
          % (cfg.n_layer, cfg.n_kv_head, cfg.head_dim, kv))
        A("%g%% of the %d an MHA model of the same width and depth would keep (kvscope-tiny: 8192)."
          % (100.0 * kv / mha, mha))
    else:
        A("GPT-2 (learned position embeddings, pre-LayerNorm, GELU tanh approximation `gelu_new`,")
        A("LM head tied to `wte`, biases as GPT-2, LayerNorm eps 1e-5): %d layers, %d heads,"
          % (cfg.n_layer, cfg.n_head))
        A("d_model %d (head size %d), MLP %d, context %d tokens, vocabulary %d."
          % (cfg.n_embd, cfg.n_embd // cfg.n_head, 4 * cfg.n_embd, cfg.n_positions, cfg.vocab_size))
        A("**%s parameters** (%.2fM). Tensor names are those of the openai-community/gpt2"
          % (format(n_params, ","), n_params / 1e6))
        A("checkpoint without the `transformer.` prefix; there is no `lm_head.weight` (tied).")
    A("")
    A("Tokenizer: byte-level BPE (GPT-2's pre-tokenisation regex and byte-to-unicode map),")
    A("%d merges trained on the training split; ids 0-255 are the byte tokens, `<|endoftext|>`"
      % (cfg.vocab_size - 257))
    A("is the last id (%d) and is both BOS and EOS." % (cfg.vocab_size - 1))
    A("`%s` tokenizes as `%s`." % (REF_PROMPT + " nice",
                                   "|".join(Tokenizer.load(out).token_strings(
                                       Tokenizer.load(out).encode(REF_PROMPT + " nice")))))
    A("")
    A("**Prepend `<|endoftext|>` to every prompt.** Every training window started with it as")
    A("a beginning-of-text marker, the place where first-token heads (attention sinks) park in")
    if ev and ev["best_first_token_head"]["score"] >= 0.5:
        A("larger models, and in this one too.")
    elif ev and ev["best_first_token_head"]["score"] >= LABEL_AT:
        bf = ev["best_first_token_head"]
        A("larger models; in this one head L%dH%d spends %.2f of its attention there (the"
          % (bf["layer"], bf["head"], bf["score"]))
        A("first-token head in the table below).")
    else:
        A("larger models; this one has not grown such a head yet (best %.2f of a head's attention)."
          % (ev["best_first_token_head"]["score"] if ev else 0.0))
    A("")
    A("## Training data and licences")
    A("")
    if stats:
        s = stats["sources"]
        A("* Jane Austen's six novels (public domain) from Debian's `r-cran-janeaustenr`")
        A("  (R package by Julia Silge, MIT licence): %d paragraphs, %.1f M characters."
          % (s["austen"]["paragraphs"], s["austen"]["chars"] / 1e6))
        A("* Example sentences quoted in WordNet 3.0's glosses, Debian `wordnet-base`")
        A("  (WordNet 3.0 licence, Princeton University, BSD-like; see")
        A("  LICENSES.md here): %d groups of 6 sentences, %.1f M characters."
          % (s["wordnet"]["paragraphs"], s["wordnet"]["chars"] / 1e6))
        if "kjv" in s:
            A("* The King James Bible (1611; public domain) from Debian's `bible-kjv-text`, read with")
            A("  `bible` from `bible-kjv`: %d paragraphs of up to 5 verses, %.1f M characters, training"
              % (s["kjv"]["paragraphs"], s["kjv"]["chars"] / 1e6))
            A("  text only (held-out text comes from the other sources)%s."
              % kjv_stages(stages))
        A("* ~2% generated template sentences for demo prompts (\"Today's weather is so nice\",")
        A("  \"The cat sat on the mat\", \"Once upon a time ...\"): %d paragraphs." % s["templates"]["paragraphs"])
        A("")
        A("Split: %s. Training split %.2f M characters, held-out %.2f M characters."
          % (stats["heldout_rule"].replace("%%", "%"), stats["train_chars"] / 1e6, stats["heldout_chars"] / 1e6))
    A("The weights are derived from these texts; the recipe is in `tools/train_tiny_model/`.")
    A("")
    A("## Training")
    A("")
    def adamw(args, steps, tokens, minutes):
        # train.py runs its cosine over --steps when given, else over the --minutes budget
        if args.get("steps"):
            budget = " over %d steps" % args["steps"]
        else:
            budget = (" over a %g-minute budget" % args["minutes"]) if args.get("minutes") else ""
        dropout = ("dropout %g" % args["dropout"]) if args.get("dropout") else "no dropout"
        return ("%d steps of AdamW (batch %d x %d tokens, peak LR %g, warmup %d steps, cosine to "
                "10%%%s, weight decay %g, grad clip 1.0, %s): %.1f M tokens in %.0f minutes"
                % (steps, args["batch"], cfg.n_positions, args["lr"], args["warmup"], budget,
                   args["wd"], dropout, tokens / 1e6, minutes))
    machine = ("a shared 2-core %s CPU (PyTorch %s, float32, OpenBLAS), no GPU"
               % (cpu_name(), torch.__version__))
    def run_text(st):
        # a resumed run: the arguments it started with plus every change since (a raised
        # budget is a warm restart); the checkpoint alone knows only the last arguments
        text = adamw(st["args"], st["step"], st["tokens"], st["minutes"])
        if st["changes"]:
            text += ". " + " ".join(run_history.describe(c) for c in st["changes"]).rstrip(".")
        step_budget = st["args"].get("steps")
        ended_early = (st["step"] < step_budget if step_budget
                       else st["budget"] and st["minutes"] < st["budget"] - 1)
        if ended_early:
            # the weights carried on are a checkpoint from before the end of the run
            why = ""
            if st is stages[-1]:
                why = {"ckpt_heads.pt": ", the one whose weaker head kind (previous-token or "
                                        "first-token) scored best on the 96-window held-out subset",
                       "ckpt_best.pt": ", the one with the lowest loss on the 96-window held-out "
                                       "subset"}.get(os.path.basename(ckpt_file), "")
            where = ("step %d of %d" % (st["step"], step_budget) if step_budget
                     else "minute %.0f of the %g-minute budget" % (st["minutes"], st["budget"]))
            text += (". The weights %s are its checkpoint at %s%s"
                     % ("shipped" if st is stages[-1] else "taken on", where, why))
        return text
    trained = [st for st in stages if st["kind"] == "train"]
    with_kjv = [corpus_has_kjv(st["args"]) for st in trained]
    def corpus(st):
        if len(set(with_kjv)) < 2:
            return ""   # one corpus throughout: the data section says which
        return (" on Austen, WordNet, the templates and the King James Bible"
                if corpus_has_kjv(st["args"]) else " on Austen, WordNet and the templates")
    if len(stages) == 1:
        A("On %s: %s." % (machine, run_text(stages[0])))
    else:
        count = {2: "two", 3: "three", 4: "four"}.get(len(trained), str(len(trained)))
        A("In %s stages, on %s." % (count, machine))
        A("")
        item, i = 0, 0
        while i < len(stages):
            st = stages[i]
            item += 1
            if st["kind"] == "grow":
                nxt = stages[i + 1]
                if st.get("new_init", "zero") == "zero":
                    start = ("started as a no-op (zero output projections), so the grown model "
                             "began computing exactly what the %d-layer one did" % st["src_layers"])
                else:
                    start = ("started with GPT-2's small random init, so the grown model began "
                             "close to what the %d-layer one computed" % st["src_layers"])
                A("%d. **Grown to %d layers** (`grow.py`): the trained blocks kept, in the order %s;"
                  % (item, nxt["args"]["n_layer"],
                     ", ".join("new" if x == "new" else "L%s" % x for x in st["layout"])))
                then = ("Then%s: %s" % (corpus(nxt), run_text(nxt)) if corpus(nxt)
                        else "Then %s" % run_text(nxt))
                A("   each new block %s. %s." % (start, then))
                i += 2
                continue
            if i == 0:
                A("%d. **%d layers**%s: %s." % (item, st["args"]["n_layer"], corpus(st), run_text(st)))
            else:
                prev_lr = trained[item - 2]["args"]["lr"]
                hotter = (" at a higher peak LR than before (%g against %g)" % (st["args"]["lr"], prev_lr)
                          if st["args"]["lr"] > prev_lr else "")
                A("%d. **Continued** from stage %d's weights with a fresh optimizer and schedule%s%s: %s."
                  % (item, item - 1, hotter, corpus(st), run_text(st)))
            i += 1
        A("")
        if any(st["kind"] == "grow" for st in stages):
            A("Why grow: a shallow model grows a crisp previous-token head but never parks a")
            A("head on the first token; a deep one grows parking heads but spreads previous-token")
            A("attention over many heads. Growing gives the shallow model's heads the depth.")
        A("`training-log.txt` holds every stage's log; `tools/train_tiny_model/README.md` has the")
        A("experiments behind these choices.")
    A("")
    if llama:
        A("For readable heads: no weight decay on the q/k/v projections (attn-wd %g), so heads can"
          % ck["args"].get("attn_wd", 0.1))
        A("sharpen. Positions enter only through the rotation of queries and keys (RoPE), so")
        A("\"the previous token\" is the same relative offset at every position.")
    else:
        A("Two choices for readable heads: no weight decay on the q/k/v matrices (attn-wd %g), so"
          % ck["args"].get("attn_wd", 0.1))
        A("heads can sharpen; and the learned position table `wpe` started at the sinusoids of")
        A("*Attention Is All You Need* (%s start) rather than noise, so \"the previous position\" is"
          % ck["args"].get("wpe_init", "normal"))
        A("one linear map from the first step. The architecture is plain GPT-2 either way.")
    wpe_wd = ck["args"].get("wpe_wd")
    if not llama and wpe_wd is not None and wpe_wd != ck["args"]["wd"]:
        A("")
        A("Weight decay on the position table was %g (%g on the other matrices): the tied token"
          % (wpe_wd, ck["args"]["wd"]))
        A("table grows large because it also makes the output logits, and with the usual decay the")
        A("positions shrink against it, so layer 0 sees where a token is only through the noise of")
        A("what it is. Many GPT codebases leave embeddings undecayed for the same reason.")
    if ck["args"].get("repeat_frac", 0) > 0:
        A("")
        A("%s, %.0f%% of the training windows repeated their first stretch of text"
          % ("In the last stage" if len(stages) > 1 else "In training", 100 * ck["args"]["repeat_frac"]))
        A("(8 to %d tokens, then the text goes on: `data.make_repeat_window`). Predicting the"
          % (cfg.n_positions // 2 - 1))
        A("second copy rewards an *induction head*: one that finds the earlier occurrence of")
        A("the current token and looks at the token after it. Such a head needs a place to rest")
        A("when the current token has not occurred before (see the first-token scores below).")
        A("Held-out text and all numbers below are ordinary text without repeats.")
    if ck["args"].get("sink_init", 0) > 0:
        A("")
        A("A third: **every head started with a mild lean toward position 0** (sink-init %g)."
          % ck["args"]["sink_init"])
        A("Large GPT-2s park idle heads on the first token because their residual stream at")
        A("position 0 grows an outsized fixed direction that a query bias can match; a model")
        A("this small, trained this briefly, never grows it. So `wpe[0]` started with such a")
        A("direction and every head's key/query maps with a match for it: at the first step each")
        A("query's logit for position 0 was %g above the rest, an average of about 0.3 of every"
          % ck["args"]["sink_init"])
        A("head's attention (0.2 at the last positions), the same for all %d heads. Nothing was"
          % (cfg.n_layer * cfg.n_head))
        A("frozen: training is free to remove the lean from heads with work to do and to")
        if ev and ev["best_first_token_head"]["score"] >= 0.5:
            A("strengthen it where parking helps; the first-token heads below are the heads")
            A("where it did (from 0.3 at the start to the scores in the table).")
        else:
            A("strengthen it where parking helps; here no head ended above 0.5 (best %.2f)."
              % ev["best_first_token_head"]["score"])
    A("")
    A("## Evaluation")
    A("")
    if ev:
        A("Held-out loss: **%.3f nats/token** (perplexity %.1f) over %d held-out tokens"
          % (ev["heldout_loss_nats_per_token"], ev["heldout_perplexity"], ev["heldout_tokens_scored"]))
        A("(%s)." % ev["split"])
        A("")
        A("Attention heads (%s):" % ev["head_metric"])
        A("")
        if llama:
            A("| layer | head | KV head | prev-token | first-token | label |")
            A("| --- | --- | --- | --- | --- | --- |")
        else:
            A("| layer | head | prev-token | first-token | label |")
            A("| --- | --- | --- | --- | --- |")
        for l, row in enumerate(heads["layers"]):
            for h, d in enumerate(row):
                kvcol = ("%d | " % d["kv_head"]) if llama else ""
                A("| %d | %d | %s%.2f | %.2f | %s |" % (l, h, kvcol, d["prev_token"], d["first_token"],
                                                       d["label"]))
        A("")
        A("Greedy continuations (`<|endoftext|>` prepended):")
        A("")
        for c in heads["continuations"]:
            cont = c["continuation"].replace("\n", " ")
            cont = cont.replace("<|endoftext|>", "`<|endoftext|>`")
            A("* %s**%s**" % (c["prompt"], cont))
        A("")
    A("`reference.json`: for `[<|endoftext|>] + \"%s\"` greedy decoding gives `%s`."
      % (REF_PROMPT, ref["greedy_text"]))
    A("")
    A("## Known limits")
    A("")
    A("* ~%.0fM parameters and %d tokens of context: text is locally plausible, globally"
      % (n_params / 1e6, cfg.n_positions))
    A("  incoherent; facts, arithmetic and instructions are beyond it.")
    A("* English only, 19th-century style; the vocabulary is tiny (%d tokens), so modern or" % cfg.vocab_size)
    A("  rare words split into many pieces.")
    A("* Prompts without the leading `<|endoftext|>` work but the first-token heads then park")
    A("  on whatever token comes first.")
    A("* Head labels are averages over held-out text; individual heads can mix behaviours.")
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=WORK)
    ap.add_argument("--ckpt", default=os.path.join(WORK, "ckpt.pt"))
    ap.add_argument("--out", default=None,
                    help="default: resources/models/kvscope-tiny (GPT-2) or kvscope-tiny-gqa (Llama)")
    args = ap.parse_args()
    torch.set_num_threads(2)

    model, cfg, ck = load_checkpoint(args.ckpt)
    args.out = args.out or default_out(cfg)
    os.makedirs(args.out, exist_ok=True)
    arch = model_llama if is_llama(cfg) else model_gpt2
    tok_dir = os.path.join(args.work, "tokenizer")
    for fn in ("tokenizer.json", "vocab.json", "merges.txt"):
        shutil.copyfile(os.path.join(tok_dir, fn), os.path.join(args.out, fn))
    tk = Tokenizer.load(args.out)
    assert len(tk.vocab) == cfg.vocab_size

    sd = model.hf_state_dict()
    n_params = sum(v.numel() for v in sd.values())
    dtype = torch.float32 if n_params * 4 <= 10 * 1024 * 1024 else torch.float16
    st_path = os.path.join(args.out, "model.safetensors")
    safetensors_io.save({k: v.to(dtype) for k, v in sd.items()}, st_path,
                        metadata={"format": "pt", "source": "kvscope tools/train_tiny_model",
                                  "step": ck["step"]})
    if is_llama(cfg):
        # Every training window started with <|endoftext|>: a Llama-family folder says so the
        # way Hugging Face's do, as the BOS token its tokenizer adds (KVScope's loader and
        # transformers both read add_bos_token).
        eot = tk.token_strings([tk.eot_id])[0]
        with open(os.path.join(args.out, "tokenizer_config.json"), "w") as f:
            json.dump({"tokenizer_class": "PreTrainedTokenizerFast", "bos_token": eot, "eos_token": eot,
                       "add_bos_token": True, "add_eos_token": False,
                       "model_max_length": cfg.n_positions}, f, indent=1)
    conf = arch.hf_config(cfg, tk.eot_id)
    conf["torch_dtype"] = "float32" if dtype == torch.float32 else "float16"
    with open(os.path.join(args.out, "config.json"), "w") as f:
        json.dump(conf, f, indent=1)

    # reference computed in float64 from the weights just written
    sd2, _ = safetensors_io.load(st_path)
    model64 = type(model).from_hf_state_dict(cfg, sd2, dtype=torch.float64).eval()
    held = data.load_stream(args.work, "heldout", tok_dir)
    ref = reference(model64, tk, held, cfg)
    with open(os.path.join(args.out, "reference.json"), "w") as f:
        json.dump(ref, f, separators=(",", ":"))

    lic = os.path.join(os.path.dirname(os.path.abspath(__file__)), "LICENSES.md")
    shutil.copyfile(lic, os.path.join(args.out, "LICENSES.md"))
    # a run started with --init-from continues earlier stages: they are part of its story
    try:
        stages = run_history.lineage(args.ckpt, ck)
    except FileNotFoundError as e:
        sys.exit(str(e))
    trained = [st for st in stages if st["kind"] == "train"]
    with open(os.path.join(args.out, "training-log.txt"), "w", encoding="utf-8") as f:
        for n, st in enumerate(trained, 1):
            if len(trained) > 1:
                f.write("# stage %d: %d layers\n" % (n, st["args"]["n_layer"]))
            f.write(st["log"])
    heads = None
    hp = os.path.join(args.out, "heads.json")
    if os.path.exists(hp):
        heads = json.load(open(hp))
        if heads["eval"].get("checkpoint_step") != ck["step"]:
            print("WARNING: heads.json is from step %s, checkpoint is step %d; run evaluate.py"
                  % (heads["eval"].get("checkpoint_step"), ck["step"]))
    # the corpus of a stage that read the Bible, if any did: its stats list every source
    works = [st["args"]["work"] for st in trained if corpus_has_kjv(st["args"])] + [args.work]
    stats_p = os.path.join(works[0], "corpus_stats.json")
    stats = json.load(open(stats_p)) if os.path.exists(stats_p) else None
    model_card(args.out, cfg, ck, args.ckpt, n_params, os.path.getsize(st_path),
               "float32" if dtype == torch.float32 else "float16", heads, ref, stats, stages)
    print("exported step %d: %d params, model.safetensors %d bytes (%s)"
          % (ck["step"], n_params, os.path.getsize(st_path), dtype))
    print("reference: %r + %r  ids %s -> greedy %s"
          % (REF_PROMPT, ref["greedy_text"], ref["input_ids"], ref["greedy_ids"]))
    for fn in sorted(os.listdir(args.out)):
        print("  %-20s %9d" % (fn, os.path.getsize(os.path.join(args.out, fn))))


if __name__ == "__main__":
    main()
