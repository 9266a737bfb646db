#!/usr/bin/python3
"""A GGUF writer written from ggml's docs/gguf.md, independent of KVScope's C++ reader and of
llama.cpp's code: the second implementation the reader is checked against.

    w = GgufWriter(alignment=32)
    w.add("general.architecture", "llama")            # str -> string, bool, int -> int32/uint32/uint64 as given
    w.add("llama.block_count", 2, UINT32)
    w.add("tokenizer.ggml.tokens", ["a", "b"])         # list -> array (element type from the first, or given)
    w.add_tensor("token_embd.weight", array, F32)      # numpy array; dims are written fastest first
    w.write("model.gguf")

Quantized types (ggml_type as a name, "Q4_K") go through their encoder in quantize.py.
"""
import struct

import numpy as np

from quantize import ENCODERS, quantize_q8_0

# metadata value types
UINT8, INT8, UINT16, INT16, UINT32, INT32, FLOAT32, BOOL, STRING, ARRAY, UINT64, INT64, FLOAT64 = range(13)
_FIXED = {UINT8: "<B", INT8: "<b", UINT16: "<H", INT16: "<h", UINT32: "<I", INT32: "<i", FLOAT32: "<f",
          BOOL: "<?", UINT64: "<Q", INT64: "<q", FLOAT64: "<d"}

# ggml tensor types (the ones this writer encodes)
F32, F16, Q8_0 = 0, 1, 8


def _string(s):
    b = s.encode("utf-8") if isinstance(s, str) else bytes(s)
    return struct.pack("<Q", len(b)) + b


def _guess(value):
    if isinstance(value, bool):
        return BOOL
    if isinstance(value, int):
        return INT32 if -2**31 <= value < 2**31 else INT64
    if isinstance(value, float):
        return FLOAT32
    if isinstance(value, (str, bytes)):
        return STRING
    if isinstance(value, (list, tuple)):
        return ARRAY
    raise TypeError(f"no GGUF type for {type(value)}")


def _value(value, vtype, element_type=None):
    if vtype == STRING:
        return _string(value)
    if vtype == ARRAY:
        et = element_type if element_type is not None else (_guess(value[0]) if value else UINT8)
        parts = [struct.pack("<IQ", et, len(value))]
        for v in value:
            inner = None
            if et == ARRAY:  # nested: the inner arrays' element type from their own first element
                inner = _guess(v[0]) if v else UINT8
            parts.append(_value(v, et, inner))
        return b"".join(parts)
    return struct.pack(_FIXED[vtype], value)


class GgufWriter:
    def __init__(self, alignment=32, version=3):
        self.alignment = alignment
        self.version = version
        self.kv = []        # (key, type, value, element type)
        self.tensors = []   # (name, dims fastest first, ggml type, bytes)

    def add(self, key, value, vtype=None, element_type=None):
        self.kv.append((key, vtype if vtype is not None else _guess(value), value, element_type))

    def add_tensor(self, name, array, ggml_type=F32):
        a = np.asarray(array)
        dims = list(reversed(a.shape)) or [1]
        if ggml_type == F32:
            data = a.astype("<f4").tobytes()
        elif ggml_type == F16:
            data = a.astype("<f2").tobytes()
        elif ggml_type == Q8_0:
            data = quantize_q8_0(a)
        elif ggml_type in ENCODERS:
            ggml_type, encode, _ = ENCODERS[ggml_type]
            data = encode(a)
        else:
            raise ValueError(f"this writer does not encode ggml type {ggml_type}")
        self.tensors.append((name, dims, ggml_type, data))

    def _chunks(self):
        """The file's bytes in order, piece by piece: a 1B-parameter model is gigabytes, and
        `bytes += piece` copied everything so far for every tensor (a Llama-1B-shaped F16 file was
        not written after eleven minutes; streamed, 43 s)."""
        header = bytearray(b"GGUF" + struct.pack("<IQQ", self.version, len(self.tensors), len(self.kv)))
        for key, vtype, value, et in self.kv:
            header += _string(key) + struct.pack("<I", vtype) + _value(value, vtype, et)
        offset = 0
        offsets = []
        for name, dims, gtype, data in self.tensors:
            offsets.append(offset)
            offset += len(data)
            offset = (offset + self.alignment - 1) // self.alignment * self.alignment
        for (name, dims, gtype, data), off in zip(self.tensors, offsets):
            header += _string(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d) for d in dims)
            header += struct.pack("<IQ", gtype, off)
        header += b"\0" * ((-len(header)) % self.alignment)
        yield bytes(header)
        at = 0
        for (name, dims, gtype, data), off in zip(self.tensors, offsets):
            yield b"\0" * (off - at)
            yield data
            at = off + len(data)

    def write(self, path):
        with open(path, "wb") as f:
            for chunk in self._chunks():
                f.write(chunk)
