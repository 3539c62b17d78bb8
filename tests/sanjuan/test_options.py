"""Ruleset options (SJ-15.1)."""

from __future__ import annotations

import pytest
from builders import hand, legal, new_game, play, scenario, step

from common.contract import OptionError
from sanjuan.game import SAN_JUAN
from sanjuan.view import view

DEFAULTS = {
    "starting_hand_draft": False,
    "first_governor": "seat_1",
    "library_two_player_limit": True,
    "goldmine_excludes_chooser": False,
    "show_tile_history": True,
    "auto_take_card_draws": False,
}


@pytest.mark.rule("SJ-15.1")
def test_option_names_and_defaults():
    """The six options and their defaults."""
    assert dict(SAN_JUAN.config(3).options) == DEFAULTS


@pytest.mark.rule("SJ-15.1")
def test_options_are_read_from_text():
    """Values as typed on the command line: true/false, seat_1/random."""
    config = SAN_JUAN.config(
        2, {"starting_hand_draft": "true", "first_governor": "random", "show_tile_history": "no"}
    )
    options = dict(config.options)
    assert options["starting_hand_draft"] is True
    assert options["first_governor"] == "random"
    assert options["show_tile_history"] is False


@pytest.mark.rule("SJ-15.1")
def test_unknown_option_or_value_is_an_error_listing_the_choices():
    """An unknown name lists the valid options; a bad value names the valid values."""
    with pytest.raises(OptionError) as err:
        SAN_JUAN.config(3, {"hand_limit": 9})
    for name in DEFAULTS:
        assert name in str(err.value)
    with pytest.raises(OptionError) as err:
        SAN_JUAN.config(3, {"first_governor": "seat_2"})
    assert "seat_1" in str(err.value) and "random" in str(err.value)
    with pytest.raises(OptionError):
        SAN_JUAN.config(3, {"auto_take_card_draws": "maybe"})
    with pytest.raises(OptionError):
        SAN_JUAN.config(5)


@pytest.mark.rule("SJ-15.1")
@pytest.mark.parametrize(
    ("flag", "shown"),
    [(True, ("tile_11122", "tile_11222")), (False, ("tile_11222",))],
)
def test_show_tile_history(flag, shown):
    """show_tile_history=false: the view shows only the tile of the running trader phase."""
    s = scenario(
        players=3,
        cities=[["indigo_plant"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False], [True], [False]],
        rules={"show_tile_history": flag},
    )
    s = play(s, "pick trader", "pass", "pick prospector", "pass", "pick builder")
    assert s.round == 2 and s.phase == "pick"
    s = play(s, "pick trader")  # seat 1, the new governor, still holds its good
    assert s.phase == "trader"
    assert view(s, 0).tile == "tile_11222"
    assert view(s, 0).tile_history == shown


@pytest.mark.rule("SJ-15.1")
@pytest.mark.parametrize("auto", [False, True])
def test_auto_take_card_draws(auto):
    """auto_take_card_draws: card-only gains are drawn without the take / pass question."""
    own = ["indigo_plant", "sugar_mill", "carpenter", "poor_house", "well", "aqueduct"]
    s = scenario(
        players=3,
        hands=[[], ["tower", "sugar_mill", "sugar_mill"], []],
        cities=[["indigo_plant"], own, ["indigo_plant"]],
        draw_top=["statue"] * 3 + ["smithy"] * 3,
        rules={"auto_take_card_draws": auto},
    )
    s = play(s, "pick prospector")
    if not auto:
        assert legal(s) == ["take prospector", "pass"]
        s = play(s, "take prospector")
    assert hand(s, 0) == ["statue"]
    s = play(s, "pick builder", "build tower")  # seat 1 pays its last 2 cards
    if not auto:
        assert step(s) == "carpenter"
        s = play(s, "take carpenter")
        assert step(s) == "poor_house"
        s = play(s, "take poor_house")
    assert hand(s, 1) == ["statue", "statue"]
    s = play(s, "pick producer", "pass", "pass", "produce indigo_plant", "produce sugar_mill")
    if not auto:
        assert step(s) == "well"
        s = play(s, "take well")
    assert hand(s, 1) == ["smithy", "statue", "statue"]


@pytest.mark.rule("SJ-15.1")
def test_other_options_switch_their_rule():
    """starting_hand_draft, first_governor, goldmine_excludes_chooser, library limit."""
    assert new_game(3, starting_hand_draft=True).phase == "draft"
    assert new_game(3).phase == "pick"
    assert {new_game(4, seed=sd, first_governor="random").governor for sd in range(12)} != {0}
    s = scenario(players=2, cities=[["library"], ["library"]])
    assert "pick builder nolibrary" in legal(s)
    s = scenario(
        players=2, cities=[["library"], ["library"]], rules={"library_two_player_limit": False}
    )
    assert "pick builder nolibrary" not in legal(s)
