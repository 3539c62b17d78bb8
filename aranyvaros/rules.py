"""Az Aranyváros rules: who acts, the legal moves, and `apply` with every phase transition.

Phases 1, 2, 5 and 6 of a round have no decisions and run inside `apply`. A build turn is a
short list of steps (`Turn.todo`); `_advance` walks it: a step that does not apply is dropped,
a step with nothing to choose (a forced payment, a coin or card reward, the only goods card
left) is carried out, and the first step that needs a choice stops the walk.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.moves import (
    BID,
    BONUS,
    BUILD,
    DECK,
    DISCARD,
    DONE,
    PASS,
    PAY,
    PAY_PAIR,
    RETURN,
    TAKE,
    TAKE_DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Done,
    Move,
    Pass,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.state import Player, Rules, State, Turn, clockwise_from
from common import rng
from common.engine import IllegalMove, auto_steps

T = len(data.TERRAINS)
ADJ = data.ADJ
HARBOURS = data.HARBOURS
SHARED = data.SHARED
SINGLE = data.SINGLE
COST_TERRAIN = tuple(p.cost_terrain for p in data.PLACES)
COST_CARDS = tuple(p.cost_cards for p in data.PLACES)
COST_KEYS = tuple(p.cost_keys for p in data.PLACES)
IS_HARBOUR = tuple(not p.needs_road for p in data.PLACES)
GOODS_OF = tuple(c.goods for c in data.GOODS_CARDS)
KIND_OF = data.GOODS_KIND_OF
KIND_INDEX = {k: i for i, k in enumerate(data.GOODS_KINDS)}
TERRAIN = data.TERRAIN_INDEX
PRESENT_LETTERS = 2
"""Letters for holding the good, or a house in the area, at a scoring (R-AV-39–R-AV-41)."""
MAJORITY_LETTERS = 2
"""Extra letters for the sole holder, or the strict majority (R-AV-39, R-AV-40)."""


# ---------------------------------------------------------------------------------------------
# Board queries


_FRONTIER: dict[int, int] = {}


def frontier(houses: int) -> int:
    """Every place sharing a road with one of these houses (cached: houses never move)."""
    found = _FRONTIER.get(houses)
    if found is None:
        found = 0
        m = houses
        while m:
            low = m & -m
            found |= ADJ[low.bit_length() - 1]
            m ^= low
        if len(_FRONTIER) > 200_000:
            _FRONTIER.clear()
        _FRONTIER[houses] = found
    return found


def taken(players: tuple[Player, ...] | list[Player]) -> int:
    """Places holding any house."""
    m = 0
    for p in players:
        m |= p.houses
    return m


def open_for(rules: Rules, own: int, occupied: int) -> int:
    """Places open for a player with houses `own` (R-AV-16, option `city_capacity`)."""
    closed = own & SHARED
    if rules.per_district:
        for district in data.DISTRICT_MASKS:
            if own & district:
                closed |= district
    return (SINGLE & ~occupied) | (SHARED & ~closed)


def reachable(rules: Rules, players: tuple[Player, ...] | list[Player], seat: int) -> int:
    """Places the seat may build on, cards aside (R-AV-15, R-AV-16)."""
    occupied = taken(players)
    own = players[seat].houses
    return (HARBOURS & ~occupied) | (frontier(own) & open_for(rules, own, occupied))


def is_stuck(rules: Rules, players: tuple[Player, ...] | list[Player], seat: int) -> bool:
    """R-AV-47: houses left, no empty harbour, and no open place next to an own house."""
    p = players[seat]
    return p.houses_left > 0 and reachable(rules, players, seat) == 0


def capacities(rules: Rules, hand: tuple[int, ...]) -> tuple[list[int], int]:
    """Cards of each terrain the hand can pay (real cards + joker pairs, R-AV-18), and coast
    for a harbour (without jokers when `joker_for_harbour` is off)."""
    pairs = sum(h >> 1 for h in hand)
    cap = [h + pairs - (h >> 1) for h in hand]
    return cap, cap[data.COAST] if rules.joker_for_harbour else hand[data.COAST]


def build_targets(rules: Rules, players: tuple[Player, ...] | list[Player], seat: int) -> list[int]:
    """Places the seat can build on now and pay for, in data order (R-AV-14–R-AV-18)."""
    p = players[seat]
    if p.houses_left <= 0:
        return []
    cap, cap_harbour = capacities(rules, p.hand)
    if cap_harbour < 1 and max(cap) < 2:
        return []  # too few cards for any place: spare the board walk
    m = reachable(rules, players, seat)
    keys = p.keys
    out = []
    while m:
        low = m & -m
        i = low.bit_length() - 1
        m ^= low
        c = cap_harbour if IS_HARBOUR[i] else cap[COST_TERRAIN[i]]
        if c >= COST_CARDS[i] and keys >= COST_KEYS[i]:
            out.append(i)
    return out


def jokers_allowed(rules: Rules, place: int) -> bool:
    return rules.joker_for_harbour or not IS_HARBOUR[place]


def pay_options(rules: Rules, hand: tuple[int, ...], place: int) -> list[Move]:
    """One card of the needed type, or a joker pair of another type (R-AV-18)."""
    need = COST_TERRAIN[place]
    out: list[Move] = [PAY[need]] if hand[need] else []
    if jokers_allowed(rules, place):
        out += [PAY_PAIR[x] for x in range(T) if x != need and hand[x] >= 2]
    return out


def goods_options(display: tuple[int, ...], deck: tuple[int, ...]) -> list[Move]:
    kinds = sorted({KIND_OF[c] for c in display})
    out: list[Move] = [TAKE[k] for k in kinds]
    if deck:
        out.append(TAKE_DECK)
    return out


# ---------------------------------------------------------------------------------------------
# Who acts, legal moves


def to_act(state: State) -> int | None:
    if state.phase == "game_over":
        return None
    return state.queue[0]


def step(state: State) -> str:
    """The decision the seat on turn faces ("bid", a build step, or "" when over)."""
    if state.phase == "bidding":
        return "bid"
    if state.phase == "building" and state.turn.todo:
        return state.turn.todo[0]
    return ""


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
    if phase == "game_over":
        return []
    seat = state.queue[0]
    p = state.players[seat]
    if phase == "bidding":
        cost = state.displacements + 1
        return [BID[i] for i, occ in enumerate(state.bids) if occ < 0 or p.coins >= cost]
    t = state.turn
    match t.todo[0]:
        case "build":
            targets = build_targets(state.rules, state.players, seat)
            return [*(BUILD[i] for i in targets), DONE if t.built else PASS]
        case "pay":
            return pay_options(state.rules, p.hand, t.place)
        case "bonus":
            return [BONUS[b] for b in state.bonus_deck]
        case "goods":
            return goods_options(state.goods_display, state.goods_deck)
        case "return":
            return [RETURN[k] for k in sorted({KIND_OF[c] for c in p.goods})]
        case "limit":
            return [DISCARD[x] for x in range(T) if p.hand[x]]
    raise AssertionError(f"no decision at step {t.todo[0]!r}")


# ---------------------------------------------------------------------------------------------
# Apply


def _player(
    p: Player,
    *,
    hand: tuple[int, ...] | None = None,
    coins: int | None = None,
    keys: int | None = None,
    goods: tuple[int, ...] | None = None,
    bonus: tuple[int, ...] | None = None,
    letters: int | None = None,
    houses: int | None = None,
    houses_left: int | None = None,
    stuck: bool | None = None,
) -> Player:
    """A copy with some fields changed (cheaper than dataclasses.replace on the hot path)."""
    return Player(
        p.hand if hand is None else hand,
        p.coins if coins is None else coins,
        p.keys if keys is None else keys,
        p.goods if goods is None else goods,
        p.bonus if bonus is None else bonus,
        p.letters if letters is None else letters,
        p.houses if houses is None else houses,
        p.houses_left if houses_left is None else houses_left,
        p.stuck if stuck is None else stuck,
    )


def _add(counts: tuple[int, ...], terrain: int, k: int) -> tuple[int, ...]:
    out = list(counts)
    out[terrain] += k
    return tuple(out)


class _Work:
    """A mutable working copy of a State for the span of one `apply`."""

    __slots__ = (
        "bids",
        "bonus_deck",
        "discard",
        "displacements",
        "draw",
        "end",
        "goods_box",
        "goods_deck",
        "goods_display",
        "keys_box",
        "keys_supply",
        "last_scoring",
        "pairs",
        "phase",
        "players",
        "queue",
        "rng",
        "round",
        "rules",
        "scoring_box",
        "scoring_card",
        "scoring_deck",
        "start",
        "supply",
        "targets",
        "turn",
    )

    def __init__(self, s: State) -> None:
        self.rules = s.rules
        self.rng = s.rng
        self.round = s.round
        self.start = s.start
        self.phase = s.phase
        self.queue = s.queue
        self.turn = s.turn
        self.players = list(s.players)
        self.draw = s.draw
        self.discard = s.discard
        self.pairs = s.pairs
        self.bids = s.bids
        self.displacements = s.displacements
        self.supply = s.supply
        self.keys_supply = s.keys_supply
        self.keys_box = s.keys_box
        self.goods_deck = s.goods_deck
        self.goods_display = s.goods_display
        self.goods_box = s.goods_box
        self.bonus_deck = s.bonus_deck
        self.scoring_deck = s.scoring_deck
        self.scoring_card = s.scoring_card
        self.scoring_box = s.scoring_box
        self.last_scoring = s.last_scoring
        self.end = s.end
        self.targets: list[int] | None = None
        """Build targets computed for the decision this apply stops at (reused by legal)."""

    def freeze(self) -> State:
        return State(
            self.rules,
            self.rng,
            self.round,
            self.start,
            self.phase,
            self.queue,
            self.turn,
            tuple(self.players),
            self.draw,
            self.discard,
            self.pairs,
            self.bids,
            self.displacements,
            self.supply,
            self.keys_supply,
            self.keys_box,
            self.goods_deck,
            self.goods_display,
            self.goods_box,
            self.bonus_deck,
            self.scoring_deck,
            self.scoring_card,
            self.scoring_box,
            self.last_scoring,
            self.end,
        )

    def draw_terrain(self, n: int) -> list[int]:
        """Draw n cards one at a time; an empty draw pile is refilled by shuffling the whole
        discard pile (R-AV-12). With both empty the draw yields nothing."""
        out: list[int] = []
        while len(out) < n:
            if not self.draw:
                pile = [t for t in range(T) for _ in range(self.discard[t])]
                if not pile:
                    break
                self.rng, self.draw = rng.shuffle(self.rng, pile)
                self.discard = (0,) * T
            k = n - len(out)
            out += self.draw[:k]
            self.draw = self.draw[k:]
        return out

    def to_discard(self, terrain: int, k: int) -> None:
        self.discard = _add(self.discard, terrain, k)

    def trigger(self, reason: str) -> None:
        if reason not in self.end:
            self.end = (*self.end, reason)


def start(setup: State) -> State:
    """Begin round 1 of a freshly set-up game (phases 1 and 2 are automatic)."""
    w = _Work(setup)
    _new_round(w)
    return w.freeze()


def settle(state: State) -> State:
    """Carry out every automatic step from `state` on, up to the next decision: for positions
    laid out by hand (a building phase whose first turn has not started yet)."""
    w = _Work(state)
    _advance(w)
    return w.freeze()


def apply(state: State, move: Move) -> State:
    """Play `move`; raises IllegalMove when it is not legal here."""
    if move not in legal_moves(state):  # identity first: the rules hand out shared moves
        raise IllegalMove(f"not a legal move now: {move!r}")
    w = _Work(state)
    if isinstance(move, Bid):
        _bid(w, move.pair)
    else:
        _decide(w, move)
    _advance(w)
    new = w.freeze()
    if w.targets is not None:
        global _last
        t = new.turn
        _last = (new, (*(BUILD[i] for i in w.targets), DONE if t.built else PASS))
    return new


def _bid(w: _Work, pair: int) -> None:
    """R-AV-32–R-AV-36: place the hand; a displacement costs 1 + displacements so far."""
    seat = w.queue[0]
    occupant = w.bids[pair]
    if occupant >= 0:
        cost = w.displacements + 1
        p = w.players[seat]
        w.players[seat] = _player(p, coins=p.coins - cost)
        w.supply += cost
        w.displacements = cost
    bids = list(w.bids)
    bids[pair] = seat
    w.bids = tuple(bids)
    # queue[-1] is the seat whose regular turn this is; an immediate re-bid (option
    # `displaced_rebid`) cuts in before the turn passes on from there (AV-4.4).
    anchor = w.queue[-1]
    if -1 not in bids:
        _end_bidding(w)
    elif occupant >= 0 and w.rules.rebid_immediate:
        w.queue = (occupant, anchor)
    else:
        n = w.rules.players
        nxt = (anchor + 1) % n
        while nxt in bids:
            nxt = (nxt + 1) % n
        w.queue = (nxt,)


def _end_bidding(w: _Work) -> None:
    for (a, b), seat in zip(w.pairs, w.bids, strict=True):
        p = w.players[seat]
        w.players[seat] = _player(p, hand=_add(_add(p.hand, a, 1), b, 1))
    w.pairs = ()
    w.bids = ()
    w.phase = "building"
    w.queue = clockwise_from(w.start, w.rules.players)
    w.turn = Turn()


def _decide(w: _Work, move: Move) -> None:
    seat = w.queue[0]
    t = w.turn
    p = w.players[seat]
    match move:
        case Build(place):
            i = data.PLACE_INDEX[place]
            w.turn = Turn(("pay", "place", *t.todo), i, COST_CARDS[i], t.built, True)
        case Pay(terrain):
            x = TERRAIN[terrain]
            w.players[seat] = _player(p, hand=_add(p.hand, x, -1))
            w.to_discard(x, 1)
            w.turn = Turn(t.todo, t.place, t.owed - 1, t.built, True)
        case PayPair(terrain):
            x = TERRAIN[terrain]
            w.players[seat] = _player(p, hand=_add(p.hand, x, -2))
            w.to_discard(x, 2)
            w.turn = Turn(t.todo, t.place, t.owed - 1, t.built, True)
        case Pass() | Done():
            _step_done(w)
        case ChooseBonus(card):
            _take_bonus(w, seat, data.BONUS_INDEX[card])
        case TakeGoods(kind):
            _take_goods(w, seat, kind)
        case ReturnGoods(kind):
            _return_goods(w, seat, KIND_INDEX[kind])
        case Discard(terrain):
            x = TERRAIN[terrain]
            w.players[seat] = _player(p, hand=_add(p.hand, x, -1))
            w.to_discard(x, 1)
        case _:
            raise IllegalMove(f"not a legal move now: {move!r}")


def _step_done(w: _Work) -> None:
    t = w.turn
    w.turn = Turn(t.todo[1:], t.place, t.owed, t.built, True)


def _take_bonus(w: _Work, seat: int, card: int) -> None:
    """R-AV-26: keep one card of the bonus deck; the rest goes back."""
    p = w.players[seat]
    w.bonus_deck = tuple(b for b in w.bonus_deck if b != card)
    w.players[seat] = _player(p, bonus=tuple(sorted((*p.bonus, card))))
    _step_done(w)


def _take_goods(w: _Work, seat: int, kind: str) -> None:
    """R-AV-27: a display card (the display is refilled from the deck) or the deck's top."""
    if kind == DECK:
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
    w.players[seat] = _player(p, goods=tuple(sorted((*p.goods, card))))
    _step_done(w)


def _return_goods(w: _Work, seat: int, kind: int) -> None:
    """R-AV-28: above the goods limit, one held card of the player's choice goes to the box."""
    p = w.players[seat]
    card = min(c for c in p.goods if KIND_OF[c] == kind)
    w.players[seat] = _player(p, goods=tuple(c for c in p.goods if c != card))
    w.goods_box = (*w.goods_box, card)
    _step_done(w)


def _place(w: _Work, seat: int) -> None:
    """R-AV-19: the house stands, the key goes to the box, the reward is taken, and the end
    triggers are checked (R-AV-45, R-AV-47)."""
    t = w.turn
    i = t.place
    place = data.PLACES[i]
    reward = place.reward
    bit = 1 << i
    order = sum(1 for q in w.players if q.houses & bit)
    p = w.players[seat]
    coins = reward.coins
    draws = reward.draw_terrain
    letters = 0
    if reward.letters_by_order and order < len(reward.letters_by_order):
        letters = reward.letters_by_order[order]
    if order == 0:
        coins += reward.first_builder_coins
        draws += reward.first_builder_draw_terrain
    coins = min(coins, w.supply)
    w.supply -= coins
    keys = min(reward.key_cards, w.keys_supply)
    w.keys_supply -= keys
    w.keys_box += COST_KEYS[i]
    hand = p.hand
    for x in w.draw_terrain(draws):
        hand = _add(hand, x, 1)
    left = p.houses_left - 1
    w.players[seat] = Player(
        hand,
        p.coins + coins,
        p.keys + keys - COST_KEYS[i],
        p.goods,
        p.bonus,
        p.letters + letters,
        p.houses | bit,
        left,
        p.stuck,
    )
    rest = t.todo[1:]
    if reward.goods_take:
        rest = ("goods", "return", *rest)
    if reward.bonus_choose:
        rest = ("bonus", *rest)
    w.turn = Turn(rest, -1, 0, t.built + 1, True)
    if left == 0:
        w.trigger("all_houses_built")
    if not w.rules.stuck_on_own_turn:
        occupied = taken(w.players)
        if not HARBOURS & ~occupied:
            for s, q in enumerate(w.players):
                stuck = not (frontier(q.houses) & open_for(w.rules, q.houses, occupied))
                if q.houses_left and not q.stuck and stuck:
                    w.players[s] = _player(q, stuck=True)
                    w.trigger("player_stuck")


def _mark_if_stuck(w: _Work, seat: int) -> None:
    """Option `stuck_check=own_build_turn`: the test when the seat's build turn begins."""
    p = w.players[seat]
    if not p.stuck and is_stuck(w.rules, w.players, seat):
        w.players[seat] = _player(p, stuck=True)
        w.trigger("player_stuck")


# ---------------------------------------------------------------------------------------------
# Flow


def _applies(w: _Work, seat: int, step: str) -> bool:
    """Whether `step` is possible for the seat right now; if not it is skipped."""
    p = w.players[seat]
    t = w.turn
    match step:
        case "build":
            if t.built >= data.HOUSES_PER_TURN:
                return False
            w.targets = build_targets(w.rules, w.players, seat)
            return bool(w.targets)
        case "pay":
            return t.owed > 0
        case "place":
            return True
        case "bonus":
            return bool(w.bonus_deck)
        case "goods":
            return bool(w.goods_display or w.goods_deck)
        case "return":
            return len(p.goods) > data.GOODS_LIMIT
        case "limit":
            return sum(p.hand) > data.HAND_LIMIT
    raise AssertionError(f"unknown step {step!r}")


def _automatic(w: _Work, seat: int, step: str) -> bool:
    """Carry out a step that needs no choice; False when the seat must decide."""
    p = w.players[seat]
    t = w.turn
    match step:
        case "place":
            _place(w, seat)
            return True
        case "pay":
            options = pay_options(w.rules, p.hand, t.place)
            need = COST_TERRAIN[t.place]
            jokers = jokers_allowed(w.rules, t.place)
            cap = p.hand[need] + (sum(h >> 1 for h in p.hand) - (p.hand[need] >> 1)) * jokers
            if len(options) > 1 and cap > t.owed:
                return False
            # One kind of payment, or every payable card must go: nothing to choose (D-AV-3).
            hand = list(p.hand)
            owed = t.owed
            real = min(hand[need], owed)
            hand[need] -= real
            w.to_discard(need, real)
            owed -= real
            for x in range(T):
                if owed and jokers and x != need:
                    k = min(hand[x] >> 1, owed)
                    hand[x] -= 2 * k
                    w.to_discard(x, 2 * k)
                    owed -= k
            w.players[seat] = _player(p, hand=tuple(hand))
            w.turn = Turn(t.todo, t.place, 0, t.built, True)
            return True
        case "bonus":
            if len(w.bonus_deck) == 1:
                _take_bonus(w, seat, w.bonus_deck[0])
                return True
        case "goods":
            options = goods_options(w.goods_display, w.goods_deck)
            if len(options) == 1:
                only = options[0]
                assert isinstance(only, TakeGoods)
                _take_goods(w, seat, only.kind)
                return True
        case "limit":
            kinds = [x for x in range(T) if p.hand[x]]
            if len(kinds) == 1:
                excess = sum(p.hand) - data.HAND_LIMIT
                w.players[seat] = _player(p, hand=_add(p.hand, kinds[0], -excess))
                w.to_discard(kinds[0], excess)
                _step_done(w)
                return True
    return False


def _advance(w: _Work) -> None:
    """Run automatic steps and transitions until a seat must decide or the game ends."""
    steps = auto_steps()
    while w.phase == "building":
        next(steps)
        if not w.queue:
            _end_building(w)
            continue
        seat = w.queue[0]
        t = w.turn
        if not t.started:
            if w.rules.stuck_on_own_turn:
                _mark_if_stuck(w, seat)
            w.turn = Turn(("build", "limit"), started=True)
            continue
        if not t.todo:
            w.queue = w.queue[1:]
            w.turn = Turn()
            continue
        step = t.todo[0]
        if not _applies(w, seat, step):
            _step_done(w)
            w.targets = None
            continue
        if not _automatic(w, seat, step):
            if step != "build":
                w.targets = None
            return
    w.targets = None


def score_round(w: _Work | State) -> list[int]:
    """Letters each seat wins for the face-up scoring card (R-AV-38–R-AV-43)."""
    card = data.SCORING_CARDS[w.scoring_card]
    players = w.players
    awards = [0] * len(players)
    holders = [s for s, p in enumerate(players) if any(card.goods in GOODS_OF[c] for c in p.goods)]
    for s in holders:
        awards[s] += PRESENT_LETTERS
    if len(holders) == 1:
        awards[holders[0]] += MAJORITY_LETTERS
    counts = [(p.houses & card.area.places).bit_count() for p in players]
    for s, c in enumerate(counts):
        if c:
            awards[s] += PRESENT_LETTERS
    best = max(counts)
    if best and counts.count(best) == 1:
        awards[counts.index(best)] += MAJORITY_LETTERS
    return awards


def _end_building(w: _Work) -> None:
    """Phases 5 and 6, then the end checks or the next round."""
    awards = score_round(w)
    for s, a in enumerate(awards):
        if a:
            p = w.players[s]
            w.players[s] = _player(p, letters=p.letters + a)
    w.last_scoring = tuple(awards)
    w.scoring_box = (*w.scoring_box, w.scoring_card)
    w.scoring_card = -1
    if not w.scoring_deck:
        w.trigger("scoring_deck_exhausted")
    if w.end:
        w.phase = "game_over"
        w.queue = ()
        w.turn = Turn()
        return
    w.start = (w.start + 1) % w.rules.players
    _new_round(w)


def _new_round(w: _Work) -> None:
    """Phases 1 and 2: turn up the scoring card and lay out the terrain pairs (R-AV-11, 12)."""
    n = w.rules.players
    w.round += 1
    w.scoring_card = w.scoring_deck[0]
    w.scoring_deck = w.scoring_deck[1:]
    k = data.PAIRS_PER_ROUND[n]
    cards = w.draw_terrain(2 * k)
    assert len(cards) == 2 * k, "R-AV-12: the terrain piles cannot run dry at phase 2"
    w.pairs = tuple((cards[i], cards[k + i]) for i in range(k))
    w.bids = (-1,) * k
    w.displacements = 0
    w.phase = "bidding"
    w.queue = (w.start,)
    w.turn = Turn()
