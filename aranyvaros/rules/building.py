"""Phase 5 of a round, the building phase (R-AV-13–R-AV-31): clockwise from the start player,
each seat builds up to two houses, paying card by card, takes the place's reward, and keeps
its hand limit.

A build turn starts as `build → limit`; a `build` inserts `pay → place` before the next
`build` (the payment that settles the debt puts the house up, ending both), and a reward that
asks for a choice adds `bonus` or `goods → return`.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.moves import (
    BONUS,
    DISCARD,
    DONE,
    PASS,
    PAY,
    PAY_PAIR,
    RETURN,
    Build,
    ChooseBonus,
    Discard,
    Move,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.rules.board import (
    COST_CARDS,
    COST_KEYS,
    COST_TERRAIN,
    GAINS,
    HARBOURS,
    KEY_CARDS,
    KIND_OF,
    SINGLE,
    T,
    build_moves,
    buildable,
    frontier,
    goods_options,
    is_stuck,
    jokers_allowed,
    open_for,
    pay_options,
    taken,
)
from aranyvaros.rules.working_copy import Work, add
from aranyvaros.state import (
    BUILD_TURN,
    REWARD_STEPS,
    State,
    Turn,
    between_builds,
)
from common.records import replace

TERRAIN = data.TERRAIN_INDEX
KIND_INDEX = {k: i for i, k in enumerate(data.GOODS_KINDS)}
BEGUN = between_builds(BUILD_TURN, 0)
"""A build turn as it begins (records are immutable: one instance serves every turn)."""


def begin_turn(w: Work, seat: int) -> Turn:
    """Option `stuck_check=own_build_turn`: the stuck test comes when the turn begins."""
    if w.rules.stuck_on_own_turn:
        p = w.players[seat]
        if not p.stuck and is_stuck(w.rules, w.players, seat):
            w.set_player(seat, replace(p, stuck=True))
            w.trigger("player_stuck")
    return BEGUN


# -- build ------------------------------------------------------------------------------------


def may_build(state: State, seat: int) -> bool:
    return state.turn.built < data.HOUSES_PER_TURN


def builds(state: State, seat: int) -> list[Move]:
    """Places the seat can build on and pay for, then `pass` (`done` after a house); nothing
    when there is no such place: the seat is not asked (D-AV-4)."""
    targets = buildable(state.rules, state.players, seat)
    if not targets:
        return []
    return [*build_moves(targets), DONE if state.turn.built else PASS]


PAYING = tuple(
    tuple(
        Turn(
            todo=("pay", "place", *BUILD_TURN),
            place=i,
            owed=COST_CARDS[i],
            built=built,
            started=True,
        )
        for i in range(len(data.PLACES))
    )
    for built in range(data.HOUSES_PER_TURN)
)
"""The turn once a build turn's `build` chose place `i`, by `[houses built][i]` (shared)."""


def build(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    if isinstance(move, Build):
        i = data.PLACE_INDEX[move.place]
        if t.todo == BUILD_TURN:  # always, but in a position laid out by hand
            w.turn = PAYING[t.built][i]
        else:
            w.turn = replace(t, todo=("pay", "place", *t.todo), place=i, owed=COST_CARDS[i])
    else:
        w.step_done()


# -- pay --------------------------------------------------------------------------------------


def owes(state: State, seat: int) -> bool:
    return state.turn.owed > 0


def payments(state: State, seat: int) -> list[Move]:
    return pay_options(state.rules, state.players[seat].hand, state.turn.place)


def pay(w: Work, seat: int, move: Move) -> None:
    t = w.turn
    p = w.players[seat]
    if isinstance(move, Pay):
        x, k = TERRAIN[move.terrain], 1
    else:
        assert isinstance(move, PayPair)
        x, k = TERRAIN[move.terrain], 2
    w.to_discard(x, k)
    owed = t.owed - 1
    if owed:
        w.set_player(seat, replace(p, hand=add(p.hand, x, -k)))
        w.turn = replace(t, owed=owed)
    else:
        _stand(w, seat, add(p.hand, x, -k))


def pay_at_once(w: Work, seat: int) -> list[Move]:
    """The payments to choose from (`pay_options`); none once the payment is made at once,
    where one kind of payment is possible or every payable card must go (D-AV-3)."""
    p = w.players[seat]
    t = w.turn
    need = COST_TERRAIN[t.place]
    owed = t.owed
    hand = p.hand
    have = hand[need]
    pairs: list[int] = []  # the joker pairs on offer (a loop: no comprehension on this path)
    if jokers_allowed(w.rules, t.place):
        for x in range(T):
            if hand[x] >= 2 and x != need:
                pairs.append(x)
    if pairs and (have or len(pairs) > 1):
        cap = have
        for x in pairs:
            cap += hand[x] >> 1
        if cap > owed:
            own: list[Move] = [PAY[need]] if have else []
            return [*own, *(PAY_PAIR[x] for x in pairs)]
    # The cards of the place's terrain first, then joker pairs in terrain order.
    left = list(hand)
    discard = list(w.discard)
    real = min(have, owed)
    left[need] -= real
    discard[need] += real
    owed -= real
    for x in pairs:
        if not owed:
            break
        k = min(left[x] >> 1, owed)
        left[x] -= 2 * k
        discard[x] += 2 * k
        owed -= k
    w.discard = tuple(discard)
    _stand(w, seat, tuple(left))
    return []


# -- place ------------------------------------------------------------------------------------


def place(w: Work, seat: int) -> bool:
    """The `place` step, for a turn that reaches it with nothing owed (the payment that
    settles the debt puts the house up itself)."""
    _stand(w, seat, w.players[seat].hand)
    return True


def _stand(w: Work, seat: int, hand: tuple[int, ...]) -> None:
    """R-AV-19: the house stands, the key goes to the box, the reward is taken, and the end
    triggers are checked (R-AV-45, R-AV-47); `hand` is the seat's hand once paid, and the
    `pay` and `place` steps both end. Called by the last payment at once: the hand is copied
    once, and the engine's round trip through the `place` step is spared."""
    t = w.turn
    todo = t.todo
    i = t.place
    bit = 1 << i
    gains = GAINS[i]
    if len(gains) > 1:  # a city quarter: the reward depends on the houses already there
        order = 0
        for other in w.players:
            if other.houses & bit:
                order += 1
        coins, draws, letters = gains[order if order < len(gains) else -1]
    else:
        coins, draws, letters = gains[0]
    p = w.players[seat]
    if coins:
        coins = min(coins, w.supply)
        w.supply -= coins
    keys = KEY_CARDS[i]
    if keys:
        keys = min(keys, w.keys_supply)
        w.keys_supply -= keys
    cost_keys = COST_KEYS[i]
    w.keys_box += cost_keys
    if draws:
        for x in w.draw_terrain(draws):
            hand = add(hand, x, 1)
    left = p.houses_left - 1
    w.set_player(
        seat,
        replace(
            p,
            hand=hand,
            coins=p.coins + coins,
            keys=p.keys + keys - cost_keys,
            letters=p.letters + letters,
            houses=p.houses | bit,
            houses_left=left,
        ),
    )
    rest = todo[todo.index("place") + 1 :]
    w.turn = between_builds(REWARD_STEPS[i] + rest, t.built + 1)
    if left == 0:
        w.trigger("all_houses_built")
    if not w.rules.stuck_on_own_turn:
        _mark_stuck_seats(w)


def _mark_stuck_seats(w: Work) -> None:
    """Once every harbour is taken, a seat that can reach no open place is stuck (R-AV-47)."""
    occupied = taken(w.players)
    if HARBOURS & ~occupied:
        return
    free = SINGLE & ~occupied  # open to every seat: a quick answer before `open_for`
    for s, q in enumerate(w.players):
        if not q.houses_left or q.stuck:
            continue
        front = frontier(q.houses)
        if not front & free and not front & open_for(w.rules, q.houses, occupied):
            w.set_player(s, replace(q, stuck=True))
            w.trigger("player_stuck")


# -- bonus ------------------------------------------------------------------------------------


def bonus_left(state: State, seat: int) -> bool:
    return bool(state.bonus_deck)


def bonus_cards(state: State, seat: int) -> list[Move]:
    return [BONUS[b] for b in state.bonus_deck]


def choose_bonus(w: Work, seat: int, move: Move) -> None:
    assert isinstance(move, ChooseBonus)
    _take_bonus(w, seat, data.BONUS_INDEX[move.card])


def last_bonus(w: Work, seat: int) -> bool:
    if len(w.bonus_deck) != 1:
        return False
    _take_bonus(w, seat, w.bonus_deck[0])
    return True


def _take_bonus(w: Work, seat: int, card: int) -> None:
    """R-AV-26: keep one card of the bonus deck; the rest goes back."""
    p = w.players[seat]
    w.bonus_deck = tuple(b for b in w.bonus_deck if b != card)
    w.set_player(seat, replace(p, bonus=tuple(sorted((*p.bonus, card)))))
    w.step_done()


# -- goods ------------------------------------------------------------------------------------


def goods_left(state: State, seat: int) -> bool:
    return bool(state.goods_display or state.goods_deck)


def goods_choices(state: State, seat: int) -> list[Move]:
    return goods_options(state.goods_display, state.goods_deck)


def take_goods(w: Work, seat: int, move: Move) -> None:
    assert isinstance(move, TakeGoods)
    _take_goods(w, seat, move.kind)


def only_goods(w: Work, seat: int) -> bool:
    options = goods_options(w.goods_display, w.goods_deck)
    if len(options) != 1:
        return False
    only = options[0]
    assert isinstance(only, TakeGoods)
    _take_goods(w, seat, only.kind)
    return True


def _take_goods(w: Work, seat: int, kind: str) -> None:
    """R-AV-27: a display card (the display is refilled from the deck) or the deck's top."""
    if kind == "deck":
        card = w.goods_deck[0]
        w.goods_deck = w.goods_deck[1:]
    else:
        k = KIND_INDEX[kind]
        card = min(c for c in w.goods_display if KIND_OF[c] == k)
        display = tuple(c for c in w.goods_display if c != card)
        if w.goods_deck:
            display += w.goods_deck[:1]
            w.goods_deck = w.goods_deck[1:]
        w.goods_display = display
    p = w.players[seat]
    w.set_player(seat, replace(p, goods=tuple(sorted((*p.goods, card)))))
    w.step_done()


# -- return -----------------------------------------------------------------------------------


def over_goods_limit(state: State, seat: int) -> bool:
    return len(state.players[seat].goods) > data.GOODS_LIMIT


def returns(state: State, seat: int) -> list[Move]:
    return [RETURN[k] for k in sorted({KIND_OF[c] for c in state.players[seat].goods})]


def return_goods(w: Work, seat: int, move: Move) -> None:
    """R-AV-28: above the goods limit, one held card of the player's choice goes to the box."""
    assert isinstance(move, ReturnGoods)
    kind = KIND_INDEX[move.kind]
    p = w.players[seat]
    card = min(c for c in p.goods if KIND_OF[c] == kind)
    w.set_player(seat, replace(p, goods=tuple(c for c in p.goods if c != card)))
    w.goods_box = (*w.goods_box, card)
    w.step_done()


# -- limit ------------------------------------------------------------------------------------


def over_hand_limit(state: State, seat: int) -> bool:
    return sum(state.players[seat].hand) > data.HAND_LIMIT


def discards(state: State, seat: int) -> list[Move]:
    hand = state.players[seat].hand
    return [DISCARD[x] for x in range(T) if hand[x]]


def discard(w: Work, seat: int, move: Move) -> None:
    """R-AV-20: one card at a time, until the hand limit holds (the step then ends)."""
    assert isinstance(move, Discard)
    x = TERRAIN[move.terrain]
    p = w.players[seat]
    w.set_player(seat, replace(p, hand=add(p.hand, x, -1)))
    w.to_discard(x, 1)


def discard_one_kind(w: Work, seat: int) -> bool:
    """A hand of one terrain only: the surplus goes without a choice (D-AV-4)."""
    p = w.players[seat]
    kinds = [x for x in range(T) if p.hand[x]]
    if len(kinds) != 1:
        return False
    excess = sum(p.hand) - data.HAND_LIMIT
    w.set_player(seat, replace(p, hand=add(p.hand, kinds[0], -excess)))
    w.to_discard(kinds[0], excess)
    w.step_done()
    return True
