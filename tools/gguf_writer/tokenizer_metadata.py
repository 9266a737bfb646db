"""tokenizer.ggml.* from a Hugging Face tokenizer.json (and tokenizer_config.json), as llama.cpp's
converter writes them: a byte-level BPE tokenizer as the `gpt2` model (tokens, types, merges,
the pre-tokenizer's name), a SentencePiece-style one (▁ for spaces, <0xNN> byte fallback) as
the `llama` model (tokens, types, scores: SentencePiece BPE merges the pair whose result
scores highest, so a token made by the merge of rank r scores -r).
"""
import json

from gguf_writer import ARRAY, FLOAT32, INT32, STRING, UINT32

LLAMA3_SPLIT = r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
QWEN2_SPLIT = r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
NORMAL, UNKNOWN, CONTROL, USER_DEFINED, UNUSED, BYTE = 1, 2, 3, 4, 5, 6


def pre_tokenizer_name(tok):
    pre = json.dumps(tok.get("pre_tokenizer"))
    if LLAMA3_SPLIT.replace("\\", "\\\\") in pre:
        return "llama-bpe"
    if QWEN2_SPLIT.replace("\\", "\\\\") in pre:
        return "qwen2"
    p = tok.get("pre_tokenizer") or {}
    if p.get("type") == "ByteLevel" and p.get("use_regex", True):
        return "gpt-2"  # llama.cpp's name for GPT-2's regex
    raise SystemExit(f"no GGUF pre-tokenizer name for {pre[:200]}")


def is_sentencepiece(tok):
    return bool(tok["model"].get("byte_fallback")) or "\u2581" in json.dumps(tok.get("normalizer"), ensure_ascii=False)


def add_tokenizer(w, tok, tok_config, vocab_size=None, bos=None, eos=None):
    vocab = tok["model"]["vocab"]
    tokens = [None] * max(len(vocab), vocab_size or 0, 1 + max(a["id"] for a in tok.get("added_tokens", [{"id": 0}])))
    for t, i in vocab.items():
        tokens[i] = t
    types = [NORMAL] * len(tokens)
    for a in tok.get("added_tokens", []):
        tokens[a["id"]] = a["content"]
        types[a["id"]] = CONTROL if a.get("special") else USER_DEFINED
    for i, t in enumerate(tokens):  # ids the vocabulary leaves out: padding, as llama.cpp writes them
        if t is None:
            tokens[i], types[i] = f"[PAD{i}]", UNUSED
    merges = [m if isinstance(m, str) else " ".join(m) for m in tok["model"].get("merges", [])]
    if is_sentencepiece(tok):
        unk = tok["model"].get("unk_token")
        scores = [0.0] * len(tokens)
        made = {}
        for rank, m in enumerate(merges):
            left, right = m.split(" ", 1)
            made.setdefault(left + right, rank)
        for i, t in enumerate(tokens):
            if t == unk:
                types[i] = UNKNOWN
            elif len(t) == 6 and t.startswith("<0x") and t.endswith(">"):
                types[i] = BYTE
            elif types[i] == NORMAL:
                scores[i] = -float(made.get(t, len(merges) + i))
        w.add("tokenizer.ggml.model", "llama")
        w.add("tokenizer.ggml.tokens", tokens, ARRAY, STRING)
        w.add("tokenizer.ggml.scores", scores, ARRAY, FLOAT32)
        w.add("tokenizer.ggml.token_type", types, ARRAY, INT32)
        prepends = "Prepend" in json.dumps(tok.get("normalizer"))
        w.add("tokenizer.ggml.add_space_prefix", prepends)
    else:
        w.add("tokenizer.ggml.model", "gpt2")
        w.add("tokenizer.ggml.pre", pre_tokenizer_name(tok))
        w.add("tokenizer.ggml.tokens", tokens, ARRAY, STRING)
        w.add("tokenizer.ggml.token_type", types, ARRAY, INT32)
        w.add("tokenizer.ggml.merges", merges, ARRAY, STRING)

    def token_id(value):
        if value is None:
            return None
        text = value if isinstance(value, str) else value.get("content")
        return tokens.index(text) if text in tokens else None

    bos = bos if bos is not None else token_id(tok_config.get("bos_token"))
    eos = eos if eos is not None else token_id(tok_config.get("eos_token"))
    if bos is not None:
        w.add("tokenizer.ggml.bos_token_id", bos, UINT32)
    if eos is not None:
        w.add("tokenizer.ggml.eos_token_id", eos, UINT32)
    if "add_bos_token" in tok_config:
        w.add("tokenizer.ggml.add_bos_token", bool(tok_config["add_bos_token"]))
    return tokens
