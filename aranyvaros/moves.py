"""Az Aranyváros moves: one small frozen record per kind, with canonical text and a strict parser.

Every decision of rulings §2.5 is split into single choices: a build is `build PLACE`, then
its payment card by card (`pay desert`, or `pay 2 coast` for a joker pair), then any choice
its reward asks for. Moves name places, terrains, bonus cards and goods-card kinds, never
card numbers, so interchangeable cards are one choice.
"""

from __future__ import annotations

from typing import Final

from aranyvaros import data
from common.contract import InvalidNotation
from common.numbers import is_whole
from common.records import Record


class Bid(Record, frozen=True):
    """Place the bidding hand on a terrain pair (0-based; the text is 1-based)."""

    pair: int


class Build(Record, frozen=True):
    place: str


class Pay(Record, frozen=True):
    """Pay one card of this terrain toward the build."""

    terrain: str


class PayPair(Record, frozen=True):
    """Joker (R-AV-18): pay 2 cards of this terrain as 1 card of the needed type."""

    terrain: str


class ChooseBonus(Record, frozen=True):
    card: str


class TakeGoods(Record, frozen=True):
    """Take a display card of this kind, or the top of the deck (kind "deck")."""

    kind: str


class ReturnGoods(Record, frozen=True):
    """Goods limit (R-AV-28): put a held card of this kind into the box."""

    kind: str


class Discard(Record, frozen=True):
    """Hand limit (R-AV-20): discard one terrain card of this type."""

    terrain: str


class Pass(Record, frozen=True):
    """End the build turn without building."""


class Done(Record, frozen=True):
    """End the build turn after one house."""


Move = Bid | Build | Pay | PayPair | ChooseBonus | TakeGoods | ReturnGoods | Discard | Pass | Done

DECK: Final = "deck"
"""The goods choice that takes the top of the face-down deck."""

# Moves are values: the rules hand out these shared instances instead of building new records.
BID: Final[tuple[Bid, ...]] = tuple(Bid(i) for i in range(max(data.PAIRS_PER_ROUND.values())))
BUILD: Final[tuple[Build, ...]] = tuple(Build(p.id) for p in data.PLACES)
PAY: Final[tuple[Pay, ...]] = tuple(Pay(t) for t in data.TERRAINS)
PAY_PAIR: Final[tuple[PayPair, ...]] = tuple(PayPair(t) for t in data.TERRAINS)
DISCARD: Final[tuple[Discard, ...]] = tuple(Discard(t) for t in data.TERRAINS)
BONUS: Final[tuple[ChooseBonus, ...]] = tuple(ChooseBonus(b.id) for b in data.BONUS_CARDS)
TAKE: Final[tuple[TakeGoods, ...]] = tuple(TakeGoods(k) for k in data.GOODS_KINDS)
TAKE_DECK: Final = TakeGoods(DECK)
RETURN: Final[tuple[ReturnGoods, ...]] = tuple(ReturnGoods(k) for k in data.GOODS_KINDS)
PASS: Final = Pass()
DONE: Final = Done()


def move_text(move: Move) -> str:
    """The canonical notation of a move (saved games, CLI)."""
    match move:
        case Bid(pair):
            return f"bid {pair + 1}"
        case Build(place):
            return f"build {place}"
        case Pay(terrain):
            return f"pay {terrain}"
        case PayPair(terrain):
            return f"pay 2 {terrain}"
        case ChooseBonus(card):
            return f"bonus {card}"
        case TakeGoods(kind):
            return f"goods {kind}"
        case ReturnGoods(kind):
            return f"return {kind}"
        case Discard(terrain):
            return f"discard {terrain}"
        case Pass():
            return "pass"
        case Done():
            return "done"
    raise TypeError(f"not an Aranyváros move: {move!r}")


def parse(text: str) -> Move:
    """Parse canonical notation; raises InvalidNotation. Legality is checked elsewhere."""
    words = text.strip().lower().split()
    match words:
        case ["bid", n] if is_whole(n) and 1 <= int(n) <= len(BID):
            return BID[int(n) - 1]
        case ["build", place] if place in data.PLACE_INDEX:
            return BUILD[data.PLACE_INDEX[place]]
        case ["pay", t] if t in data.TERRAIN_INDEX:
            return PAY[data.TERRAIN_INDEX[t]]
        case ["pay", "2", t] if t in data.TERRAIN_INDEX:
            return PAY_PAIR[data.TERRAIN_INDEX[t]]
        case ["bonus", card] if card in data.BONUS_INDEX:
            return BONUS[data.BONUS_INDEX[card]]
        case ["goods", "deck"]:
            return TAKE_DECK
        case ["goods", kind] if kind in data.GOODS_KINDS:
            return TAKE[data.GOODS_KINDS.index(kind)]
        case ["return", kind] if kind in data.GOODS_KINDS:
            return RETURN[data.GOODS_KINDS.index(kind)]
        case ["discard", t] if t in data.TERRAIN_INDEX:
            return DISCARD[data.TERRAIN_INDEX[t]]
        case ["pass"]:
            return PASS
        case ["done"]:
            return DONE
    raise InvalidNotation(f"not an Aranyváros move: {text!r}")
