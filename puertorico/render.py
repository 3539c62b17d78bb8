"""Presentation of Puerto Rico views: move sentences, prompts and the table's regions.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see: other seats' VP chips appear as "?" until the game is over (R-PR-64). The regions
(common/regions.py) are drawn for 78 columns and fit 76–84: the status line, the shared board,
each seat's island beside its city's 12 spaces, a glance of one line per seat, and the viewing
seat's own panel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from types import ModuleType

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text

from common.engine import Lang, Outcome
from common.flow import Flow
from common.regions import Regions
from common.scoresheet import score_sheet
from puertorico import data, rules, text_en, text_hu
from puertorico.explain import explain as explain  # GameDef.explain, beside each move
from puertorico.moves import (
    Build,
    Discard,
    Done,
    Draft,
    Forest,
    Guest,
    Keep,
    Lay,
    Load,
    Move,
    Pass,
    PickRole,
    Place,
    Return,
    Sell,
    Ship,
    Store,
    TakeColonist,
    TakeGood,
    TakeNoble,
    TakeTile,
    Use,
)
from puertorico.view import PlayerView, SeatView


def texts(lang: Lang) -> ModuleType:
    return text_en if lang == "en" else text_hu


# ---------------------------------------------------------------------------------------------
# Sentences


def _privilege(view: SeatView, seat: int) -> int:
    return rules.privilege_of(view.players[seat], seat == view.chooser)


def price(view: SeatView, seat: int, building: str) -> int:
    """What `seat` pays for `building`, from public information (R-PR-26)."""
    cost = dict(view.costs)[building]
    return rules.price(view.players[seat], building, cost, _privilege(view, seat))


def sale_income(view: SeatView, seat: int, good: int, trading_post: bool = False) -> int:
    return rules.income(view.players[seat], good, _privilege(view, seat), trading_post)


def _load_bonus(view: SeatView, seat: int) -> int:
    """Harbor and (once) the captain's privilege VP of a load action (R-PR-46, R-PR-47)."""
    p = view.players[seat]
    bonus = 0 if view.bonus_paid else _privilege(view, seat)
    return int(rules.works(p, "harbor")) + bonus


def load_result(view: SeatView, seat: int, good: int, ship: str) -> tuple[int, int]:
    """(barrels, VP) of a load action as the table sees it before it happens."""
    p = view.players[seat]
    have = p.goods[good]
    if ship == data.WHARF:
        amount = have
    else:
        i = view.cargo.index(data.SHIP_CAPACITY[ship])
        amount = min(have, view.cargo[i] - view.ship_load[i])
    return amount, amount + _load_bonus(view, seat)


def _place_name(tx: ModuleType, place: str) -> str:
    if place == data.WINDROSE:
        return str(tx.WORD["windrose"])
    return str(tx.TILE.get(place) or tx.BUILDING[place])


def describe(view: SeatView, move: Move, lang: Lang) -> str:
    """The sentence for a move, as the seat (or the public table) of `view` may read it.

    `view` is taken before the move. VP gained are named only to their owner (R-PR-64).
    """
    tx = texts(lang)
    seat = view.to_act if view.to_act is not None else 0
    m = tx.MOVE
    match move:
        case PickRole(card):
            money = view.card_money[view.cards.index(card)]
            if money:
                return str(m["pick_money"].format(role=tx.ROLE[card], n=money, s=_s(money)))
            return str(m["pick"].format(role=tx.ROLE[card]))
        case TakeTile(tile):
            return str(m["take_tile"].format(tile=tx.TILE[tile]))
        case TakeColonist():
            if view.step == "ship_take":
                return str(m["take_ship_colonist"])
            return str(m["take_colonist"])
        case TakeNoble():
            return str(m["take_noble"])
        case TakeGood(good):
            return str(m["take_good"].format(good=tx.GOOD[good]))
        case Use(building):
            target = tx.TILE.get(view.target) or tx.BUILDING.get(view.target, "")
            return str(m[f"use_{building}"].format(target=target))
        case Place(piece, target):
            key = "place_noble" if piece == "noble" else "place"
            return str(m[key].format(target=_place_name(tx, target)))
        case Build(building, black_market):
            n = price(view, seat, building)
            if black_market:
                n -= view.players[seat].doubloons
                return str(m["build_black_market"].format(building=tx.BUILDING[building], n=n))
            return str(m["build"].format(building=tx.BUILDING[building], n=n, s=_s(n)))
        case Sell(good, trading_post):
            n = sale_income(view, seat, data.GOOD_INDEX[good], trading_post)
            key = "sell_post" if trading_post else "sell"
            return str(m[key].format(good=tx.GOOD[good], n=n, s=_s(n)))
        case Draft(building):
            return str(m["draft"].format(building=tx.BUILDING[building]))
        case Forest(tile):
            return str(m["forest"].format(tile=tx.TILE[tile]))
        case Lay(tile):
            return str(m["lay"].format(tile=tx.TILE[tile]))
        case Discard(tile, forest):
            return str(m["discard_forest" if forest else "discard"].format(tile=tx.TILE[tile]))
        case Return(item, place):
            if item == "vp":
                return str(m["return_vp"])
            if item in data.GOOD_INDEX:
                return str(m["return_good"].format(good=tx.GOOD[item]))
            piece = tx.WORD[item]
            return str(m["return_piece"].format(piece=piece, place=_place_name(tx, place)))
        case Guest(piece, target):
            name = _place_name(tx, target)
            return str(m["guest"].format(piece=tx.WORD[piece], target=name))
        case Ship(good):
            return str(m["ship"].format(good=tx.GOOD[good]))
        case Load(good, ship):
            amount, vp = load_result(view, seat, data.GOOD_INDEX[good], ship)
            text = str(m["load"].format(n=amount, good=tx.GOOD[good], ship=tx.SHIP[ship]))
            if view.seat == seat or view.open_vp:
                text += str(m["vp"].format(n=vp))
            return text
        case Store(good):
            return str(m["store"].format(good=tx.GOOD[good]))
        case Keep(good):
            return str(m["keep"].format(good=tx.GOOD[good]))
        case Pass():
            return str(m["pass"])
        case Done():
            if view.step == "small_wharf":
                text = str(m["done_small_wharf"])
                if view.seat == seat or view.open_vp:
                    vp = view.count // 2 + _load_bonus(view, seat)
                    text += str(m["vp"].format(n=vp))
                return text
            return str(m["done"])
    raise TypeError(f"not a Puerto Rico move: {move!r}")


def _s(n: int) -> str:
    """The English plural ending (the Hungarian templates do not use it)."""
    return "" if n == 1 else "s"


def prompt(view: SeatView, lang: Lang) -> str:
    """The question the seat on turn answers."""
    tx = texts(lang)
    target = tx.TILE.get(view.target) or tx.BUILDING.get(view.target, "")
    drawn = tx.TILE[data.ISLAND[view.drawn]] if view.drawn >= 0 else ""
    hand = str(view.hand)
    if view.hand_nobles:
        hand += f", {tx.WORD['noble']}: {view.hand_nobles}"
    return str(
        tx.PROMPT.get(view.step, "").format(hand=hand, target=target, drawn=drawn, count=view.count)
    )


# ---------------------------------------------------------------------------------------------
# The table: the regions of common/regions.py
#
# Words carry the meaning and colour only helps: goods, plantations and buildings by name
# (production buildings in their barrel's colour, the others violet), ● a colonist, ◆ a noble,
# ○ an empty circle, ▣ a barrel in a hold, □ a free place.

GOOD_STYLE = ("yellow", "bright_blue", "bright_white", "dark_orange3", "orange4")
"""Barrel colours (§2.2): corn yellow, indigo blue, sugar white, tobacco light, coffee dark."""
TILE_STYLE = (*GOOD_STYLE, "grey58")
VIOLET, FOREST_STYLE = "magenta", "green"
COLONIST, NOBLE, EMPTY_CIRCLE = "●", "◆", "○"
BARREL, FREE_PLACE = "▣", "□"
FOREST_MARK, GOVERNOR_MARK, ACTING_MARK = "♣", "♛", "▶"
LARGE_UPPER, LARGE_LOWER, FREE_SPACE = "┌", "└", "·"
"""A large building's two city spaces are joined by a bracket; a free space is a dot."""

CITY_ROWS, CITY_COLUMNS = 4, 3
"""The 12 city spaces as drawn: four rows of three, beside the island."""
CITY_CELL = (10, 20)
"""Width range of a city space (with its "│" and a space after): 18 at 76–79 columns;
narrower only on a narrower screen, where long names are cut."""
ISLAND_WIDTH = 22
"""The island column's least width beside the city (24 at 78 columns: two kinds a line)."""

DRAFT_NAME = 15
"""The draft's list of eligible types leaves the rest of the line to their effects."""

CityCell = tuple[int, bool] | None
"""A city space: (index in the city, lower half of a large building), or None when free."""


class _AtWidth:
    """A renderable drawn for the width it is given: cells are fitted to 76–84 columns."""

    def __init__(self, draw: Callable[[int], Iterable[RenderableType]]) -> None:
        self.draw = draw

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.draw(options.max_width)


def _doubloons(n: int, tx: ModuleType) -> str:
    return str(tx.WORD["doubloons_n"].format(n=n, s=_s(n)))


def _good(g: int, tx: ModuleType) -> Text:
    return Text(str(tx.GOOD[data.GOODS[g]]), style=GOOD_STYLE[g])


def _goods_items(counts: Sequence[int], tx: ModuleType) -> list[Text]:
    """Barrels by name, a kind per item: "2 kukorica", "1 cukor"."""
    return [Text(f"{n} ").append_text(_good(g, tx)) for g, n in enumerate(counts) if n]


def _goods_words(counts: Sequence[int], tx: ModuleType) -> Text:
    """Barrels by name: "2 kukorica, 1 cukor" (empty when there are none)."""
    return Text(", ").join(_goods_items(counts, tx))


def _line(*groups: Sequence[Text], label: str = "") -> Flow:
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
    return Flow(items, lead=Text(f"{label}:", style="bold") if label else None, separator=" ")


def _labelled_first(label: str, items: Sequence[Text]) -> list[Text]:
    """A group whose first item carries a bold label, for `_line`."""
    if not items:
        return []
    return [Text(f"{label}: ", style="bold").append_text(items[0]), *items[1:]]


def _each(items: Iterable[Text]) -> list[list[Text]]:
    """Items as groups of one, to be joined by " · "."""
    return [[item] for item in items]


def _pieces(nobles: int, colonists: int, empty: int) -> Text:
    """Circles: ◆ per noble, ● per colonist, ○ per empty circle."""
    out = Text()
    out.append(NOBLE * nobles, style="bold red")
    out.append(COLONIST * colonists)
    out.append(EMPTY_CIRCLE * empty, style="dim")
    return out


def _windrose(p: PlayerView) -> Text:
    nobles = p.nobles.count(data.WINDROSE)
    return _pieces(nobles, p.idle - nobles, 0)


def _spaces(p: PlayerView) -> int:
    """City spaces built on (a large building takes two)."""
    return sum(data.SIZE[b] for b in p.city)


def _building_vp(p: PlayerView) -> int:
    """The printed VP of a city: public at any time (the chips are not, R-PR-64)."""
    return sum(data.BY_ID[b].vp for b in p.city)


def _island_items(p: PlayerView, tx: ModuleType) -> list[Text]:
    """The island kind by kind with one circle per tile ("kukorica ●●○"), the forests and the
    free spaces — the 12 spaces — then the pieces on the windrose."""
    items = []
    for k, n in enumerate(p.tiles):
        if n:
            nobles = p.nobles.count(data.ISLAND[k])
            item = _kind(k, tx).append(" ")
            item.append_text(_pieces(nobles, p.worked[k] - nobles, n - p.worked[k]))
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


def _fit(full: str, short: str, room: int) -> str:
    """The full name if it fits `room` cells, else the short one, else the short one cut."""
    for name in (full, short):
        if cell_len(name) <= room:
            return name
    return short[: max(room - 1, 0)] + "…"


def _building_name(building: str, room: int, tx: ModuleType) -> str:
    return _fit(str(tx.BUILDING[building]), str(tx.SHORT[building]), room)


def _building_style(building: str) -> str:
    good = data.BY_ID[building].good
    if good >= 0:
        return GOOD_STYLE[good]
    return "bold" if data.BY_ID[building].cls == "production" else VIOLET


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


def _city_space(p: PlayerView, cell: CityCell, room: int, tx: ModuleType) -> Text:
    """One city space in `room` cells: a building's name and circles, the lower half of a
    large building, or a free space."""
    if cell is None:
        return Text(FREE_SPACE.ljust(room), style="dim")
    i, lower = cell
    b = p.city[i]
    style = _building_style(b)
    if lower:
        return Text(LARGE_LOWER + "─" * (room - 1), style=style)
    nobles = p.nobles.count(b)
    circles = _pieces(nobles, p.staff[i] - nobles, data.CIRCLES[b] - p.staff[i])
    out = Text(LARGE_UPPER if data.SIZE[b] == 2 else "", style=style)
    name_room = room - out.cell_len - circles.cell_len - (1 if circles else 0)
    out.append(_building_name(b, name_room, tx), style=style)
    out.append(" " * (room - out.cell_len - circles.cell_len))
    out.append_text(circles)
    return out


def _who(view: SeatView, p: PlayerView, names: Sequence[str]) -> Text:
    """A seat's name: ▶ when it is on turn, ♛ for the governor."""
    acting = p.seat == view.to_act
    out = Text(f"{ACTING_MARK} " if acting else "  ", style="bold")
    out.append(names[p.seat], style="bold reverse" if acting else "bold")
    if p.seat == view.governor:
        out.append(f" {GOVERNOR_MARK}")
    return out


def _vp(p: PlayerView, tx: ModuleType) -> Text:
    """VP as the table sees them: the buildings' (public) + the chips ("?" while hidden)."""
    chips = "?" if p.vp is None else p.vp
    return Text(str(tx.WORD["vp_public"].format(buildings=_building_vp(p), chips=chips)), "cyan")


def _seat_header(view: SeatView, p: PlayerView, names: Sequence[str], tx: ModuleType) -> Flow:
    """Name, money, VP and goods: one line at 78 columns unless the goods are many."""
    parts = [_who(view, p, names), Text(_doubloons(p.doubloons, tx)), _vp(p, tx)]
    return _line(*_each(parts), _goods_items(p.goods, tx))


def _seat_lines(
    header: RenderableType, p: PlayerView, tx: ModuleType, width: int
) -> Iterator[RenderableType]:
    """A seat's board: the header, then the island beside the city's 12 spaces."""
    cell = max(CITY_CELL[0], min(CITY_CELL[1], (width - ISLAND_WIDTH) // CITY_COLUMNS))
    island_width = width - cell * CITY_COLUMNS
    yield header
    island = _pack(_island_items(p, tx), island_width - 1)
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


def _seat(view: SeatView, p: PlayerView, names: Sequence[str], tx: ModuleType) -> _AtWidth:
    return _AtWidth(partial(_seat_lines, _seat_header(view, p, names, tx), p, tx))


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


def _role_items(
    view: SeatView, names: Sequence[str], tx: ModuleType, brief: bool = False
) -> list[Text]:
    """Role cards: a taken one with its taker's name, a free one with its doubloons
    ("+1 dublon"); `brief` (the glance): the free ones only, with "+1"."""
    items = []
    for i, card in enumerate(view.cards):
        taker = view.card_taker[i]
        if taker >= 0:
            if not brief:
                items.append(Text(f"{tx.ROLE[card]} ({names[taker]})", style="dim"))
            continue
        item = Text(str(tx.ROLE[card]), style="bold cyan")
        money = view.card_money[i]
        if money:
            item.append(f" +{money}" if brief else f" +{_doubloons(money, tx)}", style="yellow")
        items.append(item)
    return items


def _ship(view: SeatView, i: int, tx: ModuleType, holds: bool = True) -> Text:
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


def _house(view: SeatView, tx: ModuleType) -> list[Text]:
    """The trading house's four places: the goods sold into it, then □ per free place."""
    items = [_good(g, tx) for g in view.house]
    items += [Text(FREE_PLACE, style="dim") for _ in range(data.HOUSE_SPACES - len(view.house))]
    return items


def _supply_items(view: SeatView, tx: ModuleType) -> list[Text]:
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


def _supply_lines(view: SeatView, tx: ModuleType, width: int) -> Iterator[Text]:
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
            name = _building_name(b.id, room - len(cost) - len(extra) - gap, tx)
            line.append(name, style=_building_style(b.id) if left else "dim strike")
            line.append(extra, style="" if left else "dim")
        yield line


def _board(view: SeatView, names: Sequence[str], tx: ModuleType) -> RenderableType:
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
    parts.append(_line(*_each(_role_items(view, names, tx)), label=str(w["roles"])))
    ships = [_ship(view, i, tx) for i in range(len(view.cargo))]
    parts.append(_line(*_each(ships), label=str(w["cargo"])))
    colonists, *nobles, chips, quarries = _supply_items(view, tx)
    parts.append(_line(_house(view, tx), [chips], [quarries], label=str(w["house"])))
    parts.append(_line([colonists], nobles))
    row = [_kind(k, tx) for k in view.row]
    stack = Text(str(w["stack_n"].format(n=view.stack_size)))
    discards = Text(str(w["discards_n"].format(n=len(view.discard))))
    drawn = [Text(f"{w['drawn']}: ").append_text(_kind(view.drawn, tx))] if view.drawn >= 0 else []
    parts.append(_line(row, [stack], [discards], drawn, label=str(w["plantations"])))
    goods = [Text(f"{n} ").append_text(_good(g, tx)) for g, n in enumerate(view.goods_supply)]
    parts.append(_line(goods, label=str(w["goods_supply"])))
    parts.append(_AtWidth(partial(_supply_lines, view, tx)))
    return Group(*parts)


def _kind(k: int, tx: ModuleType) -> Text:
    """An island tile by its kind: "kukorica", "kőbánya"."""
    return Text(str(tx.KIND[data.ISLAND[k]]), style=TILE_STYLE[k])


def _glance(view: SeatView, names: Sequence[str], tx: ModuleType) -> RenderableType:
    """The board and the seats in a few lines: the ships, the trading house and the free
    roles, then one line per seat."""
    w = tx.WORD
    if view.phase == "draft":
        slots = _line(*_each(_slot_items(view, tx, copies=False)), label=str(w["slots"]))
        return Group(slots, _AtWidth(partial(_glance_seats, view, names, tx)))
    ships = [_ship(view, i, tx, holds=False) for i in range(len(view.cargo))]
    house = _labelled_first(str(w["house"]), _house(view, tx))
    roles = _labelled_first(str(w["free_roles"]), _role_items(view, names, tx, brief=True))
    return Group(
        _line(*_each(ships), house, roles, label=str(w["cargo"])),
        _AtWidth(partial(_glance_seats, view, names, tx)),
    )


def _glance_seats(
    view: SeatView, names: Sequence[str], tx: ModuleType, width: int
) -> Iterator[Text]:
    """One line per seat, in aligned columns: name, money, VP (buildings + chips, "?" while
    hidden), pieces, goods, then the city's spaces and its dearest buildings as far as the
    line goes."""
    w = tx.WORD
    rows = []
    for p in view.players:
        nobles = len(p.nobles)
        pieces = f"{COLONIST}{_pieces_count(p) - nobles}" + (f" {NOBLE}{nobles}" if nobles else "")
        city = Text(f"{w['city']} {_spaces(p)}/{data.CITY_SPACES}", style="bold")
        dearest = sorted(p.city, key=lambda b: (-data.BY_ID[b].cost, data.ORDER[b]))
        for i, b in enumerate(dearest):
            city.append(", " if i else ": ")
            city.append(str(tx.SHORT[b]), style=_building_style(b))
        rows.append(
            [
                _who(view, p, names),
                Text(_doubloons(p.doubloons, tx)),
                _vp(p, tx),
                Text(pieces),
                _goods_words(p.goods, tx),
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


def _own(view: SeatView, names: Sequence[str], tx: ModuleType) -> RenderableType:
    """The viewing seat's board as its seat panel draws it, under a header with its VP spelt
    out, the pieces in hand while it places them, and its goods by name."""
    w = tx.WORD
    seat = view.seat
    assert seat is not None
    p = view.players[seat]
    chips = "?" if p.vp is None else p.vp
    vp = Text(str(w["vp_own"].format(buildings=_building_vp(p), chips=chips)), style="cyan")
    head = [_who(view, p, names), Text(_doubloons(p.doubloons, tx)), vp]
    hand = _hand(view, seat, tx)
    goods = _goods_items(p.goods, tx) or [Text(str(w["no_goods"]), style="dim")]
    goods = _labelled_first(str(w["goods"]), goods)
    header = _line(*_each(head), [hand] if hand else [], goods)
    return _AtWidth(partial(_seat_lines, header, p, tx))


def _hand(view: SeatView, seat: int, tx: ModuleType) -> Text | None:
    """The pieces the seat holds while it places them in the mayor phase."""
    if view.phase != "mayor_placement" or view.to_act != seat or not view.hand:
        return None
    w = tx.WORD
    colonists = view.hand - view.hand_nobles
    hand = str(w["colonists_n"].format(n=colonists, s=_s(colonists)))
    if view.hand_nobles:
        hand += ", " + str(w["nobles_n"].format(n=view.hand_nobles, s=_s(view.hand_nobles)))
    return Text(f"{w['in_hand']}: {hand}", style="bold")


def _status(view: SeatView, names: Sequence[str], tx: ModuleType) -> Text:
    """Game, round, phase, who acts, governor, and a mark once the last round is on."""
    w = tx.WORD
    out = Text(f"{w['game']} · ", style="bold")
    out.append(str(w["round"].format(n=view.round)), style="bold")
    out.append(f" · {tx.PHASE[view.phase]}")
    if view.phase == "guest_window":
        out.append(f" ({tx.ROLE[view.role]})")
    if view.to_act is not None:
        out.append(f" · {w['acts']}: ")
        out.append(names[view.to_act], style="bold")
    out.append(f" · {w['governor']}: {names[view.governor]}")
    if view.triggers and not view.over:
        out.append(f" · {w['last_round']}", style="bold red")
    return out


def render_regions(view: SeatView, names: Sequence[str], lang: Lang) -> Regions:
    """The table as the viewing seat may see it, in the regions the clients place."""
    tx = texts(lang)
    n = len(view.players)
    first = view.seat if view.seat is not None else 0
    seats = tuple(_seat(view, view.players[(first + k) % n], names, tx) for k in range(n))
    return Regions(
        status=_status(view, names, tx),
        own=None if view.seat is None else _own(view, names, tx),
        board=_board(view, names, tx),
        seats=seats,
        glance=_glance(view, names, tx),
    )


def _slots(view: SeatView) -> dict[int, list[data.Building]]:
    """Draft (§4.1): the beige types chosen so far, by the printed cost of their slots."""
    costs = dict(view.costs)
    chosen: dict[int, list[data.Building]] = {cost: [] for cost in sorted(data.SLOTS)}
    for i, b in enumerate(data.BUILDINGS):
        if b.beige and view.buildings[i]:
            chosen[costs[b.id]].append(b)
    return chosen


def _slot_items(view: SeatView, tx: ModuleType, copies: bool) -> list[Text]:
    """A cost's slots: the types chosen (with their tiles), then □ for each free slot."""
    items = []
    for cost, chosen in _slots(view).items():
        parts = []
        for b in chosen:
            part = Text(str(tx.BUILDING[b.id]), style=_building_style(b.id))
            if copies:
                part.append(f" ×{view.buildings[data.ORDER[b.id]]}")
            parts.append(part)
        parts += [Text(FREE_PLACE, style="dim")] * (data.SLOTS[cost] - len(chosen))
        items.append(Text(f"{cost}: ", style="bold").append_text(Text(", ").join(parts)))
    return items


def _draft(view: SeatView, tx: ModuleType) -> RenderableType:
    """The building selection (§4.1): the beige slots by cost with the types chosen and the
    free slots, then every type still eligible with its effect."""
    costs = dict(view.costs)
    offer = Table.grid(padding=(0, 1, 0, 0), expand=True)
    offer.add_column(justify="right", style="bold")
    offer.add_column(no_wrap=True)
    offer.add_column(ratio=1)
    for kind in sorted(view.draft, key=lambda k: (costs[k], data.ORDER[k])):
        name = Text(_building_name(kind, DRAFT_NAME, tx), style=_building_style(kind))
        offer.add_row(str(costs[kind]), name, tx.EFFECT[kind])
    return Group(
        Text(str(tx.WORD["slots"]), style="bold"),
        *_slot_items(view, tx, copies=True),
        Text(str(tx.WORD["choosable"]), style="bold"),
        offer,
    )


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    return score_sheet(outcome, names, tx.SCORE, str(tx.WORD["winner"]))
