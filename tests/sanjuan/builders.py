"""Scenario builder and small play helpers for the San Juan (and ANNO XVII) rule tests.

`scenario(...)` lays out a position card by card: every one of the game's cards (110 in San
Juan) gets exactly one zone, using real card numbers of the requested types. Cards nobody asked
for go, in increasing card-number order, below `draw_top` in the draw pile (or into the discard
pile with `rest="discard"`). Goods are real cards too: they are taken from the highest unused
building numbers. `game=ANNO_XVII` (see `anno_builders.py`) builds ANNO positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from common.contract import OptionValue
from sanjuan import data
from sanjuan.game import ANNO_XVII, SAN_JUAN, SanJuanGame
from sanjuan.moves import Move
from sanjuan.rules import legal_moves
from sanjuan.state import NO_GOOD, Centre, Holdings, Player, Rules, State, Turn

ALL_TILES = data.TILE_IDS


class _Pool:
    """Unused card numbers per type (buildings and events), handed out lowest first."""

    def __init__(self, cards: data.CardSet = data.CARDSETS["san_juan"]) -> None:
        self.free: dict[str, list[int]] = {}
        for card in cards.cards:
            self.free.setdefault(data.card_kind(card), []).append(card)

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
        self.free[data.card_kind(card)].remove(card)
        return card

    def highest_building(self) -> int:
        return max(c for c in self.remaining() if not data.is_event(c))


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
    game: SanJuanGame = SAN_JUAN,
    bank: Sequence[Sequence[str]] | None = None,
    harbour: Sequence[Sequence[str]] | None = None,
    pawn: Sequence[bool] | None = None,
    bank_used: Sequence[bool] | None = None,
    events: Sequence[str] = (),
) -> State:
    """A consistent State in phase `pick` (the governor to pick) with every card placed.

    hands / cities / chapel / covered: building type ids per seat. cities defaults to one
    starting building each. loaded: per seat, one bool per city building (a good on it or not).
    draw_top: the top of the draw pile, top card first (ANNO: events too). rest: where the
    unused cards go: "draw" (below draw_top), "discard", or a seat number (appended to that
    seat's hand; unplaced events then go to the discard pile). ANNO only: bank / harbour
    piles per seat, pawn (a card on the Pawnshop), bank_used, events (the face-up event row);
    the Cathedral lies in the middle unless placed.
    """
    config = game.config(players, dict(rules or {}))
    state_rules = Rules.from_config(config, game.ruleset)
    cards = state_rules.cards
    pool = _Pool(cards)
    hands_ = _per_seat(hands, players, ())
    cities_ = _per_seat(cities, players, (cards.starting_building,))
    loaded_ = _per_seat(loaded, players, None)
    chapel_ = _per_seat(chapel, players, ())
    covered_ = _per_seat(covered, players, ())

    city_cards = [pool.take_all(c) for c in cities_]
    hand_cards = [pool.take_all(h) for h in hands_]
    chapel_cards = [pool.take_all(c) for c in chapel_]
    covered_cards = [pool.take_all(c) for c in covered_]
    bank_cards = [pool.take_all(c) for c in _per_seat(bank, players, ())]
    harbour_cards = [pool.take_all(c) for c in _per_seat(harbour, players, ())]
    row = pool.take_all(events)
    discard_cards = pool.take_all(discard)
    top_cards = pool.take_all(draw_top)
    cathedral = NO_GOOD
    if pool.free.get(data.CATHEDRAL):
        cathedral = pool.take(data.CATHEDRAL)

    good_rows: list[tuple[int, ...]] = []
    for seat in range(players):
        flags = loaded_[seat] or [False] * len(city_cards[seat])
        if len(flags) != len(city_cards[seat]):
            raise ValueError(f"seat {seat}: loaded needs one flag per city building")
        goods_row = []
        for card, flag in zip(city_cards[seat], flags, strict=True):
            if flag:
                if data.TYPES[data.KIND[card]].violet:
                    raise ValueError(f"a {data.KIND[card]} cannot hold a good")
                goods_row.append(pool.take_card(pool.highest_building()))
            else:
                goods_row.append(NO_GOOD)
        good_rows.append(tuple(goods_row))
    pawns = [
        pool.take_card(pool.highest_building()) if flag else NO_GOOD
        for flag in _per_seat(pawn, players, False)
    ]

    leftover = tuple(pool.remaining())
    draw, discard_pile = top_cards, discard_cards
    if rest == "draw":
        draw += leftover
    elif rest == "discard":
        discard_pile += leftover
    elif isinstance(rest, int) and 0 <= rest < players:
        # An event is never held: unplaced ANNO events go to the discard pile instead.
        hand_cards[rest] += tuple(c for c in leftover if not data.is_event(c))
        discard_pile += tuple(c for c in leftover if data.is_event(c))
    else:
        raise ValueError("rest must be 'draw', 'discard' or a seat number")

    if sorted(tiles) != sorted(ALL_TILES):
        raise ValueError("tiles must be the five tile ids in some order")
    used = _per_seat(bank_used, players, False)
    unders = [_piles_under(city_cards[s], chapel_cards[s], bank_cards[s], harbour_cards[s])
              if state_rules.event_copies else () for s in range(players)]  # fmt: skip
    state = State(
        rules=state_rules,
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
                anno=Holdings(
                    bank_cards[s],
                    harbour_cards[s],
                    pawns[s],
                    bool(used[s] or bank_cards[s]),
                    unders[s],
                ),
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
        centre=Centre(row, cathedral),
    )
    game.check_invariants(state)
    return state


def _piles_under(city: tuple[int, ...], *piles: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """ANNO with events: Chapel, Bank and Harbour cards lie under that building in the city
    (what Fire takes along); covered cards lie under no building in particular."""
    under: list[tuple[int, int]] = []
    for pile, host_type in zip(piles, ("chapel", "bank", "harbour"), strict=True):
        hosts = [c for c in city if data.KIND[c] == host_type]
        under += [(c, hosts[0]) for c in pile if hosts]
    return tuple(under)


# ---------------------------------------------------------------------------------------------
# Playing moves


def game_of(state: State) -> SanJuanGame:
    return SAN_JUAN if state.rules.ruleset == "san_juan" else ANNO_XVII


def move(state: State, text: str | Move) -> Move:
    """A move from its text (canonical or unambiguous prefix), or a Move as is."""
    if isinstance(text, str):
        return game_of(state).parse_move(state, text)
    return text


def play(state: State, *moves: str | Move) -> State:
    """Apply the moves in order; the card-conservation invariant is checked after each."""
    for m in moves:
        game = game_of(state)
        state = game.apply(state, move(state, m))
        game.check_invariants(state)
    return state


def repeat(state: State, prefix: str, times: int) -> State:
    """Play the first legal move starting with `prefix`, `times` times."""
    for _ in range(times):
        state = play(state, next(t for t in legal(state) if t.startswith(prefix)))
    return state


def legal(state: State) -> list[str]:
    """The legal moves as canonical texts."""
    return [game_of(state).move_text(m) for m in legal_moves(state)]


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


STOPS = ("pick", "over", "office", "chapel", "hand_limit")


def finish_phase(state: State, limit: int = 200) -> State:
    """Decline every decision until the running phase or step is over: stops at the next pick,
    a round-start step (ANNO Office, Chapel, hand limit) or the end of the game."""
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
    return sorted(data.KIND[c] for c in state.players[seat].hand)


def city(state: State, seat: int) -> list[str]:
    return list(state.players[seat].types())


def goods(state: State, seat: int) -> int:
    return sum(g != NO_GOOD for g in state.players[seat].goods)


def loaded_types(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    return [data.KIND[c] for c, g in zip(p.city, p.goods, strict=True) if g != NO_GOOD]


def kinds(cards: Iterable[int]) -> list[str]:
    return [data.card_kind(c) for c in cards]


def new_game(players: int, seed: int = 1, **options: OptionValue) -> State:
    """A real game set up by the engine."""
    return SAN_JUAN.new_game(SAN_JUAN.config(players, options), seed)
