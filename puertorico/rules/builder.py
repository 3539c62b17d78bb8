"""The builder phase (R-PR-26–R-PR-31): one building at its discounted price, or with the
Black market for all the seat's money and returns (R-PR-29, D-PR-18); the Church's VP, the
city-full trigger, and the University's colonist (R-PR-28)."""

from __future__ import annotations

from common.records import replace
from puertorico import data
from puertorico.moves import (
    BLACK_MARKET,
    BUILD,
    PASS,
    RETURN_GOOD,
    RETURN_VP,
    USE,
    Build,
    Move,
    Pass,
    Return,
)
from puertorico.rules.island import spare_colonist
from puertorico.rules.queries import (
    CIRCLES,
    COLUMN,
    GOODS_N,
    SIZE,
    build_options,
    build_price,
    spaces_taken,
)
from puertorico.rules.roles import FINISHED
from puertorico.rules.working_copy import Work, add, lift, put
from puertorico.state import Player, State

ISLAND_N = len(data.ISLAND)


def builds(state: State, seat: int) -> list[Move]:
    options, covered = build_options(state, seat)
    if not options and not covered:
        return []
    return [*map(BUILD.__getitem__, options), *map(BLACK_MARKET.__getitem__, covered), PASS]


def build(w: Work, seat: int, move: Move) -> None:
    """A build (R-PR-26–R-PR-30): the price, or with the Black market all the seat's money
    and returns for the shortfall; the Church's VP; the city-full trigger."""
    if isinstance(move, Pass):
        w.turn = FINISHED  # neither Black market returns nor the University follow a pass
        return
    assert isinstance(move, Build)
    building = move.building
    price = build_price(w, seat, building)
    p = w.players[seat]
    short = 0
    if move.black_market:
        short = price - p.doubloons
        price = p.doubloons
    w.set_player(
        seat,
        replace(p, doubloons=p.doubloons - price, city=(*p.city, building), staff=(*p.staff, 0)),
    )
    board = w.edit_board()
    board.bank += price
    board.buildings = add(board.buildings, data.ORDER[building], -1)
    if p.occupied("church"):
        column = COLUMN[building]
        vp = 2 if column == 4 else int(column >= 2)
        if vp:
            w.award(seat, vp)
    if spaces_taken(p.city) + SIZE[building] >= data.CITY_SPACES:
        w.trigger("city_full")
    t = w.turn
    if short or p.occupied("university"):
        w.turn = replace(t, todo=t.todo[1:], target=building, count=short, kinds=0)
    else:  # neither Black market returns nor the University follow
        w.turn = FINISHED


# -- Black market returns (R-PR-29) -----------------------------------------------------------


def black_market(state: State, seat: int) -> list[Move]:
    """One return of a type not returned yet (t.kinds: 1 piece, 2 barrel, 4 VP)."""
    t = state.turn
    if not t.count:
        return []
    p = state.players[seat]
    out: list[Move] = []
    if not t.kinds & 1:
        for k in range(ISLAND_N):
            out += _piece_returns(p, data.ISLAND[k], p.worked[k])
        for b, n in zip(p.city, p.staff, strict=True):
            if b != "black_market":
                out += _piece_returns(p, b, n)
        out += _piece_returns(p, data.WINDROSE, p.idle)
    if not t.kinds & 2:
        out += [RETURN_GOOD[g] for g in range(GOODS_N) if p.goods[g]]
    if not t.kinds & 4 and p.vp:
        out.append(RETURN_VP)
    return out


def _piece_returns(p: Player, place: str, pieces: int) -> list[Move]:
    nobles = p.nobles.count(place) if p.nobles else 0
    out: list[Move] = []
    if pieces > nobles:
        out.append(Return(item="colonist", place=place))
    if nobles:
        out.append(Return(item="noble", place=place))
    return out


def give_back(w: Work, seat: int, move: Move) -> None:
    """One return: a VP chip, a barrel or a piece, each to its supply."""
    assert isinstance(move, Return)
    item = move.item
    p = w.players[seat]
    t = w.turn
    board = w.edit_board()
    if item == "vp":
        kind = 4
        w.set_player(seat, replace(p, vp=p.vp - 1))
        # R-PR-29 (c): the chip goes back to the supply, also once VP beyond the chips were
        # credited (R-PR-60); a triggered end stays triggered.
        board.vp_supply += 1
    elif item in data.GOOD_INDEX:
        kind = 2
        g = data.GOOD_INDEX[item]
        w.set_player(seat, replace(p, goods=add(p.goods, g, -1)))
        board.goods_supply = add(board.goods_supply, g, 1)
    else:
        kind = 1
        noble = item == "noble"
        w.set_player(seat, lift(p, move.place, noble))
        if noble:
            board.noble_supply += 1
        else:
            board.colonist_supply += 1
    w.turn = replace(t, kinds=t.kinds | kind, count=t.count - 1)
    if t.count == 1:
        w.step_done()


# -- University (R-PR-28) ---------------------------------------------------------------------


def university(state: State, seat: int) -> list[Move]:
    p = state.players[seat]
    target = state.turn.target
    usable = (
        bool(target)
        and CIRCLES[target] > p.staff[p.city.index(target)]
        and p.occupied("university")
        and spare_colonist(state, hospice=False)
    )
    return [USE["university"], PASS] if usable else []


def use_university(w: Work, seat: int, move: Move) -> None:
    if not isinstance(move, Pass):
        w.colonist_for_tile()
        w.set_player(seat, put(w.players[seat], w.turn.target, noble=False))
    w.step_done()
