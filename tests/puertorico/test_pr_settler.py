"""Settler phase: picks, quarries, the face-up row, reshuffles and the settler buildings
(PR-4, PR-12.3, PR-12.4, PR-12.6)."""

from __future__ import annotations

import pytest
from pr_builders import (
    GAME,
    Seat,
    finish_phase,
    legal,
    play,
    scenario,
    step,
    tiles,
    to_act,
    worked,
)

ROW4 = ["corn_plantation", "indigo_plantation", "sugar_plantation", "coffee_plantation"]
ROW5 = [*ROW4, "tobacco_plantation"]


def full_island() -> dict[str, int]:
    return {"corn_plantation": 6, "indigo_plantation": 6}


@pytest.mark.rule("PR-4.1")
def test_each_player_takes_one_face_up_tile_in_turn():
    s = scenario(4, row=ROW5)
    s = play(s, "pick settler")
    assert legal(s) == [
        "take corn_plantation",
        "take indigo_plantation",
        "take sugar_plantation",
        "take tobacco_plantation",
        "take coffee_plantation",
        "take quarry",
        "pass",
    ]
    s = play(s, "take coffee_plantation")
    assert to_act(s) == 1
    assert "take quarry" not in legal(s)
    assert "take coffee_plantation" not in legal(s)
    s = play(s, "take corn_plantation", "pass", "take sugar_plantation")
    assert s.phase == "role_choice"
    assert tiles(s, 0) == {"coffee_plantation": 1}
    assert tiles(s, 1) == {"corn_plantation": 1}
    assert tiles(s, 2) == {}
    assert tiles(s, 3) == {"sugar_plantation": 1}
    assert worked(s, 0) == {}  # a new tile comes without a colonist


@pytest.mark.rule("PR-4.1")
def test_a_full_island_takes_nothing():
    seats = [Seat(island=full_island()), Seat(), Seat()]
    s = scenario(3, seats, row=ROW4)
    s = play(s, "pick settler")
    assert to_act(s) == 1  # the settler with 12 tiles is skipped


@pytest.mark.rule("PR-4.1")
def test_identical_tiles_are_one_choice():
    s = scenario(
        3, row=["corn_plantation", "corn_plantation", "sugar_plantation", "corn_plantation"]
    )
    s = play(s, "pick settler")
    assert legal(s) == ["take corn_plantation", "take sugar_plantation", "take quarry", "pass"]


@pytest.mark.rule("PR-4.2")
def test_the_settler_may_take_a_quarry_instead():
    s = scenario(3, row=ROW4)
    s = play(s, "pick settler", "take quarry")
    assert tiles(s, 0) == {"quarry": 1}
    assert s.plantations.quarries == 7
    assert "take quarry" not in legal(s)  # seat 2 has no Construction hut


@pytest.mark.rule("PR-4.2")
def test_no_quarry_when_the_pile_is_empty():
    s = scenario(3, row=ROW4, quarries=0)
    s = play(s, "pick settler")
    assert "take quarry" not in legal(s)


@pytest.mark.rule("PR-4.3")
def test_order_hacienda_then_pick_then_hospice():
    seats = [Seat(city={"hacienda": 1, "hospice": 1}), Seat(), Seat()]
    s = scenario(3, seats, row=ROW4, stack_top=["tobacco_plantation"])
    s = play(s, "pick settler")
    assert step(s) == "hacienda"
    s = play(s, "use hacienda")
    assert step(s) == "plant"
    s = play(s, "take quarry")
    assert step(s) == "hospice"
    s = play(s, "use hospice")
    assert tiles(s, 0) == {"tobacco_plantation": 1, "quarry": 1}
    assert worked(s, 0) == {"quarry": 1}
    assert to_act(s) == 1


@pytest.mark.rule("PR-4.4")
def test_cleanup_discards_the_rest_and_turns_up_n_plus_one():
    s = scenario(3, row=ROW4, stack_top=["coffee_plantation"] * 4)
    s = play(s, "pick settler", "take corn_plantation", "take indigo_plantation", "pass")
    assert s.phase == "role_choice"
    assert sorted(s.plantations.discard) == [2, 4]  # sugar and coffee went face up
    assert s.plantations.row == (4, 4, 4, 4)


@pytest.mark.rule("PR-4.5")
def test_a_short_stack_reshuffles_the_discards_including_the_ones_just_discarded():
    s = scenario(3, row=ROW4, stack_top=["coffee_plantation"] * 2, rest="discard")
    assert len(s.plantations.stack) == 2
    before = len(s.plantations.discard)
    s = play(s, "pick settler", "take corn_plantation", "pass", "pass")
    # 2 from the stack, then the discards (the 3 untaken tiles too) are shuffled: 2 more.
    assert s.plantations.row[:2] == (4, 4)
    assert len(s.plantations.row) == 4
    assert s.plantations.discard == ()
    assert len(s.plantations.stack) == before + 3 - 2


@pytest.mark.rule("PR-4.5")
def test_with_no_tiles_left_the_row_stays_short():
    """Five players hold 49 plantations; the last one is taken: no tile is left to turn up."""
    per_kind = {"corn_plantation": 10, "indigo_plantation": 12, "sugar_plantation": 11}
    per_kind |= {"tobacco_plantation": 9, "coffee_plantation": 7}
    islands: list[dict[str, int]] = [{} for _ in range(5)]
    seat = 0
    for kind, n in per_kind.items():
        for _ in range(n):
            while sum(islands[seat].values()) >= 10:
                seat += 1
            islands[seat][kind] = islands[seat].get(kind, 0) + 1
    assert sum(sum(i.values()) for i in islands) == 49
    s = scenario(5, [Seat(island=i) for i in islands], row=["coffee_plantation"])
    assert s.plantations.stack == ()
    s = play(s, "pick settler", "take coffee_plantation")
    s = finish_phase(s)
    assert s.plantations.row == () and s.plantations.discard == ()


@pytest.mark.rule("PR-12.3")
def test_hacienda_draws_the_top_tile_before_the_pick():
    seats = [Seat(), Seat(city={"hacienda": 1}), Seat()]
    s = scenario(3, seats, row=ROW4, stack_top=["coffee_plantation"])
    s = play(s, "pick settler", "pass")
    assert legal(s) == ["use hacienda", "pass"]
    s = play(s, "use hacienda")
    assert tiles(s, 1) == {"coffee_plantation": 1}
    assert "take quarry" not in legal(s)
    s = play(s, "take sugar_plantation")
    assert tiles(s, 1) == {"coffee_plantation": 1, "sugar_plantation": 1}
    assert GAME.view(s, 0).players[1].tiles == s.players[1].tiles  # public


@pytest.mark.rule("PR-12.3")
def test_hacienda_needs_an_occupied_building_and_a_free_space():
    idle = scenario(3, [Seat(city={"hacienda": 0}), Seat(), Seat()], row=ROW4)
    assert step(play(idle, "pick settler")) == "plant"
    full = {"corn_plantation": 6, "indigo_plantation": 5}
    one_left = scenario(3, [Seat(island=full, city={"hacienda": 1}), Seat(), Seat()], row=ROW4)
    s = play(one_left, "pick settler", "use hacienda")
    # The Hacienda filled the 12th space: no pick follows.
    assert to_act(s) == 1


@pytest.mark.rule("PR-12.4")
def test_construction_hut_lets_any_player_take_a_quarry():
    seats = [Seat(), Seat(city={"construction_hut": 1}), Seat(city={"construction_hut": 0})]
    s = scenario(3, seats, row=ROW4)
    s = play(s, "pick settler", "pass")
    assert "take quarry" in legal(s)
    s = play(s, "take quarry")
    assert "take quarry" not in legal(s)  # the third seat's hut is unoccupied
    assert tiles(s, 1) == {"quarry": 1}


@pytest.mark.rule("PR-12.4")
def test_the_settler_with_a_construction_hut_still_gets_one_quarry():
    s = scenario(3, [Seat(city={"construction_hut": 1}), Seat(), Seat()], row=ROW4)
    s = play(s, "pick settler", "take quarry")
    assert tiles(s, 0) == {"quarry": 1}
    assert to_act(s) == 1


@pytest.mark.rule("PR-12.6")
def test_hospice_puts_a_colonist_from_the_supply_on_the_new_tile():
    s = scenario(3, [Seat(), Seat(), Seat(city={"hospice": 1})], row=ROW4)
    supply = s.board.colonist_supply
    s = play(s, "pick settler", "pass", "pass", "take coffee_plantation")
    assert legal(s) == ["use hospice", "pass"]
    s = play(s, "use hospice")
    assert worked(s, 2) == {"coffee_plantation": 1}
    assert s.board.colonist_supply == supply - 1


@pytest.mark.rule("PR-12.6")
def test_hospice_takes_from_the_ship_when_the_supply_is_empty():
    seats = [Seat(city={"hospice": 1}), Seat(), Seat()]
    s = scenario(3, seats, row=ROW4, colonist_supply=0, colonist_ship=3)
    s = play(s, "pick settler", "take quarry", "use hospice")
    assert worked(s, 0) == {"quarry": 1}
    assert s.board.colonist_ship == 2


@pytest.mark.rule("PR-12.6")
def test_hospice_supply_only_option_and_nothing_when_all_is_empty():
    seats = [Seat(city={"hospice": 1}), Seat(), Seat()]
    only = scenario(3, seats, row=ROW4, colonist_supply=0, rules={"hospice_supply_only": True})
    s = play(only, "pick settler", "take quarry")
    assert to_act(s) == 1  # no Hospice question
    none = scenario(3, seats, row=ROW4, colonist_supply=0, colonist_ship=0)
    s = play(none, "pick settler", "take quarry")
    assert to_act(s) == 1


@pytest.mark.rule("PR-12.6")
def test_no_hospice_colonist_for_the_hacienda_tile_or_after_a_pass():
    seats = [Seat(city={"hacienda": 1, "hospice": 1}), Seat(), Seat()]
    s = scenario(3, seats, row=ROW4, stack_top=["corn_plantation"])
    s = play(s, "pick settler", "use hacienda", "pass")
    assert to_act(s) == 1
    assert worked(s, 0) == {}


@pytest.mark.rule("PR-12.3")
def test_no_hacienda_with_a_full_island():
    """All 12 island spaces filled: the Hacienda is not asked (11 filled: it is, above)."""
    seats = [Seat(island=full_island(), city={"hacienda": 1}), Seat(), Seat()]
    s = play(scenario(3, seats, row=ROW4), "pick settler")
    assert to_act(s) == 1 and step(s) != "hacienda"


@pytest.mark.rule("PR-12.6")
def test_the_hospice_colonist_works_a_new_corn_plantation():
    seats = [Seat(city={"hospice": 1}), Seat(), Seat()]
    s = play(scenario(3, seats, row=ROW4), "pick settler", "take corn_plantation", "use hospice")
    assert worked(s, 0) == {"corn_plantation": 1}
