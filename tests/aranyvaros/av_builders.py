"""Scenario builder and small play helpers for the Az Aranyváros rule tests.

`scenario(...)` lays out a position component by component: every terrain card, coin, key,
goods, bonus and scoring card gets exactly one zone. Terrain cards nobody asked for go, in
terrain order, below `draw_top` in the draw pile; coins and keys not handed out stay in the
supply; goods cards not placed fill the display and then the deck in id order; unused bonus
cards form the bonus deck. The position passes the game's conservation check.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from aranyvaros import data
from aranyvaros.game import ARANYVAROS
from aranyvaros.moves import Move
from aranyvaros.rules import legal_moves, settle
from aranyvaros.state import Player, Rules, State, Turn, clockwise_from
from common.contract import OptionValue

SEATS = {"blue": 0, "red": 1, "black": 2, "white": 3}
"""Seat i plays colour data.COLOURS[i]."""


def counts(cards: Iterable[str] | Mapping[str, int]) -> tuple[int, ...]:
    """Terrain counts from a list of terrain ids or a {terrain: n} mapping."""
    out = [0] * len(data.TERRAINS)
    items = cards.items() if isinstance(cards, Mapping) else ((c, 1) for c in cards)
    for terrain, n in items:
        out[data.TERRAIN_INDEX[terrain]] += n
    return tuple(out)


def _per_seat(value: Sequence[Any] | None, players: int, default: Any) -> list[Any]:
    if value is None:
        return [default] * players
    if len(value) != players:
        raise ValueError(f"need one entry per seat ({players}), got {len(value)}")
    return list(value)


def _ids(ids: Iterable[str], table: Sequence[Any]) -> tuple[int, ...]:
    index = {c.id: i for i, c in enumerate(table)}
    return tuple(sorted(index[i] for i in ids))


def scenario(
    players: int = 4,
    hands: Sequence[Iterable[str] | Mapping[str, int]] | None = None,
    houses: Sequence[Iterable[str]] | None = None,
    coins: Sequence[int] | None = None,
    keys: Sequence[int] | None = None,
    goods: Sequence[Iterable[str]] | None = None,
    bonus: Sequence[Iterable[str]] | None = None,
    letters: Sequence[int] | None = None,
    stuck: Sequence[bool] | None = None,
    start: int = 0,
    phase: str = "building",
    pairs: Sequence[tuple[str, str]] = (),
    draw_top: Sequence[str] = (),
    discard: Iterable[str] | Mapping[str, int] = (),
    rest: str = "draw",
    goods_display: Sequence[str] | None = None,
    goods_deck: Sequence[str] | None = None,
    goods_box: Sequence[str] = (),
    keys_box: int = 0,
    scoring_card: str = "sc01",
    scored: Sequence[str] = (),
    round: int = 1,
    rules: Mapping[str, OptionValue] | None = None,
    seed: int = 12345,
) -> State:
    """A consistent State, settled to its first decision.

    phase "building": the start player's build turn is about to begin; "bidding": `pairs`
    (terrain ids) lie out and the start player bids first; "game_over": every scoring card is
    in the box, ready for `score.outcome`. hands: terrain ids per seat (a list
    or a {terrain: n} mapping). houses: place ids per seat. rest: "draw" or "discard" for the
    terrain cards nobody holds.
    """
    config = ARANYVAROS.config(players, dict(rules or {}))
    hand_counts = [counts(h) for h in _per_seat(hands, players, ())]
    house_ids = _per_seat(houses, players, ())
    coin_list = _per_seat(coins, players, data.START_COINS)
    key_list = _per_seat(keys, players, 0)
    goods_ids = [_ids(g, data.GOODS_CARDS) for g in _per_seat(goods, players, ())]
    bonus_ids = [_ids(b, data.BONUS_CARDS) for b in _per_seat(bonus, players, ())]
    letter_list = _per_seat(letters, players, 0)
    stuck_list = _per_seat(stuck, players, False)

    # Terrain: hands, pairs, the discard pile and the top of the draw pile come first.
    free = list(data.TERRAIN_DECK)
    taken = [*hand_counts, counts(t for pair in pairs for t in pair), counts(discard)]
    taken.append(counts(draw_top))
    for c in taken:
        free = [f - x for f, x in zip(free, c, strict=True)]
    if min(free) < 0:
        raise ValueError(f"more terrain cards than the game has: {free}")
    leftover = [t for t, n in enumerate(free) for _ in range(n)]
    draw = tuple(data.TERRAIN_INDEX[t] for t in draw_top)
    discard_counts = counts(discard)
    if rest == "draw":
        draw += tuple(leftover)
    else:
        discard_counts = tuple(a + b for a, b in zip(discard_counts, free, strict=True))

    held_goods = {c for g in goods_ids for c in g}
    box = _ids(goods_box, data.GOODS_CARDS)
    unused = [c.index for c in data.GOODS_CARDS if c.index not in held_goods and c.index not in box]
    if goods_display is None:
        display = tuple(unused[: data.DISPLAY_SIZE])
    else:
        display = tuple(data.GOODS_CARDS.index(_card(i)) for i in goods_display)
    if goods_deck is None:
        deck = tuple(c for c in unused if c not in display)
    else:
        deck = tuple(data.GOODS_CARDS.index(_card(i)) for i in goods_deck)

    held_bonus = {b for bs in bonus_ids for b in bs}
    bonus_deck = tuple(b.index for b in data.BONUS_CARDS if b.index not in held_bonus)

    face_up = next(c.index for c in data.SCORING_CARDS if c.id == scoring_card)
    box_scored = tuple(next(c.index for c in data.SCORING_CARDS if c.id == i) for i in scored)
    if phase == "game_over":
        face_up, box_scored = -1, tuple(range(len(data.SCORING_CARDS)))
    scoring_deck = tuple(
        c.index
        for tier in data.TIERS
        for c in data.SCORING_CARDS
        if c.tier == tier and c.index != face_up and c.index not in box_scored
    )

    per_player = data.HOUSES_PER_PLAYER[players]
    player_list = []
    for s in range(players):
        mask = data.mask(tuple(house_ids[s]))
        player_list.append(
            Player(
                hand=hand_counts[s],
                coins=coin_list[s],
                keys=key_list[s],
                goods=goods_ids[s],
                bonus=bonus_ids[s],
                letters=letter_list[s],
                houses=mask,
                houses_left=per_player - mask.bit_count(),
                stuck=stuck_list[s],
            )
        )
    held_keys = sum(key_list)
    if phase == "bidding":
        if len(pairs) != data.PAIRS_PER_ROUND[players]:
            raise ValueError("bidding needs one pair per player")
        queue: tuple[int, ...] = (start,)
        bids = (-1,) * len(pairs)
    elif phase == "game_over":
        queue, bids = (), ()
    else:
        queue = clockwise_from(start, players)
        bids = ()
    state = State(
        rules=Rules.from_config(config),
        rng=seed,
        round=round,
        start=start,
        phase=phase,
        queue=queue,
        turn=Turn(),
        players=tuple(player_list),
        draw=draw,
        discard=discard_counts,
        pairs=tuple((data.TERRAIN_INDEX[a], data.TERRAIN_INDEX[b]) for a, b in pairs),
        bids=bids,
        displacements=0,
        supply=data.COINS - sum(coin_list),
        keys_supply=data.KEYS - held_keys - keys_box,
        keys_box=keys_box,
        goods_deck=deck,
        goods_display=display,
        goods_box=box,
        bonus_deck=bonus_deck,
        scoring_deck=scoring_deck,
        scoring_card=face_up,
        scoring_box=box_scored,
    )
    state = settle(state)
    ARANYVAROS.check_invariants(state)
    return state


def _card(card_id: str) -> data.GoodsCard:
    return next(c for c in data.GOODS_CARDS if c.id == card_id)


# ---------------------------------------------------------------------------------------------
# Playing moves


def move(state: State, text: str | Move) -> Move:
    """A move from its text (canonical or unambiguous prefix), or a Move as is."""
    if isinstance(text, str):
        return ARANYVAROS.parse_move(state, text)
    return text


def play(state: State, *moves: str | Move) -> State:
    """Apply the moves in order; the conservation invariants are checked after each."""
    for m in moves:
        state = ARANYVAROS.apply(state, move(state, m))
        ARANYVAROS.check_invariants(state)
    return state


def legal(state: State) -> list[str]:
    """The legal moves as canonical texts."""
    return [ARANYVAROS.move_text(m) for m in legal_moves(state)]


def step(state: State) -> str:
    from aranyvaros.rules import step as current

    return current(state)


def actor(state: State) -> int | None:
    return ARANYVAROS.to_act(state)


def targets(state: State) -> list[str]:
    """The places the seat on turn may build on now (the `build` moves offered)."""
    return sorted(t.split()[1] for t in legal(state) if t.startswith("build "))


def hand(state: State, seat: int) -> dict[str, int]:
    """A seat's terrain cards as {terrain: n}, without zeros."""
    return {t: n for t, n in zip(data.TERRAINS, state.players[seat].hand, strict=True) if n}


def houses(state: State, seat: int) -> set[str]:
    return {p.id for p in data.PLACES if state.players[seat].houses >> p.index & 1}


def goods_ids(cards: Iterable[int]) -> list[str]:
    return [data.GOODS_CARDS[c].id for c in cards]


def decline(state: State) -> State:
    """Answer one decision cheaply: pass or done, else the first legal move."""
    texts = legal(state)
    answer = "pass" if "pass" in texts else "done" if "done" in texts else texts[0]
    return play(state, answer)


def finish_phase(state: State, limit: int = 400) -> State:
    """Decline every decision until the phase changes (or the game ends)."""
    start = (state.phase, state.round)
    for _ in range(limit):
        if (state.phase, state.round) != start or state.phase == "game_over":
            return state
        state = decline(state)
    raise AssertionError("the phase did not end")


def new_game(players: int, seed: int = 1, **options: OptionValue) -> State:
    """A real game set up by the engine."""
    return ARANYVAROS.new_game(ARANYVAROS.config(players, options), seed)
