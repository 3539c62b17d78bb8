"""Setup per player count (rulings §3.7; rules_hu PR-1.2, PR-1.4, PR-2)."""

from __future__ import annotations

from collections import Counter

import pytest
from pr_builders import GAME, new_game, tiles

from puertorico import data

PLANTATIONS_3_5 = {
    "corn_plantation": 10,
    "indigo_plantation": 12,
    "sugar_plantation": 11,
    "tobacco_plantation": 9,
    "coffee_plantation": 8,
}


def on_table(state) -> Counter:
    """Every plantation of the game by kind: stack, face-up row, discards and islands."""
    pile = state.plantations
    count = Counter(data.ISLAND[k] for k in (*pile.stack, *pile.row, *pile.discard))
    for seat in range(state.rules.players):
        count.update(tiles(state, seat))
    count["quarry"] += pile.quarries
    return count


def buildings(state) -> dict[str, int]:
    return {b.id: n for b, n in zip(data.BUILDINGS, state.board.buildings, strict=True) if n}


@pytest.mark.rule("PR-1.2")
def test_the_box_contents_of_a_five_player_game():
    """Five players use every component: 58 island tiles, 49 buildings, 50 barrels,
    100 colonists (95 + 5 on the ship) and 126 VP in chips."""
    s = new_game(5)
    count = on_table(s)
    assert count == Counter({**PLANTATIONS_3_5, "quarry": 8})
    assert sum(s.board.buildings) == 49
    assert dict(zip(data.GOODS, s.board.goods_supply, strict=True)) == {
        "corn": 10,
        "indigo": 11,
        "sugar": 11,
        "tobacco": 9,
        "coffee": 9,
    }
    assert s.board.colonist_supply + s.board.colonist_ship == 100
    assert s.board.vp_supply == 126
    assert s.rules.setup.cargo == (6, 7, 8)


@pytest.mark.rule("PR-1.4")
def test_the_bank_never_runs_out():
    """The bank is a ledger without a floor: it pays whatever is due (R-PR-6)."""
    s = new_game(4)
    assert s.board.bank == data.BANK_DOUBLOONS - 4 * 3
    from pr_builders import Seat, play, scenario

    rich = scenario(4, [Seat(doubloons=80), Seat(), Seat(), Seat()], card_money={"trader": 9})
    assert rich.board.bank < 0
    after = play(rich, "pick prospector_1")
    assert after.players[0].doubloons == 81
    GAME.check_invariants(after)


@pytest.mark.rule("PR-2.1")
def test_seat_one_is_the_first_governor_by_default():
    s = new_game(4)
    assert s.roles.governor == 0
    assert GAME.to_act(s) == 0


@pytest.mark.rule("PR-2.1")
def test_a_random_first_governor_gets_the_first_start_plantation():
    """With first_governor=random the start plantations are dealt from the drawn governor."""
    found = set()
    for seed in range(1, 30):
        s = new_game(3, seed=seed, first_governor="random")
        g = s.roles.governor
        found.add(g)
        assert GAME.to_act(s) == g
        order = [(g + i) % 3 for i in range(3)]
        assert [tiles(s, seat) for seat in order] == [
            {"indigo_plantation": 1},
            {"indigo_plantation": 1},
            {"corn_plantation": 1},
        ]
    assert found == {0, 1, 2}


@pytest.mark.rule("PR-2.2")
def test_setup_order_deals_money_and_start_tiles_then_turns_up_the_row():
    s = new_game(4, seed=7)
    assert [p.doubloons for p in s.players] == [3, 3, 3, 3]
    assert [sum(p.tiles) for p in s.players] == [1, 1, 1, 1]
    assert all(p.pieces() == 0 and p.city == () for p in s.players)
    assert len(s.plantations.row) == 5
    assert len(s.plantations.stack) == 50 - 4 - 5
    assert s.phase == "role_choice" and s.roles.round == 1


@pytest.mark.rule("PR-2.2")
def test_corn_start_minus_one_takes_a_doubloon_from_corn_starters():
    s = new_game(4, corn_start_minus_one=True)
    assert [p.doubloons for p in s.players] == [3, 3, 2, 2]
    assert [p.doubloons for p in new_game(2, corn_start_minus_one=True).players] == [3, 2]


@pytest.mark.rule("PR-2.3")
def test_three_players():
    s = new_game(3)
    assert [p.doubloons for p in s.players] == [2, 2, 2]
    assert [tiles(s, i) for i in range(3)] == [
        {"indigo_plantation": 1},
        {"indigo_plantation": 1},
        {"corn_plantation": 1},
    ]
    assert s.board.vp_supply == 75
    assert (s.board.colonist_supply, s.board.colonist_ship) == (55, 3)
    assert s.rules.setup.cargo == (4, 5, 6)
    assert s.rules.setup.cards == (
        "settler",
        "mayor",
        "builder",
        "craftsman",
        "trader",
        "captain",
    )
    assert len(s.plantations.row) == 4
    assert on_table(s) == Counter({**PLANTATIONS_3_5, "quarry": 8})
    assert sum(s.board.goods_supply) == 50
    assert sum(s.board.buildings) == 49


@pytest.mark.rule("PR-2.4")
def test_four_players():
    s = new_game(4)
    assert [p.doubloons for p in s.players] == [3, 3, 3, 3]
    assert [tiles(s, i) for i in range(4)] == [
        {"indigo_plantation": 1},
        {"indigo_plantation": 1},
        {"corn_plantation": 1},
        {"corn_plantation": 1},
    ]
    assert s.board.vp_supply == 100
    assert (s.board.colonist_supply, s.board.colonist_ship) == (75, 4)
    assert s.rules.setup.cargo == (5, 6, 7)
    assert s.rules.setup.cards[-1] == "prospector_1" and len(s.rules.setup.cards) == 7
    assert len(s.plantations.row) == 5
    assert on_table(s) == Counter({**PLANTATIONS_3_5, "quarry": 8})


@pytest.mark.rule("PR-2.5")
def test_five_players():
    s = new_game(5)
    assert [p.doubloons for p in s.players] == [4] * 5
    assert [next(iter(tiles(s, i))) for i in range(5)] == [
        "indigo_plantation",
        "indigo_plantation",
        "indigo_plantation",
        "corn_plantation",
        "corn_plantation",
    ]
    assert s.board.vp_supply == 126
    assert new_game(5, vp_chips_5p="122").board.vp_supply == 122
    assert (s.board.colonist_supply, s.board.colonist_ship) == (95, 5)
    assert s.rules.setup.cards[-2:] == ("prospector_1", "prospector_2")
    assert len(s.plantations.row) == 6


@pytest.mark.rule("PR-2.6")
def test_two_players():
    """3 of every plantation kind and 3 quarries, 2 barrels of each good leave the game; one
    beige building of each type, two of each production building."""
    s = new_game(2)
    assert [p.doubloons for p in s.players] == [3, 3]
    assert [tiles(s, i) for i in range(2)] == [{"indigo_plantation": 1}, {"corn_plantation": 1}]
    assert s.board.vp_supply == 65
    assert (s.board.colonist_supply, s.board.colonist_ship) == (40, 2)
    assert s.rules.setup.cargo == (4, 6)
    assert len(s.rules.setup.cards) == 7 and "prospector_2" not in s.rules.setup.cards
    assert len(s.plantations.row) == 3
    assert on_table(s) == Counter(
        {
            "corn_plantation": 7,
            "indigo_plantation": 9,
            "sugar_plantation": 8,
            "tobacco_plantation": 6,
            "coffee_plantation": 5,
            "quarry": 5,
        }
    )
    assert dict(zip(data.GOODS, s.board.goods_supply, strict=True)) == {
        "corn": 8,
        "indigo": 9,
        "sugar": 9,
        "tobacco": 7,
        "coffee": 7,
    }
    on_board = buildings(s)
    assert sum(on_board.values()) == 29
    assert on_board["coffee_roaster"] == 2 and on_board["small_indigo_plant"] == 2
    assert on_board["harbor"] == 1 and on_board["guild_hall"] == 1


@pytest.mark.rule("PR-2.7")
def test_the_base_buildings_are_laid_out():
    on_board = buildings(new_game(3))
    assert on_board == {
        b.id: (4 if b.id in ("small_indigo_plant", "small_sugar_mill") else b.copies)
        for b in data.BUILDINGS
        if b.set == "base"
    }
    assert sum(1 for b in on_board if data.BY_ID[b].cls == "beige_large") == 5
    assert not any(data.BY_ID[b].set != "base" for b in on_board)


@pytest.mark.rule("PR-2.7")
def test_university_factory_swap_trades_the_two_costs():
    from pr_builders import Seat, play, scenario

    s = scenario(3, [Seat(doubloons=7), Seat(), Seat()], rules={"university_factory_swap": True})
    s = play(s, "pick builder")
    # As builder the Factory costs 8 − 1 and the University 7 − 1.
    assert "build university" in [GAME.move_text(m) for m in GAME.legal_moves(s)]
    assert "build factory" in [GAME.move_text(m) for m in GAME.legal_moves(s)]
    s = play(s, "build university")
    assert s.players[0].doubloons == 1
    assert data.BY_ID["university"].vp == 3 and data.COLUMN["university"] == 3


@pytest.mark.rule("PR-2.8")
def test_stack_row_and_quarries_at_the_start():
    """N + 1 face-up tiles come from the shuffled stack; the stack's order depends on the
    seed; the quarries lie open beside the row."""
    a, b = new_game(4, seed=1), new_game(4, seed=2)
    assert len(a.plantations.row) == 5 and a.plantations.discard == ()
    assert a.plantations.quarries == 8
    assert a.plantations.stack != b.plantations.stack
    assert GAME.view(a, 0).stack_size == len(a.plantations.stack)
    assert not hasattr(GAME.view(a, 0), "stack")
