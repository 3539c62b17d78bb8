"""Why the heuristic chose a move (the log's "why"), in Hungarian and English, and what of
it the other seats may read (D-B-15).
"""

from __future__ import annotations

from common.botbase import Reason
from common.plural import plural
from common.wording import hu_article
from puertorico import data, text_en, text_hu
from puertorico.ai.facts import BY_ID, CORN, QUARRY
from puertorico.ai.plans import best_build, role_privilege, ship_estimate, spots
from puertorico.ai.position import Position, works
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


def _b(building: str) -> tuple[str, str]:
    hu = text_hu.BUILDING[building]
    return f"{hu_article(hu)} {hu}", f"the {text_en.BUILDING[building]}"


def explain(c: Position, move: Move) -> Reason:
    """A few words on why this move scored best."""
    s = c.me
    match move:
        case PickRole(card):
            return _role_reason(c, card)
        case Place(piece, target):
            hu_t, en_t = _target(target)
            if piece == "noble":
                return Reason(f"nemes ide: {hu_t}", f"a noble to {en_t}")
            return Reason(f"telepes ide: {hu_t}", f"a colonist to {en_t}")
        case Load(good, ship):
            if ship == data.WHARF:
                return Reason(
                    f"{text_hu.GOOD[good]} a rakpartra, máshová nem fér",
                    f"{good} onto the Wharf, no ship takes it",
                )
            return Reason(
                f"a legtöbb hordó behajózása ({text_hu.GOOD[good]})",
                f"ship the most barrels ({good})",
            )
        case Build(building, _):
            hu_b, en_b = _b(building)
            if BY_ID[building].cls == "production":
                g = BY_ID[building].good
                if g >= 0 and s.p.tiles[g] > s.cap[g]:
                    tile = data.ISLAND[g]
                    hu_t = text_hu.TILE[tile]
                    return Reason(
                        f"{hu_b} {hu_article(hu_t)} {hu_t}ekhez",
                        f"{en_b} for my {text_en.TILE[tile]}s",
                    )
            return Reason(f"{hu_b} éri meg a legjobban", f"{en_b} is worth the most")
        case TakeTile(tile):
            k = data.ISLAND_INDEX[tile]
            if k == QUARRY:
                return Reason("kőbánya: olcsóbb építkezés", "a quarry: cheaper buildings")
            if k != CORN and s.cap[k] > s.p.tiles[k]:
                return Reason(
                    f"{text_hu.TILE[tile]} a feldolgozómhoz",
                    f"a {text_en.TILE[tile]} for my production building",
                )
            return Reason(f"a legjobb lapka: {text_hu.TILE[tile]}", f"the best tile: {tile}")
        case Sell(good, _):
            return Reason(
                f"{text_hu.GOOD[good]} eladása hozza a legtöbbet",
                f"selling {good} pays the most",
            )
        case TakeGood(good):
            return Reason(f"a legértékesebb hordó: {text_hu.GOOD[good]}", f"the dearest: {good}")
        case Store(good) | Keep(good):
            return Reason(
                f"{text_hu.GOOD[good]} megtartása, ez a legértékesebb",
                f"keep {good}, worth the most",
            )
        case Draft(building):
            hu_b, en_b = _b(building)
            return Reason(f"{hu_b} erős épület", f"{en_b} is a strong building")
        case Use(building):
            hu_b, en_b = _b(building)
            return Reason(f"{hu_b} használata megéri", f"using {en_b} pays")
        case TakeNoble():
            return Reason("a nemes a végén 1 GyP", "a noble is 1 VP at the end")
        case Guest(_, target):
            hu_t, en_t = _target(target)
            return Reason(f"vendég ide: {hu_t}", f"a guest to {en_t}")
        case TakeColonist():
            return Reason("egy telepes több: van hová tennem", "one more colonist: I have room")
        case Forest():
            return Reason(
                "erdő: két erdő olcsóbb építkezést ad", "a forest: two make building cheaper"
            )
        case Lay(tile):
            return Reason(f"lerakom: {text_hu.TILE[tile]}", f"I lay the {text_en.TILE[tile]}")
        case Ship(good):
            return Reason(
                f"{text_hu.GOOD[good]} a kis rakpartra, különben elveszne",
                f"{good} onto the Small wharf, else it is lost",
            )
        case Discard(tile, _):
            return Reason(
                f"a legkevésbé hasznos lapka: {text_hu.TILE[tile]}",
                f"the least useful tile: {text_en.TILE[tile]}",
            )
        case Return(item, _) if c.v.step == "royal_supplier":
            return Reason(
                f"{text_hu.GOOD[item]}: 1 GyP többet ér a hordónál",
                f"{item}: 1 VP is worth more than the barrel",
            )
        case Return(item, _):
            return Reason("ezt adom vissza a legolcsóbban", "the cheapest thing to give back")
        case Pass() | Done():
            return Reason("nem éri meg többet tenni", "nothing more is worth doing")
    return Reason("ez éri meg a legjobban", "this is worth the most")


def shared_reason(move: Move, reason: Reason) -> Reason:
    """What the other seats may read of a reason (D-B-15): all of it, but the building the
    Builder is picked for, whose worth counts this seat's hidden VP (a Customs house)."""
    if isinstance(move, PickRole) and data.CARD_ROLE[move.card] == "builder":
        return reason
    return reason.for_everyone()


def _target(target: str) -> tuple[str, str]:
    if target in data.ISLAND_INDEX:
        return text_hu.TILE[target], text_en.TILE[target]
    if target in BY_ID:
        return _b(target)
    return target, target


def _role_reason(c: Position, card: str) -> Reason:
    role = data.CARD_ROLE[card]
    s = c.me
    v = c.v
    hu_role = text_hu.ROLE[role].lower()
    en_role = text_en.ROLE[role].lower()
    money = v.card_money[v.cards.index(card)]
    extra_hu = f" ({money} dublon a kártyán)" if money >= 2 else ""
    extra_en = f" ({money} doubloons on the card)" if money >= 2 else ""
    if role == "captain":
        if works(s.p, "harbor"):
            hu_b, en_b = _b("harbor")
            return Reason(f"{hu_b} miatt kapitány{extra_hu}", f"captain for {en_b}{extra_en}")
        shipped, _, _ = ship_estimate(c, s)
        return Reason(
            f"kapitány: {shipped} hordót hajózhatok be{extra_hu}",
            f"captain: I can ship {shipped} {plural(shipped, 'barrel', 'barrels')}{extra_en}",
        )
    if role == "builder":
        _, name = best_build(c, s, role_privilege(s, True))
        if name:
            hu_b, en_b = _b(name)
            return Reason(
                f"építész: {hu_b} megépítése{extra_hu}", f"builder: to build {en_b}{extra_en}"
            )
    if role == "craftsman":
        return Reason(
            f"iparos: én termelek a legtöbbet{extra_hu}", f"craftsman: I produce most{extra_en}"
        )
    if role == "trader":
        return Reason(
            f"kereskedő: van mit jó áron eladnom{extra_hu}",
            f"trader: I have a good to sell well{extra_en}",
        )
    if role == "mayor":
        empty = len([x for x in spots(c, s) if x > 0.5])
        return Reason(
            f"polgármester: {empty} hasznos üres helyem van{extra_hu}",
            f"mayor: I have {empty} useful empty {plural(empty, 'spot', 'spots')}{extra_en}",
        )
    if role == "settler":
        return Reason(
            f"ültetvényes: kell egy új lapka{extra_hu}", f"settler: I need a new tile{extra_en}"
        )
    return Reason(
        f"{hu_role}: a legjobb választás{extra_hu}", f"{en_role}: the best choice{extra_en}"
    )
