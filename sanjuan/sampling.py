"""Dealing the cards a seat cannot see (for the search bot): `sample_state` builds, from one
seat's view alone, a full San Juan or ANNO XVII state that seat cannot tell from the real one."""

from __future__ import annotations

from functools import lru_cache

from common import rng
from sanjuan import data
from sanjuan.state import NO_GOOD, Centre, Holdings, Player, State, Turn
from sanjuan.view import SeatView


def sample_state(v: SeatView, seed: int) -> State:
    """A full state the viewing seat cannot tell from the real one (for search bots), in
    San Juan or ANNO XVII.

    Built from the view alone: what the seat sees is placed as it is (cities, covered cards,
    its own hand, Chapel and Bank cards, the event row, the event being resolved, the
    Cathedral), every card it cannot see is dealt at random into the places it cannot see
    (same sizes), the unseen part of the tile cycle and the RNG are drawn from `seed`. An
    unseen event card only lands where an event may lie unseen (the piles, and unless
    face-down draws are checked the goods, Harbour and Pawnshop cards, R-AN-14). The other
    seats' Chapel counts are secret, so their total (known from the card count) is split
    among the Chapel owners at random. What lies under which building (Fire, R-AN-18) follows
    the seat's own counts; for the other seats each tucked card lies under the building it
    was tucked under where that is still in play, else with that building where it was built
    over, else under a random one (`_sample_under`).
    """
    if v.seat is None or v.rules is None:
        raise ValueError("sampling needs a seat's view")
    rules = v.rules
    r = rng.seed_state(seed)
    by_kind, first_of = _cards_by_kind(rules.ruleset, rules.event_copies)
    free = {k: list(cs) for k, cs in by_kind.items()}

    def claim(kinds: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(free[k].pop() for k in kinds)

    seat = v.seat
    me = v.players[seat]
    cities = [claim(p.city) for p in v.players]
    covered = [claim(p.covered) for p in v.players]
    hand = claim(me.hand or ())
    chapel = claim(me.chapel or ())
    bank = claim(me.bank or ())
    pending_seen = v.pending is not None
    pending = claim(v.pending or ())
    row = claim(v.event_row)
    event = claim((v.event,))[0] if v.event else NO_GOOD
    cathedral = claim((data.CATHEDRAL,))[0] if v.cathedral else NO_GOOD

    # The places the seat cannot see, in dealing order, and whether an event may lie there.
    unseen_events = not rules.event_check_on_face_down_draws
    sizes: list[tuple[int, bool]] = [(v.draw_size, True), (v.discard_size, True)]
    if not pending_seen:
        sizes.append((v.pending_size, unseen_events and v.phase == "trader"))
    for i, p in enumerate(v.players):
        if i != seat:
            sizes += [(p.hand_size, False), (p.bank_size, False)]
    for p in v.players:
        sizes += [(sum(p.goods), unseen_events), (p.harbour_size, unseen_events)]
        sizes.append((int(p.pawn), unseen_events))
    rest = [c for cs in free.values() for c in cs]
    events = [c for c in rest if data.is_event(c)]
    if events:
        places = [may for n, may in sizes for _ in range(n)]
        r, buildings = rng.shuffle(r, [c for c in rest if not data.is_event(c)])
        spots = [i for i, may in enumerate(places) if may]
        event_at: dict[int, int] = {}
        for c in events:  # each event on a random free place that may hold one
            while True:
                r, k = rng.below(r, len(spots))
                if spots[k] not in event_at:
                    event_at[spots[k]] = c
                    break
        deal = iter(buildings)
        given = iter([event_at[i] if i in event_at else next(deal) for i in range(len(places))])
    else:
        r, buildings = rng.shuffle(r, rest)
        deal = given = iter(buildings)

    def take(n: int) -> tuple[int, ...]:
        return tuple(next(given) for _ in range(n))

    draw, discard = take(v.draw_size), take(v.discard_size)
    if not pending_seen:
        pending = take(v.pending_size)
    hands: list[tuple[int, ...]] = []
    banks: list[tuple[int, ...]] = []
    for i, p in enumerate(v.players):
        hands.append(hand if i == seat else take(p.hand_size))
        banks.append(bank if i == seat else take(p.bank_size))
    goods = []
    harbours = []
    pawns = []
    for p in v.players:
        goods.append(tuple(next(given) if g else NO_GOOD for g in p.goods))
        harbours.append(take(p.harbour_size))
        pawns.append(next(given) if p.pawn else NO_GOOD)
    r, chapels = _sample_chapels(r, v, chapel, list(deal))
    players = []
    for i, p in enumerate(v.players):
        under: tuple[tuple[int, int], ...] = ()
        if rules.event_copies:
            tucked = (covered[i], chapels[i], banks[i], harbours[i])
            r, under = _sample_under(r, cities[i], tucked, p.under)
        anno = Holdings(
            bank=banks[i], harbour=harbours[i], pawn=pawns[i], bank_used=p.bank_used, under=under
        )
        players.append(
            Player(
                hand=hands[i],
                city=cities[i],
                goods=goods[i],
                covered=covered[i],
                chapel=chapels[i],
                anno=anno,
            )
        )
    r, tiles, tile = _sample_tiles(r, v)
    return State(
        rules=rules,
        rng=r,
        draw=draw,
        discard=discard,
        players=tuple(players),
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
        turn=Turn(
            todo=v.todo,
            count=v.count,
            owed=v.owed,
            income=v.income,
            built=v.built,
            pending=pending,
            started=v.started,
            used=v.used,
        ),
        library_spent=v.library_spent,
        gold_reveal=tuple(first_of[k] for k in v.gold_reveal),  # shown only
        centre=Centre(event_row=row, cathedral=cathedral, event=event),
    )


@lru_cache(maxsize=16)
def _cards_by_kind(
    ruleset: str, event_copies: int
) -> tuple[dict[str, tuple[int, ...]], dict[str, int]]:
    """A ruleset's cards grouped by type or event id, and one card of each (for reveals)."""
    groups: dict[str, list[int]] = {}
    for c in data.cardset(ruleset, event_copies).cards:
        groups.setdefault(data.card_kind(c), []).append(c)
    return {k: tuple(cs) for k, cs in groups.items()}, {k: cs[0] for k, cs in groups.items()}


def _sample_chapels(
    r: int, v: SeatView, own: tuple[int, ...], rest: list[int]
) -> tuple[int, list[tuple[int, ...]]]:
    """The other seats' Chapel piles: a count the seat sees (after the game) is dealt as it
    is, the rest of the unseen buildings go one by one to a random Chapel owner whose count
    is secret."""
    chapels: list[tuple[int, ...]] = [() for _ in v.players]
    assert v.seat is not None
    chapels[v.seat] = own
    owners = []
    for i, p in enumerate(v.players):
        if i == v.seat:
            continue
        if p.chapel_size is not None:
            chapels[i], rest = tuple(rest[: p.chapel_size]), rest[p.chapel_size :]
        elif any(data.TYPES[t].effect == "chapel" for t in (*p.city, *p.covered)):
            owners.append(i)
    if rest and not owners:
        raise ValueError("the view's card count leaves cards nowhere to lie")
    for c in rest:
        r, k = rng.below(r, len(owners))
        chapels[owners[k]] += (c,)
    return r, chapels


UNDER_HOST = ("", "chapel", "bank", "harbour")
"""Which building's effect each kind of tucked card (covered, Chapel, Bank, Harbour) lies
under when it was tucked. Covered buildings come first: `_sample_under` places another seat's
covered Chapel, Bank or Harbour before the cards tucked under it, which then lie with it."""


def _sample_under(
    r: int,
    city: tuple[int, ...],
    tucked: tuple[tuple[int, ...], ...],
    counts: tuple[int, ...] | None,
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """(card, host) for every tucked card of one seat (R-AN-18). The owner's view says how
    many lie under each building: those counts are met, Chapel, Bank and Harbour cards under
    a building with that effect first. For another seat every covered card lies under a
    random building, and a Chapel, Bank or Harbour card under the building of its effect when
    one is in the city, else under the building its covered Chapel, Bank or Harbour lies under
    (what lay under a building moves with it when it is built over), else under a random one.
    Kept together, a Fire in the sampled future burns a covered Chapel with its cards, as the
    rules do; apart, it could leave Chapel cards with no Chapel, a world no seat can deal
    from again (a learned opponent in the search's rollouts does, D-B-28)."""
    effects = [data.FUNCTION[c] for c in city]
    if counts is not None:
        room = list(counts)
        hosts: list[tuple[int, int]] = []
        left: list[int] = []
        for kind, cards in zip(UNDER_HOST, tucked, strict=True):
            for c in cards:
                i = next((j for j, e in enumerate(effects) if kind and e == kind and room[j]), -1)
                if i < 0:
                    left.append(c)
                else:
                    room[i] -= 1
                    hosts.append((c, city[i]))
        slots = iter(j for j, n in enumerate(room) for _ in range(n))
        hosts += [(c, city[next(slots)]) for c in left]
        return r, tuple(hosts)
    homes = {e: c for c, e in reversed(list(zip(city, effects, strict=True)))}
    under = []
    for kind, cards in zip(UNDER_HOST, tucked, strict=True):
        for c in cards:
            home = homes.get(kind, -1) if kind else -1
            if home < 0:
                r, k = rng.below(r, len(city))
                home = city[k]
                if not kind:  # a covered building: its effect's tucked cards lie with it
                    homes.setdefault(data.FUNCTION[c], home)
            under.append((c, home))
    return r, tuple(under)


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
