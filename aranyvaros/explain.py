"""What an Aranyváros choice does, in the words of the seat choosing (issue 16).

`explain(view, move, lang)` is shown beside each move in the choice list: what a bid gets and
what displacing costs, what a build place gives and where it counts for the scoring cards, what
a bonus card or a goods card is worth. It reads only the seat's view.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.moves import DECK, Bid, Build, ChooseBonus, Move, TakeGoods
from aranyvaros.texts import Texts, texts
from aranyvaros.view import PlayerView, SeatView
from common.contract import Lang
from common.names import seat_ref
from common.wording import plural

SEPARATOR = " · "


def _seat(view: SeatView) -> int:
    return view.to_act if view.to_act is not None else 0


def _bid(view: SeatView, pair: int, tx: Texts) -> str:
    """When the pair's cards are the seat's, and on a taken pair where the coins go and what
    the displaced seat does (the move's words already name the cards and the price)."""
    words = tx.EXPLAIN
    occupant = view.bids[pair]
    if occupant < 0:
        return str(words["bid_free"])
    cost = view.displacements + 1
    left = view.players[_seat(view)].coins - cost
    rebid = "rebid_immediate" if view.rules.rebid_immediate else "rebid_next_turn"
    seat = seat_ref(occupant)
    return str(words[rebid].format(cost=cost, s=plural(cost), left=left, seat=seat))


def _where(view: SeatView, place: data.Place, tx: Texts) -> str:
    """Which scoring area the place belongs to, and whether the face-up card scores it."""
    words = tx.EXPLAIN
    areas = [*place.rivers, *([place.district] if place.district else [])]
    if not areas:
        return str(words["harbour" if not place.needs_road else "no_area"])
    scored = ""
    if view.scoring_card:
        card = next(c for c in data.SCORING_CARDS if c.id == view.scoring_card)
        scored = str(words["scored_now"]) if card.area.id in areas else ""
    return str(words["area"].format(area=", ".join(tx.AREA[a] for a in areas))) + scored


def _build(view: SeatView, place_id: str, tx: Texts) -> str:
    """What the build sentence leaves out: where the house counts, what its reward is for, and
    how the seat's hand pays for it."""
    words = tx.EXPLAIN
    place = data.PLACES[data.PLACE_INDEX[place_id]]
    where = _where(view, place, tx)
    counts = bool(place.rivers or place.district)
    parts = [where] if counts else []
    reward = f"reward_{place.reward.id}"
    if reward in words:
        parts.append(str(words[reward]))
    hand = view.players[_seat(view)].hand
    if hand is not None:
        short = max(0, place.cost_cards - hand[place.cost_terrain])
        if short:
            parts.append(str(words["joker"].format(n=short, s=plural(short))))
    if place.cost_keys:
        parts.append(str(words["key"]))
    if not counts:
        parts.append(where)
    text = SEPARATOR.join(parts)
    return text[:1].upper() + text[1:]


def bonus_count(card: data.BonusCard, p: PlayerView) -> int:
    """What a bonus card counts for a seat as the view shows it (R-AV-51)."""
    places = [data.PLACES[data.PLACE_INDEX[h]] for h in p.houses]
    match card.per:
        case "goods_card":
            return len(p.goods)
        case "coin":
            return p.coins
        case "house_in_city":
            return sum(place.shared for place in places)
        case "house_on_river":
            return sum(bool(place.rivers) for place in places)
        case "house_in_terrain":
            return sum(place.needs_road and place.terrain == card.terrain for place in places)
    raise ValueError(f"unknown bonus kind {card.per!r}")


def _bonus(view: SeatView, card_id: str, tx: Texts) -> str:
    card = data.BONUS_CARDS[data.BONUS_INDEX[card_id]]
    per = tx.EXPLAIN[f"per_{card.per}"].format(terrain=tx.TERRAIN_ADJ.get(card.terrain, ""))
    now = card.letters * bonus_count(card, view.players[_seat(view)])
    n = card.letters
    return str(tx.EXPLAIN["bonus"].format(n=n, ns=plural(n), per=per, now=now, s=plural(now)))


def _goods(kind: str, tx: Texts) -> str:
    if kind == DECK:
        return str(tx.EXPLAIN["goods_deck"])
    goods = " / ".join(tx.GOODS[g] for g in kind.split("+"))
    return str(tx.EXPLAIN["goods"].format(goods=goods))


def explain(view: SeatView, move: Move, lang: Lang) -> str | None:
    """What choosing `move` does for the seat on turn of `view`; None when the move's own
    words say it all (payments, discards, pass, done)."""
    tx = texts(lang)
    match move:
        case Bid(pair):
            return _bid(view, pair, tx)
        case Build(place):
            return _build(view, place, tx)
        case ChooseBonus(card):
            return _bonus(view, card, tx)
        case TakeGoods(kind):
            return _goods(kind, tx)
    return None
