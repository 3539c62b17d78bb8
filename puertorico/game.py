"""The Puerto Rico `GameDef`: binds the rules core to the engine contract (ARCHITECTURE §2)."""

from __future__ import annotations

from collections import Counter

from common.bots import standard_bots
from common.contract import GameConfig, GameDef, GlossaryRow, Lang, OptionSpec, Searching
from common.gamebase import PackageGame, Screen
from puertorico import data, moves, rules, sampling, score, validate
from puertorico import view as views
from puertorico.ai import LEARNING, HeuristicBot
from puertorico.moves import Build, Draft, Load, Move, PickRole, Sell, TakeGood, TakeTile
from puertorico.state import Rules, State, copies_in_play, new_game
from puertorico.strangers import PLANS
from puertorico.view import SeatView
from puertorico.view import view as seat_view

OPTIONS = (
    OptionSpec(
        "exp_new_buildings",
        "bool",
        False,
        "I. kiegészítő: Új épületek",
        "Expansion I: New Buildings",
    ),
    OptionSpec(
        "exp_nobles",
        "bool",
        False,
        "II. kiegészítő: Nemesek",
        "Expansion II: Nobles",
    ),
    OptionSpec(
        "building_selection",
        "choice",
        "draft",
        "Az épületek összeválogatása (kiegészítővel)",
        "Building selection (with an expansion)",
        choices=("draft", "random"),
    ),
    OptionSpec(
        "exclusive_office_trading_post",
        "bool",
        False,
        "Hivatal és kereskedelmi állomás közül csak az egyik",
        "Only one of Office and Trading post",
    ),
    OptionSpec(
        "first_governor",
        "choice",
        "seat_1",
        "Első kormányzó",
        "First governor",
        choices=("seat_1", "random"),
    ),
    OptionSpec(
        "vp_chips_5p",
        "choice",
        "126",
        "Győzelmipont-jelzők öt játékosnál",
        "VP chips with 5 players",
        choices=data.VP_CHIPS_5P,
    ),
    OptionSpec(
        "university_factory_swap",
        "bool",
        False,
        "Az egyetem 7, a gyár 8 dublonba kerül",
        "University costs 7, Factory 8",
    ),
    OptionSpec(
        "corn_start_minus_one",
        "bool",
        False,
        "Aki kukoricával kezd, 1 dublonnal kevesebbet kap",
        "Corn starters get 1 doubloon less",
    ),
    OptionSpec(
        "hospice_supply_only",
        "bool",
        False,
        "A menedékház csak a kupacból ad telepest",
        "Hospice: colonists from the supply only",
    ),
    OptionSpec(
        "villa_instead_of_ship_piece",
        "bool",
        False,
        "A vidéki lak nemese a hajóról vett bábut váltja ki",
        "Villa noble replaces the first ship piece",
    ),
    OptionSpec(
        "library_craftsman_different",
        "bool",
        False,
        "Könyvtárral az iparos két különböző árut kap",
        "Library craftsman: two different barrels",
    ),
    OptionSpec(
        "land_office_face_down",
        "bool",
        False,
        "A telekhivatal a húzópakliból ad lapkát",
        "Land office draws from the face-down stack",
    ),
    OptionSpec(
        "open_vp",
        "bool",
        False,
        "Mindenki győzelmi pontja nyilvános",
        "Everyone's VP are open",
    ),
)
"""Every ruleset option of rulings §5.1, with its ids and defaults."""

SECTION = {
    "role_choice": "PR-3.1",
    "hacienda": "PR-12.3",
    "plant": "PR-4.1",
    "hospice": "PR-12.6",
    "mayor_privilege": "PR-5.1",
    "place": "PR-5.3",
    "build": "PR-6.1",
    "university": "PR-12.11",
    "craft_privilege": "PR-7.2",
    "sell": "PR-8.1",
    "load": "PR-9.2",
    "store": "PR-9.5",
    "draft": "PX-2.1",
    "guest": "PX-4.5",
    "lay": "PX-4.2",
    "black_market": "PX-4.3",
    "small_wharf": "PX-4.8",
    "villa": "PN-4.6",
    "ship_take": "PN-3.2",
    "royal_supplier": "PN-4.5",
    "land_office": "PN-4.1",
    "land_take": "PN-4.1",
    "land_discard": "PN-4.1",
    "hunting_lodge": "PN-4.3",
    "": "PR-13.5",
}
"""Help: the rules_hu section for the decision on screen."""


SEARCH_SPEEDUP = 1.125
"""More sampled futures per search decision in the time it took before the shared engine:
a Puerto Rico search decision takes 1.16–1.18× less time than at b5e55ef (its heuristic, not
the rules, is most of a rollout; D-B-16)."""
MEDIUM_SCALE = (2.0, 5 / 3)
"""Közepes samples twice as many futures, each 40 decisions long instead of 24 (18 × 40):
it thought 15–20 ms a decision, the least of every game's Közepes, and against three learned
players won no more often than Könnyű (D-B-25)."""
HARD_SCALE = (1.0, 2.0)
"""Nehéz looks twice as far down each sampled future (54 × 80): with rollouts no longer than
Közepes's, three times its futures won no more often against three Könnyű (D-B-26)."""
HARD_LEARNED_MOVES = {"hard": 15}
"""Nehéz lets a seat it already reads as the learned player make the decisions the search
weighs (`worth_searching`: roles, builds, tiles, cargo, sales) itself in its first 15 decisions
of each rollout, as ANNO XVII's does: with the heuristic standing in for that player throughout
it won 41.9 % against three learned players (D-B-30)."""


def screen() -> Screen[Move, SeatView]:
    """The rooms a drawn table needs, imported the first time something is drawn (`Screen`)."""
    from puertorico import automatic, choices, render

    return Screen(render, choices, automatic)


class PuertoRicoGame(PackageGame[State, Move, SeatView]):
    id = "puertorico"
    name_hu = "Puerto Rico"
    name_en = "Puerto Rico"
    seats: tuple[int, ...] = (2, 3, 4, 5)
    options: tuple[OptionSpec, ...] = OPTIONS
    rules_file = "puertorico.md"

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

    def has_secrets(self, config: GameConfig) -> bool:
        """Only the VP chips are private (R-PR-64): with open VP no hand-over is needed."""
        return not config.flag("open_vp")

    def reveals(self, before: State, after: State) -> bool:
        """A face-down plantation was turned up (or the stack reshuffled)."""
        return before.rng != after.rng or len(before.plantations.stack) != len(
            after.plantations.stack
        )

    def phase_section(self, state: State) -> str:
        if state.phase == "role_choice" and state.rules.players == 2:
            return "PR-3.2"
        return SECTION.get(seat_view(state, None).step, "PR-3.3")

    def glossary(self, lang: Lang) -> tuple[GlossaryRow, ...]:
        """Every building, base game then Expansion I and II, with its one-line effect."""
        from puertorico.texts import texts  # the texts, loaded on first use as `screen`

        tx = texts(lang)
        return tuple(
            GlossaryRow(tx.BUILDING[b.id], b.cost, b.vp, b.copies, tx.EFFECT[b.id])
            for b in data.BUILDINGS
        )

    def check_invariants(self, state: State) -> None:
        """Conservation of colonists, nobles, barrels, doubloons (bank ledger), VP (chips +
        credit), plantations (forests included), quarries and buildings (the selection's
        slots too); and the shape of every zone."""
        r = state.rules
        setup = r.setup
        players = state.players
        board = state.board
        pile = state.plantations
        turn = state.turn
        assert turn.hand == 0 or state.phase == "mayor_placement", "pieces in hand"
        assert 0 <= turn.nobles <= turn.hand, "nobles in hand"
        nobles = sum(len(p.nobles) for p in players) + turn.nobles
        colonists = sum(p.pieces() for p in players) + turn.hand - nobles
        colonists += board.colonist_supply + board.colonist_ship
        assert colonists == r.colonists, "colonists created or lost"
        nobles += board.noble_supply + board.noble_ship
        assert nobles == (data.NOBLES if r.exp_nobles else 0), "nobles created or lost"
        for p in players:
            assert list(p.nobles) == sorted(p.nobles), "noble places unsorted"
            for place in set(p.nobles):
                here = p.nobles.count(place)
                if place == data.WINDROSE:
                    assert here <= p.idle, "nobles on the windrose"
                elif place in data.ISLAND_INDEX:
                    assert here <= p.worked[data.ISLAND_INDEX[place]], "nobles on tiles"
                else:
                    assert here <= p.staff[p.city.index(place)], "nobles on buildings"
        for g in range(len(data.GOODS)):
            barrels = board.goods_supply[g] + sum(p.goods[g] for p in players)
            barrels += board.house.count(g)
            barrels += sum(
                n for s, n in zip(board.ship_good, board.ship_load, strict=True) if s == g
            )
            assert barrels == setup.barrels[g], f"{data.GOODS[g]} barrels created or lost"
        money = sum(p.doubloons for p in players) + sum(state.roles.money) + board.bank
        assert money == data.BANK_DOUBLOONS, "doubloons created or lost"
        assert sum(p.vp for p in players) + board.vp_supply == r.vp_chips + board.vp_extra, "VP"
        assert board.vp_supply >= 0 and board.vp_extra >= 0, "VP ledger"
        # VP beyond the chips are credited only once the supply ran out, and that end trigger
        # stays (a Black market VP may later return a chip to the supply, R-PR-29).
        assert board.vp_extra == 0 or "vp_exhausted" in board.triggers, "VP credited early"
        stack = Counter([*pile.stack, *pile.row, *pile.discard])
        stack.update(k for p in players for k in p.forests)
        if turn.drawn >= 0:
            stack[turn.drawn] += 1
        for k in range(len(data.GOODS)):
            tiles = stack[k] + sum(p.tiles[k] for p in players)
            assert tiles == setup.plantations[k], f"{data.ISLAND[k]} tiles created or lost"
        quarries = pile.quarries + sum(p.tiles[data.QUARRY] for p in players)
        assert quarries == setup.quarries, "quarries created or lost"
        slots: Counter[int] = Counter()
        for i, b in enumerate(data.BUILDINGS):
            owned = sum(b.id in p.city for p in players)
            wanted = copies_in_play(r, b.id)
            if r.expansion and b.beige and board.buildings[i] + owned == 0:
                wanted = 0
            elif r.expansion and b.beige:
                slots[r.cost[b.id]] += 1
            assert board.buildings[i] + owned == wanted, f"{b.id} tiles created or lost"
        for cost, n in slots.items():
            assert n <= data.SLOTS[cost], f"too many types at cost {cost}"
        if r.expansion and state.phase != "draft":
            assert slots == Counter(data.SLOTS), "the selection left a slot empty"
        for p in players:
            assert p.doubloons >= 0 and min(p.goods) >= 0, "negative holdings"
            assert p.island() <= data.ISLAND_SPACES and p.spaces() <= data.CITY_SPACES
            assert all(0 <= w <= t for w, t in zip(p.worked, p.tiles, strict=True)), "worked"
            assert len(p.staff) == len(p.city) == len(set(p.city)), "city"
            assert all(0 <= n <= data.CIRCLES[b] for b, n in zip(p.city, p.staff, strict=True))
        loaded = [g for g in board.ship_good if g >= 0]
        assert len(loaded) == len(set(loaded)), "one good on two ships"
        for g, n, cap in zip(board.ship_good, board.ship_load, setup.cargo, strict=True):
            assert (g < 0) == (n == 0) and n <= cap, "cargo ship"
        assert len(board.house) <= data.HOUSE_SPACES, "trading house"
        assert set(board.triggers) <= set(data.TRIGGERS), "unknown end trigger"


SEARCHED = (PickRole, Build, TakeTile, Load, Sell, TakeGood, Draft)
"""The decisions that shape a Puerto Rico game; colonist placements (more than half of a seat's
decisions), storage and the optional buildings' uses are left to the rules of thumb (D-B-19)."""


def worth_searching(legal: tuple[Move, ...]) -> bool:
    """Whether the search bot spends its budget here: a role, a build, a tile, a cargo, a
    sale, the craftsman's extra barrel or a draft pick."""
    return any(isinstance(m, SEARCHED) for m in legal)


PUERTO_RICO: GameDef[State, Move, SeatView] = PuertoRicoGame()
PUERTO_RICO.learning = LEARNING
PUERTO_RICO.bot_kinds = standard_bots(
    PUERTO_RICO,
    HeuristicBot,
    worth_searching,
    iteration_scale=SEARCH_SPEEDUP,
    plans=PLANS,
    learning=LEARNING,
    level_scale={"medium": MEDIUM_SCALE, "hard": HARD_SCALE},
    learned_moves=HARD_LEARNED_MOVES,
)
