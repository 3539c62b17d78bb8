"""Final scoring with a per-line breakdown and the tie-break (rulings §6.2, R-PR-62)."""

from __future__ import annotations

from common.engine import Outcome, ScoreLine, SeatScore, rank
from puertorico import data
from puertorico.state import Player, State

LARGE = ("guild_hall", "residence", "fortress", "customs_house", "city_hall")
"""The base game's large buildings, in scoring order; each extra needs it occupied."""


def extra(player: Player, building: str) -> int:
    """The game-end extra of an occupied large building (§6.2)."""
    if building == "guild_hall":
        return sum(
            2 if b in data.LARGE_PRODUCTION else 1
            for b in player.city
            if data.BY_ID[b].cls == "production"
        )
    if building == "residence":
        return data.RESIDENCE_BONUS[min(sum(player.tiles), data.ISLAND_SPACES)]
    if building == "fortress":
        return player.pieces() // 3
    if building == "customs_house":
        return player.vp // 4
    if building == "city_hall":
        return sum(1 for b in player.city if data.BY_ID[b].beige)
    raise ValueError(f"{building} has no game-end extra")


def seat_score(player: Player, seat: int) -> SeatScore:
    lines = [
        ScoreLine("vp", player.vp),
        ScoreLine("buildings", sum(data.BY_ID[b].vp for b in player.city)),
    ]
    lines += [ScoreLine(b, extra(player, b)) for b in LARGE if player.occupied(b)]
    total = sum(line.points for line in lines)
    return SeatScore(seat, total, tuple(lines), player.doubloons + sum(player.goods))


def outcome(state: State) -> Outcome | None:
    if state.phase != "game_over":
        return None
    scores = tuple(seat_score(p, i) for i, p in enumerate(state.players))
    places = rank([(s.total, s.tiebreak) for s in scores])
    best = max(s.total for s in scores)
    tied_on_points = sum(s.total == best for s in scores) > 1
    return Outcome(scores, places, tiebreak_used=tied_on_points)
