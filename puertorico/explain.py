"""What a Puerto Rico choice does, in the words of the seat choosing (issue 16).

`explain(view, move, lang)` is shown beside each move in the choice list: a role's action for
everyone and the privilege its chooser would get, a building's effect and its price worked out
(printed cost − each discount = doubloons to pay, R-PR-26), a sale's income, a plantation's
use. It reads only the seat's view.
"""

from __future__ import annotations

from common.contract import Lang
from common.wording import plural
from puertorico import data, rules
from puertorico.moves import Build, Draft, Move, PickRole, Sell, TakeTile
from puertorico.texts import Texts, texts
from puertorico.view import PlayerView, SeatView

SEPARATOR = " · "


def _seat(view: SeatView) -> int:
    return view.to_act if view.to_act is not None else 0


def _privilege(view: SeatView, seat: int) -> int:
    """The seat's privilege in the running phase: 0 unless it chose the role."""
    return rules.privilege_of(view.players[seat], seat == view.chooser)


def _role(view: SeatView, card: str, tx: Texts) -> str:
    """A role's action for everyone and what its privilege gives this seat (the money on the
    card is in the move's own words)."""
    seat = _seat(view)
    n = rules.privilege_of(view.players[seat], True)
    role = "prospector" if card.startswith("prospector") else card
    words = tx.EXPLAIN
    privilege = words[f"privilege_{role}" + ("_library" if n == 2 else "")]
    return f"{words[f'action_{role}']} {privilege.format(n=n, s=plural(n))}"


def price_parts(view: SeatView, building: str) -> list[tuple[str, int]]:
    """The discounts on a building for the seat on turn, each named ("privilege", "quarry",
    "forest", "zoning_office"), as R-PR-26 lists them; `rules.price` is the cost less their
    sum."""
    seat = _seat(view)
    p = view.players[seat]
    column = data.COLUMN[building]
    parts = [
        ("privilege", _privilege(view, seat)),
        ("quarry", min(p.worked[data.QUARRY], column)),
        ("forest", len(p.forests) // 2),
    ]
    if rules.works(p, "zoning_office"):
        noble = "zoning_office" in p.nobles
        zoning = 2 if noble and column == 4 else 1 if not noble and column <= 3 else 0
        parts.append(("zoning_office", zoning))
    return [(key, n) for key, n in parts if n]


def _building(building: str, price: str, tx: Texts) -> list[str]:
    """A building as a build or the draft lists it, San Juan's way: its effect, points, price
    (`price`, worked out or printed) and circles."""
    b = data.BY_ID[building]
    words = tx.EXPLAIN
    vp = str(words["vp"].format(n=b.vp))
    return [
        str(tx.EFFECT[building]),
        vp,
        price,
        str(words["circles"].format(n=b.circles, s=plural(b.circles))),
    ]


def _draft(view: SeatView, building: str, tx: Texts) -> str:
    """A type the draft may put on the board (§4.1): its printed cost, points and circles
    first, so they stay on its line at 80 columns where the effect is cut, then the effect."""
    cost = dict(view.costs)[building]
    printed = tx.EXPLAIN["cost"].format(n=cost, s=plural(cost))
    effect, vp, price, circles = _building(building, printed, tx)
    return SEPARATOR.join([price, vp, circles, effect])


def _build(view: SeatView, move: Build, tx: Texts) -> str:
    seat = _seat(view)
    p: PlayerView = view.players[seat]
    cost = dict(view.costs)[move.building]
    words = tx.EXPLAIN
    shown = []
    for key, n in price_parts(view, move.building):
        doubled = key == "privilege" and n == 2
        template = words[f"minus_{key}" + ("_library" if doubled else "")]
        shown.append(template.format(n=n, s=plural(n), forests=len(p.forests)))
    pay = rules.price(p, move.building, cost, _privilege(view, seat))
    if shown:
        price = words["price"].format(cost=cost, parts=" ".join(shown), n=pay, s=plural(pay))
    else:
        price = words["price_plain"].format(n=pay, s=plural(pay))
    parts = _building(move.building, str(price), tx)
    if move.black_market:
        short = pay - p.doubloons
        parts.append(str(words["black_market"].format(n=short, s=plural(short))))
    return SEPARATOR.join(parts)


def _sell(view: SeatView, move: Sell, tx: Texts) -> str:
    """The income of a sale, term by term (R-PR-39)."""
    seat = _seat(view)
    p = view.players[seat]
    good = data.GOOD_INDEX[move.good]
    words = tx.EXPLAIN
    terms = [str(data.PRICE[good])]
    privilege = _privilege(view, seat)
    if privilege:
        terms.append(words["plus_privilege"].format(n=privilege))
    if not move.trading_post:
        for market, bonus in (("small_market", 1), ("large_market", 2)):
            if rules.works(p, market):
                terms.append(words["plus_building"].format(n=bonus, building=tx.BUILDING[market]))
    n = rules.income(p, good, privilege, move.trading_post)
    if len(terms) == 1:
        return str(words["income_plain"].format(n=n, s=plural(n)))
    return str(words["income"].format(terms=" ".join(terms), n=n, s=plural(n)))


def _tile(view: SeatView, tile: str, tx: Texts) -> str:
    """What an island tile is for, and for a plantation whether the seat can process its good
    (R-PR-35: a worked plantation and a worked building of its kind)."""
    if tile == "quarry":
        return str(tx.EXPLAIN["tile_quarry"])
    good = data.ISLAND_INDEX[tile]
    if not any(g == good for g in data.PRODUCES.values()):
        return str(tx.EXPLAIN["tile_corn"])
    p = view.players[_seat(view)]
    workers = sum(n for b, n in zip(p.city, p.staff, strict=True) if data.PRODUCES.get(b) == good)
    name = tx.GOOD[data.GOODS[good]]
    return str(tx.EXPLAIN["tile_plantation"].format(good=name, n=workers, s=plural(workers)))


def explain(view: SeatView, move: Move, lang: Lang) -> str | None:
    """What choosing `move` does for the seat on turn of `view`; None when the move's own
    words say it all."""
    tx = texts(lang)
    match move:
        case PickRole(card):
            return _role(view, card, tx)
        case Build():
            return _build(view, move, tx)
        case Draft(building):
            return _draft(view, building, tx)
        case Sell():
            return _sell(view, move, tx)
        case TakeTile(tile):
            return _tile(view, tile, tx)
    return None
