"""Immutable Az Aranyváros state records and the game setup (rulings/aranyvaros.md §3).

Terrain cards are interchangeable within a type, so hands and the discard pile are counts per
terrain; only the draw pile is a sequence (its order is the hidden part). Goods, bonus and
scoring cards are their index in the data tables. A player's houses are a bitmask of places.
Where a seat is in the middle of its build turn is kept in `Turn`, so any state can be saved
and resumed exactly.
"""

from __future__ import annotations

from typing import Final

from aranyvaros import data
from aranyvaros.moves import Move
from common import rng
from common.contract import GameConfig
from common.records import Record, caching, replace
from common.turns import clockwise_from


class Rules(Record, frozen=True):
    """The config flattened into fields the hot path reads without lookups (rulings §14)."""

    players: int
    start_random: bool = False
    rebid_immediate: bool = False
    joker_for_harbour: bool = True
    per_district: bool = False
    stuck_on_own_turn: bool = False
    stuck_player_loses: bool = True
    open_letters: bool = False
    open_bonus_cards: bool = False

    @staticmethod
    def from_config(config: GameConfig) -> Rules:
        return Rules(
            players=config.players,
            start_random=config.get("start_player") == "random",
            rebid_immediate=config.get("displaced_rebid") == "immediate",
            joker_for_harbour=config.flag("joker_for_harbour"),
            per_district=config.get("city_capacity") == "per_district",
            stuck_on_own_turn=config.get("stuck_check") == "own_build_turn",
            stuck_player_loses=config.flag("stuck_player_loses"),
            open_letters=config.flag("open_letters"),
            open_bonus_cards=config.flag("open_bonus_cards"),
        )


class Player(Record, frozen=True):
    hand: tuple[int, ...]
    """Terrain cards held, counted per terrain (data.TERRAINS order)."""
    coins: int
    keys: int
    goods: tuple[int, ...]
    """Goods cards held, ascending."""
    bonus: tuple[int, ...]
    """Bonus cards held, ascending."""
    letters: int
    """Letters won so far; bonus cards are added only by the final scoring (score.py)."""
    houses: int
    """Bitmask of the places holding one of this player's houses."""
    houses_left: int
    stuck: bool = False
    """Could build nowhere any more (R-AV-47); ends the game and loses (R-AV-48)."""


class Turn(Record, frozen=True):
    """What the seat on turn still has to do.

    `todo` lists the remaining steps in order: build → pay → place → (bonus | goods → return) →
    build → … → limit. A step is skipped when it does not apply at the moment it is reached.
    """

    todo: tuple[str, ...] = ()
    place: int = -1
    """The place being built on, from `build` until the house stands."""
    owed: int = 0
    """Cards still to pay for that place (a joker pair counts as one)."""
    built: int = 0
    """Houses built in this turn."""
    started: bool = False

    def done(self) -> Turn:
        """The turn with its current step finished."""
        if self.place < 0 and not self.owed:
            return between_builds(self.todo[1:], self.built)
        return replace(self, todo=self.todo[1:], started=True)


IDLE = Turn()
"""Nobody's turn has started (records are immutable: one instance serves every state)."""
BUILD_TURN = ("build", "limit")
"""A build turn's steps as it begins."""
REWARD_STEPS = tuple(
    ("bonus",) * bool(p.reward.bonus_choose) + ("goods", "return") * bool(p.reward.goods_take)
    for p in data.PLACES
)
"""The steps each place's reward adds to the turn: a bonus card or a goods card to choose."""
BETWEEN_BUILDS: Final[dict[tuple[tuple[str, ...], int], Turn]] = {
    (todo[k:], built): Turn(todo=todo[k:], built=built, started=True)
    for todo in dict.fromkeys(steps + BUILD_TURN for steps in REWARD_STEPS)
    for k in range(len(todo) + 1)
    for built in range(data.HOUSES_PER_TURN + 1)
}
"""Every turn a seat can stand at between two houses (no place chosen, nothing owed), by its
steps and houses built: the turns each build passes through, built once."""


def between_builds(todo: tuple[str, ...], built: int) -> Turn:
    """The started turn with these steps left, no place chosen and nothing owed."""
    turn = BETWEEN_BUILDS.get((todo, built))
    return Turn(todo=todo, built=built, started=True) if turn is None else turn


@caching("legal")
class State(Record, frozen=True):
    rules: Rules
    rng: int
    round: int
    """Rounds begun; equals the number of scoring cards turned up."""
    start: int
    """The seat holding the start-player key."""
    phase: str
    """setup, bidding, building or game_over; the other phases of a round run inside apply."""
    queue: tuple[int, ...]
    """Bidding: (the bidder,), or (the displaced seat re-bidding at once, the seat whose turn
    it is); building: the seats whose build turn has not ended, the one on turn first."""
    turn: Turn
    players: tuple[Player, ...]
    draw: tuple[int, ...]
    """Terrain draw pile, top first."""
    discard: tuple[int, ...]
    """The face-up terrain discard pile, counted per terrain."""
    pairs: tuple[tuple[int, int], ...]
    """This round's terrain pairs (while bidding)."""
    bids: tuple[int, ...]
    """The seat whose hand lies on each pair, or -1."""
    displacements: int
    supply: int
    """Coins in the supply."""
    keys_supply: int
    keys_box: int
    goods_deck: tuple[int, ...]
    """Face down, top first."""
    goods_display: tuple[int, ...]
    goods_box: tuple[int, ...]
    bonus_deck: tuple[int, ...]
    """Ascending: its order does not matter (R-AV-6)."""
    scoring_deck: tuple[int, ...]
    """Face down, top first."""
    scoring_card: int
    """The card turned up this round, or -1."""
    scoring_box: tuple[int, ...]
    """Scored cards, oldest first."""
    last_scoring: tuple[int, ...] = ()
    """Letters each seat won in the latest scoring phase (public, R-AV-54)."""
    end: tuple[str, ...] = ()
    """End reasons triggered so far (R-AV-49)."""
    legal: tuple[Move, ...] | None = None
    """The legal moves, carried along by the turn engine (a cache, not part of the position)."""


def new_game(config: GameConfig, seed: int) -> State:
    """Setup per R-AV-2 to R-AV-8, deterministic in `seed`; round 1 starts in `rules.start`."""
    rules = Rules.from_config(config)
    n = rules.players
    r = rng.seed_state(seed)
    start = 0
    if rules.start_random:
        r, start = rng.below(r, n)
    deck = [t for t, count in enumerate(data.TERRAIN_DECK) for _ in range(count)]
    for _ in range(n):
        deck.remove(data.COAST)
    r, draw = rng.shuffle(r, deck)
    hands = [[0] * len(data.TERRAINS) for _ in range(n)]
    for seat in range(n):
        hands[seat][data.COAST] += 1
    for k, seat in enumerate(clockwise_from(start, n)):
        hands[seat][draw[k]] += 1
    draw = draw[n:]
    r, goods = rng.shuffle(r, range(len(data.GOODS_CARDS)))
    scoring: tuple[int, ...] = ()
    for tier in data.TIERS:
        r, cards = rng.shuffle(r, [c.index for c in data.SCORING_CARDS if c.tier == tier])
        scoring += cards
    houses = data.HOUSES_PER_PLAYER[n]
    players = tuple(
        Player(
            hand=tuple(hands[s]),
            coins=data.START_COINS,
            keys=0,
            goods=(),
            bonus=(),
            letters=0,
            houses=0,
            houses_left=houses,
        )
        for s in range(n)
    )
    return State(
        rules=rules,
        rng=r,
        round=0,
        start=start,
        phase="setup",
        queue=(),
        turn=IDLE,
        players=players,
        draw=draw,
        discard=(0,) * len(data.TERRAINS),
        pairs=(),
        bids=(),
        displacements=0,
        supply=data.COINS - n * data.START_COINS,
        keys_supply=data.KEYS,
        keys_box=0,
        goods_deck=goods[data.DISPLAY_SIZE :],
        goods_display=goods[: data.DISPLAY_SIZE],
        goods_box=(),
        bonus_deck=tuple(range(len(data.BONUS_CARDS))),
        scoring_deck=scoring,
        scoring_card=-1,
        scoring_box=(),
    )
