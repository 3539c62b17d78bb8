"""Dealing what a seat cannot see (for the search bot's determinization): `sample_state` builds,
from one seat's view alone, a full Az Aranyváros state that seat cannot tell from the real one."""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.state import Player, State, Turn
from aranyvaros.view import SeatView
from common import rng

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
