"""ggml's block quantizations, encoded and decoded with numpy from the block layouts of ggml's
ggml-common.h (written here, not ported): Q8_0, Q4_0, Q4_1, Q5_0, Q5_1 (blocks of 32) and
Q4_K, Q5_K, Q6_K (super-blocks of 256).

The encoders choose scales simply (the block's range; ggml's own search for the scales that
minimise the error is not needed: any encoding in the layout decodes the same way), and each
decoder is the reference the C++ dequantizer is checked against, float32 step by step.
"""
import numpy as np

F16 = np.float16
F32 = np.float32


def _f16(b, at):
    return np.frombuffer(b[:, at:at + 2].tobytes(), dtype="<f2").astype(F32)


def _blocks(x, size):
    x = np.asarray(x, dtype=F32).reshape(-1)
    assert x.size % size == 0, f"{x.size} values are not whole blocks of {size}"
    return x.reshape(-1, size)


def _nibbles(lo, hi):
    return (lo.astype(np.uint8) & 0x0F) | ((hi.astype(np.uint8) & 0x0F) << 4)


def _safe_inverse(d):
    return np.where(d != 0, 1.0 / np.where(d != 0, d, 1), 0).astype(F32)


# ---------- blocks of 32 ----------

def quantize_q8_0(x):
    x = _blocks(x, 32)
    d = (np.abs(x).max(axis=1) / 127).astype(F16)
    q = np.rint(x * _safe_inverse(d.astype(F32))[:, None]).clip(-127, 127).astype(np.int8)
    return np.concatenate([d.view(np.uint8).reshape(-1, 2), q.view(np.uint8)], axis=1).tobytes()


def dequantize_q8_0(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 34)[: n // 32]
    d = _f16(b, 0)
    q = b[:, 2:].view(np.int8).astype(F32)
    return (d[:, None] * q).reshape(-1)


def _signed_max(x):
    """Per block, the value of largest magnitude, with its sign (ggml's Q4_0/Q5_0 scale source)."""
    return x[np.arange(x.shape[0]), np.abs(x).argmax(axis=1)]


def quantize_q4_0(x):
    x = _blocks(x, 32)
    d = (_signed_max(x) / -8).astype(F16)
    q = np.floor(x * _safe_inverse(d.astype(F32))[:, None] + 8.5).clip(0, 15)
    return np.concatenate([d.view(np.uint8).reshape(-1, 2), _nibbles(q[:, :16], q[:, 16:])], axis=1).tobytes()


def dequantize_q4_0(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 18)[: n // 32]
    d = _f16(b, 0)
    qs = b[:, 2:]
    q = np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(np.int32) - 8
    return (d[:, None] * q.astype(F32)).reshape(-1)


def quantize_q4_1(x):
    x = _blocks(x, 32)
    lo, hi = x.min(axis=1), x.max(axis=1)
    d = ((hi - lo) / 15).astype(F16)
    m = lo.astype(F16)
    q = np.floor((x - m.astype(F32)[:, None]) * _safe_inverse(d.astype(F32))[:, None] + 0.5).clip(0, 15)
    head = np.concatenate([d.view(np.uint8).reshape(-1, 2), m.view(np.uint8).reshape(-1, 2)], axis=1)
    return np.concatenate([head, _nibbles(q[:, :16], q[:, 16:])], axis=1).tobytes()


def dequantize_q4_1(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 20)[: n // 32]
    d, m = _f16(b, 0), _f16(b, 2)
    qs = b[:, 4:]
    q = np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(F32)
    return (d[:, None] * q + m[:, None]).reshape(-1)


def _high_bits(q):
    """The fifth bits of 32 quants as 4 little-endian bytes: bit j is element j's."""
    bits = ((q.astype(np.uint32) >> 4) & 1) << np.arange(32, dtype=np.uint32)
    return bits.sum(axis=1).astype("<u4").view(np.uint8).reshape(-1, 4)


def quantize_q5_0(x):
    x = _blocks(x, 32)
    d = (_signed_max(x) / -16).astype(F16)
    q = np.floor(x * _safe_inverse(d.astype(F32))[:, None] + 16.5).clip(0, 31).astype(np.uint8)
    return np.concatenate([d.view(np.uint8).reshape(-1, 2), _high_bits(q), _nibbles(q[:, :16], q[:, 16:])],
                          axis=1).tobytes()


def _q5_values(b, high_at, qs_at):
    qh = b[:, high_at:high_at + 4].copy().view("<u4").reshape(-1, 1)
    fifth = ((qh >> np.arange(32, dtype=np.uint32)) & 1).astype(np.int32)
    qs = b[:, qs_at:qs_at + 16]
    return np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(np.int32) | (fifth << 4)


def dequantize_q5_0(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 22)[: n // 32]
    d = _f16(b, 0)
    return (d[:, None] * (_q5_values(b, 2, 6) - 16).astype(F32)).reshape(-1)


def quantize_q5_1(x):
    x = _blocks(x, 32)
    lo, hi = x.min(axis=1), x.max(axis=1)
    d = ((hi - lo) / 31).astype(F16)
    m = lo.astype(F16)
    q = np.floor((x - m.astype(F32)[:, None]) * _safe_inverse(d.astype(F32))[:, None] + 0.5).clip(0, 31).astype(np.uint8)
    head = np.concatenate([d.view(np.uint8).reshape(-1, 2), m.view(np.uint8).reshape(-1, 2)], axis=1)
    return np.concatenate([head, _high_bits(q), _nibbles(q[:, :16], q[:, 16:])], axis=1).tobytes()


def dequantize_q5_1(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 24)[: n // 32]
    d, m = _f16(b, 0), _f16(b, 2)
    return (d[:, None] * _q5_values(b, 4, 8).astype(F32) + m[:, None]).reshape(-1)


# ---------- super-blocks of 256 ----------

def _pack_scales_mins(sc, mn):
    """8 six-bit scales and 8 six-bit mins → the 12 bytes of Q4_K/Q5_K."""
    s = np.zeros((sc.shape[0], 12), dtype=np.uint8)
    for j in range(4):
        s[:, j] = (sc[:, j] & 63) | ((sc[:, j + 4] >> 4) << 6)
        s[:, j + 4] = (mn[:, j] & 63) | ((mn[:, j + 4] >> 4) << 6)
        s[:, j + 8] = (sc[:, j + 4] & 0x0F) | ((mn[:, j + 4] & 0x0F) << 4)
    return s


def _unpack_scales_mins(s):
    s = s.astype(np.int32)
    sc = np.zeros((s.shape[0], 8), dtype=np.int32)
    mn = np.zeros_like(sc)
    for j in range(8):
        if j < 4:
            sc[:, j], mn[:, j] = s[:, j] & 63, s[:, j + 4] & 63
        else:
            sc[:, j] = (s[:, j + 4] & 0x0F) | ((s[:, j - 4] >> 6) << 4)
            mn[:, j] = (s[:, j + 4] >> 4) | ((s[:, j] >> 6) << 4)
    return sc, mn


def _kquant_scales(x, levels):
    """Per sub-block of 32: x ≈ d·sc·q − dmin·m with q in [0, levels]; sc, m six-bit."""
    sub = x.reshape(x.shape[0], 8, 32)
    mins = np.maximum(0, -sub.min(axis=2))                     # what is subtracted
    scales = (sub.max(axis=2) + mins) / levels
    d = (scales.max(axis=1) / 63).astype(F16)
    dmin = (mins.max(axis=1) / 63).astype(F16)
    sc = np.rint(scales * _safe_inverse(d.astype(F32))[:, None]).clip(0, 63).astype(np.uint8)
    mn = np.rint(mins * _safe_inverse(dmin.astype(F32))[:, None]).clip(0, 63).astype(np.uint8)
    step = d.astype(F32)[:, None] * sc.astype(F32)             # (blocks, 8)
    offset = dmin.astype(F32)[:, None] * mn.astype(F32)
    q = np.floor((sub + offset[:, :, None]) * _safe_inverse(step)[:, :, None] + 0.5).clip(0, levels).astype(np.uint8)
    return d, dmin, sc, mn, q.reshape(x.shape[0], 256)


def _pair_nibbles(q):
    """256 quants → 128 bytes: per pair of sub-blocks, the first in the low nibbles."""
    q = q.reshape(-1, 4, 2, 32)
    return _nibbles(q[:, :, 0, :], q[:, :, 1, :]).reshape(-1, 128)


def quantize_q4_k(x):
    x = _blocks(x, 256)
    d, dmin, sc, mn, q = _kquant_scales(x, 15)
    head = np.concatenate([d.view(np.uint8).reshape(-1, 2), dmin.view(np.uint8).reshape(-1, 2),
                           _pack_scales_mins(sc, mn)], axis=1)
    return np.concatenate([head, _pair_nibbles(q)], axis=1).tobytes()


def _kquant_values(b, qs_at, high_at=None):
    d, dmin = _f16(b, 0), _f16(b, 2)
    sc, mn = _unpack_scales_mins(b[:, 4:16])
    qs = b[:, qs_at:qs_at + 128].reshape(-1, 4, 32).astype(np.int32)
    q = np.stack([qs & 0x0F, qs >> 4], axis=2)                 # (blocks, pair, 2, 32)
    if high_at is not None:
        qh = b[:, high_at:high_at + 32].astype(np.int32)       # bit 2·pair + half of byte l
        shifts = np.arange(8).reshape(4, 2)
        q = q | (((qh[:, None, None, :] >> shifts[None, :, :, None]) & 1) << 4)
    q = q.reshape(-1, 8, 32).astype(F32)
    step = (d[:, None] * sc.astype(F32)).astype(F32)
    offset = (dmin[:, None] * mn.astype(F32)).astype(F32)
    return (step[:, :, None] * q - offset[:, :, None]).reshape(-1)


def dequantize_q4_k(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 144)[: n // 256]
    return _kquant_values(b, 16)


def quantize_q5_k(x):
    x = _blocks(x, 256)
    d, dmin, sc, mn, q = _kquant_scales(x, 31)
    head = np.concatenate([d.view(np.uint8).reshape(-1, 2), dmin.view(np.uint8).reshape(-1, 2),
                           _pack_scales_mins(sc, mn)], axis=1)
    qp = q.reshape(-1, 4, 2, 32)
    fifth = (qp >> 4) & 1
    qh = np.zeros((q.shape[0], 32), dtype=np.uint8)
    for pair in range(4):
        for half in range(2):
            qh |= (fifth[:, pair, half, :] << (2 * pair + half)).astype(np.uint8)
    return np.concatenate([head, qh, _pair_nibbles(q & 0x0F)], axis=1).tobytes()


def dequantize_q5_k(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 176)[: n // 256]
    return _kquant_values(b, 48, high_at=16)


def quantize_q6_k(x):
    x = _blocks(x, 256)
    sub = x.reshape(x.shape[0], 16, 16)
    scales = _signed_max(sub.reshape(-1, 16)).reshape(-1, 16) / -32  # signed, as ggml's
    d = (np.abs(scales).max(axis=1) / 127).astype(F16)
    sc = np.rint(scales * _safe_inverse(d.astype(F32))[:, None]).clip(-128, 127).astype(np.int8)
    step = d.astype(F32)[:, None] * sc.astype(F32)
    q = (np.rint(sub * _safe_inverse(step)[:, :, None]) + 32).clip(0, 63).astype(np.uint8).reshape(-1, 2, 4, 32)
    ql = np.concatenate([_nibbles(q[:, :, 0], q[:, :, 2]), _nibbles(q[:, :, 1], q[:, :, 3])], axis=2)  # (b, 2, 64)
    qh = ((q[:, :, 0] >> 4) | ((q[:, :, 1] >> 4) << 2) | ((q[:, :, 2] >> 4) << 4) | ((q[:, :, 3] >> 4) << 6))
    return np.concatenate([ql.reshape(-1, 128), qh.reshape(-1, 64).astype(np.uint8), sc.view(np.uint8),
                           d.view(np.uint8).reshape(-1, 2)], axis=1).tobytes()


def dequantize_q6_k(data, n):
    b = np.frombuffer(data, dtype=np.uint8).reshape(-1, 210)[: n // 256]
    ql = b[:, :128].reshape(-1, 2, 64).astype(np.int32)
    qh = b[:, 128:192].reshape(-1, 2, 32).astype(np.int32)
    sc = b[:, 192:208].view(np.int8).astype(F32).reshape(-1, 16)
    d = _f16(b, 208)
    quarters = [(ql[:, :, :32] & 0x0F), (ql[:, :, 32:] & 0x0F), (ql[:, :, :32] >> 4), (ql[:, :, 32:] >> 4)]
    q = np.stack([quarters[k] | (((qh >> (2 * k)) & 3) << 4) for k in range(4)], axis=2) - 32  # (b, 2, 4, 32)
    step = (d[:, None] * sc).reshape(-1, 2, 4, 2, 1)                # a scale per 16: (half, quarter, 2)
    return (step * q.reshape(-1, 2, 4, 2, 16).astype(F32)).reshape(-1)


ENCODERS = {"Q8_0": (8, quantize_q8_0, dequantize_q8_0), "Q4_0": (2, quantize_q4_0, dequantize_q4_0),
            "Q4_1": (3, quantize_q4_1, dequantize_q4_1), "Q5_0": (6, quantize_q5_0, dequantize_q5_0),
            "Q5_1": (7, quantize_q5_1, dequantize_q5_1), "Q4_K": (12, quantize_q4_k, dequantize_q4_k),
            "Q5_K": (13, quantize_q5_k, dequantize_q5_k), "Q6_K": (14, quantize_q6_k, dequantize_q6_k)}
