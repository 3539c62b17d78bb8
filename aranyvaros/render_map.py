"""The Az Aranyváros island drawn as shapes (D-T-52): a box per region and one for the Golden
City with its four districts (`map_layout`), each place a cell inside its box.

A cell reads "^3:bón" (free: its reward after the colon) or "^3 ■A" (built): the terrain's
sign (the card that pays for it: ~ coast, ^ mountains, " meadow, ♣ forest, ∴ desert — sign and
colour both, so `NO_COLOR=1` reads alike), its number as its name says it ("Hegyvidék 3.
előváros"; in the city "^1", "^2" for the outer quarters and "^B" for the inner one), ≈ on a
river, then the houses on it (each its owner's initial) or, while free, its reward in a short
word; a free quarter what its first builder gets. The scoring card's area is underlined; the
place a highlighted move names is marked ▶ and reversed. The region names stand on their
boxes' borders, the rivers' in the corners between them, and a legend under the map names the
signs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.text import Text

from aranyvaros import data, map_layout
from aranyvaros.map_layout import Box
from aranyvaros.texts import Texts
from aranyvaros.view import SeatView
from common.plural import fill
from common.wrapping import WrappedItems

HOUSE = "■"
RIVER = "≈"
POINTER = "▶"
TERRAIN_MARK = {"coast": "~", "forest": "♣", "meadow": '"', "mountains": "^", "desert": "∴"}
"""A place's terrain by a sign as well as its colour."""
TERRAIN_STYLE = {
    "coast": "cyan",
    "forest": "green",
    "meadow": "bright_green",
    "mountains": "grey62",
    "desert": "yellow",
}
RIVER_STYLE = "bold blue"
CITY_STYLE = "bold gold1"
BORDER_STYLE = "dim"
HOUSE_STYLE = {
    "blue": "bold bright_white on blue",
    "red": "bold bright_white on red3",
    "black": "bold bright_white on grey23",
    "white": "bold grey3 on grey93",
}
"""A house piece: the initial on the seat's colour."""


def house(seat: int, marks: Sequence[str]) -> Text:
    """A house piece: the seat's colour and its initial, never the colour alone."""
    return Text.assemble((HOUSE + marks[seat], HOUSE_STYLE[data.COLOURS[seat]]))


def builders(view: SeatView, place: str) -> list[int]:
    """The seats with a house on this place."""
    return [p.seat for p in view.players if place in p.houses]


def city_reward(place: data.Place, order: int, words: Mapping[str, str]) -> str:
    """A city quarter's award for its builder number `order` + 1, in `words` (the sentences'
    or the map's)."""
    r = place.reward
    if order >= len(r.letters_by_order):
        return fill(words["nothing"], n=order + 1)
    text = fill(words["letters"], n=r.letters_by_order[order])
    if order == 0 and r.first_builder_coins:
        text += fill(words["coin"], n=r.first_builder_coins)
    if order == 0 and r.first_builder_draw_terrain:
        text += fill(words["draw"], n=r.first_builder_draw_terrain)
    return text


def place_mark(place: data.Place, tx: Texts) -> str:
    """A place's sign and number on the map: "^3", "~1"; in the city "^1", "^B"."""
    number = tx.WORD["inner_mark"] if place.kind == "inner_quarter" else str(place.number)
    return TERRAIN_MARK[place.terrain] + number


def place_cell(
    view: SeatView, place: data.Place, marks: Sequence[str], tx: Texts, scored: int, pointed: bool
) -> Text:
    """A place's cell: ▶ when a highlighted move names it, its mark (≈ on a river), then its
    houses or, while free, its reward; underlined in the scoring card's area."""
    style = TERRAIN_STYLE[place.terrain]
    cell = Text(POINTER if pointed else " ", style="bold")
    cell.append(place_mark(place, tx), style="bold " + style)
    if place.rivers:
        cell.append(RIVER, style=RIVER_STYLE)
    seats = builders(view, place.id)
    if seats and not place.shared:
        cell.append(" ")
    for seat in seats:
        cell.append_text(house(seat, marks))
    if place.shared and not seats:
        cell.append(f":{city_reward(place, 0, tx.CITY_MAP)}", style=style)
    elif not seats:
        cell.append(f":{tx.REWARD_WORD[place.reward.id]}", style=style)
    if scored >> place.index & 1:
        cell.stylize("underline", 1)
    if pointed:
        cell.stylize("reverse", 1)
    return cell


def _box(canvas: list[Text], box: Box, title: Text) -> None:
    """A rectangle's border with its title on the top edge."""
    top = Text("┌─", style=BORDER_STYLE).append_text(title)
    top.append("─" * (box.width - 1 - top.cell_len) + "┐", style=BORDER_STYLE)
    _put(canvas, box.row, box.col, top)
    for row in range(box.row + 1, box.row + box.height - 1):
        _put(canvas, row, box.col, Text("│", style=BORDER_STYLE))
        _put(canvas, row, box.col + box.width - 1, Text("│", style=BORDER_STYLE))
    bottom = Text("└" + "─" * (box.width - 2) + "┘", style=BORDER_STYLE)
    _put(canvas, box.row + box.height - 1, box.col, bottom)


def _put(canvas: list[Text], row: int, col: int, piece: Text) -> None:
    """Draw `piece` over the canvas's row from column `col`."""
    line = canvas[row]
    end = col + piece.cell_len
    canvas[row] = line[:col] + piece + line[end:]


def island(
    view: SeatView, marks: Sequence[str], tx: Texts, scored: int, pointed: str | None = None
) -> list[Text]:
    """The island's lines: the region boxes round the city, every place in its cell (those in
    `scored`, a bit mask, underlined; `pointed` marked), the rivers named in the corners, then
    the legend."""
    canvas = [Text(" " * map_layout.WIDTH) for _ in range(map_layout.HEIGHT)]
    for region, box in map_layout.REGION_BOXES.items():
        terrain = data.RAW["regions"][region]["terrain"]
        title = f" {TERRAIN_MARK[terrain]} {tx.REGION[region]} "
        _box(canvas, box, Text(title, style="bold " + TERRAIN_STYLE[terrain]))
    _box(canvas, map_layout.CITY_BOX, Text(f" {tx.WORD['city']} ", style=CITY_STYLE))
    for place in data.PLACES:
        spot = map_layout.LAYOUT[place.id]
        cell = place_cell(view, place, marks, tx, scored, place.id == pointed)
        cell.truncate(spot.width)
        _put(canvas, spot.row, spot.col, cell)
    _rivers(canvas, tx)
    for line in canvas:
        line.rstrip()
    return [*canvas, *legend(tx).lines(map_layout.WIDTH)]


def _rivers(canvas: list[Text], tx: Texts) -> None:
    """Each river's name in the corner it runs through, beside the top or bottom region's box
    (the cross leaves the corners free), at the left or right edge, in words over lines."""
    boxes = {map_layout.side(r): box for r, box in map_layout.REGION_BOXES.items()}
    room = boxes["top"].col - 1
    for river_id, river in data.RAW["rivers"].items():
        compass = river["compass"]
        row = boxes["top" if "N" in compass else "bottom"].row + 1
        words = f"{RIVER} {tx.AREA_SHORT[river_id]}".split()
        name = WrappedItems([Text(w) for w in words], separator=" ", indent=0)
        for k, line in enumerate(name.lines(room)):
            line.stylize(RIVER_STYLE)
            col = 1 if "W" in compass else map_layout.WIDTH - 1 - line.cell_len
            _put(canvas, row + k, col, line)


def legend(tx: Texts) -> WrappedItems:
    """The map's signs in words: each terrain's and the river's, the city's quarters, the
    short rewards."""
    items = [
        Text(sign, style="bold " + TERRAIN_STYLE[terrain]).append(
            f" {tx.TERRAIN[terrain]}", style="dim"
        )
        for terrain, sign in TERRAIN_MARK.items()
    ]
    items.append(Text(RIVER, style=RIVER_STYLE).append(f" {tx.WORD['river']}", style="dim"))
    items += [Text(str(words), style="dim") for words in tx.WORD["map_legend"].split(" · ")]
    return WrappedItems(items, separator="  ", indent=0)
