#!/usr/bin/python3
"""Step 2: train a byte-level BPE tokenizer (GPT-2 scheme) on WORK/train.txt.

Words (GPT-2 regex pieces, as byte-chars) are counted once with their
frequencies; merges are then learned on that word-frequency table with
incremental pair counts (only words containing the merged pair are touched).
Ties between equally frequent pairs are broken by the pair's strings, so the
result is deterministic.

Writes OUT/tokenizer.json (Hugging Face format: BPE model, ByteLevel
pre-tokenizer and decoder, <|endoftext|> as added special token), OUT/vocab.json
and OUT/merges.txt.  Ids: 0..255 are the 256 byte tokens in GPT-2's
bytes_to_unicode order, then one id per merge in merge order, then
<|endoftext|> last (as in GPT-2).
"""
import argparse
import collections
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bpe import BYTE_ENC, EOT, Tokenizer, pretokenize, to_byte_chars  # noqa: E402

WORK = os.environ.get("KVSCOPE_TRAIN_DIR", "/var/tmp/kvscope-train")
MUST_BE_SINGLE = ["Today", "'s", " weather", " is", " so", " nice", " warm"]


def train_bpe(word_freq, n_merges, log=print):
    words = [list(w) for w in word_freq]
    freqs = list(word_freq.values())
    pair_cnt = collections.Counter()
    where = collections.defaultdict(set)          # pair -> word indices
    for wi, (w, f) in enumerate(zip(words, freqs)):
        for a, b in zip(w, w[1:]):
            pair_cnt[(a, b)] += f
            where[(a, b)].add(wi)
    merges = []
    t0 = time.time()
    for m in range(n_merges):
        if not pair_cnt:
            break
        best = max(pair_cnt.items(), key=lambda kv: (kv[1], kv[0]))
        (a, b), c = best
        if c < 2:
            break
        merges.append((a, b))
        ab = a + b
        for wi in list(where[(a, b)]):
            w, f = words[wi], freqs[wi]
            # remove old pair counts of this word
            for p in zip(w, w[1:]):
                pair_cnt[p] -= f
                if pair_cnt[p] <= 0:
                    del pair_cnt[p]
                where[p].discard(wi)
            new, i = [], 0
            while i < len(w):
                if i < len(w) - 1 and w[i] == a and w[i + 1] == b:
                    new.append(ab)
                    i += 2
                else:
                    new.append(w[i])
                    i += 1
            words[wi] = new
            for p in zip(new, new[1:]):
                pair_cnt[p] += f
                where[p].add(wi)
        where.pop((a, b), None)
        if (m + 1) % 250 == 0:
            log("  merge %d: %r + %r (count %d) %.1fs" % (m + 1, a, b, c, time.time() - t0))
    return merges


def write_outputs(out_dir, merges):
    byte_tokens = list(BYTE_ENC.values())           # GPT-2 order
    vocab = {t: i for i, t in enumerate(byte_tokens)}
    for a, b in merges:
        vocab[a + b] = len(vocab)
    eot_id = len(vocab)
    vocab[EOT] = eot_id          # also in model.vocab, as in GPT-2's tokenizer.json
    merge_strs = ["%s %s" % (a, b) for a, b in merges]
    tok = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [{"id": eot_id, "content": EOT, "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": True, "special": True}],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                          "use_regex": True},
        "post_processor": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False,
                           "use_regex": True},
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                    "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "",
                  "fuse_unk": False, "byte_fallback": False,
                  "vocab": vocab, "merges": merge_strs},
    }
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False, indent=1)
    with open(os.path.join(out_dir, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    with open(os.path.join(out_dir, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")
        for m in merge_strs:
            f.write(m + "\n")
    return eot_id + 1


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=WORK)
    ap.add_argument("--merges", type=int, default=2000)
    ap.add_argument("--out", default=None, help="default: WORK/tokenizer")
    args = ap.parse_args()
    out = args.out or os.path.join(args.work, "tokenizer")

    t0 = time.time()
    counts = collections.Counter()
    with open(os.path.join(args.work, "train.txt"), encoding="utf-8") as f:
        for line in f:
            counts.update(pretokenize(line.rstrip("\n")))
    word_freq = collections.Counter()
    for w, c in counts.items():
        word_freq[to_byte_chars(w)] += c
    print("distinct pre-token words: %d (%.1fs)" % (len(word_freq), time.time() - t0))
    merges = train_bpe(word_freq, args.merges)
    n_vocab = write_outputs(out, merges)
    print("merges %d, vocab size %d -> %s (%.1fs)" % (len(merges), n_vocab, out, time.time() - t0))

    tk = Tokenizer.load(out)
    for s in ["Today's weather is so nice", "The cat sat on the mat.", "Once upon a time"]:
        ids = tk.encode(s)
        print("%-28r -> %s %s" % (s, "|".join(tk.token_strings(ids)), ids))
        assert tk.decode(ids) == s
    missing = [t for t in MUST_BE_SINGLE if to_byte_chars(t) not in tk.vocab]
    if missing:
        print("ERROR: not single tokens: %r" % missing)
        sys.exit(1)


if __name__ == "__main__":
    main()
