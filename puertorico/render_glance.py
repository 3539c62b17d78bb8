"""The glance: the board and the seats in a few lines, shown where the whole board does not
fit at the terminal's height: the free roles, the ships and the trading house, the face-up
plantations, then one line per other seat (D-T-50).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Sequence
from functools import partial

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.text import Text

from common.wrapping import WrappedItems
from puertorico import data
from puertorico.render_board import free_slot_items, house_items, role_items
from puertorico.render_seats import built_spaces
from puertorico.render_style import (
    AtWidth,
    building_style,
    doubloons,
    each,
    goods_words,
    kind_text,
    labelled_first,
    piece_counts,
    seat_name,
    vp_text,
    wrapped_line,
)
from puertorico.texts import Texts
from puertorico.view import PlayerView, SeatView

DRAFT_HEAD = 2
"""Lines the draft's free slots may take at the glance's top."""
HOUSE_LABEL = "house"
"""The trading house's label, shortened like a word (`Short`)."""
Short = Container[str]
"""The words a line gives in their short form (`texts.ABBREV` keys, and `HOUSE_LABEL`)."""
Line = Callable[[SeatView, Texts, Short], WrappedItems]
"""A line of the glance's head, the words in `Short` shortened."""


def glance(view: SeatView, names: Sequence[str], tx: Texts) -> RenderableType:
    """The board and the seats in a few lines: the free roles with their doubloons; the ships
    (cargo / capacity) and the trading house; the face-up plantations and the colonist ship —
    each one line, in whole words where they fit, else with the longest words shortened one by
    one (the board's legend spells them out), cut with "…" at worst (during the draft: the
    free slots by cost) — then a line per seat but the viewer's, whose own panel is on
    screen."""
    if view.phase == "draft":
        slots = wrapped_line(*each(free_slot_items(view)), label=str(tx.WORD["free_slots"]))
        head = [AtWidth(partial(_cut, slots, DRAFT_HEAD))]
    else:
        lines: list[tuple[Line, list[str]]] = [
            (
                _roles,
                [c for c, taker in zip(view.cards, view.card_taker, strict=True) if taker < 0],
            ),
            (_cargo, [*_kinds((*view.ship_good, *view.house)), HOUSE_LABEL]),
            (_plantations, _kinds((*view.row, view.drawn))),
        ]
        head = [
            AtWidth(
                partial(_first_fit, [line(view, tx, short) for short in _shortenings(keys, tx)])
            )
            for line, keys in lines
        ]
    return Group(*head, AtWidth(partial(_glance_seats, view, names, tx)))


def _kinds(indices: Sequence[int]) -> list[str]:
    """The island kinds (a good by its plantation's) of these indices, -1 left out."""
    return [data.ISLAND[k] for k in indices if k >= 0]


def _shortenings(keys: Sequence[str], tx: Texts) -> list[frozenset[str]]:
    """Nothing shortened, then the words of `keys` one more short word at a time (both
    Prospectors at once), those that save the most first."""
    whole = {**tx.ROLE, **tx.KIND, HOUSE_LABEL: tx.WORD["house"]}
    short = {**tx.ABBREV, HOUSE_LABEL: tx.WORD["house_short"]}
    groups: dict[str, set[str]] = {}
    for key in keys:
        groups.setdefault(short[key], set()).add(key)
    saved = {
        word: sum(cell_len(whole[k]) - cell_len(word) for k in g) for word, g in groups.items()
    }
    order = sorted(groups, key=lambda word: (-saved[word], word))
    return [frozenset(k for word in order[:n] for k in groups[word]) for n in range(len(order) + 1)]


def _roles(view: SeatView, tx: Texts, short: Short) -> WrappedItems:
    """The free roles with the doubloons on them: "Iparos +2" / "Ipar +2"."""
    items = role_items(view, (), tx, brief=True, short=short)
    return wrapped_line(*each(items), label=str(tx.WORD["free_roles"]))


def _cargo(view: SeatView, tx: Texts, short: Short) -> WrappedItems:
    """Each ship's cargo of its capacity ("7: 3/7 kukorica"), then the trading house."""
    ships = []
    for capacity, good, load in zip(view.cargo, view.ship_good, view.ship_load, strict=True):
        ship = Text(f"{capacity}: ", style="bold").append(f"{load}/{capacity}")
        if good >= 0:
            ship.append(" ").append_text(kind_text(good, tx, data.ISLAND[good] in short))
        ships.append(ship)
    label = tx.WORD["house_short" if HOUSE_LABEL in short else "house"]
    house = labelled_first(str(label), house_items(view, tx, short))
    return wrapped_line(*each(ships), house, label=str(tx.WORD["cargo"]))


def _plantations(view: SeatView, tx: Texts, short: Short) -> WrappedItems:
    """The face-up plantations (and a drawn one), the quarries left and the pieces on the
    colonist ship ("hajón ●4 ◆1")."""
    w = tx.WORD
    row = [kind_text(k, tx, data.ISLAND[k] in short) for k in view.row]
    drawn = [
        Text(f"{w['drawn']}: ").append_text(
            kind_text(view.drawn, tx, data.ISLAND[view.drawn] in short)
        )
    ]
    quarries = Text(str(w["quarries_n"].format(n=view.quarries)))
    nobles = view.noble_ship if view.nobles_in_play else 0
    ship = Text(f"{w['on_ship']} {piece_counts(view.colonist_ship, nobles)}")
    return wrapped_line(
        row, drawn if view.drawn >= 0 else [], [quarries], [ship], label=str(w["plantations"])
    )


def _first_fit(forms: Sequence[WrappedItems], width: int) -> list[Text]:
    """The first form that takes one line at `width`, else the last one's first line cut."""
    for form in forms:
        if len(lines := form.lines(width)) == 1:
            return lines
    return _cut(forms[-1], 1, width)


def _cut(items: WrappedItems, most: int, width: int) -> list[Text]:
    """The items' first `most` lines at `width`, the last ending in "…" when more would
    follow."""
    lines = items.lines(width)
    if len(lines) <= most:
        return lines
    last = lines[most - 1]
    if last.plain.endswith((" ·", ",")):
        last.right_crop(2 if last.plain.endswith(" ·") else 1)
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
        if p.seat == view.seat:
            continue
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
