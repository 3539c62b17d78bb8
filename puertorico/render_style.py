"""How the Puerto Rico table draws its things, shared by every region: words carry the
meaning and colour only helps — goods, plantations and buildings by name (production buildings
in their barrel's colour, the others violet), ● a colonist, ◆ a noble, ○ an empty circle,
▣ a barrel in a hold, □ a free place — and the lines those items flow in, wrapped only between
items, so a name never parts from its number.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.text import Text

from common.plural import fill
from common.wrapping import WrappedItems
from puertorico import data
from puertorico.texts import Texts
from puertorico.view import PlayerView, SeatView

GOOD_STYLE = ("yellow", "bright_blue", "bright_white", "dark_orange3", "orange4")
"""Barrel colours (§2.2): corn yellow, indigo blue, sugar white, tobacco light, coffee dark."""
TILE_STYLE = (*GOOD_STYLE, "grey58")
VIOLET, FOREST_STYLE = "magenta", "green"
COLONIST, NOBLE, EMPTY_CIRCLE = "●", "◆", "○"
BARREL, FREE_PLACE = "▣", "□"
FOREST_MARK, GOVERNOR_MARK, ACTING_MARK = "♣", "♛", "▶"
LARGE_UPPER, LARGE_LOWER, FREE_SPACE = "┌", "└", "·"
"""A large building's two city spaces are joined by a bracket; a free space is a dot."""


class AtWidth:
    """A renderable drawn for the width it is given: cells are fitted to 76–84 columns."""

    def __init__(self, draw: Callable[[int], Iterable[RenderableType]]) -> None:
        self.draw = draw

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.draw(options.max_width)


def doubloons(n: int, tx: Texts) -> str:
    return fill(tx.WORD["doubloons_n"], n=n)


def good_text(g: int, tx: Texts) -> Text:
    return Text(str(tx.GOOD[data.GOODS[g]]), style=GOOD_STYLE[g])


def goods_items(counts: Sequence[int], tx: Texts) -> list[Text]:
    """Barrels by name, a kind per item: "2 kukorica", "1 cukor"."""
    return [Text(f"{n} ").append_text(good_text(g, tx)) for g, n in enumerate(counts) if n]


def goods_words(counts: Sequence[int], tx: Texts) -> Text:
    """Barrels by name: "2 kukorica, 1 cukor" (empty when there are none)."""
    return Text(", ").join(goods_items(counts, tx))


def wrapped_line(*groups: Sequence[Text], label: str = "") -> WrappedItems:
    """Groups joined by " · ", the items of a group by ", ", after an optional bold label;
    wrapped only between items, so a name never parts from its number."""
    filled = [group for group in groups if group]
    items = []
    for g, group in enumerate(filled):
        for i, item in enumerate(group):
            item = item.copy()
            if i < len(group) - 1:
                item.append(",")
            elif g < len(filled) - 1:
                item.append(" ·")
            items.append(item)
    return WrappedItems(
        items, lead=Text(f"{label}:", style="bold") if label else None, separator=" "
    )


def labelled_first(label: str, items: Sequence[Text]) -> list[Text]:
    """A group whose first item carries a bold label, for `wrapped_line`."""
    if not items:
        return []
    return [Text(f"{label}: ", style="bold").append_text(items[0]), *items[1:]]


def each(items: Iterable[Text]) -> list[list[Text]]:
    """Items as groups of one, to be joined by " · "."""
    return [[item] for item in items]


def piece_marks(nobles: int, colonists: int, empty: int) -> Text:
    """Circles: ◆ per noble, ● per colonist, ○ per empty circle."""
    out = Text()
    out.append(NOBLE * nobles, style="bold red")
    out.append(COLONIST * colonists)
    out.append(EMPTY_CIRCLE * empty, style="dim")
    return out


def building_vp(p: PlayerView) -> int:
    """The printed VP of a city: public at any time (the chips are not, R-PR-64)."""
    return sum(data.BY_ID[b].vp for b in p.city)


def _fit(full: str, short: str, room: int) -> str:
    """The full name if it fits `room` cells, else the short one, else the short one cut."""
    for name in (full, short):
        if cell_len(name) <= room:
            return name
    return short[: max(room - 1, 0)] + "…"


def building_name(building: str, room: int, tx: Texts) -> str:
    return _fit(str(tx.BUILDING[building]), str(tx.SHORT[building]), room)


def building_style(building: str) -> str:
    good = data.BY_ID[building].good
    if good >= 0:
        return GOOD_STYLE[good]
    return "bold" if data.BY_ID[building].cls == "production" else VIOLET


def seat_name(view: SeatView, p: PlayerView, names: Sequence[str]) -> Text:
    """A seat's name: ▶ when it is on turn, ♛ for the governor."""
    acting = p.seat == view.to_act
    out = Text(f"{ACTING_MARK} " if acting else "  ", style="bold")
    out.append(names[p.seat], style="bold reverse" if acting else "bold")
    if p.seat == view.governor:
        out.append(f" {GOVERNOR_MARK}")
    return out


def vp_text(p: PlayerView, tx: Texts) -> Text:
    """VP as the table sees them: the buildings' (public) + the chips ("?" while hidden)."""
    chips = "?" if p.vp is None else p.vp
    return Text(str(tx.WORD["vp_public"].format(buildings=building_vp(p), chips=chips)), "cyan")


def kind_text(k: int, tx: Texts, short: bool = False) -> Text:
    """An island tile by its kind: "kukorica", "kőbánya"; a good by its plantation's kind (the
    same word, the same index); `short`: in the glance's short word ("kuk", "kőb")."""
    kind = data.ISLAND[k]
    return Text(str((tx.ABBREV if short else tx.KIND)[kind]), style=TILE_STYLE[k])


def piece_counts(colonists: int, nobles: int) -> str:
    """Pieces as counts: "●17", "●11 ◆4"."""
    return f"{COLONIST}{colonists}" + (f" {NOBLE}{nobles}" if nobles else "")
