"""Presentation of Puerto Rico views: move sentences, prompts and Rich renderables.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see: other seats' VP totals appear as "?" until the game is over (R-PR-64). The layout is
compact enough for 80 columns: a header with the shared boards, then two lines or so per
player: money, VP, the island's 12 spaces and the windrose, then the city's 12 spaces.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from common.engine import Lang, Outcome
from puertorico import data, text_en, text_hu
from puertorico.moves import (
    Build,
    Done,
    Keep,
    Load,
    Move,
    Pass,
    PickRole,
    Place,
    Sell,
    Store,
    TakeColonist,
    TakeGood,
    TakeTile,
    Use,
)
from puertorico.view import SeatView

GOOD_STYLE = ("yellow", "blue", "bright_white", "dark_orange3", "orange4")
"""Barrel colours (§2.2): corn yellow, indigo blue, sugar white, tobacco light, coffee dark."""
TILE_STYLE = (*GOOD_STYLE, "grey58")
GOOD_MARK = ("C", "I", "S", "T", "K")
"""One-letter goods for the compact boards (K: coffee, as on the Hungarian "kávé")."""
TILE_MARK = (*GOOD_MARK, "Q")
WORKED, IDLE_TILE, FREE = "■", "□", "·"


def texts(lang: Lang) -> ModuleType:
    return text_en if lang == "en" else text_hu


# ---------------------------------------------------------------------------------------------
# Sentences


def price(view: SeatView, seat: int, building: str) -> int:
    """What `seat` pays for `building`, from public information (R-PR-26)."""
    cost = dict(view.costs)[building]
    quarries = view.players[seat].worked[data.QUARRY]
    return max(0, cost - (seat == view.chooser) - min(quarries, data.COLUMN[building]))


def sale_income(view: SeatView, seat: int, good: int) -> int:
    p = view.players[seat]
    bonus = 0
    for b, n in zip(p.city, p.staff, strict=True):
        if n and b == "small_market":
            bonus += 1
        elif n and b == "large_market":
            bonus += 2
    return data.PRICE[good] + (seat == view.chooser) + bonus


def load_result(view: SeatView, seat: int, good: int, ship: str) -> tuple[int, int]:
    """(barrels, VP) of a load action as the table sees it before it happens."""
    p = view.players[seat]
    have = p.goods[good]
    if ship == data.WHARF:
        amount = have
    else:
        i = view.cargo.index(data.SHIP_CAPACITY[ship])
        amount = min(have, view.cargo[i] - view.ship_load[i])
    harbor = any(b == "harbor" and n for b, n in zip(p.city, p.staff, strict=True))
    bonus = seat == view.chooser and not view.bonus_paid
    return amount, amount + harbor + bonus


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
            return str(m["take_colonist"])
        case TakeGood(good):
            return str(m["take_good"].format(good=tx.GOOD[good]))
        case Use(building):
            target = tx.TILE.get(view.target) or tx.BUILDING.get(view.target, "")
            return str(m[f"use_{building}"].format(target=target))
        case Place(_, target):
            name = tx.TILE.get(target) or tx.BUILDING[target]
            return str(m["place"].format(target=name))
        case Build(building):
            n = price(view, seat, building)
            return str(m["build"].format(building=tx.BUILDING[building], n=n, s=_s(n)))
        case Sell(good):
            n = sale_income(view, seat, data.GOOD_INDEX[good])
            return str(m["sell"].format(good=tx.GOOD[good], n=n, s=_s(n)))
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
            return str(m["done"])
    raise TypeError(f"not a Puerto Rico move: {move!r}")


def _s(n: int) -> str:
    """The English plural ending (the Hungarian templates do not use it)."""
    return "" if n == 1 else "s"


def prompt(view: SeatView, lang: Lang) -> str:
    """The question the seat on turn answers."""
    tx = texts(lang)
    target = tx.TILE.get(view.target) or tx.BUILDING.get(view.target, "")
    return str(tx.PROMPT.get(view.step, "").format(hand=view.hand, target=target))


# ---------------------------------------------------------------------------------------------
# The table


def _goods(counts: Sequence[int], tx: ModuleType, zeros: bool = False) -> Text:
    out = Text()
    for g, n in enumerate(counts):
        if n or zeros:
            if out:
                out.append(" ")
            out.append(f"{n}{GOOD_MARK[g]}", style=GOOD_STYLE[g])
    return out


def _island(tiles: Sequence[int], worked: Sequence[int]) -> Text:
    """The 12 plantation spaces: ■ an occupied tile, □ an empty one, · a free space."""
    out = Text()
    for k, n in enumerate(tiles):
        for i in range(n):
            out.append(TILE_MARK[k], style=TILE_STYLE[k])
            out.append(WORKED if i < worked[k] else IDLE_TILE, style=TILE_STYLE[k])
    out.append(FREE * (data.ISLAND_SPACES - sum(tiles)), style="dim")
    return out


def _city(city: Sequence[str], staff: Sequence[int], tx: ModuleType) -> Text:
    """The city: each building with its circles (● occupied, ○ empty); large ones take
    two spaces and are shown in brackets; then the free spaces."""
    out = Text()
    for i, (b, n) in enumerate(zip(city, staff, strict=True)):
        if i:
            out.append(", ")
        building = data.BY_ID[b]
        style = "green" if building.cls == "production" else "magenta"
        name = tx.BUILDING[b]
        out.append(f"[{name}]" if building.size == 2 else name, style=style)
        circles = data.CIRCLES[b]
        if circles:
            out.append(" " + "●" * n + "○" * (circles - n))
    spaces = sum(data.SIZE[b] for b in city)
    if spaces < data.CITY_SPACES:
        if city:
            out.append(" ")
        out.append(FREE * (data.CITY_SPACES - spaces), style="dim")
    return out


def _roles(view: SeatView, names: Sequence[str], tx: ModuleType) -> Text:
    out = Text(f"{tx.WORD['roles']}: ", style="bold")
    for i, card in enumerate(view.cards):
        if i:
            out.append(" · ")
        taker = view.card_taker[i]
        if taker >= 0:
            out.append(f"{tx.ROLE[card]} ({names[taker]})", style="dim")
        else:
            out.append(tx.ROLE[card], style="bold cyan")
            if view.card_money[i]:
                out.append(f" +{view.card_money[i]}", style="yellow")
    return out


def _boards(view: SeatView, tx: ModuleType) -> Text:
    w = tx.WORD
    out = Text()
    out.append(f"{w['colonists']}: ", style="bold")
    out.append(f"{w['ship']} {view.colonist_ship} · {w['supply']} {view.colonist_supply}")
    out.append(f"   {w['vp_chips']}: ", style="bold")
    out.append(str(view.vp_supply))
    out.append(f"   {w['quarries']}: ", style="bold")
    out.append(str(view.quarries))
    out.append(f"\n{w['plantations']}: ", style="bold")
    for k in view.row:
        out.append(TILE_MARK[k] + IDLE_TILE + " ", style=TILE_STYLE[k])
    out.append(f"({w['stack']} {view.stack_size}, {w['discard']} {len(view.discard)})")
    out.append(f"\n{w['cargo']}: ", style="bold")
    for i, cap in enumerate(view.cargo):
        if i:
            out.append(" · ")
        g, n = view.ship_good[i], view.ship_load[i]
        out.append(f"{cap}: ")
        if g >= 0:
            out.append(f"{n}{GOOD_MARK[g]}", style=GOOD_STYLE[g])
            out.append("·" * (cap - n), style="dim")
        else:
            out.append(w["empty"], style="dim")
    out.append(f"   {w['house']}: ", style="bold")
    for g in view.house:
        out.append(GOOD_MARK[g], style=GOOD_STYLE[g])
    out.append("·" * (data.HOUSE_SPACES - len(view.house)), style="dim")
    out.append(f"\n{w['goods']}: ", style="bold")
    out.append_text(_goods(view.goods_supply, tx, zeros=True))
    return out


def _bank(view: SeatView, tx: ModuleType) -> Text:
    """The buildings still on the board, grouped by cost: "5 Office ×2, Large market"."""
    out = Text(f"{tx.WORD['buildings']}:", style="bold")
    costs = dict(view.costs)
    offer = [b for i, b in enumerate(data.BUILDINGS) if view.buildings[i]]
    offer.sort(key=lambda b: (costs[b.id], data.ORDER[b.id]))
    last = -1
    for b in offer:
        cost = costs[b.id]
        if cost != last:
            out.append(" · " if last >= 0 else " ")
            out.append(f"{cost} ", style="bold")
            last = cost
        else:
            out.append(", ")
        name = tx.BUILDING[b.id]
        style = "green" if b.cls == "production" else "magenta"
        out.append(f"[{name}]" if b.size == 2 else name, style=style)
        left = view.buildings[data.ORDER[b.id]]
        if left > 1:
            out.append(f"×{left}")
    return out


def render_table(view: SeatView, names: Sequence[str], lang: Lang) -> RenderableType:
    """The whole table as the viewing seat may see it."""
    tx = texts(lang)
    w = tx.WORD
    header = Text()
    header.append(str(w["round"].format(n=view.round)), style="bold")
    header.append(f" · {tx.PHASE[view.phase]}")
    header.append(f" · {w['governor']}: {names[view.governor]}")
    if view.triggers and not view.over:
        reasons = ", ".join(tx.TRIGGER[t] for t in view.triggers)
        header.append(f"\n{w['ending']}: {reasons}", style="bold red")
    players = Table.grid(expand=True)
    players.add_column(no_wrap=True)
    players.add_column(ratio=1)
    for p in view.players:
        who = Text(names[p.seat], style="bold reverse" if p.seat == view.to_act else "bold")
        if p.seat == view.governor:
            who.append(" ♛")
        board = Text(" ")
        board.append(f"{p.doubloons}$", style="yellow")
        board.append(f" {'?' if p.vp is None else p.vp} {w['vp']}  ", style="cyan")
        board.append_text(_island(p.tiles, p.worked))
        board.append(f"  ⚇{p.idle} ")
        if view.phase == "mayor_placement" and p.seat == view.to_act and view.hand:
            board.append(f"({view.hand} {w['hand']}) ", style="bold")
        board.append_text(_goods(p.goods, tx))
        players.add_row(who, board)
        players.add_row("", _city(p.city, p.staff, tx))
    parts: list[RenderableType] = [
        header,
        _roles(view, names, tx),
        _boards(view, tx),
        _bank(view, tx),
        Rule(style="dim"),
        players,
    ]
    return Group(*parts)


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    table = Table(
        title=str(tx.WORD["winner"]) + ": " + ", ".join(names[s] for s in outcome.winners)
    )
    table.add_column("")
    for s in outcome.scores:
        table.add_column(names[s.seat], justify="right")
    keys: list[str] = []
    for s in outcome.scores:
        for line in s.lines:
            if line.key not in keys:
                keys.append(line.key)
    for key in keys:
        row = []
        for s in outcome.scores:
            points = {line.key: line.points for line in s.lines}
            row.append(str(points[key]) if key in points else "–")
        table.add_row(tx.SCORE[key], *row)
    table.add_row(tx.SCORE["total"], *(str(s.total) for s in outcome.scores), style="bold")
    if outcome.tiebreak_used:
        table.add_row(tx.SCORE["tiebreak"], *(str(s.tiebreak) for s in outcome.scores))
    return table
