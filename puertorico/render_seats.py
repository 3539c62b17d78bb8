"""A seat's board as the table draws it: a header (name, money, VP, goods), then the island
beside the city's 12 spaces; the viewing seat's own panel is the same board under a header
that keeps it within five rows at 80×24.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial

from rich.console import RenderableType
from rich.text import Text

from common.wrapping import WrappedItems
from puertorico import data
from puertorico.render_style import (
    FOREST_MARK,
    FOREST_STYLE,
    FREE_SPACE,
    LARGE_LOWER,
    LARGE_UPPER,
    AtWidth,
    building_name,
    building_style,
    building_vp,
    doubloons,
    each,
    goods_items,
    kind_text,
    labelled_first,
    piece_counts,
    piece_marks,
    seat_name,
    vp_text,
    wrapped_line,
)
from puertorico.texts import Texts
from puertorico.view import PlayerView, SeatView

CITY_ROWS, CITY_COLUMNS = 4, 3
"""The 12 city spaces as drawn: four rows of three, beside the island."""
CITY_CELL = (10, 20)
"""Width range of a city space (with its "│" and a space after): 18 at 76–79 columns;
narrower only on a narrower screen, where long names are cut."""
ISLAND_WIDTH = 22
"""The island column's least width beside the city (24 at 78 columns: two kinds a line)."""
CityCell = tuple[int, bool] | None
"""A city space: (index in the city, lower half of a large building), or None when free."""


def _windrose(p: PlayerView) -> Text:
    nobles = p.nobles.count(data.WINDROSE)
    return piece_marks(nobles, p.idle - nobles, 0)


def built_spaces(p: PlayerView) -> int:
    """City spaces built on (a large building takes two)."""
    return sum(data.SIZE[b] for b in p.city)


def _island_items(p: PlayerView, tx: Texts) -> list[Text]:
    """The island kind by kind with one circle per tile ("kukorica ●●○"), the forests and the
    free spaces — the 12 spaces — then the pieces on the windrose."""
    items = []
    for k, n in enumerate(p.tiles):
        if n:
            nobles = p.nobles.count(data.ISLAND[k])
            item = kind_text(k, tx).append(" ")
            item.append_text(piece_marks(nobles, p.worked[k] - nobles, n - p.worked[k]))
            items.append(item)
    if p.forests:
        forests = f"{tx.WORD['forest']} {FOREST_MARK * len(p.forests)}"
        items.append(Text(forests, style=FOREST_STYLE))
    free = data.ISLAND_SPACES - sum(p.tiles) - len(p.forests)
    if free:
        items.append(Text(str(tx.WORD["free_n"].format(n=free)), style="dim"))
    if p.idle:
        item = Text(f"{tx.WORD['windrose']} ")
        item.append_text(_windrose(p))
        items.append(item)
    return items


def city_layout(city: Sequence[str]) -> list[list[CityCell]]:
    """The city's 12 spaces, row by row: each large building over two spaces of a column
    (from the bottom right), the small ones in the order they were built from the top left."""
    grid: list[list[CityCell]] = [[None] * CITY_COLUMNS for _ in range(CITY_ROWS)]
    large = [i for i, b in enumerate(city) if data.SIZE[b] == 2]
    for k, i in enumerate(large):
        column = CITY_COLUMNS - 1 - k % CITY_COLUMNS
        top = CITY_ROWS - 2 - 2 * (k // CITY_COLUMNS)
        grid[top][column] = (i, False)
        grid[top + 1][column] = (i, True)
    free = ((r, c) for r in range(CITY_ROWS) for c in range(CITY_COLUMNS) if grid[r][c] is None)
    for i, b in enumerate(city):
        if data.SIZE[b] == 1:
            r, c = next(free)
            grid[r][c] = (i, False)
    return grid


def _city_space(p: PlayerView, cell: CityCell, room: int, tx: Texts) -> Text:
    """One city space in `room` cells: a building's name and circles, the lower half of a
    large building, or a free space."""
    if cell is None:
        return Text(FREE_SPACE.ljust(room), style="dim")
    i, lower = cell
    b = p.city[i]
    style = building_style(b)
    if lower:
        return Text(LARGE_LOWER + "─" * (room - 1), style=style)
    nobles = p.nobles.count(b)
    circles = piece_marks(nobles, p.staff[i] - nobles, data.CIRCLES[b] - p.staff[i])
    out = Text(LARGE_UPPER if data.SIZE[b] == 2 else "", style=style)
    name_room = room - out.cell_len - circles.cell_len - (1 if circles else 0)
    out.append(building_name(b, name_room, tx), style=style)
    out.append(" " * (room - out.cell_len - circles.cell_len))
    out.append_text(circles)
    return out


def _seat_header(view: SeatView, p: PlayerView, names: Sequence[str], tx: Texts) -> WrappedItems:
    """Name, money, VP and goods: one line at 78 columns unless the goods are many."""
    parts = [seat_name(view, p, names), Text(doubloons(p.doubloons, tx)), vp_text(p, tx)]
    return wrapped_line(*each(parts), goods_items(p.goods, tx))


def _seat_lines(
    headers: Sequence[WrappedItems],
    p: PlayerView,
    tx: Texts,
    width: int,
    hand: Text | None = None,
    hand_headers: Sequence[WrappedItems] = (),
) -> Iterator[RenderableType]:
    """A seat's board: a header, then the island beside the city's 12 spaces. The header is
    the first of `headers` that takes one line (else the last, wrapped). The pieces in `hand`
    stand beside the island while it has room, else the header is one of `hand_headers`."""
    cell = max(CITY_CELL[0], min(CITY_CELL[1], (width - ISLAND_WIDTH) // CITY_COLUMNS))
    island_width = width - cell * CITY_COLUMNS
    island = _pack(_island_items(p, tx), island_width - 1)
    if hand is not None:
        beside = _pack([*_island_items(p, tx), hand], island_width - 1)
        if len(beside) <= CITY_ROWS:
            island = beside
        else:
            headers = hand_headers
    fitting = [lines for lines in (h.lines(width) for h in headers) if len(lines) == 1]
    yield from fitting[0] if fitting else headers[-1].lines(width)
    grid = city_layout(p.city)
    for row in range(max(CITY_ROWS, len(island))):
        line = island[row] if row < len(island) else Text()
        line.truncate(island_width - 1, overflow="ellipsis", pad=True)
        line.pad_right(1)
        for column in range(CITY_COLUMNS):
            line.append("│", style="dim")
            if row < CITY_ROWS:
                line.append_text(_city_space(p, grid[row][column], cell - 2, tx))
            line.pad_right(island_width + (column + 1) * cell - line.cell_len)
        yield line


def seat_board(view: SeatView, p: PlayerView, names: Sequence[str], tx: Texts) -> AtWidth:
    return AtWidth(partial(_seat_lines, [_seat_header(view, p, names, tx)], p, tx))


def _pack(items: Sequence[Text], width: int, separator: str = "  ") -> list[Text]:
    """Items in lines of at most `width` cells, never broken inside an item."""
    lines: list[Text] = []
    for item in items:
        if lines and lines[-1].cell_len + len(separator) + item.cell_len <= width:
            lines[-1].append(separator)
            lines[-1].append_text(item)
        else:
            lines.append(Text().append_text(item))
    return lines


def own_panel(view: SeatView, names: Sequence[str], tx: Texts) -> RenderableType:
    """The viewing seat's board as its seat panel draws it, under a header of one line (so the
    panel keeps within five rows at 80×24): its name, money, VP spelt out and goods by name
    where the line has room, else VP as on the seats ("17+8 GyP"), goods without their label,
    and at last without the name (the question below names the seat). While it places its
    pieces, they stand beside the island ("kézben ●3 ◆1"), or in the header when the island
    has no room."""
    w = tx.WORD
    seat = view.seat
    assert seat is not None
    p = view.players[seat]
    chips = "?" if p.vp is None else p.vp
    spelt = Text(str(w["vp_own"].format(buildings=building_vp(p), chips=chips)), style="cyan")
    who, money = seat_name(view, p, names), Text(doubloons(p.doubloons, tx))
    goods = goods_items(p.goods, tx) or [Text(str(w["no_goods"]), style="dim")]
    labelled = labelled_first(str(w["goods"]), goods)
    hand = _hand(view, seat, tx)
    short = vp_text(p, tx)
    variants: list[tuple[list[Text], Text, list[Text]]] = [
        ([who], spelt, labelled),
        ([who], short, labelled),
        ([who], short, goods),
        ([], short, goods),
    ]
    headers, hand_headers = (
        [wrapped_line(*each([*name, money, vp]), extra, listed) for name, vp, listed in variants]
        for extra in ([], [hand] if hand else [])
    )
    return AtWidth(partial(_seat_lines, headers, p, tx, hand=hand, hand_headers=hand_headers))


def _hand(view: SeatView, seat: int, tx: Texts) -> Text | None:
    """The pieces the seat holds while it places them in the mayor phase ("kézben ●3 ◆1")."""
    if view.phase != "mayor_placement" or view.to_act != seat or not view.hand:
        return None
    hand = piece_counts(view.hand - view.hand_nobles, view.hand_nobles)
    return Text(f"{tx.WORD['in_hand']} {hand}", style="bold")
