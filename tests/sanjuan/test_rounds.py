"""The round: picking roles, action and privilege, round start, Chapel and hand limit (SJ-3)."""

from __future__ import annotations

import pytest
from builders import finish_phase, hand, legal, new_game, picks, play, scenario, step

from common.contract import IllegalMove
from sanjuan import data
from sanjuan.game import ANNO_XVII, SAN_JUAN
from sanjuan.rules import to_act

PICKS = [f"pick {r}" for r in data.ROLES]


@pytest.mark.rule("SJ-3.1")
def test_three_players_pick_in_turn_and_two_roles_stay_out():
    """3 players: governor, then clockwise; each role once a round; 2 roles are left over."""
    s = scenario(players=3, governor=1)
    assert to_act(s) == 1 and legal(s) == PICKS
    s = finish_phase(play(s, "pick trader"))
    assert to_act(s) == 2
    assert "pick trader" not in legal(s) and len(legal(s)) == 4
    s = finish_phase(play(s, "pick councillor"))
    assert to_act(s) == 0
    assert legal(s) == ["pick builder", "pick producer", "pick prospector"]
    s = finish_phase(play(s, "pick prospector"))
    # All three picked: a new round starts (builder and producer were never played).
    assert s.round == 2
    assert s.picks == ()
    assert s.governor == 2


@pytest.mark.rule("SJ-3.1")
def test_four_players_pick_four_roles():
    """4 players: four picks a round, one role stays out."""
    s = scenario(players=4, governor=0)
    for seat, role in enumerate(("prospector", "councillor", "trader", "producer")):
        assert to_act(s) == seat
        s = finish_phase(play(s, f"pick {role}"))
    assert s.round == 2 and s.governor == 1


@pytest.mark.rule("SJ-3.1")
def test_a_picked_role_cannot_be_picked_again():
    """A role picked this round is not available to the later pickers."""
    s = finish_phase(play(scenario(players=3), "pick builder"))
    with pytest.raises(IllegalMove):
        play(s, "pick builder")


@pytest.mark.rule("SJ-3.1")
def test_the_phase_runs_before_the_next_pick():
    """Right after a pick the chosen role's phase is played; the next seat picks after it."""
    s = scenario(players=3, cities=[["indigo_plant"]] * 3)
    s = play(s, "pick producer")
    assert s.phase == "producer"
    assert s.queue == (0, 1, 2)
    s = play(s, "produce indigo_plant", "produce indigo_plant", "produce indigo_plant")
    assert s.phase == "pick" and to_act(s) == 1


@pytest.mark.rule("SJ-3.1", "SJ-3.2", "AN-4.2", "AN-4.3")
@pytest.mark.parametrize(
    ("game", "players", "section"),
    [
        (SAN_JUAN, 2, "SJ-3.2"),
        (SAN_JUAN, 3, "SJ-3.1"),
        (SAN_JUAN, 4, "SJ-3.1"),
        (ANNO_XVII, 2, "AN-4.3"),
        (ANNO_XVII, 4, "AN-4.2"),
    ],
)
def test_help_on_a_role_pick_opens_the_section_for_the_number_of_players(game, players, section):
    state = game.new_game(game.config(players), 1)
    assert game.view(state, None).step == "pick"
    assert game.phase_section(state) == section


@pytest.mark.rule("SJ-3.2")
def test_two_players_pick_governor_other_governor():
    """2 players: governor, the other player, the governor again; then the governor changes."""
    s = scenario(players=2, governor=0)
    order = []
    for role in ("builder", "trader", "prospector"):
        order.append(to_act(s))
        s = finish_phase(play(s, f"pick {role}"))
    assert order == [0, 1, 0]
    assert s.round == 2 and s.governor == 1
    s = finish_phase(s)  # nothing to do at the round start
    order = []
    for role in ("councillor", "producer", "builder"):
        order.append(to_act(s))
        s = finish_phase(play(s, f"pick {role}"))
    assert order == [1, 0, 1]
    assert s.governor == 0


@pytest.mark.rule("SJ-3.3")
def test_chooser_acts_first_then_clockwise():
    """The phase runs one seat at a time: the chooser first, then to the left."""
    s = scenario(players=4, governor=0, cities=[["indigo_plant"]] * 4)
    s = finish_phase(play(s, "pick councillor"))
    s = play(s, "pick producer")  # seat 1 chooses
    seen = []
    while s.phase == "producer":
        seen.append(to_act(s))
        s = play(s, "produce indigo_plant")
    assert seen == [1, 2, 3, 0]


@pytest.mark.rule("SJ-3.3")
def test_chooser_takes_action_and_privilege_in_one_turn():
    """The producer's chooser places both goods in its own turn, before the next seat."""
    s = scenario(players=3, cities=[["indigo_plant", "sugar_mill"]] * 3)
    s = play(s, "pick producer", "produce indigo_plant")
    assert to_act(s) == 0
    s = play(s, "produce sugar_mill")
    assert to_act(s) == 1
    assert legal(s) == ["produce indigo_plant", "produce sugar_mill", "pass"]


@pytest.mark.rule("SJ-3.3")
@pytest.mark.parametrize("role", ["builder", "producer", "trader", "councillor", "prospector"])
def test_nothing_but_the_pick_is_compulsory(role):
    """After the pick, pass is always legal for the action, the privilege and the functions."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", "smithy", "well"]] * 3,
        cities=[["indigo_plant", "gold_mine"]] * 3,
        loaded=[[True, False]] * 3,
    )
    s = play(s, f"pick {role}")
    while s.phase == role:
        assert "pass" in legal(s), (step(s), legal(s))
        s = play(s, "pass")
    assert s.phase == "pick"


@pytest.mark.rule("SJ-3.3")
def test_what_has_started_must_be_finished():
    """No pass once started: paying a build, hand-limit, Archive and draft discards."""
    s = scenario(players=3, hands=[["coffee_roaster", "well", "crane", "smithy", "hero"], [], []])
    s = play(s, "pick builder", "build coffee_roaster")
    assert step(s) == "pay" and "pass" not in legal(s)
    s = scenario(
        players=3,
        hands=[["well"], [], []],
        cities=[["indigo_plant", "archive"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick councillor", "draw")
    assert step(s) == "discard" and "pass" not in legal(s)
    s = scenario(players=3, hands=[["sugar_mill"] * 8, [], []])
    s = picks(s, "prospector", "trader", "councillor")
    assert step(s) == "limit" and "pass" not in legal(s)
    s = new_game(3, seed=1, starting_hand_draft=True)
    assert step(s) == "draft" and "pass" not in legal(s)


@pytest.mark.rule("SJ-3.3")
def test_seats_without_any_option_are_skipped():
    """A seat that can do nothing in the phase is not asked at all."""
    s = scenario(
        players=3,
        hands=[["palace"], [], ["indigo_plant", "well"]],
        cities=[["indigo_plant"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False], [True], [False]],
    )
    s = play(s, "pick builder")
    assert to_act(s) == 2  # seat 0 cannot pay a palace, seat 1 has no cards
    s = play(s, "pass", "pick producer")  # seat 1 picks
    assert to_act(s) == 2  # seat 1's only building holds a good
    s = play(s, "pass")
    assert to_act(s) == 0
    s = play(s, "pass", "pick trader")  # seat 2 picks
    assert s.phase == "trader" and to_act(s) == 1  # only seat 1 has a good to sell


@pytest.mark.rule("SJ-3.4")
def test_new_round_moves_the_governor_then_chapel_then_hand_limit():
    """Round ≥ 2 start: governor passes left, then the Chapel step, then the hand-limit step."""
    cards = ["statue"] + ["sugar_mill"] * 8
    s = scenario(
        players=3,
        governor=2,
        hands=[[], cards, []],
        cities=[["indigo_plant"], ["indigo_plant", "chapel"], ["indigo_plant"]],
    )
    s = picks(s, "prospector", "trader", "councillor")
    assert s.round == 2 and s.governor == 0 and s.picks == ()
    assert s.phase == "chapel" and to_act(s) == 1
    s = play(s, "tuck statue")
    assert s.phase == "hand_limit" and to_act(s) == 1
    assert len(s.players[1].hand) == 8
    s = play(s, "discard sugar_mill")
    assert s.phase == "pick" and to_act(s) == 0
    assert len(s.players[1].hand) == 7


@pytest.mark.rule("SJ-3.5")
def test_chapel_step_from_the_new_governor_one_card_optional():
    """Each Chapel owner, from the new governor clockwise, may tuck at most one hand card."""
    s = scenario(
        players=3,
        governor=0,
        hands=[["smithy", "well"], ["quarry"], ["tower", "statue"]],
        cities=[["indigo_plant", "chapel"], ["indigo_plant"], ["indigo_plant", "chapel"]],
    )
    s = picks(s, "prospector", "trader", "councillor")
    # Round 2, governor seat 1 (no Chapel): seat 2 is asked first, then seat 0.
    assert s.phase == "chapel"
    assert to_act(s) == 2
    assert "pass" in legal(s)
    s = play(s, "tuck statue")
    assert to_act(s) == 0  # one card only; on to the next owner
    s = play(s, "pass")
    assert s.phase == "pick"
    assert [len(p.chapel) for p in s.players] == [0, 0, 1]


@pytest.mark.rule("SJ-3.5")
def test_chapel_tuck_is_hidden_from_the_others():
    """A tucked card is seen by nobody else; the others do not even learn the count."""
    from sanjuan.view import view

    s = scenario(players=2, hands=[["palace"], ["hero"]], cities=[["indigo_plant", "chapel"]] * 2)
    s = picks(s, "trader", "councillor", "prospector")
    assert s.phase == "chapel" and to_act(s) == 1
    s = play(s, "pass")
    s = play(s, "tuck palace")
    assert view(s, 0).players[0].chapel_size == 1
    assert view(s, 1).players[0].chapel_size is None
    assert view(s, None).players[0].chapel_size is None


@pytest.mark.rule("SJ-3.6")
def test_hand_limit_seven_chosen_by_the_owner():
    """At round start a hand over 7 is cut to 7; the owner picks the discards."""
    big = ["palace", "palace", "library", "library", "hero", "hero", "quarry", "well", "crane"]
    s = scenario(players=3, hands=[big, [], []])
    s = picks(s, "prospector", "trader", "councillor")
    assert s.phase == "hand_limit" and to_act(s) == 0
    assert s.turn.owed == 2
    s = play(s, "discard well", "discard crane")
    assert s.phase == "pick"
    assert hand(s, 0) == sorted(big[:7])


@pytest.mark.rule("SJ-3.6")
def test_no_hand_limit_during_the_round():
    """During the round a hand may hold any number of cards (e.g. 12 after a councillor)."""
    s = scenario(players=3, hands=[["well"] * 3 + ["crane"] * 3 + ["smithy"] * 3, [], []])
    s = play(s, "pick councillor", "draw")
    s = play(s, legal(s)[0])
    assert len(s.players[0].hand) == 10
    s = finish_phase(s)
    s = finish_phase(play(s, "pick prospector"))
    assert s.phase == "pick"
    assert len(s.players[0].hand) == 10


@pytest.mark.rule("SJ-3.6")
def test_hand_limit_comes_after_the_chapel_step():
    """The Chapel tuck happens first, so tucking can save a card from the hand limit."""
    cards = ["palace", "hero", "hero", "library", "library", "quarry", "quarry", "crane"]
    s = scenario(
        players=3,
        governor=2,
        hands=[cards, [], []],
        cities=[["indigo_plant", "chapel"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = picks(s, "prospector", "trader", "councillor")
    assert s.phase == "chapel"
    s = play(s, "tuck palace")
    # 7 cards left: no hand-limit discard; straight to the governor's pick.
    assert s.phase == "pick"
    assert len(s.players[0].hand) == 7


@pytest.mark.rule("SJ-11.11")
def test_tower_raises_the_hand_limit_to_twelve():
    """With a Tower up to 12 cards stay; the cards over 12 must still go."""
    fourteen = ["sugar_mill"] * 8 + ["tobacco_storage"] * 4 + ["statue"] * 2
    twelve = ["coffee_roaster"] * 8 + ["silver_smelter"] * 4
    s = scenario(
        players=3,
        hands=[fourteen, twelve, []],
        cities=[["indigo_plant", "tower"], ["indigo_plant", "tower"], ["indigo_plant"]],
    )
    s = picks(s, "prospector", "trader", "councillor")
    assert s.phase == "hand_limit" and to_act(s) == 0
    assert s.turn.owed == 2
    s = play(s, "discard statue", "discard statue")
    assert s.phase == "pick"  # seat 1 holds exactly 12: nothing to discard
    assert len(s.players[0].hand) == 12 and len(s.players[1].hand) == 12


@pytest.mark.rule("SJ-11.10")
def test_chapel_tucks_score_one_each():
    """Each card under the Chapel scores 1 VP at the end, whatever the card."""
    from sanjuan.score import seat_score

    s = scenario(
        players=2,
        cities=[["indigo_plant", "chapel"], ["indigo_plant", "chapel"]],
        chapel=[["palace", "hero", "indigo_plant"], []],
    )
    lines = {line.key: line.points for line in seat_score(s.players[0], 0).lines}
    assert lines["chapel"] == 3
    assert seat_score(s.players[0], 0).total == 1 + 2 + 3
    assert seat_score(s.players[1], 1).total == 1 + 2
