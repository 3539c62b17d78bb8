"""Library: the doubled privilege, and the 2-player limit (SJ-11.17)."""

from __future__ import annotations

import pytest
from builders import goods, hand, legal, picks, play, repeat, scenario, step

from sanjuan.rules import to_act

FIVE = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]
LIB = ["indigo_plant", "library"]


@pytest.mark.rule("SJ-11.17")
def test_library_doubles_every_privilege():
    """Chooser's Library: builder −2, producer 3, trader 3, councillor draws 8, prospector 2."""
    fill = ["indigo_plant"] * 5
    s = scenario(
        players=3,
        cities=[LIB, ["indigo_plant"], ["indigo_plant"]],
        hands=[["coffee_roaster", *fill], [], []],
    )
    s = play(s, "pick builder", "build coffee_roaster")
    assert len(s.players[0].hand) == 5 - 2

    s = scenario(players=3, cities=[[*FIVE, "library"], ["indigo_plant"], ["indigo_plant"]])
    s = repeat(play(s, "pick producer"), "produce", 3)
    assert goods(s, 0) == 3 and to_act(s) == 1

    s = scenario(
        players=3,
        cities=[[*FIVE, "library"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True] * 5 + [False], None, None],
    )
    s = repeat(play(s, "pick trader"), "sell", 3)
    assert goods(s, 0) == 2 and to_act(s) != 0

    s = play(
        scenario(players=3, cities=[LIB, ["indigo_plant"], ["indigo_plant"]]),
        "pick councillor",
        "draw",
    )
    assert len(s.turn.pending) == 8

    s = scenario(
        players=3,
        cities=[LIB, ["indigo_plant"], ["indigo_plant"]],
        draw_top=["palace", "hero", "statue"],
    )
    s = play(s, "pick prospector", "take prospector")
    assert hand(s, 0) == ["hero", "palace"]


@pytest.mark.rule("SJ-11.17")
def test_library_helps_only_its_owner_as_chooser():
    """A non-chooser's Library does nothing: it draws 2 as councillor, pays full as builder."""
    s = scenario(
        players=3,
        cities=[["indigo_plant"], LIB, ["indigo_plant"]],
        hands=[[], ["well", "crane", "smithy"], []],
    )
    s = play(s, "pick councillor", "pass", "draw")
    assert to_act(s) == 1 and len(s.turn.pending) == 2
    s = scenario(
        players=3,
        cities=[["indigo_plant"], LIB, ["indigo_plant"]],
        hands=[[], ["well", "indigo_plant", "indigo_plant", "indigo_plant"], []],
    )
    s = play(s, "pick builder", "build well")
    assert len(s.players[1].hand) == 3 - 2


@pytest.mark.rule("SJ-11.17")
def test_library_does_not_double_other_buildings():
    """Library + Aqueduct: 1 + 2 + 1 = 4 goods (the Aqueduct is not doubled)."""
    own = [*FIVE, "indigo_plant", "library", "aqueduct"]
    s = scenario(players=3, cities=[own, ["indigo_plant"], ["indigo_plant"]])
    s = repeat(play(s, "pick producer"), "produce", 4)
    assert goods(s, 0) == 4 and to_act(s) == 1


# ---------------------------------------------------------------------------------------------
# Two players


def two(governor_city=LIB, other_city=("indigo_plant",), **rules):
    return scenario(
        players=2,
        cities=[list(governor_city), list(other_city)],
        draw_top=["palace", "hero", "statue"],
        rules=rules,
    )


@pytest.mark.rule("SJ-11.17")
def test_two_players_governor_is_asked_on_the_first_pick():
    """2 players: the governor's first pick offers to keep the Library for later."""
    s = two()
    assert "pick builder nolibrary" in legal(s)
    assert len(legal(s)) == 10
    s = picks(s, "trader")
    assert to_act(s) == 1
    assert not any(t.endswith("nolibrary") for t in legal(s))
    s = picks(s, "builder")
    assert to_act(s) == 0
    assert not any(t.endswith("nolibrary") for t in legal(s))


@pytest.mark.rule("SJ-11.17")
def test_two_players_library_used_on_the_first_pick_is_spent():
    """Used on the first pick, the governor's second pick gets the plain privilege."""
    s = two()
    s = play(s, "pick prospector", "take prospector")
    assert hand(s, 0) == ["hero", "palace"]
    s = picks(s, "trader")
    s = play(s, "pick councillor", "draw")
    assert to_act(s) == 0 and len(s.turn.pending) == 5


@pytest.mark.rule("SJ-11.17")
def test_two_players_library_saved_for_the_second_pick():
    """Declined on the first pick, the Library doubles the governor's second pick."""
    s = two()
    s = play(s, "pick prospector nolibrary", "take prospector")
    assert hand(s, 0) == ["palace"]
    s = picks(s, "trader")
    s = play(s, "pick councillor", "draw")
    assert to_act(s) == 0 and len(s.turn.pending) == 8


@pytest.mark.rule("SJ-11.17")
def test_two_players_other_player_is_unaffected():
    """The non-governor's Library doubles its pick as usual."""
    s = two(governor_city=["indigo_plant"], other_city=LIB)
    s = picks(s, "trader")
    s = play(s, "pick councillor", "draw")
    assert to_act(s) == 1 and len(s.turn.pending) == 8


@pytest.mark.rule("SJ-11.17")
def test_two_players_limit_switched_off_doubles_both_picks():
    """library_two_player_limit=false: the governor's Library doubles both picks."""
    s = two(library_two_player_limit=False)
    assert not any(t.endswith("nolibrary") for t in legal(s))
    s = play(s, "pick prospector", "take prospector")
    assert hand(s, 0) == ["hero", "palace"]
    s = picks(s, "trader")
    s = play(s, "pick councillor", "draw")
    assert len(s.turn.pending) == 8


@pytest.mark.rule("SJ-11.17")
def test_no_library_question_with_three_players():
    """3 players: the Library limit plays no role; no 'nolibrary' picks are offered."""
    s = scenario(players=3, cities=[LIB, LIB, LIB])
    assert not any(t.endswith("nolibrary") for t in legal(s))
    assert step(s) == "pick"
