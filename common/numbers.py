"""Every number tarsas is given as text (saved games, command line, prompts, the setup screen,
option values) is read here, and a refused text is quoted for the error line the same way."""

from __future__ import annotations

from common.errors import EngineError

MAX_DIGITS = 20
"""The longest number tarsas reads: enough for any 64-bit seed."""
SEED_LIMIT = 2**64 - 1
"""A seed is any whole number of at most 20 digits, either sign (the RNG keeps its low 64 bits)."""


def shown(text: str, limit: int = 24) -> str:
    """Text quoted for an error line: repr (control characters show as escapes), cut short."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def is_whole(text: str, signed: bool = False) -> bool:
    """ASCII digits only (a leading minus when `signed`), 1 to MAX_DIGITS of them.

    `str.isdigit()` says yes to "²" and to a 5,000-digit number, which `int()` then refuses or
    reads for minutes; `int()` alone also takes "٣" and "1_000".
    """
    digits = text[1:] if signed and text.startswith("-") else text
    return 0 < len(digits) <= MAX_DIGITS and digits.isascii() and digits.isdigit()


def whole_number(text: str, what: str, low: int, high: int) -> int:
    """The one reader of every number tarsas is given (saved games, command line, prompts, the
    setup screen, option values): `text`, spaces around it ignored, as a whole number in
    low..high; EngineError naming `what` and the range otherwise."""
    t = text.strip()
    if is_whole(t, signed=low < 0):
        n = int(t)
        if low <= n <= high:
            return n
    if (low, high) == (-SEED_LIMIT, SEED_LIMIT):
        raise EngineError(f"{what} must be a whole number of at most 20 digits, not {shown(text)}")
    raise EngineError(f"{what} must be a whole number from {low} to {high}, not {shown(text)}")
