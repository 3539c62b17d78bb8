"""The Az Aranyváros `GameDef`: binds the rules core to the engine contract (ARCHITECTURE §2)."""

from __future__ import annotations

from aranyvaros import data, moves, rules, sampling, score, validate
from aranyvaros import view as views
from aranyvaros.ai import LEARNING, HeuristicBot
from aranyvaros.moves import Move
from aranyvaros.state import Rules, State, new_game
from aranyvaros.strangers import PLANS
from aranyvaros.view import SeatView
from common.bots import standard_bots
from common.contract import GameDef, GlossaryRow, Lang, OptionSpec, Searching
from common.gamebase import PackageGame, Screen
from common.plural import fill

OPTIONS = (
    OptionSpec(
        "start_player",
        "choice",
        "youngest",
        "Kezdőjátékos: a legfiatalabb (1. szék) vagy sorsolt",
        "Start player: the youngest (seat 1) or drawn by lot",
        choices=("youngest", "random"),
    ),
    OptionSpec(
        "displaced_rebid",
        "choice",
        "next_turn",
        "A kiszorított játékos újra licitál: a sor szerint vagy azonnal",
        "A displaced player bids again: in turn or at once",
        choices=("next_turn", "immediate"),
    ),
    OptionSpec(
        "joker_for_harbour",
        "bool",
        True,
        "Jokerpár kikötőhöz is használható",
        "A joker pair may pay for a harbour",
    ),
    OptionSpec(
        "city_capacity",
        "choice",
        "per_quarter",
        "Városi házak: városrészenként vagy kerületenként egy",
        "City houses: one per quarter or one per district",
        choices=("per_quarter", "per_district"),
    ),
    OptionSpec(
        "stuck_check",
        "choice",
        "on_placement",
        "Elakadás vizsgálata: minden lerakás után vagy a saját kör elején",
        "Stuck test: after every placement or at the own build turn",
        choices=("on_placement", "own_build_turn"),
    ),
    OptionSpec(
        "stuck_player_loses",
        "bool",
        True,
        "Az elakadt játékos veszít",
        "A stuck player loses",
    ),
    OptionSpec(
        "open_letters",
        "bool",
        False,
        "Mindenki levélösszege látható",
        "Everyone's letters are shown",
    ),
    OptionSpec(
        "open_bonus_cards",
        "bool",
        False,
        "A bónuszkártyák nyíltak",
        "Bonus cards are open",
    ),
)

SECTION = {
    "bid": "AV-4.1",
    "build": "AV-5.2",
    "pay": "AV-5.8",
    "bonus": "AV-6.5",
    "goods": "AV-6.6",
    "return": "AV-6.7",
    "limit": "AV-5.10",
    "": "AV-10.1",
}
"""Help: the rules_hu section for the decision on screen."""


SEARCH_SPEEDUP = 1.125
"""More sampled futures per search decision in the time it took before the shared engine:
an Aranyváros search decision takes 1.16–1.18× less time than at b5e55ef (its heuristic, not
the rules, is most of a rollout; D-B-16)."""


def screen() -> Screen[Move, SeatView]:
    """The rooms a drawn table needs, imported the first time something is drawn (`Screen`)."""
    from aranyvaros import automatic, choices, render

    return Screen(render, choices, automatic)


class AranyvarosGame(PackageGame[State, Move, SeatView]):
    id = "aranyvaros"
    name_hu = "Az Aranyváros"
    name_en = "Die Goldene Stadt"
    seats: tuple[int, ...] = data.PLAYER_COUNTS
    options: tuple[OptionSpec, ...] = OPTIONS
    rules_file = "aranyvaros.md"

    def __init__(self) -> None:
        super().__init__(
            engine=rules.ENGINE,
            start=rules.start,
            moves=moves,
            views=views,
            score=score,
            screen=screen,
            validate=validate,
            setup=new_game,
            rules_from_config=Rules.from_config,
            state=State,
        )
        self.search = Searching(sampling.sample_state, score.win_shares)

    def reveals(self, before: State, after: State) -> bool:
        """A draw, a shuffle, a new goods or scoring card, or a look into the bonus deck."""
        return (
            before.rng != after.rng
            or len(before.draw) != len(after.draw)
            or len(before.goods_deck) != len(after.goods_deck)
            or len(before.scoring_deck) != len(after.scoring_deck)
            or rules.step(after) == "bonus"
            or len(before.bonus_deck) != len(after.bonus_deck)
        )

    def phase_section(self, state: State) -> str:
        return SECTION.get(rules.step(state), "AV-3.1")

    def glossary(self, lang: Lang) -> tuple[GlossaryRow, ...]:
        """Terrain cards, goods-card kinds, bonus cards and the key card, with their use."""
        from aranyvaros.render import goods_name  # loaded on first use, as `screen`
        from aranyvaros.texts import texts

        tx = texts(lang)
        g = tx.GLOSSARY
        rows = []
        for t, count in zip(data.TERRAINS, data.TERRAIN_DECK, strict=True):
            use = g["coast_use"] if t == "coast" else g["land_use"].format(adj=tx.TERRAIN_ADJ[t])
            rows.append(
                GlossaryRow(
                    g["terrain"].format(terrain=tx.TERRAIN[t]),
                    0,
                    0,
                    count,
                    fill(g["terrain_effect"], n=count, use=use),
                )
            )
        for kind in data.GOODS_KINDS:
            count = sum(c.kind == kind for c in data.GOODS_CARDS)
            name = g["goods_card"].format(goods=goods_name(kind, tx))
            rows.append(GlossaryRow(name, 0, 0, count, g["goods_effect"]))
        for b in data.BONUS_CARDS:
            name = g["bonus_card"].format(name=tx.BONUS_NAME[b.id])
            rows.append(GlossaryRow(name, 0, b.letters, 1, tx.BONUS[b.id]))
        rows.append(GlossaryRow(g["key_card"], 0, 0, data.KEYS, g["key_effect"]))
        return tuple(rows)

    def check_invariants(self, state: State) -> None:
        """Conservation of every component and the board's shape (rulings §16, I-1 to I-7)."""
        check_invariants(state)


def _linked(houses: int) -> bool:
    """Every house reaches an own harbour through own houses (I-6)."""
    seen = houses & data.HARBOURS
    frontier = seen
    while frontier:
        grown = 0
        m = frontier
        while m:
            low = m & -m
            grown |= data.ADJ[low.bit_length() - 1]
            m ^= low
        frontier = grown & houses & ~seen
        seen |= frontier
    return seen == houses


def check_invariants(state: State) -> None:
    n = state.rules.players
    players = state.players
    assert len(players) == n
    # I-1 coins, I-2 keys
    coins = sum(p.coins for p in players) + state.supply
    assert coins == data.COINS and state.supply >= 0, "coins created or lost"
    assert all(p.coins >= 0 and p.keys >= 0 and p.letters >= 0 for p in players)
    keys = state.keys_supply + sum(p.keys for p in players) + state.keys_box
    assert keys == data.KEYS and state.keys_supply >= 0, "keys created or lost"
    # I-3 goods cards
    goods = [*state.goods_deck, *state.goods_display, *state.goods_box]
    for p in players:
        goods += p.goods
    assert sorted(goods) == list(range(len(data.GOODS_CARDS))), "goods cards created or lost"
    returning = rules.step(state) == "return"
    for seat, p in enumerate(players):
        limit = data.GOODS_LIMIT + (returning and seat == state.queue[0])
        assert len(p.goods) <= limit, f"seat {seat + 1} holds too many goods cards"
    assert len(state.goods_display) <= data.DISPLAY_SIZE
    assert len(state.goods_display) == data.DISPLAY_SIZE or not state.goods_deck
    # I-4 terrain cards
    per_terrain = [state.draw.count(t) + state.discard[t] for t in range(len(data.TERRAINS))]
    for a, b in state.pairs:
        per_terrain[a] += 1
        per_terrain[b] += 1
    for p in players:
        assert all(h >= 0 for h in p.hand)
        per_terrain = [x + h for x, h in zip(per_terrain, p.hand, strict=True)]
    assert tuple(per_terrain) == data.TERRAIN_DECK, "terrain cards created or lost"
    if state.phase == "building":
        for seat in range(n):
            if seat not in state.queue:
                assert sum(players[seat].hand) <= data.HAND_LIMIT, "hand limit not kept"
    # I-5 bonus and scoring cards
    bonus = [*state.bonus_deck, *(b for p in players for b in p.bonus)]
    assert sorted(bonus) == list(range(len(data.BONUS_CARDS))), "bonus cards created or lost"
    scoring = [*state.scoring_deck, *state.scoring_box]
    if state.scoring_card >= 0:
        scoring.append(state.scoring_card)
    assert sorted(scoring) == list(range(len(data.SCORING_CARDS))), "scoring cards lost"
    # I-6 houses
    per_player = data.HOUSES_PER_PLAYER[n]
    single = 0
    for seat, p in enumerate(players):
        assert p.houses.bit_count() + p.houses_left == per_player, f"seat {seat + 1}: houses"
        assert p.houses_left >= 0 and p.houses & ~data.ALL == 0
        assert single & p.houses & data.SINGLE == 0, "two houses on one harbour or suburb"
        single |= p.houses & data.SINGLE
        assert _linked(p.houses), f"seat {seat + 1} has a house cut off from its harbours"
        if state.rules.per_district:
            assert all((p.houses & d).bit_count() <= 1 for d in data.DISTRICT_MASKS)
    # I-7 bidding and rounds
    assert 0 <= state.displacements <= 7 and 0 <= state.round <= data.ROUNDS_MAX
    if state.phase == "bidding":
        assert len(state.pairs) == len(state.bids) == data.PAIRS_PER_ROUND[n]
        placed = [b for b in state.bids if b >= 0]
        assert len(placed) == len(set(placed)) < len(state.bids)
        assert state.queue[0] not in placed


ARANYVAROS: GameDef[State, Move, SeatView] = AranyvarosGame()
ARANYVAROS.learning = LEARNING
ARANYVAROS.bot_kinds = standard_bots(
    ARANYVAROS, HeuristicBot, iteration_scale=SEARCH_SPEEDUP, plans=PLANS, learning=LEARNING
)
