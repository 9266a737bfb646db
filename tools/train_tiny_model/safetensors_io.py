"""Minimal safetensors writer/reader (no external library).

Format: 8-byte little-endian u64 N, then N bytes of JSON header
{name: {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}}
padded with spaces to a multiple of 8, then the raw little-endian tensor bytes
(offsets are relative to the start of the byte buffer).
"""
import json
import struct

import numpy as np
import torch

_DT = {torch.float32: ("F32", np.float32), torch.float16: ("F16", np.float16),
       torch.float64: ("F64", np.float64), torch.int64: ("I64", np.int64),
       torch.int32: ("I32", np.int32)}
_NP = {v[0]: v[1] for v in _DT.values()}


def save(tensors, path, metadata=None):
    header, blobs, off = {}, [], 0
    for name in sorted(tensors):
        t = tensors[name].detach().cpu().contiguous()
        code, npdt = _DT[t.dtype]
        b = t.numpy().astype(npdt).astype(np.dtype(npdt).newbyteorder("<")).tobytes()
        header[name] = {"dtype": code, "shape": list(t.shape), "data_offsets": [off, off + len(b)]}
        blobs.append(b)
        off += len(b)
    if metadata:
        header["__metadata__"] = {str(k): str(v) for k, v in metadata.items()}
    hj = json.dumps(header, separators=(",", ":")).encode("utf-8")
    hj += b" " * ((8 - (8 + len(hj)) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(hj)))
        f.write(hj)
        for b in blobs:
            f.write(b)


def load(path):
    with open(path, "rb") as f:
        raw = f.read()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    meta = header.pop("__metadata__", {})
    base = 8 + n
    out = {}
    for name, info in header.items():
        b, e = info["data_offsets"]
        arr = np.frombuffer(raw[base + b:base + e], dtype=np.dtype(_NP[info["dtype"]]).newbyteorder("<"))
        out[name] = torch.from_numpy(arr.astype(_NP[info["dtype"]]).reshape(info["shape"]).copy())
    return out, meta
