"""Move notation: canonical texts, the strict parser, abbreviations and help sections."""

from __future__ import annotations

import pytest
from pr_builders import GAME, Seat, new_game, play, scenario

from common.contract import AmbiguousNotation, IllegalMove, InvalidNotation
from common.rules_text import full_text, section_ids
from puertorico import moves
from puertorico.moves import Build, Keep, Load, Pass, PickRole, Place, Store, TakeTile


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (PickRole("prospector_2"), "pick prospector_2"),
        (TakeTile("quarry"), "take quarry"),
        (moves.TAKE_COLONIST, "take colonist"),
        (moves.TakeGood("coffee"), "take coffee"),
        (moves.Use("hacienda"), "use hacienda"),
        (Place("colonist", "corn_plantation"), "place colonist corn_plantation"),
        (Place("colonist", "coffee_roaster"), "place colonist coffee_roaster"),
        (Build("guild_hall"), "build guild_hall"),
        (moves.Sell("corn"), "sell corn"),
        (Load("corn", "ship_7"), "load corn ship_7"),
        (Load("tobacco", "wharf"), "load tobacco wharf"),
        (Store("indigo"), "store indigo"),
        (Keep("sugar"), "keep sugar"),
        (Pass(), "pass"),
        (moves.Done(), "done"),
    ],
)
def test_text_round_trip(move, text):
    assert moves.move_text(move) == text
    assert moves.parse(text) == move
    assert moves.parse(f"  {text.upper()} ") == move


@pytest.mark.parametrize(
    "text",
    ["", "pick banker", "take gold", "build palace", "load corn ship_9", "place noble x", "jump"],
)
def test_bad_notation(text):
    with pytest.raises(InvalidNotation):
        moves.parse(text)


def test_prefixes_and_illegal_moves():
    s = play(scenario(3, [Seat(doubloons=8), Seat(), Seat()]), "pick builder")
    assert GAME.parse_move(s, "build harb") == Build("harbor")
    with pytest.raises(AmbiguousNotation):
        GAME.parse_move(s, "build small")
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "build guild_hall")
    with pytest.raises(IllegalMove):
        GAME.apply(s, Build("guild_hall"))


def test_every_help_section_exists():
    known = set(section_ids(full_text(GAME)))
    s = new_game(4, seed=3)
    seen = set()
    while GAME.to_act(s) is not None:
        seen.add(GAME.phase_section(s))
        legal = GAME.legal_moves(s)
        s = GAME.apply(s, legal[len(seen) % len(legal)])
    seen.add(GAME.phase_section(s))
    assert seen <= known
    assert {"PR-3.1", "PR-6.1", "PR-13.5"} <= seen


def test_glossary_lists_every_building():
    rows = GAME.glossary("hu")
    assert len(rows) == 45
    assert rows[0].name == "Kis indigófeldolgozó" and rows[0].count == 4
    assert all(row.effect for row in GAME.glossary("en"))


def test_a_position_mid_placement_round_trips():
    from common import position

    seats = [Seat(island={"corn_plantation": 1, "sugar_plantation": 1}, idle=1), Seat(), Seat()]
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert s.phase == "mayor_placement" and s.turn.hand == 1
    game, again = position.loads(position.dumps(GAME, s))
    assert game is GAME and again == s
    assert [GAME.move_text(m) for m in GAME.legal_moves(again)] == [
        "place colonist corn_plantation",
        "place colonist sugar_plantation",
    ]
