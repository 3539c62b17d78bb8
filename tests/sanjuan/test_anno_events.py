"""ANNO XVII events: when they turn up, picking one, and the six effects (rules_hu AN-8)."""

from __future__ import annotations

import pytest
from anno_builders import (
    ELEVEN,
    cities,
    city,
    events,
    finish_phase,
    hand,
    kinds,
    legal,
    play,
    scenario,
    step,
)

from common.contract import IllegalMove
from sanjuan import data
from sanjuan.rules import to_act


@pytest.mark.rule("AN-8.1")
def test_every_seen_card_is_checked_face_down_ones_are_not():
    s = scenario(3, cities=cities(["pawnshop"], [], []), draw_top=["fire", "farm"])
    drawn = play(s, "pick prospector", "take prospector")
    assert hand(drawn, 0) == ["farm"] and events(drawn) == ["fire"]
    filled = play(s, "pick councillor", "take pawnshop")
    assert data.is_event(filled.players[0].pawn) and events(filled) == []
    produced = play(s, "pick producer", "produce mill")
    assert data.is_event(produced.players[0].goods[0])


@pytest.mark.rule("AN-8.1")
def test_option_checks_face_down_draws_too():
    rules = {"event_check_on_face_down_draws": True}
    s = scenario(3, cities=cities(["pawnshop"], [], []), draw_top=["fire", "farm"], rules=rules)
    filled = play(s, "pick councillor", "take pawnshop")
    assert kinds([filled.players[0].pawn]) == ["farm"] and events(filled) == ["fire"]
    produced = play(s, "pick producer", "produce mill")
    assert kinds([produced.players[0].goods[0]]) == ["farm"] and events(produced) == ["fire"]


@pytest.mark.rule("AN-8.1")
def test_several_events_and_copies_may_lie_face_up_and_stay_over_rounds():
    s = scenario(
        3,
        rules={"event_copies": 2},
        draw_top=["fire", "fire", "taxation", "farm"],
    )
    s = play(s, "pick prospector", "take prospector")
    assert events(s) == ["fire", "fire", "taxation"] and hand(s, 0) == ["farm"]
    assert legal(s).count("pick fire") == 1
    s = finish_phase(play(s, "pick fire", *["burn mill"] * 3))
    assert events(s) == ["fire", "taxation"]


@pytest.mark.rule("AN-8.2")
def test_picking_an_event_resolves_it_then_discards_it():
    s = scenario(3, hands=[[], ["farm"], ["loom"]], events=["taxation"])
    s = play(s, "pick taxation")
    assert s.phase == "taxation" and data.card_kind(s.event) == "taxation"
    s = play(s, "discard farm", "discard loom")
    assert s.phase == "pick" and to_act(s) == 1 and s.event == -1
    assert kinds(s.discard) == ["farm", "loom", "taxation"]
    assert [p for p, _ in s.picks] == ["taxation"]


@pytest.mark.rule("AN-8.2")
def test_events_are_picked_only_in_the_pick():
    s = play(scenario(3, hands=[["farm", "loom"], [], []], events=["fire"]), "pick builder")
    assert "pick fire" not in legal(s)
    with pytest.raises(IllegalMove):
        play(s, "pick fire")


@pytest.mark.rule("AN-8.3")
def test_buildings_do_not_change_an_event():
    s = scenario(
        3,
        hands=[["tower"], [], []],
        cities=cities(["library", "court"], [], []),
        events=["industrialisation"],
    )
    s = play(s, "pick industrialisation")
    assert [len(p.hand) for p in s.players] == [4, 3, 3]  # exactly 3, Library or not
    s = scenario(
        3,
        hands=[["well", "colony"], [], []],
        cities=cities(["quarry", "crane", "library"], [], []),
        events=["reconstruction"],
    )
    s = play(s, "pick reconstruction")
    # Cost 5 stays above the cap whatever the discounts; no Crane build either.
    assert legal(s) == ["build well", "pass"]


@pytest.mark.rule("AN-8.4")
def test_fire_example():
    """Réka burns a Mill, Tamás his Park, Lili her Chapel with its 4 cards."""
    s = scenario(
        3,
        cities=[["mill", "mill"], ["mill", "park"], ["mill", "chapel"]],
        chapel=[[], [], ["farm", "farm", "loom", "well"]],
        events=["fire"],
    )
    s = play(s, "pick fire")
    assert legal(s) == ["burn mill"]
    s = play(s, "burn mill")
    assert legal(s) == ["burn mill", "burn park"]
    s = play(s, "burn park", "burn chapel")
    assert [city(s, i) for i in range(3)] == [["mill"], ["mill"], ["mill"]]
    assert s.players[2].chapel == ()
    assert sorted(kinds(s.discard)) == sorted(
        ["mill", "park", "chapel", "farm", "farm", "loom", "well", "fire"]
    )
    assert s.phase == "pick"  # Fire triggers no end check; the game goes on


@pytest.mark.rule("AN-8.4")
def test_fire_takes_everything_on_and_under_a_building_and_returns_the_cathedral():
    s = scenario(
        2,
        hands=[["castle", "farm"], []],
        cities=[["mill", "crane", "bank", "pawnshop", "cathedral", "loom"], []],
        loaded=[[False, False, False, False, False, True], None],
        bank=[["well", "well"], []],
        pawn=[True, False],
        events=["fire"],
    )
    s = play(s, "pick builder", "build castle over bank")
    s = finish_phase(s)
    assert s.players[0].under != ()  # the Bank and its cards now lie under the Castle
    for building, gone in (("castle", 4), ("pawnshop", 2), ("loom+good", 2)):
        burnt = play(s, "pick fire", f"burn {building}")
        assert len(burnt.discard) - len(s.discard) == gone + 1  # + the Fire card
    burnt = play(s, "pick fire", "burn castle")
    assert burnt.players[0].bank == () and burnt.players[0].bank_used
    burnt = play(s, "pick fire", "burn cathedral")
    assert data.KIND[burnt.cathedral] == "cathedral"


@pytest.mark.rule("AN-8.4")
def test_fire_skips_a_player_without_buildings():
    s = scenario(3, cities=[["mill"], [], ["mill"]], events=["fire"])
    s = play(s, "pick fire", "burn mill")
    assert to_act(s) == 2


@pytest.mark.rule("AN-8.5")
def test_industrialisation_everyone_draws_three_from_the_activator():
    s = scenario(
        3,
        governor=1,
        hands=[[], [], []],
        events=["industrialisation"],
        draw_top=["farm", "farm", "farm", "loom", "taxation", "loom", "loom", "well"],
    )
    s = play(s, "pick industrialisation")
    assert hand(s, 1) == ["farm"] * 3
    assert hand(s, 2) == ["loom"] * 3 and events(s) == ["taxation"]
    assert len(s.players[0].hand) == 3 and s.phase == "pick"


@pytest.mark.rule("AN-8.6")
def test_taxation_everyone_else_with_cards_discards_one():
    """Lili activates; Tamás discards one; Réka has no cards; Lili's hand is untouched."""
    s = scenario(3, hands=[["farm", "loom"], ["well", "tower"], []], events=["taxation"])
    s = play(s, "pick taxation")
    assert to_act(s) == 1 and legal(s) == ["discard well", "discard tower"]
    s = play(s, "discard tower")
    assert s.phase == "pick" and hand(s, 0) == ["farm", "loom"] and hand(s, 1) == ["well"]


@pytest.mark.rule("AN-8.7")
def test_revolution_discard_any_number_and_draw_as_many():
    s = scenario(
        3,
        hands=[["farm", "loom", "well"], ["tower"], []],
        events=["revolution"],
        draw_top=["smith", "fire", "office", "park"],
    )
    s = play(s, "pick revolution")
    assert legal(s) == ["discard farm", "discard loom", "discard well", "pass"]
    s = play(s, "discard farm", "discard loom", "done")
    assert hand(s, 0) == ["office", "smith", "well"] and events(s) == ["fire"]
    assert to_act(s) == 1
    s = play(s, "pass")
    assert hand(s, 1) == ["tower"] and s.phase == "pick"


@pytest.mark.rule("AN-8.8")
def test_democracy_runs_a_used_role_again_as_its_chooser():
    """Tamás picked builder; Lili's Democracy re-runs it: she gets the privilege."""
    s = scenario(
        3,
        hands=[["farm", "well"], ["well", "farm"], ["well"]],
        events=["democracy"],
    )
    assert "pick democracy" not in legal(s)  # no role used yet
    s = finish_phase(play(s, "pick builder"))
    assert to_act(s) == 1 and "pick democracy" in legal(s)
    s = play(s, "pick democracy")
    assert (s.phase, step(s), legal(s)) == ("democracy", "democracy", ["pick builder"])
    s = play(s, "pick builder")
    assert s.phase == "builder" and s.chooser == 1 and to_act(s) == 1
    assert "builder" not in [r for r in data.ROLES if f"pick {r}" in legal(s)]
    assert [p for p, _ in s.picks] == ["builder", "democracy"]


@pytest.mark.rule("AN-8.8")
def test_democracy_builder_twice_a_round_then_tavern_and_end_check():
    """Seat 1 builds twice in one round: its 12th building ends the game after the Tavern."""
    ten = ["mill", "smith", "well", "crane", "office", "chapel", "tower", "park", "quarry"]
    s = scenario(
        3,
        hands=[["farm", "farm", "loom", "loom"], [], []],
        cities=[[*ten, "library"], ["mill", "tavern"], ["mill", "smith", "well"]],
        events=["democracy"],
    )
    s = play(s, "pick builder", "build farm")  # 2 − 1 − 1 = 0: 11 buildings
    s = finish_phase(s)
    assert s.phase == "pick" and to_act(s) == 1
    s = play(s, "pick democracy", "pick builder")
    assert s.chooser == 1 and to_act(s) == 0  # seats 1 and 2 have nothing to build
    s = play(s, "build farm")  # 2 − 1 (Smith) = 1, paid with a Loom at once
    assert len(s.players[0].city) == 12
    assert (step(s), to_act(s)) == ("tavern", 1)  # the Tavern comes before the end check
    s = play(s, "take tavern")
    assert s.phase == "over" and to_act(s) is None


@pytest.mark.rule("AN-8.9")
def test_reconstruction_example_free_build_of_cost_at_most_four():
    """Lili: a Harbour (4) and a Colony (5): the Harbour for free, not the Colony."""
    s = scenario(
        3,
        hands=[["harbour", "colony"], [], []],
        cities=cities(["carpenter", "poor_house", "tavern"], ["well", "smith"], ["well", "smith"]),
        events=["reconstruction"],
    )
    s = play(s, "pick reconstruction")
    assert legal(s) == ["build harbour", "pass"]
    s = play(s, "build harbour")
    assert hand(s, 0) == ["colony"] and "harbour" in city(s, 0)
    # No Carpenter, Poor house or Tavern after it; the others had nothing to build.
    assert s.phase == "pick" and len(s.players[0].hand) == 1


@pytest.mark.rule("AN-8.9")
def test_reconstruction_keeps_the_one_per_type_rule_and_never_builds_the_cathedral():
    s = scenario(
        3,
        hands=[["harbour", "farm"], [], []],
        cities=cities(["harbour"], [], []),
        events=["reconstruction"],
    )
    s = play(s, "pick reconstruction")
    assert legal(s) == ["build farm", "pass"]


@pytest.mark.rule("AN-8.9")
def test_reconstruction_stops_at_twelve_buildings():
    """Eleven buildings may grow to twelve for free; a city of twelve builds nothing."""
    base = {"hands": [["harbour"], ["harbour"], []], "events": ["reconstruction"]}
    twelve = [*ELEVEN, "tavern"]
    s = scenario(3, cities=cities(ELEVEN[1:], twelve[1:], []), **base)
    assert [len(p.city) for p in s.players] == [11, 12, 1]
    s = play(s, "pick reconstruction")
    assert to_act(s) == 0 and legal(s) == ["build harbour", "pass"]
    s = play(s, "build harbour")
    assert len(s.players[0].city) == 12 and hand(s, 1) == ["harbour"]
    assert s.phase == "over"  # the end check after Reconstruction: seat 1 was never asked
