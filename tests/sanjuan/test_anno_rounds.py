"""ANNO XVII: the round, picking a role or an event, the round-start steps (rules_hu AN-4)."""

from __future__ import annotations

import pytest
from anno_builders import (
    cities,
    events,
    finish_phase,
    hand,
    legal,
    play,
    round_two,
    scenario,
    step,
)

from common.contract import IllegalMove
from sanjuan.rules import to_act


@pytest.mark.rule("AN-4.1")
def test_round_start_steps_in_order_and_events_stay():
    """Rounds ≥ 2: Office, then Chapel and Bank, then the hand limit; face-up events stay."""
    s = round_two(
        hands=[["farm"] * 4 + ["loom"] * 4, ["well"], ["tower"]],
        cities=cities(["office", "chapel"], [], []),
        events=["fire"],
    )
    assert s.round == 2 and s.governor == 1
    assert events(s) == ["fire"]
    assert (s.phase, to_act(s)) == ("office", 0)
    s = play(s, "pass")
    assert (s.phase, to_act(s), step(s)) == ("chapel", 0, "chapel")
    s = play(s, "pass")
    assert (s.phase, to_act(s)) == ("hand_limit", 0)
    s = play(s, "discard loom", "discard loom")
    assert s.phase == "pick" and to_act(s) == 1 and len(s.players[0].hand) == 6
    assert "pick fire" in legal(s)


@pytest.mark.rule("AN-4.1")
def test_the_first_round_has_no_round_start_steps():
    hands = [["farm"] * 4 + ["loom"] * 5, [], []]
    s = scenario(3, hands=hands, cities=cities(["office", "chapel"], [], []))
    assert s.round == 1 and s.phase == "pick"


@pytest.mark.rule("AN-4.2")
def test_an_event_instead_of_a_role_uses_up_the_pick():
    """Tamás builder, Lili Revolution, Ádám councillor, Réka trader: three role phases only."""
    s = scenario(4, events=["revolution"])
    s = finish_phase(play(s, "pick builder"))
    assert to_act(s) == 1 and "pick revolution" in legal(s)
    s = finish_phase(play(s, "pick revolution"))
    assert to_act(s) == 2 and "pick revolution" not in legal(s)
    assert "pick producer" in legal(s) and "pick builder" not in legal(s)
    s = finish_phase(play(s, "pick councillor"))
    s = finish_phase(play(s, "pick trader"))
    assert s.round == 2
    assert [r for r, _ in s.picks] == []  # new round: producer and prospector never ran


@pytest.mark.rule("AN-4.2")
def test_role_and_event_cannot_be_combined_nor_a_role_picked_twice():
    s = finish_phase(play(scenario(3, events=["taxation"]), "pick trader"))
    with pytest.raises(IllegalMove):
        play(s, "pick trader")
    assert legal(s) == [
        "pick builder",
        "pick producer",
        "pick councillor",
        "pick prospector",
        "pick taxation",
    ]


@pytest.mark.rule("AN-4.3")
def test_two_players_the_governor_may_pick_events_with_either_pick():
    s = scenario(2, events=["industrialisation", "taxation"])
    s = finish_phase(play(s, "pick industrialisation"))
    assert to_act(s) == 1
    s = finish_phase(play(s, "pick builder"))
    assert to_act(s) == 0 and "pick taxation" in legal(s)
    s = finish_phase(play(s, "pick taxation"))
    assert s.round == 2 and s.governor == 1


@pytest.mark.rule("AN-4.3")
@pytest.mark.parametrize(("first", "second_privilege"), [("", 1), (" nolibrary", 2)])
def test_two_players_democracy_counts_toward_the_governors_library(first, second_privilege):
    """The governor's Library doubles once a round, a phase run by Democracy included."""
    s = scenario(
        2,
        hands=[["farm", "farm", "farm"], ["well"]],
        cities=cities(["library"], []),
        events=["democracy"],
    )
    s = play(s, f"pick builder{first}")
    assert s.privilege == (1 if first else 2)
    s = finish_phase(s)
    s = finish_phase(play(s, "pick councillor"))
    s = play(s, "pick democracy", "pick builder")
    assert s.phase == "builder" and s.chooser == 0 and s.privilege == second_privilege


@pytest.mark.rule("AN-4.4")
def test_office_then_chapel_then_hand_limit_example():
    """Ádám: Office and Chapel, 8 cards: swaps 2 (8), tucks 1 (7), limit 6: discards 1."""
    s = round_two(
        hands=[["farm", "farm", "loom", "loom", "well", "well", "tower", "tower"], [], []],
        cities=cities(["office", "chapel"], [], []),
        draw_top=["smith", "smith"],
    )
    assert s.phase == "office"
    s = play(s, "discard loom", "discard loom")
    assert len(s.players[0].hand) == 8 and hand(s, 0).count("smith") == 2
    assert s.phase == "chapel"
    s = play(s, "tuck well")
    assert len(s.players[0].hand) == 7 and s.phase == "hand_limit"
    s = play(s, "discard tower")
    assert len(s.players[0].hand) == 6 and s.phase == "pick"


@pytest.mark.rule("AN-4.4")
def test_chapel_and_bank_in_the_same_step():
    s = round_two(
        hands=[["farm", "farm", "loom", "well"], [], []],
        cities=cities(["chapel", "bank"], [], []),
    )
    assert (s.phase, step(s)) == ("chapel", "chapel")
    s = play(s, "tuck farm")
    assert step(s) == "bank"
    s = play(s, "bank farm", "bank loom", "done")
    assert len(s.players[0].bank) == 2 and len(s.players[0].chapel) == 1
    assert s.phase == "pick"


@pytest.mark.rule("AN-4.5")
@pytest.mark.parametrize(
    ("buildings", "base", "limit"),
    [([], "6", 6), (["city_gate"], "6", 7), (["tower"], "6", 12), (["tower", "city_gate"], "6", 12),
     ([], "7", 7), (["city_gate"], "7", 7)],
)  # fmt: skip
def test_hand_limit_table(buildings, base, limit):
    s = round_two(
        hands=[["farm"] * 6 + ["loom"] * 7, [], []],
        cities=cities(buildings, [], []),
        rules={"hand_limit_base": base},
    )
    if limit < 13:
        assert s.phase == "hand_limit" and s.turn.owed == 13 - limit
        s = play(s, *["discard loom"] * (13 - limit))
    assert s.phase == "pick" and len(s.players[0].hand) == limit


@pytest.mark.rule("AN-4.6")
def test_one_seat_at_a_time_from_the_chooser():
    s = scenario(3, governor=1, hands=[["farm", "well"]] * 3)
    s = play(s, "pick builder")
    assert [to_act(s)] == [1] and s.queue == (1, 2, 0)


@pytest.mark.rule("AN-4.6")
def test_card_gains_are_offered_or_automatic_including_tavern_and_pawnshop():
    """Tavern and Pawnshop fill are asked; with auto_take_card_draws they just happen."""
    base = {
        "hands": [["farm", "farm"], [], []],
        "cities": cities(["tavern", "pawnshop"], ["well", "crane", "smith"], ["well", "crane"]),
    }
    s = play(scenario(3, **base), "pick builder", "pass")
    assert step(s) == "tavern" and legal(s) == ["take tavern", "pass"]
    s = play(scenario(3, **base), "pick councillor")
    assert step(s) == "pawnshop" and legal(s) == ["take pawnshop", "pass"]
    auto = scenario(3, rules={"auto_take_card_draws": True}, **base)
    s = play(auto, "pick builder", "pass")
    assert s.phase == "pick" and len(s.players[0].hand) == 3
    s = play(auto, "pick councillor")
    assert s.players[0].pawn >= 0 and s.phase == "councillor"


@pytest.mark.rule("AN-4.6")
def test_fire_and_taxation_are_compulsory():
    s = play(scenario(3, hands=[[], ["farm"], []], events=["taxation"]), "pick taxation")
    assert legal(s) == ["discard farm"]
    s = play(scenario(3, events=["fire"]), "pick fire")
    assert legal(s) == ["burn mill"]
