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
from common.scoresheet import score_sheet
from puertorico import data, rules, text_en, text_hu
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

GOOD_STYLE = ("yellow", "blue", "bright_white", "dark_orange3", "orange4")
"""Barrel colours (§2.2): corn yellow, indigo blue, sugar white, tobacco light, coffee dark."""
TILE_STYLE = (*GOOD_STYLE, "grey58")
GOOD_MARK = ("C", "I", "S", "T", "K")
"""One-letter goods for the compact boards (K: coffee, as on the Hungarian "kávé")."""
TILE_MARK = (*GOOD_MARK, "Q")
WORKED, IDLE_TILE, FREE = "■", "□", "·"
NOBLE_MARK = "◆"
"""A noble, wherever it stands (a colonist is ■ on a tile, ● on a building)."""
FOREST_MARK, FOREST_STYLE = "♣", "green"


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
# The table


def _goods(counts: Sequence[int], tx: ModuleType, zeros: bool = False) -> Text:
    out = Text()
    for g, n in enumerate(counts):
        if n or zeros:
            if out:
                out.append(" ")
            out.append(f"{n}{GOOD_MARK[g]}", style=GOOD_STYLE[g])
    return out


def _island(p: PlayerView) -> Text:
    """The 12 plantation spaces: ■ a tile with a colonist, ◆ with a noble, □ an empty one,
    ♣ a forest (with the kind under it), · a free space."""
    out = Text()
    for k, n in enumerate(p.tiles):
        nobles = p.nobles.count(data.ISLAND[k])
        for i in range(n):
            out.append(TILE_MARK[k], style=TILE_STYLE[k])
            mark = NOBLE_MARK if i < nobles else WORKED if i < p.worked[k] else IDLE_TILE
            out.append(mark, style=TILE_STYLE[k])
    for k in p.forests:
        out.append(FOREST_MARK, style=FOREST_STYLE)
        out.append(TILE_MARK[k].lower(), style=FOREST_STYLE)
    out.append(FREE * (data.ISLAND_SPACES - sum(p.tiles) - len(p.forests)), style="dim")
    return out


def _windrose(p: PlayerView) -> str:
    """Pieces on the windrose: colonists, then nobles as ◆n."""
    nobles = p.nobles.count(data.WINDROSE)
    return f"⚇{p.idle - nobles}" + (f"{NOBLE_MARK}{nobles}" if nobles else "")


def _city(p: PlayerView, tx: ModuleType) -> Text:
    """The city: each building with its circles (● colonist, ◆ noble, ○ empty; on the Guest
    house the pieces are guests and are labelled so); large ones take two spaces and are
    shown in brackets; then the free spaces."""
    out = Text()
    for i, (b, n) in enumerate(zip(p.city, p.staff, strict=True)):
        if i:
            out.append(", ")
        building = data.BY_ID[b]
        style = "green" if building.cls == "production" else "magenta"
        name = tx.BUILDING[b]
        out.append(f"[{name}]" if building.size == 2 else name, style=style)
        circles = data.CIRCLES[b]
        if circles:
            nobles = p.nobles.count(b)
            out.append(" " + NOBLE_MARK * nobles, style="bold red")
            out.append("●" * (n - nobles) + "○" * (circles - n))
            if b == "guest_house" and n:
                out.append(f" ({n} {tx.WORD['guests']})", style="italic")
    spaces = sum(data.SIZE[b] for b in p.city)
    if spaces < data.CITY_SPACES:
        if p.city:
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
    if view.nobles_in_play:
        out.append(f"   {w['nobles']}: ", style="bold red")
        out.append(f"{w['ship']} {view.noble_ship} · {w['supply']} {view.noble_supply}")
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
    if view.phase == "guest_window":
        header.append(f" ({tx.ROLE[view.role]})")
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
        board.append_text(_island(p))
        board.append(f"  {_windrose(p)} ")
        if view.phase == "mayor_placement" and p.seat == view.to_act and view.hand:
            board.append(f"({view.hand} {w['hand']}) ", style="bold")
        board.append_text(_goods(p.goods, tx))
        players.add_row(who, board)
        players.add_row("", _city(p, tx))
    if view.phase == "draft":
        return Group(header, _draft(view, tx), Rule(style="dim"), players)
    parts: list[RenderableType] = [
        header,
        _roles(view, names, tx),
        _boards(view, tx),
        _bank(view, tx),
        Rule(style="dim"),
        players,
        Text(str(tx.WORD["legend"]), style="dim"),
    ]
    return Group(*parts)


def _draft(view: SeatView, tx: ModuleType) -> RenderableType:
    """The building selection (§4.1): the beige slots by cost with the types chosen and the
    empty slots, then every type still eligible with its effect."""
    costs = dict(view.costs)
    slots = Table(show_header=False, box=None)
    slots.add_column(justify="right", style="bold")
    slots.add_column()
    for cost, n in sorted(data.SLOTS.items()):
        line = Text()
        chosen = [
            b
            for i, b in enumerate(data.BUILDINGS)
            if b.beige and view.buildings[i] and costs[b.id] == cost
        ]
        for b in chosen:
            name = tx.BUILDING[b.id]
            line.append(f"[{name}]" if b.size == 2 else name, style="magenta")
            line.append(f" ×{view.buildings[data.ORDER[b.id]]}  ")
        line.append("□ " * (n - len(chosen)), style="dim")
        slots.add_row(str(cost), line)
    offer = Table(show_header=False, box=None)
    offer.add_column(justify="right", style="bold")
    offer.add_column(style="magenta", no_wrap=True)
    offer.add_column()
    for kind in sorted(view.draft, key=lambda k: (costs[k], data.ORDER[k])):
        offer.add_row(str(costs[kind]), tx.BUILDING[kind], tx.EFFECT[kind])
    return Group(
        Text(str(tx.WORD["slots"]), style="bold"),
        slots,
        Text(str(tx.WORD["choosable"]), style="bold"),
        offer,
    )


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    return score_sheet(outcome, names, tx.SCORE, str(tx.WORD["winner"]))
