"""What one seat may see (rulings/aranyvaros.md §13); `None` is the public table.

The view is a separate type built from public fields plus the viewing seat's own secrets, so
a renderer or bot holding a view cannot reach another hand, other bonus cards, the bonus
deck (outside the seat's own bonus choice) or the order of any face-down pile.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.rules import step as current_step
from aranyvaros.rules import to_act
from aranyvaros.state import Player, Rules, State, Turn
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


# ---------------------------------------------------------------------------------------------
# Sampling a state from a view (the search bot's determinization)


TODO_AT_STEP: dict[str, tuple[str, ...]] = {
    "build": ("build", "limit"),
    "pay": ("pay", "place", "build", "limit"),
    "bonus": ("bonus", "build", "limit"),
    "goods": ("goods", "return", "build", "limit"),
    "return": ("return", "build", "limit"),
    "limit": ("limit",),
}
"""What is left of a build turn at each decision: the turn's steps in `rules` always run
build → (pay → place → (bonus | goods → return) → build)… → limit, so the step on screen fixes
the rest of the list."""
PAST_SCORING = 0.9
"""Share of what a scored card would pay on today's board that it paid back then."""
GOODS_INDEX = {c.id: c.index for c in data.GOODS_CARDS}
SCORING_INDEX = {c.id: c.index for c in data.SCORING_CARDS}


def _mask(ids: tuple[str, ...]) -> int:
    m = 0
    for pid in ids:
        m |= 1 << data.PLACE_INDEX[pid]
    return m


def estimated_letters(v: SeatView, seat: int) -> int:
    """A hidden letter total guessed from public facts: the city quarters the seat stands in
    (each builder of a quarter credited the quarter's mean award), every scored card judged
    on today's board at 90 % (the board was a little emptier then; fitted to heuristic games:
    off by 1.9 letters on average), and the latest scoring exactly."""
    masks = [_mask(p.houses) for p in v.players]
    own = masks[seat]
    total = 0.0
    for p in data.PLACES:
        bit = 1 << p.index
        if own & bit and p.reward.letters_by_order:
            builders = sum(1 for m in masks if m & bit)
            total += sum(p.reward.letters_by_order[:builders]) / builders
    scored = v.scoring_box[:-1] if v.last_scoring else v.scoring_box
    goods = [
        {g for cid in p.goods for g in data.GOODS_CARDS[GOODS_INDEX[cid]].goods} for p in v.players
    ]
    for cid in scored:
        card = data.SCORING_CARDS[SCORING_INDEX[cid]]
        award = 0
        holders = sum(card.goods in g for g in goods)
        if card.goods in goods[seat]:
            award += 2 + 2 * (holders == 1)
        counts = [(m & card.area.places).bit_count() for m in masks]
        if counts[seat]:
            award += 2 + 2 * (counts[seat] > max(c for i, c in enumerate(counts) if i != seat))
        total += PAST_SCORING * award
    if v.last_scoring:
        total += v.last_scoring[seat]
    return round(total)


def sample_state(v: SeatView, seed: int) -> State:
    """A full state the viewing seat cannot tell from the real one (for search bots).

    Built from the view alone: what the seat sees is placed as it is; the terrain cards it
    cannot see (the draw pile and the other hands) are dealt at random, as are the other
    seats' hidden bonus cards with the unseen bonus deck, the order of the goods deck and of
    each tier of the scoring deck, and the RNG. Hidden letter totals are estimated
    (`estimated_letters`): no card, move or legal choice depends on them.
    """
    if v.seat is None:
        raise ValueError("sampling needs a seat's view, not the public table")
    seat = v.seat
    me = v.players[seat]
    if me.hand is None or me.bonus is None:
        raise ValueError("the view does not hold its seat's own hand")
    r = rng.seed_state(seed)
    n = len(v.players)
    # Terrain: everything not in my hand, the discard pile or the pairs is unseen.
    unseen = list(data.TERRAIN_DECK)
    for t in range(len(unseen)):
        unseen[t] -= me.hand[t] + v.discard[t]
    for a, b in v.pairs:
        unseen[data.TERRAIN_INDEX[a]] -= 1
        unseen[data.TERRAIN_INDEX[b]] -= 1
    sizes = [0 if i == seat else p.hand_size for i, p in enumerate(v.players)]
    if min(unseen) < 0 or sum(unseen) != v.draw_size + sum(sizes):
        raise ValueError("the view's terrain cards do not add up")
    r, cards = rng.shuffle(r, [t for t, k in enumerate(unseen) for _ in range(k)])
    draw, rest = cards[: v.draw_size], cards[v.draw_size :]
    hands: list[tuple[int, ...]] = []
    for i in range(n):
        if i == seat:
            hands.append(me.hand)
            continue
        hand = [0] * len(data.TERRAINS)
        for t in rest[: sizes[i]]:
            hand[t] += 1
        rest = rest[sizes[i] :]
        hands.append(tuple(hand))
    # Bonus cards: the ones this seat cannot see are dealt among the unseen places.
    bonus_index = data.BONUS_INDEX
    held: list[tuple[int, ...] | None] = [
        None if p.bonus is None else tuple(sorted(bonus_index[b] for b in p.bonus))
        for p in v.players
    ]
    deck: tuple[int, ...] | None = None
    if v.bonus_deck is not None:  # this seat is choosing from it
        deck = tuple(sorted(bonus_index[b] for b in v.bonus_deck))
    seen = {b for h in held if h is not None for b in h} | set(deck or ())
    pool = [b.index for b in data.BONUS_CARDS if b.index not in seen]
    r, pool_t = rng.shuffle(r, pool)
    pool = list(pool_t)
    if deck is None:
        deck = tuple(sorted(pool[: v.bonus_deck_size]))
        pool = pool[v.bonus_deck_size :]
    bonus: list[tuple[int, ...]] = []
    for i, p in enumerate(v.players):
        h = held[i]
        if h is None:
            h, pool = tuple(sorted(pool[: p.bonus_count])), pool[p.bonus_count :]
        bonus.append(h)
    if pool or len(deck) != v.bonus_deck_size:
        raise ValueError("the view's bonus cards do not add up")
    # Goods: the deck is every card not seen elsewhere, in random order.
    goods = [tuple(sorted(GOODS_INDEX[c] for c in p.goods)) for p in v.players]
    display = tuple(GOODS_INDEX[c] for c in v.goods_display)
    box = tuple(GOODS_INDEX[c] for c in v.goods_box)
    placed = {*display, *box, *(c for g in goods for c in g)}
    r, goods_deck = rng.shuffle(r, [c.index for c in data.GOODS_CARDS if c.index not in placed])
    # Scoring cards: each tier of the deck in random order, tier 1 on top.
    card = SCORING_INDEX[v.scoring_card] if v.scoring_card else -1
    scored = tuple(SCORING_INDEX[c] for c in v.scoring_box)
    left = [c for c in data.SCORING_CARDS if c.index != card and c.index not in scored]
    scoring: tuple[int, ...] = ()
    for tier in data.TIERS:
        r, part = rng.shuffle(r, [c.index for c in left if c.tier == tier])
        scoring += part
    players = tuple(
        Player(
            hand=hands[i],
            coins=p.coins,
            keys=p.keys,
            goods=goods[i],
            bonus=bonus[i],
            letters=p.letters if p.letters is not None else estimated_letters(v, i),
            houses=_mask(p.houses),
            houses_left=p.houses_left,
            stuck=p.stuck,
        )
        for i, p in enumerate(v.players)
    )
    if v.phase == "building":
        turn = Turn(
            todo=TODO_AT_STEP[v.step],
            place=data.PLACE_INDEX[v.place] if v.place else -1,
            owed=v.owed,
            built=v.built,
            started=True,
        )
    else:
        turn = Turn()
    r, state_rng = rng.next_u64(r)
    return State(
        rules=v.rules,
        rng=state_rng,
        round=v.round,
        start=v.start,
        phase=v.phase,
        queue=v.queue,
        turn=turn,
        players=players,
        draw=draw,
        discard=v.discard,
        pairs=tuple((data.TERRAIN_INDEX[a], data.TERRAIN_INDEX[b]) for a, b in v.pairs),
        bids=v.bids,
        displacements=v.displacements,
        supply=v.supply,
        keys_supply=v.keys_supply,
        keys_box=v.keys_box,
        goods_deck=goods_deck,
        goods_display=display,
        goods_box=box,
        bonus_deck=deck,
        scoring_deck=scoring,
        scoring_card=card,
        scoring_box=scored,
        last_scoring=v.last_scoring,
        end=v.end,
    )
