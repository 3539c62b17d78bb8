"""San Juan and ANNO XVII moves: one small frozen record per kind, canonical text, a parser.

Moves name building *types* and events, never card numbers: two cards of a type in a hand are
the same choice, and the text stays readable ("build palace over chapel", "pay indigo_plant",
"pick democracy", "harbour loom").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Final

from common.contract import InvalidNotation
from common.records import Record
from sanjuan import data


class PickRole(Record, frozen=True):
    role: str
    library: bool = True
    """2 players: False keeps the Library for the governor's second pick (R-SJ-2)."""


class PickEvent(Record, frozen=True):
    """ANNO: carry out a face-up event instead of picking a role (R-AN-15)."""

    event: str


class Build(Record, frozen=True):
    building: str
    over: str = ""
    """Crane: the type of the own building covered, or ""."""
    over_loaded: bool = False
    """Crane over a production building: whether the covered one holds a good."""


class Pay(Record, frozen=True):
    card: str


class PayGood(Record, frozen=True):
    """Black market: spend the good on a building of this type as 1 card."""

    building: str


class Produce(Record, frozen=True):
    building: str


class Sell(Record, frozen=True):
    building: str


class Keep(Record, frozen=True):
    card: str


class Discard(Record, frozen=True):
    card: str


class Tuck(Record, frozen=True):
    card: str


class Deposit(Record, frozen=True):
    """ANNO Bank: put a hand card under the Bank (R-AN-3)."""

    card: str


class Stow(Record, frozen=True):
    """ANNO Harbour: put one of the cards just sold, named by the building it was sold from,
    under the Harbour, unseen (R-AN-4)."""

    building: str


class Burn(Record, frozen=True):
    """ANNO Fire: remove an own building with everything on and under it (R-AN-18)."""

    building: str
    loaded: bool = False
    """A production building: whether the removed one holds a good."""


class Take(Record, frozen=True):
    """Accept an optional card gain (Carpenter, Poor house, Well, …, prospector privilege)."""

    source: str


class Reveal(Record, frozen=True):
    """Gold mine: turn up 4 cards."""


class Draw(Record, frozen=True):
    """Councillor: take the action and draw the cards (declining is `pass`, R-SJ-3)."""


class Pass(Record, frozen=True):
    """Decline the opportunity on offer."""


class Done(Record, frozen=True):
    """Stop a choice that took at least one item (producing, selling, keeping)."""


Move = (
    PickRole
    | PickEvent
    | Build
    | Pay
    | PayGood
    | Produce
    | Sell
    | Keep
    | Discard
    | Tuck
    | Deposit
    | Stow
    | Burn
    | Take
    | Reveal
    | Draw
    | Pass
    | Done
)


def _table(kind: type[Any]) -> dict[str, Any]:
    return {t: kind(t) for t in data.TYPES}


# Moves are values: the rules hand out these shared instances instead of building new records
# on every call (a measurable share of `legal_moves` time).
PAY: Final[dict[str, Pay]] = _table(Pay)
PAY_GOOD: Final[dict[str, PayGood]] = _table(PayGood)
PRODUCE: Final[dict[str, Produce]] = _table(Produce)
SELL: Final[dict[str, Sell]] = _table(Sell)
KEEP: Final[dict[str, Keep]] = _table(Keep)
DISCARD: Final[dict[str, Discard]] = _table(Discard)
TUCK: Final[dict[str, Tuck]] = _table(Tuck)
DEPOSIT: Final[dict[str, Deposit]] = _table(Deposit)
STOW: Final[dict[str, Stow]] = _table(Stow)
PASS: Final = Pass()
DONE: Final = Done()
REVEAL: Final = Reveal()
DRAW: Final = Draw()


@lru_cache(maxsize=4096)
def build(building: str, over: str = "", over_loaded: bool = False) -> Build:
    return Build(building=building, over=over, over_loaded=over_loaded)


BUILD: Final[dict[str, Build]] = {t: build(t) for t in data.TYPES}
"""A new building of each type (no Crane): the build options' usual move."""


@lru_cache(maxsize=256)
def burn(building: str, loaded: bool = False) -> Burn:
    return Burn(building=building, loaded=loaded)


OFFER_STEPS: Final = (
    "carpenter",
    "poor_house",
    "well",
    "market_stand",
    "market_hall",
    "prospector",
    "tavern",
    "pawnshop",
)
"""The optional card gains, named by the effect that gives them (R-SJ-23)."""
OFFER_SOURCES: Final = tuple(
    dict.fromkeys(
        data.cardset(ruleset).type_with_function(step)
        for ruleset in data.RULESETS
        for step in OFFER_STEPS
    )
)
"""What `take` names: the building of the game (`market_woman` in ANNO) or the privilege."""
TAKE: Final[dict[str, Take]] = {source: Take(source) for source in OFFER_SOURCES}


def move_text(move: Move) -> str:
    """The canonical notation of a move (saved games, CLI)."""
    match move:
        case PickRole(role, library):
            return f"pick {role}" if library else f"pick {role} nolibrary"
        case PickEvent(event):
            return f"pick {event}"
        case Build(building, over, loaded):
            if not over:
                return f"build {building}"
            return f"build {building} over {over}{'+good' if loaded else ''}"
        case Pay(card):
            return f"pay {card}"
        case PayGood(building):
            return f"pay good {building}"
        case Produce(building):
            return f"produce {building}"
        case Sell(building):
            return f"sell {building}"
        case Keep(card):
            return f"keep {card}"
        case Discard(card):
            return f"discard {card}"
        case Tuck(card):
            return f"tuck {card}"
        case Deposit(card):
            return f"bank {card}"
        case Stow(building):
            return f"harbour {building}"
        case Burn(building, loaded):
            return f"burn {building}{'+good' if loaded else ''}"
        case Take(source):
            return f"take {source}"
        case Reveal():
            return "reveal"
        case Draw():
            return "draw"
        case Pass():
            return "pass"
        case Done():
            return "done"
    raise TypeError(f"not a San Juan or ANNO move: {move!r}")


def _card(word: str, text: str) -> str:
    if word not in data.TYPES:
        raise InvalidNotation(f"{word!r} is not a building (in {text!r})")
    return word


def _production(word: str, text: str) -> str:
    if word not in data.TYPES or data.TYPES[word].violet:
        raise InvalidNotation(f"{word!r} is not a production building (in {text!r})")
    return word


def _loaded(word: str, text: str) -> tuple[str, bool]:
    """`mill` or `mill+good`: a building named together with whether it holds a good."""
    return _card(word.removesuffix("+good"), text), word.endswith("+good")


def parse(text: str) -> Move:
    """Parse canonical notation; raises InvalidNotation. Legality is checked elsewhere."""
    words = text.strip().lower().split()
    if not words:
        raise InvalidNotation("empty move")
    head, args = words[0], words[1:]
    match head, args:
        case "pick", [role] if role in data.ROLES:
            return PickRole(role)
        case "pick", [role, "nolibrary"] if role in data.ROLES:
            return PickRole(role, library=False)
        case "pick", [event] if event in data.EVENT_IDS:
            return PickEvent(event)
        case "build", [b]:
            return Build(_card(b, text))
        case "build", [b, "over", target]:
            over, loaded = _loaded(target, text)
            return Build(building=_card(b, text), over=over, over_loaded=loaded)
        case "burn", [target]:
            building, loaded = _loaded(target, text)
            return Burn(building=building, loaded=loaded)
        case "pay", ["good", b]:
            return PayGood(_production(b, text))
        case "pay", [c]:
            return Pay(_card(c, text))
        case "produce", [b]:
            return Produce(_production(b, text))
        case "sell", ["pawnshop"]:
            return Sell("pawnshop")
        case "sell", [b]:
            return Sell(_production(b, text))
        case "keep", [c]:
            return Keep(_card(c, text))
        case "discard", [c]:
            return Discard(_card(c, text))
        case "tuck", [c]:
            return Tuck(_card(c, text))
        case "bank", [c]:
            return Deposit(_card(c, text))
        case "harbour", [b]:
            return Stow(_card(b, text))
        case "take", [source] if source in OFFER_SOURCES:
            return Take(source)
        case "reveal", []:
            return Reveal()
        case "draw", []:
            return Draw()
        case "pass", []:
            return Pass()
        case "done", []:
            return Done()
    raise InvalidNotation(f"not a San Juan or ANNO move: {text!r}")
