"""Where each place of the Az Aranyváros island stands on the text map.

The map is drawn as concentric square rings around the Golden City, the way the board is
built: the harbours on the coast, then the outer and the inner ring of suburbs, then the outer
and the inner city quarters. Each region keeps its side (north on top, west on the left …) and
its places keep their order along that side, all taken from `board.json` (region compass,
place kind, position), so a replaced board file moves the places without code changes.

A place is a label (the houses on it, or its reward in words); `rows` turns labels into lines
of text, pushing neighbours apart so no label ever covers another.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rich.text import Text

from aranyvaros import data

RINGS = 5
"""Harbours, outer suburbs, inner suburbs, outer quarters, inner quarters."""
SIZE = 2 * RINGS + 1
"""Rows and columns of the ring grid; the city's centre is the middle cell."""
RING_OF_KIND = {"harbour": 0, "outer_quarter": 3, "inner_quarter": 4}
"""Suburbs are split into rings 1 and 2 by their distance from the centre."""
GAP = 2
"""Spaces between two labels on a row."""
SIDE_OF_COMPASS = {"N": "top", "S": "bottom", "W": "left", "E": "right"}
CENTRE = data.RAW["city_drawing"]["center"]


@dataclass(frozen=True, slots=True)
class Spot:
    """A cell of the ring grid: a row, and a column that may fall between two columns (the
    places of one side are spread evenly along it)."""

    row: int
    col: float


def _distance(place: data.Place) -> float:
    return math.hypot(place.pos[0] - CENTRE[0], place.pos[1] - CENTRE[1])


def ring(place: data.Place) -> int:
    """0 for the coast … 4 for the inner quarters; a region's suburbs farther from the centre
    than their mean form the outer ring of suburbs."""
    if place.kind in RING_OF_KIND:
        return RING_OF_KIND[place.kind]
    suburbs = [p for p in data.PLACES if p.region == place.region and p.kind == "suburb"]
    mean = sum(_distance(p) for p in suburbs) / len(suburbs)
    return 1 if _distance(place) > mean else 2


def side(region: str) -> str:
    return SIDE_OF_COMPASS[data.RAW["regions"][region]["compass"]]


def _layout() -> dict[str, Spot]:
    """Each place's spot: ring k's top side is row k between the columns of its left and
    right sides (corners excluded), and so on round the square."""
    groups: dict[tuple[str, int], list[data.Place]] = {}
    for place in data.PLACES:
        groups.setdefault((side(place.region), ring(place)), []).append(place)
    spots = {}
    for (where, k), places in groups.items():
        across = where in ("top", "bottom")
        places.sort(key=lambda p: p.pos[0] if across else p.pos[1])
        first, span = k + 1, SIZE - 2 * (k + 1)
        for i, place in enumerate(places):
            along = first + (i + 0.5) * span / len(places) - 0.5
            if across:
                spots[place.id] = Spot(k if where == "top" else SIZE - 1 - k, along)
            else:
                col = k if where == "left" else SIZE - 1 - k
                spots[place.id] = Spot(round(along), col)
    return spots


LAYOUT: dict[str, Spot] = _layout()
"""Place id → its spot on the map."""


def region_spot(region: str) -> Spot:
    """Where a region's name stands: in the middle of its coast, or on the middle row beside
    the coast for the west and east sides."""
    middle = RINGS
    return {
        "top": Spot(0, middle),
        "bottom": Spot(SIZE - 1, middle),
        "left": Spot(middle, 0.5),
        "right": Spot(middle, SIZE - 1.5),
    }[side(region)]


def rows(labels: list[tuple[Spot, Text]], width: int) -> list[Text]:
    """The map's lines: every label centred on its spot's column, then pushed right past its
    left neighbour and back left inside the width, `GAP` spaces apart (fewer on a row that
    would not fit otherwise)."""
    lines = []
    for row in range(SIZE):
        here = sorted(
            ((spot.col, label) for spot, label in labels if spot.row == row),
            key=lambda item: item[0],
        )
        used = sum(len(label) for _, label in here)
        gap = next((g for g in range(GAP, 0, -1) if used + g * (len(here) - 1) <= width), 0)
        starts = [round(centre(col, width) - len(label) / 2) for col, label in here]
        for i in range(1, len(here)):
            starts[i] = max(starts[i], starts[i - 1] + len(here[i - 1][1]) + gap)
        right = width + gap
        for i in reversed(range(len(here))):
            starts[i] = max(0, min(starts[i], right - gap - len(here[i][1])))
            right = starts[i]
        line = Text()
        for start, (_, label) in zip(starts, here, strict=True):
            line.append(" " * max(0, start - len(line)))
            line.append_text(label)
        lines.append(line)
    return lines


def centre(col: float, width: int) -> float:
    """The character column at the middle of a grid column."""
    return (col + 0.5) * width / SIZE


def river_spots() -> list[Spot]:
    """Where the rivers are drawn: diagonally from the coast to the city, through the empty
    corners of the rings outside it (ring k's corners are the cells (k, k) and mirrors)."""
    spots = []
    for river in data.RAW["rivers"].values():
        compass = river["compass"]
        for k in range(RINGS - 2):
            row = k if "N" in compass else SIZE - 1 - k
            col = k if "W" in compass else SIZE - 1 - k
            spots.append(Spot(row, col))
    return spots


def overlay(lines: list[Text], spot: Spot, mark: Text, width: int) -> None:
    """Draw `mark` centred on a spot, only where the line is still blank (under the labels)."""
    line = lines[spot.row]
    start = round(centre(spot.col, width) - len(mark) / 2)
    end = start + len(mark)
    if start < 0 or end > width or line.plain[start:end].strip():
        return
    if len(line) < end:
        line.append(" " * (end - len(line)))
    lines[spot.row] = line[:start] + mark + line[end:]
