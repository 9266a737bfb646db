#!/usr/bin/python3
"""Writes a GGUF file holding a tokenizer only (tokenizer.ggml.*, general.architecture "llama"),
from a Hugging Face tokenizer.json and, optionally, its tokenizer_config.json — what
tst_gguf_tokenizer reads to check KVScope's GGUF tokenizers against the real files' ids:

    /usr/bin/python3 tools/gguf_writer/convert_tokenizer.py tokenizer.json [tokenizer_config.json] OUT.gguf
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gguf_writer import GgufWriter  # noqa: E402
from tokenizer_metadata import add_tokenizer  # noqa: E402

if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    tok = json.load(open(sys.argv[1], encoding="utf-8"))
    config = json.load(open(sys.argv[2], encoding="utf-8")) if len(sys.argv) == 4 else {}
    w = GgufWriter()
    w.add("general.architecture", "llama")
    w.add("general.name", "tokenizer of " + sys.argv[1])
    add_tokenizer(w, tok, config)
    w.write(sys.argv[-1])
