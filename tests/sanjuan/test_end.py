"""End of the game (SJ-13.1)."""

from __future__ import annotations

import pytest
from builders import city, legal, picks, play, scenario

from sanjuan.game import SAN_JUAN
from sanjuan.rules import legal_moves, to_act

ELEVEN = [
    "indigo_plant",
    "sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
    "silver_smelter",
    "smithy",
    "well",
    "chapel",
    "tower",
    "statue",
    "hero",
]
FILL = "sugar_mill"


@pytest.mark.rule("SJ-13.1")
def test_game_ends_after_the_builder_phase_with_a_twelfth_building():
    """Everyone still builds in that phase; then the game ends at once: no picks, no round start."""
    s = scenario(
        players=3,
        governor=0,
        hands=[["indigo_plant", FILL], ["indigo_plant", FILL, FILL], ["well", FILL, FILL]],
        cities=[ELEVEN, ["indigo_plant"], ["indigo_plant", "chapel"]],
    )
    s = play(s, "pick builder", "build indigo_plant")
    assert len(city(s, 0)) == 12
    assert s.phase == "builder" and to_act(s) == 1  # the phase goes on
    s = play(s, "build indigo_plant")
    assert to_act(s) == 2
    s = play(s, "build well")
    assert len(city(s, 2)) == 3
    assert s.phase == "over"
    assert to_act(s) is None
    assert legal_moves(s) == ()
    assert SAN_JUAN.outcome(s) is not None
    assert len(s.picks) == 1  # the two remaining picks of the round are not played


@pytest.mark.rule("SJ-13.1")
def test_the_end_is_checked_only_after_a_builder_phase():
    """A city of 12 ends the game only when a builder phase is over."""
    s = scenario(players=3, cities=[[*ELEVEN, "crane"], ["indigo_plant"], ["indigo_plant"]])
    s = picks(s, "producer")
    assert s.phase == "pick" and to_act(s) == 1
    s = picks(s, "builder")
    assert s.phase == "over"


@pytest.mark.rule("SJ-13.1")
def test_nobody_exceeds_twelve_and_crane_builds_do_not_count():
    """With 12 buildings only a Crane build (count unchanged) is possible."""
    s = scenario(
        players=3,
        hands=[["library", FILL, FILL, FILL, FILL], [], []],
        cities=[[*ELEVEN, "crane"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder")
    assert legal(s)[-1] == "pass"
    assert all(" over " in t for t in legal(s)[:-1]) and len(legal(s)) > 1
    s = play(s, "build library over statue")
    assert len(city(s, 0)) == 12


@pytest.mark.rule("SJ-13.1")
def test_a_crane_build_to_eleven_does_not_end_the_game():
    """Covered buildings do not count: 11 in play after a Crane build means play goes on."""
    ten_and_crane = [*ELEVEN[:10], "crane"]
    s = scenario(
        players=3,
        hands=[["library", FILL, FILL, FILL], [], []],
        cities=[ten_and_crane, ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build library over smithy")
    assert len(city(s, 0)) == 11 and len(s.players[0].covered) == 1
    assert s.phase == "pick" and to_act(s) == 1
