"""San Juan and ANNO production and sales as one compound choice each (issue 30 item 2).

The engine asks a producer one good at a time (`produce T`, then `done`) and a trader one sale
at a time (`sell T`, then `done`), `pass` before the first. Here each run is one editor: a row
per production building type that can take a good (empty ones for the producer, loaded ones and
the Pawnshop's card for the trader), one column, at most the seat's limit this phase, and to
begin with what the heuristic would produce or sell — usually all it may, so Enter alone does.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from typing import Final

from common.compound import Compound, Gains, Marks, Row, fill_greedily
from common.contract import Lang
from common.records import replace
from sanjuan import data, render
from sanjuan.ai import HeuristicBot
from sanjuan.moves import DONE, PASS, PRODUCE, SELL, Move
from sanjuan.texts import texts
from sanjuan.view import PlayerView, SeatView

STEPS: Final[dict[str, Mapping[str, Move]]] = {"produce": PRODUCE, "sell": SELL}
"""The single move of one marked row, by step."""
EXTRA: Final = {"produce": "aqueduct", "sell": "trading_post"}
"""The building whose owner makes one more good a phase (R-SJ-7, R-SJ-8)."""
PAWN: Final = "pawnshop"


def compound(view: SeatView, lang: Lang) -> Compound | None:
    """The producer's or trader's whole turn as one editor; None for every other decision."""
    step, seat = view.step, view.seat
    if step not in STEPS or seat is None or view.to_act != seat:
        return None
    me = view.players[seat]
    rows = _rows(view, me, step, lang)
    if not rows:
        return None
    tx = texts(lang)
    most = min(_limit(view, me, step) - view.count, sum(row.capacity for row in rows))
    blank = Compound(
        title=tx.CHOICE_TITLE[step],
        columns=(tx.CHOICE[step],),
        rows=tuple(rows),
        limits=((0, most),),
        start=(),
        step=step,
    )
    return dataclasses.replace(blank, start=fill_greedily(blank, _gains(view, seat, blank)))


def compound_moves(view: SeatView, compound: Compound, marks: Marks) -> tuple[Move, ...]:
    """The marked goods in the rows' order, then `done` (`pass` with none): the engine ends the
    run by itself once the limit is reached, and the table stops there."""
    moves = STEPS[view.step]
    chosen = [
        moves[row.key] for row, (n,) in zip(compound.rows, marks, strict=True) for _ in range(n)
    ]
    return (*chosen, DONE if view.count or chosen else PASS)


def _rows(view: SeatView, me: PlayerView, step: str, lang: Lang) -> list[Row]:
    tx = texts(lang)
    name = render.building_names(view, tx)
    effect = tx.EFFECT if view.ruleset == "san_juan" else {**tx.EFFECT, **tx.EFFECT_ANNO}
    production = set(data.GOOD_COLUMN)
    wanted = step == "sell"
    counts = Counter(
        t for t, good in zip(me.city, me.goods, strict=True) if t in production and good == wanted
    )
    if step == "produce" and _must_differ(view, me):
        counts = Counter({t: 1 for t in counts if t not in view.used})
    rows = [
        Row(t, name[t], counts[t], effect[t])
        for t in sorted(counts, key=data.TYPE_ORDER.__getitem__)
    ]
    if wanted and me.pawn:
        pawnshop = data.cardset(view.ruleset).type_with_function(PAWN)
        rows.append(Row(PAWN, name[pawnshop], 1, effect[pawnshop]))
    return rows


def _must_differ(view: SeatView, me: PlayerView) -> bool:
    """ANNO: the producer's goods go on buildings of different types (R-AN-8)."""
    rules = view.rules
    return rules is not None and rules.producer_second_good_must_differ and view.chooser == me.seat


def _limit(view: SeatView, me: PlayerView, step: str) -> int:
    extra = data.cardset(view.ruleset).type_with_function(EXTRA[step])
    privilege = view.privilege if view.chooser == me.seat else 0
    return 1 + privilege + (extra in me.city)


def _gains(view: SeatView, seat: int, blank: Compound) -> Gains:
    """What the heuristic scores one more good on each row at, after the marks so far, and
    stopping there."""
    bot = HeuristicBot(0)
    moves = [STEPS[view.step][row.key] for row in blank.rows]

    def gains(marks: Marks) -> tuple[list[list[float | None]], float | None]:
        after = _after(view, seat, blank, marks)
        scores = bot.scores(after, (*moves, DONE if after.count else PASS))
        return [[s] for s in scores[:-1]], scores[-1]

    return gains


def _after(view: SeatView, seat: int, blank: Compound, marks: Marks) -> SeatView:
    """The view once the marked goods are produced (or sold)."""
    me = view.players[seat]
    goods = list(me.goods)
    pawn = me.pawn
    for row, (n,) in zip(blank.rows, marks, strict=True):
        for _ in range(n):
            if row.key == PAWN:
                pawn = False
                continue
            i = next(
                i
                for i, (t, good) in enumerate(zip(me.city, goods, strict=True))
                if t == row.key and good == (view.step == "sell")
            )
            goods[i] = view.step != "sell"
    player = replace(me, goods=tuple(goods), pawn=pawn)
    marked = sum(n for (n,) in marks)
    return replace(
        view,
        players=(*view.players[:seat], player, *view.players[seat + 1 :]),
        count=view.count + marked,
    )
