"""The San Juan table as regions (issue 15): status, role pool, prices by good, every seat's
city as cards with public points, the viewer's own panel, the glance; readable without colour."""

from __future__ import annotations

import io

import pytest
from builders import play, scenario
from rich.console import Console, RenderableType

from common.regions import Regions
from sanjuan import data
from sanjuan.game import SAN_JUAN
from sanjuan.render import CLASS_SYMBOL, GOOD_SYMBOL
from sanjuan.view import view

NAMES = ("Anita", "Béla", "Csaba")


def text(renderable: RenderableType | None, width: int = 78) -> str:
    """What a terminal without colour shows (NO_COLOR)."""
    console = Console(width=width, file=io.StringIO(), record=True, no_color=True)
    console.print(renderable)
    return console.export_text()


def regions(state, seat: int | None, lang: str = "hu") -> Regions:
    table = SAN_JUAN.render(view(state, seat), NAMES, lang)
    assert isinstance(table, Regions)
    return table


def test_the_status_bar_names_round_phase_chooser_actor_and_governor():
    s = play(scenario(3, governor=1, hands=[[], ["smithy"], []]), "pick builder")
    status = text(regions(s, 1).status, width=120)
    assert "San Juan · 1. kör · Építészfázis" in status
    assert "▶ Béla következik · Kormányzó: ♛ Béla" in status


def test_the_role_pool_shows_each_privilege_and_who_took_the_role():
    s = play(scenario(3, hands=[["smithy"], [], []]), "pick builder", "build smithy")
    board = text(regions(s, None).board)
    lines = board.splitlines()
    assert lines[0].split() == ["Építész", "Iparos", "Kereskedő", "Tanácsos", "Aranyásó"]
    assert "1-gyel olcsóbb" in lines[1] and "5 lapot húz" in lines[1]
    assert lines[2].split()[:3] == ["✓", "Anita", "szabad"]
    assert "Builder" in text(regions(s, None, "en").board)


@pytest.mark.rule("SJ-6.1")
def test_the_trading_house_tile_names_each_good_with_its_price():
    s = scenario(
        3,
        cities=[["indigo_plant", "coffee_roaster"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, True], [False], [False]],
        tiles=["tile_11223", *[t for t in data.TILE_IDS if t != "tile_11223"]],
    )
    down = text(regions(s, None).board)
    assert "Eladási árak: a kereskedőfázisban fordul fel" in down
    s = play(s, "pick trader")
    board = text(regions(s, 0).board)
    assert "Eladási árak: ♣ indigó 1 · ◇ cukor 1 · ♠ dohány 2 · ♦ kávé 2 · ○ ezüst 3" in board
    assert "Sale prices: ♣ indigo 1" in text(regions(s, 0, "en").board)


def test_every_city_is_a_row_of_cards_with_cost_points_and_goods():
    s = scenario(
        3,
        cities=[["indigo_plant", "smithy", "statue", "guild_hall"], ["sugar_mill"], []],
        loaded=[[True, False, False, False], [False], []],
        covered=[["well"], [], []],
    )
    seat = text(regions(s, None).seats[0])
    assert "♣ Indigófeldolgozó 1/1 ●" in seat  # a good lies on it
    assert "▲ Kovácsműhely 1/1" in seat
    assert "✦ Szobor 3/3" in seat
    assert "★ Céhház 6/+2" in seat  # a six-cost card shows what its bonus is worth now
    assert "Felülépítve: Kút" in seat
    assert "◇ Cukormalom 2/1" in text(regions(s, None).seats[1])


def test_goods_and_classes_have_symbols_of_their_own():
    """Colour never carries the class alone: every good and violet class has its symbol."""
    symbols = [*GOOD_SYMBOL, *CLASS_SYMBOL.values(), "●"]
    assert len(set(symbols)) == len(symbols)


@pytest.mark.rule("SJ-11.10")
def test_others_see_a_chapel_as_plus_unknown_and_the_owner_its_exact_points():
    s = scenario(
        3,
        cities=[["indigo_plant", "chapel", "palace"], ["indigo_plant"], []],
        chapel=[["well", "well", "tower"], [], []],
    )
    # Printed 1 + 2 + 0; the owner adds three Chapel cards: 6, and the Palace 6 // 4 = 1.
    public = text(regions(s, 1).seats[2])  # Béla's view: Béla, Csaba, then Anita
    assert "Anita ♛ · 3+? GyP" in public and "Kápolna: ?" in public
    assert "★ Palota 6/+0?" in public
    own = regions(s, 0)
    assert "Anita ♛ · 7 GyP" in text(own.seats[0]) and "Kápolna: 3" in text(own.seats[0])
    assert "Pontjaid most: 7 GyP (ebből 3 a Kápolna alatt)" in text(own.own)


@pytest.mark.rule("SJ-14.1")
def test_the_own_panel_holds_the_hand_and_the_cards_drawn():
    drawn = ["well", "crane", "aqueduct", "library", "hero"]
    s = scenario(3, hands=[["silver_smelter", "smithy"], ["tower"], []], draw_top=drawn)
    s = play(s, "pick councillor", "draw")
    own = text(regions(s, 0).own)
    assert own.startswith("Kéz (Anita):  ○ Ezüstolvasztó 5/3   ▲ Kovácsműhely 1/1")
    assert "→ Húzott lapok:" in own
    assert all(name in own for name in ("Kút 2/1", "Daru 2/1", "Könyvtár 5/3", "Hősi emlékmű"))
    assert "Torony" not in text(regions(s, 0).stacked())  # Béla's hand stays his
    assert regions(s, None).own is None


def test_the_glance_is_one_line_per_seat_under_the_roles_and_piles():
    s = scenario(
        3,
        hands=[["smithy"], ["tower", "well"], []],
        cities=[["indigo_plant", "library"], ["sugar_mill", "coffee_roaster"], ["indigo_plant"]],
        loaded=[[False, False], [True, False], [True]],
    )
    glance = text(regions(s, 1).glance).splitlines()
    assert glance[0].split(" · ")[0] == "Építész"
    assert glance[1] == "Húzópakli: " + str(view(s, 1).draw_size) + " · Dobópakli: 0"
    # The viewer first, then clockwise; production by its good's symbol, the rest by name.
    assert glance[2].startswith("  Béla · 3 GyP · Kéz: 2  ◇●♦")
    assert glance[3].startswith("  Csaba · 1 GyP · Kéz: 0  ♣●")
    assert glance[4].startswith("▶ Anita ♛ · 4 GyP · Kéz: 1  ♣  ▲Könyvtár")
    assert len(glance) == 5
