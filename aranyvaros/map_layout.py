"""Where each place of the Az Aranyváros island stands on the text map (D-T-52).

The island is drawn as boxes in a cross, the way the board is built: the mountains region on
top, the desert on the left, the meadow on the right, the forest below, the Golden City in the
middle with its four districts (north, east on top; west, south below, each beside its
region). Inside a region box the places stand in lines parallel to its coast: the harbours on
the coast, then the outer ring of suburbs, then the inner ring nearest the city, each line in
the order the data's positions give along that side; a district holds its two outer quarters
and its inner quarter, one a line. Everything comes from `board.json` (region compass, place
kind, position), so a replaced board file moves the places without code changes.

A place is a cell: a fixed spot (row, column) and width on the map's canvas; the renderer
fills it with the place's mark and what stands on it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from aranyvaros import data

WIDTH = 77
"""The map's columns: the board's at 80 and at 120 columns (the log beside it), within its
padding and scroll bar."""
SIDE_OF_COMPASS = {"N": "top", "S": "bottom", "W": "left", "E": "right"}
CENTRE = data.RAW["city_drawing"]["center"]
ACROSS_CELL, DOWN_CELL, QUARTER_CELL = 11, 8, 11
"""Cell widths: in the top and bottom regions, in the left and right ones, in the city."""
SIDE_BOX = 26
"""The left and right region boxes' width; the city takes what is left between them."""
TOP_ROWS = 5
"""The top region box: its border, the harbours, the outer and inner suburbs, its border."""
MIDDLE_ROWS = 8
"""The middle band: the side regions (four cells high) beside the city (two districts high)."""


@dataclass(frozen=True, slots=True)
class Cell:
    """Where a place is drawn: its first column on its row, and the cells it may fill."""

    row: int
    col: int
    width: int


@dataclass(frozen=True, slots=True)
class Box:
    """A region, the city or a district as a rectangle; `key` names it for the renderer (a
    region id, a district id, or "city")."""

    key: str
    row: int
    col: int
    width: int
    height: int


def _distance(place: data.Place) -> float:
    return math.hypot(place.pos[0] - CENTRE[0], place.pos[1] - CENTRE[1])


def ring(place: data.Place) -> int:
    """0 for the coast, 1 for the outer suburbs, 2 for the inner ones (nearer the city than
    their region's mean), 3 for the city's quarters."""
    if place.kind == "harbour":
        return 0
    if place.shared:
        return 3
    suburbs = [p for p in data.PLACES if p.region == place.region and p.kind == "suburb"]
    mean = sum(_distance(p) for p in suburbs) / len(suburbs)
    return 1 if _distance(place) > mean else 2


def side(region: str) -> str:
    return SIDE_OF_COMPASS[data.RAW["regions"][region]["compass"]]


def _region_boxes() -> dict[str, Box]:
    across = 4 * ACROSS_CELL + 2
    left = (WIDTH - across) // 2
    middle = TOP_ROWS
    bottom = middle + MIDDLE_ROWS
    spots = {
        "top": Box("", 0, left, across, TOP_ROWS),
        "bottom": Box("", bottom, left, across, TOP_ROWS),
        "left": Box("", middle, 0, SIDE_BOX, MIDDLE_ROWS - 2),
        "right": Box("", middle, WIDTH - SIDE_BOX, SIDE_BOX, MIDDLE_ROWS - 2),
    }
    out = {}
    for region in data.RAW["regions"]:
        spot = spots[side(region)]
        out[region] = Box(region, spot.row, spot.col, spot.width, spot.height)
    return out


REGION_BOXES: dict[str, Box] = _region_boxes()
CITY_BOX = Box("city", TOP_ROWS, SIDE_BOX, WIDTH - 2 * SIDE_BOX, MIDDLE_ROWS)
HEIGHT = 2 * TOP_ROWS + MIDDLE_ROWS
"""The map's rows."""
DISTRICT_SPOT = {"top": (0, 0), "right": (0, 1), "left": (1, 0), "bottom": (1, 1)}
"""A district's corner of the city (row, column of two): north and east above, west and south
below, so each stands nearest its region's box."""


def _lines(places: list[data.Place], region: str) -> list[list[data.Place]]:
    """A region's places in lines parallel to its coast, coast first, each line in the order
    along the side."""
    where = side(region)
    across = where in ("top", "bottom")
    lines: list[list[data.Place]] = [[], [], []]
    for place in places:
        lines[ring(place)].append(place)
    for line in lines:
        line.sort(key=lambda p: p.pos[0] if across else p.pos[1])
    return lines[::-1] if where in ("bottom", "right") else lines


def _layout() -> dict[str, Cell]:
    cells: dict[str, Cell] = {}
    for region, box in REGION_BOXES.items():
        places = [p for p in data.PLACES if p.region == region and not p.shared]
        across = side(region) in ("top", "bottom")
        width = ACROSS_CELL if across else DOWN_CELL
        for k, line in enumerate(_lines(places, region)):
            for i, place in enumerate(line):
                if across:
                    cells[place.id] = Cell(box.row + 1 + k, box.col + 1 + i * width, width)
                else:
                    cells[place.id] = Cell(box.row + 1 + i, box.col + 1 + k * width, width)
    for info in data.RAW["districts"].values():
        r, c = DISTRICT_SPOT[SIDE_OF_COMPASS[info["compass"]]]
        quarters = [*info["outer"], info["inner"]]
        for k, place_id in enumerate(quarters):
            row = CITY_BOX.row + 1 + 3 * r + k
            cells[place_id] = Cell(row, CITY_BOX.col + 1 + c * QUARTER_CELL, QUARTER_CELL)
    return cells


LAYOUT: dict[str, Cell] = _layout()
"""Place id → its cell on the map."""
