"""The glance: the board and the seats in a few lines, shown where the whole board does not
fit at the terminal's height (the ships, the trading house and the free roles, then one line
per seat).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.text import Text

from common.wrapping import WrappedItems
from puertorico import data
from puertorico.render_board import free_slot_items, house_items, role_items, ship_text
from puertorico.render_seats import built_spaces
from puertorico.render_style import (
    AtWidth,
    building_style,
    doubloons,
    each,
    goods_words,
    labelled_first,
    piece_counts,
    seat_name,
    vp_text,
    wrapped_line,
)
from puertorico.texts import Texts
from puertorico.view import PlayerView, SeatView

GLANCE_HEAD = 2
"""Lines the glance gives the board above its line per seat: 7 rows for five seats."""


def glance(view: SeatView, names: Sequence[str], tx: Texts) -> RenderableType:
    """The board and the seats in a few lines: the ships, the trading house and the free
    roles (during the draft: the free slots by cost) in at most two lines, cut with "…" where
    they run on, then one line per seat."""
    w = tx.WORD
    if view.phase == "draft":
        head = wrapped_line(*each(free_slot_items(view)), label=str(w["free_slots"]))
    else:
        ships = [ship_text(view, i, tx, holds=False) for i in range(len(view.cargo))]
        house = labelled_first(str(w["house"]), house_items(view, tx))
        roles = labelled_first(str(w["free_roles"]), role_items(view, names, tx, brief=True))
        head = wrapped_line(*each(ships), house, roles, label=str(w["cargo"]))
    return Group(
        AtWidth(partial(_cut, head, GLANCE_HEAD)),
        AtWidth(partial(_glance_seats, view, names, tx)),
    )


def _cut(items: WrappedItems, most: int, width: int) -> list[Text]:
    """The items' first `most` lines at `width`, the last ending in "…" when more would
    follow."""
    lines = items.lines(width)
    if len(lines) <= most:
        return lines
    last = lines[most - 1]
    if last.plain.endswith(" ·"):
        last.right_crop(2)
    last.truncate(width - 2)
    last.append(" …")
    return lines[:most]


def _glance_seats(view: SeatView, names: Sequence[str], tx: Texts, width: int) -> Iterator[Text]:
    """One line per seat, in aligned columns: name, money, VP (buildings + chips, "?" while
    hidden), pieces, goods, then the city's spaces and its dearest buildings as far as the
    line goes."""
    w = tx.WORD
    rows = []
    for p in view.players:
        nobles = len(p.nobles)
        pieces = piece_counts(_pieces_count(p) - nobles, nobles)
        city = Text(f"{w['city']} {built_spaces(p)}/{data.CITY_SPACES}", style="bold")
        dearest = sorted(p.city, key=lambda b: (-data.BY_ID[b].cost, data.ORDER[b]))
        for i, b in enumerate(dearest):
            city.append(", " if i else ": ")
            city.append(str(tx.SHORT[b]), style=building_style(b))
        rows.append(
            [
                seat_name(view, p, names),
                Text(doubloons(p.doubloons, tx)),
                vp_text(p, tx),
                Text(pieces),
                goods_words(p.goods, tx),
                city,
            ]
        )
    aligned = len(rows[0]) - 2
    widths = [max(row[c].cell_len for row in rows) for c in range(aligned)]
    for row in rows:
        line = Text()
        for cell, room in zip(row, widths, strict=False):
            line.append_text(cell)
            line.pad_right(room + 2 - cell.cell_len)
        line.append_text(Text("  ").join(cell for cell in row[aligned:] if cell))
        line.truncate(width, overflow="ellipsis")
        yield line


def _pieces_count(p: PlayerView) -> int:
    """Every piece the seat has: on tiles, on buildings and on the windrose."""
    return sum(p.worked) + sum(p.staff) + p.idle
