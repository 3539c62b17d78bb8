"""Final scoring: bonus cards, ranking and tie-breaks (rulings/aranyvaros.md §11–§12)."""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.state import Player, State
from common.engine import Outcome, ScoreLine, SeatScore, rank

TIEBREAK_SCALE = 1000
"""SeatScore.tiebreak packs the chain after letters: city houses × 1000 + coins."""


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


def outcome(state: State) -> Outcome | None:
    if state.phase != "game_over":
        return None
    scores = tuple(seat_score(p, i) for i, p in enumerate(state.players))
    keys = ranking_keys(state, scores)
    heads = [k[:2] for k in keys]
    return Outcome(scores, rank(keys), tiebreak_used=len(set(heads)) < len(heads))
