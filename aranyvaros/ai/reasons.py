"""Why the heuristic chose a move, in Hungarian and English."""

from __future__ import annotations

from aranyvaros import data, text_en, text_hu
from aranyvaros.ai.facts import (
    AREAS,
    AREAS_OF,
    BONUS_INDEX,
    CLOSER,
    DIST,
    DRAW,
    LETTERS,
    PLACE_INDEX,
    R_BONUS,
    R_COINS,
    R_DRAW,
    R_GOODS,
    R_KEY,
)
from aranyvaros.ai.plans import Context
from aranyvaros.moves import (
    DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Move,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.view import SeatView
from common.botbase import Reason
from common.plural import plural


def explain(ctx: Context, v: SeatView, move: Move) -> Reason:
    match move:
        case Bid(pair):
            a, b = v.pairs[pair]
            hu_pair = f"{text_hu.TERRAIN[a]} + {text_hu.TERRAIN[b]}"
            en_pair = f"{text_en.TERRAIN[a]} + {text_en.TERRAIN[b]}"
            hu = f"a(z) {pair + 1}. pár ({hu_pair}) illik a tervemhez"
            en = f"pair {pair + 1} ({en_pair}) fits my plans"
            if v.bids[pair] >= 0:
                cost = v.displacements + 1
                hu += f", {cost} érmét megér a kiszorítás"
                en += f", worth {cost} {plural(cost, 'coin', 'coins')} to displace"
            return Reason(hu, en)
        case Build(place):
            return _build_reason(ctx, PLACE_INDEX[place])
        case Pay() | PayPair():
            return Reason("a legkevésbé kellő lapokkal fizet", "pays with the cards it needs least")
        case ChooseBonus(card):
            worth = round(ctx.bonus_worth(BONUS_INDEX[card]))
            hu_name, en_name = text_hu.BONUS_NAME[card], text_en.BONUS_NAME[card]
            return Reason(
                f"a(z) {hu_name} bónuszkártya illik a helyzetemhez (~{worth} levél)",
                f"the {en_name} bonus card fits my position "
                f"(~{worth} {plural(worth, 'letter', 'letters')})",
            )
        case TakeGoods(kind):
            if kind == DECK:
                return Reason(
                    "a kínálatban nincs jobb: húz a pakliból",
                    "nothing better on display: draws from the deck",
                )
            goods = kind.split("+")
            hu = " és ".join(text_hu.GOODS[g] for g in goods)
            en = " and ".join(text_en.GOODS[g] for g in goods)
            return Reason(
                f"{hu} kell a hátralévő áruértékelésekhez",
                f"{en} for the goods scorings to come",
            )
        case ReturnGoods(kind):
            return Reason(
                "ez az árukártya ér a legkevesebbet", "this goods card is worth the least"
            )
        case Discard(terrain):
            return Reason(
                f"kézlimit: a(z) {text_hu.TERRAIN[terrain]} kell a legkevésbé",
                f"hand limit: {text_en.TERRAIN[terrain]} is needed least",
            )
    return Reason("nincs megérő építés", "no build worth a house now")


def _build_reason(ctx: Context, q: int) -> Reason:
    hu_place = text_hu.PLACE[data.PLACES[q].id]
    en_place = text_en.PLACE[data.PLACES[q].id]
    parts: list[tuple[float, str, str]] = []
    if LETTERS[q]:
        b = ctx.order(q)
        n = LETTERS[q][b] if b < len(LETTERS[q]) else 0
        letters_en = f"{n} {plural(n, 'letter', 'letters')} in the Golden City"
        parts.append((float(n), f"{n} levél az Aranyvárosban", letters_en))
    if R_KEY[q]:
        parts.append(
            (ctx.key_value(), "kulcs kell a belső városrészhez", "a key opens the inner quarters")
        )
    if R_GOODS[q]:
        parts.append((ctx.goods_value(), "árukártya az áruértékelésekhez", "a goods card to score"))
    if R_BONUS[q]:
        parts.append((ctx.bonus_value(), "bónuszkártya a játék végére", "a bonus card for the end"))
    if R_COINS[q]:
        coins = R_COINS[q]
        coins_en = f"{coins} {plural(coins, 'coin', 'coins')}"
        parts.append((coins * ctx.coin, f"{coins} érme", coins_en))
    if R_DRAW[q]:
        parts.append((DRAW, "egy terepkártya", "a terrain card"))
    for a in AREAS_OF[q]:
        parts.append(
            (
                ctx.area_gain(a),
                f"{text_hu.AREA[AREAS[a].id]} az értékeléseken",
                f"{text_en.AREA[AREAS[a].id]} at the scorings",
            )
        )
    early = min(1.0, (ctx.after + 1) / 8.0)
    closer = CLOSER * max(0, ctx.myd - DIST[q]) * early
    parts.append((closer + 0.5, "út az Aranyváros felé", "a road toward the Golden City"))
    _, hu, en = max(parts, key=lambda p: p[0])
    return Reason(f"{hu_place}: {hu}", f"{en_place}: {en}")
