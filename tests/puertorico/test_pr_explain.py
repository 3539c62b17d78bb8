"""What a Puerto Rico choice does, beside it in the choice list (issue 16 item 1)."""

from __future__ import annotations

import pytest
from pr_builders import GAME, Seat, move, new_game, play, scenario

from common.bots import RandomBot
from puertorico import data, rules
from puertorico.explain import price_parts
from puertorico.moves import Build
from puertorico.state import State


def explained(state: State, text: str, lang: str = "hu") -> str:
    seat = rules.to_act(state)
    words = GAME.explain(GAME.view(state, seat), move(state, text), lang)  # type: ignore[arg-type]
    assert words is not None
    return words


@pytest.mark.rule("PR-3.3")
def test_each_role_says_its_action_and_the_privilege_of_its_chooser() -> None:
    s = scenario(4)
    assert "Mindenki vehet egy épületet" in explained(s, "pick builder")
    assert "neked 1 dublonnal olcsóbb" in explained(s, "pick builder")
    assert "kőbányát is vehetsz" in explained(s, "pick settler")
    assert "+1 telepes a kupacból" in explained(s, "pick mayor")
    assert "+1 GyP az első behajózásodért" in explained(s, "pick captain")
    assert explained(s, "pick prospector") == "Nincs cselekedet. Kiváltság: +1 dublon."
    assert "Privilege: +1 barrel of a kind you produced." in explained(s, "pick craftsman", "en")


@pytest.mark.rule("PX-4.11")
def test_an_occupied_library_doubles_the_privilege_in_the_words() -> None:
    library = Seat(city={"library": 1}, doubloons=3)
    s = scenario(4, [library, Seat(), Seat(), Seat()], rules={"exp_new_buildings": True})
    assert "Kiváltság (Könyvtárral): +2 dublon az eladásodért." in explained(s, "pick trader")
    assert "mindenki után még egyszer választasz" in explained(s, "pick settler")


@pytest.mark.rule("PR-6.3")
def test_a_build_works_out_its_price_with_privilege_and_quarries() -> None:
    """The rules' example: Éva, builder, one quarry: tobacco storage 5 − 1 − 1 = 3."""
    eva = Seat(doubloons=3, island={"quarry": 1}, worked={"quarry": 1})
    s = play(scenario(3, [eva, Seat(), Seat()]), "pick builder")
    text = explained(s, "build tobacco_storage")
    assert "Ár: 5 − 1 kiváltság − 1 a kőbányák miatt = 3 dublon" in text
    assert "Termelés: legfeljebb 3 dohány." in text and "3 GyP" in text and "3 karika" in text
    english = explained(s, "build tobacco_storage", "en")
    assert "Price: 5 − 1 privilege − 1 for quarries = 3 doubloons" in english


@pytest.mark.rule("PR-7.1")
def test_a_plantation_says_whether_the_seat_can_process_its_good() -> None:
    anita = Seat(city={"indigo_plant": 2})
    s = play(scenario(3, [anita, Seat(), Seat()], row=["indigo_plantation", "corn_plantation"]),
             "pick settler")  # fmt: skip
    assert (
        "indigó árut ad, ha van hozzá működő üzemed (ilyen üzemeidben most 2 telepes dolgozik)"
        in explained(s, "take indigo_plantation")
    )
    assert explained(s, "take corn_plantation").startswith("Kukoricát ad")


@pytest.mark.rule("PR-8.2")
def test_a_sale_adds_up_its_income() -> None:
    """Jenő, not the trader, with both markets, sells tobacco: 3 + 1 + 2 = 6."""
    jeno = Seat(goods={"tobacco": 1}, city={"small_market": 1, "large_market": 1})
    s = play(scenario(3, [Seat(), jeno, Seat()]), "pick trader")  # seat 1 has nothing to sell
    assert explained(s, "sell tobacco") == "Bevétel: 3 + 1 Kis piac + 2 Nagy piac = 6 dublon"


def test_every_explained_price_is_the_price_the_rules_charge() -> None:
    """Over random games with both expansions: cost − the named discounts = the price."""
    checked = 0
    for seed in range(3):
        config = GAME.config(4, {"exp_new_buildings": True, "exp_nobles": True})
        state = GAME.new_game(config, seed)
        bot = RandomBot(seed)
        while rules.to_act(state) is not None:
            seen = GAME.view(state, rules.to_act(state))
            for m in GAME.legal_moves(state):
                for lang in ("hu", "en"):
                    GAME.explain(seen, m, lang)
                if isinstance(m, Build):
                    cost = dict(seen.costs)[m.building]
                    parts = price_parts(seen, m.building)
                    pay = max(0, cost - sum(n for _, n in parts))
                    p = seen.players[seen.to_act]
                    privilege = rules.privilege_of(p, seen.to_act == seen.chooser)
                    assert pay == rules.price(p, m.building, cost, privilege), (m, parts)
                    assert data.COLUMN[m.building] >= 1
                    checked += 1
            state = GAME.apply(state, bot.choose(None, GAME.legal_moves(state)))
    assert checked > 50


@pytest.mark.rule("PX-2.1")
def test_the_draft_lists_each_building_with_effect_points_cost_and_circles() -> None:
    """As San Juan's builder does: the building's line says what it does, what it scores and
    what it costs, not its bare name (issue 30 item 5)."""
    s = new_game(4, 1, exp_new_buildings=True)
    assert s.phase == "draft"
    text = explained(s, "draft small_market")
    assert text == (
        "Ára: 1 dublon · 1 GyP · 1 karika · Kereskedő: +1 dublon a kereskedőházi eladásért."
    )
    assert explained(s, "draft small_market", "en").startswith("Costs 1 doubloon · 1 VP · 1 circle")
