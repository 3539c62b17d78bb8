"""Hidden information, the renderer and the options (PR-14, PR-15, PR-12.1)."""

from __future__ import annotations

import pytest
from pr_builders import GAME, NAMES, Seat, finish_phase, play, scenario
from rich.console import Console

from common.contract import OptionError
from common.records import replace
from puertorico.view import PlayerView, SeatView, shuffle_hidden, view


def table(**rules):
    seats = [
        Seat(vp=7, goods={"corn": 2}, island={"corn_plantation": 2}, worked={"corn_plantation": 1}),
        Seat(vp=3, city={"harbor": 1, "guild_hall": 0}),
        Seat(vp=0, idle=2),
    ]
    return scenario(3, seats, row=["coffee_plantation"], rules=rules, surplus=2)


def text_of(renderable, width: int = 80) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


@pytest.mark.rule("PR-14.1")
def test_vp_totals_are_seen_only_by_their_owner():
    s = table()
    for seat in (0, 1, 2, None):
        v = view(s, seat)
        for p in v.players:
            assert p.vp == (s.players[p.seat].vp if p.seat == seat else None)
        assert v.vp_supply == s.board.vp_supply


@pytest.mark.rule("PR-14.1")
def test_open_vp_and_game_over_show_every_total():
    s = table(open_vp=True)
    assert [p.vp for p in view(s, None).players] == [7, 3, s.players[2].vp]
    ended = replace(table(), phase="game_over")
    assert [p.vp for p in view(ended, 1).players] == [p.vp for p in ended.players]


@pytest.mark.rule("PR-14.1")
def test_the_public_log_leaves_out_vp_amounts():
    s = play(scenario(4, [Seat(goods={"corn": 2}), Seat(), Seat(), Seat()]), "pick captain")
    m = GAME.parse_move(s, "load corn ship_5")
    assert "VP" not in GAME.describe(view(s, None), m, "en")
    assert "+3 VP" in GAME.describe(view(s, 0), m, "en")
    opened = play(
        scenario(4, [Seat(goods={"corn": 2}), Seat(), Seat(), Seat()], rules={"open_vp": True}),
        "pick captain",
    )
    assert "+3 VP" in GAME.describe(view(opened, None), m, "en")


@pytest.mark.rule("PR-14.2")
def test_everything_else_is_public_and_the_stack_order_is_not():
    s = table()
    v = view(s, None)
    assert [p.doubloons for p in v.players] == [p.doubloons for p in s.players]
    assert v.players[0].goods == s.players[0].goods
    assert v.players[1].city == ("harbor", "guild_hall")
    assert v.stack_size == len(s.plantations.stack)
    assert v.row == s.plantations.row
    names = {*SeatView.__struct_fields__, *PlayerView.__struct_fields__}
    assert "stack" not in names and "rng" not in names


@pytest.mark.rule("PR-14.2")
def test_shuffling_what_a_seat_cannot_see_changes_nothing_it_sees():
    s = finish_phase(play(table(), "pick settler"))
    for seat in range(3):
        other = shuffle_hidden(s, seat, 99)
        GAME.check_invariants(other)
        assert view(other, seat) == view(s, seat)
    assert shuffle_hidden(s, 0, 99).plantations.stack != s.plantations.stack


@pytest.mark.rule("PR-15.1")
def test_option_names_values_and_defaults():
    """Every option of the rulings' §5.1, with its default."""
    assert dict(GAME.config(4).options) == {
        "building_selection": "draft",
        "exclusive_office_trading_post": False,
        "exp_new_buildings": False,
        "exp_nobles": False,
        "land_office_face_down": False,
        "library_craftsman_different": False,
        "villa_instead_of_ship_piece": False,
        "corn_start_minus_one": False,
        "first_governor": "seat_1",
        "hospice_supply_only": False,
        "open_vp": False,
        "university_factory_swap": False,
        "vp_chips_5p": "126",
    }
    config = GAME.config(5, {"vp_chips_5p": "122", "first_governor": "random"})
    assert dict(config.options)["vp_chips_5p"] == "122"
    with pytest.raises(OptionError, match="valid options"):
        GAME.config(4, {"no_such_option": True})
    with pytest.raises(OptionError):
        GAME.config(5, {"vp_chips_5p": "100"})
    with pytest.raises(OptionError):
        GAME.config(6)


@pytest.mark.rule("PR-12.1")
def test_beige_functions_need_a_piece_and_their_vp_count_regardless():
    idle = Seat(goods={"corn": 1}, city={"large_market": 0, "harbor": 0})
    s = play(scenario(3, [idle, Seat(), Seat()]), "pick trader", "sell corn")
    assert s.players[0].doubloons == 2 + 1  # no +2 from the unoccupied market
    score = GAME.outcome(replace(s, phase="game_over")).scores[0]
    assert {ln.key: ln.points for ln in score.lines}["buildings"] == 2 + 3


def test_prompts_and_descriptions():
    s = play(scenario(3, [Seat(doubloons=9), Seat(), Seat()]), "pick builder")
    v = view(s, 0)
    assert GAME.prompt(v, "en") == "What do you build?"
    assert GAME.prompt(v, "hu") == "Mit építesz?"
    m = GAME.parse_move(s, "build harbor")
    assert GAME.describe(v, m, "hu") == "Megépíti: Kikötő, 7 dublonért"
    assert GAME.phase_section(s) == "PR-6.1"


def test_score_sheet_renders():
    ended = replace(table(), phase="game_over")
    text = text_of(GAME.render_scores(GAME.outcome(ended), NAMES, "en"))
    assert "VP chips" in text and "Total" in text and "Winner" in text


@pytest.mark.rule("PR-14.1")
def test_open_vp_leaves_nothing_to_hide_so_no_curtain_is_needed():
    """With open VP no seat has a secret, so the hand-over curtain is skipped."""
    from common.savefile import SeatInfo
    from common.session import Session
    from common.table_control import needs_curtain
    from puertorico.game import PUERTO_RICO

    seats = [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")]
    hidden = Session(PUERTO_RICO, PUERTO_RICO.config(3), 1, seats)
    open_vp = Session(PUERTO_RICO, PUERTO_RICO.config(3, {"open_vp": True}), 1, seats)
    assert needs_curtain(hidden, 1, 0, open_hands=False)
    assert not needs_curtain(open_vp, 1, 0, open_hands=False)
