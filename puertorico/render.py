"""Presentation of Puerto Rico views: move sentences, prompts and the table's regions.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see: other seats' VP chips appear as "?" until the game is over (R-PR-64). The regions
(common/regions.py) are drawn for 78 columns and fit 76–84: the status line (here), the shared
board (`render_board`), each seat's island beside its city's 12 spaces and the viewing seat's
own panel (`render_seats`), a glance of one line per seat (`render_glance`); the marks and
colours they share are `render_style`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.text import Text

from common.contract import Lang, Outcome
from common.plural import fill
from common.regions import Regions
from common.scoresheet import score_sheet
from puertorico import data, rules
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
from puertorico.render_board import shared_board
from puertorico.render_glance import glance
from puertorico.render_seats import own_panel, seat_board
from puertorico.render_style import GOVERNOR_MARK
from puertorico.texts import Texts, texts
from puertorico.view import SeatView

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


def _place_name(tx: Texts, place: str) -> str:
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
                return fill(m["pick_money"], role=tx.ROLE[card], n=money)
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
            return fill(m["build"], building=tx.BUILDING[building], n=n)
        case Sell(good, trading_post):
            n = sale_income(view, seat, data.GOOD_INDEX[good], trading_post)
            key = "sell_post" if trading_post else "sell"
            return fill(m[key], good=tx.GOOD[good], n=n)
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


def _status(view: SeatView, names: Sequence[str], tx: Texts) -> Text:
    """Game, round (marked once it is the last), phase, who acts and the governor (♛, as on
    the seats): one line at 80 columns for names of up to six letters in every phase; the
    question under the table names the step within the phase."""
    w = tx.WORD
    out = Text(f"{w['game']} · ", style="bold")
    out.append(str(w["round"].format(n=view.round)), style="bold")
    if view.triggers and not view.over:
        out.append(f" ({w['last_round']})", style="bold red")
    out.append(f" · {tx.PHASE[view.phase]}")
    if view.to_act is not None:
        out.append(f" · {w['acts']}: ")
        out.append(names[view.to_act], style="bold")
    out.append(f" · {GOVERNOR_MARK} {names[view.governor]}")
    return out


def render_regions(view: SeatView, names: Sequence[str], lang: Lang) -> Regions:
    """The table as the viewing seat may see it, in the regions the clients place."""
    tx = texts(lang)
    n = len(view.players)
    first = view.seat if view.seat is not None else 0
    seats = tuple(seat_board(view, view.players[(first + k) % n], names, tx) for k in range(n))
    return Regions(
        status=_status(view, names, tx),
        own=None if view.seat is None else own_panel(view, names, tx),
        board=shared_board(view, names, tx),
        seats=seats,
        glance=glance(view, names, tx),
    )


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    return score_sheet(outcome, names, tx.SCORE, str(tx.WORD["winner"]))
