"""Az Aranyváros compound choices: a payment and the hand limit on one screen.

The engine asks a payment unit by unit (`pay T` one card of the needed terrain, `pay 2 X` a
joker pair of another, D-AV-3) and the hand limit card by card (`discard T`). Here each is one
editor built from the seat's view: a row per unit kind (the needed terrain, then each joker
pair) or per terrain in hand, one column, and to begin with the marks the heuristic would make.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from aranyvaros import data
from aranyvaros.ai import HeuristicBot
from aranyvaros.moves import DISCARD, PAY, PAY_PAIR, Move
from aranyvaros.rules.board import jokers_allowed
from aranyvaros.texts import texts
from aranyvaros.view import SeatView
from common.compound import Compound, Gains, Marks, Row, check, fill_greedily
from common.contract import Lang
from common.records import replace

PAIR: Final = "pair:"
"""Row keys: `pay:T` (one card), `pair:T` (two cards for one), `discard:T`."""


def compound(view: SeatView, lang: Lang) -> Compound | None:
    """The seat's payment or hand limit as one editor; None for every other decision."""
    seat = view.seat
    if view.step not in ("pay", "limit") or seat is None or view.to_act != seat:
        return None
    hand = view.players[seat].hand
    if hand is None:
        return None
    tx = texts(lang)
    if view.step == "pay":
        place = data.PLACES[data.PLACE_INDEX[view.place]]
        need = data.TERRAIN_INDEX[place.terrain]
        rows = (
            [Row(f"pay:{place.terrain}", tx.TERRAIN[place.terrain], hand[need])]
            if hand[need]
            else []
        )
        if jokers_allowed(view.rules, place.index):
            rows += [
                Row(
                    PAIR + t,
                    tx.CHOICE["pair"].format(terrain=tx.TERRAIN[t], need=tx.TERRAIN[place.terrain]),
                    hand[x] // 2,
                    tx.CHOICE["joker"],
                )
                for x, t in enumerate(data.TERRAINS)
                if x != need and hand[x] >= 2
            ]
        owed, column = view.owed, tx.CHOICE["pay"]
        title = tx.CHOICE["title_pay"].format(
            place=tx.PLACE[place.id], terrain=tx.TERRAIN[place.terrain]
        )
    else:
        rows = [
            Row(f"discard:{t}", tx.TERRAIN[t], hand[x])
            for x, t in enumerate(data.TERRAINS)
            if hand[x]
        ]
        owed, column = sum(hand) - data.HAND_LIMIT, tx.CHOICE["discard"]
        title = tx.CHOICE["title_limit"]
    blank = Compound(
        title=title,
        columns=(column,),
        rows=tuple(rows),
        limits=((owed, owed),),
        start=(),
        step=view.step,
    )
    return dataclasses.replace(blank, start=fill_greedily(blank, _gains(view, seat, blank)))


def compound_moves(
    view: SeatView, compound: Compound, marks: Marks, lang: Lang
) -> tuple[Move, ...]:
    """The marked units in the rows' order (any order pays the same: D-AV-3)."""
    check(compound, marks, lang)
    moves: list[Move] = []
    for row, (n,) in zip(compound.rows, marks, strict=True):
        moves += [_move(row.key)] * n
    return tuple(moves)


UNIT: Final[dict[str, tuple[Move, ...]]] = {"pay": PAY, "pair": PAY_PAIR, "discard": DISCARD}
"""The single move of one marked unit, by the row key's kind."""


def settled(view: SeatView, legal: tuple[Move, ...]) -> Move | None:
    """None: no Aranyváros decision has one answer right in every sensible position (the
    bonus card, the pairs, the goods all weigh the hand and the board)."""
    return None


def _move(key: str) -> Move:
    kind, _, terrain = key.partition(":")
    return UNIT[kind][data.TERRAIN_INDEX[terrain]]


def _gains(view: SeatView, seat: int, blank: Compound) -> Gains:
    """What the heuristic scores one more mark on each row at, after the marks so far."""
    bot = HeuristicBot(0)
    moves = tuple(_move(row.key) for row in blank.rows)

    def gains(marks: Marks) -> tuple[list[list[float]], None]:
        hand = list(view.players[seat].hand or ())
        for row, (n,) in zip(blank.rows, marks, strict=True):
            hand[data.TERRAIN_INDEX[row.key.partition(":")[2]]] -= n * (
                2 if row.key.startswith(PAIR) else 1
            )
        me = replace(view.players[seat], hand=tuple(hand), hand_size=sum(hand))
        after = replace(
            view,
            players=(*view.players[:seat], me, *view.players[seat + 1 :]),
            owed=view.owed - sum(n for (n,) in marks) if view.step == "pay" else view.owed,
        )
        return [[s] for s in bot.scores(after, moves)], None

    return gains
