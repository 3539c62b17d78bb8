"""What a San Juan or ANNO XVII choice does, in the words of the seat choosing (issue 16).

`explain(view, move, lang)` is shown beside each move in the choice list: a role's action and
the privilege its chooser would get, a building's effect and its price worked out (printed
cost − each discount = cards to pay), an event's effect, a hand card's effect and worth. It
reads only the seat's view, so it can only name what that seat may see.
"""

from __future__ import annotations

from common.contract import Lang
from common.wording import plural
from sanjuan import data
from sanjuan.moves import (
    Build,
    Burn,
    Deposit,
    Discard,
    Draw,
    Keep,
    Move,
    Pay,
    PayGood,
    PickEvent,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Stow,
    Take,
    Tuck,
)
from sanjuan.score import bonuses
from sanjuan.texts import Texts, texts
from sanjuan.view import PlayerView, SeatView

SEPARATOR = " · "
BONUS_TYPES = frozenset(t for t, b in data.TYPES.items() if b.cls in ("six", "seven"))
"""Buildings whose points depend on the city: their worth now is worked out."""


def _seat(view: SeatView) -> int:
    return view.to_act if view.to_act is not None else 0


def _owns(p: PlayerView, function: str) -> bool:
    """Whether a building with this effect is in play in the seat's city."""
    return any(data.TYPES[b].effect == function for b in p.city)


def _effect(view: SeatView, building: str, tx: Texts) -> str:
    """The one-line effect of a building in the view's ruleset (the glossary's words)."""
    if view.ruleset != "san_juan" and building in tx.EFFECT_ANNO:
        return str(tx.EFFECT_ANNO[building])
    return str(tx.EFFECT[building])


def _card(view: SeatView, building: str, tx: Texts) -> str:
    """A hand card: its effect, price and points."""
    b = data.TYPES[building]
    return str(tx.EXPLAIN["card"].format(effect=_effect(view, building, tx), cost=b.cost, vp=b.vp))


# -- roles and events ----------------------------------------------------------------------------


def pick_privilege(view: SeatView, seat: int, library: bool) -> int:
    """The privilege `seat` would have in the phase it picks: doubled by its Library, except
    when the two-player governor keeps the Library for later or has spent it (R-SJ-2)."""
    rules = view.rules
    has_library = _owns(view.players[seat], "library")
    limited = rules is not None and rules.players == 2 and rules.library_two_player_limit
    if has_library and limited and seat == view.governor:
        return 2 if library and not view.library_spent else 1
    return 2 if has_library else 1


def _role(view: SeatView, role: str, library: bool, tx: Texts) -> str:
    """A role's action for everyone, then what its privilege gives this seat."""
    seat = _seat(view)
    p = view.players[seat]
    n = pick_privilege(view, seat, library)
    words = tx.EXPLAIN
    match role:
        case "producer":
            empty = sum(
                1 for b, g in zip(p.city, p.goods, strict=True) if data.TYPES[b].good and not g
            )
            limit = min(empty, 1 + n + _owns(p, "aqueduct"))
            key = "privilege_producer" if empty else "privilege_producer_none"
            privilege = words[key].format(n=n, s=plural(n), limit=limit, empty=empty)
        case "trader":
            goods = sum(p.goods) + p.pawn
            limit = min(goods, 1 + n + _owns(p, "trading_post"))
            key = "privilege_trader" if goods else "privilege_trader_none"
            privilege = words[key].format(n=n, s=plural(n), limit=limit, goods=goods)
        case "councillor":
            keep = 1 + _owns(p, "prefecture")
            privilege = words["privilege_councillor"].format(draw=2 + 3 * n, keep=keep)
        case _:
            privilege = words[f"privilege_{role}"].format(n=n, s=plural(n))
    if n == 2:
        privilege += words["library"]
    elif not library:
        privilege += words["library_saved"]
    return str(f"{words[f'action_{role}']} {privilege}")


# -- building --------------------------------------------------------------------------------


def price_parts(view: SeatView, building: str, over: str) -> list[tuple[str, int]]:
    """The discounts of a build, each named ("privilege", a building id, or "crane:<id>"),
    in the order the rules list them (R-SJ-14, R-AN-9, R-AN-11); `build_cost` is their sum."""
    seat = _seat(view)
    others = list(view.players[seat].city)
    if over:
        others.remove(over)  # a covered building has already lost its function (D-SJ-7)
    parts: list[tuple[str, int]] = []
    if over:
        parts.append((f"crane:{over}", data.COVER[over]))
    if view.chooser == seat and view.privilege:
        # A Library covered by this very build no longer doubles it (R-SJ-26).
        library_covered = bool(over) and data.TYPES[over].effect == "library"
        parts.append(("privilege", min(view.privilege, 1) if library_covered else view.privilege))
    function = "quarry" if data.TYPES[building].violet else "smithy"
    owner = next((b for b in others if data.TYPES[b].effect == function), None)
    if owner is not None:
        parts.append((owner, 1))
    return parts


def _price(view: SeatView, building: str, over: str, tx: Texts) -> str:
    words, name = tx.EXPLAIN, tx.NAMES[view.ruleset]
    cost = data.TYPES[building].cost
    parts = price_parts(view, building, over)
    if not parts:
        return str(words["price_plain"].format(n=cost, s=plural(cost)))
    shown = []
    for key, n in parts:
        if key == "privilege":
            shown.append(words["minus_privilege" + ("_library" if n == 2 else "")].format(n=n))
        elif key.startswith("crane:"):
            shown.append(words["minus_crane"].format(n=n, building=name[key[len("crane:") :]]))
        else:
            shown.append(words["minus_building"].format(n=n, building=name[key]))
    raw = cost - sum(n for _, n in parts)
    pay = max(0, raw)
    text = words["price"].format(cost=cost, parts=" ".join(shown), n=pay, s=plural(pay))
    return str(text + (words["price_floor"] if raw < 0 else ""))


def _worth(view: SeatView, building: str, over: str, tx: Texts) -> str:
    """Printed points, or for a bonus building what it would score in this city now."""
    if building not in BONUS_TYPES:
        return str(tx.EXPLAIN["vp"].format(n=data.TYPES[building].vp))
    seat = _seat(view)
    city = [b for b in view.players[seat].city if b != over] + [building]
    rivals = [p.city for p in view.players if p.seat != seat]
    if building == "palace":
        p = view.players[seat]
        others = sum(data.TYPES[b].vp for b in city) + (p.chapel_size or 0)
        others += p.bank_size + p.harbour_size
        others += sum(line.points for line in bonuses(city, rivals))
        now = others // 4
    else:
        now = next(line.points for line in bonuses(city, rivals) if line.key == building)
    return str(tx.EXPLAIN["bonus_now"].format(n=now))


def _build(view: SeatView, move: Build, tx: Texts) -> str:
    building, over = move.building, move.over
    parts = [_effect(view, building, tx), _worth(view, building, over, tx)]
    if view.step == "rebuild":
        parts.append(str(tx.EXPLAIN["free_rebuild"]))
        return SEPARATOR.join(parts)
    parts.append(_price(view, building, over, tx))
    p = view.players[_seat(view)]
    goods = [g for b, g in zip(p.city, p.goods, strict=True) if g and b != over]
    if goods and any(b != over and data.TYPES[b].effect == "black_market" for b in p.city):
        parts.append(str(tx.EXPLAIN["black_market"].format(n=min(2, len(goods)))))
    return SEPARATOR.join(parts)


# -- goods -------------------------------------------------------------------------------------


def _produce(view: SeatView, building: str, tx: Texts) -> str:
    column = data.GOOD_COLUMN[building]
    prices = [tile[column] for tile in data.TILES.values()]
    good_id = data.TYPES[building].good
    assert good_id is not None, "only a production building produces"
    good = tx.GOOD[good_id]
    low, high = min(prices), max(prices)
    if low == high:
        return str(tx.EXPLAIN["produce_fixed"].format(good=good, n=low, s=plural(low)))
    return str(tx.EXPLAIN["produce"].format(good=good, low=low, high=high))


def _sell(view: SeatView, building: str, tx: Texts) -> str | None:
    if building == "pawnshop":
        n = data.PAWNSHOP_PRICE
        return str(tx.EXPLAIN["sell_pawn"].format(n=n, s=plural(n)))
    if not view.tile:
        return None
    n = data.TILES[view.tile][data.GOOD_COLUMN[building]]
    return str(tx.EXPLAIN["sell"].format(n=n, s=plural(n)))


def _burn(view: SeatView, move: Burn, tx: Texts) -> str:
    seat = _seat(view)
    p = view.players[seat]
    under = 0
    if p.under is not None:
        under = min(
            (
                n
                for b, g, n in zip(p.city, p.goods, p.under, strict=True)
                if b == move.building and g == move.loaded
            ),
            default=0,
        )
    along = str(tx.EXPLAIN["burn_under"].format(n=under, s=plural(under))) if under else ""
    return str(tx.EXPLAIN["burn"].format(vp=data.TYPES[move.building].vp, under=along))


def _council_draw(view: SeatView, tx: Texts) -> str:
    """The councillor's draw: how many cards, and how many of them are kept (SJ-7.1)."""
    seat = _seat(view)
    p = view.players[seat]
    draw = 2 + (3 * view.privilege if view.chooser == seat else 0)
    keep = 1 + _owns(p, "prefecture")
    key = "council_draw_archive" if _owns(p, "archive") else "council_draw"
    out = draw - keep
    return str(tx.EXPLAIN[key].format(draw=draw, keep=keep, out=out, s=plural(out)))


def _offer(view: SeatView, source: str, tx: Texts) -> str:
    """What an optional card gain is for: the building (or privilege) that gives it."""
    if source in data.TYPES:
        return _effect(view, source, tx)
    return str(tx.EXPLAIN["take_privilege"])


def explain(view: SeatView, move: Move, lang: Lang) -> str | None:
    """What choosing `move` does for the seat on turn of `view`; None when the move's own
    words say it all (pass, done)."""
    tx = texts(lang)
    match move:
        case PickRole(role, library) if view.step == "democracy":
            return f"{tx.EXPLAIN['rerun']} {_role(view, role, library, tx)}"
        case PickRole(role, library):
            return _role(view, role, library, tx)
        case PickEvent(event):
            return f"{tx.EVENT_EFFECT[event]} {tx.EXPLAIN['event_pick']}"
        case Build():
            return _build(view, move, tx)
        case Pay(card) | Keep(card) | Discard(card):
            return _card(view, card, tx)
        case Tuck(card) | Deposit(card):
            return f"{_card(view, card, tx)}{SEPARATOR}{tx.EXPLAIN['tucked']}"
        case PayGood():
            return str(tx.EXPLAIN["pay_good"])
        case Produce(building):
            return _produce(view, building, tx)
        case Sell(building):
            return _sell(view, building, tx)
        case Burn():
            return _burn(view, move, tx)
        case Stow():
            return str(tx.EXPLAIN["stow"])
        case Take(source):
            return _offer(view, source, tx)
        case Draw():
            return _council_draw(view, tx)
        case Reveal() if view.step == "colony":
            return _effect(view, "colony", tx)
        case Reveal():
            return _effect(view, "gold_mine", tx)
    return None
