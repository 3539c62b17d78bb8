"""Immutable San Juan / ANNO XVII state records and the game setup (rulings/sanjuan.md §4).

Cards are ints (see `data.KIND`). Every zone is a tuple, so a step rebuilds only the records it
touches. Where a seat is in the middle of something (paying, keeping councillor cards, …) is
kept in `Turn`, so any state can be saved, loaded and resumed exactly. The ANNO zones (Bank,
Harbour, Pawnshop, event row, Cathedral slot) are empty in San Juan.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from common import rng
from common.contract import GameConfig
from common.records import Record, caching, replace
from common.turns import clockwise_from
from sanjuan import data
from sanjuan.moves import Move

NO_GOOD = data.NO_CARD
"""Marker in `Player.goods` for a building without a good (and for violet buildings)."""


class Rules(Record, frozen=True):
    """The config flattened into fields the hot path reads without lookups."""

    players: int
    starting_hand_draft: bool = False
    first_governor_random: bool = False
    library_two_player_limit: bool = True
    goldmine_excludes_chooser: bool = False
    show_tile_history: bool = True
    auto_take_card_draws: bool = False
    ruleset: str = "san_juan"
    hand_limit_base: int = data.HAND_LIMIT
    """The limit without Tower or City gate: 7 in San Juan, `hand_limit_base` in ANNO (R-AN-1)."""
    producer_second_good_must_differ: bool = False
    event_copies: int = 0
    event_check_on_face_down_draws: bool = False

    @staticmethod
    def from_config(config: GameConfig, ruleset: str = "san_juan") -> Rules:
        base = Rules(
            players=config.players,
            starting_hand_draft=config.flag("starting_hand_draft"),
            first_governor_random=config.get("first_governor") == "random",
            library_two_player_limit=config.flag("library_two_player_limit"),
            goldmine_excludes_chooser=config.flag("goldmine_excludes_chooser"),
            show_tile_history=config.flag("show_tile_history"),
            auto_take_card_draws=config.flag("auto_take_card_draws"),
        )
        if ruleset == "san_juan":
            return base
        hand_limit = config.get("hand_limit_base")
        copies = config.get("event_copies")
        assert isinstance(hand_limit, str) and isinstance(copies, int)
        return replace(
            base,
            ruleset=ruleset,
            hand_limit_base=int(hand_limit),
            producer_second_good_must_differ=config.flag("producer_second_good_must_differ"),
            event_copies=copies,
            event_check_on_face_down_draws=config.flag("event_check_on_face_down_draws"),
        )

    @property
    def cards(self) -> data.CardSet:
        return data.cardset(self.ruleset, self.event_copies)


class Holdings(Record, frozen=True):
    """ANNO zones of one seat; San Juan never fills them. A record of their own keeps `Player`
    small: it is rebuilt on nearly every step."""

    bank: tuple[int, ...] = ()
    """Cards under this player's Bank (R-AN-3)."""
    harbour: tuple[int, ...] = ()
    """Sold cards put under this player's Harbours (R-AN-4)."""
    pawn: int = NO_GOOD
    """The face-down card on the Pawnshop, or NO_GOOD (R-AN-12)."""
    bank_used: bool = False
    """The once-per-game Bank use is spent (it stays spent without the Bank, R-AN-3)."""
    under: tuple[tuple[int, int], ...] = ()
    """(card, building in play it lies under) for covered and tucked cards: what Fire removes
    with a building (R-AN-18). Kept only in games with event cards."""


NO_HOLDINGS = Holdings()


@caching("functions")
class Player(Record, frozen=True):
    hand: tuple[int, ...]
    city: tuple[int, ...]
    """Buildings in play, in the order built (a Crane build takes the covered card's place)."""
    goods: tuple[int, ...]
    """Parallel to `city`: the face-down good card on that building, or NO_GOOD."""
    covered: tuple[int, ...] = ()
    """Cards built over with the Crane: out of play, kept for the card count."""
    chapel: tuple[int, ...] = ()
    """Cards tucked under this player's Chapels (all piles; covered Chapels' piles too)."""
    anno: Holdings = NO_HOLDINGS
    functions: frozenset[str] | None = None
    """The effects of the city's buildings (`city_functions(city)`, asked at nearly every
    step): a cache given with every new city (`with_city`), None where a player was built
    without it (a position, a sampled state)."""

    @property
    def bank(self) -> tuple[int, ...]:
        return self.anno.bank

    @property
    def harbour(self) -> tuple[int, ...]:
        return self.anno.harbour

    @property
    def pawn(self) -> int:
        return self.anno.pawn

    @property
    def bank_used(self) -> bool:
        return self.anno.bank_used

    @property
    def under(self) -> tuple[tuple[int, int], ...]:
        return self.anno.under

    def types(self) -> tuple[str, ...]:
        return city_types(self.city)

    def has(self, building: str) -> bool:
        """Whether a building of this type is in play (covered cards are not)."""
        return building in city_kinds(self.city)

    def has_function(self, function: str) -> bool:
        """Whether a building with this effect is in play: `smithy` is true for an ANNO Smith."""
        functions = self.functions
        if functions is None:
            functions = city_functions(self.city)
        return function in functions


def with_city(p: Player, city: tuple[int, ...], goods: tuple[int, ...], **changes: Any) -> Player:
    """`p` with another city (and its goods), the cache of its functions following it."""
    return replace(p, city=city, goods=goods, functions=city_functions(city), **changes)


def holds_goods(p: Player) -> bool:
    """Whether any of the seat's buildings holds a good (a C-level count: the rules ask this
    at nearly every step, where a generator would cost five times as much)."""
    return p.goods.count(NO_GOOD) != len(p.goods)


@lru_cache(maxsize=8192)
def city_types(city: tuple[int, ...]) -> tuple[str, ...]:
    """The building type of each card of a city, in city order."""
    return tuple(data.KIND[c] for c in city)


@lru_cache(maxsize=8192)
def city_kinds(city: tuple[int, ...]) -> frozenset[str]:
    """The building types of a city; cached because the rules ask on every step."""
    return frozenset(data.KIND[c] for c in city)


@lru_cache(maxsize=8192)
def city_functions(city: tuple[int, ...]) -> frozenset[str]:
    """The effects of a city's buildings (rulings §2.7 maps ANNO types to San Juan effects)."""
    return frozenset(data.FUNCTION[c] for c in city)


class Turn(Record, frozen=True):
    """What the seat on turn still has to do in the current phase or round-start step.

    `todo` lists the remaining steps in order (e.g. build → pay → carpenter → poor_house).
    A step is skipped when it does not apply at the moment it is reached.
    """

    todo: tuple[str, ...] = ()
    count: int = 0
    """Goods produced / goods sold / goods spent on the build / cards kept, by phase."""
    owed: int = 0
    """Cards still to pay for the build, or still to discard."""
    income: int = 0
    """Cards the trader's sales pay, drawn when the seat finishes selling."""
    built: str = ""
    """The building type this seat just built (Carpenter, Poor house)."""
    pending: tuple[int, ...] = ()
    """Cards drawn and not yet kept or discarded (councillor draw, Gold mine or Colony reveal),
    or an ANNO Harbour owner's sold cards until the Harbour choice (R-AN-4)."""
    started: bool = False
    used: tuple[str, ...] = ()
    """The buildings this turn produced on (`producer_second_good_must_differ`), or, for a
    Harbour owner, sold from: parallel to `pending`, named in the Harbour choice (R-AN-4)."""

    def done(self) -> Turn:
        """The turn with its current step finished. A turn with no step left is over (the
        engine passes the turn on at once, reading nothing else of it), and a started turn
        that owes and holds nothing goes on as the shared record of its remaining steps (most
        steps end so): both are shared records."""
        rest = self.todo[1:]
        if rest and (
            not self.started
            or self.count
            or self.owed
            or self.income
            or self.built
            or self.pending
            or self.used
        ):
            return replace(self, todo=rest)
        return started(rest)


@lru_cache(maxsize=1024)
def started(todo: tuple[str, ...]) -> Turn:
    """A fresh turn of these steps that owes nothing (immutable: one serves every state)."""
    return Turn(todo=todo, started=True)


IDLE = Turn()
"""Nobody's turn has started (records are immutable: one instance serves every state)."""


class Centre(Record, frozen=True):
    """ANNO: the middle of the table beside the roles (empty in San Juan)."""

    event_row: tuple[int, ...] = ()
    """Face-up events (R-AN-14)."""
    cathedral: int = NO_GOOD
    """The Cathedral card while it lies in the middle, else NO_GOOD (R-AN-9)."""
    event: int = NO_GOOD
    """The event card being resolved; it goes to the discard pile afterwards (R-AN-15)."""


NO_CENTRE = Centre()


@caching("legal")
class State(Record, frozen=True):
    rules: Rules
    rng: int
    draw: tuple[int, ...]
    """Draw pile, top card first."""
    discard: tuple[int, ...]
    players: tuple[Player, ...]
    tiles: tuple[str, ...]
    """Face-down tile stack, top first; the revealed tile is not in it."""
    tile: str
    """The tile turned up in the running trader phase, or ""."""
    tile_history: tuple[str, ...]
    round: int
    governor: int
    picks: tuple[tuple[str, int], ...]
    """Roles picked this round, with the seat that picked them."""
    phase: str
    """draft, office, chapel, hand_limit, pick, a role, tavern, pawnshop, an event, over."""
    chooser: int
    """The seat that picked the running role (-1 outside role phases)."""
    privilege: int
    """1, or 2 when the chooser's Library doubles the running role's privilege."""
    queue: tuple[int, ...]
    """Seats still to act in the running phase or step; queue[0] is on turn."""
    turn: Turn
    library_spent: bool = False
    """2 players: the governor has used the Library this round (R-SJ-2)."""
    gold_reveal: tuple[int, ...] = ()
    """The cards of the latest Gold mine or Colony reveal: public until the next pick (a
    failed reveal by the last seat ends its phase at once, and the table still shows it)."""
    centre: Centre = NO_CENTRE
    legal: tuple[Move, ...] | None = None
    """The legal moves, carried along by the turn engine (a cache, not part of the position)."""

    @property
    def event_row(self) -> tuple[int, ...]:
        return self.centre.event_row

    @property
    def cathedral(self) -> int:
        return self.centre.cathedral

    @property
    def event(self) -> int:
        return self.centre.event


@lru_cache(maxsize=64)
def pick_order(players: int, governor: int) -> tuple[int, ...]:
    """Who picks a role, in order, this round (rulings §4.2)."""
    if players == 2:
        return (governor, 1 - governor, governor)
    return tuple((governor + i) % players for i in range(players))


def split_seen(cards: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(buildings, events) among cards that were just seen: an event never stays in a hand or
    a reveal, it goes face up into the event row (R-AN-14)."""
    if not cards or max(cards) < data.EVENT_BASE:  # max(): no generator on the hot path
        return cards, ()
    return (
        tuple(c for c in cards if c < data.EVENT_BASE),
        tuple(c for c in cards if c >= data.EVENT_BASE),
    )


@lru_cache(maxsize=64)
def _deck(ruleset: str, event_copies: int, players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the starting buildings placed, the cards left to shuffle), before the shuffle: the same
    for every game of a ruleset and player count (§4.1, §4.4)."""
    cards = data.cardset(ruleset, event_copies)
    plants = tuple(c for c in cards.cards if data.card_kind(c) == cards.starting_building)[:players]
    rest = tuple(c for c in cards.cards if c not in plants and c != cards.cathedral)
    return plants, rest


def new_game(config: GameConfig, seed: int, ruleset: str = "san_juan") -> State:
    """Setup per rulings §4.1–4.4, deterministic in `seed`."""
    rules = Rules.from_config(config, ruleset)
    cards = rules.cards
    n = rules.players
    r = rng.seed_state(seed)
    r, tiles = rng.shuffle(r, data.TILE_IDS)
    governor = 0
    if rules.first_governor_random:
        r, governor = rng.below(r, n)
    plants, rest = _deck(rules.ruleset, rules.event_copies, n)
    r, deck = rng.shuffle(r, rest)
    seats = clockwise_from(governor, n)
    hands: dict[int, tuple[int, ...]] = {}
    row: tuple[int, ...] = ()
    pos = 0
    for k, seat in enumerate(seats, start=1):
        size = data.STARTING_HAND + (k if rules.starting_hand_draft else 0)
        hand: tuple[int, ...] = ()
        while len(hand) < size:
            # A dealt event is revealed and replaced by the next card for the same seat (§4.4).
            dealt, events = split_seen(deck[pos : pos + size - len(hand)])
            pos += size - len(hand)
            hand += dealt
            row += events
        hands[seat] = hand
    players = tuple(
        Player(
            hand=hands[s],
            city=(plants[s],),
            goods=(NO_GOOD,),
            functions=city_functions((plants[s],)),
        )
        for s in range(n)
    )
    if rules.starting_hand_draft:
        phase, queue = "draft", seats
    else:
        phase, queue = "pick", ()
    return State(
        rules=rules,
        rng=r,
        draw=deck[pos:],
        discard=(),
        players=players,
        tiles=tiles,
        tile="",
        tile_history=(),
        round=1,
        governor=governor,
        picks=(),
        phase=phase,
        chooser=-1,
        privilege=1,
        queue=queue,
        turn=IDLE,
        centre=Centre(event_row=row, cathedral=cards.cathedral),
    )
