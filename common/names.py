"""Player names and other text from outside, made safe to keep and to show.

A name is checked where it is typed (`check_name`: the command line, the setup screen, the
line mode's question) and cleaned where it is read back from a file (`clean_name`: saved games
written before the check existed still load). Either way a name that reaches a session is
printable and short, so it can never carry a terminal escape sequence or break a saved-game
line. Showing it is a separate promise: every client passes names as plain text, never as Rich
markup (`rich.text.Text`, `markup=False`, `rich.markup.escape`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from common.contract import EngineError, Lang
from common.numbers import shown

NAME_MAX = 20
"""Characters a name may have: it must fit a seat's panel and the log at 80 columns."""
RULE = {
    "hu": "A név legfeljebb 20 karakter: betűk, számok, jelek és szóközök (vezérlőkarakter és "
    "sortörés nélkül), nem {name}",
    "en": "A name is at most 20 characters of letters, digits, signs and spaces (no control "
    "characters or line breaks), not {name}",
}


def check_name(text: str, lang: Lang = "en") -> str:
    """A typed name with its outer spaces dropped and inner runs of spaces made one; "" when
    nothing was typed (the seat's default name then). EngineError states the rule."""
    name = " ".join(part for part in text.split(" ") if part)
    if len(name) > NAME_MAX or not name.isprintable():
        raise EngineError(RULE[lang].format(name=shown(text)))
    return name


def printable(text: str) -> str:
    """`text` with every character a terminal could act on (controls, escapes, line and
    paragraph separators, bidi overrides) shown as a Python escape instead."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def clean_name(text: str) -> str:
    """A name read from a file, made into one `check_name` would pass: unprintable characters
    become U+FFFD, spaces are tidied, and a long name is cut with an ellipsis."""
    name = " ".join(part for part in text.split(" ") if part)
    if not name.isprintable():
        name = "".join(c if c.isprintable() else "\ufffd" for c in name)
    if len(name) > NAME_MAX:
        name = name[: NAME_MAX - 1].rstrip() + "…"
    return name


SEAT_REF = re.compile(r"⟦(\d+)⟧")


def seat_ref(seat: int) -> str:
    """A seat named inside a game's sentence. The rules know seats, not names (the names are
    the table's), so a sentence that names another seat writes this, and the session puts the
    seat's name in (`with_names`) for every reader alike: names are public."""
    return f"⟦{seat}⟧"


def with_names(text: str, names: Sequence[str]) -> str:
    """`text` with each `seat_ref` replaced by that seat's name."""
    return SEAT_REF.sub(lambda match: names[int(match.group(1))], text)
