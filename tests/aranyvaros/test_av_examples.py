"""The worked examples of rulings/aranyvaros.md §16 (F-1 to F-7), one test per case."""

from __future__ import annotations

import pytest
from av_builders import (
    SEATS,
    actor,
    hand,
    houses,
    legal,
    play,
    scenario,
    step,
    targets,
)

from aranyvaros import data, rules
from aranyvaros.game import ARANYVAROS
from aranyvaros.score import outcome, seat_score
from common.records import replace

BLUE, RED, BLACK, WHITE = (SEATS[c] for c in ("blue", "red", "black", "white"))


# ---------------------------------------------------------------------------------------------
# F-1 Bidding


@pytest.mark.rule("AV-4.7", "AV-4.3", "AV-4.4", "AV-4.5")
def test_f1_bidding_costs_and_order():
    """Red, blue, white, black clockwise (seats 0–3 here); red starts; pairs P1–P4."""
    red, blue, white, black = 0, 1, 2, 3
    s = scenario(
        phase="bidding",
        pairs=[
            ("coast", "desert"),
            ("forest", "forest"),
            ("coast", "coast"),
            ("mountains", "meadow"),
        ],
    )
    assert s.supply == 23 and s.displacements == 0
    steps = [
        # actor, legal before the move, price of a displacement, move, coins after, count after
        (red, ["bid 1", "bid 2", "bid 3", "bid 4"], 1, "bid 1", (3, 3, 3, 3), 0),
        (blue, ["bid 1", "bid 2", "bid 3", "bid 4"], 1, "bid 2", (3, 3, 3, 3), 0),
        (white, ["bid 1", "bid 2", "bid 3", "bid 4"], 1, "bid 2", (3, 3, 2, 3), 1),
        (black, ["bid 1", "bid 2", "bid 3", "bid 4"], 2, "bid 1", (3, 3, 2, 1), 2),
        (red, ["bid 1", "bid 2", "bid 3", "bid 4"], 3, "bid 3", (3, 3, 2, 1), 2),
        (blue, ["bid 1", "bid 2", "bid 3", "bid 4"], 3, "bid 2", (3, 0, 2, 1), 3),
        (white, ["bid 4"], 4, "bid 4", (3, 0, 2, 1), 3),
    ]
    for who, offered, price, bid, coins, count in steps:
        assert actor(s) == who
        assert legal(s) == offered
        assert ARANYVAROS.view(s, None).displacements + 1 == price
        s = play(s, bid)
        assert tuple(p.coins for p in s.players) == coins
        if s.phase == "bidding":
            assert s.displacements == count
    # Black was never on turn again; every pair holds a hand; the cards are in the hands.
    assert s.phase == "building"
    assert hand(s, red) == {"coast": 2}
    assert hand(s, blue) == {"forest": 2}
    assert hand(s, white) == {"meadow": 1, "mountains": 1}
    assert hand(s, black) == {"coast": 1, "desert": 1}
    assert s.supply == 29


@pytest.mark.rule("AV-4.3")
def test_f1_price_shown_in_the_moves():
    """Step 4 of F-1: black sees P1 and P2 at 2 coins (the second displacement)."""
    s = scenario(
        phase="bidding",
        pairs=[
            ("coast", "desert"),
            ("forest", "forest"),
            ("coast", "coast"),
            ("mountains", "meadow"),
        ],
    )
    s = play(s, "bid 1", "bid 2", "bid 2")
    view = ARANYVAROS.view(s, 3)
    sentences = [ARANYVAROS.describe(view, m, "en") for m in ARANYVAROS.legal_moves(s)]
    assert "for 2 coins" in sentences[0] and "for 2 coins" in sentences[1]
    assert "displacing" not in sentences[2] and "displacing" not in sentences[3]


# ---------------------------------------------------------------------------------------------
# F-2 Building


@pytest.mark.rule("AV-5.11", "AV-5.4", "AV-5.9", "AV-6.2", "AV-14.2")
def test_f2_harbour_then_suburb_in_one_turn():
    s = scenario(hands=[{"coast": 1, "desert": 2}, (), (), ()], start=BLUE)
    assert "build w_h4" in legal(s)
    s = play(s, "build w_h4", "pay coast")  # or 2 desert as a joker
    assert houses(s, BLUE) == {"w_h4"}
    assert s.players[BLUE].coins == 4
    assert "build w_s4" in legal(s)  # the second build uses the first house as its link
    s = play(s, "build w_s4")
    assert houses(s, BLUE) == {"w_h4", "w_s4"}
    assert s.players[BLUE].coins == 6
    assert s.discard[data.TERRAIN_INDEX["coast"]] == 1
    assert s.discard[data.TERRAIN_INDEX["desert"]] == 2


@pytest.mark.rule("AV-5.11", "AV-6.8", "AV-14.2")
def test_f2_outer_quarter_first_builder_letters_no_coin():
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[["w_h4", "w_s4"], (), (), ()])
    s = play(s, "build w_o2")
    assert houses(s, BLUE) == {"w_h4", "w_s4", "w_o2"}
    assert s.players[BLUE].letters == 5
    assert s.players[BLUE].coins == 3


F2_TARGETS = {
    "w_s3",
    "w_s6",
    "w_s7",
    "n_s1",
    "w_o1",
    "n_o1",
    "w_i",
    *(p.id for p in data.PLACES if p.kind == "harbour" and p.id != "w_h4"),
}


@pytest.mark.rule("AV-5.11", "AV-5.5")
def test_f2_the_22_targets():
    s = scenario(
        hands=[{"coast": 1, "desert": 2, "mountains": 2}, (), (), ()],
        houses=[["w_h4", "w_s4", "w_o2"], (), (), ()],
        keys=[1, 0, 0, 0],
    )
    assert len(F2_TARGETS) == 22
    assert set(targets(s)) == F2_TARGETS
    reach = rules.reachable(s.rules, s.players, BLUE)
    assert {p.id for p in data.PLACES if reach >> p.index & 1} == F2_TARGETS


def payments(state, target: str) -> set[tuple[tuple[str, int], ...]]:
    """Every distinct multiset of cards the seat on turn can pay for `target`."""
    seat = actor(state)
    before = state.discard
    found = set()

    def walk(s):
        if actor(s) == seat and step(s) == "pay":
            for m in legal(s):
                walk(play(s, m))
            return
        paid = tuple(
            (t, b - a) for t, a, b in zip(data.TERRAINS, before, s.discard, strict=True) if b != a
        )
        found.add(tuple(sorted(paid)))

    walk(play(state, f"build {target}"))
    return found


F2_PAYMENTS = [
    (
        {"desert": 2, "coast": 2, "forest": 1},
        "w_s3",
        {(("desert", 2),), (("coast", 2), ("desert", 1))},
    ),
    ({"mountains": 1, "coast": 2}, "n_s1", {(("coast", 2), ("mountains", 1))}),
    ({"coast": 4, "desert": 2}, "n_s1", {(("coast", 4),), (("coast", 2), ("desert", 2))}),
    ({"forest": 2}, "e_h1", {(("forest", 2),)}),
]


@pytest.mark.rule("AV-5.11", "AV-5.8")
@pytest.mark.parametrize(("cards", "target", "expected"), F2_PAYMENTS)
def test_f2_legal_payments(cards, target, expected):
    s = scenario(hands=[cards, (), (), ()], houses=[["w_h4", "w_s4", "w_o2"], (), (), ()])
    assert payments(s, target) == expected


@pytest.mark.rule("AV-5.11", "AV-5.4", "AV-13.1")
def test_f2_joker_pair_for_a_harbour_can_be_switched_off():
    cards = [{"forest": 2}, (), (), ()]
    built = [["w_h4", "w_s4", "w_o2"], (), (), ()]
    assert "build e_h1" in legal(scenario(hands=cards, houses=built))
    s = scenario(hands=cards, houses=built, rules={"joker_for_harbour": False})
    assert not any(p.startswith("build") for p in legal(s))


@pytest.mark.rule("AV-5.11", "AV-5.7")
def test_f2_inner_quarter_needs_a_key():
    built = [["w_h4", "w_s4", "w_o2"], (), (), ()]
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=built)
    assert "w_i" not in targets(s)


@pytest.mark.rule("AV-5.11", "AV-5.7", "AV-6.10")
def test_f2_inner_quarter_with_a_key():
    built = [["w_h4", "w_s4", "w_o2"], (), (), ()]
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=built, keys=[1, 0, 0, 0])
    draw_before = len(s.draw)
    s = play(s, "build w_i")
    p = s.players[BLUE]
    assert p.letters == 10 and p.keys == 0 and s.keys_box == 1
    assert sum(p.hand) == 1 and len(s.draw) == draw_before - 1
    assert houses(s, BLUE) == {"w_h4", "w_s4", "w_o2", "w_i"}


# ---------------------------------------------------------------------------------------------
# F-3 and F-4 Scoring


def scored(**kwargs) -> dict[str, int]:
    """The letters of this round's scoring phase, by colour (nobody can build: empty hands)."""
    s = scenario(**kwargs)
    assert s.round == 2 and s.scoring_box[-1] == next(
        c.index for c in data.SCORING_CARDS if c.id == kwargs["scoring_card"]
    )
    return {c: s.last_scoring[i] for c, i in SEATS.items() if s.last_scoring[i]}


def f3_houses(black=("e_h1", "e_s1")):
    h = [(), (), (), ()]
    h[WHITE] = ("n_h4", "n_s4")
    h[BLACK] = black
    return h


@pytest.mark.rule("AV-7.8", "AV-7.4", "AV-7.6")
def test_f3_base_tie_on_the_river():
    assert scored(houses=f3_houses(), scoring_card="sc01") == {"white": 2, "black": 2}


@pytest.mark.rule("AV-7.8", "AV-7.4", "AV-7.6")
def test_f3a_alone_on_the_river():
    got = scored(houses=f3_houses(black=("e_h2", "e_s2")), scoring_card="sc01")
    assert got == {"white": 4}


@pytest.mark.rule("AV-7.8", "AV-7.6", "AV-7.7")
def test_f3b_black_builds_the_third_river_suburb_this_round():
    hands = [(), (), {"mountains": 2}, ()]
    s = scenario(houses=f3_houses(), hands=hands, start=BLACK, scoring_card="sc01")
    s = play(s, "build n_s8")  # by the bridge e_s1–n_s8; then nobody can build
    assert s.round == 2
    assert s.last_scoring[BLACK] == 4 and s.last_scoring[WHITE] == 2


@pytest.mark.rule("AV-7.8", "AV-7.2", "AV-7.3")
def test_f3c_sole_ceramics_holder():
    goods = [(), ("gc1",), (), ()]
    got = scored(houses=f3_houses(), goods=goods, scoring_card="sc01")
    assert got == {"red": 4, "white": 2, "black": 2}


@pytest.mark.rule("AV-7.8", "AV-7.2", "AV-7.3")
def test_f3d_two_ceramics_cards_count_once():
    goods = [(), ("gc1",), (), ("gc2", "gc3")]
    got = scored(houses=f3_houses(), goods=goods, scoring_card="sc01")
    assert got == {"red": 2, "white": 4, "black": 2}


def f4_houses(red_inner=True):
    h = [(), (), (), ()]
    h[RED] = ("w_h4", "w_s4", "w_o2", "w_o1", *(("w_i",) if red_inner else ()))
    h[BLUE] = ("w_h1", "w_s1", "w_s5", "w_o1", "w_o2")
    h[BLACK] = ("n_h1", "n_s1", "w_s7", "w_o2")
    h[WHITE] = ("e_h1", "e_s1")
    return h


@pytest.mark.rule("AV-7.8", "AV-7.5", "AV-5.3", "AV-14.2")
def test_f4_base_district_majority():
    """Red has 3 houses in d_w (one per quarter) and w_o2 holds three colours: legal."""
    assert scored(houses=f4_houses(), scoring_card="sc16") == {"red": 4, "blue": 2, "black": 2}


@pytest.mark.rule("AV-7.8", "AV-7.3")
def test_f4a_white_sole_wine_holder():
    goods = [(), (), (), ("gc5",)]
    got = scored(houses=f4_houses(), goods=goods, scoring_card="sc16")
    assert got == {"red": 4, "white": 4, "blue": 2, "black": 2}


@pytest.mark.rule("AV-7.8", "AV-7.6")
def test_f4b_tie_for_most_no_extra():
    got = scored(houses=f4_houses(red_inner=False), scoring_card="sc16")
    assert got == {"red": 2, "blue": 2, "black": 2}


# ---------------------------------------------------------------------------------------------
# F-5 Goods at the limit


@pytest.mark.rule("AV-6.7", "AV-6.6")
def test_f5_goods_reward_at_the_limit():
    goods = [(), ("gc1", "gc2", "gc3", "gc4"), (), ()]
    s = scenario(
        hands=[(), {"mountains": 2, "desert": 2}, (), ()],
        houses=[(), ("n_h1",), (), ()],
        goods=goods,
        goods_display=["gc5", "gc6", "gc7"],
        goods_deck=["gc8"],
        start=RED,
    )
    s = play(s, "build n_s1", "pay mountains", "pay mountains")
    assert step(s) == "goods"
    s = play(s, "goods wine+silk")  # gc5
    assert [data.GOODS_CARDS[c].id for c in s.goods_display] == ["gc6", "gc7", "gc8"]
    assert s.goods_deck == ()
    assert step(s) == "return" and len(s.players[RED].goods) == 5
    offered = legal(s)
    assert "return ceramics+wine" in offered  # gc1
    assert "return wine+silk" in offered  # gc5, the card just taken
    s = play(s, "return ceramics+wine")
    assert s.goods_box == (data.GOODS_CARDS[0].index,)
    s = play(s, "build w_s7")  # across the river from n_s1: another goods card
    s = play(s, "goods spices+silk")
    assert len(s.goods_display) == 2  # no refill: the deck is empty


# ---------------------------------------------------------------------------------------------
# F-6 Final scoring and ranking


def f6_state():
    return scenario(
        phase="game_over",
        houses=f4_houses(),
        letters=[35, 40, 41, 36],
        bonus=[("b_river", "b_coins"), ("b_city",), ("b_desert",), ("b_goods",)],
        goods=[(), ("gc1",), ("gc2", "gc3"), ("gc5", "gc6")],
        coins=[3, 2, 0, 1],
    )


@pytest.mark.rule("AV-10.3", "AV-10.1", "AV-10.2", "AV-11.2")
def test_f6_final_scoring():
    s = f6_state()
    sheets = {c: seat_score(s.players[i], i) for c, i in SEATS.items()}
    bonus = {c: sheet.total - s.players[SEATS[c]].letters for c, sheet in sheets.items()}
    assert bonus == {"red": 3, "blue": 8, "black": 2, "white": 6}
    assert {c: sheet.total for c, sheet in sheets.items()} == {
        "red": 43,
        "blue": 43,
        "black": 43,
        "white": 42,
    }
    result = outcome(s)
    assert result is not None
    assert {c: result.places[i] for c, i in SEATS.items()} == {
        "red": 1,
        "blue": 2,
        "black": 3,
        "white": 4,
    }
    assert result.winners == (RED,)
    assert result.tiebreak_used


def ranked(a, b, **options):
    """Two players A (seat 0) and B (seat 1) with (letters, city houses, coins[, stuck])."""
    city_paths = {
        0: (),
        2: ("w_h4", "w_s4", "w_o2", "w_o1"),
        4: ("w_h4", "w_s4", "w_o2", "w_o1", "w_i", "n_o1"),
    }
    b_paths = {0: (), 2: ("s_h4", "s_s4", "s_o2", "s_o1")}
    s = scenario(
        players=3,
        phase="game_over",
        houses=[city_paths[a[1]], b_paths[b[1]], ()],
        letters=[a[0], b[0], 0],
        coins=[a[2], b[2], 0],
        stuck=[len(a) > 3, False, False],
        rules=options,
    )
    result = outcome(s)
    return result.places[0], result.places[1]


@pytest.mark.rule("AV-11.2", "AV-10.3")
def test_f6_coins_decide():
    assert ranked((50, 2, 3), (50, 2, 1)) == (1, 2)


@pytest.mark.rule("AV-11.2", "AV-11.1")
def test_f6_fully_tied_two_winners():
    assert ranked((50, 2, 3), (50, 2, 3)) == (1, 1)


@pytest.mark.rule("AV-9.4", "AV-11.1", "AV-13.1")
def test_f6_stuck_ranks_last_unless_the_option_is_off():
    assert ranked((60, 4, 5, "stuck"), (30, 0, 0)) == (3, 1)
    assert ranked((60, 4, 5, "stuck"), (30, 0, 0), stuck_player_loses=False) == (1, 2)


# ---------------------------------------------------------------------------------------------
# F-7 Stuck player


def f7_houses(black_w_s4=True):
    h = [(), (), (), ()]
    h[RED] = ("w_h4",)
    h[BLUE] = ("n_h1", "n_h2", "n_h3", "n_h4", "e_h1")
    h[WHITE] = ("e_h2", "e_h3", "e_h4", "s_h1", "s_h2")
    h[BLACK] = ("s_h3", "s_h4", "w_h1", "w_h2", "w_h3", "w_s3", *(("w_s4",) if black_w_s4 else ()))
    return h


@pytest.mark.rule("AV-9.3")
def test_f7_who_is_stuck():
    s = scenario(houses=f7_houses(), phase="game_over")
    stuck = [rules.is_stuck(s.rules, s.players, seat) for seat in range(4)]
    assert stuck == [False, True, False, False]
    s = scenario(houses=f7_houses(black_w_s4=False), phase="game_over")
    assert not any(rules.is_stuck(s.rules, s.players, seat) for seat in range(4))


@pytest.mark.rule("AV-9.3")
def test_a_player_without_houses_left_is_never_stuck():
    """Stuck means houses left and nowhere to build: with none left, red is not stuck."""
    s = scenario(houses=f7_houses(), phase="game_over")
    assert rules.is_stuck(s.rules, s.players, RED)
    players = list(s.players)
    players[RED] = replace(players[RED], houses_left=0)
    assert not rules.is_stuck(s.rules, players, RED)


@pytest.mark.rule("AV-9.3", "AV-9.4", "AV-9.1")
def test_f7_the_placement_that_blocks_red_ends_the_game():
    s = scenario(
        houses=f7_houses(black_w_s4=False),
        hands=[(), {"desert": 4}, {"desert": 2}, {"meadow": 2}],
        letters=[0, 60, 0, 0],
        start=BLACK,
    )
    s = play(s, "build w_s4")
    assert s.players[RED].stuck and s.end == ("player_stuck",)
    assert not any(p.stuck for seat, p in enumerate(s.players) if seat != RED)
    # The round is finished first: white still has a build turn.
    assert s.phase == "building" and actor(s) == WHITE
    s = play(s, "pass")
    assert s.phase == "game_over" and s.round == 1 and len(s.scoring_box) == 1
    result = outcome(s)
    assert result.places[RED] == 4 and RED not in result.winners


@pytest.mark.rule("AV-9.3", "AV-13.1")
def test_f7_own_build_turn_check():
    options = {"stuck_check": "own_build_turn"}
    s = scenario(
        houses=f7_houses(black_w_s4=False),
        hands=[(), (), {"desert": 2}, ()],
        start=BLACK,
        rules=options,
    )
    s = play(s, "build w_s4")
    # Red's turn came after black's in this round: tested then, stuck, the game ends this round.
    assert s.phase == "game_over" and s.players[RED].stuck
    # Had red's turn come first, the block is only noticed next round.
    s = scenario(
        houses=f7_houses(black_w_s4=False),
        hands=[(), (), {"desert": 2}, ()],
        start=RED,
        rules=options,
    )
    assert actor(s) == BLACK
    s = play(s, "build w_s4")
    assert not s.players[RED].stuck and s.phase == "bidding" and s.round == 2
