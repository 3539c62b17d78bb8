"""The San Juan and ANNO XVII `GameDef`s: one class binding the rules core to the engine
contract (ARCHITECTURE §2), instantiated once per ruleset."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial

from common.bots import standard_bots
from common.contract import GameDef, GlossaryRow, Lang, OptionSpec, Searching
from common.gamebase import PackageGame, Screen
from sanjuan import data, moves, rules, sampling, score, validate
from sanjuan import view as views
from sanjuan.ai import ROLLOUT_SCALE, HeuristicBot, learning, worth_searching
from sanjuan.moves import Move
from sanjuan.state import NO_GOOD, Rules, State, city_functions, new_game
from sanjuan.strangers import PLANS
from sanjuan.view import SeatView
from sanjuan.view import view as seat_view

PHASES = frozenset(
    (
        "draft",
        "office",
        "chapel",
        "hand_limit",
        "pick",
        "over",
        "tavern",
        "pawnshop",
        *data.ROLES,
        *data.EVENT_IDS,
    )
)

OPTIONS = (
    OptionSpec(
        "starting_hand_draft",
        "bool",
        False,
        "Kezdőkártyák választása (5–8 lapból)",
        "Starting-hand draft (5–8 cards)",
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
        "library_two_player_limit",
        "bool",
        True,
        "Két játékosnál a Könyvtár körönként egyszer",
        "2 players: Library once a round",
    ),
    OptionSpec(
        "goldmine_excludes_chooser",
        "bool",
        False,
        "Az Aranybánya nem működik az aranyásónak",
        "Gold mine not for the prospector's chooser",
    ),
    OptionSpec(
        "show_tile_history",
        "bool",
        True,
        "A felfordított kartonok listája látszik",
        "Show the history of revealed tiles",
    ),
    OptionSpec(
        "auto_take_card_draws",
        "bool",
        False,
        "A csak lapot adó hatások kérdés nélkül",
        "Take card-only gains without asking",
    ),
)

EVENT_COPIES_MAX = 5
"""The game has one copy of each event; five make 30 of the 167 cards events (D-AN-12)."""

ANNO_OPTIONS = (
    # R-AN-7: in ANNO the Gold mine skips its chooser by default.
    *(replace(o, default=True) if o.id == "goldmine_excludes_chooser" else o for o in OPTIONS),
    OptionSpec(
        "hand_limit_base",
        "choice",
        "6",
        "Kézlimit Városkapu és Torony nélkül",
        "Hand limit without City gate or Tower",
        choices=("6", "7"),
    ),
    OptionSpec(
        "producer_second_good_must_differ",
        "bool",
        True,
        "Az iparos árui különböző fajta épületekre kerülnek",
        "The producer's goods go on different building types",
    ),
    OptionSpec(
        "event_copies",
        "int",
        1,
        "Eseménylapok száma eseményenként (0 = események nélkül)",
        "Copies of each event card (0 = no events)",
        maximum=EVENT_COPIES_MAX,
    ),
    OptionSpec(
        "event_check_on_face_down_draws",
        "bool",
        False,
        "A képpel lefelé húzott lapok is lehetnek események",
        "Face-down draws are checked for events too",
    ),
)

SECTION = {
    "draft": "SJ-2.4",
    "chapel": "SJ-3.5",
    "limit": "SJ-3.6",
    "pick": "SJ-3.1",
    "pick_two_players": "SJ-3.2",
    "build": "SJ-4.1",
    "pay": "SJ-4.2",
    "carpenter": "SJ-11.13",
    "poor_house": "SJ-11.4",
    "produce": "SJ-5.1",
    "well": "SJ-11.7",
    "sell": "SJ-6.2",
    "market_stand": "SJ-11.8",
    "market_hall": "SJ-11.15",
    "council_draw": "SJ-7.1",
    "keep": "SJ-7.1",
    "discard": "SJ-11.3",
    "prospector": "SJ-8.1",
    "gold": "SJ-11.2",
    "gold_keep": "SJ-11.2",
    "": "SJ-13.2",
}
"""Help: the rules_hu section for the decision on screen."""

ANNO_SECTION = {
    "draft": "AN-3.6",
    "office": "AN-7.2",
    "chapel": "AN-4.4",
    "bank": "AN-7.1",
    "limit": "AN-4.5",
    "pick": "AN-4.2",
    "pick_two_players": "AN-4.3",
    "build": "AN-5.1",
    "pay": "AN-5.1",
    "carpenter": "AN-6.2",
    "poor_house": "AN-6.2",
    "tavern": "AN-7.6",
    "produce": "AN-5.2",
    "well": "AN-6.2",
    "sell": "AN-5.3",
    "harbour": "AN-7.5",
    "market_stand": "AN-6.2",
    "market_hall": "AN-6.2",
    "pawnshop": "AN-7.10",
    "council_draw": "AN-5.4",
    "keep": "AN-5.4",
    "discard": "AN-6.5",
    "prospector": "AN-5.5",
    "gold": "AN-6.4",
    "gold_keep": "AN-6.4",
    "colony": "AN-7.7",
    "colony_keep": "AN-7.7",
    "fire": "AN-8.4",
    "industry": "AN-8.5",
    "tax": "AN-8.6",
    "revolution": "AN-8.7",
    "rebuild": "AN-8.9",
    "democracy": "AN-8.8",
    "": "AN-10.1",
}
"""Help for ANNO decisions: the rules_hu/anno_xvii.md section."""


SEARCH_SPEEDUP = 1.5
"""More sampled futures per search decision in the time it took before the shared engine:
San Juan and ANNO search decisions take 1.6–1.7× less time than at b5e55ef (D-B-16)."""
ANNO_LEARNED_MOVES = {"hard": 15}
"""ANNO XVII's Nehéz lets a seat it reads as the learned player make its roles and builds itself
in its first 15 decisions of each rollout: with the heuristic standing in for it everywhere it
won 28 % against three learned players, below Közepes (D-B-28)."""


def screen() -> Screen[Move, SeatView]:
    """The rooms a drawn table needs, imported the first time something is drawn (`Screen`)."""
    from sanjuan import automatic, choices, render

    return Screen(render, choices, automatic)


class SanJuanGame(PackageGame[State, Move, SeatView]):
    """A ruleset of the San Juan engine: `san_juan` or its fan variant `anno_xvii`."""

    seats: tuple[int, ...] = (2, 3, 4)

    def __init__(
        self,
        id: str,
        ruleset: str,
        names: tuple[str, str],
        options: tuple[OptionSpec, ...],
        rules_file: str,
        section: Mapping[str, str],
        default_section: str,
    ) -> None:
        super().__init__(
            engine=rules.ENGINE,
            start=rules.start,
            moves=moves,
            views=views,
            score=score,
            screen=screen,
            validate=validate,
            setup=partial(new_game, ruleset=ruleset),
            rules_from_config=partial(Rules.from_config, ruleset=ruleset),
            state=State,
        )
        self.id = id
        self.ruleset = ruleset
        self.name_hu, self.name_en = names
        self.options = options
        self.rules_file = rules_file
        self.section = section
        self.default_section = default_section
        self.search = Searching(sampling.sample_state, score.win_shares)

    def reveals(self, before: State, after: State) -> bool:
        return (
            before.rng != after.rng
            or len(before.draw) != len(after.draw)
            or before.tile_history != after.tile_history
            or before.event_row != after.event_row
        )

    def aftermath(self, before: SeatView, after: SeatView, move: Move, lang: Lang) -> str:
        from sanjuan.render import aftermath  # the texts, loaded on first use as `screen`

        return aftermath(before, after, move, lang)

    def phase_section(self, state: State) -> str:
        v = seat_view(state, None)
        step = v.step
        if step == "pick" and len(v.players) == 2:
            step = "pick_two_players"  # two players pick three times a round: their own section
        return self.section.get(step, self.default_section)

    def glossary(self, lang: Lang) -> tuple[GlossaryRow, ...]:
        """Every building type in the rulebook's order with its one-line effect; ANNO adds the
        events (cost and points 0, one copy of each by default)."""
        from sanjuan.texts import texts  # the texts, loaded on first use as `screen`

        tx = texts(lang)
        cards = data.CARDSETS[self.ruleset]
        name = tx.NAMES[self.ruleset]
        effect = tx.EFFECT if self.ruleset == "san_juan" else {**tx.EFFECT, **tx.EFFECT_ANNO}
        rows = [
            GlossaryRow(name[b.id], b.cost, b.vp, b.count, effect[b.id]) for b in cards.buildings
        ]
        if cards.event_copies:
            rows += [
                GlossaryRow(tx.EVENT[e], 0, 0, cards.event_copies, tx.EVENT_EFFECT[e])
                for e in data.EVENT_IDS
            ]
        return tuple(rows)

    def check_position(self, state: State) -> None:
        """One engine plays both rulesets: a state of the other one is no position of this
        game, whatever `sanjuan.validate` would say of it."""
        assert state.rules.ruleset == self.ruleset, f"not a {self.id} state"
        super().check_position(state)

    def check_invariants(self, state: State) -> None:
        """Every card is in exactly one zone (rulings §3.7: 110, or ANNO's 137 + 6 × event
        copies), events lie only where an unseen card may, and every seat, phase, role, tile
        and step named in the state exists (positions may be hand-edited)."""
        assert state.rules.ruleset == self.ruleset, f"not a {self.id} state"
        # A Harbour owner's sold goods wait in `pending` during the trader phase (R-AN-4).
        seen: list[int] = [*state.turn.pending] if state.phase != "trader" else []
        zones: list[int] = [*state.draw, *state.discard, *state.turn.pending, *state.event_row]
        zones += [c for c in (state.cathedral, state.event) if c != NO_GOOD]
        for p in state.players:
            zones += [*p.hand, *p.city, *p.covered, *p.chapel, *p.bank, *p.harbour]
            zones += [g for g in (*p.goods, p.pawn) if g != NO_GOOD]
            seen += [*p.hand, *p.city, *p.covered, *p.chapel, *p.bank]
            assert len(p.goods) == len(p.city), "goods not parallel to city"
            assert p.functions in (None, city_functions(p.city)), "stale city functions"
            assert p.pawn == NO_GOOD or p.has_function("pawnshop"), "a Pawnshop card, no Pawnshop"
            tucked = {*p.covered, *p.chapel, *p.bank, *p.harbour}
            assert all(c in tucked and host in p.city for c, host in p.under), "bad stack"
        assert sorted(zones) == sorted(state.rules.cards.cards), "cards created or lost"
        assert not any(data.is_event(c) for c in seen), "an event outside the event places"
        assert all(data.is_event(c) for c in state.event_row), "a building in the event row"
        assert state.event == NO_GOOD or data.is_event(state.event), "not an event"
        assert state.cathedral in (NO_GOOD, state.rules.cards.cathedral), "not the Cathedral"
        n = state.rules.players
        assert n in self.seats and len(state.players) == n, "wrong number of players"
        assert 0 <= state.governor < n, f"no seat {state.governor + 1}"
        assert -1 <= state.chooser < n and all(0 <= q < n for q in state.queue), "no such seat"
        assert state.phase in PHASES, f"unknown phase {state.phase!r}"
        picks = (*data.ROLES, *data.EVENT_IDS)
        assert all(r in picks and 0 <= seat < n for r, seat in state.picks), "bad pick"
        shown = (state.tile,) if state.tile else ()
        assert sorted(state.tiles + shown) == sorted(data.TILE_IDS), "tiles created or lost"
        assert set(state.tile_history) <= set(data.TILE_IDS), "unknown tile in the history"
        assert state.privilege in (1, 2), "privilege must be 1 or 2"
        assert set(state.turn.todo) <= rules.STEPS, "unknown step"
        if state.phase not in ("pick", "over"):
            assert state.queue or not state.turn.started, "a turn without a seat"


SAN_JUAN: GameDef[State, Move, SeatView] = SanJuanGame(
    "sanjuan", "san_juan", ("San Juan", "San Juan"), OPTIONS, "sanjuan.md", SECTION, "SJ-3.3"
)
SAN_JUAN.learning = learning("sanjuan")
SAN_JUAN.bot_kinds = standard_bots(
    SAN_JUAN,
    HeuristicBot,
    worth_searching,
    ROLLOUT_SCALE,
    SEARCH_SPEEDUP,
    PLANS,
    SAN_JUAN.learning,
)
ANNO_XVII: GameDef[State, Move, SeatView] = SanJuanGame(
    "anno_xvii",
    "anno_xvii",
    ("ANNO XVII", "ANNO XVII"),
    ANNO_OPTIONS,
    "anno_xvii.md",
    ANNO_SECTION,
    "AN-4.1",
)
ANNO_XVII.learning = learning("anno_xvii")
ANNO_XVII.bot_kinds = standard_bots(
    ANNO_XVII,
    HeuristicBot,
    worth_searching,
    ROLLOUT_SCALE,
    SEARCH_SPEEDUP,
    PLANS,
    ANNO_XVII.learning,
    learned_moves=ANNO_LEARNED_MOVES,
)
