"""Scenario builder and small play helpers for the San Juan rule tests.

`scenario(...)` lays out a position card by card: every one of the 110 cards gets exactly one
zone, using real card numbers of the requested types. Cards nobody asked for go, in increasing
card-number order, below `draw_top` in the draw pile (or into the discard pile with
`rest="discard"`). Goods are real cards too: they are taken from the highest unused numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from common.engine import OptionValue
from sanjuan import data
from sanjuan.game import SAN_JUAN
from sanjuan.moves import Move
from sanjuan.rules import legal_moves
from sanjuan.state import NO_GOOD, Player, Rules, State, Turn

ALL_TILES = data.TILE_IDS


class _Pool:
    """Unused card numbers per building type, handed out lowest first."""

    def __init__(self) -> None:
        self.free: dict[str, list[int]] = {b.id: [] for b in data.BUILDINGS}
        for card, kind in enumerate(data.DECK):
            self.free[kind].append(card)

    def take(self, kind: str) -> int:
        if kind not in self.free:
            raise ValueError(f"unknown building type {kind!r}")
        if not self.free[kind]:
            raise ValueError(f"no {kind} card left for this scenario")
        return self.free[kind].pop(0)

    def take_all(self, kinds: Iterable[str]) -> tuple[int, ...]:
        return tuple(self.take(k) for k in kinds)

    def remaining(self) -> list[int]:
        return sorted(c for cards in self.free.values() for c in cards)

    def take_card(self, card: int) -> int:
        self.free[data.DECK[card]].remove(card)
        return card


def _per_seat(value: Sequence[Sequence[object]] | None, players: int, default: object) -> list:
    if value is None:
        return [default] * players
    if len(value) != players:
        raise ValueError(f"need one entry per seat ({players}), got {len(value)}")
    return list(value)


def scenario(
    players: int = 3,
    hands: Sequence[Sequence[str]] | None = None,
    cities: Sequence[Sequence[str]] | None = None,
    loaded: Sequence[Sequence[bool]] | None = None,
    draw_top: Sequence[str] = (),
    discard: Sequence[str] = (),
    chapel: Sequence[Sequence[str]] | None = None,
    covered: Sequence[Sequence[str]] | None = None,
    governor: int = 0,
    round: int = 1,
    rules: Mapping[str, OptionValue] | None = None,
    tiles: Sequence[str] = ALL_TILES,
    rest: str | int = "draw",
    seed: int = 12345,
) -> State:
    """A consistent State in phase `pick` (the governor to pick) with all 110 cards placed.

    hands / cities / chapel / covered: building type ids per seat. cities defaults to one
    indigo plant each. loaded: per seat, one bool per city building (a good on it or not).
    draw_top: the top of the draw pile, top card first. rest: where the unused cards go:
    "draw" (below draw_top), "discard", or a seat number (appended to that seat's hand).
    """
    pool = _Pool()
    hands_ = _per_seat(hands, players, ())
    cities_ = _per_seat(cities, players, ("indigo_plant",))
    loaded_ = _per_seat(loaded, players, None)
    chapel_ = _per_seat(chapel, players, ())
    covered_ = _per_seat(covered, players, ())

    city_cards = [pool.take_all(c) for c in cities_]
    hand_cards = [pool.take_all(h) for h in hands_]
    chapel_cards = [pool.take_all(c) for c in chapel_]
    covered_cards = [pool.take_all(c) for c in covered_]
    discard_cards = pool.take_all(discard)
    top_cards = pool.take_all(draw_top)

    good_rows: list[tuple[int, ...]] = []
    for seat in range(players):
        flags = loaded_[seat] or [False] * len(city_cards[seat])
        if len(flags) != len(city_cards[seat]):
            raise ValueError(f"seat {seat}: loaded needs one flag per city building")
        row = []
        for card, flag in zip(city_cards[seat], flags, strict=True):
            if flag:
                if data.DECK[card] not in data.PRODUCTION:
                    raise ValueError(f"a {data.DECK[card]} cannot hold a good")
                row.append(pool.take_card(pool.remaining()[-1]))
            else:
                row.append(NO_GOOD)
        good_rows.append(tuple(row))

    leftover = tuple(pool.remaining())
    draw, discard_pile = top_cards, discard_cards
    if rest == "draw":
        draw += leftover
    elif rest == "discard":
        discard_pile += leftover
    elif isinstance(rest, int) and 0 <= rest < players:
        hand_cards[rest] += leftover
    else:
        raise ValueError("rest must be 'draw', 'discard' or a seat number")

    if sorted(tiles) != sorted(ALL_TILES):
        raise ValueError("tiles must be the five tile ids in some order")
    config = SAN_JUAN.config(players, dict(rules or {}))
    state = State(
        rules=Rules.from_config(config),
        rng=seed,
        draw=draw,
        discard=discard_pile,
        players=tuple(
            Player(
                hand=hand_cards[s],
                city=city_cards[s],
                goods=good_rows[s],
                covered=covered_cards[s],
                chapel=chapel_cards[s],
            )
            for s in range(players)
        ),
        tiles=tuple(tiles),
        tile="",
        tile_history=(),
        round=round,
        governor=governor,
        picks=(),
        phase="pick",
        chooser=-1,
        privilege=1,
        queue=(),
        turn=Turn(),
    )
    SAN_JUAN.check_invariants(state)
    return state


# ---------------------------------------------------------------------------------------------
# Playing moves


def move(state: State, text: str | Move) -> Move:
    """A move from its text (canonical or unambiguous prefix), or a Move as is."""
    if isinstance(text, str):
        return SAN_JUAN.parse_move(state, text)
    return text


def play(state: State, *moves: str | Move) -> State:
    """Apply the moves in order; the card-conservation invariant is checked after each."""
    for m in moves:
        state = SAN_JUAN.apply(state, move(state, m))
        SAN_JUAN.check_invariants(state)
    return state


def repeat(state: State, prefix: str, times: int) -> State:
    """Play the first legal move starting with `prefix`, `times` times."""
    for _ in range(times):
        state = play(state, next(t for t in legal(state) if t.startswith(prefix)))
    return state


def legal(state: State) -> list[str]:
    """The legal moves as canonical texts."""
    return [SAN_JUAN.move_text(m) for m in legal_moves(state)]


def step(state: State) -> str:
    """The decision on screen: the phase when picking or over, else the current step."""
    if state.phase in ("pick", "over"):
        return state.phase
    return state.turn.todo[0]


def decline(state: State) -> State:
    """Answer one decision with pass or done, or else with the first legal move."""
    texts = legal(state)
    answer = "pass" if "pass" in texts else "done" if "done" in texts else texts[0]
    return play(state, answer)


STOPS = ("pick", "over", "chapel", "hand_limit")


def finish_phase(state: State, limit: int = 200) -> State:
    """Decline every decision until the running phase or step is over: stops at the next pick,
    a round-start step (Chapel, hand limit) or the end of the game."""
    start = state.phase
    if start in ("pick", "over"):
        return state
    for _ in range(limit):
        state = decline(state)
        if state.phase != start and state.phase in STOPS:
            return state
    raise AssertionError("the phase did not end")


def picks(state: State, *roles: str) -> State:
    """Pick each role in turn and decline everything in its phase."""
    for role in roles:
        state = finish_phase(play(state, f"pick {role}"))
    return state


# ---------------------------------------------------------------------------------------------
# Reading a state


def hand(state: State, seat: int) -> list[str]:
    return sorted(data.DECK[c] for c in state.players[seat].hand)


def city(state: State, seat: int) -> list[str]:
    return list(state.players[seat].types())


def goods(state: State, seat: int) -> int:
    return sum(g != NO_GOOD for g in state.players[seat].goods)


def loaded_types(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    return [data.DECK[c] for c, g in zip(p.city, p.goods, strict=True) if g != NO_GOOD]


def kinds(cards: Iterable[int]) -> list[str]:
    return [data.DECK[c] for c in cards]


def new_game(players: int, seed: int = 1, **options: OptionValue) -> State:
    """A real game set up by the engine."""
    return SAN_JUAN.new_game(SAN_JUAN.config(players, options), seed)
