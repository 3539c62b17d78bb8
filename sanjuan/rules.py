"""San Juan rules: who acts, the legal moves, and `apply` with every phase transition.

Each seat's turn in a phase is a short list of steps (`Turn.todo`). `_advance` walks it: a
step that does not apply is dropped, an automatic step (drawing trade income, the councillor's
draw, an optional card gain under `auto_take_card_draws`) is carried out, and the first step
that needs a choice stops the walk. `legal_moves` only ever looks at that step.
"""

from __future__ import annotations

from common import rng
from common.engine import IllegalMove
from sanjuan import data
from sanjuan.moves import (
    DISCARD,
    DONE,
    KEEP,
    PASS,
    PAY,
    PAY_GOOD,
    PRODUCE,
    REVEAL,
    SELL,
    TAKE,
    TUCK,
    Build,
    Discard,
    Done,
    Keep,
    Move,
    Pass,
    Pay,
    PayGood,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Take,
    Tuck,
    build,
)
from sanjuan.state import NO_GOOD, Player, State, Turn, clockwise_from, pick_order

DECK = data.DECK
COST = data.COST
VIOLET = data.VIOLET
ORDER = data.TYPE_ORDER

OFFERS = frozenset({"carpenter", "poor_house", "well", "market_stand", "market_hall", "prospector"})
"""Steps that are an optional card gain: a Take/Pass choice, or automatic when
`auto_take_card_draws` is on (R-SJ-23)."""

STEPS = frozenset(
    {
        "draft",
        "chapel",
        "limit",
        "build",
        "pay",
        "produce",
        "sell",
        "income",
        "council_draw",
        "keep",
        "discard",
        "gold",
        "gold_keep",
    }
    | OFFERS
)
"""Every step a turn's todo list may hold."""

TURN_STEPS = {
    "draft": ("draft",),
    "chapel": ("chapel",),
    "hand_limit": ("limit",),
    "builder": ("build",),
    "producer": ("produce", "well"),
    "trader": ("sell", "income", "market_stand", "market_hall"),
    "councillor": ("council_draw", "keep"),
    "prospector": ("gold",),
}


# ---------------------------------------------------------------------------------------------
# Small queries


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "pick":
        return pick_order(state.rules.players, state.governor)[len(state.picks)]
    return state.queue[0]


def distinct_types(cards: tuple[int, ...]) -> list[str]:
    """The building types among `cards`, once each, in canonical order."""
    return sorted({DECK[c] for c in cards}, key=ORDER.__getitem__)


def hand_limit(player: Player) -> int:
    return data.TOWER_HAND_LIMIT if player.has("tower") else data.HAND_LIMIT


def production_limit(state: State | _Work, seat: int) -> int:
    """Goods a seat may produce this phase (R-SJ-7)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has("aqueduct")


def sales_limit(state: State | _Work, seat: int) -> int:
    """Goods a seat may sell this phase (R-SJ-8)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has("trading_post")


def councillor_counts(state: State | _Work, seat: int) -> tuple[int, int]:
    """(cards drawn, cards kept) in the councillor phase (R-SJ-3)."""
    draws = 2 + (3 * state.privilege if seat == state.chooser else 0)
    keep = 1 + state.players[seat].has("prefecture")
    return draws, keep


def build_cost(building: str, over: str, others: tuple[str, ...], privilege: int) -> int:
    """Cards to pay (R-SJ-14). `others` are the builder's buildings in play apart from the new
    card and the covered one: a covered building already lost its function (R-SJ-1)."""
    discount = privilege + (COST[over] if over else 0)
    if building in VIOLET:
        discount += "quarry" in others
    else:
        discount += "smithy" in others
    return max(0, COST[building] - discount)


def build_options(state: State | _Work, seat: int, privilege: int | None = None) -> list[Build]:
    """Every build the seat can afford now, in canonical order (R-SJ-1, R-SJ-14)."""
    p = state.players[seat]
    city = p.types()
    if privilege is None:
        privilege = state.privilege if seat == state.chooser else 0
    targets: list[tuple[str, bool, int]] = [("", False, -1)]
    if "crane" in city:
        seen: set[tuple[str, bool]] = set()
        for i, t in enumerate(city):
            key = (t, p.goods[i] != NO_GOOD)
            if t != "crane" and key not in seen:
                seen.add(key)
                targets.append((t, key[1], i))
    hand_after = len(p.hand) - 1
    full = len(city) >= data.CITY_SIZE_END
    options = []
    for building in distinct_types(p.hand):
        violet = building in VIOLET
        for over, loaded, index in targets:
            if index < 0 and full:
                continue
            others = city if index < 0 else city[:index] + city[index + 1 :]
            if violet and (building in others or building == over):
                continue
            cost = build_cost(building, over, others, privilege)
            usable_goods = 0
            if "black_market" in others:
                goods = p.goods if index < 0 else p.goods[:index] + p.goods[index + 1 :]
                usable_goods = min(2, sum(1 for g in goods if g != NO_GOOD))
            if hand_after + usable_goods >= cost:
                options.append(build(building, over, loaded))
    return options


def _empty_production(p: Player) -> list[str]:
    return sorted(
        {
            DECK[c]
            for c, g in zip(p.city, p.goods, strict=True)
            if g == NO_GOOD and DECK[c] in data.PRODUCTION
        },
        key=ORDER.__getitem__,
    )


def _loaded(p: Player) -> list[str]:
    return sorted(
        {DECK[c] for c, g in zip(p.city, p.goods, strict=True) if g != NO_GOOD},
        key=ORDER.__getitem__,
    )


def _pay_goods_allowed(state: State | _Work, seat: int) -> bool:
    p = state.players[seat]
    t = state.turn
    return (
        t.count < 2
        and t.built != "black_market"
        and p.has("black_market")
        and any(g != NO_GOOD for g in p.goods)
    )


# ---------------------------------------------------------------------------------------------
# Legal moves

_last: tuple[State | None, tuple[Move, ...]] = (None, ())


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a deterministic order; empty only when the game is over."""
    global _last
    if _last[0] is state:
        return _last[1]
    moves = tuple(_legal(state))
    _last = (state, moves)
    return moves


def _legal(state: State) -> list[Move]:
    phase = state.phase
    if phase == "over":
        return []
    if phase == "pick":
        return _pick_moves(state)
    seat = state.queue[0]
    p = state.players[seat]
    t = state.turn
    step = t.todo[0]
    finish: Move = DONE if t.count else PASS
    if step in ("draft", "limit", "discard"):
        return [DISCARD[c] for c in distinct_types(p.hand)]
    if step == "chapel":
        return [*(TUCK[c] for c in distinct_types(p.hand)), PASS]
    if step == "build":
        return [*build_options(state, seat), PASS]
    if step == "pay":
        moves: list[Move] = [PAY[c] for c in distinct_types(p.hand)]
        if _pay_goods_allowed(state, seat):
            moves += [PAY_GOOD[b] for b in _loaded(p)]
        return moves
    if step == "produce":
        return [*(PRODUCE[b] for b in _empty_production(p)), finish]
    if step == "sell":
        return [*(SELL[b] for b in _loaded(p)), finish]
    if step == "keep":
        return [*(KEEP[c] for c in distinct_types(t.pending)), finish]
    if step == "gold":
        return [REVEAL, PASS]
    if step == "gold_keep":
        return [*(KEEP[c] for c in distinct_types(t.pending)), PASS]
    if step in OFFERS:
        return [TAKE[step], PASS]
    raise AssertionError(f"no decision at step {step!r}")


def _library_choice(state: State, seat: int) -> bool:
    """2 players: the governor's first pick asks whether to spend the Library (R-SJ-2)."""
    return (
        state.rules.players == 2
        and state.rules.library_two_player_limit
        and seat == state.governor
        and not state.picks
        and state.players[seat].has("library")
    )


def _pick_moves(state: State) -> list[Move]:
    seat = pick_order(state.rules.players, state.governor)[len(state.picks)]
    taken = {role for role, _ in state.picks}
    free = [r for r in data.ROLES if r not in taken]
    moves: list[Move] = [PickRole(r) for r in free]
    if _library_choice(state, seat):
        moves += [PickRole(r, library=False) for r in free]
    return moves


# ---------------------------------------------------------------------------------------------
# Apply


def _player(
    p: Player,
    *,
    hand: tuple[int, ...] | None = None,
    city: tuple[int, ...] | None = None,
    goods: tuple[int, ...] | None = None,
    covered: tuple[int, ...] | None = None,
    chapel: tuple[int, ...] | None = None,
) -> Player:
    """A copy with some zones changed (cheaper than dataclasses.replace on the hot path)."""
    return Player(
        p.hand if hand is None else hand,
        p.city if city is None else city,
        p.goods if goods is None else goods,
        p.covered if covered is None else covered,
        p.chapel if chapel is None else chapel,
    )


def _turn(
    t: Turn,
    *,
    todo: tuple[str, ...] | None = None,
    count: int | None = None,
    owed: int | None = None,
    income: int | None = None,
    built: str | None = None,
    pending: tuple[int, ...] | None = None,
) -> Turn:
    """A copy of the turn with some fields changed."""
    return Turn(
        t.todo if todo is None else todo,
        t.count if count is None else count,
        t.owed if owed is None else owed,
        t.income if income is None else income,
        t.built if built is None else built,
        t.pending if pending is None else pending,
        t.started,
    )


class _Work:
    """A mutable working copy of a State for the span of one `apply`."""

    __slots__ = (
        "chooser",
        "discard",
        "draw",
        "gold_reveal",
        "governor",
        "library_spent",
        "options",
        "phase",
        "picks",
        "players",
        "privilege",
        "queue",
        "rng",
        "round",
        "rules",
        "tile",
        "tile_history",
        "tiles",
        "turn",
    )

    def __init__(self, s: State) -> None:
        self.rules = s.rules
        self.rng = s.rng
        self.draw = s.draw
        self.discard = s.discard
        self.players = list(s.players)
        self.tiles = s.tiles
        self.tile = s.tile
        self.tile_history = s.tile_history
        self.round = s.round
        self.governor = s.governor
        self.picks = s.picks
        self.phase = s.phase
        self.chooser = s.chooser
        self.privilege = s.privilege
        self.queue = s.queue
        self.turn = s.turn
        self.library_spent = s.library_spent
        self.gold_reveal = s.gold_reveal
        self.options: list[Build] | None = None
        """Build options computed for the decision this apply stops at (reused by legal)."""

    def freeze(self) -> State:
        return State(
            self.rules,
            self.rng,
            self.draw,
            self.discard,
            tuple(self.players),
            self.tiles,
            self.tile,
            self.tile_history,
            self.round,
            self.governor,
            self.picks,
            self.phase,
            self.chooser,
            self.privilege,
            self.queue,
            self.turn,
            self.library_spent,
            self.gold_reveal,
        )

    # -- cards ------------------------------------------------------------------------------

    def cards_left(self) -> bool:
        return bool(self.draw or self.discard)

    def take(self, n: int) -> tuple[int, ...]:
        """Draw n cards from the top, reshuffling the discard pile when empty (R-SJ-9)."""
        out: tuple[int, ...] = ()
        while len(out) < n:
            if not self.draw:
                if not self.discard:
                    break
                self.rng, self.draw = rng.shuffle(self.rng, self.discard)
                self.discard = ()
            k = n - len(out)
            out += self.draw[:k]
            self.draw = self.draw[k:]
        return out

    def to_hand(self, seat: int, cards: tuple[int, ...]) -> None:
        p = self.players[seat]
        self.players[seat] = _player(p, hand=p.hand + cards)

    def from_hand(self, seat: int, card_type: str) -> int:
        """Remove one card of this type from the seat's hand and return it."""
        p = self.players[seat]
        for i, c in enumerate(p.hand):
            if DECK[c] == card_type:
                self.players[seat] = _player(p, hand=p.hand[:i] + p.hand[i + 1 :])
                return c
        raise IllegalMove(f"no {card_type} in hand")

    def set_good(self, seat: int, index: int, good: int) -> None:
        p = self.players[seat]
        goods = p.goods[:index] + (good,) + p.goods[index + 1 :]
        self.players[seat] = _player(p, goods=goods)

    def slot(self, seat: int, building: str, loaded: bool) -> int:
        p = self.players[seat]
        for i, (c, g) in enumerate(zip(p.city, p.goods, strict=True)):
            if DECK[c] == building and (g != NO_GOOD) == loaded:
                return i
        raise IllegalMove(f"no {'loaded' if loaded else 'empty'} {building}")

    # -- turn helpers ----------------------------------------------------------------------

    def step_done(
        self,
        *,
        owed: int | None = None,
        count: int | None = None,
        income: int | None = None,
        pending: tuple[int, ...] | None = None,
    ) -> None:
        """Drop the current step (and change some turn fields)."""
        t = self.turn
        self.turn = _turn(
            t, todo=t.todo[1:], owed=owed, count=count, income=income, pending=pending
        )


def start(setup: State) -> State:
    """Run the automatic steps of a freshly set-up game (the draft's first turn)."""
    w = _Work(setup)
    _advance(w)
    return w.freeze()


def apply(state: State, move: Move) -> State:
    """Play `move`; raises IllegalMove when it is not legal here."""
    legal = legal_moves(state)
    if not any(m is move for m in legal) and move not in legal:
        raise IllegalMove(f"not a legal move now: {move!r}")
    w = _Work(state)
    if isinstance(move, PickRole):
        _pick(w, move)
    else:
        _decide(w, move)
    _advance(w)
    new = w.freeze()
    if w.options is not None:
        global _last
        _last = (new, (*w.options, PASS))
    return new


def _pick(w: _Work, move: PickRole) -> None:
    seat = pick_order(w.rules.players, w.governor)[len(w.picks)]
    has_library = w.players[seat].has("library")
    uses_library = has_library
    limited = w.rules.players == 2 and w.rules.library_two_player_limit
    if has_library and limited and seat == w.governor:
        uses_library = move.library and not w.library_spent
        w.library_spent = w.library_spent or uses_library
    w.privilege = 2 if uses_library else 1
    w.picks = (*w.picks, (move.role, seat))
    w.chooser = seat
    w.phase = move.role
    w.queue = clockwise_from(seat, w.rules.players)
    if move.role == "prospector":
        # Only the chooser's privilege and Gold mine owners have anything to do.
        w.queue = tuple(s for s in w.queue if s == seat or w.players[s].has("gold_mine"))
    w.turn = Turn()
    if move.role == "trader":
        w.tile, w.tiles = w.tiles[0], w.tiles[1:]
        w.tile_history = (*w.tile_history, w.tile)


def _decide(w: _Work, move: Move) -> None:
    seat = w.queue[0]
    t = w.turn
    step = t.todo[0]
    match move:
        case Discard(card):
            w.discard += (w.from_hand(seat, card),)
            owed = t.owed - 1
            if owed:
                w.turn = _turn(t, owed=owed)
            else:
                w.step_done(owed=0)
        case Tuck(card):
            c = w.from_hand(seat, card)
            p = w.players[seat]
            w.players[seat] = _player(p, chapel=(*p.chapel, c))
            w.step_done()
        case Build():
            _build(w, seat, move)
        case Pay(card):
            w.discard += (w.from_hand(seat, card),)
            w.turn = _turn(t, owed=t.owed - 1)
        case PayGood(building):
            index = w.slot(seat, building, loaded=True)
            w.discard += (w.players[seat].goods[index],)
            w.set_good(seat, index, NO_GOOD)
            w.turn = _turn(t, owed=t.owed - 1, count=t.count + 1)
        case Produce(building):
            index = w.slot(seat, building, loaded=False)
            w.set_good(seat, index, w.take(1)[0])
            w.turn = _turn(t, count=t.count + 1)
        case Sell(building):
            index = w.slot(seat, building, loaded=True)
            w.discard += (w.players[seat].goods[index],)
            w.set_good(seat, index, NO_GOOD)
            price = data.TILES[w.tile][data.GOOD_COLUMN[building]]
            w.turn = _turn(t, count=t.count + 1, income=t.income + price)
        case Keep(card) if step == "keep":
            _keep(w, seat, card)
        case Keep(card):  # gold_keep
            kept = _remove_type(t.pending, card)
            w.to_hand(seat, (t.pending[kept],))
            w.discard += t.pending[:kept] + t.pending[kept + 1 :]
            w.step_done(pending=())
        case Reveal():
            _gold_reveal(w, seat)
        case Take(source):
            _gain(w, seat, source)
            w.step_done()
        case Pass() | Done():
            w.discard += t.pending
            if step == "build":
                w.turn = _turn(t, todo=())
            else:
                w.step_done(pending=())
        case _:
            raise IllegalMove(f"not a legal move now: {move!r}")


def _remove_type(cards: tuple[int, ...], card_type: str) -> int:
    for i, c in enumerate(cards):
        if DECK[c] == card_type:
            return i
    raise IllegalMove(f"no {card_type} among the drawn cards")


def _build(w: _Work, seat: int, move: Build) -> None:
    card = w.from_hand(seat, move.building)
    p = w.players[seat]
    if move.over:
        index = w.slot(seat, move.over, move.over_loaded)
        old, good = p.city[index], p.goods[index]
        city = p.city[:index] + (card,) + p.city[index + 1 :]
        goods = p.goods[:index] + (NO_GOOD,) + p.goods[index + 1 :]
        w.players[seat] = _player(p, city=city, goods=goods, covered=(*p.covered, old))
        if good != NO_GOOD:
            w.discard += (good,)
        others = tuple(DECK[c] for c in city if c != card)
    else:
        others = p.types()
        w.players[seat] = _player(p, city=(*p.city, card), goods=(*p.goods, NO_GOOD))
    privilege = w.privilege if seat == w.chooser else 0
    cost = build_cost(move.building, move.over, others, privilege)
    w.turn = _turn(
        w.turn, todo=("pay", "carpenter", "poor_house"), owed=cost, built=move.building, count=0
    )


def _keep(w: _Work, seat: int, card: str) -> None:
    t = w.turn
    i = _remove_type(t.pending, card)
    w.to_hand(seat, (t.pending[i],))
    pending = t.pending[:i] + t.pending[i + 1 :]
    kept = t.count + 1
    if kept >= councillor_counts(w, seat)[1] or not pending:
        w.discard += pending
        w.step_done(pending=(), count=kept)
    else:
        w.turn = _turn(t, pending=pending, count=kept)


def _gold_reveal(w: _Work, seat: int) -> None:
    cards = w.take(data.GOLD_MINE_REVEAL)
    w.gold_reveal = cards
    costs = {COST[DECK[c]] for c in cards}
    if len(cards) == data.GOLD_MINE_REVEAL and len(costs) == len(cards):
        w.turn = _turn(w.turn, todo=("gold_keep", *w.turn.todo[1:]), pending=cards)
    else:
        # Repeated costs or too few cards: nothing found, all revealed cards discarded (R-SJ-6).
        w.discard += cards
        w.step_done()


def _gain(w: _Work, seat: int, source: str) -> None:
    amount = w.privilege if source == "prospector" else 1
    w.to_hand(seat, w.take(amount))


# ---------------------------------------------------------------------------------------------
# Flow


def _begin_turn(w: _Work, seat: int) -> Turn:
    todo = TURN_STEPS[w.phase]
    p = w.players[seat]
    owed = 0
    if w.phase == "prospector" and seat == w.chooser:
        todo = ("prospector", *todo)
    elif w.phase == "draft":
        owed = len(p.hand) - data.STARTING_HAND
    elif w.phase == "hand_limit":
        owed = max(0, len(p.hand) - hand_limit(p))
    return Turn(todo=todo, owed=owed, started=True)


def _applies(w: _Work, seat: int, step: str) -> bool:
    """Whether `step` is possible for the seat right now; if not it is skipped."""
    p = w.players[seat]
    t = w.turn
    match step:
        case "draft" | "limit" | "discard" | "pay":
            return t.owed > 0
        case "chapel":
            return bool(p.hand) and p.has("chapel")
        case "build":
            w.options = build_options(w, seat) if p.hand else []
            return bool(w.options)
        case "produce":
            return (
                t.count < production_limit(w, seat)
                and bool(_empty_production(p))
                and w.cards_left()
            )
        case "sell":
            return t.count < sales_limit(w, seat) and any(g != NO_GOOD for g in p.goods)
        case "income" | "council_draw":
            return True
        case "keep" | "gold_keep":
            return bool(t.pending)
        case "gold":
            excluded = w.rules.goldmine_excludes_chooser and seat == w.chooser
            return p.has("gold_mine") and not excluded
        case "carpenter":
            return t.built in VIOLET and t.built != "carpenter" and p.has("carpenter")
        case "poor_house":
            return t.built != "poor_house" and p.has("poor_house") and len(p.hand) <= 1
        case "well":
            return t.count >= 2 and p.has("well")
        case "market_stand":
            return t.count >= 2 and p.has("market_stand")
        case "market_hall":
            return t.count >= 1 and p.has("market_hall")
        case "prospector":
            return True
    raise AssertionError(f"unknown step {step!r}")


def _automatic(w: _Work, seat: int, step: str) -> bool:
    """Carry out a step that needs no choice; False when the seat must decide."""
    t = w.turn
    if step == "income":
        w.to_hand(seat, w.take(t.income))
        w.step_done(income=0)
        return True
    if step == "council_draw":
        draws, keep = councillor_counts(w, seat)
        cards = w.take(draws)
        if w.players[seat].has("archive"):
            # Archive: everything joins the hand; the surplus goes from the whole hand.
            w.to_hand(seat, cards)
            w.turn = _turn(t, todo=("discard",), owed=max(0, len(cards) - keep))
        else:
            w.turn = _turn(t, todo=t.todo[1:], pending=cards)
        return True
    if step in OFFERS:
        if not w.cards_left():
            w.step_done()
            return True
        if w.rules.auto_take_card_draws:
            _gain(w, seat, step)
            w.step_done()
            return True
        return False
    if step == "pay":
        p = w.players[seat]
        no_choice = len(p.hand) == t.owed or len({DECK[c] for c in p.hand}) == 1
        if no_choice and not _pay_goods_allowed(w, seat):
            # Every remaining hand card must go, or they are all alike: nothing to choose.
            paid = p.hand[: t.owed]
            w.players[seat] = _player(p, hand=p.hand[t.owed :])
            w.discard += paid
            w.step_done(owed=0)
            return True
    return False


def _advance(w: _Work) -> None:
    """Run automatic steps and transitions until a seat must decide or the game ends."""
    while w.phase not in ("pick", "over"):
        if not w.queue:
            _end_phase(w)
            continue
        seat = w.queue[0]
        t = w.turn
        if not t.started:
            w.turn = _begin_turn(w, seat)
            continue
        if not t.todo:
            w.queue = w.queue[1:]
            w.turn = Turn()
            continue
        step = t.todo[0]
        if not _applies(w, seat, step):
            w.step_done()
            continue
        if not _automatic(w, seat, step):
            if step != "build":
                w.options = None
            return
    w.options = None


def _dead(w: _Work) -> bool:
    """Nothing can ever change again: no card to draw, no good to sell, nothing buildable.

    The rulings have no end for this (it needs nearly every card under Cranes and Chapels);
    the game then ends and is scored as it stands (decision D-SJ-1, rules_hu SJ-13.1).
    """
    if w.draw or w.discard or any(g != NO_GOOD for p in w.players for g in p.goods):
        return False
    return not any(
        build_options(w, seat, privilege=1 + p.has("library"))
        for seat, p in enumerate(w.players)
        if p.hand
    )


def _end_phase(w: _Work) -> None:
    phase = w.phase
    n = w.rules.players
    if phase == "draft":
        w.phase = "pick"
        return
    if phase == "chapel":
        w.phase = "hand_limit"
        w.queue = tuple(
            s
            for s in clockwise_from(w.governor, n)
            if len(w.players[s].hand) > hand_limit(w.players[s])
        )
        return
    if phase == "hand_limit" and _dead(w):
        w.phase = "over"
        return
    if phase == "trader":
        w.tiles = (*w.tiles, w.tile)
        w.tile = ""
    if phase == "builder" and any(len(p.city) >= data.CITY_SIZE_END for p in w.players):
        # R-SJ-11: the game ends right after the builder phase; no further picks.
        w.phase = "over"
        w.chooser = -1
        return
    w.chooser = -1
    w.privilege = 1
    w.gold_reveal = ()
    if len(w.picks) < len(pick_order(n, w.governor)):
        w.phase = "pick"
        return
    # Round end (rulings §4.5): roles back, governor passes left, Chapel step, hand limit.
    w.round += 1
    w.governor = (w.governor + 1) % n
    w.picks = ()
    w.library_spent = False
    w.phase = "chapel"
    w.queue = tuple(
        s for s in clockwise_from(w.governor, n) if w.players[s].hand and w.players[s].has("chapel")
    )
