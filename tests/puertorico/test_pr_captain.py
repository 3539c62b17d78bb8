"""Captain phase: legal loads, the lap loop, VP, storage, unloading, and the captain's
buildings (PR-9, PR-12.5, PR-12.9, PR-12.12, PR-12.13)."""

from __future__ import annotations

import pytest
from pr_builders import (
    GAME,
    Seat,
    cargo,
    goods,
    legal,
    play,
    scenario,
    step,
    supply,
    to_act,
    vps,
)


def loads(state) -> list[str]:
    return [t.removeprefix("load ") for t in legal(state) if t.startswith("load ")]


@pytest.mark.rule("PR-9.1")
def test_an_empty_ship_must_be_the_one_taking_the_most():
    """Márk, 6 tobacco, ship_5 and ship_7 empty: only ship_7."""
    s = scenario(
        4, [Seat(goods={"tobacco": 6}), Seat(), Seat(), Seat()], ships={"ship_6": ("corn", 1)}
    )
    s = play(s, "pick captain")
    assert loads(s) == ["tobacco ship_7"]


@pytest.mark.rule("PR-9.1")
def test_equal_empty_ships_are_a_free_choice():
    s = scenario(4, [Seat(goods={"sugar": 3}), Seat(), Seat(), Seat()])
    s = play(s, "pick captain")
    assert loads(s) == ["sugar ship_5", "sugar ship_6", "sugar ship_7"]


@pytest.mark.rule("PR-9.1")
def test_a_kind_on_a_ship_goes_only_there_and_a_full_one_blocks_it():
    seat = Seat(goods={"corn": 2, "indigo": 3})
    s = scenario(
        4, [seat, Seat(), Seat(), Seat()], ships={"ship_5": ("corn", 5), "ship_6": ("indigo", 1)}
    )
    s = play(s, "pick captain")
    assert loads(s) == ["indigo ship_6"]
    s = play(s, "load indigo ship_6")
    assert cargo(s)["ship_6"] == ("indigo", 4)
    assert goods(s, 0) == {"corn": 2}  # corn blocked: its ship is full


@pytest.mark.rule("PR-9.1")
def test_nothing_may_be_held_back():
    s = scenario(4, [Seat(goods={"coffee": 9}), Seat(), Seat(), Seat()])
    s = play(s, "pick captain", "load coffee ship_7")
    assert cargo(s)["ship_7"] == ("coffee", 7)
    assert goods(s, 0) == {"coffee": 2}


@pytest.mark.rule("PR-9.2")
def test_loading_is_mandatory_and_goes_round_until_a_lap_without_loads():
    seats = [Seat(goods={"corn": 1, "sugar": 1}), Seat(goods={"indigo": 1}), Seat(), Seat()]
    s = play(scenario(4, seats), "pick captain")
    assert "pass" not in legal(s)
    s = play(s, "load corn ship_5")
    assert to_act(s) == 1
    assert loads(s) == ["indigo ship_6", "indigo ship_7"]
    s = play(s, "load indigo ship_6")
    assert to_act(s) == 0  # seats 3 and 4 have nothing: skipped
    s = play(s, "load sugar ship_7")
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-9.2")
def test_one_kind_per_turn():
    seats = [Seat(goods={"corn": 1, "sugar": 1}), Seat(goods={"indigo": 1}), Seat(), Seat()]
    s = play(scenario(4, seats), "pick captain", "load sugar ship_5")
    assert goods(s, 0) == {"corn": 1}
    assert to_act(s) == 1


@pytest.mark.rule("PR-9.3")
def test_one_vp_per_barrel_whatever_the_kind():
    seats = [Seat(), Seat(goods={"coffee": 3}), Seat(goods={"corn": 3}), Seat()]
    s = play(scenario(4, seats), "pick captain", "load coffee ship_5", "load corn ship_6")
    assert vps(s)[1:3] == [3, 3]
    assert s.board.vp_supply == 100 - 6


@pytest.mark.rule("PR-9.4")
def test_the_captain_gets_one_more_vp_at_the_first_load_only():
    """EX-PR-32: two kinds on two turns, the bonus comes once."""
    s = play(
        scenario(4, [Seat(goods={"corn": 2, "sugar": 1}), Seat(), Seat(), Seat()]), "pick captain"
    )
    s = play(s, "load corn ship_5")
    assert vps(s)[0] == 3
    s = play(s, "load sugar ship_6")
    assert vps(s)[0] == 4


@pytest.mark.rule("PR-9.4")
def test_no_captain_bonus_without_a_load():
    s = play(scenario(4, [Seat(), Seat(goods={"corn": 2}), Seat(), Seat()]), "pick captain")
    assert to_act(s) == 1
    s = play(s, "load corn ship_5")
    assert vps(s) == [0, 2, 0, 0]


@pytest.mark.rule("PR-9.5")
def test_storage_keeps_one_barrel_and_asks_only_when_something_must_go():
    seats = [Seat(goods={"coffee": 1, "corn": 2}), Seat(goods={"indigo": 1}), Seat(), Seat()]
    ships = {"ship_5": ("sugar", 1), "ship_6": ("tobacco", 1), "ship_7": ("indigo", 7)}
    s = play(scenario(4, seats, ships=ships), "pick captain")
    # No load is possible for anyone: straight to storage. Seat 2's single barrel stays.
    assert s.phase == "captain_storage" and to_act(s) == 0
    assert step(s) == "store"
    assert legal(s) == ["keep corn", "keep coffee", "done"]
    corn = supply(s)["corn"]
    s = play(s, "keep coffee")
    assert goods(s, 0) == {"coffee": 1} and supply(s)["corn"] == corn + 2
    assert goods(s, 1) == {"indigo": 1}
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-9.5")
def test_done_returns_everything_not_kept():
    seats = [Seat(goods={"coffee": 1, "corn": 2}), Seat(), Seat(), Seat()]
    ships = {"ship_5": ("corn", 5), "ship_6": ("coffee", 6), "ship_7": ("indigo", 7)}
    s = play(scenario(4, seats, ships=ships), "pick captain", "done")
    assert goods(s, 0) == {}


@pytest.mark.rule("PR-9.6")
def test_only_full_ships_are_unloaded():
    seats = [Seat(goods={"corn": 5, "sugar": 2}), Seat(), Seat(), Seat()]
    s = play(scenario(4, seats), "pick captain", "load corn ship_5", "load sugar ship_6")
    assert cargo(s) == {"ship_5": None, "ship_6": ("sugar", 2), "ship_7": None}
    assert supply(s)["corn"] == 10


@pytest.mark.rule("PR-9.7")
def test_the_worked_example_of_the_rules_text():
    """Anita captain: 6 corn, 2 tobacco, 1 sugar; Jenő 1 indigo, 2 sugar; Éva 1 coffee,
    3 corn, 2 indigo; Márk 2 corn, 4 tobacco; ship_6 holds 2 indigo (EX-PR-5)."""
    seats = [
        Seat(goods={"corn": 6, "tobacco": 2, "sugar": 1}),
        Seat(goods={"indigo": 1, "sugar": 2}),
        Seat(goods={"coffee": 1, "corn": 3, "indigo": 2}),
        Seat(goods={"corn": 2, "tobacco": 4}),
    ]
    s = scenario(4, seats, ships={"ship_6": ("indigo", 2)})
    s = play(s, "pick captain")
    assert "corn ship_5" not in loads(s)
    s = play(s, "load corn ship_7", "load sugar ship_5", "load corn ship_7")
    assert to_act(s) == 0  # Márk skipped
    s = play(s, "load sugar ship_5", "load indigo ship_6", "load indigo ship_6")
    assert s.phase == "captain_storage"
    assert vps(s) == [8, 3, 3, 0]
    s = play(s, "keep tobacco", "keep corn", "keep tobacco")
    assert s.phase == "role_choice"
    assert [sum(p.goods) for p in s.players] == [1, 0, 1, 1]
    assert cargo(s) == {"ship_5": ("sugar", 3), "ship_6": ("indigo", 5), "ship_7": None}


@pytest.mark.rule("PR-12.5")
def test_small_warehouse_keeps_a_whole_kind():
    """Éva: 1 coffee, 2 corn, 2 indigo and a Small warehouse: indigo whole, one coffee."""
    eva = Seat(goods={"coffee": 1, "corn": 2, "indigo": 2}, city={"small_warehouse": 1})
    ships = {"ship_5": ("corn", 5), "ship_6": ("coffee", 6), "ship_7": ("indigo", 7)}
    s = play(scenario(4, [eva, Seat(), Seat(), Seat()], ships=ships), "pick captain")
    assert legal(s) == [
        "store corn",
        "store indigo",
        "store coffee",
        "keep corn",
        "keep indigo",
        "keep coffee",
        "done",
    ]
    s = play(s, "store indigo", "keep coffee")
    assert goods(s, 0) == {"indigo": 2, "coffee": 1}


@pytest.mark.rule("PR-12.5")
def test_a_warehouse_that_keeps_everything_asks_nothing():
    eva = Seat(goods={"corn": 4, "coffee": 1}, city={"small_warehouse": 1})
    ships = {"ship_5": ("corn", 5), "ship_6": ("coffee", 6), "ship_7": ("indigo", 7)}
    s = play(scenario(4, [eva, Seat(), Seat(), Seat()], ships=ships), "pick captain")
    assert s.phase == "role_choice"
    assert goods(s, 0) == {"corn": 4, "coffee": 1}


@pytest.mark.rule("PR-12.9")
def test_large_warehouse_and_both_warehouses():
    three = {"corn": 3, "indigo": 3, "sugar": 3, "coffee": 2}
    ships = {"ship_5": ("corn", 5), "ship_6": ("indigo", 6), "ship_7": ("sugar", 7)}
    large = Seat(goods=three, city={"large_warehouse": 1})
    s = play(scenario(4, [large, Seat(), Seat(), Seat()], ships=ships), "pick captain")
    s = play(s, "store corn", "store indigo", "keep coffee")
    assert goods(s, 0) == {"corn": 3, "indigo": 3, "coffee": 1}
    both = Seat(goods=three, city={"large_warehouse": 1, "small_warehouse": 1})
    s = play(scenario(4, [both, Seat(), Seat(), Seat()], ships=ships), "pick captain")
    s = play(s, "store corn", "store indigo")
    # Sugar 3 whole and coffee 2: one coffee must go, so the last choice stays a question.
    s = play(s, "store sugar")
    assert legal(s) == ["keep coffee", "done"]
    s = play(s, "keep coffee")
    assert goods(s, 0) == {"corn": 3, "indigo": 3, "sugar": 3, "coffee": 1}


@pytest.mark.rule("PR-12.12")
def test_harbor_gives_one_vp_per_load_action():
    seat = Seat(goods={"corn": 2, "sugar": 1}, city={"harbor": 1})
    s = play(scenario(4, [Seat(), seat, Seat(), Seat()]), "pick captain")
    s = play(s, "load corn ship_5", "load sugar ship_6")
    assert vps(s)[1] == 2 + 1 + 1 + 1


@pytest.mark.rule("PR-12.13")
def test_wharf_ships_a_whole_kind_once_per_phase():
    seat = Seat(goods={"tobacco": 4, "coffee": 2}, city={"wharf": 1})
    ships = {"ship_5": ("tobacco", 5), "ship_6": ("coffee", 6), "ship_7": ("corn", 1)}
    s = play(scenario(4, [Seat(), seat, Seat(), Seat()], ships=ships), "pick captain")
    # No cargo ship takes anything: the Wharf or pass.
    assert legal(s) == ["load tobacco wharf", "load coffee wharf", "pass"]
    tobacco = supply(s)["tobacco"]
    s = play(s, "load tobacco wharf")
    assert supply(s)["tobacco"] == tobacco + 4
    assert vps(s)[1] == 4
    # Once a phase: the coffee cannot follow on the Wharf; loading ends, storage asks.
    assert s.phase == "captain_storage" and to_act(s) == 1
    assert legal(s) == ["keep coffee", "done"]


@pytest.mark.rule("PR-12.13")
def test_the_wharf_may_replace_a_mandatory_load_and_any_kind_goes():
    seat = Seat(goods={"corn": 3, "indigo": 1}, city={"wharf": 1})
    s = play(
        scenario(4, [seat, Seat(), Seat(), Seat()], ships={"ship_5": ("corn", 2)}), "pick captain"
    )
    assert loads(s) == [
        "corn ship_5",
        "indigo ship_6",
        "indigo ship_7",
        "corn wharf",
        "indigo wharf",
    ]
    assert "pass" not in legal(s)
    s = play(s, "load corn wharf")
    assert vps(s)[0] == 3 + 1  # the captain bonus counts with the Wharf too
    s = play(s, "load indigo ship_6")
    assert "wharf" not in " ".join(legal(s))


def test_describe_names_the_vp_only_to_their_owner():
    s = play(scenario(4, [Seat(goods={"corn": 3}), Seat(), Seat(), Seat()]), "pick captain")
    m = GAME.parse_move(s, "load corn ship_5")
    assert GAME.describe(GAME.view(s, 0), m, "en") == "Loads 3 corn onto the 5-barrel ship (+4 VP)"
    assert GAME.describe(GAME.view(s, 1), m, "en") == "Loads 3 corn onto the 5-barrel ship"
    assert GAME.describe(GAME.view(s, None), m, "hu") == "Behajóz: 3 kukorica → 5-ös hajó"


@pytest.mark.rule("PR-9.2")
def test_a_lap_of_exactly_n_turns_without_a_load_ends_the_loading():
    """3 players: the Wharf owner passes, the two others have nothing; those 3 idle turns are
    the lap, so the Wharf owner is not asked a second time."""
    seat = Seat(goods={"corn": 2}, city={"wharf": 1})
    ships = {"ship_4": ("corn", 4), "ship_5": ("indigo", 1), "ship_6": ("sugar", 1)}
    s = play(scenario(3, [seat, Seat(), Seat()], ships=ships), "pick captain")
    assert legal(s) == ["load corn wharf", "pass"]
    s = play(s, "pass")
    assert s.phase != "captain_phase" or step(s) != "load"
