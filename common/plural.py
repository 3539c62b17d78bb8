"""Counts in display texts: the one helper every text module's templates rely on for plurals.

English puts a noun after a number in the plural unless the number is 1 ("1 card", "2 cards",
"0 cards"); Hungarian keeps it singular after any number ("1 lap", "2 lap"), so a Hungarian
template needs nothing. An English template names both forms of the word in the count's format
spec, `{n:card/cards}`, which prints the word alone; the template puts the number where its
grammar wants it:

    fill("Pay {owed} more {owed:card/cards}.", owed=1)  ->  "Pay 1 more card."

Every template that may hold such a spec is filled with `fill` (a plain `str.format` would
reject the spec), whatever its language.
"""

from __future__ import annotations

import string
from typing import Any


def plural(n: int, one: str, many: str) -> str:
    """The form of a word after the number `n`: `one` after 1 (or −1), `many` after any other."""
    return one if abs(n) == 1 else many


class _CountFormatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> Any:
        if "/" not in format_spec:
            return super().format_field(value, format_spec)
        one, _, many = format_spec.partition("/")
        if isinstance(value, int):
            return plural(value, one, many)
        return many  # a count the reader may not see ("?") reads as many


_FORMATTER = _CountFormatter()


def fill(template: str, /, **values: Any) -> str:
    """`template.format(**values)`, where `{n:one/many}` is the word for the count `n` (the
    plural when `n` is not a number, such as the "?" of a hidden count)."""
    return _FORMATTER.vformat(template, (), values)
