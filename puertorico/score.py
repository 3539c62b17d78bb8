"""Final scoring with a per-line breakdown and the tie-break (rulings §6.2, R-PR-62)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from common.contract import Outcome, ScoreLine, SeatScore, rank
from puertorico import data
from puertorico.state import Player, State

if TYPE_CHECKING:
    from puertorico.view import SeatView

LARGE = (
    "guild_hall",
    "residence",
    "fortress",
    "customs_house",
    "city_hall",
    "cloister",
    "royal_garden",
)
"""The large buildings with a game-end extra, in scoring order; each needs it occupied (the
Statue's 8 VP are printed, §6.2)."""


def extra(player: Player, building: str) -> int:
    """The game-end extra of an occupied large building (§6.2)."""
    if building == "guild_hall":
        return sum(
            2 if b in data.LARGE_PRODUCTION else 1
            for b in player.city
            if data.BY_ID[b].cls == "production"
        )
    if building == "residence":
        return data.RESIDENCE_BONUS[min(player.island(), data.ISLAND_SPACES)]
    if building == "fortress":
        return player.pieces() // 3
    if building == "customs_house":
        return player.vp // 4
    if building == "city_hall":
        return sum(1 for b in player.city if data.BY_ID[b].beige)
    if building == "cloister":
        # Triples per group: the 5 plantation kinds, quarries, and forests as one group.
        triples = sum(n // 3 for n in player.tiles) + len(player.forests) // 3
        return data.CLOISTER_BONUS[min(triples, len(data.CLOISTER_BONUS) - 1)]
    if building == "royal_garden":
        return len(player.nobles)
    raise ValueError(f"{building} has no game-end extra")


def seat_score(player: Player, seat: int, nobles: bool = False) -> SeatScore:
    """The score lines of §6.2; `nobles`: Expansion II is on (1 VP per noble, R-PR-53)."""
    lines = [
        ScoreLine("vp", player.vp),
        ScoreLine("buildings", sum(data.BY_ID[b].vp for b in player.city)),
    ]
    lines += [ScoreLine(b, extra(player, b)) for b in LARGE if player.occupied(b)]
    if nobles:
        lines.append(ScoreLine("nobles", len(player.nobles)))
    total = sum(line.points for line in lines)
    return SeatScore(seat, total, tuple(lines), player.doubloons + sum(player.goods))


def points(view: SeatView, seat: int) -> int | None:
    """A seat's points as far as `view` shows them: its buildings' printed VP and its VP chips
    (the large buildings' extras count only at the end), or None while the chips are hidden
    from the view (R-PR-64)."""
    p = view.players[seat]
    if p.vp is None:
        return None
    return p.vp + sum(data.BY_ID[b].vp for b in p.city)


def outcome(state: State) -> Outcome | None:
    if state.phase != "game_over":
        return None
    nobles = state.rules.exp_nobles
    scores = tuple(seat_score(p, i, nobles) for i, p in enumerate(state.players))
    places = rank([(s.total, s.tiebreak) for s in scores])
    best = max(s.total for s in scores)
    tied_on_points = sum(s.total == best for s in scores) > 1
    return Outcome(scores, places, tiebreak_used=tied_on_points)


def win_shares(state: State) -> tuple[float, ...]:
    """An unfinished game judged as it stands (a search bot's cut-off rollouts): each seat's
    chance to win, a softmax over an estimate of its final score.

    The estimate is the score so far (§6.2: chips, buildings, occupied large buildings,
    nobles), most of the extra of an unoccupied large building, something for doubloons and
    barrels, and, for the rounds likely left, what the seat's staffed production and its
    city (a good economy builds more) should still bring. The weights were fitted to the
    outcomes of heuristic self-play games (log-loss over 2 200 positions, 2–5 players).
    """
    r = state.rules
    board = state.board
    done = 1.0 - board.vp_supply / r.vp_chips
    if not r.exp_nobles:
        done = max(done, 1.0 - board.colonist_supply / max(1, r.setup.colonists))
    spaces = max(p.spaces() for p in state.players)
    done = max(done, spaces / data.CITY_SPACES, (state.roles.round - 1) / 15.0)
    rounds_left = 0.0 if board.triggers else min(8.0, 15.0 * (1.0 - min(1.0, done)))
    totals = []
    for i, p in enumerate(state.players):
        estimate = float(seat_score(p, i, r.exp_nobles).total)
        printed = 0
        for b in p.city:
            printed += data.BY_ID[b].vp
            if b in LARGE and not p.occupied(b):
                estimate += 0.9 * extra(p, b)
        estimate += 0.6 * p.doubloons + 0.8 * sum(p.goods)
        estimate += rounds_left * (0.13 * _production(p) + 0.17 * printed)
        totals.append(estimate)
    best = max(totals)
    temperature = 2.4 + 0.3 * rounds_left
    weights = [math.exp((t - best) / temperature) for t in totals]
    total = sum(weights)
    return tuple(w / total for w in weights)


def _production(p: Player) -> int:
    """Barrels the player's staffed pairs make in one craftsman phase (corn included)."""
    staffed = [0] * len(data.GOODS)
    for b, n in zip(p.city, p.staff, strict=True):
        g = data.PRODUCES.get(b, -1)
        if g >= 0:
            staffed[g] += n
    made = sum(min(p.worked[g], staffed[g]) for g in range(1, len(data.GOODS)))
    return made + p.worked[data.CORN]
