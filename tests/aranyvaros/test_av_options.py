"""Ruleset options and the readings of the rulebook (rules_hu AV-13, AV-14)."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from av_builders import play, scenario, targets

from aranyvaros import data
from aranyvaros.game import ARANYVAROS
from common.contract import OptionError


@pytest.mark.rule("AV-13.1")
def test_options_ids_values_and_defaults():
    specs = {o.id: (o.kind, o.default, o.choices) for o in ARANYVAROS.options}
    assert specs == {
        "start_player": ("choice", "youngest", ("youngest", "random")),
        "displaced_rebid": ("choice", "next_turn", ("next_turn", "immediate")),
        "joker_for_harbour": ("bool", True, ()),
        "city_capacity": ("choice", "per_quarter", ("per_quarter", "per_district")),
        "stuck_check": ("choice", "on_placement", ("on_placement", "own_build_turn")),
        "stuck_player_loses": ("bool", True, ()),
        "open_letters": ("bool", False, ()),
        "open_bonus_cards": ("bool", False, ()),
    }


@pytest.mark.rule("AV-13.1")
def test_unknown_option_or_value_lists_the_valid_ones():
    with pytest.raises(OptionError, match="valid options: city_capacity"):
        ARANYVAROS.config(4, {"jokers": "true"})
    with pytest.raises(OptionError, match="next_turn, immediate"):
        ARANYVAROS.config(4, {"displaced_rebid": "never"})


@pytest.mark.rule("AV-14.1")
def test_the_board_comes_from_the_data_file():
    raw = json.loads(resources.files("aranyvaros").joinpath("board.json").read_text("utf-8"))
    assert raw["meta"]["status"] == "reconstruction"
    assert [p.id for p in data.PLACES] == [n["id"] for n in raw["nodes"]]
    assert len(data.EDGES) == len(raw["edges"]) == raw["meta"]["counts"]["edges"]
    for p, n in zip(data.PLACES, raw["nodes"], strict=True):
        assert (p.reward.id, p.pos) == (n["reward"], tuple(n["pos"]))
    assert {c.kind for c in data.GOODS_CARDS} == {"+".join(c["goods"]) for c in raw["goods_cards"]}


@pytest.mark.rule("AV-14.2")
def test_build_example_reading_harbour_suburb_outer_quarter():
    """The rulebook's "desert interior" is a suburb and its "outer district" an outer quarter."""
    s = scenario(hands=[{"coast": 1, "desert": 2}, (), (), ()])
    s = play(s, "build w_h4", "pay coast", "build w_s4")
    assert data.PLACES[data.PLACE_INDEX["w_s4"]].kind == "suburb"
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[("w_h4", "w_s4"), (), (), ()])
    assert "w_o2" in targets(s) and data.PLACES[data.PLACE_INDEX["w_o2"]].kind == "outer_quarter"


@pytest.mark.rule("AV-14.2")
def test_hills_and_mountains_are_one_terrain():
    assert "hegység" not in data.TERRAIN_HU.values() and data.TERRAIN_HU["mountains"] == "hegyvidék"
