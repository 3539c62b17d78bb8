"""What a San Juan / ANNO choice does, beside it in the choice list (issue 16 item 1)."""

from __future__ import annotations

import pytest
from anno_builders import scenario as anno_scenario
from builders import move, play, scenario

from common.bots import RandomBot
from sanjuan import data
from sanjuan.explain import price_parts
from sanjuan.game import ANNO_XVII, SAN_JUAN
from sanjuan.moves import Build
from sanjuan.rules import build_cost, legal_moves, to_act
from sanjuan.state import State
from sanjuan.view import view


def explained(state: State, text: str, lang: str = "hu") -> str:
    """The explanation of one legal move for the seat on turn."""
    seat = to_act(state)
    game = ANNO_XVII if state.rules.ruleset == "anno_xvii" else SAN_JUAN
    words = game.explain(view(state, seat), move(state, text), lang)  # type: ignore[arg-type]
    assert words is not None
    return words


@pytest.mark.rule("SJ-3.3")
def test_each_role_says_its_action_and_the_privilege_of_its_chooser() -> None:
    s = scenario(players=3, cities=[["indigo_plant", "well"], ["indigo_plant"], ["indigo_plant"]])
    builder = explained(s, "pick builder")
    assert "Mindenki építhet" in builder and "neked 1 lappal olcsóbb" in builder
    producer = explained(s, "pick producer")
    assert "Mindenki termelhet" in producer
    assert "legfeljebb 1 árut termelhetsz (1 üres termelőépület)" in producer
    assert "te 5 lapot húzol, és 1 lapot tartasz meg" in explained(s, "pick councillor")
    assert "húzol 1 lapot" in explained(s, "pick prospector")
    trader = explained(s, "pick trader")
    assert "nincs eladható árud" in trader
    assert "Privilege: building costs you 1 card less." in explained(s, "pick builder", "en")


@pytest.mark.rule("SJ-11.17")
def test_a_library_doubles_the_privilege_in_the_words_and_a_saved_library_does_not() -> None:
    s = scenario(players=3, cities=[["indigo_plant", "library"], ["indigo_plant"], []])
    text = explained(s, "pick councillor")
    assert "te 8 lapot húzol" in text and "a Könyvtár duplázza" in text
    assert "neked 2 lappal olcsóbb" in explained(s, "pick builder")
    two = scenario(players=2, cities=[["indigo_plant", "library"], ["indigo_plant"]])
    assert "neked 2 lappal olcsóbb" in explained(two, "pick builder")
    saved = explained(two, "pick builder nolibrary")
    assert "neked 1 lappal olcsóbb" in saved and "második választásodra" in saved


@pytest.mark.rule("SJ-4.2")
def test_a_build_works_out_its_price_discount_by_discount() -> None:
    """The rules' example: a Library and a Smithy take a Coffee roaster from 4 to 1."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "library", "smithy"], ["indigo_plant", "quarry"], []],
        hands=[
            ["coffee_roaster", "sugar_mill", "statue", "hero", "hero", "hero"],
            ["library", "statue", "statue", "victory_column", "victory_column", "archive"],
            [],
        ],
    )
    s = play(s, "pick builder")
    text = explained(s, "build coffee_roaster")
    assert text.startswith("Termelőépület: kávét tárol.")
    assert "2 GyP" in text
    assert "Ár: 4 − 2 kiváltság (Könyvtárral) − 1 Kovácsműhely = 1 lap" in text
    free = explained(s, "build sugar_mill")
    want = (
        "Ár: 2 − 2 kiváltság (Könyvtárral) − 1 Kovácsműhely = 0 lap (a többlet kedvezmény elvész)"
    )
    assert want in free
    s = play(s, "build coffee_roaster", "pay statue")
    assert "Ár: 5 − 1 Kőbánya = 4 lap" in explained(s, "build library")


@pytest.mark.rule("SJ-11.9")
def test_a_crane_build_subtracts_the_covered_buildings_cost() -> None:
    s = scenario(
        players=3,
        cities=[["indigo_plant", "crane", "well"], [], []],
        hands=[["library", "statue", "hero", "hero"], [], []],
    )
    s = play(s, "pick builder")
    assert "Ár: 5 − 2 a letakart Kút − 1 kiváltság = 2 lap" in explained(
        s, "build library over well"
    )
    assert "Price: 5 − 2 for the covered Well − 1 privilege = 2 cards" in explained(
        s, "build library over well", "en"
    )


@pytest.mark.rule("SJ-12.2")
def test_a_bonus_building_says_what_it_would_score_now() -> None:
    s = scenario(
        players=3,
        cities=[["indigo_plant", "sugar_mill", "smithy"], [], []],
        hands=[["guild_hall", *["tobacco_storage"] * 5], [], []],
    )
    s = play(s, "pick builder")
    assert "most 4 GyP-t érne" in explained(s, "build guild_hall")


@pytest.mark.rule("AN-5.1")
def test_anno_quarry_and_park_discounts() -> None:
    s = anno_scenario(
        players=3,
        cities=[["mill", "quarry", "crane", "park"], [], []],
        hands=[["harbour", "bank", *["mill"] * 4], [], []],
    )
    s = play(s, "pick builder")
    assert "Ár: 4 − 1 kiváltság − 1 Kőfejtő = 2 lap" in explained(s, "build harbour")
    over_park = explained(s, "build bank over park")
    assert "− 6 a letakart Park" in over_park and "= 0 lap" in over_park


@pytest.mark.rule("AN-8.2")
def test_an_event_says_what_it_does_and_that_it_uses_the_pick() -> None:
    s = anno_scenario(players=3, events=["taxation"])
    text = explained(s, "pick taxation")
    assert "A választón kívül mindenki eldob 1 lapot" in text
    assert "eggyel kevesebb szerep" in text


@pytest.mark.rule("SJ-7.1")
def test_the_councillors_draw_says_how_many_cards_come_and_stay() -> None:
    s = scenario(players=3, cities=[["indigo_plant", "prefecture"], [], []])
    s = play(s, "pick councillor")
    assert explained(s, "draw") == "Húzol 5 lapot, ezekből 2 lapot megtartasz, a többit eldobod."
    archive = scenario(players=3, cities=[["indigo_plant", "archive"], [], []])
    archive = play(archive, "pick councillor")
    assert (
        explained(archive, "draw")
        == "Húzol 5 lapot a kezedbe, aztán a teljes kezedből 4 lapot eldobsz (Levéltár)."
    )


@pytest.mark.rule("SJ-6.2")
def test_a_sale_names_its_price_on_the_turned_tile() -> None:
    s = scenario(
        players=3,
        cities=[["indigo_plant", "silver_smelter"], [], []],
        loaded=[[True, True], None, None],
        tiles=["tile_12233", *[t for t in data.TILE_IDS if t != "tile_12233"]],
    )
    s = play(s, "pick trader")
    assert (
        explained(s, "sell silver_smelter") == "A felfordított árkarton szerint 3 lapot húzol érte."
    )


@pytest.mark.rule("SJ-4.2")
@pytest.mark.parametrize("game", [SAN_JUAN, ANNO_XVII], ids=lambda g: g.id)
def test_every_explained_price_is_the_price_the_rules_charge(game) -> None:
    """Over random games: printed cost − the named discounts = `build_cost`, for every build
    offered; and every legal move's explanation is a string or None in both languages."""
    checked = 0
    for seed in range(4):
        state = game.new_game(game.config(4), seed)
        bot = RandomBot(seed)
        while to_act(state) is not None:
            seat = to_act(state)
            seen = view(state, seat)
            for m in legal_moves(state):
                for lang in ("hu", "en"):
                    assert game.explain(seen, m, lang) is None or game.explain(seen, m, lang)
                if isinstance(m, Build) and seen.step == "build":
                    parts = price_parts(seen, m.building, m.over)
                    p = state.players[seat]
                    others = list(p.types())
                    if m.over:
                        others.remove(m.over)
                    privilege = state.privilege if state.chooser == seat else 0
                    want = build_cost(m.building, m.over, tuple(others), privilege)
                    got = max(0, data.TYPES[m.building].cost - sum(n for _, n in parts))
                    assert got == want, (m, parts)
                    checked += 1
            state = game.apply(state, bot.choose(None, legal_moves(state)))
    assert checked > 50
