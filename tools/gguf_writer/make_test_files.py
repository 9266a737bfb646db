#!/usr/bin/python3
"""Writes tests/data/gguf/: small GGUF files for the reader's tests and the fuzzer's seeds, each
with a JSON file of what it holds (every key's type and value, every tensor's dims, type,
offset and bytes), which tst_gguf_reader compares with what KVScope reads; and models/: the
Llama-family reference folders of tests/data/llama-ref converted (convert_folder.py), which
tst_gguf_model runs against the folders themselves.

    /usr/bin/python3 tools/gguf_writer/make_test_files.py tests/data/gguf
"""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from quantize import ENCODERS
from gguf_writer import (ARRAY, BOOL, F16, F32, FLOAT32, FLOAT64, INT8, INT16, INT32, INT64, Q8_0, STRING,
                         UINT8, UINT16, UINT32, UINT64, GgufWriter)

TYPE_NAMES = ["uint8", "int8", "uint16", "int16", "uint32", "int32", "float32", "bool", "string", "array",
              "uint64", "int64", "float64"]
GGML_NAMES = {F32: "F32", F16: "F16", Q8_0: "Q8_0", 2: "Q4_0", 3: "Q4_1", 6: "Q5_0", 7: "Q5_1", 12: "Q4_K",
              13: "Q5_K", 14: "Q6_K"}


def every_value_type(version, alignment):
    rng = np.random.default_rng(7)
    w = GgufWriter(alignment=alignment, version=version)
    w.add("general.architecture", "llama")
    w.add("general.name", "KVScope GGUF test: every value type")
    if alignment != 32:
        w.add("general.alignment", alignment, UINT32)
    w.add("test.uint8", 200, UINT8)
    w.add("test.int8", -100, INT8)
    w.add("test.uint16", 60000, UINT16)
    w.add("test.int16", -30000, INT16)
    w.add("test.uint32", 4000000000, UINT32)
    w.add("test.int32", -2000000000, INT32)
    w.add("test.float32", 0.15625, FLOAT32)
    w.add("test.bool", True, BOOL)
    w.add("test.string", "grüße, 世界")
    w.add("test.uint64", 2**63 + 5, UINT64)
    w.add("test.int64", -(2**62), INT64)
    w.add("test.float64", 1e300, FLOAT64)
    w.add("test.array.uint32", [1, 2, 3, 4000000000], ARRAY, UINT32)
    w.add("test.array.float32", [0.5, -1.25, 3.0], ARRAY, FLOAT32)
    w.add("test.array.string", ["<s>", "▁the", "", "é"], ARRAY, STRING)
    w.add("test.array.bool", [True, False, True], ARRAY, BOOL)
    w.add("test.array.empty", [], ARRAY, INT32)
    w.add("test.array.nested", [[1, 2], [3], []], ARRAY, ARRAY)
    w.add_tensor("f32.matrix", rng.standard_normal((3, 64)).astype(np.float32), F32)
    w.add_tensor("f16.vector", rng.standard_normal(32).astype(np.float32), F16)
    w.add_tensor("q8_0.matrix", rng.standard_normal((2, 64)).astype(np.float32), Q8_0)
    w.add_tensor("f32.4d", rng.standard_normal((2, 1, 3, 4)).astype(np.float32), F32)
    return w


def edge_rows():
    """Six rows of 256: the block layouts' edges — all zero, typical, near f16's largest scale,
    subnormal scales, all equal (no range), one spike per block of 32 among small negatives."""
    rng = np.random.default_rng(11)
    rows = np.zeros((6, 256), dtype=np.float32)
    rows[1] = rng.standard_normal(256)
    rows[2] = np.clip(rng.standard_normal(256) * 30000, -60000, 60000)
    rows[3] = rng.standard_normal(256) * 1e-6
    rows[4] = 3.0
    rows[5] = -0.01 * rng.random(256)
    rows[5, ::32] = 7.0
    return rows


def quantized_blocks():
    """Every quantized type on the edge rows, next to what quantize.py decodes them to."""
    w = GgufWriter()
    w.add("general.architecture", "test")
    w.add("general.name", "KVScope GGUF test: quantized blocks and their decoding")
    rows = edge_rows()
    for name, (type_id, encode, decode) in ENCODERS.items():
        w.add_tensor(name, rows, name)
        w.add_tensor(name + ".expected", decode(encode(rows), rows.size).reshape(rows.shape), F32)
    return w


def describe(w):
    kv = []
    for key, vtype, value, et in w.kv:
        entry = {"key": key, "type": TYPE_NAMES[vtype]}
        if vtype == ARRAY:
            entry["element_type"] = TYPE_NAMES[et]
            entry["count"] = len(value)
            if et != ARRAY:
                entry["value"] = value
        else:
            entry["value"] = value
        kv.append(entry)
    tensors = []
    offset = 0
    for name, dims, gtype, data in w.tensors:
        tensors.append({"name": name, "dims": dims, "type": GGML_NAMES[gtype], "offset": offset, "bytes": len(data)})
        offset = (offset + len(data) + w.alignment - 1) // w.alignment * w.alignment
    return {"version": w.version, "alignment": w.alignment, "metadata": kv, "tensors": tensors}


def main(out):
    os.makedirs(out, exist_ok=True)
    for name, w in [("every-type-v3", every_value_type(3, 32)), ("every-type-v2-align64", every_value_type(2, 64)),
                    ("quantized-blocks", quantized_blocks())]:
        w.write(os.path.join(out, name + ".gguf"))
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(describe(w), f, indent=1, ensure_ascii=False)
            f.write("\n")


MODELS = [("llama-gqa", "F32"), ("llama-gqa", "Q8_0"), ("llama-gqa", "Q4_0"), ("qwen2-bias", "F32"),
          ("qwen3-qknorm", "F32"), ("llama3-scaled", "F32")]
GPT2_MODELS = ["F32", "Q8_0"]


def tokenizers(out):
    """The small committed tokenizer.json files of tests/data/hf-tokenizers as tokenizer-only GGUF files."""
    import subprocess
    here = os.path.dirname(os.path.abspath(__file__))
    src = os.path.join(here, "..", "..", "tests", "data", "hf-tokenizers")
    for name, gguf in [("small-sentencepiece", "small-sentencepiece"), ("small-byte-level-split", "small-byte-level")]:
        subprocess.run([sys.executable, os.path.join(here, "convert_tokenizer.py"), os.path.join(src, name + ".json"),
                        os.path.join(out, gguf + ".gguf")], check=True)


def models(out):
    from convert_folder import convert
    ref = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "llama-ref")
    os.makedirs(os.path.join(out, "models"), exist_ok=True)
    for folder, qtype in MODELS:
        convert(os.path.join(ref, folder), os.path.join(out, "models", f"{folder}-{qtype.lower()}.gguf"), qtype)
    gpt2 = os.path.join(ref, "..", "gpt2-tiny-ref")
    for qtype in GPT2_MODELS:
        convert(gpt2, os.path.join(out, "models", f"gpt2-tiny-{qtype.lower()}.gguf"), qtype)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/gguf")
    models(sys.argv[1] if len(sys.argv) > 1 else "tests/data/gguf")
    tokenizers(sys.argv[1] if len(sys.argv) > 1 else "tests/data/gguf")
