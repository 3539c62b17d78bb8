"""Presentation of Az Aranyváros views: move sentences, prompts and Rich renderables.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see. The table is drawn as an island map from the data's positions (places, roads,
rivers, the water ring of the city) when the console is wide enough, else as a compact list
that fits 80 columns.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from types import ModuleType

from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.table import Table
from rich.text import Text

from aranyvaros import data, text_en, text_hu
from aranyvaros.moves import (
    DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Done,
    Move,
    Pass,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.score import TIEBREAK_SCALE
from aranyvaros.view import SeatView
from common.engine import Lang, Outcome
from common.scoresheet import score_sheet

MAP_MIN_WIDTH = 84
"""Below this many columns the compact list replaces the map (labels would collide)."""
MAP_MAX_WIDTH = 100
MAP_ASPECT = 0.36
"""Rows per column of the map: terminal cells are about twice as tall as wide."""
HOUSE = "■"
ROAD = "·"
RIVER = "≈"
RING = "~"
START_MARK = "◆"
SEAT_STYLE = {
    "blue": "bold bright_blue",
    "red": "bold red",
    "black": "bold grey3 on grey62",
    "white": "bold bright_white",
}
TERRAIN_STYLE = {
    "coast": "cyan",
    "forest": "green",
    "meadow": "bright_green",
    "mountains": "grey62",
    "desert": "yellow",
}
ROAD_STYLE = "grey35"
RIVER_STYLE = "bold blue"
RING_STYLE = "blue"
CITY_STYLE = "bold gold1"


def texts(lang: Lang) -> ModuleType:
    return text_en if lang == "en" else text_hu


def seat_style(seat: int) -> str:
    return SEAT_STYLE[data.COLOURS[seat]]


def goods_name(card_id_or_kind: str, tx: ModuleType) -> str:
    """The goods of a card id (gc1) or a kind (ceramics+wine), e.g. "kerámia / bor"."""
    kind = next((c.kind for c in data.GOODS_CARDS if c.id == card_id_or_kind), card_id_or_kind)
    return " / ".join(tx.GOODS[g] for g in kind.split("+"))


def builders(view: SeatView, place: str) -> list[int]:
    """The seats with a house on this place."""
    return [p.seat for p in view.players if place in p.houses]


def cost_text(place: data.Place, tx: ModuleType) -> str:
    text = str(tx.COST["cards"].format(n=place.cost_cards, terrain=tx.TERRAIN[place.terrain]))
    return text + (str(tx.COST["key"]) if place.cost_keys else "")


def reward_text(place: data.Place, order: int, tx: ModuleType) -> str:
    """What building here gives the next builder, who is builder number `order` + 1."""
    r = place.reward
    if not r.letters_by_order:
        return str(tx.REWARD[r.id])
    if order >= len(r.letters_by_order):
        return str(tx.CITY_REWARD["nothing"].format(n=order + 1))
    text = str(tx.CITY_REWARD["letters"].format(n=r.letters_by_order[order]))
    if order == 0 and r.first_builder_coins:
        text += tx.CITY_REWARD["coin"].format(n=r.first_builder_coins)
    if order == 0 and r.first_builder_draw_terrain:
        text += tx.CITY_REWARD["draw"].format(n=r.first_builder_draw_terrain)
    return text


# ---------------------------------------------------------------------------------------------
# Sentences


def describe(view: SeatView, move: Move, lang: Lang) -> str:
    """The sentence for a move, as the seat (or the public table) of `view` may read it.

    `view` is taken before the move. Only the chosen bonus card is secret; everything else a
    move shows (paid and discarded cards, goods cards) lies face up on the table.
    """
    tx = texts(lang)
    match move:
        case Bid(pair):
            a, b = (tx.TERRAIN[t] for t in view.pairs[pair])
            occupant = view.bids[pair]
            if occupant < 0:
                return str(tx.MOVE["bid"].format(n=pair + 1, a=a, b=b))
            colour = tx.COLOUR[data.COLOURS[occupant]]
            cost = view.displacements + 1
            return str(
                tx.MOVE["bid_displace"].format(n=pair + 1, a=a, b=b, colour=colour, cost=cost)
            )
        case Build(place_id):
            place = data.PLACES[data.PLACE_INDEX[place_id]]
            order = len(builders(view, place_id))
            return str(
                tx.MOVE["build"].format(
                    place=tx.PLACE[place_id],
                    cost=cost_text(place, tx),
                    reward=reward_text(place, order, tx),
                )
            )
        case Pay(terrain):
            return str(tx.MOVE["pay"].format(terrain=tx.TERRAIN[terrain]))
        case PayPair(terrain):
            need = data.PLACES[data.PLACE_INDEX[view.place]].terrain if view.place else ""
            return str(
                tx.MOVE["pay_pair"].format(
                    terrain=tx.TERRAIN[terrain], need=tx.TERRAIN.get(need, "?")
                )
            )
        case ChooseBonus(card):
            actor = view.to_act
            shown = actor is not None and view.players[actor].bonus is not None
            if shown:
                return str(tx.MOVE["bonus"].format(card=tx.BONUS_NAME[card]))
            return str(tx.MOVE["bonus_hidden"])
        case TakeGoods(kind):
            if kind == DECK:
                return str(tx.MOVE["goods_deck"])
            return str(tx.MOVE["goods"].format(card=goods_name(kind, tx)))
        case ReturnGoods(kind):
            return str(tx.MOVE["return"].format(card=goods_name(kind, tx)))
        case Discard(terrain):
            return str(tx.MOVE["discard"].format(terrain=tx.TERRAIN[terrain]))
        case Pass():
            return str(tx.MOVE["pass"])
        case Done():
            return str(tx.MOVE["done"])
    raise TypeError(f"not an Aranyváros move: {move!r}")


def prompt(view: SeatView, lang: Lang) -> str:
    """The question the seat on turn answers."""
    tx = texts(lang)
    step = view.step
    if step == "build" and view.built:
        step = "build_second"
    if step == "pay":
        place = data.PLACES[data.PLACE_INDEX[view.place]]
        return str(
            tx.PROMPT["pay"].format(
                owed=view.owed, terrain=tx.TERRAIN[place.terrain], place=tx.PLACE[place.id]
            )
        )
    owed = 0
    if step == "limit" and view.to_act is not None:
        owed = view.players[view.to_act].hand_size - data.HAND_LIMIT
    return str(tx.PROMPT.get(step, "").format(owed=owed))


# ---------------------------------------------------------------------------------------------
# The map


def _short(place: data.Place) -> str:
    """The place's id without its region prefix (the map shows the region by position)."""
    return place.id.removeprefix(place.region + "_")


def _label(view: SeatView, place: data.Place, tx: ModuleType) -> list[tuple[str, str]]:
    """A place on the map as (text, style) pieces: its short id, then the houses on it (seat
    colours), or the reward still there (a quarter shows what its next builder gets)."""
    seats = builders(view, place.id)
    parts = [(_short(place), TERRAIN_STYLE[place.terrain])]
    parts += [(HOUSE, seat_style(s)) for s in seats]
    r = place.reward
    if not seats:
        parts.append((":" + tx.REWARD_ABBR[r.id], "dim"))
    elif r.letters_by_order and len(seats) < len(r.letters_by_order):
        parts.append((f":{r.letters_by_order[len(seats)]}", "dim"))
    return parts


def _text(parts: list[tuple[str, str]]) -> Text:
    t = Text()
    for piece, style in parts:
        t.append(piece, style=style)
    return t


class _Canvas:
    """A grid of characters with one style per cell, turned into Rich Text lines."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles: list[list[str]] = [[""] * width for _ in range(height)]

    def cell(self, x: float, y: float) -> tuple[int, int]:
        """Board coordinates (0..100) to (column, row)."""
        return round(x * (self.width - 1) / 100), round(y * (self.height - 1) / 100)

    def put(self, col: int, row: int, char: str, style: str, over: bool = True) -> None:
        inside = 0 <= row < self.height and 0 <= col < self.width
        if inside and (over or self.chars[row][col] == " "):
            self.chars[row][col] = char
            self.styles[row][col] = style

    def line(self, a: tuple[int, int], b: tuple[int, int], char: str, style: str) -> None:
        """A straight line of `char` between two cells (under anything already drawn)."""
        (c0, r0), (c1, r1) = a, b
        steps = max(abs(c1 - c0), abs(r1 - r0))
        for k in range(1, steps):
            col = round(c0 + (c1 - c0) * k / steps)
            row = round(r0 + (r1 - r0) * k / steps)
            self.put(col, row, char, style, over=False)

    def label(self, col: int, row: int, parts: list[tuple[str, str]]) -> None:
        """Centred on (col, row), kept inside the canvas, over roads and water."""
        size = sum(len(piece) for piece, _ in parts)
        at = max(0, min(self.width - size, col - size // 2))
        for piece, style in parts:
            for char in piece:
                self.put(at, row, char, style)
                at += 1

    def lines(self) -> list[Text]:
        out = []
        for chars, styles in zip(self.chars, self.styles, strict=True):
            t = Text()
            for char, style in zip(chars, styles, strict=True):
                t.append(char, style=style or None)
            t.rstrip()
            out.append(t)
        return out


def map_lines(view: SeatView, lang: Lang, width: int) -> list[Text]:
    """The island drawn from the data's positions: roads, rivers, the city's water ring,
    every place with its houses (seat colours) or the reward still on it."""
    tx = texts(lang)
    canvas = _Canvas(width, round(width * MAP_ASPECT))
    centre = {p.index: canvas.cell(*p.pos) for p in data.PLACES}
    ring = data.RAW["city_drawing"]
    cx, cy = ring["center"]
    radius = ring["water_ring_radius"]
    for k in range(72):
        angle = 2 * math.pi * k / 72
        col, row = canvas.cell(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        canvas.put(col, row, RING, RING_STYLE)
    for river in data.RAW["rivers"].values():
        (x0, y0), (x1, y1) = river["course"]
        a, b = canvas.cell(x0, y0), canvas.cell(x1, y1)
        canvas.line(a, b, RIVER, RIVER_STYLE)
        canvas.put(*a, RIVER, RIVER_STYLE)
        canvas.put(*b, RIVER, RIVER_STYLE)
    for i, j in data.EDGES:
        canvas.line(centre[i], centre[j], ROAD, ROAD_STYLE)
    for place in data.PLACES:
        col, row = centre[place.index]
        canvas.label(col, row, _label(view, place, tx))
    lines = canvas.lines()
    while lines and not lines[0].plain:
        lines.pop(0)
    while lines and not lines[-1].plain:
        lines.pop()
    return lines


def regions_line(lang: Lang) -> Text:
    """Which region each id prefix names (the map shows ids without it)."""
    tx = texts(lang)
    t = Text()
    for k, (region, info) in enumerate(data.RAW["regions"].items()):
        if k:
            t.append(" · ")
        t.append(f"{region}_ ", style="bold")
        t.append(f"{tx.REGION[region]} ({info['compass']})", style=TERRAIN_STYLE[info["terrain"]])
    return t


# ---------------------------------------------------------------------------------------------
# The compact board (80 columns)


def board_lines(view: SeatView, lang: Lang) -> list[Text]:
    """Two lines per region: harbours and the district's quarters, then the suburbs; each
    place with its houses or the reward still on it (fits 80 columns)."""
    tx = texts(lang)
    out = []
    for region in data.RAW["regions"]:
        places = [p for p in data.PLACES if p.region == region]
        head = Text(f"{region} {tx.REGION[region]:<10}", style="bold")
        coast = [p for p in places if not p.needs_road]
        city = [p for p in places if p.district]
        inland = [p for p in places if p.needs_road and not p.district]
        for line, group in ((head, coast), (Text(" " * 13), inland)):
            for place in group:
                line.append_text(_text(_label(view, place, tx)))
                line.append(" ")
            if group is coast:
                line.append("│ ", style="dim")
                for place in city:
                    line.append_text(_text(_label(view, place, tx)))
                    line.append(" ")
            line.rstrip()
            out.append(line)
    return out


# ---------------------------------------------------------------------------------------------
# The rest of the table


def _header(view: SeatView, names: Sequence[str], tx: ModuleType) -> Text:
    t = Text()
    t.append(str(tx.WORD["round"].format(n=view.round)), style="bold")
    t.append(f" · {tx.PHASE[view.phase]}")
    t.append(f" · {tx.WORD['start']}: ")
    t.append(names[view.start], style=seat_style(view.start))
    if view.scoring_card:
        card = next(c for c in data.SCORING_CARDS if c.id == view.scoring_card)
        t.append(f"\n{tx.WORD['scoring']}: ", style="bold")
        t.append(f"{tx.GOODS[data.GOODS[card.goods]]} + {tx.AREA[card.area.id]}", style=CITY_STYLE)
        t.append(f" ({card.id}, {tx.WORD['tier'].format(n=card.tier)})", style="dim")
    if view.over and view.end:
        reasons = ", ".join(tx.END[r] for r in view.end)
        t.append(f"\n{tx.WORD['end']}: {reasons}", style="bold")
    return t


def _pairs(view: SeatView, names: Sequence[str], tx: ModuleType) -> Text:
    t = Text(f"{tx.WORD['pairs']}: ", style="bold")
    for i, (a, b) in enumerate(view.pairs):
        if i:
            t.append(" · ")
        t.append(f"{i + 1} ")
        t.append(tx.TERRAIN[a], style=TERRAIN_STYLE[a])
        t.append("+")
        t.append(tx.TERRAIN[b], style=TERRAIN_STYLE[b])
        seat = view.bids[i]
        if seat >= 0:
            t.append(" [")
            t.append(names[seat], style=seat_style(seat))
            t.append("]")
        else:
            t.append(f" [{tx.WORD['free']}]", style="dim")
    t.append(f"\n{tx.WORD['displace_cost'].format(n=view.displacements + 1)}", style="dim")
    return t


def _supplies(view: SeatView, tx: ModuleType) -> Text:
    t = Text(f"{tx.WORD['goods_display']}: ", style="bold")
    t.append(", ".join(goods_name(c, tx) for c in view.goods_display) or "–")
    t.append(f" · {tx.WORD['goods_deck']} {view.goods_deck_size}")
    if view.goods_box:
        t.append(f" · {tx.WORD['box']}: " + ", ".join(goods_name(c, tx) for c in view.goods_box))
    t.append(f"\n{tx.WORD['supply']}: {view.supply} {tx.WORD['coins']}, ")
    t.append(f"{view.keys_supply} {tx.WORD['keys']} · {tx.WORD['bonus_deck']} ")
    t.append(f"{view.bonus_deck_size} · {tx.WORD['draw']} {view.draw_size}")
    if view.scoring_deck_size:
        tier = tx.WORD["tier"].format(n=view.scoring_top_tier)
        t.append(f" · {tx.WORD['scoring_deck']} {view.scoring_deck_size} ({tier})")
    t.append(" · ")
    t.append(f"{tx.WORD['discard']}: ")
    pile = [f"{n} {tx.TERRAIN[data.TERRAINS[i]]}" for i, n in enumerate(view.discard) if n]
    t.append(", ".join(pile) or "–")
    return t


def _players(view: SeatView, names: Sequence[str], tx: ModuleType) -> Table:
    table = Table(box=None, pad_edge=False, show_edge=False, expand=False)
    table.add_column(tx.WORD["player"], no_wrap=True)
    for key in ("coins", "keys", "houses_left", "hand", "bonus", "letters"):
        table.add_column(str(tx.WORD[key]), justify="right")
    table.add_column(tx.WORD["goods"])
    for p in view.players:
        who = Text(HOUSE + " ", style=seat_style(p.seat))
        who.append(names[p.seat], style="bold" if p.seat == view.to_act else "")
        who.append(f" ({tx.COLOUR[p.colour]})", style="dim")
        if p.seat == view.start:
            who.append(" " + START_MARK)
        if p.stuck:
            who.append(f" ({tx.WORD['stuck']})", style="red")
        table.add_row(
            who,
            str(p.coins),
            str(p.keys),
            str(p.houses_left),
            str(p.hand_size),
            str(p.bonus_count),
            "?" if p.letters is None else str(p.letters),
            ", ".join(goods_name(g, tx) for g in p.goods),
        )
    return table


def _private(view: SeatView, names: Sequence[str], tx: ModuleType) -> list[RenderableType]:
    parts: list[RenderableType] = []
    if view.seat is None:
        return parts
    me = view.players[view.seat]
    if me.hand is not None:
        t = Text(f"{tx.WORD['your_hand']} ({names[view.seat]}): ", style="bold")
        cards = [(n, terrain) for terrain, n in zip(data.TERRAINS, me.hand, strict=True) if n]
        for k, (n, terrain) in enumerate(cards):
            if k:
                t.append(", ")
            t.append(f"{n} {tx.TERRAIN[terrain]}", style=TERRAIN_STYLE[terrain])
        if not cards:
            t.append("–")
        parts.append(t)
    if me.bonus:
        bonus = ", ".join(tx.BONUS_NAME[b] for b in me.bonus)
        parts.append(Text(f"{tx.WORD['your_bonus']}: {bonus}", style="magenta"))
    if view.bonus_deck is not None:
        deck = "; ".join(f"{tx.BONUS_NAME[b]}: {tx.BONUS[b]}" for b in view.bonus_deck)
        parts.append(Text(f"{tx.WORD['bonus_deck_now']}: {deck}", style="magenta"))
    return parts


def _last_scoring(view: SeatView, names: Sequence[str], tx: ModuleType) -> Text | None:
    if not view.last_scoring or not view.scoring_box:
        return None
    card = next(c for c in data.SCORING_CARDS if c.id == view.scoring_box[-1])
    t = Text(f"{tx.WORD['last_scoring']} ", style="bold")
    t.append(f"({tx.GOODS[data.GOODS[card.goods]]} + {tx.AREA[card.area.id]}): ")
    awards = [(s, n) for s, n in enumerate(view.last_scoring) if n]
    for k, (s, n) in enumerate(awards):
        if k:
            t.append(", ")
        t.append(names[s], style=seat_style(s))
        t.append(f" +{n}")
    if not awards:
        t.append("–")
    return t


class TableView:
    """The table as `view` may see it; picks the map or the compact list by console width."""

    def __init__(self, view: SeatView, names: Sequence[str], lang: Lang) -> None:
        self.view = view
        self.names = names
        self.lang = lang

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Group]:
        yield Group(*self.parts(options.max_width))

    def parts(self, width: int) -> list[RenderableType]:
        """The map sits below what the decision needs (the app shows the top of a wide table);
        the compact list puts the board first and the seat's own cards last (the app shows
        the bottom of a narrow one)."""
        view, names, tx = self.view, self.names, texts(self.lang)
        status: list[RenderableType] = []
        if view.pairs:
            status.append(_pairs(view, names, tx))
        if view.place:
            place = tx.PLACE[view.place]
            status.append(Text(tx.WORD["building"].format(place=place, owed=view.owed)))
        last = _last_scoring(view, names, tx)
        if last is not None:
            status.append(last)
        status += [_supplies(view, tx), _players(view, names, tx)]
        legend = Text(str(tx.WORD["legend"]), style="dim")
        header = _header(view, names, tx)
        private = _private(view, names, tx)
        if width >= MAP_MIN_WIDTH:
            island = map_lines(view, self.lang, min(width, MAP_MAX_WIDTH))
            return [header, *status, *private, regions_line(self.lang), *island, legend]
        return [header, *board_lines(view, self.lang), legend, *status, *private]


def render_table(view: SeatView, names: Sequence[str], lang: Lang) -> RenderableType:
    return TableView(view, names, lang)


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, letters then each bonus card, the total and the
    tie-break chain (city houses, coins); stuck players marked."""
    tx = texts(lang)
    chain = [
        (tx.SCORE["city_houses"], lambda s: str(s.tiebreak // TIEBREAK_SCALE)),
        (tx.SCORE["coins"], lambda s: str(s.tiebreak % TIEBREAK_SCALE)),
    ]
    return score_sheet(
        outcome, names, tx.SCORE, str(tx.WORD["winner"]), tiebreak=chain, marks={"stuck": "✗"}
    )
