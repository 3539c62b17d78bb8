"""Phases 6 and 7 of a round: the face-up scoring card awards letters (R-AV-38–R-AV-43), then
the end checks (R-AV-44–R-AV-49) end the game or pass the start key on to the next round."""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.rules.working_copy import Work
from aranyvaros.state import State
from common.records import replace

CARDS_SHOWING = tuple(
    frozenset(c.index for c in data.GOODS_CARDS if good in c.goods)
    for good in range(len(data.GOODS))
)
"""The goods cards that show each good, by the good's index."""
PRESENT_LETTERS = 2
"""Letters for holding the good, or a house in the area, at a scoring (R-AV-39–R-AV-41)."""
MAJORITY_LETTERS = 2
"""Extra letters for the sole holder, or the strict majority (R-AV-39, R-AV-40)."""


def score_round(state: State) -> list[int]:
    """Letters each seat wins for the face-up scoring card (R-AV-38–R-AV-43)."""
    card = data.SCORING_CARDS[state.scoring_card]
    players = state.players
    awards = [0] * len(players)
    showing = CARDS_SHOWING[card.goods]
    holders = [s for s, p in enumerate(players) if not showing.isdisjoint(p.goods)]
    for s in holders:
        awards[s] += PRESENT_LETTERS
    if len(holders) == 1:
        awards[holders[0]] += MAJORITY_LETTERS
    counts = [(p.houses & card.area.places).bit_count() for p in players]
    for s, c in enumerate(counts):
        if c:
            awards[s] += PRESENT_LETTERS
    best = max(counts)
    if best and counts.count(best) == 1:
        awards[counts.index(best)] += MAJORITY_LETTERS
    return awards


def end_round(w: Work) -> str:
    """The building phase is over: the scoring, then the end checks or the next round."""
    awards = score_round(w)
    players = list(w.players)  # one new tuple of players for the whole scoring
    for s, a in enumerate(awards):
        if a:
            p = players[s]
            players[s] = replace(p, letters=p.letters + a)
    w.players = tuple(players)
    w.last_scoring = tuple(awards)
    w.scoring_box = (*w.scoring_box, w.scoring_card)
    w.scoring_card = -1
    if not w.scoring_deck:
        w.trigger("scoring_deck_exhausted")
    if w.end:
        return "game_over"
    w.start = (w.start + 1) % w.rules.players
    return "bidding"
