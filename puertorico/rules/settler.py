"""The settler phase (R-PR-14–R-PR-20): the Hacienda's extra tile, the pick of a face-up
plantation or a quarry (or a forest, Forest house), the Hospice's colonist, the Library's
second pick; then the Hunting lodge (R-PR-19) and the new face-up row."""

from __future__ import annotations

from common import rng
from common.records import replace
from common.turns import clockwise_from
from puertorico import data
from puertorico.moves import (
    FOREST,
    LAY,
    PASS,
    TAKE_TILE,
    USE,
    Discard,
    Forest,
    Lay,
    Move,
    Pass,
    TakeTile,
)
from puertorico.rules.island import discard_moves, plant_options, room_on_tile, spare_colonist
from puertorico.rules.queries import QUARRY
from puertorico.rules.roles import FINISHED, end_role, everyone, plain_turn
from puertorico.rules.working_copy import Work, put
from puertorico.state import State, Turn

LIBRARY_PICK = ("plant",)
"""The settler's second pick with the Library: no Hacienda, no Hospice (R-PR-15, PX-4.11).
The turn is marked with `Turn.count = 1`."""


def settlers(state: State) -> tuple[int, ...]:
    """Every seat from the chooser; with an occupied Library the chooser again at the end."""
    seats = everyone(state)
    if state.players[state.chooser].occupied("library"):
        return (*seats, state.chooser)
    return seats


def settler_turn(w: Work, seat: int) -> Turn:
    """The settler's steps; without a Hacienda the turn starts at the pick (the engine would
    drop the Hacienda's step before anything is shown)."""
    if seat == w.chooser and len(w.queue) == 1:
        return Turn(todo=LIBRARY_PICK, started=True, count=1)
    turn = plain_turn(w, seat)
    return turn if "hacienda" in w.players[seat].city else turn.done()


# -- Hacienda (and the drawn tile it lays, R-PR-16) ----------------------------------------


def hacienda(state: State, seat: int) -> list[Move]:
    p = state.players[seat]
    plantations = state.plantations
    usable = (
        p.occupied("hacienda")
        and p.island() < data.ISLAND_SPACES
        and bool(plantations.stack or plantations.discard)
    )
    return [USE["hacienda"], PASS] if usable else []


def use_hacienda(w: Work, seat: int, move: Move) -> None:
    if isinstance(move, Pass):
        w.step_done()
    else:
        draw_and_lay(w, seat)


def draw_and_lay(w: Work, seat: int) -> None:
    """Hacienda / face-down Land office: the top plantation is drawn and must be laid; with an
    occupied Forest house the owner sees it first and may lay it as a forest (R-PR-16)."""
    kind = w.draw_tile()
    t = w.turn
    if kind >= 0 and w.players[seat].occupied("forest_house"):
        w.turn = replace(t, todo=("lay", *t.todo[1:]), drawn=kind)
        return
    if kind >= 0:
        w.lay(seat, kind, forest=False)
    w.step_done()


def lays(state: State, seat: int) -> list[Move]:
    drawn = state.turn.drawn
    return [] if drawn < 0 else [LAY[drawn], FOREST[drawn]]


def lay(w: Work, seat: int, move: Move) -> None:
    """The drawn tile face up, or as a forest."""
    assert isinstance(move, Lay | Forest)
    w.lay(seat, data.ISLAND_INDEX[move.tile], forest=isinstance(move, Forest))
    w.turn = replace(w.turn, drawn=-1)
    w.step_done()


# -- the pick ---------------------------------------------------------------------------------


def plants(state: State, seat: int) -> list[Move]:
    kinds, forests = plant_options(state, seat)
    moves: list[Move] = [*(TAKE_TILE[k] for k in kinds), *(FOREST[k] for k in forests)]
    return [*moves, PASS] if moves else []


def plant(w: Work, seat: int, move: Move) -> None:
    """Take the tile (the Hospice then knows where its colonist goes), or lay it as a forest."""
    t = w.turn
    if isinstance(move, TakeTile):
        take_tile(w, seat, move.tile)
        if "hospice" in w.players[seat].city:
            w.turn = replace(t, todo=t.todo[1:], target=move.tile)
        else:  # only the Hospice's step can follow the pick
            w.turn = FINISHED
    elif isinstance(move, Forest):
        w.from_row(data.ISLAND_INDEX[move.tile])
        w.turn = replace(t, target=data.FOREST)
        w.lay(seat, data.ISLAND_INDEX[move.tile], forest=True)
        w.step_done()
    else:  # a pass leaves the Hospice no tile
        w.turn = FINISHED


def take_tile(w: Work, seat: int, tile: str) -> None:
    """A face-up plantation (or a quarry) onto the seat's island."""
    k = data.ISLAND_INDEX[tile]
    if k == QUARRY:
        w.edit_plantations().quarries -= 1
    else:
        w.from_row(k)
    w.lay(seat, k, forest=False)


# -- Hospice ----------------------------------------------------------------------------------


def hospice(state: State, seat: int) -> list[Move]:
    """A colonist onto the new tile; a guest may have moved onto it already (R-PR-51)."""
    p = state.players[seat]
    target = state.turn.target
    usable = (
        bool(target)
        and (target == data.FOREST or room_on_tile(p, target))
        and p.occupied("hospice")
        and spare_colonist(state, hospice=True)
    )
    return [USE["hospice"], PASS] if usable else []


def use_hospice(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, Pass):
        w.colonist_for_tile()
        # R-PR-17: after a forest pick the colonist goes to the windrose.
        target = w.turn.target
        place = data.WINDROSE if target == data.FOREST else target
        w.set_player(seat, put(w.players[seat], place, noble=False))
    w.step_done()


# -- Hunting lodge, and the end of the phase --------------------------------------------------


def lodges(state: State) -> tuple[int, ...]:
    """Colonist-occupied Hunting lodges, clockwise from the settler (R-PR-19 (a))."""
    return tuple(
        s
        for s in clockwise_from(state.chooser, state.rules.players)
        if state.players[s].occupied("hunting_lodge")
        and not state.players[s].noble_on("hunting_lodge")
    )


def lodge_discards(state: State, seat: int) -> list[Move]:
    moves = discard_moves(state.players[seat])
    return [*moves, PASS] if moves else []


def lodge_discard(w: Work, seat: int, move: Move) -> None:
    if isinstance(move, Discard):
        w.discard_tile(seat, data.ISLAND_INDEX[move.tile], move.forest)
    w.step_done()


def after_settlers(w: Work) -> str:
    """The Hunting lodge owners discard next (their own phase); without Exp II, whose building
    it is, nobody does."""
    return "hunting_lodge" if w.rules.exp_nobles else after_lodges(w)


def after_lodges(w: Work) -> str:
    """R-PR-19 (b): a noble on an occupied Hunting lodge scores 2 VP for strictly the most
    empty island spaces; then R-PR-20: untaken tiles to the discards, N+1 new ones."""
    if w.rules.exp_nobles:  # the Hunting lodge is an Exp II building
        for seat, p in enumerate(w.players):
            if p.occupied("hunting_lodge") and p.noble_on("hunting_lodge"):
                mine = p.island()
                if all(mine < q.island() for i, q in enumerate(w.players) if i != seat):
                    w.award(seat, 2)
    plantations = w.edit_plantations()
    plantations.discard = (*plantations.discard, *plantations.row)
    need = w.rules.setup.row
    row = plantations.stack[:need]
    plantations.stack = plantations.stack[need:]
    if len(row) < need and plantations.discard:
        w.rng, plantations.stack = rng.shuffle(w.rng, plantations.discard)
        plantations.discard = ()
        more = need - len(row)
        row += plantations.stack[:more]
        plantations.stack = plantations.stack[more:]
    plantations.row = row
    return end_role(w)
