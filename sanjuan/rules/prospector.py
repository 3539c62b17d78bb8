"""The prospector phase: the chooser's privilege (an offer, `offers`), the Gold mine (R-SJ-6)
and ANNO's Colony (R-AN-6): reveal, then keep one of the revealed cards or none."""

from __future__ import annotations

from common.records import replace
from sanjuan import data
from sanjuan.moves import KEEP, PASS, REVEAL, Keep, Move, Reveal
from sanjuan.rules.councillor import remove_type
from sanjuan.rules.queries import COST, KIND, cards_left, distinct_types
from sanjuan.rules.working_copy import Work
from sanjuan.state import State


def may_dig(state: State, seat: int) -> bool:
    """The Gold mine works for every owner, but not for the chooser with
    `goldmine_excludes_chooser`."""
    return not (state.rules.goldmine_excludes_chooser and seat == state.chooser)


def reveal_or_pass(state: State, seat: int) -> list[Move]:
    return [REVEAL, PASS]


def gold(w: Work, seat: int, move: Move) -> None:
    """Four cards are turned up: four different costs find one to keep (R-SJ-6)."""
    if not isinstance(move, Reveal):
        w.decline()
        return
    cards = w.take(data.GOLD_MINE_REVEAL)
    w.gold_reveal = cards
    costs = {COST[KIND[c]] for c in cards}
    if len(cards) == data.GOLD_MINE_REVEAL and len(costs) == len(cards):
        w.turn = replace(w.turn, todo=("gold_keep", *w.turn.todo[1:]), pending=cards)
    else:
        # Repeated costs or too few cards: nothing found, all revealed cards discarded (R-SJ-6).
        w.discard += cards
        w.step_done()


def colony(w: Work, seat: int, move: Move) -> None:
    """Colony: the top card is shown; it may be kept if nobody has built that building: in
    play or covered under another (a burnt one has left the game, R-AN-6)."""
    if not isinstance(move, Reveal):
        w.decline()
        return
    cards = w.take(1)
    w.gold_reveal = cards
    kind = KIND[cards[0]] if cards else ""
    built = any(p.has(kind) or any(KIND[c] == kind for c in p.covered) for p in w.players)
    if cards and not built:
        w.turn = replace(w.turn, todo=("colony_keep", *w.turn.todo[1:]), pending=cards)
    else:
        w.discard += cards
        w.step_done()


def may_reveal(state: State, seat: int) -> bool:
    return cards_left(state)


def has_found(state: State, seat: int) -> bool:
    return bool(state.turn.pending)


def finds(state: State, seat: int) -> list[Move]:
    return [*map(KEEP.__getitem__, distinct_types(state.turn.pending)), PASS]


def keep_found(w: Work, seat: int, move: Move) -> None:
    """The card kept goes to the hand, the other revealed cards to the discard pile."""
    if not isinstance(move, Keep):
        w.decline()
        return
    t = w.turn
    kept = remove_type(t.pending, move.card)
    w.to_hand(seat, (t.pending[kept],))
    w.discard += t.pending[:kept] + t.pending[kept + 1 :]
    w.step_done(pending=())
