"""What the Aranyváros rules do by themselves after a move, for the log (issue 30 item 4).

A payment with nothing to choose — one kind of payment, or every payable card must go
(D-AV-3) — is made without a move. It is read off the reader's views before and after the
build or payment that led to it: the payer reads the cards, everyone else that it was paid.
"""

from __future__ import annotations

from collections.abc import Mapping

from aranyvaros import data
from aranyvaros.moves import Build, Move, Pay, PayPair
from aranyvaros.texts import texts
from aranyvaros.view import SeatView
from common.contract import Lang


def automatic(before: SeatView, after: SeatView, move: Move, lang: Lang) -> list[tuple[int, str]]:
    """(seat, sentence) for a payment the rules made without a decision."""
    seat = before.to_act
    if seat is None or (after.to_act == seat and after.step == "pay"):
        return []
    if isinstance(move, Build) and before.step == "build":
        place = data.PLACES[data.PLACE_INDEX[move.place]]
        key, own, units = "price", 0, place.cost_cards
        if not units:
            return []
    elif isinstance(move, Pay | PayPair) and before.step == "pay" and before.owed > 1:
        place = data.PLACES[data.PLACE_INDEX[before.place]]
        key, own, units = "rest", (2 if isinstance(move, PayPair) else 1), before.owed - 1
    else:
        return []
    tx = texts(lang)
    cards = _paid(before, after, seat, move, own, place, units, tx.TERRAIN)
    if cards:
        return [(seat, tx.AUTOMATIC[f"{key}_cards"].format(cards=cards))]
    return [(seat, tx.AUTOMATIC[key])]


def _paid(
    before: SeatView,
    after: SeatView,
    seat: int,
    move: Move,
    own: int,
    place: data.Place,
    units: int,
    names: Mapping[str, str],
) -> str:
    """The cards paid, "1 mező, 2 kikötő", where the reader sees the payer's hand and they
    add up to the units owed (a reward's card drawn after the payment may hide one: then "")."""
    hand, later = before.players[seat].hand, after.players[seat].hand
    if hand is None or later is None:
        return ""
    gone = [max(0, a - b) for a, b in zip(hand, later, strict=True)]
    if isinstance(move, Pay | PayPair):
        gone[data.TERRAIN_INDEX[move.terrain]] -= own
    need = data.TERRAIN_INDEX[place.terrain]
    paid = sum(n if x == need else n / 2 for x, n in enumerate(gone))
    if paid != units:
        return ""
    return ", ".join(f"{n} {names[t]}" for t, n in zip(data.TERRAINS, gone, strict=True) if n > 0)
