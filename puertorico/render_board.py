"""The shared board: roles, cargo ships, trading house, supplies, face-up plantations, barrels
and the building board by VP column; during the draft (§4.1) the building selection instead.
"""

from __future__ import annotations

from collections.abc import Container, Iterator, Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from common.wrapping import WrappedItems
from puertorico import data
from puertorico.render_style import (
    BARREL,
    FREE_PLACE,
    GOOD_STYLE,
    AtWidth,
    building_name,
    building_style,
    doubloons,
    each,
    good_text,
    kind_text,
    wrapped_line,
)
from puertorico.texts import Texts
from puertorico.view import SeatView

DRAFT_NAME = 15
"""The draft's list of eligible types leaves the rest of the line to their effects."""


def role_items(
    view: SeatView, names: Sequence[str], tx: Texts, brief: bool = False, short: Container[str] = ()
) -> list[Text]:
    """Role cards: a taken one with its taker's name, a free one with its doubloons
    ("+1 dublon"); `brief` (the glance): the free ones only, with "+1", the cards in `short`
    in the glance's short words."""
    items = []
    for i, card in enumerate(view.cards):
        taker = view.card_taker[i]
        if taker >= 0:
            if not brief:
                items.append(Text(f"{tx.ROLE[card]} ({names[taker]})", style="dim"))
            continue
        item = Text(str((tx.ABBREV if card in short else tx.ROLE)[card]), style="bold cyan")
        money = view.card_money[i]
        if money:
            item.append(f" +{money}" if brief else f" +{doubloons(money, tx)}", style="yellow")
        items.append(item)
    return items


def ship_text(view: SeatView, i: int, tx: Texts, holds: bool = True) -> Text:
    """A cargo ship: "7: ▣▣▣□□□□ kukorica", or "7: 3 kukorica" without the holds."""
    capacity, good, load = view.cargo[i], view.ship_good[i], view.ship_load[i]
    out = Text(f"{capacity}: ", style="bold")
    style = GOOD_STYLE[good] if good >= 0 else "dim"
    if holds:
        out.append(BARREL * load, style=style)
        out.append(FREE_PLACE * (capacity - load), style="dim")
        out.append(" ")
    elif load:
        out.append(f"{load} ")
    word = tx.GOOD[data.GOODS[good]] if good >= 0 else tx.WORD["empty"]
    out.append(str(word), style=style)
    return out


def house_items(view: SeatView, tx: Texts, short: Container[str] = ()) -> list[Text]:
    """The trading house's four places: the goods sold into it (those whose plantation's kind
    is in `short` in the glance's short words), then □ per free place."""
    items = [
        kind_text(g, tx, short=True) if data.ISLAND[g] in short else good_text(g, tx)
        for g in view.house
    ]
    items += [Text(FREE_PLACE, style="dim") for _ in range(data.HOUSE_SPACES - len(view.house))]
    return items


def _supply_items(view: SeatView, tx: Texts) -> list[Text]:
    """Colonists (and nobles) on the ship and in the supply, VP chips and quarries left."""
    w = tx.WORD
    ship, supply = view.colonist_ship, view.colonist_supply
    items = [Text(str(w["colonists_left"].format(ship=ship, supply=supply)))]
    if view.nobles_in_play:
        ship, supply = view.noble_ship, view.noble_supply
        items.append(Text(str(w["nobles_left"].format(ship=ship, supply=supply))))
    items.append(Text(str(w["vp_chips_n"].format(n=view.vp_supply)), style="cyan"))
    items.append(Text(str(w["quarries_n"].format(n=view.quarries))))
    return items


def _building_columns(view: SeatView) -> list[list[data.Building]]:
    """The building types in play by board column (VP), each by printed cost: every type
    with a tile left or in a city."""
    costs = dict(view.costs)
    owned = {b for p in view.players for b in p.city}
    columns: list[list[data.Building]] = [[] for _ in range(4)]
    for i, b in enumerate(data.BUILDINGS):
        if view.buildings[i] or b.id in owned:
            columns[b.column - 1].append(b)
    for column in columns:
        column.sort(key=lambda b: (costs[b.id], data.ORDER[b.id]))
    return columns


def _supply_lines(view: SeatView, tx: Texts, width: int) -> Iterator[Text]:
    """The building board: four columns by VP (the 4th the large buildings), each type with
    its printed cost and the tiles left ("×0" and struck through once gone)."""
    w = tx.WORD
    costs = dict(view.costs)
    columns = _building_columns(view)
    room = width // len(columns)
    heads = [w["column_vp"].format(n=n) for n in (1, 2, 3)] + [w["column_large"]]
    line = Text()
    for n, head in enumerate(heads):
        line.pad_right(n * room - line.cell_len)
        line.append(str(head), style="bold underline")
    yield line
    for row in range(max(len(c) for c in columns)):
        line = Text()
        for n, column in enumerate(columns):
            line.pad_right(n * room - line.cell_len)
            if row >= len(column):
                continue
            b = column[row]
            left = view.buildings[data.ORDER[b.id]]
            cost = f"{costs[b.id]} "
            extra = f" ×{left}" + (f" {w['vp_n'].format(n=b.vp)}" if b.vp != b.column else "")
            gap = 1 if n < len(columns) - 1 else 0
            line.append(cost, style="bold")
            name = building_name(b.id, room - len(cost) - len(extra) - gap, tx)
            line.append(name, style=building_style(b.id) if left else "dim strike")
            line.append(extra, style="" if left else "dim")
        yield line


def shared_board(view: SeatView, names: Sequence[str], tx: Texts) -> RenderableType:
    """The shared board: roles, ships, trading house, supplies, face-up plantations, barrels
    and the building board (during the draft: the building selection)."""
    w = tx.WORD
    parts: list[RenderableType] = []
    if view.triggers and not view.over:
        reasons = ", ".join(tx.TRIGGER[t] for t in view.triggers)
        parts.append(Text(f"{w['ending']}: {reasons}", style="bold red"))
    if view.phase == "draft":
        parts.append(_draft(view, tx))
        return Group(*parts)
    parts.append(wrapped_line(*each(role_items(view, names, tx)), label=str(w["roles"])))
    ships = [ship_text(view, i, tx) for i in range(len(view.cargo))]
    parts.append(wrapped_line(*each(ships), label=str(w["cargo"])))
    colonists, *nobles, chips, quarries = _supply_items(view, tx)
    parts.append(wrapped_line(house_items(view, tx), [chips], [quarries], label=str(w["house"])))
    parts.append(wrapped_line([colonists], nobles))
    row = [kind_text(k, tx) for k in view.row]
    stack = Text(str(w["stack_n"].format(n=view.stack_size)))
    discards = Text(str(w["discards_n"].format(n=len(view.discard))))
    drawn = (
        [Text(f"{w['drawn']}: ").append_text(kind_text(view.drawn, tx))] if view.drawn >= 0 else []
    )
    parts.append(wrapped_line(row, [stack], [discards], drawn, label=str(w["plantations"])))
    goods = [Text(f"{n} ").append_text(good_text(g, tx)) for g, n in enumerate(view.goods_supply)]
    parts.append(wrapped_line(goods, label=str(w["goods_supply"])))
    parts.append(AtWidth(partial(_supply_lines, view, tx)))
    parts.append(_legend(tx))
    return Group(*parts)


def _legend(tx: Texts) -> WrappedItems:
    """The glance's short words for the roles spelt out ("Polg Polgármester"), once each (the
    first role of a short word: "Arany Aranyásó"); the goods' short words are their first
    letters ("kuk"), in the colour of the whole word on the board above."""
    shown: dict[str, str] = {}
    for key, role in tx.ROLE.items():
        shown.setdefault(tx.ABBREV[key], role)
    items = [Text(f"{short} {role}", style="dim") for short, role in shown.items()]
    return wrapped_line(items, label=str(tx.WORD["abbrev"]))


def free_slot_items(view: SeatView) -> list[Text]:
    """The draft's free slots (§4.1): each cost with a □ per slot still free ("5: □□")."""
    items = []
    for cost, chosen in _slots(view).items():
        if free := data.SLOTS[cost] - len(chosen):
            items.append(Text(f"{cost}: ", style="bold").append(FREE_PLACE * free, style="dim"))
    return items


def _slots(view: SeatView) -> dict[int, list[data.Building]]:
    """Draft (§4.1): the beige types chosen so far, by the printed cost of their slots."""
    costs = dict(view.costs)
    chosen: dict[int, list[data.Building]] = {cost: [] for cost in sorted(data.SLOTS)}
    for i, b in enumerate(data.BUILDINGS):
        if b.beige and view.buildings[i]:
            chosen[costs[b.id]].append(b)
    return chosen


def _slot_items(view: SeatView, tx: Texts, copies: bool) -> list[Text]:
    """A cost's slots: the types chosen (with their tiles), then □ for each free slot."""
    items = []
    for cost, chosen in _slots(view).items():
        parts = []
        for b in chosen:
            part = Text(str(tx.BUILDING[b.id]), style=building_style(b.id))
            if copies:
                part.append(f" ×{view.buildings[data.ORDER[b.id]]}")
            parts.append(part)
        parts += [Text(FREE_PLACE, style="dim")] * (data.SLOTS[cost] - len(chosen))
        items.append(Text(f"{cost}: ", style="bold").append_text(Text(", ").join(parts)))
    return items


def _draft(view: SeatView, tx: Texts) -> RenderableType:
    """The building selection (§4.1): the beige slots by cost with the types chosen and the
    free slots, then every type still eligible with its effect."""
    costs = dict(view.costs)
    offer = Table.grid(padding=(0, 1, 0, 0), expand=True)
    offer.add_column(justify="right", style="bold")
    offer.add_column(no_wrap=True)
    offer.add_column(ratio=1)
    for kind in sorted(view.draft, key=lambda k: (costs[k], data.ORDER[k])):
        name = Text(building_name(kind, DRAFT_NAME, tx), style=building_style(kind))
        offer.add_row(str(costs[kind]), name, tx.EFFECT[kind])
    return Group(
        Text(str(tx.WORD["slots"]), style="bold"),
        *_slot_items(view, tx, copies=True),
        Text(str(tx.WORD["choosable"]), style="bold"),
        offer,
    )
