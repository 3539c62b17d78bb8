"""Final scoring with a per-line breakdown and the tie-break (rulings/sanjuan.md §6, R-SJ-10).

Lines are keyed by the building type that scores them (`guild_hall` in San Juan, `guild` in
ANNO), so the score sheet names the card the players see.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from common.contract import Outcome, ScoreLine, SeatScore, rank
from sanjuan import data
from sanjuan.state import NO_GOOD, Player, State

if TYPE_CHECKING:
    from sanjuan.view import SeatView

ARCH_BONUS = (0, 4, 6, 8)
SIX_COST = 6


def ladder(n: int) -> int:
    """4 for the first, 3 for the second, … 0 from the fifth on (R-AN-9, R-AN-10)."""
    return sum(max(0, 5 - i) for i in range(1, n + 1))


def castle_groups(types: Sequence[str]) -> int:
    """Groups of 3 different buildings of one printed cost (R-AN-10)."""
    by_cost: dict[int, set[str]] = {}
    for t in types:
        by_cost.setdefault(data.TYPES[t].cost, set()).add(t)
    return sum(len(kinds) // 3 for kinds in by_cost.values())


def bonuses(types: Sequence[str], rival_types: Sequence[Sequence[str]] = ()) -> list[ScoreLine]:
    """The bonus buildings' lines of a city, in scoring order (§6 step 3); `rival_types` are
    the other seats' cities (the Cathedral counts their six-cost buildings)."""
    lines = []
    classes = [data.TYPES[t].cls for t in types]
    for t in types:
        match data.TYPES[t].effect:
            case "guild_hall":
                points = 2 * classes.count("production")
            case "city_hall":
                points = len(classes) - classes.count("production")
            case "triumphal_arch":
                points = ARCH_BONUS[min(classes.count("monument"), 3)]
            case "cathedral":
                points = ladder(
                    sum(data.TYPES[r].cost == SIX_COST for city in rival_types for r in city)
                )
            case "castle":
                points = ladder(castle_groups(types))
            case _:
                continue
        lines.append(ScoreLine(t, points))
    order = ("guild_hall", "city_hall", "triumphal_arch", "cathedral", "castle")
    return sorted(lines, key=lambda line: order.index(data.TYPES[line.key].effect))


def city_lines(
    types: Sequence[str],
    rival_types: Sequence[Sequence[str]],
    chapel: int,
    bank: int = 0,
    harbour: int = 0,
) -> list[ScoreLine]:
    """Every scoring line of a city with these many Chapel, Bank and Harbour cards: printed
    VP, the tucked cards, the bonuses, and the Palace last (§6). The table shows it as the
    running score; the final scoring is the same sum."""
    lines = [
        ScoreLine("buildings", sum(data.TYPES[t].vp for t in types)),
        ScoreLine("chapel", chapel),
    ]
    if bank:
        lines.append(ScoreLine("bank", bank))
    if harbour:
        lines.append(ScoreLine("harbour", harbour))
    lines += bonuses(types, rival_types)
    if "palace" in types:
        lines.append(ScoreLine("palace", sum(line.points for line in lines) // 4))
    return lines


def visible_lines(view: SeatView, seat: int) -> list[ScoreLine]:
    """A seat's scoring lines as `view` shows them; a Chapel it cannot count counts 0."""
    p = view.players[seat]
    rivals = [q.city for q in view.players if q.seat != seat]
    return city_lines(p.city, rivals, p.chapel_size or 0, p.bank_size, p.harbour_size)


def chapel_unknown(view: SeatView, seat: int) -> bool:
    """Whether a Chapel (in play or covered) may hold cards `view` cannot count (R-SJ-15)."""
    p = view.players[seat]
    return p.chapel_size is None and any(
        data.TYPES[b].effect == "chapel" for b in (*p.city, *p.covered)
    )


def points(view: SeatView, seat: int) -> int | None:
    """A seat's points as far as `view` shows them (what the table prints as its score), or
    None while its Chapel count is hidden from the view."""
    if chapel_unknown(view, seat):
        return None
    return sum(line.points for line in visible_lines(view, seat))


def seat_score(player: Player, seat: int, rivals: Sequence[Player] = ()) -> SeatScore:
    """One seat's sheet; `rivals` are the other players (the Cathedral counts their sixes)."""
    rival_types = [r.types() for r in rivals]
    lines = city_lines(
        player.types(), rival_types, len(player.chapel), len(player.bank), len(player.harbour)
    )
    total = sum(line.points for line in lines)
    tiebreak = len(player.hand) + sum(g != NO_GOOD for g in player.goods)
    return SeatScore(seat, total, tuple(lines), tiebreak)


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    ps = state.players
    scores = tuple(seat_score(p, i, ps[:i] + ps[i + 1 :]) for i, p in enumerate(ps))
    places = rank([(s.total, s.tiebreak) for s in scores])
    best = max(s.total for s in scores)
    tied_on_points = sum(s.total == best for s in scores) > 1
    return Outcome(scores, places, tiebreak_used=tied_on_points)


FIT_HAND = 0.77
FIT_GOODS = 0.42
FIT_CITY = 0.18
FIT_LIBRARY = 0.47
FIT_T0 = 1.62
FIT_T1 = 0.24
"""`win_shares` weights, fitted to who won 600 heuristic self-play games of both rulesets and
2–4 players (log-loss 0.839 on 300 other games, against 0.885 for points + 0.4 per hand
card at a fixed temperature of 3)."""


def win_shares(state: State) -> tuple[float, ...]:
    """An unfinished game judged as it stands (a search bot's cut-off rollouts): each seat's
    chance to win, a softmax over an estimate of its final score: its score so far, its hand
    cards and goods (cards to come), and for each build still to come before someone has 12
    buildings (the rounds left) a little for the size of its city and for a Library. The
    closer the end, the sharper the softmax."""
    ps = state.players
    left = max(0, data.CITY_SIZE_END - max(len(p.city) for p in ps))
    estimates = []
    for i, p in enumerate(ps):
        points = seat_score(p, i, ps[:i] + ps[i + 1 :]).total
        goods = sum(g != NO_GOOD for g in p.goods) + (p.pawn != NO_GOOD)
        engine = FIT_CITY * len(p.city) + FIT_LIBRARY * p.has_function("library")
        estimates.append(points + FIT_HAND * len(p.hand) + FIT_GOODS * goods + left * engine)
    best = max(estimates)
    temperature = FIT_T0 + FIT_T1 * left
    weights = [math.exp((e - best) / temperature) for e in estimates]
    return tuple(w / sum(weights) for w in weights)
