"""Byte-level BPE shared by the trainer, train.py, evaluate.py and export.py.

Same scheme as GPT-2: text is split with GPT-2's pre-tokenisation regex, each
piece is turned into bytes and every byte is shown as one printable unicode
character (bytes_to_unicode), then merges are applied by rank.
"""
import json
import os

import regex

GPT2_PAT = regex.compile(
    r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""")
EOT = "<|endoftext|>"


def bytes_to_unicode():
    """GPT-2's reversible byte -> printable unicode char table (ordered)."""
    bs = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
          + list(range(ord("®"), ord("ÿ") + 1)))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, [chr(c) for c in cs]))


BYTE_ENC = bytes_to_unicode()
BYTE_DEC = {v: k for k, v in BYTE_ENC.items()}


def pretokenize(text):
    return GPT2_PAT.findall(text)


def to_byte_chars(piece):
    return "".join(BYTE_ENC[b] for b in piece.encode("utf-8"))


class Tokenizer:
    def __init__(self, vocab, merges):
        self.vocab = vocab                      # str -> id
        self.inv = {i: s for s, i in vocab.items()}
        self.ranks = {tuple(m.split(" ")): r for r, m in enumerate(merges)}
        self.eot_id = vocab[EOT]
        self.cache = {}

    @classmethod
    def load(cls, directory):
        with open(os.path.join(directory, "tokenizer.json"), encoding="utf-8") as f:
            tj = json.load(f)
        vocab = dict(tj["model"]["vocab"])
        for t in tj["added_tokens"]:
            vocab[t["content"]] = t["id"]
        merges = tj["model"]["merges"]
        merges = [m if isinstance(m, str) else " ".join(m) for m in merges]
        return cls(vocab, merges)

    def _bpe(self, word):
        if word in self.cache:
            return self.cache[word]
        parts = list(word)
        while len(parts) > 1:
            best, best_rank = None, None
            for i in range(len(parts) - 1):
                r = self.ranks.get((parts[i], parts[i + 1]))
                if r is not None and (best_rank is None or r < best_rank):
                    best, best_rank = i, r
            if best is None:
                break
            a, b = parts[best], parts[best + 1]
            new, i = [], 0
            while i < len(parts):
                if i < len(parts) - 1 and parts[i] == a and parts[i + 1] == b:
                    new.append(a + b)
                    i += 2
                else:
                    new.append(parts[i])
                    i += 1
            parts = new
        ids = [self.vocab[p] for p in parts]
        self.cache[word] = ids
        return ids

    def encode(self, text):
        """Encode plain text (the literal string <|endoftext|> is split out as the special token)."""
        ids = []
        chunks = text.split(EOT)
        for k, chunk in enumerate(chunks):
            if k:
                ids.append(self.eot_id)
            for piece in pretokenize(chunk):
                ids.extend(self._bpe(to_byte_chars(piece)))
        return ids

    def token_strings(self, ids):
        return [self.decode([i]) for i in ids]

    def decode(self, ids):
        out = bytearray()
        for i in ids:
            s = self.inv[i]
            if s == EOT:
                out += s.encode()
            else:
                out += bytes(BYTE_DEC[c] for c in s)
        return out.decode("utf-8", errors="replace")
