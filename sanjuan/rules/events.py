"""ANNO XVII's events (R-AN-15–R-AN-18, R-AN-25) and the Tavern (R-AN-5): who takes part and
the steps only they have. An event is picked instead of a role (`roles.pick`) and resolved by
every seat clockwise from the one who picked it; a seat with nothing to do in it is skipped
(D-AN-9)."""

from __future__ import annotations

from common.turns import clockwise_from
from sanjuan import data
from sanjuan.moves import Burn, Move, PickRole, burn
from sanjuan.rules.queries import CATHEDRAL, FUNCTION, KIND, ORDER
from sanjuan.rules.working_copy import Work
from sanjuan.state import NO_GOOD, Holdings, State, with_city


def everyone(state: State) -> tuple[int, ...]:
    """Fire, Industrialisation, Revolution, Reconstruction: every seat from the chooser."""
    return clockwise_from(state.chooser, state.rules.players)


def the_others(state: State) -> tuple[int, ...]:
    """Taxation: every other seat (R-AN-16)."""
    return clockwise_from(state.chooser, state.rules.players)[1:]


def the_activator(state: State) -> tuple[int, ...]:
    """Democracy: only the seat that picked it chooses the role to run again."""
    return (state.chooser,)


def tavern_owners(state: State) -> tuple[int, ...]:
    """Tavern owners with the fewest buildings, clockwise from the chooser, unless everyone is
    tied (R-AN-5)."""
    counts = [len(p.city) for p in state.players]
    least = min(counts)
    if max(counts) == least:
        return ()
    return tuple(
        s
        for s in clockwise_from(state.chooser, state.rules.players)
        if counts[s] == least and state.players[s].has_function("tavern")
    )


def industrialise(w: Work, seat: int) -> bool:
    """Industrialisation: exactly 3 cards, whatever the buildings (R-AN-25)."""
    w.to_hand(seat, w.take(data.INDUSTRIALISATION_DRAW))
    w.step_done()
    return True


# -- Democracy --------------------------------------------------------------------------------


def roles_picked(state: State, seat: int) -> list[Move]:
    """The roles picked this round (D-AN-2)."""
    return [PickRole(r) for r in data.ROLES if any(r == role for role, _ in state.picks)]


# -- Fire -------------------------------------------------------------------------------------


def has_city(state: State, seat: int) -> bool:
    return bool(state.players[seat].city)


def fires(state: State, seat: int) -> list[Move]:
    """Each own building type, a production building named with whether it holds a good."""
    p = state.players[seat]
    loads = {(KIND[c], g != NO_GOOD) for c, g in zip(p.city, p.goods, strict=True)}
    return [burn(b, loaded) for b, loaded in sorted(loads, key=lambda k: (ORDER[k[0]], k[1]))]


def fire(w: Work, seat: int, move: Move) -> None:
    """Fire: the building and everything on and under it leave play (R-AN-18). Of identical
    choices the one with the fewest cards under it burns (decision D-AN-3)."""
    assert isinstance(move, Burn)
    building = move.building
    p = w.players[seat]
    slots = [
        i
        for i, (c, g) in enumerate(zip(p.city, p.goods, strict=True))
        if KIND[c] == building and (g != NO_GOOD) == move.loaded
    ]
    index = min(slots, key=lambda i: sum(host == p.city[i] for _, host in p.under))
    card = p.city[index]
    gone = frozenset(c for c, host in p.under if host == card)
    lost = tuple(c for c, host in p.under if host == card)
    if p.goods[index] != NO_GOOD:
        lost += (p.goods[index],)
    pawn = p.pawn
    if FUNCTION[building] == "pawnshop" and pawn != NO_GOOD:
        lost, pawn = (*lost, pawn), NO_GOOD
    if building == CATHEDRAL:
        w.cathedral = card
    else:
        lost += (card,)
    w.discard += lost
    w.set_player(
        seat,
        with_city(
            p,
            p.city[:index] + p.city[index + 1 :],
            p.goods[:index] + p.goods[index + 1 :],
            covered=tuple(c for c in p.covered if c not in gone),
            chapel=tuple(c for c in p.chapel if c not in gone),
            anno=Holdings(
                bank=tuple(c for c in p.bank if c not in gone),
                harbour=tuple(c for c in p.harbour if c not in gone),
                pawn=pawn,
                bank_used=p.bank_used,
                under=tuple(u for u in p.under if u[1] != card),
            ),
        ),
    )
    w.step_done()
