"""Phases 1–4 of a round: the scoring card and the terrain pairs are turned up, the seats bid
for the pairs (R-AV-11, R-AV-12, R-AV-32–R-AV-37), and each pair goes to its bidder's hand."""

from __future__ import annotations

from collections.abc import Sequence

from aranyvaros import data
from aranyvaros.moves import BID, Bid, Move
from aranyvaros.rules.working_copy import Work
from aranyvaros.state import State
from common.records import replace
from common.turns import clockwise_from


def begin_round(w: Work) -> None:
    """Phases 1 and 2: turn up the scoring card and lay out the terrain pairs."""
    n = w.rules.players
    w.round += 1
    w.scoring_card = w.scoring_deck[0]
    w.scoring_deck = w.scoring_deck[1:]
    k = data.PAIRS_PER_ROUND[n]
    cards = w.draw_terrain(2 * k)
    assert len(cards) == 2 * k, "R-AV-12: the terrain piles cannot run dry at phase 2"
    w.pairs = tuple((cards[i], cards[k + i]) for i in range(k))
    w.bids = (-1,) * k
    w.displacements = 0


def first_bidder(state: State) -> tuple[int, ...]:
    return (state.start,)


def bids(state: State, seat: int) -> Sequence[Move]:
    """A free pair, or an occupied one for 1 + the displacements so far (R-AV-34)."""
    bids = state.bids
    if state.players[seat].coins > state.displacements:  # can afford any pair
        return BID[: len(bids)]
    return [BID[i] for i, occ in enumerate(bids) if occ < 0]


def bid(w: Work, seat: int, move: Move) -> str | None:
    """R-AV-32–R-AV-36: place the hand; a displacement costs 1 + displacements so far."""
    assert isinstance(move, Bid)
    pair = move.pair
    occupant = w.bids[pair]
    if occupant >= 0:
        cost = w.displacements + 1
        p = w.players[seat]
        w.set_player(seat, replace(p, coins=p.coins - cost))
        w.supply += cost
        w.displacements = cost
    placed = list(w.bids)
    placed[pair] = seat
    w.bids = tuple(placed)
    # queue[-1] is the seat whose regular turn this is; an immediate re-bid (option
    # `displaced_rebid`) cuts in before the turn passes on from there (AV-4.4).
    anchor = w.queue[-1]
    if -1 not in placed:
        return "building"
    if occupant >= 0 and w.rules.rebid_immediate:
        w.queue = (occupant, anchor)
    else:
        n = w.rules.players
        nxt = (anchor + 1) % n
        while nxt in placed:
            nxt = (nxt + 1) % n
        w.queue = (nxt,)
    return None


def take_pairs(w: Work) -> None:
    """Phase 4: every pair goes to the hand of the seat that won it."""
    players = list(w.players)  # one new tuple of players for the whole phase
    for (a, b), seat in zip(w.pairs, w.bids, strict=True):
        p = players[seat]
        hand = list(p.hand)
        hand[a] += 1
        hand[b] += 1
        players[seat] = replace(p, hand=tuple(hand))
    w.players = tuple(players)
    w.pairs = ()
    w.bids = ()


def clockwise_from_start(state: State) -> tuple[int, ...]:
    return clockwise_from(state.start, state.rules.players)
