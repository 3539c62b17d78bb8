"""Final scoring: bonus cards, ranking and tie-breaks (rulings/aranyvaros.md §11–§12)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from aranyvaros import data
from aranyvaros.state import Player, State
from common.contract import Outcome, ScoreLine, SeatScore, rank

if TYPE_CHECKING:
    from aranyvaros.view import SeatView

TIEBREAK_SCALE = 1000
"""SeatScore.tiebreak packs the chain after letters: city houses × 1000 + coins."""

# win_shares: fitted to heuristic self-play (see there)
ROUND_HOUSES = 1.4
"""Houses a seat builds in a round: the fewest houses left bound the rounds to come."""
FIT_BONUS = 0.87
FIT_GOODS = 0.91
FIT_AREAS = 0.72
FIT_HOUSES = 4.9
FIT_T0 = 1.68
FIT_T1 = 1.03


def bonus_letters(card: data.BonusCard, p: Player) -> int:
    """One bonus card against the final state (R-AV-50, R-AV-51)."""
    match card.per:
        case "goods_card":
            count = len(p.goods)
        case "coin":
            count = p.coins
        case "house_in_city":
            count = (p.houses & data.CITY).bit_count()
        case "house_on_river":
            count = (p.houses & data.RIVER_PLACES).bit_count()
        case "house_in_terrain":
            count = (p.houses & data.TERRAIN_PLACES[card.terrain]).bit_count()
        case _:
            raise ValueError(f"unknown bonus kind {card.per!r}")
    return card.letters * count


def city_houses(p: Player) -> int:
    return (p.houses & data.CITY).bit_count()


def seat_score(p: Player, seat: int) -> SeatScore:
    """Letters won in play, then each bonus card; a stuck player gets a 0-point marker line
    so the score sheet can show it (the ranking itself uses `Player.stuck`)."""
    lines = [ScoreLine("letters", p.letters)]
    for b in p.bonus:
        card = data.BONUS_CARDS[b]
        lines.append(ScoreLine(card.id, bonus_letters(card, p)))
    if p.stuck:
        lines.append(ScoreLine("stuck", 0))
    total = sum(line.points for line in lines)
    return SeatScore(seat, total, tuple(lines), city_houses(p) * TIEBREAK_SCALE + p.coins)


def ranking_keys(state: State, scores: tuple[SeatScore, ...]) -> list[tuple[int, ...]]:
    """R-AV-52 and R-AV-48: not stuck first (unless the option is off), then letters, city
    houses and coins."""
    loses = state.rules.stuck_player_loses
    return [
        (0 if loses and p.stuck else 1, s.total, city_houses(p), p.coins)
        for p, s in zip(state.players, scores, strict=True)
    ]


def points(view: SeatView, seat: int) -> int | None:
    """A seat's letters won so far as `view` shows them (bonus cards score only at the end), or
    None while they are hidden from the view (R-AV-54)."""
    return view.players[seat].letters


def outcome(state: State) -> Outcome | None:
    if state.phase != "game_over":
        return None
    scores = tuple(seat_score(p, i) for i, p in enumerate(state.players))
    keys = ranking_keys(state, scores)
    heads = [k[:2] for k in keys]
    return Outcome(scores, rank(keys), tiebreak_used=len(set(heads)) < len(heads))


def win_shares(state: State) -> tuple[float, ...]:
    """An unfinished game judged as it stands (a search bot's cut-off rollouts): each seat's
    chance to win, a softmax over an estimate of its final letters — letters so far, its bonus
    cards against today's board, and for each round still to come what its goods (each good it
    holds) and its areas (each river or district it stands in) are likely to bring and what its
    houses left may still build. A stuck seat that loses (R-AV-48) gets nothing.

    The weights are fitted to who won 300 heuristic games (log-loss 0.877 on 150 others, 0.938
    with guessed weights, 1.302 flat); coins and city houses added nothing once these count.
    """
    n = len(state.players)
    least = min((p.houses_left for p in state.players if not p.stuck), default=0)
    left = len(state.scoring_deck) + (state.scoring_card >= 0)
    rounds = min(left, 1 + least / ROUND_HOUSES)
    per_player = data.HOUSES_PER_PLAYER[n]
    estimates = []
    for p in state.players:
        bonus = sum(bonus_letters(data.BONUS_CARDS[b], p) for b in p.bonus)
        cover = 0
        for c in p.goods:
            for g in data.GOODS_CARDS[c].goods:
                cover |= 1 << g
        present = sum(1 for a in data.AREAS.values() if p.houses & a.places)
        future = (
            FIT_GOODS * cover.bit_count()
            + FIT_AREAS * present
            + FIT_HOUSES * p.houses_left / per_player
        )
        estimates.append(p.letters + FIT_BONUS * bonus + rounds * future)
    # A stuck seat ranks below every seat that is not (R-AV-48): it cannot win any more.
    out = state.rules.stuck_player_loses and not all(p.stuck for p in state.players)
    alive = [not (out and p.stuck) for p in state.players]
    best = max(e for e, a in zip(estimates, alive, strict=True) if a)
    temperature = FIT_T0 + FIT_T1 * rounds
    weights = [
        math.exp((e - best) / temperature) if a else 0.0
        for e, a in zip(estimates, alive, strict=True)
    ]
    total_weight = sum(weights)
    return tuple(w / total_weight for w in weights) if total_weight > 0 else (1.0 / n,) * n
