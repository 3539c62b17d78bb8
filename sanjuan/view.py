"""What one seat may see (rulings/sanjuan.md §8); `None` is the public table.

The view is a separate type built from public fields only, so a renderer or bot holding a
view cannot reach another seat's hand, Chapel or Bank cards, the goods', Harbour and Pawnshop
cards' identities or the draw order.
"""

from __future__ import annotations

from functools import lru_cache

from common import rng
from common.records import Record, replace
from sanjuan import data
from sanjuan.rules import to_act
from sanjuan.state import NO_GOOD, Player, Rules, State

KIND = data.KIND
PUBLIC_REVEALS = frozenset({"gold_keep", "colony_keep"})
"""Steps whose pending cards everyone sees (Gold mine and Colony reveals)."""


class PlayerView(Record, frozen=True):
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


class SeatView(Record, frozen=True):
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


@lru_cache(maxsize=4096)
def _player_view(p: Player, i: int, own: bool, over: bool) -> PlayerView:
    """One seat's part of a view; cached because a player is unchanged by most steps and the
    search bot builds a view for every decision of its rollouts."""
    return PlayerView(
        seat=i,
        city=p.types(),
        goods=tuple(g != NO_GOOD for g in p.goods),
        covered=tuple(KIND[c] for c in p.covered),
        hand_size=len(p.hand),
        hand=tuple(KIND[c] for c in p.hand) if own else None,
        chapel_size=len(p.chapel) if (own or over) else None,
        bank_size=len(p.bank),
        bank=tuple(KIND[c] for c in p.bank) if own else None,
        bank_used=p.bank_used,
        harbour_size=len(p.harbour),
        pawn=p.pawn != NO_GOOD,
        under=tuple(sum(h == c for _, h in p.under) for c in p.city) if own else None,
        chapel=tuple(KIND[c] for c in p.chapel) if own else None,
    )


def view(state: State, seat: int | None) -> SeatView:
    over = state.phase == "over"
    players = tuple(_player_view(p, i, i == seat, over) for i, p in enumerate(state.players))
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


def public_at_end(before: State, after: State, final: State) -> bool:
    """Whether the end of the game shows everyone what only the mover saw of the move from
    `before` to `after`: a card tucked under a Chapel that still scores at the end (SJ-14.1,
    AN-11.1). Nothing else hidden is ever shown: hands, payments and Bank cards stay secret."""
    seat = to_act(before)
    if seat is None:
        return False
    tucked = set(after.players[seat].chapel) - set(before.players[seat].chapel)
    return bool(tucked) and tucked <= set(final.players[seat].chapel)


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
        legal=None,  # other hands: other moves for another seat on turn
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
