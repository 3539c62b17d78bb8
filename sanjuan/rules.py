"""San Juan and ANNO XVII rules: who acts, the legal moves, and `apply` with every transition.

Each seat's turn in a phase is a short list of steps (`Turn.todo`). `_advance` walks it: a
step that does not apply is dropped, an automatic step (drawing trade income, an optional card
gain under `auto_take_card_draws`) is carried out, and the first step that needs a choice stops
the walk. `legal_moves` only ever looks at that step.

Both rulesets run through the same steps. Effects are tested by function
(`Player.has_function("smithy")` is true for an ANNO Smith), so a step of an ANNO-only building
(Bank, Harbour, Colony, …) simply never applies in San Juan; the one-per-type rule and move
texts use the type ids.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from common import rng
from common.engine import IllegalMove, auto_steps
from sanjuan import data
from sanjuan.moves import (
    DEPOSIT,
    DISCARD,
    DONE,
    DRAW,
    KEEP,
    OFFER_STEPS,
    PASS,
    PAY,
    PAY_GOOD,
    PRODUCE,
    REVEAL,
    SELL,
    STOW,
    TAKE,
    TUCK,
    Build,
    Burn,
    Deposit,
    Discard,
    Done,
    Draw,
    Keep,
    Move,
    Pass,
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
    build,
    burn,
)
from sanjuan.state import (
    NO_GOOD,
    Holdings,
    Player,
    Rules,
    State,
    Turn,
    city_functions,
    clockwise_from,
    pick_order,
    split_seen,
)

KIND = data.KIND
COST = {t: b.cost for t, b in data.TYPES.items()}
VIOLET = frozenset(t for t, b in data.TYPES.items() if b.violet)
PRODUCTION = frozenset(t for t, b in data.TYPES.items() if not b.violet)
FUNCTION = {t: b.effect for t, b in data.TYPES.items()}
ORDER = data.TYPE_ORDER
COVER = data.COVER
CATHEDRAL = data.CATHEDRAL
SMITHIES = frozenset(t for t, f in FUNCTION.items() if f == "smithy")

OFFERS = frozenset(OFFER_STEPS)
"""Steps that are an optional card gain: a Take/Pass choice, or automatic when
`auto_take_card_draws` is on (R-SJ-23)."""

SWAPS = frozenset({"office", "revolution"})
"""Steps where the seat discards cards one at a time and then draws as many: Office (R-AN-2)
and Revolution (rulings §3.6)."""

_SAN_JUAN_TURNS = {
    "draft": ("draft",),
    "chapel": ("chapel",),
    "hand_limit": ("limit",),
    "builder": ("build",),
    "producer": ("produce", "well"),
    "trader": ("sell", "income", "market_stand", "market_hall"),
    "councillor": ("council_draw", "keep"),
    "prospector": ("gold",),
}
TURN_STEPS = {
    "san_juan": _SAN_JUAN_TURNS,
    "anno_xvii": {
        **_SAN_JUAN_TURNS,
        "office": ("office",),
        "chapel": ("chapel", "bank"),
        "tavern": ("tavern",),
        "trader": ("sell", "income", "harbour", "market_stand", "market_hall"),
        "pawnshop": ("pawnshop",),
        "prospector": ("gold", "colony"),
        "fire": ("fire",),
        "industrialisation": ("industry",),
        "taxation": ("tax",),
        "revolution": ("revolution",),
        "reconstruction": ("rebuild",),
        "democracy": ("democracy",),
    },
}
"""Per ruleset and phase, the steps of one seat's turn: ANNO adds its buildings' steps."""

ROUND_START = {
    "san_juan": ("chapel", "hand_limit"),
    "anno_xvii": ("office", "chapel", "hand_limit"),
}
"""The round-start steps of rounds ≥ 2, in order (rulings §4.5, R-AN-2)."""
NEEDS = {
    "gold": "gold_mine",
    **{
        step: step
        for step in ("chapel", "bank", "office", "colony", "carpenter", "poor_house", "tavern")
        + ("well", "market_stand", "market_hall", "harbour", "pawnshop")
    },
}
"""Steps of a building's effect: a turn holds them only when the seat has that building in
play (ownership cannot change within a turn after the build that sets up its steps)."""

AFTER_BUILD = ("pay", "carpenter", "poor_house")
"""A builder's steps once the card is placed (R-SJ-5)."""

STEPS = frozenset(
    {step for turns in TURN_STEPS.values() for todo in turns.values() for step in todo}
    | {*AFTER_BUILD, "prospector", "discard", "gold_keep", "colony_keep"}
)
"""Every step a turn's todo list may hold (the last ones are set up by the steps before)."""

PRESENT = {rs: frozenset(b.effect for b in data.cardset(rs).buildings) for rs in data.RULESETS}
"""The effects of each ruleset's buildings: work for a building not in the game is skipped."""

END_CHECKED = frozenset({"builder", "tavern", "reconstruction"})
"""Phases after which the game ends if someone has 12 buildings (R-SJ-11, R-AN-23)."""

TAKE_FOR = {
    ruleset: {step: TAKE[data.cardset(ruleset).type_with_function(step)] for step in OFFERS}
    for ruleset in data.RULESETS
}
"""The Take move of each offer step, named by the ruleset's building (`take market_woman`)."""


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
    return sorted({KIND[c] for c in cards}, key=ORDER.__getitem__)


def hand_limit(player: Player, rules: Rules) -> int:
    """The round-start hand limit: 12 with a Tower, else 7 with a City gate, else the base
    (7 in San Juan, `hand_limit_base` in ANNO; R-SJ-12, R-AN-1)."""
    if player.has_function("tower"):
        return data.TOWER_HAND_LIMIT
    if player.has_function("city_gate"):
        return max(rules.hand_limit_base, data.CITY_GATE_HAND_LIMIT)
    return rules.hand_limit_base


def production_limit(state: State | _Work, seat: int) -> int:
    """Goods a seat may produce this phase (R-SJ-7)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has_function("aqueduct")


def sales_limit(state: State | _Work, seat: int) -> int:
    """Goods a seat may sell this phase (R-SJ-8)."""
    p = state.players[seat]
    return 1 + (state.privilege if seat == state.chooser else 0) + p.has_function("trading_post")


def councillor_counts(state: State | _Work, seat: int) -> tuple[int, int]:
    """(cards drawn, cards kept) in the councillor phase (R-SJ-3)."""
    draws = 2 + (3 * state.privilege if seat == state.chooser else 0)
    keep = 1 + state.players[seat].has_function("prefecture")
    return draws, keep


def build_cost(building: str, over: str, others: tuple[str, ...], privilege: int) -> int:
    """Cards to pay (R-SJ-14, R-AN-9, R-AN-11). `others` are the builder's buildings in play
    apart from the new card and the covered one: a covered building already lost its function
    (R-SJ-1), a covered Library too, so it does not double the privilege of that build
    (R-SJ-26)."""
    if over and FUNCTION[over] == "library":
        privilege = min(privilege, 1)
    discount = privilege + (COVER[over] if over else 0)
    if building in VIOLET:
        discount += "quarry" in others
    else:
        discount += not SMITHIES.isdisjoint(others)
    return max(0, COST[building] - discount)


def build_options(state: State | _Work, seat: int, privilege: int | None = None) -> list[Build]:
    """Every build the seat can afford now, in canonical order (R-SJ-1, R-SJ-14): a hand card,
    or in ANNO the Cathedral from the middle (R-AN-9)."""
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
    candidates = distinct_types(p.hand)
    if state.cathedral != NO_GOOD:
        candidates = sorted((*candidates, CATHEDRAL), key=ORDER.__getitem__)
    options = []
    for building in candidates:
        violet = building in VIOLET
        cards = hand_after + (building == CATHEDRAL)
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
            if cards + usable_goods >= cost:
                options.append(build(building, over, loaded))
    return options


def rebuild_options(state: State | _Work, seat: int) -> list[Build]:
    """Reconstruction: hand cards of printed cost ≤ 4, free, within the one-per-type rule and
    the 12-building maximum; no Crane (R-AN-17)."""
    p = state.players[seat]
    if len(p.city) >= data.CITY_SIZE_END:
        return []
    city = p.types()
    return [
        build(b)
        for b in distinct_types(p.hand)
        if COST[b] <= data.RECONSTRUCTION_MAX_COST and not (b in VIOLET and b in city)
    ]


def _producible(state: State | _Work, seat: int) -> list[str]:
    """Empty production building types the seat may produce on now (R-SJ-7, R-AN-8)."""
    p = state.players[seat]
    kinds = sorted(
        {
            KIND[c]
            for c, g in zip(p.city, p.goods, strict=True)
            if g == NO_GOOD and KIND[c] in PRODUCTION
        },
        key=ORDER.__getitem__,
    )
    if state.rules.producer_second_good_must_differ and seat == state.chooser:
        used = state.turn.used
        kinds = [k for k in kinds if k not in used]
    return kinds


def _loaded(p: Player) -> list[str]:
    return sorted(
        {KIND[c] for c, g in zip(p.city, p.goods, strict=True) if g != NO_GOOD},
        key=ORDER.__getitem__,
    )


def _sellable(p: Player) -> list[str]:
    """Loaded production types, then the Pawnshop while its card lies on it (R-AN-12)."""
    kinds = _loaded(p)
    return kinds if p.anno.pawn == NO_GOOD else [*kinds, "pawnshop"]


def _pay_goods_allowed(state: State | _Work, seat: int) -> bool:
    p = state.players[seat]
    t = state.turn
    return (
        t.count < 2
        and t.built != "black_market"
        and p.has_function("black_market")
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
    if step in ("draft", "limit", "discard", "tax"):
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
        return [*(PRODUCE[b] for b in _producible(state, seat)), finish]
    if step == "sell":
        return [*(SELL[b] for b in _sellable(p)), finish]
    if step == "keep":
        # The first card must be kept: the action was declined, if at all, before the draw.
        keeps: list[Move] = [KEEP[c] for c in distinct_types(t.pending)]
        return [*keeps, DONE] if t.count else keeps
    if step == "council_draw":
        return [DRAW, PASS]
    if step in ("gold", "colony"):
        return [REVEAL, PASS]
    if step in ("gold_keep", "colony_keep"):
        return [*(KEEP[c] for c in distinct_types(t.pending)), PASS]
    if step in OFFERS:
        return [TAKE_FOR[state.rules.ruleset][step], PASS]
    # ANNO only from here on.
    if step in SWAPS:
        return [*(DISCARD[c] for c in distinct_types(p.hand)), finish]
    if step == "bank":
        return [*(DEPOSIT[c] for c in distinct_types(p.hand)), finish]
    if step == "rebuild":
        return [*rebuild_options(state, seat), PASS]
    if step == "harbour":
        return [*(STOW[b] for b in sorted(set(t.used), key=ORDER.__getitem__)), PASS]
    if step == "democracy":
        return [PickRole(r) for r in data.ROLES if any(r == role for role, _ in state.picks)]
    if step == "fire":
        loads = {(KIND[c], g != NO_GOOD) for c, g in zip(p.city, p.goods, strict=True)}
        return [burn(b, loaded) for b, loaded in sorted(loads, key=lambda k: (ORDER[k[0]], k[1]))]
    raise AssertionError(f"no decision at step {step!r}")


def _library_choice(state: State, seat: int) -> bool:
    """2 players: the governor's first pick asks whether to spend the Library (R-SJ-2)."""
    return (
        state.rules.players == 2
        and state.rules.library_two_player_limit
        and seat == state.governor
        and not state.picks
        and state.players[seat].has_function("library")
    )


def _pick_moves(state: State) -> list[Move]:
    seat = pick_order(state.rules.players, state.governor)[len(state.picks)]
    taken = {role for role, _ in state.picks}
    free = [r for r in data.ROLES if r not in taken]
    moves: list[Move] = [PickRole(r) for r in free]
    if _library_choice(state, seat):
        moves += [PickRole(r, library=False) for r in free]
    for event in _face_up(state.event_row):
        # Democracy re-runs a role already used this round: not before the first (R-AN-16).
        if event != "democracy" or taken & set(data.ROLES):
            moves.append(PickEvent(event))
    return moves


def _face_up(row: tuple[int, ...]) -> list[str]:
    """The events in the row, once each, in the rulings' order."""
    if not row:
        return []
    kinds = {data.card_kind(c) for c in row}
    return [e for e in data.EVENT_IDS if e in kinds]


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
    anno: Holdings | None = None,
) -> Player:
    """A copy with some zones changed (cheaper than dataclasses.replace on the hot path)."""
    return Player(
        p.hand if hand is None else hand,
        p.city if city is None else city,
        p.goods if goods is None else goods,
        p.covered if covered is None else covered,
        p.chapel if chapel is None else chapel,
        p.anno if anno is None else anno,
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
    used: tuple[str, ...] | None = None,
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
        t.used if used is None else used,
    )


class _Work:
    """A mutable working copy of a State for the span of one `apply`."""

    __slots__ = (
        "centre",
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
        self.centre = s.centre
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
            self.centre,
        )

    # ANNO's middle of the table, read and written as if it were flat.

    @property
    def event_row(self) -> tuple[int, ...]:
        return self.centre.event_row

    @event_row.setter
    def event_row(self, row: tuple[int, ...]) -> None:
        self.centre = replace(self.centre, event_row=row)

    @property
    def cathedral(self) -> int:
        return self.centre.cathedral

    @cathedral.setter
    def cathedral(self, card: int) -> None:
        self.centre = replace(self.centre, cathedral=card)

    @property
    def event(self) -> int:
        return self.centre.event

    @event.setter
    def event(self, card: int) -> None:
        self.centre = replace(self.centre, event=card)

    # -- cards ------------------------------------------------------------------------------

    def cards_left(self) -> bool:
        return bool(self.draw or self.discard)

    def take(self, n: int, seen: bool = True) -> tuple[int, ...]:
        """Draw n cards from the top, reshuffling the discard pile when empty (R-SJ-9).

        A card that is `seen` (drawn into a hand or revealed) and is an event goes face up
        into the event row, and the draw goes on with the next card (R-AN-14)."""
        out: tuple[int, ...] = ()
        while len(out) < n:
            if not self.draw:
                if not self.discard:
                    break
                self.rng, self.draw = rng.shuffle(self.rng, self.discard)
                self.discard = ()
            k = n - len(out)
            got = self.draw[:k]
            self.draw = self.draw[k:]
            if seen and self.rules.event_copies:
                got, events = split_seen(got)
                self.event_row += events
            out += got
        return out

    def take_unseen(self, n: int) -> tuple[int, ...]:
        """A face-down draw (a good, a Pawnshop fill): events stay hidden unless the option
        `event_check_on_face_down_draws` says otherwise (R-AN-14(3))."""
        return self.take(n, seen=self.rules.event_check_on_face_down_draws)

    def to_hand(self, seat: int, cards: tuple[int, ...]) -> None:
        p = self.players[seat]
        self.players[seat] = _player(p, hand=p.hand + cards)

    def from_hand(self, seat: int, card_type: str) -> int:
        """Remove one card of this type from the seat's hand and return it."""
        p = self.players[seat]
        for i, c in enumerate(p.hand):
            if KIND[c] == card_type:
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
            if KIND[c] == building and (g != NO_GOOD) == loaded:
                return i
        raise IllegalMove(f"no {'loaded' if loaded else 'empty'} {building}")

    def host(self, seat: int, function: str) -> int:
        """The seat's building in play with this function (one per type: at most one)."""
        return next(c for c in self.players[seat].city if FUNCTION[KIND[c]] == function)

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
    if state.phase != "pick":
        _decide(w, move)
    elif isinstance(move, PickRole):
        _pick(w, move)
    else:
        assert isinstance(move, PickEvent)
        _pick_event(w, move)
    _advance(w)
    new = w.freeze()
    if w.options is not None:
        global _last
        _last = (new, (*w.options, PASS))
    return new


def _pick(w: _Work, move: PickRole) -> None:
    seat = pick_order(w.rules.players, w.governor)[len(w.picks)]
    w.picks = (*w.picks, (move.role, seat))
    _start_role(w, seat, move.role, move.library)


def _start_role(w: _Work, seat: int, role: str, library: bool) -> None:
    """Open the phase of `role` with `seat` as its chooser (a pick, or Democracy, R-AN-16)."""
    has_library = w.players[seat].has_function("library")
    uses_library = has_library
    limited = w.rules.players == 2 and w.rules.library_two_player_limit
    if has_library and limited and seat == w.governor:
        uses_library = library and not w.library_spent
        w.library_spent = w.library_spent or uses_library
    w.privilege = 2 if uses_library else 1
    w.chooser = seat
    w.phase = role
    w.queue = clockwise_from(seat, w.rules.players)
    present = PRESENT[w.rules.ruleset]
    if role == "prospector":
        # Only the chooser's privilege and Gold mine and Colony owners have anything to do.
        w.queue = tuple(
            s
            for s in w.queue
            if s == seat
            or w.players[s].has_function("gold_mine")
            or ("colony" in present and w.players[s].has_function("colony"))
        )
    w.turn = Turn()
    if role == "trader":
        w.tile, w.tiles = w.tiles[0], w.tiles[1:]
        w.tile_history = (*w.tile_history, w.tile)
    if role == "councillor" and "pawnshop" in present:
        # ANNO: empty Pawnshops are filled before anyone draws (R-AN-12).
        fills = tuple(
            s
            for s in w.queue
            if w.players[s].has_function("pawnshop") and w.players[s].pawn == NO_GOOD
        )
        if fills:
            w.phase, w.queue = "pawnshop", fills


def _pick_event(w: _Work, move: PickEvent) -> None:
    """Carry out a face-up event instead of a role (R-AN-15); the card is held until the
    event is resolved, then discarded."""
    seat = pick_order(w.rules.players, w.governor)[len(w.picks)]
    i = next(i for i, c in enumerate(w.event_row) if data.card_kind(c) == move.event)
    w.event = w.event_row[i]
    w.event_row = w.event_row[:i] + w.event_row[i + 1 :]
    w.picks = (*w.picks, (move.event, seat))
    w.chooser = seat
    w.privilege = 1
    w.phase = move.event
    order = clockwise_from(seat, w.rules.players)
    if move.event == "democracy":
        order = (seat,)  # only the activator chooses the role to run again
    w.queue = order[1:] if move.event == "taxation" else order
    w.turn = Turn()


def _decide(w: _Work, move: Move) -> None:
    seat = w.queue[0]
    t = w.turn
    step = t.todo[0]
    match move:  # the most frequent moves first
        case Pass() | Done() if step in SWAPS:
            _swap_draw(w, seat)
        case Pass() | Done():
            w.discard += t.pending
            if step == "build":
                w.turn = _turn(t, todo=())
            else:
                w.step_done(pending=())
        case Pay(card):
            w.discard += (w.from_hand(seat, card),)
            w.turn = _turn(t, owed=t.owed - 1)
        case Discard(card) if step in SWAPS:
            w.discard += (w.from_hand(seat, card),)
            w.turn = _turn(t, count=t.count + 1)
            if not w.players[seat].hand or (
                step == "office" and t.count + 1 >= data.OFFICE_SWAP_MAX
            ):
                _swap_draw(w, seat)
        case Discard(card):
            w.discard += (w.from_hand(seat, card),)
            owed = t.owed - 1
            if owed:
                w.turn = _turn(t, owed=owed)
            else:
                w.step_done(owed=0)
        case Produce(building):
            got = w.take_unseen(1)
            if got:
                w.set_good(seat, w.slot(seat, building, loaded=False), got[0])
                w.turn = _turn(t, count=t.count + 1, used=(*t.used, building))
            else:
                w.step_done()
        case Sell(building):
            _sell(w, seat, building)
        case Take():
            _gain(w, seat, step)
            w.step_done()
        case Keep(card) if step == "keep":
            _keep(w, seat, card)
        case Keep(card):  # gold_keep, colony_keep
            kept = _remove_type(t.pending, card)
            w.to_hand(seat, (t.pending[kept],))
            w.discard += t.pending[:kept] + t.pending[kept + 1 :]
            w.step_done(pending=())
        case Build() if step == "rebuild":
            c = w.from_hand(seat, move.building)
            p = w.players[seat]
            w.players[seat] = _player(p, city=(*p.city, c), goods=(*p.goods, NO_GOOD))
            w.step_done()
        case Build():
            _build(w, seat, move)
        case PayGood(building):
            index = w.slot(seat, building, loaded=True)
            w.discard += (w.players[seat].goods[index],)
            w.set_good(seat, index, NO_GOOD)
            w.turn = _turn(t, owed=t.owed - 1, count=t.count + 1)
        case Tuck(card):
            c = w.from_hand(seat, card)
            p = w.players[seat]
            w.players[seat] = _player(p, chapel=(*p.chapel, c), anno=_tucked(w, seat, c, "chapel"))
            w.step_done()
        case Reveal() if step == "colony":
            _colony_reveal(w)
        case Reveal():
            _gold_reveal(w)
        case Draw():
            _council_draw(w, seat)
        case Deposit(card):
            c = w.from_hand(seat, card)
            p = w.players[seat]
            anno = replace(_tucked(w, seat, c, "bank"), bank=(*p.bank, c), bank_used=True)
            w.players[seat] = _player(p, anno=anno)
            w.turn = _turn(t, count=t.count + 1)
            if not w.players[seat].hand:
                w.step_done()
        case Stow(building):
            p = w.players[seat]
            i = t.used.index(building)
            c = t.pending[i]
            anno = replace(_tucked(w, seat, c, "harbour"), harbour=(*p.harbour, c))
            w.players[seat] = _player(p, anno=anno)
            w.discard += t.pending[:i] + t.pending[i + 1 :]
            w.step_done(pending=())
        case PickRole(role):  # Democracy: the role to run again
            _start_role(w, seat, role, library=True)
        case Burn(building, loaded):
            _burn(w, seat, building, loaded)
            w.step_done()
        case _:
            raise IllegalMove(f"not a legal move now: {move!r}")


def _tucked(w: _Work, seat: int, card: int, under: str) -> Holdings:
    """The seat's holdings noting that `card` now lies under its building with this function
    (only where Fire can take a building, i.e. with event cards: R-AN-18)."""
    anno = w.players[seat].anno
    if not w.rules.event_copies:
        return anno
    return replace(anno, under=(*anno.under, (card, w.host(seat, under))))


def _remove_type(cards: tuple[int, ...], card_type: str) -> int:
    for i, c in enumerate(cards):
        if KIND[c] == card_type:
            return i
    raise IllegalMove(f"no {card_type} among the drawn cards")


def _build(w: _Work, seat: int, move: Build) -> None:
    if move.building == CATHEDRAL:
        card, w.cathedral = w.cathedral, NO_GOOD
    else:
        card = w.from_hand(seat, move.building)
    p = w.players[seat]
    if move.over:
        index = w.slot(seat, move.over, move.over_loaded)
        old, good = p.city[index], p.goods[index]
        city = p.city[:index] + (card,) + p.city[index + 1 :]
        goods = p.goods[:index] + (NO_GOOD,) + p.goods[index + 1 :]
        covered, anno = p.covered, p.anno
        if KIND[old] == CATHEDRAL:
            w.cathedral = old  # it returns face up to the middle (R-AN-9)
        else:
            covered = (*covered, old)
        if w.rules.event_copies:
            # What lay under the covered building now lies under the new one (R-AN-18).
            under = tuple((c, card if host == old else host) for c, host in anno.under)
            if KIND[old] != CATHEDRAL:
                under += ((old, card),)
            anno = replace(anno, under=under)
        if anno.pawn != NO_GOOD and FUNCTION[KIND[old]] == "pawnshop":
            w.discard += (anno.pawn,)  # R-AN-12(5)
            anno = replace(anno, pawn=NO_GOOD)
        w.players[seat] = _player(p, city=city, goods=goods, covered=covered, anno=anno)
        if good != NO_GOOD:
            w.discard += (good,)
        others = tuple(KIND[c] for c in city if c != card)
    else:
        others = p.types()
        w.players[seat] = _player(p, city=(*p.city, card), goods=(*p.goods, NO_GOOD))
    privilege = w.privilege if seat == w.chooser else 0
    cost = build_cost(move.building, move.over, others, privilege)
    todo = _own_steps(AFTER_BUILD, city_functions(w.players[seat].city))
    w.turn = _turn(w.turn, todo=todo, owed=cost, built=move.building, count=0)


def _sell(w: _Work, seat: int, building: str) -> None:
    """One sale: the good (or the Pawnshop card, R-AN-12) leaves face down; a Harbour owner's
    sold cards wait in `pending` for the Harbour choice (R-AN-4)."""
    t = w.turn
    p = w.players[seat]
    if building == "pawnshop":
        card, price = p.pawn, data.PAWNSHOP_PRICE
        w.players[seat] = _player(p, anno=replace(p.anno, pawn=NO_GOOD))
    else:
        index = w.slot(seat, building, loaded=True)
        card, price = p.goods[index], data.TILES[w.tile][data.GOOD_COLUMN[building]]
        w.set_good(seat, index, NO_GOOD)
    if "harbour" in PRESENT[w.rules.ruleset] and p.has_function("harbour"):
        w.turn = _turn(
            t,
            count=t.count + 1,
            income=t.income + price,
            pending=(*t.pending, card),
            used=(*t.used, building),
        )
    else:
        w.discard += (card,)
        w.turn = _turn(t, count=t.count + 1, income=t.income + price)


def _burn(w: _Work, seat: int, building: str, loaded: bool) -> None:
    """Fire: the building and everything on and under it leave play (R-AN-18). Of identical
    choices the one with the fewest cards under it burns (decision D-AN-3)."""
    p = w.players[seat]
    slots = [
        i
        for i, (c, g) in enumerate(zip(p.city, p.goods, strict=True))
        if KIND[c] == building and (g != NO_GOOD) == loaded
    ]
    if not slots:
        raise IllegalMove(f"no {building} to remove")
    index = min(slots, key=lambda i: sum(host == p.city[i] for _, host in p.under))
    card = p.city[index]
    gone = frozenset(c for c, host in p.under if host == card)
    lost = tuple(c for c, host in p.under if host == card)
    if p.goods[index] != NO_GOOD:
        lost += (p.goods[index],)
    pawn = p.pawn
    if FUNCTION[building] == "pawnshop" and pawn != NO_GOOD:
        lost, pawn = (*lost, pawn), NO_GOOD
    if building == CATHEDRAL:
        w.cathedral = card
    else:
        lost += (card,)
    w.discard += lost
    w.players[seat] = Player(
        p.hand,
        p.city[:index] + p.city[index + 1 :],
        p.goods[:index] + p.goods[index + 1 :],
        tuple(c for c in p.covered if c not in gone),
        tuple(c for c in p.chapel if c not in gone),
        Holdings(
            tuple(c for c in p.bank if c not in gone),
            tuple(c for c in p.harbour if c not in gone),
            pawn,
            p.bank_used,
            tuple(u for u in p.under if u[1] != card),
        ),
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


def _gold_reveal(w: _Work) -> None:
    cards = w.take(data.GOLD_MINE_REVEAL)
    w.gold_reveal = cards
    costs = {COST[KIND[c]] for c in cards}
    if len(cards) == data.GOLD_MINE_REVEAL and len(costs) == len(cards):
        w.turn = _turn(w.turn, todo=("gold_keep", *w.turn.todo[1:]), pending=cards)
    else:
        # Repeated costs or too few cards: nothing found, all revealed cards discarded (R-SJ-6).
        w.discard += cards
        w.step_done()


def _colony_reveal(w: _Work) -> None:
    """Colony: the top card is shown; it may be kept if nobody has built that building: in
    play or covered under another (a burnt one has left the game, R-AN-6)."""
    cards = w.take(1)
    w.gold_reveal = cards
    kind = KIND[cards[0]] if cards else ""
    built = any(p.has(kind) or any(KIND[c] == kind for c in p.covered) for p in w.players)
    if cards and not built:
        w.turn = _turn(w.turn, todo=("colony_keep", *w.turn.todo[1:]), pending=cards)
    else:
        w.discard += cards
        w.step_done()


def _council_draw(w: _Work, seat: int) -> None:
    """The councillor action, once the seat has chosen to take it (R-SJ-3)."""
    t = w.turn
    draws, keep = councillor_counts(w, seat)
    cards = w.take(draws)
    if w.players[seat].has_function("archive"):
        # Archive: everything joins the hand; the surplus goes from the whole hand.
        w.to_hand(seat, cards)
        w.turn = _turn(t, todo=("discard",), owed=max(0, len(cards) - keep))
    else:
        w.turn = _turn(t, todo=t.todo[1:], pending=cards)


def _swap_draw(w: _Work, seat: int) -> None:
    """Office / Revolution: draw as many cards as were discarded (R-AN-2, R-AN-18)."""
    w.to_hand(seat, w.take(w.turn.count))
    w.step_done(count=0)


def _gain(w: _Work, seat: int, source: str) -> None:
    if source == "pawnshop":
        got = w.take_unseen(1)
        if got:
            p = w.players[seat]
            w.players[seat] = _player(p, anno=replace(p.anno, pawn=got[0]))
        return
    amount = w.privilege if source == "prospector" else 1
    w.to_hand(seat, w.take(amount))


# ---------------------------------------------------------------------------------------------
# Flow


@lru_cache(maxsize=4096)
def _own_steps(todo: tuple[str, ...], functions: frozenset[str]) -> tuple[str, ...]:
    """`todo` without the steps of buildings the seat does not have (most seats have few of
    them, and a step dropped here costs nothing later)."""
    return tuple(s for s in todo if s not in NEEDS or NEEDS[s] in functions)


def _begin_turn(w: _Work, seat: int) -> Turn:
    p = w.players[seat]
    todo = _own_steps(TURN_STEPS[w.rules.ruleset][w.phase], city_functions(p.city))
    owed = 0
    if w.phase == "prospector" and seat == w.chooser:
        todo = ("prospector", *todo)
    elif w.phase == "draft":
        owed = len(p.hand) - data.STARTING_HAND
    elif w.phase == "hand_limit":
        owed = max(0, len(p.hand) - hand_limit(p, w.rules))
    elif w.phase == "taxation":
        owed = 1
    return Turn(todo=todo, owed=owed, started=True)


def _applies(w: _Work, seat: int, step: str) -> bool:
    """Whether `step` is possible for the seat right now; if not it is skipped."""
    p = w.players[seat]
    t = w.turn
    match step:  # a building's step is in the todo only when the seat has it (NEEDS)
        case "draft" | "limit" | "discard" | "pay":
            return t.owed > 0
        case "chapel":
            return bool(p.hand)
        case "build":
            buildable = p.hand or w.cathedral != NO_GOOD
            w.options = build_options(w, seat) if buildable else []
            return bool(w.options)
        case "produce":
            return (
                t.count < production_limit(w, seat)
                and bool(_producible(w, seat))
                and w.cards_left()
            )
        case "sell":
            return t.count < sales_limit(w, seat) and (
                any(g != NO_GOOD for g in p.goods) or p.anno.pawn != NO_GOOD
            )
        case "income" | "industry" | "democracy":
            return True
        case "council_draw":
            return w.cards_left()
        case "keep" | "gold_keep" | "colony_keep" | "harbour":
            return bool(t.pending)
        case "gold":
            excluded = w.rules.goldmine_excludes_chooser and seat == w.chooser
            return not excluded
        case "carpenter":
            return t.built in VIOLET and t.built != "carpenter"
        case "poor_house":
            return t.built != "poor_house" and len(p.hand) <= 1
        case "well" | "market_stand":
            return t.count >= 2
        case "market_hall":
            return t.count >= 1
        case "prospector":
            return True
        # ANNO only from here on.
        case "tax" | "revolution":
            return bool(p.hand)
        case "bank":  # once a game: a use started this turn goes on (R-AN-3)
            return bool(p.hand) and (t.count > 0 or not p.bank_used)
        case "office":
            return bool(p.hand)
        case "rebuild":
            return bool(rebuild_options(w, seat))
        case "colony":
            return w.cards_left()
        case "fire":
            return bool(p.city)
        case "tavern":
            return True
        case "pawnshop":
            return p.pawn == NO_GOOD
    raise AssertionError(f"unknown step {step!r}")


def _automatic(w: _Work, seat: int, step: str) -> bool:
    """Carry out a step that needs no choice; False when the seat must decide."""
    t = w.turn
    if step == "income":
        w.to_hand(seat, w.take(t.income))
        w.step_done(income=0)
        return True
    if step == "industry":
        # Industrialisation: exactly 3 cards, whatever the buildings (R-AN-25).
        w.to_hand(seat, w.take(data.INDUSTRIALISATION_DRAW))
        w.step_done()
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
        no_choice = len(p.hand) == t.owed or len({KIND[c] for c in p.hand}) == 1
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
    steps = auto_steps()
    while w.phase not in ("pick", "over"):
        next(steps)
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
    the game then ends and is scored as it stands (decision D-SJ-1, rules_hu SJ-13.1). In
    ANNO a face-up event or a Pawnshop card can still move cards, so it is not dead then.
    """
    if w.draw or w.discard or w.event_row:
        return False
    if any(p.pawn != NO_GOOD or any(g != NO_GOOD for g in p.goods) for p in w.players):
        return False
    return not any(
        build_options(w, seat, privilege=1 + p.has_function("library"))
        for seat, p in enumerate(w.players)
        if p.hand or w.cathedral != NO_GOOD
    )


def _tavern_owners(w: _Work) -> tuple[int, ...]:
    """Tavern owners with the fewest buildings, clockwise from the chooser, unless everyone is
    tied (R-AN-5)."""
    counts = [len(p.city) for p in w.players]
    least = min(counts)
    if max(counts) == least:
        return ()
    return tuple(
        s
        for s in clockwise_from(w.chooser, w.rules.players)
        if counts[s] == least and w.players[s].has_function("tavern")
    )


def _round_step(w: _Work, phase: str) -> None:
    """Open a round-start step for the seats that have something to do in it."""
    w.phase = phase
    seats = clockwise_from(w.governor, w.rules.players)
    players = w.players
    if phase == "office":
        w.queue = tuple(s for s in seats if players[s].hand and players[s].has_function("office"))
    elif phase == "chapel":
        bank = "bank" in PRESENT[w.rules.ruleset]
        w.queue = tuple(
            s
            for s in seats
            if players[s].hand
            and (
                players[s].has_function("chapel")
                or (bank and players[s].has_function("bank") and not players[s].bank_used)
            )
        )
    else:
        w.queue = tuple(s for s in seats if len(players[s].hand) > hand_limit(players[s], w.rules))


def _end_phase(w: _Work) -> None:
    phase = w.phase
    n = w.rules.players
    if phase == "draft":
        w.phase = "pick"
        return
    if phase in ("office", "chapel"):
        steps = ROUND_START[w.rules.ruleset]
        _round_step(w, steps[steps.index(phase) + 1])
        return
    if phase == "hand_limit" and _dead(w):
        w.phase = "over"
        return
    if phase == "pawnshop":
        w.phase = "councillor"
        w.queue = clockwise_from(w.chooser, n)
        return
    if phase == "builder" and "tavern" in PRESENT[w.rules.ruleset]:
        taverns = _tavern_owners(w)
        if taverns:
            # R-AN-5: the Tavern comes at the end of every builder phase, before the end check.
            w.phase, w.queue = "tavern", taverns
            return
    if phase == "trader":
        w.tiles = (*w.tiles, w.tile)
        w.tile = ""
    if w.centre.event != NO_GOOD:
        w.discard += (w.centre.event,)
        w.event = NO_GOOD
    if phase in END_CHECKED and any(len(p.city) >= data.CITY_SIZE_END for p in w.players):
        # R-SJ-11, R-AN-23: the game ends right after the builder phase; no further picks.
        w.phase = "over"
        w.chooser = -1
        return
    w.chooser = -1
    w.privilege = 1
    w.gold_reveal = ()
    if len(w.picks) < len(pick_order(n, w.governor)):
        w.phase = "pick"
        return
    # Round end (rulings §4.5): roles back, governor passes left, Office, Chapel, hand limit.
    w.round += 1
    w.governor = (w.governor + 1) % n
    w.picks = ()
    w.library_spent = False
    _round_step(w, ROUND_START[w.rules.ruleset][0])
