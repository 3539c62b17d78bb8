"""San Juan and ANNO XVII compound choices: the card-by-card decisions on one screen.

The engine asks a payment one card at a time (`pay X`, a Black-market good as `pay good X`),
discards one at a time (draft, hand limit, Archive, Taxation, Office, Revolution), the
councillor's keeps one at a time (the first one required) and the Bank's cards one at a time,
each optional run ended by `done` (`pass` before the first: D-SJ-4, D-AN-6, D-AN-7); the goods
a producer makes and a trader sells are `goods_choice`'s. Here each
run is one editor, built from the seat's view: a row per card type (and, while a Black market
may pay, per loaded building), one column, and to begin with the marks the heuristic would make
(the cards it gives up most easily, the keeps it values most).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Final

from common.compound import Compound, Gains, Marks, Row, check, fill_greedily
from common.contract import IllegalMove, Lang
from common.records import replace
from sanjuan import data, goods_choice, render
from sanjuan.ai import HeuristicBot
from sanjuan.moves import DEPOSIT, DISCARD, DONE, KEEP, PASS, PAY, PAY_GOOD, Draw, Move, Take
from sanjuan.rules import OFFERS
from sanjuan.texts import texts
from sanjuan.view import PlayerView, SeatView

EXACT: Final = frozenset({"pay", "draft", "limit", "discard", "tax"})
"""Steps that take exactly `owed` cards."""
CARD_MOVES: Final[dict[str, dict[str, Any]]] = {
    "pay": PAY,
    "draft": DISCARD,
    "limit": DISCARD,
    "discard": DISCARD,
    "tax": DISCARD,
    "office": DISCARD,
    "revolution": DISCARD,
    "keep": KEEP,
    "bank": DEPOSIT,
}
"""The single move of one marked card, by step."""
COLUMN: Final = {"pay": "pay", "keep": "keep", "bank": "bank"}
"""The word of the editor's column by step (every other step discards)."""
GOODS_MAX: Final = 2
"""Goods a Black market takes for one build (R-SJ-1, rules_hu SJ-9)."""
GOOD_ROW: Final = "good:"
CARD_ROW: Final = "card:"


def compound(view: SeatView, lang: Lang) -> Compound | None:
    """The seat's card-by-card decision as one editor; None for every other decision."""
    step = view.step
    seat = view.seat
    if step in goods_choice.STEPS:
        return goods_choice.compound(view, lang)
    if step not in CARD_MOVES or seat is None or view.to_act != seat:
        return None
    me = view.players[seat]
    cards = view.pending if step == "keep" else me.hand
    if not cards:
        return None
    tx = texts(lang)
    name = render.building_names(view, tx)
    effect = tx.EFFECT if view.ruleset == "san_juan" else {**tx.EFFECT, **tx.EFFECT_ANNO}
    counts = Counter(cards)
    rows = [
        Row(CARD_ROW + t, _card_label(t, name[t]), counts[t], effect[t])
        for t in sorted(counts, key=data.TYPE_ORDER.__getitem__)
    ]
    if step == "pay" and _goods_allowed(view, me):
        market = name[data.cardset(view.ruleset).type_with_function("black_market")]
        loaded = Counter(t for t, good in zip(me.city, me.goods, strict=True) if good)
        rows += [
            Row(
                GOOD_ROW + t,
                tx.CHOICE["good"].format(building=name[t]),
                loaded[t],
                tx.CHOICE["good_detail"].format(market=market),
            )
            for t in sorted(loaded, key=data.TYPE_ORDER.__getitem__)
        ]
    least = view.owed if step in EXACT else _least(view, step)
    most = view.owed if step in EXACT else _most(view, me, step, len(cards))
    archive = name[data.cardset(view.ruleset).type_with_function("archive")]
    blank = Compound(
        title=tx.CHOICE_TITLE[step].format(archive=archive),
        columns=(tx.CHOICE[COLUMN.get(step, "discard")],),
        rows=tuple(rows),
        limits=((least, most),),
        start=(),
        step=step,
    )
    return dataclasses.replace(blank, start=fill_greedily(blank, _gains(view, blank)))


def compound_moves(
    view: SeatView, compound: Compound, marks: Marks, lang: Lang
) -> tuple[Move, ...]:
    """Goods first, then cards in the rows' order; an optional run ends with `done`/`pass`
    (the engine ends it by itself when the count is reached: the app then stops there)."""
    check(compound, marks, lang)
    if view.step in goods_choice.STEPS:
        return goods_choice.compound_moves(view, compound, marks)
    goods: list[Move] = []
    cards: list[Move] = []
    for row, (n,) in zip(compound.rows, marks, strict=True):
        (goods if row.key.startswith(GOOD_ROW) else cards).extend([_move(view.step, row.key)] * n)
    if goods and len(goods) > GOODS_MAX - view.count:
        tx = texts(lang)
        market = data.cardset(view.ruleset).type_with_function("black_market")
        raise IllegalMove(
            tx.CHOICE["goods_limit"].format(
                market=render.building_names(view, tx)[market], n=GOODS_MAX - view.count
            )
        )
    if view.step in EXACT:
        return (*goods, *cards)
    return (*cards, DONE if view.count or cards else PASS)


def _card_label(building: str, name: str) -> str:
    """A card as the hand shows it: name cost/VP."""
    b = data.TYPES[building]
    return f"{name} {b.cost}/{b.vp}"


def _goods_allowed(view: SeatView, me: PlayerView) -> bool:
    """Black market (R-SJ-1): up to 2 goods for one build, not for the Black market itself."""
    market = data.cardset(view.ruleset).type_with_function("black_market")
    return view.count < GOODS_MAX and view.built != market and market in me.city and any(me.goods)


def _least(view: SeatView, step: str) -> int:
    """An optional run may stop at once, but a councillor who drew keeps a card (R-SJ-3)."""
    return 1 if step == "keep" and not view.count else 0


def _most(view: SeatView, me: PlayerView, step: str, cards: int) -> int:
    """The most cards an optional run may take from here on."""
    if step == "keep":
        prefecture = data.cardset(view.ruleset).type_with_function("prefecture")
        keep = 1 + (prefecture in me.city)  # R-SJ-3
        return min(cards, keep - view.count)
    if step == "office":
        return min(cards, data.OFFICE_SWAP_MAX - view.count)  # R-AN-2
    return cards


def _move(step: str, key: str) -> Move:
    kind, _, building = key.partition(":")
    return PAY_GOOD[building] if kind + ":" == GOOD_ROW else CARD_MOVES[step][building]


def _gains(view: SeatView, blank: Compound) -> Gains:
    """What the heuristic scores one more mark on each row at, after the marks so far; and
    stopping, for an optional run."""
    bot = HeuristicBot(0)
    seat = view.seat
    assert seat is not None
    moves = [_move(view.step, row.key) for row in blank.rows]

    def gains(marks: Marks) -> tuple[list[list[float | None]], float | None]:
        after = _after(view, seat, blank, marks)
        finish = DONE if after.count else PASS
        scores = bot.scores(after, (*moves, finish))
        stop = None if view.step in EXACT else scores[-1]
        goods_left = view.step != "pay" or after.count < GOODS_MAX
        return [
            [s if goods_left or not row.key.startswith(GOOD_ROW) else None]
            for row, s in zip(blank.rows, scores, strict=False)
        ], stop

    return gains


def _after(view: SeatView, seat: int, blank: Compound, marks: Marks) -> SeatView:
    """The view as it would be once the marked cards (and goods) are paid, discarded or kept."""
    me = view.players[seat]
    hand = list(me.hand or ())
    pending = list(view.pending or ())
    loaded = list(me.goods)
    goods = 0
    for row, (n,) in zip(blank.rows, marks, strict=True):
        kind, _, building = row.key.partition(":")
        for _ in range(n):
            if kind + ":" == GOOD_ROW:
                loaded[_loaded_index(me, loaded, building)] = False
                goods += 1
            elif view.step == "keep":
                pending.remove(building)
                hand.append(building)
            else:
                hand.remove(building)
    player = replace(me, hand=tuple(hand), hand_size=len(hand), goods=tuple(loaded))
    marked = sum(n for (n,) in marks)
    exact = view.step in EXACT
    return replace(
        view,
        players=(*view.players[:seat], player, *view.players[seat + 1 :]),
        pending=tuple(pending) if view.pending is not None else None,
        owed=view.owed - marked if exact else view.owed,
        count=view.count + (goods if exact else marked),
    )


def _loaded_index(me: PlayerView, loaded: list[bool], building: str) -> int:
    """The first building of this type that still holds a good."""
    return next(i for i, t in enumerate(me.city) if t == building and loaded[i])


def settled(view: SeatView, legal: tuple[Move, ...]) -> Move | None:
    """The answer right in every position a player could sensibly be in, or None (a real
    choice): a councillor draws, and an offered card is taken (more cards to choose from can
    only help; the hand limit discards the worst). Not where a card drawn face down may turn
    out an event (ANNO's `event_check_on_face_down_draws`)."""
    if len(legal) != 2 or PASS not in legal:
        return None
    rules = view.rules
    if rules is not None and rules.event_check_on_face_down_draws:
        return None
    yes = legal[0] if legal[1] == PASS else legal[1]
    if view.step == "council_draw" and isinstance(yes, Draw):
        return yes
    if view.step in OFFERS and isinstance(yes, Take):
        return yes
    return None
