"""What one seat may see (rulings/aranyvaros.md §13); `None` is the public table.

The view is a separate type built from public fields plus the viewing seat's own secrets, so
a renderer or bot holding a view cannot reach another hand, other bonus cards, the bonus
deck (outside the seat's own bonus choice) or the order of any face-down pile.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.rules import step as current_step
from aranyvaros.rules import to_act
from aranyvaros.state import Player, Rules, State
from common import rng
from common.records import Record, replace


class PlayerView(Record, frozen=True):
    seat: int
    colour: str
    hand_size: int
    hand: tuple[int, ...] | None
    """Terrain cards per type: the viewing seat's own hand; everyone's once the game is over
    (the final reveal, R-AV-57)."""
    coins: int
    keys: int
    goods: tuple[str, ...]
    """Goods card ids, face up for all (R-AV-55)."""
    bonus_count: int
    bonus: tuple[str, ...] | None
    """Own cards; everyone's with `open_bonus_cards` or once the game is over (R-AV-53)."""
    letters: int | None
    """Own total; everyone's with `open_letters` or once the game is over (R-AV-54)."""
    houses: tuple[str, ...]
    houses_left: int
    stuck: bool


class SeatView(Record, frozen=True):
    seat: int | None
    players: tuple[PlayerView, ...]
    round: int
    start: int
    phase: str
    to_act: int | None
    step: str
    """The decision the seat on turn faces ("" when none)."""
    pairs: tuple[tuple[str, str], ...]
    bids: tuple[int, ...]
    displacements: int
    place: str
    """The place being paid for, or ""."""
    owed: int
    built: int
    draw_size: int
    discard: tuple[int, ...]
    supply: int
    keys_supply: int
    keys_box: int
    goods_display: tuple[str, ...]
    goods_deck_size: int
    goods_box: tuple[str, ...]
    bonus_deck_size: int
    bonus_deck: tuple[str, ...] | None
    """Shown only to the seat choosing a bonus card, during that choice (R-AV-53)."""
    scoring_card: str
    scoring_deck_size: int
    scoring_top_tier: int
    scoring_box: tuple[str, ...]
    last_scoring: tuple[int, ...]
    end: tuple[str, ...]
    over: bool
    rules: Rules
    """The options in play (public: the saved game's header names them)."""
    queue: tuple[int, ...]
    """Who acts next in this phase (public): while bidding, the bidder, or with an immediate
    re-bid (the displaced seat, the seat whose turn it is); while building, the seats whose
    build turn has not ended, the one on turn first."""


def _places(mask: int) -> tuple[str, ...]:
    return tuple(p.id for p in data.PLACES if mask >> p.index & 1)


def _player_view(state: State, seat: int | None, i: int, p: Player) -> PlayerView:
    over = state.phase == "game_over"
    own = i == seat
    return PlayerView(
        seat=i,
        colour=data.COLOURS[i],
        hand_size=sum(p.hand),
        hand=p.hand if own or over else None,
        coins=p.coins,
        keys=p.keys,
        goods=tuple(data.GOODS_CARDS[c].id for c in p.goods),
        bonus_count=len(p.bonus),
        bonus=(
            tuple(data.BONUS_CARDS[b].id for b in p.bonus)
            if own or over or state.rules.open_bonus_cards
            else None
        ),
        letters=p.letters if own or over or state.rules.open_letters else None,
        houses=_places(p.houses),
        houses_left=p.houses_left,
        stuck=p.stuck,
    )


def sees_bonus_deck(state: State, seat: int | None) -> bool:
    return seat is not None and to_act(state) == seat and current_step(state) == "bonus"


def view(state: State, seat: int | None) -> SeatView:
    t = state.turn
    terrains = data.TERRAINS
    return SeatView(
        seat=seat,
        players=tuple(_player_view(state, seat, i, p) for i, p in enumerate(state.players)),
        round=state.round,
        start=state.start,
        phase=state.phase,
        to_act=to_act(state),
        step=current_step(state),
        pairs=tuple((terrains[a], terrains[b]) for a, b in state.pairs),
        bids=state.bids,
        displacements=state.displacements,
        place=data.PLACES[t.place].id if t.place >= 0 else "",
        owed=t.owed,
        built=t.built,
        draw_size=len(state.draw),
        discard=state.discard,
        supply=state.supply,
        keys_supply=state.keys_supply,
        keys_box=state.keys_box,
        goods_display=tuple(data.GOODS_CARDS[c].id for c in state.goods_display),
        goods_deck_size=len(state.goods_deck),
        goods_box=tuple(data.GOODS_CARDS[c].id for c in state.goods_box),
        bonus_deck_size=len(state.bonus_deck),
        bonus_deck=(
            tuple(data.BONUS_CARDS[b].id for b in state.bonus_deck)
            if sees_bonus_deck(state, seat)
            else None
        ),
        scoring_card=data.SCORING_CARDS[state.scoring_card].id if state.scoring_card >= 0 else "",
        scoring_deck_size=len(state.scoring_deck),
        scoring_top_tier=(
            data.SCORING_CARDS[state.scoring_deck[0]].tier if state.scoring_deck else 0
        ),
        scoring_box=tuple(data.SCORING_CARDS[c].id for c in state.scoring_box),
        last_scoring=state.last_scoring,
        end=state.end,
        over=state.phase == "game_over",
        rules=state.rules,
        queue=state.queue,
    )


def public_at_end(before: State, after: State, final: State) -> bool:
    """Whether the end of the game shows everyone what only the mover saw of a move: always,
    since a move's words name only its bonus card beyond what lies face up, and the end
    reveals bonus cards and letters (AV-12.1, AV-12.2)."""
    return True


def shuffle_hidden(state: State, seat: int, seed: int) -> State:
    """A state `seat` cannot tell from this one: everything hidden from it reshuffled.

    Hidden from a seat (R-AV-53–R-AV-56): the draw pile, the order of the goods deck and of
    each tier of the scoring deck, the other hands (terrain cards) until the game is over (the
    final reveal, R-AV-57), and — unless bonus cards are open or the game is over — the other
    seats' bonus cards together with the bonus deck (the deck is known to the seat only while
    it chooses from it).
    """
    r = rng.seed_state(seed)
    over = state.phase == "game_over"
    terrain = list(state.draw)
    for i, p in enumerate(state.players):
        if i != seat and not over:
            terrain += [t for t in range(len(p.hand)) for _ in range(p.hand[t])]
    r, cards = rng.shuffle(r, terrain)
    draw, rest = cards[: len(state.draw)], cards[len(state.draw) :]
    hidden_bonus = not (state.rules.open_bonus_cards or over)
    deck_hidden = hidden_bonus and not sees_bonus_deck(state, seat)
    bonus_pool: list[int] = list(state.bonus_deck) if deck_hidden else []
    if hidden_bonus:
        for i, p in enumerate(state.players):
            if i != seat:
                bonus_pool += p.bonus
    r, bonus = rng.shuffle(r, bonus_pool)
    if deck_hidden:
        bonus_deck = tuple(sorted(bonus[: len(state.bonus_deck)]))
        bonus = bonus[len(state.bonus_deck) :]
    else:
        bonus_deck = state.bonus_deck
    players = []
    for i, p in enumerate(state.players):
        if i == seat:
            players.append(p)
            continue
        hand = list(p.hand)
        if not over:
            size = sum(p.hand)
            hand = [0] * len(p.hand)
            for t in rest[:size]:
                hand[t] += 1
            rest = rest[size:]
        held = p.bonus
        if hidden_bonus:
            held, bonus = tuple(sorted(bonus[: len(p.bonus)])), bonus[len(p.bonus) :]
        players.append(replace(p, hand=tuple(hand), bonus=held))
    r, goods_deck = rng.shuffle(r, state.goods_deck)
    scoring: tuple[int, ...] = ()
    for tier in data.TIERS:
        r, part = rng.shuffle(
            r, [c for c in state.scoring_deck if data.SCORING_CARDS[c].tier == tier]
        )
        scoring += part
    return replace(
        state,
        rng=rng.next_u64(state.rng ^ seed)[0],
        players=tuple(players),
        draw=draw,
        goods_deck=goods_deck,
        bonus_deck=bonus_deck,
        scoring_deck=scoring,
        legal=None,  # other hands: other moves for another seat on turn
    )
