"""Puerto Rico compound choices: the mayor placement on one screen.

The engine asks the placement one piece at a time (`place colonist X`, `place noble X`;
R-PR-24, D-PR-2, D-PR-16): every piece is picked up when the seat's turn starts, and while
pieces are in hand and a circle is empty one must be placed. Here the whole placement is one
editor built from the seat's view: a row per island kind with an unoccupied tile and per
building with an empty circle (and the windrose for the pieces no circle is left for), a column
per piece kind in hand, and to begin with the placement the heuristic makes piece by piece.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from common.compound import Compound, Gains, Marks, Row, check, fill_greedily
from common.contract import IllegalMove, Lang
from common.records import replace
from puertorico import data
from puertorico.ai import HeuristicBot
from puertorico.moves import (
    NOBLE_BUILDING,
    NOBLE_TILE,
    PASS,
    PLACE_BUILDING,
    PLACE_TILE,
    Move,
    TakeColonist,
    TakeGood,
)
from puertorico.texts import texts
from puertorico.view import PlayerView, SeatView

COLONIST, NOBLE = 0, 1
"""The editor's columns."""
IDLE: Final = -1000.0
"""What the heuristic's placement gives a piece on the windrose: the last place it goes."""


def compound(view: SeatView, lang: Lang) -> Compound | None:
    """The seat's mayor placement as one editor; None for every other decision."""
    seat = view.seat
    if view.step != "place" or seat is None or view.to_act != seat or not view.hand:
        return None
    tx = texts(lang)
    me = view.players[seat]
    rows = [
        Row(tile, _capital(tx.TILE[tile]), me.tiles[k] - me.worked[k])
        for k, tile in enumerate(data.ISLAND)
        if me.tiles[k] > me.worked[k]
    ]
    staff = dict(zip(me.city, me.staff, strict=True))
    rows += [
        Row(b, tx.BUILDING[b], data.CIRCLES[b] - staff[b], tx.EFFECT[b])
        for b in sorted(me.city, key=data.ORDER.__getitem__)
        if data.CIRCLES[b] > staff[b]
    ]
    spare = view.hand - sum(row.capacity for row in rows)
    if spare > 0:
        rows.append(Row(data.WINDROSE, tx.CHOICE["windrose"], spare, tx.CHOICE["windrose_detail"]))
    nobles = view.hand_nobles
    columns = (tx.WORD["colonist"], tx.WORD["noble"]) if nobles else (tx.WORD["colonist"],)
    limits = ((view.hand - nobles,) * 2, (nobles, nobles)) if nobles else ((view.hand,) * 2,)
    blank = Compound(
        title=tx.CHOICE["title"],
        columns=columns,
        rows=tuple(rows),
        limits=limits[: len(columns)],
        start=(),
        step="place",
    )
    return dataclasses.replace(blank, start=fill_greedily(blank, _gains(view, seat, blank)))


def compound_moves(
    view: SeatView, compound: Compound, marks: Marks, lang: Lang
) -> tuple[Move, ...]:
    """Every piece on a circle, in an order where the engine's forced placements (D-PR-2,
    D-PR-16) put the last pieces exactly where they are marked: nobles before colonists, and
    the kind-sensitive buildings last, so that while one has an empty circle the seat is still
    asked. The pieces marked for the windrose go there by themselves."""
    if sum(compound.totals(marks)) < view.hand or _over_windrose(compound, marks):
        raise IllegalMove(texts(lang).CHOICE["place_all"])
    check(compound, marks, lang)
    cells = sorted(
        (row.key in data.KIND_SENSITIVE, column != NOBLE, r, column)
        for r, row in enumerate(compound.rows)
        for column in range(len(compound.columns))
        if row.key != data.WINDROSE
    )
    moves: list[Move] = []
    for _, _, r, column in cells:
        moves += [_move(compound.rows[r].key, column)] * marks[r][column]
    return tuple(moves)


def _over_windrose(compound: Compound, marks: Marks) -> bool:
    """More pieces marked for the windrose than no circle is left for (R-PR-24)."""
    return any(
        row.key == data.WINDROSE and sum(marked) > row.capacity
        for row, marked in zip(compound.rows, marks, strict=True)
    )


def _move(place: str, column: int) -> Move:
    k = data.ISLAND_INDEX.get(place, -1)
    if column == NOBLE:
        return NOBLE_TILE[k] if k >= 0 else NOBLE_BUILDING[place]
    return PLACE_TILE[k] if k >= 0 else PLACE_BUILDING[place]


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def _gains(view: SeatView, seat: int, blank: Compound) -> Gains:
    """What the heuristic scores one more piece on each place at, after the marks so far (a
    piece on the windrose only once no circle is left)."""
    bot = HeuristicBot(0)
    columns = range(len(blank.columns))
    cells = [
        (r, c) for r, row in enumerate(blank.rows) for c in columns if row.key != data.WINDROSE
    ]
    moves = tuple(_move(blank.rows[r].key, c) for r, c in cells)

    def gains(marks: Marks) -> tuple[list[list[float | None]], None]:
        scores = bot.scores(_after(view, seat, blank, marks), moves)
        out: list[list[float | None]] = [[IDLE] * len(columns) for _ in blank.rows]
        for (r, c), score in zip(cells, scores, strict=True):
            out[r][c] = score
        return out, None

    return gains


def _after(view: SeatView, seat: int, blank: Compound, marks: Marks) -> SeatView:
    """The view as it would be once the marked pieces stand on their places."""
    me: PlayerView = view.players[seat]
    worked = list(me.worked)
    staff = list(me.staff)
    nobles = list(me.nobles)
    for row, marked in zip(blank.rows, marks, strict=True):
        k = data.ISLAND_INDEX.get(row.key, -1)
        if k >= 0:
            worked[k] += sum(marked)
        elif row.key != data.WINDROSE:
            staff[me.city.index(row.key)] += sum(marked)
        if len(marked) > NOBLE:
            nobles += [row.key] * marked[NOBLE]
    placed = [sum(column) for column in zip(*marks, strict=True)] if marks else []
    player = replace(me, worked=tuple(worked), staff=tuple(staff), nobles=tuple(sorted(nobles)))
    return replace(
        view,
        players=(*view.players[:seat], player, *view.players[seat + 1 :]),
        hand=view.hand - sum(placed),
        hand_nobles=view.hand_nobles - (placed[NOBLE] if len(placed) > NOBLE else 0),
    )


def settled(view: SeatView, legal: tuple[Move, ...]) -> Move | None:
    """The answer right in every position a player could sensibly be in, or None (a real
    choice): the mayor's colonist from the supply and the craftsman's one barrel, each asked
    as yes or no (a piece or a barrel more never costs anything, R-PR-21, R-PR-37)."""
    if len(legal) != 2 or PASS not in legal:
        return None
    yes = legal[0] if legal[1] == PASS else legal[1]
    if view.step == "mayor_privilege" and isinstance(yes, TakeColonist):
        return yes
    if view.step == "craft_privilege" and isinstance(yes, TakeGood):
        return yes
    return None
