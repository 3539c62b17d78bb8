"""Builder phase: building, costs and the builder-phase buildings (SJ-4, SJ-11)."""

from __future__ import annotations

import pytest
from builders import city, goods, hand, kinds, legal, picks, play, scenario, step
from hypothesis import given
from hypothesis import strategies as st

from common.contract import IllegalMove
from sanjuan.data import KIND, RULESETS, TYPE_ORDER, cardset
from sanjuan.rules import build_cost, to_act
from sanjuan.rules.queries import distinct_types

FILL = "indigo_plant"
"""Filler hand cards: all alike, so the payment needs no choice."""


def cost_paid(s, seat, text, chooser=True):
    """Play `text` for `seat` in a builder phase (chooser or not) and return the cards paid."""
    if chooser:
        s = play(s, "pick builder")
    else:
        while to_act(s) != seat:
            s = play(s, "pass")
    before = len(s.players[seat].hand)
    s = play(s, text)
    assert step(s) != "pay" or to_act(s) != seat, "payment needed a choice"
    return before - 1 - len(s.players[seat].hand)


def builder_scenario(seat_city, seat_hand, players=3, seat=0, filler=6):
    cities = [["indigo_plant"]] * players
    hands = [[]] * players
    cities[seat] = seat_city
    hands[seat] = [*seat_hand, *[FILL] * filler]
    return scenario(players=players, cities=cities, hands=hands)


# ---------------------------------------------------------------------------------------------
# SJ-4.1 Building from hand


@pytest.mark.rule("SJ-4.1")
def test_build_puts_the_card_in_play_and_pays_card_by_card():
    """The built card goes into the city; the cost is paid card by card from the hand."""
    s = scenario(
        players=3,
        hands=[["coffee_roaster", "smithy", "well", "crane", "statue"], [], []],
    )
    s = play(s, "pick builder", "build coffee_roaster")
    assert city(s, 0) == ["indigo_plant", "coffee_roaster"]
    assert step(s) == "pay" and s.turn.owed == 3
    assert legal(s) == ["pay smithy", "pay well", "pay crane", "pay statue"]
    s = play(s, "pay statue", "pay well", "pay smithy")
    assert hand(s, 0) == ["crane"]
    assert kinds(s.discard) == ["statue", "well", "smithy"]
    assert to_act(s) != 0


@pytest.mark.rule("SJ-4.1")
def test_cannot_build_what_one_cannot_pay():
    """A building is only offered if the rest of the hand pays for it."""
    s = scenario(players=3, hands=[["library", FILL, FILL, FILL], ["library"] + [FILL] * 4, []])
    s = play(s, "pick builder")
    # Seat 0: library costs 5 − 1 = 4, only 3 other cards.
    assert legal(s) == ["build indigo_plant", "pass"]
    s = play(s, "pass")
    # Seat 1 (not the chooser): 5 with 4 other cards is still too much.
    assert to_act(s) == 1
    assert legal(s) == ["build indigo_plant", "pass"]
    with pytest.raises(IllegalMove):
        play(s, "build library")


@pytest.mark.rule("SJ-4.1")
def test_one_build_per_player_per_phase():
    """Each seat builds at most one building in a builder phase."""
    s = builder_scenario(["indigo_plant"], ["sugar_mill", "well"], players=2)
    s = play(s, "pick builder", "build sugar_mill", f"pay {FILL}")
    assert s.phase == "pick"  # seat 1 cannot build; the phase is over after one build
    assert city(s, 0) == ["indigo_plant", "sugar_mill"]
    assert "well" in hand(s, 0)


@pytest.mark.rule("SJ-4.1")
def test_a_seat_that_cannot_build_is_skipped():
    """A seat with no affordable building is not asked."""
    s = scenario(players=3, hands=[[FILL, FILL], [], ["palace"]])
    s = play(s, "pick builder", "build indigo_plant")
    assert s.phase == "pick"


# ---------------------------------------------------------------------------------------------
# SJ-4.2 Cost


@pytest.mark.rule("SJ-4.2")
@pytest.mark.parametrize(
    ("own", "building", "chooser", "paid"),
    [
        ([], "sugar_mill", False, 2),
        ([], "sugar_mill", True, 1),
        (["library"], "coffee_roaster", True, 2),
        (["library"], "coffee_roaster", False, 4),
        (["smithy"], "coffee_roaster", False, 3),
        (["smithy"], "well", False, 2),
        (["quarry"], "hero", False, 4),
        (["quarry"], "coffee_roaster", False, 4),
        (["smithy", "quarry"], "hero", True, 3),
        (["library", "smithy"], "coffee_roaster", True, 1),
        (["library", "smithy"], "sugar_mill", True, 0),
        (["library", "quarry"], "prefecture", True, 0),
        (["library", "quarry"], "palace", True, 3),
    ],
)
def test_cost_formula(own, building, chooser, paid):
    """paid = max(0, cost − privilege (2 with Library) − Smithy (production) − Quarry (violet))."""
    s = builder_scenario(["indigo_plant", *own], [building], seat=0 if chooser else 1)
    if not chooser:
        s = play(s, "pick builder")
    assert cost_paid(s, 0 if chooser else 1, f"build {building}", chooser) == paid


@pytest.mark.rule("SJ-4.2")
def test_cost_example_gergo_and_dora():
    """Gergő (builder, Library, Smithy) pays 1 for coffee; Dóra (Quarry) pays 4 for a Library."""
    s = scenario(
        players=2,
        hands=[["coffee_roaster", *[FILL] * 5], ["library", *["sugar_mill"] * 5]],
        cities=[["indigo_plant", "library", "smithy"], ["indigo_plant", "quarry"]],
    )
    s = play(s, "pick builder", "build coffee_roaster")
    assert len(s.players[0].hand) == 5 - 1
    s = play(s, "build library")
    assert len(s.players[1].hand) == 5 - 4
    assert build_cost("sugar_mill", "", ("indigo_plant", "library", "smithy"), 2) == 0


@pytest.mark.rule("SJ-4.2")
def test_free_build_gives_nothing_back():
    """A discount larger than the cost builds for free; no card is gained."""
    s = builder_scenario(["indigo_plant", "library", "smithy"], ["sugar_mill"], filler=2)
    s = play(s, "pick builder", "build sugar_mill")
    assert len(s.players[0].hand) == 2
    assert s.discard == ()


# ---------------------------------------------------------------------------------------------
# SJ-4.3 How many of a type


@pytest.mark.rule("SJ-4.3")
def test_any_number_of_equal_production_buildings():
    """Production buildings may repeat: a third silver smelter is allowed."""
    s = builder_scenario(["indigo_plant", "silver_smelter", "silver_smelter"], ["silver_smelter"])
    s = play(s, "pick builder", "build silver_smelter")
    assert city(s, 0).count("silver_smelter") == 3


@pytest.mark.rule("SJ-4.3")
def test_only_one_of_each_violet_type():
    """No second copy of a violet type (monuments and six-cost included)."""
    s = builder_scenario(
        ["indigo_plant", "statue", "well", "palace"],
        ["statue", "well", "palace", "victory_column"],
    )
    s = play(s, "pick builder")
    assert legal(s) == ["build indigo_plant", "build victory_column", "pass"]
    s = play(s, "build victory_column")
    assert {"statue", "victory_column"} <= set(city(s, 0))


@pytest.mark.rule("SJ-4.3")
def test_a_covered_violet_type_can_be_built_again():
    """A violet building covered by a Crane build is no longer one's own: it can be rebuilt."""
    s = scenario(
        players=3,
        hands=[["well", FILL, FILL], [], []],
        cities=[["indigo_plant", "crane", "hero"], ["indigo_plant"], ["indigo_plant"]],
        covered=[["well"], [], []],
    )
    s = play(s, "pick builder")
    assert "build well" in legal(s)
    s = play(s, "build well")
    assert "well" in city(s, 0)


# ---------------------------------------------------------------------------------------------
# SJ-4.4 When a new building starts working


@pytest.mark.rule("SJ-4.4")
def test_new_building_works_in_a_later_phase_of_the_round():
    """An Aqueduct built in the builder phase already adds a good in the same round."""
    s = scenario(
        players=3,
        hands=[[], ["aqueduct", FILL, FILL, FILL], []],
        cities=[["indigo_plant"], ["indigo_plant", "sugar_mill"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build aqueduct")
    s = picks(s, "prospector")
    s = play(s, "pick producer")  # seat 2 chooses; seat 1 is not the chooser
    s = play(s, "produce indigo_plant")  # seat 2
    s = play(s, "produce indigo_plant")  # seat 0
    assert to_act(s) == 1
    s = play(s, "produce indigo_plant", "produce sugar_mill")
    assert goods(s, 1) == 2


@pytest.mark.rule("SJ-4.4")
def test_a_building_never_helps_its_own_build():
    """A Quarry does not discount itself; a Library built now does not double this phase."""
    s = builder_scenario(["indigo_plant"], ["quarry"])
    assert cost_paid(s, 0, "build quarry") == 3
    s = builder_scenario(["indigo_plant"], ["library"])
    s = play(s, "pick builder", "build library")
    assert len(s.players[0].hand) == 6 - 4
    assert s.privilege == 1


@pytest.mark.rule("SJ-4.4")
def test_carpenter_and_poor_house_do_not_pay_for_themselves():
    """Building the Carpenter or the Poor house itself draws no card."""
    s = builder_scenario(["indigo_plant"], ["carpenter"], filler=2)
    s = play(s, "pick builder", "build carpenter")
    assert hand(s, 0) == [] and to_act(s) != 0
    s = builder_scenario(["indigo_plant"], ["poor_house"], filler=1)
    s = play(s, "pick builder", "build poor_house")
    assert hand(s, 0) == [] and to_act(s) != 0


# ---------------------------------------------------------------------------------------------
# Builder-phase buildings


@pytest.mark.rule("SJ-11.1")
def test_smithy_discounts_production_only():
    """Smithy: production buildings cost 1 less (not below 0); violet ones are unaffected."""
    base = ["indigo_plant", "smithy"]
    assert cost_paid(builder_scenario(base, ["silver_smelter"]), 0, "build silver_smelter") == 3
    assert cost_paid(builder_scenario(base, ["indigo_plant"]), 0, "build indigo_plant") == 0
    assert cost_paid(builder_scenario(base, ["tower"]), 0, "build tower") == 2


@pytest.mark.rule("SJ-11.16")
def test_quarry_discounts_violet_only():
    """Quarry: violet buildings cost 1 less; production buildings are unaffected."""
    base = ["indigo_plant", "quarry"]
    assert cost_paid(builder_scenario(base, ["palace"]), 0, "build palace") == 4
    assert cost_paid(builder_scenario(base, ["crane"]), 0, "build crane") == 0
    assert cost_paid(builder_scenario(base, ["tobacco_storage"]), 0, "build tobacco") == 2


@pytest.mark.rule("SJ-11.16")
def test_quarry_with_library_is_three_off():
    """The builder with Quarry and Library pays 3 less for a violet building."""
    s = builder_scenario(["indigo_plant", "quarry", "library"], ["hero"])
    assert cost_paid(s, 0, "build hero") == 2


@pytest.mark.rule("SJ-11.13")
def test_carpenter_draws_after_a_violet_build():
    """Carpenter: after building and paying for a violet building, draw 1 (optional)."""
    s = scenario(
        players=3,
        hands=[["well", FILL, FILL], [], []],
        cities=[["indigo_plant", "carpenter"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["palace"],
    )
    s = play(s, "pick builder", "build well")
    assert step(s) == "carpenter" and legal(s) == ["take carpenter", "pass"]
    s = play(s, "take carpenter")
    assert hand(s, 0) == [FILL, "palace"]


@pytest.mark.rule("SJ-11.13")
def test_carpenter_ignores_production_builds():
    """No Carpenter card for a production building."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", FILL, FILL], [], []],
        cities=[["indigo_plant", "carpenter"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build sugar_mill")
    assert to_act(s) != 0 or s.phase != "builder"
    assert hand(s, 0) == [FILL]


@pytest.mark.rule("SJ-11.4")
def test_poor_house_draws_when_at_most_one_card_left():
    """Poor house: after building and paying, a hand of ≤ 1 card may draw 1."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", FILL], [], []],
        cities=[["indigo_plant", "poor_house"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["statue"],
    )
    s = play(s, "pick builder", "build sugar_mill")
    assert hand(s, 0) == []
    assert step(s) == "poor_house"
    s = play(s, "take poor_house")
    assert hand(s, 0) == ["statue"]


@pytest.mark.rule("SJ-11.4")
def test_poor_house_needs_a_build_and_a_small_hand():
    """No Poor house card without building, or with 2 cards left."""
    city0 = [["indigo_plant", "poor_house"], ["indigo_plant"], ["indigo_plant"]]
    s = scenario(players=3, hands=[["indigo_plant"], [], []], cities=city0)
    s = play(s, "pick builder", "pass")
    assert s.phase == "pick" and hand(s, 0) == ["indigo_plant"]
    s = scenario(players=3, hands=[["sugar_mill", FILL, FILL, FILL], [], []], cities=city0)
    s = play(s, "pick builder", "build sugar_mill")
    assert s.phase == "pick" and len(s.players[0].hand) == 2


@pytest.mark.rule("SJ-11.4")
def test_carpenter_draws_before_the_poor_house_check():
    """With a Carpenter, its card comes first; then the Poor house looks at the hand."""
    own = ["indigo_plant", "carpenter", "poor_house"]
    s = scenario(
        players=3,
        hands=[["well", FILL, FILL], [], []],
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build well")
    assert hand(s, 0) == [FILL]
    s = play(s, "take carpenter")
    assert len(s.players[0].hand) == 2
    assert s.phase == "pick"  # two cards: no Poor house card
    s = scenario(
        players=3,
        hands=[["well", FILL, FILL], [], []],
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build well", "pass")
    assert step(s) == "poor_house"


@pytest.mark.rule("SJ-11.5")
def test_black_market_pays_with_up_to_two_goods():
    """Black market: up to 2 own goods pay 1 card each; the rest comes from the hand."""
    s = scenario(
        players=3,
        hands=[[], ["library", "well", "crane", "smithy", "statue"], []],
        cities=[
            ["indigo_plant"],
            ["indigo_plant", "tobacco_storage", "coffee_roaster", "black_market"],
            ["indigo_plant"],
        ],
        loaded=[None, [True, True, True, False], None],
    )
    s = play(s, "pick builder")
    s = play(s, "build library")
    assert s.turn.owed == 5
    assert legal(s) == [
        "pay smithy",
        "pay well",
        "pay crane",
        "pay statue",
        "pay good indigo_plant",
        "pay good tobacco_storage",
        "pay good coffee_roaster",
    ]
    s = play(s, "pay good indigo_plant", "pay good coffee_roaster")
    assert legal(s) == ["pay smithy", "pay well", "pay crane", "pay statue"]
    s = play(s, "pay well", "pay crane", "pay smithy")
    assert hand(s, 1) == ["statue"]
    assert goods(s, 1) == 1
    assert len(s.discard) == 5


@pytest.mark.rule("SJ-11.5")
def test_black_market_goods_make_a_build_affordable_but_never_overpay():
    """Goods count toward affordability; they can never pay more than the (reduced) price."""
    s = scenario(
        players=3,
        hands=[["tower"], [], []],
        cities=[["indigo_plant", "sugar_mill", "black_market"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, True, False], None, None],
    )
    s = play(s, "pick builder")
    assert "build tower" in legal(s)  # 3 − 1 = 2, paid by two goods
    s = play(s, "build tower", "pay good indigo_plant", "pay good sugar_mill")
    assert goods(s, 0) == 0 and hand(s, 0) == []
    s = scenario(
        players=3,
        hands=[["well", FILL, FILL], [], []],
        cities=[["indigo_plant", "sugar_mill", "black_market"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, True, False], None, None],
    )
    s = play(s, "pick builder", "build well", "pay good sugar_mill")
    # The well costs 1: one good paid it all; the turn is over.
    assert to_act(s) != 0 and goods(s, 0) == 1 and len(s.players[0].hand) == 2


@pytest.mark.rule("SJ-11.5")
def test_black_market_at_most_two_goods():
    """A third good cannot be spent on one build."""
    s = scenario(
        players=3,
        hands=[[], ["palace", "well", "crane"], []],
        cities=[
            ["indigo_plant"],
            ["indigo_plant", "sugar_mill", "coffee_roaster", "black_market"],
            ["indigo_plant"],
        ],
        loaded=[None, [True, True, True, False], None],
    )
    s = play(s, "pick builder")
    assert "build palace" not in legal(s)  # 6 > 2 cards + 2 goods
    s = scenario(
        players=3,
        hands=[[], ["hero", "well", "crane", "smithy"], []],
        cities=[
            ["indigo_plant"],
            ["indigo_plant", "sugar_mill", "coffee_roaster", "black_market"],
            ["indigo_plant"],
        ],
        loaded=[None, [True, True, True, False], None],
    )
    s = play(s, "pick builder", "build hero", "pay good sugar_mill", "pay good indigo_plant")
    assert not any(t.startswith("pay good") for t in legal(s))


@pytest.mark.rule("SJ-11.9")
def test_crane_builds_over_for_the_cost_difference_and_the_good_is_lost():
    """Crane: building over an own building costs the difference; its good is discarded."""
    s = scenario(
        players=3,
        hands=[[], ["guild_hall", "well", "crane", "smithy", "statue"], []],
        cities=[["indigo_plant"], ["indigo_plant", "tobacco_storage", "crane"], ["indigo_plant"]],
        loaded=[None, [False, True, False], None],
    )
    good = s.players[1].goods[1]
    s = play(s, "pick builder")
    assert "build guild_hall over tobacco_storage+good" in legal(s)
    assert "build guild_hall over crane" not in legal(s)
    s = play(s, "build guild_hall over tobacco_storage+good")
    assert s.turn.owed == 3
    assert good in s.discard
    assert city(s, 1) == ["indigo_plant", "guild_hall", "crane"]
    assert kinds(s.players[1].covered) == ["tobacco_storage"]
    assert goods(s, 1) == 0


@pytest.mark.rule("SJ-11.9")
def test_crane_limits():
    """Never over the Crane itself, nor a violet building with the same type; count unchanged."""
    s = scenario(
        players=3,
        hands=[["well", "hero", FILL, FILL, FILL, FILL], [], []],
        cities=[["indigo_plant", "crane", "well", "statue"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder")
    texts = legal(s)
    assert "build hero over statue" in texts
    assert "build hero over well" in texts
    assert not any(t.endswith("over crane") for t in texts)
    assert not any(t.startswith("build well") for t in texts)
    s = play(s, "build hero over statue")
    assert len(city(s, 0)) == 4


@pytest.mark.rule("SJ-11.9")
def test_covered_building_loses_its_function_and_points():
    """A covered building has no function and no VP."""
    from sanjuan.score import seat_score

    s = scenario(
        players=3,
        hands=[["palace", FILL, FILL, FILL, FILL], [], []],
        cities=[["indigo_plant", "crane", "smithy"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build palace over smithy")
    # 6 − 1 (smithy's cost) − 1 (privilege) = 4
    assert hand(s, 0) == []
    assert not s.players[0].has("smithy")
    assert seat_score(s.players[0], 0).total == 1 + 1 + 0  # indigo, crane, palace bonus 0


@pytest.mark.rule("SJ-11.9")
def test_crane_over_chapel_keeps_its_cards_and_ends_tucking():
    """A covered Chapel's cards stay and score; no more tucks until a new Chapel is built."""
    from sanjuan.score import seat_score

    s = scenario(
        players=3,
        hands=[[], ["palace", "well", "crane", "smithy"], []],
        cities=[["indigo_plant"], ["indigo_plant", "chapel", "crane"], ["indigo_plant"]],
        chapel=[[], ["hero", "hero"], []],
    )
    s = play(s, "pick builder", "build palace over chapel")
    assert hand(s, 1) == []  # 6 − 3 = 3 cards paid
    assert not s.players[1].has("chapel")
    assert len(s.players[1].chapel) == 2
    assert seat_score(s.players[1], 1).total == 1 + 0 + 1 + 2 + 1  # + palace floor(4/4)


@pytest.mark.rule("SJ-11.9")
def test_crane_example_statue_to_hero():
    """Statue (3) covered by a Hero (5): 2 cards, or 1 as the builder."""
    own = ["indigo_plant", "crane", "statue"]
    s = builder_scenario(own, ["hero"], seat=1)
    s = play(s, "pick builder")
    assert cost_paid(s, 1, "build hero over statue", chooser=False) == 2
    s = builder_scenario(own, ["hero"])
    assert cost_paid(s, 0, "build hero over statue") == 1


@pytest.mark.rule("SJ-11.9")
def test_crane_with_smithy_and_black_market():
    """Crane builds combine with the other discounts and with Black market payment."""
    s = scenario(
        players=3,
        hands=[["silver_smelter", FILL], [], []],
        cities=[
            ["indigo_plant", "crane", "sugar_mill", "smithy", "black_market"],
            ["indigo_plant"],
            ["indigo_plant"],
        ],
        loaded=[[True, False, False, False, False], None, None],
    )
    s = play(s, "pick builder")
    # 5 − 2 (sugar mill) − 1 (privilege) − 1 (smithy) = 1
    s = play(s, "build silver_smelter over sugar_mill")
    assert s.turn.owed == 1
    assert legal(s) == [f"pay {FILL}", "pay good indigo_plant"]


@pytest.mark.rule("SJ-11.9")
def test_crane_build_triggers_carpenter_and_poor_house():
    """A Crane build is a build: the Carpenter and the Poor house work as usual."""
    own = ["indigo_plant", "crane", "carpenter", "poor_house", "statue"]
    s = scenario(
        players=3,
        hands=[["hero", FILL], [], []],
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
        draw_top=["smithy", "well"],
    )
    s = play(s, "pick builder", "build hero over statue")
    assert hand(s, 0) == []  # 5 − 3 − 1 = 1 card
    assert step(s) == "carpenter"
    s = play(s, "take carpenter")
    assert step(s) == "poor_house"
    s = play(s, "take poor_house")
    assert hand(s, 0) == ["smithy", "well"]


@pytest.mark.rule("SJ-11.9")
def test_new_chapel_after_a_covered_one_starts_a_second_pile():
    """After covering the Chapel a new Chapel may be built; both piles score."""
    from sanjuan.score import seat_score

    s = scenario(
        players=3,
        hands=[["chapel", FILL, FILL, FILL], [], []],
        cities=[["indigo_plant", "crane", "palace"], ["indigo_plant"], ["indigo_plant"]],
        covered=[["chapel"], [], []],
        chapel=[["hero", "hero"], [], []],
    )
    s = play(s, "pick builder", "build chapel")
    s = picks(s, "trader", "prospector")
    assert s.phase == "chapel" and to_act(s) == 0
    s = play(s, f"tuck {FILL}")
    assert len(s.players[0].chapel) == 3
    lines = {x.key: x.points for x in seat_score(s.players[0], 0).lines}
    assert lines["chapel"] == 3


@pytest.mark.rule("SJ-11.9")
def test_a_crane_build_over_the_first_building_of_the_city():
    """The covered building may be the first one built: it still leaves play at once, so its
    Smithy discount does not help, and a full city of 12 may still build over it."""
    twelve = ["smithy", "crane", "indigo_plant", "sugar_mill", "tobacco_storage"]
    twelve += ["coffee_roaster", "well", "tower", "chapel", "aqueduct", "market_stand", "statue"]
    s = scenario(
        players=3,
        hands=[[], ["silver_smelter", FILL, FILL, FILL, FILL], []],
        cities=[["indigo_plant"], twelve, ["indigo_plant"]],
    )
    s = play(s, "pick builder")  # seat 0 cannot build; seat 1 is not the builder
    assert to_act(s) == 1 and "build silver_smelter over smithy" in legal(s)
    assert "build silver_smelter" not in legal(s)  # 12 buildings: only over one of them
    s = play(s, "build silver_smelter over smithy")
    assert hand(s, 1) == []  # 5 − 1 = 4 paid at once: the covered Smithy gives no −1
    s = scenario(
        players=3,
        hands=[[], ["silver_smelter", FILL, FILL, FILL], []],
        cities=[["indigo_plant"], twelve, ["indigo_plant"]],
    )
    s = play(s, "pick builder")  # 3 cards left for a price of 4: not offered
    assert "build silver_smelter over smithy" not in legal(s)


@pytest.mark.rule("SJ-11.5")
@pytest.mark.rule("SJ-11.9")
def test_the_good_on_the_covered_first_building_cannot_pay():
    """Black market with a Crane: the good on the building being covered (the first in the
    city here) is lost, so only another building's good may pay."""
    own = ["indigo_plant", "black_market", "crane", "sugar_mill"]
    hands = [[], ["coffee_roaster", "well", "well"], []]
    cities = [["indigo_plant"], own, ["indigo_plant"]]
    s = scenario(
        players=3, hands=hands, cities=cities, loaded=[None, [True, False, False, False], None]
    )
    s = play(s, "pick builder")  # 4 − 1 = 3 to pay, 2 cards left: one good is missing
    assert to_act(s) == 1 and "build coffee_roaster over indigo_plant+good" not in legal(s)
    loaded = [None, [True, False, False, True], None]
    s = play(scenario(players=3, hands=hands, cities=cities, loaded=loaded), "pick builder")
    assert "build coffee_roaster over indigo_plant+good" in legal(s)


@given(st.sampled_from(sorted(RULESETS)), st.data())
def test_the_types_among_cards_come_once_each_in_canonical_order(ruleset, data):
    """A build's, a payment's and a keep's choices list each building type once, in the
    order of the card tables (the moves' deterministic order, ARCHITECTURE §2)."""
    cards = data.draw(st.lists(st.sampled_from(cardset(ruleset).cards), max_size=12))
    types = distinct_types(tuple(cards))
    assert set(types) == {KIND[c] for c in cards} and len(types) == len(set(types))
    assert [TYPE_ORDER[t] for t in types] == sorted(TYPE_ORDER[t] for t in types)
