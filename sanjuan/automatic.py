"""What the San Juan and ANNO rules do by themselves after a move, for the log (issue 30 item 4).

Two things happen without a move of their own: a payment with nothing left to choose (every
remaining hand card must go, or they are all alike: D-SJ-5) and a seat passed over in a role
phase for having nothing to do (D-SJ-3: a builder who can afford nothing, a producer with no
empty production building, a trader with no good). Both are read off the reader's views before
and after the move, so a line says no more than that reader may see: the payer's own cards by
name, a count for everyone else.
"""

from __future__ import annotations

from collections import Counter

from common.contract import Lang
from common.plural import fill
from sanjuan import render
from sanjuan.moves import Build, Move, Pay, PayGood, PickRole
from sanjuan.texts import texts
from sanjuan.view import SeatView

SKIPPED_IN = ("builder", "producer", "trader")
"""Role phases in which every seat acts in turn and one with nothing to do is passed over."""


def automatic(before: SeatView, after: SeatView, move: Move, lang: Lang) -> list[tuple[int, str]]:
    """(seat, sentence) for each thing the rules did by themselves after `move`."""
    tx = texts(lang)
    lines: list[tuple[int, str]] = []
    seat = before.to_act
    if seat is not None and (forced := _forced_payment(before, after, move)):
        cards = _paid_cards(before, after, move, seat, forced)
        if cards:
            names = render.building_names(before, tx)
            text = tx.AUTOMATIC["paid"].format(cards=", ".join(names[c] for c in cards))
        else:
            text = fill(tx.AUTOMATIC["paid_hidden"], n=forced)
        lines.append((seat, text))
    lines += [(s, tx.AUTOMATIC[f"skip_{phase}"]) for s, phase in _skipped(before, after, move)]
    return lines


def _forced_payment(before: SeatView, after: SeatView, move: Move) -> int:
    """Cards the rules paid for the mover after its build or payment, without a decision."""
    seat = before.to_act
    still_paying = after.to_act == seat and after.step == "pay"
    if still_paying or seat is None:
        return 0
    if isinstance(move, Build) and before.step == "build":
        return render.build_price(before, move.building, move.over)
    if isinstance(move, Pay | PayGood) and before.step == "pay":
        return before.owed - 1
    return 0


def _paid_cards(before: SeatView, after: SeatView, move: Move, seat: int, forced: int) -> list[str]:
    """The cards paid, where the reader sees the payer's hand (else [])."""
    hand, later = before.players[seat].hand, after.players[seat].hand
    if hand is None or later is None:
        return []
    gone = Counter(hand) - Counter(later)
    if isinstance(move, Build | Pay):
        gone -= Counter([move.building if isinstance(move, Build) else move.card])
    cards = sorted(gone.elements())
    return cards if len(cards) == forced else []


def _skipped(before: SeatView, after: SeatView, move: Move) -> list[tuple[int, str]]:
    """Seats of a builder, producer or trader phase passed over after this move: those waiting
    to act when it was made (every seat from the chooser, for the pick that begins the phase)
    that the phase, as it stands after the move, will no longer ask."""
    if isinstance(move, PickRole) and move.role in SKIPPED_IN:
        phase = move.role
        chooser = before.to_act if before.to_act is not None else 0
        players = len(before.players)
        waiting = tuple((chooser + k) % players for k in range(players))
    elif before.phase in SKIPPED_IN:
        phase = before.phase
        waiting = tuple(s for s in before.queue if s != before.to_act)
    else:
        return []
    asked = after.queue if after.phase == phase else ()
    return [(s, phase) for s in waiting if s not in asked]
