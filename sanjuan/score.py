"""Final scoring with a per-line breakdown and the tie-break (rulings/sanjuan.md §6, R-SJ-10)."""

from __future__ import annotations

from common.engine import Outcome, ScoreLine, SeatScore, rank
from sanjuan import data
from sanjuan.state import NO_GOOD, Player, State

ARCH_BONUS = (0, 4, 6, 8)


def bonuses(player: Player) -> list[ScoreLine]:
    """The six-cost buildings' bonuses the player has in play, in scoring order."""
    city = player.types()
    lines = []
    if "guild_hall" in city:
        lines.append(ScoreLine("guild_hall", 2 * sum(t in data.PRODUCTION for t in city)))
    if "city_hall" in city:
        lines.append(ScoreLine("city_hall", sum(t in data.VIOLET for t in city)))
    if "triumphal_arch" in city:
        monuments = sum(data.BY_ID[t].cls == "monument" for t in city)
        lines.append(ScoreLine("triumphal_arch", ARCH_BONUS[min(monuments, 3)]))
    return lines


def seat_score(player: Player, seat: int) -> SeatScore:
    printed = sum(data.BY_ID[t].vp for t in player.types())
    lines = [ScoreLine("buildings", printed), ScoreLine("chapel", len(player.chapel))]
    lines += bonuses(player)
    subtotal = sum(line.points for line in lines)
    if player.has("palace"):
        lines.append(ScoreLine("palace", subtotal // 4))
    total = sum(line.points for line in lines)
    tiebreak = len(player.hand) + sum(g != NO_GOOD for g in player.goods)
    return SeatScore(seat, total, tuple(lines), tiebreak)


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    scores = tuple(seat_score(p, i) for i, p in enumerate(state.players))
    places = rank([(s.total, s.tiebreak) for s in scores])
    best = max(s.total for s in scores)
    tied_on_points = sum(s.total == best for s in scores) > 1
    return Outcome(scores, places, tiebreak_used=tied_on_points)
