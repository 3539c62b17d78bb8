"""What one seat may see (rulings/sanjuan.md §8); `None` is the public table.

The view is a separate type built from public fields only, so a renderer or bot holding a
view cannot reach another seat's hand, Chapel or Bank cards, the goods', Harbour and Pawnshop
cards' identities or the draw order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from common import rng
from sanjuan import data
from sanjuan.rules import to_act
from sanjuan.state import NO_GOOD, Player, Rules, State, Turn

KIND = data.KIND
PUBLIC_REVEALS = frozenset({"gold_keep", "colony_keep"})
"""Steps whose pending cards everyone sees (Gold mine and Colony reveals)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    city: tuple[str, ...]
    goods: tuple[bool, ...]
    """Whether each building in `city` holds a good (its identity is hidden from everyone)."""
    covered: tuple[str, ...]
    hand_size: int
    hand: tuple[str, ...] | None
    """The card types in hand: the viewing seat's own hand only."""
    chapel_size: int | None
    """Own Chapel count; others' only after the game is over (R-SJ-15)."""
    bank_size: int = 0
    """ANNO: the Bank count is announced (R-AN-3)."""
    bank: tuple[str, ...] | None = None
    """ANNO: the Bank cards, to their owner only."""
    bank_used: bool = False
    harbour_size: int = 0
    """ANNO: the Harbour count is public; nobody knows those cards (R-AN-4)."""
    pawn: bool = False
    """ANNO: whether the Pawnshop holds a card (its identity is hidden from everyone)."""
    under: tuple[int, ...] | None = None
    """ANNO, to the owner only: how many cards lie under each building of `city` (covered and
    tucked cards): what Fire would take along (R-AN-18)."""
    chapel: tuple[str, ...] | None = None
    """The cards under the owner's Chapels: the owner's own knowledge (R-SJ-15)."""


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int | None
    players: tuple[PlayerView, ...]
    draw_size: int
    discard_size: int
    tile: str
    tile_history: tuple[str, ...]
    round: int
    governor: int
    picks: tuple[tuple[str, int], ...]
    phase: str
    chooser: int
    privilege: int
    to_act: int | None
    step: str
    """The decision the seat on turn faces ("" when none)."""
    owed: int
    count: int
    built: str
    pending: tuple[str, ...] | None
    """Cards drawn and waiting for a choice: visible to the drawer, or to all for a Gold mine
    or Colony reveal; sold cards waiting for the Harbour are seen by nobody."""
    pending_size: int
    gold_reveal: tuple[str, ...]
    over: bool
    ruleset: str = "san_juan"
    event_row: tuple[str, ...] = ()
    """ANNO: the face-up events, in the row's order."""
    event: str = ""
    """ANNO: the event being resolved."""
    cathedral: bool = False
    """ANNO: the Cathedral lies in the middle, free to be built."""
    rules: Rules | None = None
    """The table's options: public."""
    queue: tuple[int, ...] = ()
    """Seats still to act in the running phase or step: public."""
    todo: tuple[str, ...] = ()
    """What the seat on turn still has to do in this phase (public: it follows from the
    buildings in play and the choices made)."""
    income: int = 0
    started: bool = False
    used: tuple[str, ...] = ()
    library_spent: bool = False


def _pending_visible(state: State, seat: int | None, step: str) -> bool:
    if step in PUBLIC_REVEALS:
        return True
    if state.phase == "trader":
        return False  # a Harbour owner's sold goods: unseen by everyone (R-SJ-25, R-AN-4)
    return seat is not None and to_act(state) == seat


def view(state: State, seat: int | None) -> SeatView:
    over = state.phase == "over"
    players = tuple(
        PlayerView(
            seat=i,
            city=p.types(),
            goods=tuple(g != NO_GOOD for g in p.goods),
            covered=tuple(KIND[c] for c in p.covered),
            hand_size=len(p.hand),
            hand=tuple(KIND[c] for c in p.hand) if i == seat else None,
            chapel_size=len(p.chapel) if (i == seat or over) else None,
            bank_size=len(p.bank),
            bank=tuple(KIND[c] for c in p.bank) if i == seat else None,
            bank_used=p.bank_used,
            harbour_size=len(p.harbour),
            pawn=p.pawn != NO_GOOD,
            under=tuple(sum(h == c for _, h in p.under) for c in p.city) if i == seat else None,
            chapel=tuple(KIND[c] for c in p.chapel) if i == seat else None,
        )
        for i, p in enumerate(state.players)
    )
    actor = to_act(state)
    t = state.turn
    step = t.todo[0] if (t.todo and actor is not None and state.phase != "pick") else ""
    pending = None
    if t.pending and _pending_visible(state, seat, step):
        pending = tuple(KIND[c] for c in t.pending)
    if state.rules.show_tile_history:
        history = state.tile_history
    else:
        history = (state.tile,) if state.tile else ()
    return SeatView(
        seat=seat,
        players=players,
        draw_size=len(state.draw),
        discard_size=len(state.discard),
        tile=state.tile,
        tile_history=history,
        round=state.round,
        governor=state.governor,
        picks=state.picks,
        phase=state.phase,
        chooser=state.chooser,
        privilege=state.privilege,
        to_act=actor,
        step=step if state.phase != "pick" else "pick",
        owed=t.owed,
        count=t.count,
        built=t.built,
        pending=pending,
        pending_size=len(t.pending),
        gold_reveal=tuple(KIND[c] for c in state.gold_reveal),
        over=over,
        ruleset=state.rules.ruleset,
        event_row=tuple(data.card_kind(c) for c in state.event_row),
        event=data.card_kind(state.event) if state.event != NO_GOOD else "",
        cathedral=state.cathedral != NO_GOOD,
        rules=state.rules,
        queue=state.queue,
        todo=t.todo,
        income=t.income,
        started=t.started,
        used=t.used,
        library_spent=state.library_spent,
    )


def shuffle_hidden(state: State, seat: int, seed: int) -> State:
    """Reshuffle every card hidden from `seat` among the hidden places, keeping all sizes.

    Hidden from a seat: the draw and discard piles, every good, Harbour and Pawnshop card
    (nobody sees those), other seats' hands, Chapel and Bank cards, and cards drawn by another
    seat and not yet placed. An event card only ever lands where an event can lie unseen (the
    piles; goods, Harbour and Pawnshop cards unless face-down draws are checked, R-AN-14).
    """
    t = state.turn
    step = t.todo[0] if t.todo and state.phase != "pick" else ""
    pending_hidden = bool(t.pending) and not _pending_visible(state, seat, step)
    unseen_events = not state.rules.event_check_on_face_down_draws
    hidden: list[int] = [*state.draw, *state.discard]
    may_hold_event = [True] * len(hidden)

    def hide(cards: tuple[int, ...] | list[int], events: bool) -> None:
        hidden.extend(cards)
        may_hold_event.extend([events] * len(cards))

    if pending_hidden:
        hide(t.pending, unseen_events and state.phase == "trader")
    for i, p in enumerate(state.players):
        if i != seat:
            hide(p.hand, False)
            hide(p.chapel, False)
            hide(p.bank, False)
        hide([g for g in p.goods if g != NO_GOOD], unseen_events)
        hide(p.harbour, unseen_events)
        hide([p.pawn] if p.pawn != NO_GOOD else [], unseen_events)
    _, shuffled = rng.shuffle(rng.seed_state(seed), hidden)
    cards = _events_where_they_may_lie(list(shuffled), may_hold_event)
    new_card = dict(zip(hidden, cards, strict=True))
    deal = iter(cards)

    def take(n: int) -> tuple[int, ...]:
        return tuple(next(deal) for _ in range(n))

    draw, discard = take(len(state.draw)), take(len(state.discard))
    pending = take(len(t.pending)) if pending_hidden else t.pending
    players = []
    for i, p in enumerate(state.players):
        hand = p.hand if i == seat else take(len(p.hand))
        chapel = p.chapel if i == seat else take(len(p.chapel))
        bank = p.bank if i == seat else take(len(p.bank))
        goods = tuple(g if g == NO_GOOD else next(deal) for g in p.goods)
        harbour = take(len(p.harbour))
        pawn = p.pawn if p.pawn == NO_GOOD else next(deal)
        # Tucked cards changed identity: what lies under which building follows them.
        under = tuple((new_card.get(c, c), host) for c, host in p.under)
        anno = replace(p.anno, bank=bank, harbour=harbour, pawn=pawn, under=under)
        players.append(replace(p, hand=hand, chapel=chapel, goods=goods, anno=anno))
    return replace(
        state,
        draw=draw,
        discard=discard,
        players=tuple(players),
        turn=replace(t, pending=pending),
        rng=rng.next_u64(state.rng ^ seed)[0],
    )


def _events_where_they_may_lie(cards: list[int], may_hold_event: list[bool]) -> list[int]:
    """Swap each event that landed in a hand-like place with a building card from a place
    that may hold an event; there are always enough, as the events came from such places."""
    spare = (i for i, ok in enumerate(may_hold_event) if ok and not data.is_event(cards[i]))
    for i, c in enumerate(cards):
        if data.is_event(c) and not may_hold_event[i]:
            j = next(spare)
            cards[i], cards[j] = cards[j], cards[i]
    return cards


def sample_state(v: SeatView, seed: int) -> State:
    """A full San Juan state the viewing seat cannot tell from the real one (for search bots).

    Built from the view alone: what the seat sees is placed as it is, every card it cannot see
    is dealt at random into the places it cannot see (same sizes), the unseen part of the tile
    cycle and the RNG are drawn from `seed`. The other seats' Chapel counts are secret, so
    their total (known from the card count) is split among the Chapel owners at random.
    """
    if v.ruleset != "san_juan" or v.seat is None or v.rules is None:
        raise ValueError("sampling needs a seat's San Juan view")
    r = rng.seed_state(seed)
    free: dict[str, list[int]] = {}
    for c in data.CARDSETS["san_juan"].cards:
        free.setdefault(KIND[c], []).append(c)

    def claim(kinds: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(free[k].pop() for k in kinds)

    me = v.players[v.seat]
    cities = [claim(p.city) for p in v.players]
    covered = [claim(p.covered) for p in v.players]
    hand = claim(me.hand or ())
    chapel = claim(me.chapel or ())
    pending_seen = v.pending is not None
    pending = claim(v.pending or ())
    r, unseen = rng.shuffle(r, [c for cards in free.values() for c in cards])
    deal = iter(unseen)

    def take(n: int) -> tuple[int, ...]:
        return tuple(next(deal) for _ in range(n))

    draw, discard = take(v.draw_size), take(v.discard_size)
    if not pending_seen:
        pending = take(v.pending_size)
    hands = [hand if i == v.seat else take(p.hand_size) for i, p in enumerate(v.players)]
    goods = [tuple(next(deal) if g else NO_GOOD for g in p.goods) for p in v.players]
    rest = list(deal)
    owners = [
        i
        for i, p in enumerate(v.players)
        if i != v.seat and ("chapel" in p.city or "chapel" in p.covered)
    ]
    chapels: list[tuple[int, ...]] = [() for _ in v.players]
    chapels[v.seat] = chapel
    for c in rest:
        r, k = rng.below(r, len(owners))
        chapels[owners[k]] += (c,)
    players = tuple(
        Player(hands[i], cities[i], goods[i], covered[i], chapels[i]) for i in range(len(v.players))
    )
    r, tiles, tile = _sample_tiles(r, v)
    return State(
        rules=v.rules,
        rng=r,
        draw=draw,
        discard=discard,
        players=players,
        tiles=tiles,
        tile=tile,
        tile_history=v.tile_history,
        round=v.round,
        governor=v.governor,
        picks=v.picks,
        phase=v.phase,
        chooser=v.chooser,
        privilege=v.privilege,
        queue=v.queue,
        turn=Turn(v.todo, v.count, v.owed, v.income, v.built, pending, v.started, v.used),
        library_spent=v.library_spent,
        gold_reveal=tuple(KIND.index(k) for k in v.gold_reveal),  # shown only
    )


def _sample_tiles(r: int, v: SeatView) -> tuple[int, tuple[str, ...], str]:
    """The tile stack: the revealed order as seen (it cycles), the rest in random order."""
    seen: list[str] = []
    for t in v.tile_history:
        if t not in seen:
            seen.append(t)
    r, rest = rng.shuffle(r, [t for t in data.TILE_IDS if t not in seen])
    cycle = (*seen, *rest)
    shown = len(v.tile_history) if v.rules is not None and v.rules.show_tile_history else 0
    start = shown % len(cycle)
    order = cycle[start:] + cycle[:start]
    if v.tile:
        order = tuple(t for t in order if t != v.tile)
    return r, order, v.tile
