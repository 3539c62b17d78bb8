"""The working copy of the state while `apply` runs (`Work`, a mutable twin of `State`), and the
component moves every phase uses (doubloons, VP, pieces, tiles, a step finished).

The state's nested records (`roles`, `board`, `plantations`) stay shared with the previous
state until a step changes one of them: `edit_board()` and its siblings thaw that record into
its own mutable twin on first use, and `freeze` freezes whatever was thawed (D-PR-9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from common import rng
from common.records import Twin, replace
from puertorico import data
from puertorico.moves import Move
from puertorico.state import (
    Board,
    Plantations,
    Player,
    Roles,
    Rules,
    State,
    Turn,
)


class BoardWork(Twin[Board], Board, frozen=False):  # type: ignore[misc]
    if TYPE_CHECKING:
        colonist_supply: int
        colonist_ship: int
        vp_supply: int
        vp_extra: int
        bank: int
        goods_supply: tuple[int, ...]
        ship_good: tuple[int, ...]
        ship_load: tuple[int, ...]
        house: tuple[int, ...]
        buildings: tuple[int, ...]
        triggers: tuple[str, ...]
        idle_turns: int
        wharf_used: int
        bonus_paid: bool
        noble_supply: int
        noble_ship: int
        used: int
        seen: int
        taken: int


class RolesWork(Twin[Roles], Roles, frozen=False):  # type: ignore[misc]
    if TYPE_CHECKING:
        round: int
        governor: int
        money: tuple[int, ...]
        taker: tuple[int, ...]
        role: str


class PlantationsWork(Twin[Plantations], Plantations, frozen=False):  # type: ignore[misc]
    if TYPE_CHECKING:
        stack: tuple[int, ...]
        row: tuple[int, ...]
        discard: tuple[int, ...]
        quarries: int


def add(values: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    out = list(values)
    out[i] += delta
    return tuple(out)


def put(p: Player, target: str, noble: bool) -> Player:
    """One piece onto an island kind, a building or the windrose of the player."""
    nobles = tuple(sorted((*p.nobles, target))) if noble else p.nobles
    k = data.ISLAND_INDEX.get(target, -1)
    if k >= 0:
        return replace(p, worked=add(p.worked, k, 1), nobles=nobles)
    if target == data.WINDROSE:
        return replace(p, idle=p.idle + 1, nobles=nobles)
    i = p.city.index(target)
    return replace(p, staff=add(p.staff, i, 1), nobles=nobles)


def lift(p: Player, place: str, noble: bool) -> Player:
    """One piece off a place of the player (the reverse of `put`)."""
    nobles = p.nobles
    if noble:
        i = nobles.index(place)
        nobles = nobles[:i] + nobles[i + 1 :]
    k = data.ISLAND_INDEX.get(place, -1)
    if k >= 0:
        return replace(p, worked=add(p.worked, k, -1), nobles=nobles)
    if place == data.WINDROSE:
        return replace(p, idle=p.idle - 1, nobles=nobles)
    i = p.city.index(place)
    return replace(p, staff=add(p.staff, i, -1), nobles=nobles)


class Work(Twin[State], State, frozen=False):  # type: ignore[misc]
    """A `State` being changed by one `apply` (see `common.records`)."""

    if TYPE_CHECKING:
        rules: Rules
        rng: int
        players: tuple[Player, ...]
        roles: Roles
        phase: str
        chooser: int
        queue: tuple[int, ...]
        turn: Turn
        board: Board
        plantations: Plantations
        legal: tuple[Move, ...] | None

    def edit_board(self) -> BoardWork:
        """The board, to be changed (thawed on first use)."""
        board = self.board
        if type(board) is not BoardWork:
            board = self.board = BoardWork.thaw(board)
        return board

    def edit_roles(self) -> RolesWork:
        roles = self.roles
        if type(roles) is not RolesWork:
            roles = self.roles = RolesWork.thaw(roles)
        return roles

    def edit_plantations(self) -> PlantationsWork:
        plantations = self.plantations
        if type(plantations) is not PlantationsWork:
            plantations = self.plantations = PlantationsWork.thaw(plantations)
        return plantations

    def freeze(self) -> State:
        """The new state, with the nested records that were thawed frozen first."""
        board, roles, plantations = self.board, self.roles, self.plantations
        if type(board) is BoardWork:
            self.board = board.freeze()
        if type(roles) is RolesWork:
            self.roles = roles.freeze()
        if type(plantations) is PlantationsWork:
            self.plantations = plantations.freeze()
        return super().freeze()

    # -- components ----------------------------------------------------------------------------

    def set_player(self, seat: int, p: Player) -> None:
        players = list(self.players)  # a list copy: the quickest tuple with one item replaced
        players[seat] = p
        self.players = tuple(players)

    def pay(self, seat: int, amount: int) -> None:
        """Doubloons from the bank (negative: to the bank)."""
        if amount:
            p = self.players[seat]
            self.set_player(seat, replace(p, doubloons=p.doubloons + amount))
            self.edit_board().bank -= amount

    def award(self, seat: int, vp: int) -> None:
        """VP chips; beyond the supply the rest is still credited (R-PR-60)."""
        p = self.players[seat]
        self.set_player(seat, replace(p, vp=p.vp + vp))
        board = self.edit_board()
        chips = min(vp, board.vp_supply)
        board.vp_supply -= chips
        board.vp_extra += vp - chips
        if not board.vp_supply:
            self.trigger("vp_exhausted")

    def trigger(self, name: str) -> None:
        if name not in self.board.triggers:
            board = self.edit_board()
            board.triggers = (*board.triggers, name)

    def colonist_for_tile(self) -> bool:
        """Take 1 colonist for the Hospice / University: the supply, else the ship."""
        board = self.board
        if board.colonist_supply:
            self.edit_board().colonist_supply -= 1
            return True
        if board.colonist_ship:
            self.edit_board().colonist_ship -= 1
            return True
        return False

    def draw_tile(self) -> int:
        """The top face-down plantation; an empty stack is refilled from the discards (R-PR-8)."""
        p = self.plantations
        if not p.stack and p.discard:
            w = self.edit_plantations()
            self.rng, w.stack = rng.shuffle(self.rng, w.discard)
            w.discard = ()
        if not self.plantations.stack:
            return -1
        w = self.edit_plantations()
        kind = w.stack[0]
        w.stack = w.stack[1:]
        return kind

    def lay(self, seat: int, kind: int, forest: bool) -> None:
        """A plantation onto the seat's island, face up or as a forest."""
        p = self.players[seat]
        if forest:
            self.set_player(seat, replace(p, forests=tuple(sorted((*p.forests, kind)))))
        else:
            self.set_player(seat, replace(p, tiles=add(p.tiles, kind, 1)))

    def from_row(self, kind: int) -> None:
        w = self.edit_plantations()
        i = w.row.index(kind)
        w.row = w.row[:i] + w.row[i + 1 :]

    def discard_tile(self, seat: int, kind: int, forest: bool) -> None:
        """A plantation or forest goes face up to the discards; a piece on it to the windrose
        (an unoccupied tile of the kind goes first, then a colonist's, R-PR-19, R-PR-40)."""
        p = self.players[seat]
        if forest:
            i = p.forests.index(kind)
            p = replace(p, forests=p.forests[:i] + p.forests[i + 1 :])
        else:
            if p.worked[kind] == p.tiles[kind]:
                place = data.ISLAND[kind]
                noble = p.worked[kind] == p.nobles.count(place)
                p = put(lift(p, place, noble), data.WINDROSE, noble)
            p = replace(p, tiles=add(p.tiles, kind, -1))
        self.set_player(seat, p)
        w = self.edit_plantations()
        w.discard = (*w.discard, kind)

    def step_done(self) -> None:
        self.turn = self.turn.done()
