"""Optional card gains (R-SJ-23): Carpenter, Poor house, Well, Market stand, Market hall, the
prospector's privilege and ANNO's Tavern and Pawnshop. Each is `take X` or `pass`; with
`auto_take_card_draws` the card is taken without asking, and with no card left to draw the
offer lapses. Only when an offer applies differs from building to building.
"""

from __future__ import annotations

from common.records import replace
from sanjuan import data
from sanjuan.moves import PASS, TAKE, Move, Take
from sanjuan.rules.queries import VIOLET, cards_left
from sanjuan.rules.turns import OFFERS
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, State

TAKE_FOR = {
    ruleset: {step: TAKE[data.cardset(ruleset).type_with_function(step)] for step in OFFERS}
    for ruleset in data.RULESETS
}
"""The Take move of each offer step, named by the ruleset's building (`take market_woman`)."""


def offer(state: State, seat: int) -> list[Move]:
    return [TAKE_FOR[state.rules.ruleset][state.turn.todo[0]], PASS]


def take_or_lapse(w: Work, seat: int) -> bool:
    """No card to draw: the offer lapses; `auto_take_card_draws`: the card is taken."""
    if not cards_left(w):
        w.step_done()
        return True
    if w.rules.auto_take_card_draws:
        gain(w, seat, w.turn.todo[0])
        w.step_done()
        return True
    return False


def answer(w: Work, seat: int, move: Move) -> None:
    if isinstance(move, Take):
        gain(w, seat, w.turn.todo[0])
        w.step_done()
    else:
        w.decline()


def gain(w: Work, seat: int, source: str) -> None:
    """The card an offer gives: one to the hand (the prospector's privilege: one per
    privilege), or face down onto the Pawnshop (R-AN-12)."""
    if source == "pawnshop":
        got = w.take_unseen(1)
        if got:
            p = w.players[seat]
            w.set_player(seat, replace(p, anno=replace(p.anno, pawn=got[0])))
        return
    amount = w.privilege if source == "prospector" else 1
    w.to_hand(seat, w.take(amount))


# When each offer applies (a building's offer is in a turn only when the seat has it).


def carpenter(state: State, seat: int) -> bool:
    """R-SJ-20: after building a violet building other than the Carpenter itself."""
    built = state.turn.built
    return built in VIOLET and built != "carpenter"


def poor_house(state: State, seat: int) -> bool:
    """R-SJ-21: after building, with at most one card left (not for the Poor house itself)."""
    return state.turn.built != "poor_house" and len(state.players[seat].hand) <= 1


def two_goods(state: State, seat: int) -> bool:
    """Well (two goods produced) and Market stand (two goods sold)."""
    return state.turn.count >= 2


def one_good(state: State, seat: int) -> bool:
    """Market hall: at least one good sold."""
    return state.turn.count >= 1


def empty_pawnshop(state: State, seat: int) -> bool:
    return state.players[seat].pawn == NO_GOOD
