"""Counter-based random numbers kept inside the game state.

The generator is SplitMix64: the whole RNG state is one 64-bit int, so a state record can carry
it, copy it for free and replay it identically on every Python version. We never touch the
`random` module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, 64-bit output)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


_LIMITS = tuple(((1 << 64) // n) * n if n else 0 for n in range(512))
"""The largest multiple of n below 2**64, for the n a game draws from (no modulo bias)."""


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, uniform int in [0, n)) without modulo bias."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _LIMITS[n] if n < 512 else ((1 << 64) // n) * n
    while True:
        # next_u64, written out: every draw and shuffle comes through here.
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            return state, z % n


def shuffle(state: int, items: Sequence[T]) -> tuple[int, tuple[T, ...]]:
    """Fisher–Yates shuffle; returns (new_state, shuffled tuple)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, tuple(out)
