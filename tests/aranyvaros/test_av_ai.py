"""Computer players for Az Aranyváros: the view sampler behind the search bot, the heuristic
player (sees only its view, deterministic per seed, takes the obviously right move), the
judge of unfinished games, and the bot ladder."""

from __future__ import annotations

import pytest
from av_builders import play, scenario

from aranyvaros import data, text_hu
from aranyvaros.ai import HeuristicBot
from aranyvaros.game import ARANYVAROS
from aranyvaros.sampling import sample_state
from aranyvaros.score import win_shares
from common import rng, tournament
from common.bots import Reason
from common.records import replace

G = ARANYVAROS
ALL_CHANGED = {
    "start_player": "random",
    "displaced_rebid": "immediate",
    "joker_for_harbour": False,
    "city_capacity": "per_district",
    "stuck_check": "own_build_turn",
    "stuck_player_loses": False,
    "open_letters": True,
    "open_bonus_cards": True,
}
OPTION_SETS = [
    {},
    ALL_CHANGED,
    {"displaced_rebid": "immediate"},
    {"open_bonus_cards": True},
    {"city_capacity": "per_district", "joker_for_harbour": False},
]


def positions(count: int, every: int = 23):
    """Decision points of random playouts: 3 and 4 players, the option sets above."""
    for seed in range(count):
        players = 3 + seed % 2
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        state = G.new_game(G.config(players, options), seed)
        r = rng.seed_state(seed)
        step = 0
        while G.to_act(state) is not None:
            if step % every == seed % every:
                yield state
            legal = G.legal_moves(state)
            r, i = rng.below(r, len(legal))
            state = G.apply(state, legal[i])
            step += 1


def midgame(seed: int, moves: int, options=None, players: int = 4):
    state = G.new_game(G.config(players, options or {}), seed)
    r = rng.seed_state(seed)
    for _ in range(moves):
        legal = G.legal_moves(state)
        if not legal:
            break
        r, i = rng.below(r, len(legal))
        state = G.apply(state, legal[i])
    return state


def choice(state, seed: int = 1) -> tuple[str, HeuristicBot]:
    seat = G.to_act(state)
    bot = HeuristicBot(seed)
    move = bot.choose(G.view(state, seat), G.legal_moves(state))
    return G.move_text(move), bot


def score_of(state, text: str) -> float:
    seat = G.to_act(state)
    legal = G.legal_moves(state)
    scores = HeuristicBot(1).scores(G.view(state, seat), legal)
    return dict(zip((G.move_text(m) for m in legal), scores, strict=True))[text]


# ---------------------------------------------------------------------------------------------
# sample_state


@pytest.mark.rule("AV-12.1", "AV-12.3", "AV-12.4")
def test_a_sample_looks_the_same_to_the_seat_and_is_consistent():
    checked = 0
    for state in positions(30):
        seat = G.to_act(state)
        seen = G.view(state, seat)
        for k in range(2):
            sample = sample_state(seen, k)
            G.check_invariants(sample)
            assert G.view(sample, seat) == seen
            assert G.legal_moves(sample) == G.legal_moves(state)
            checked += 1
    assert checked > 300


@pytest.mark.rule("AV-12.1", "AV-12.5")
def test_a_sample_from_any_seat_even_one_not_on_turn():
    """A seat waiting while another chooses a bonus card (which it may not see) or bids."""
    for state in positions(8, every=41):
        for seat in range(len(state.players)):
            seen = G.view(state, seat)
            sample = sample_state(seen, seat)
            G.check_invariants(sample)
            assert G.view(sample, seat) == seen


@pytest.mark.rule("AV-12.4")
def test_a_sample_does_not_depend_on_what_the_seat_cannot_see():
    for n, state in enumerate(positions(12, every=37)):
        seat = G.to_act(state)
        other = G.shuffle_hidden(state, seat, 99 + n)
        assert G.view(other, seat) == G.view(state, seat)
        assert sample_state(G.view(state, seat), 5) == sample_state(G.view(other, seat), 5)


@pytest.mark.rule("AV-12.1")
def test_hidden_cards_are_dealt_differently_by_seed():
    state = midgame(4, 70)
    seat = G.to_act(state)
    samples = {sample_state(G.view(state, seat), k) for k in range(6)}
    assert len(samples) > 1


def test_sampled_games_play_on_to_the_end():
    for n, state in enumerate(positions(6, every=61)):
        sample = sample_state(G.view(state, G.to_act(state)), n)
        r = rng.seed_state(n)
        while legal := G.legal_moves(sample):
            r, i = rng.below(r, len(legal))
            sample = G.apply(sample, legal[i])
        G.check_invariants(sample)
        assert G.outcome(sample) is not None


def test_no_sample_from_the_public_table():
    with pytest.raises(ValueError):
        sample_state(G.view(midgame(1, 10), None), 1)


# ---------------------------------------------------------------------------------------------
# The heuristic sees only its view


def test_choices_are_deterministic_for_a_seed():
    def game(seed: int) -> list[str]:
        state = G.new_game(G.config(4), seed)
        bots = [HeuristicBot(seed * 10 + i) for i in range(4)]
        played = []
        while (seat := G.to_act(state)) is not None:
            legal = G.legal_moves(state)
            move = bots[seat].choose(G.view(state, seat), legal)
            assert move in legal and isinstance(bots[seat].reason, Reason)
            played.append(G.move_text(move))
            state = G.apply(state, move)
        return played

    assert game(3) == game(3)


def test_scores_cover_every_legal_move():
    for state in positions(6, every=17):
        seat = G.to_act(state)
        legal = G.legal_moves(state)
        scores = HeuristicBot(2).scores(G.view(state, seat), legal)
        assert len(scores) == len(legal) and all(isinstance(x, float) for x in scores)


# ---------------------------------------------------------------------------------------------
# The obviously right move


@pytest.mark.rule("AV-5.7", "AV-6.10")
def test_a_key_in_hand_goes_into_the_inner_quarter():
    s = scenario(
        hands=[{"desert": 2}, (), (), ()],
        houses=[("w_h4", "w_s4", "w_o2"), ("w_h3", "w_s3", "w_s7"), (), ()],
        keys=[1, 0, 0, 0],
        goods=[("gc1", "gc6"), (), (), ()],  # every good held: no goods suburb tempts
    )
    text, bot = choice(s)
    assert text == "build w_i"
    assert bot.reason is not None
    assert text_hu.PLACE["w_i"] in bot.reason.hu and "10 levél" in bot.reason.hu


@pytest.mark.rule("AV-6.8", "AV-6.9")
def test_the_first_builders_quarter_beats_the_second_builders():
    s = scenario(
        hands=[{"desert": 2}, (), (), ()],
        houses=[("w_h3", "w_s3", "w_s6"), ("w_h4", "w_s4", "w_o2"), ("w_h2", "w_s2", "w_s5"), ()],
        goods=[(), ("gc1",), ("gc2",), ()],
        round=9,
        scoring_card="sc09",
        scored=["sc01", "sc02", "sc03", "sc04", "sc05", "sc06", "sc07", "sc08"],
    )
    text, _ = choice(s)
    assert text == "build w_o1"  # 5 letters and a coin, not w_o2's 3 letters
    assert score_of(s, "build w_o1") > score_of(s, "build w_o2")


@pytest.mark.rule("AV-4.2", "AV-4.3")
def test_a_cheap_displacement_for_the_pair_the_plan_needs():
    pairs = [
        ("desert", "desert"),
        ("forest", "coast"),
        ("meadow", "mountains"),
        ("forest", "meadow"),
    ]
    s = scenario(
        phase="bidding",
        pairs=pairs,
        houses=[("w_h4", "w_s4"), ("s_h1",), ("e_h1",), ("n_h1",)],
        start=1,
        round=2,
    )
    # Red took the desert pair; it is blue's turn (who reaches w_o2 with it).
    s = replace(play(s, "bid 1"), queue=(0,), legal=None)
    G.check_invariants(s)
    text, bot = choice(s)
    assert text == "bid 1"
    assert bot.reason is not None and "1 érmét" in bot.reason.hu


@pytest.mark.rule("AV-4.3")
def test_no_paying_to_displace_when_a_free_pair_serves_the_same_plan():
    pairs = [
        ("desert", "desert"),
        ("desert", "coast"),
        ("meadow", "mountains"),
        ("forest", "meadow"),
    ]
    for displacements in (0, 2):
        s = scenario(
            phase="bidding",
            pairs=pairs,
            hands=[{"desert": 1}, (), (), ()],
            houses=[("w_h4", "w_s4"), ("s_h1",), ("e_h1",), ("n_h1",)],
            coins=[6, 3, 3, 3],
            start=1,
            round=2,
        )
        s = replace(play(s, "bid 1"), displacements=displacements, queue=(0,), legal=None)
        G.check_invariants(s)
        assert choice(s)[0] == "bid 2"


@pytest.mark.rule("AV-6.6", "AV-7.2", "AV-7.3")
def test_the_goods_card_that_brings_new_goods():
    s = scenario(
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h1",), (), (), ()],
        goods=[("gc1",), (), (), ()],
        goods_display=["gc2", "gc6", "gc7"],
        goods_deck=["gc3", "gc4", "gc5", "gc8"],
    )
    s = play(s, "build n_s1")
    assert G.legal_moves(s) and G.view(s, 0).step == "goods"
    assert choice(s)[0] == "goods spices+silk"  # ceramics and wine are held already


@pytest.mark.rule("AV-6.7")
def test_the_fifth_goods_card_returns_one_that_covers_nothing_alone():
    s = scenario(
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h1",), (), (), ()],
        goods=[("gc1", "gc7", "gc2", "gc4"), (), (), ()],
        goods_display=["gc3", "gc5", "gc6"],
        goods_deck=["gc8"],
    )
    s = play(s, "build n_s1", "goods ceramics+silk")
    assert G.view(s, 0).step == "return"
    text, _ = choice(s)
    assert text != "return ceramics+silk"  # the only silk
    s = play(s, text)
    covered = {g for c in s.players[0].goods for g in data.GOODS_CARDS[c].goods}
    assert len(covered) == 4


@pytest.mark.rule("AV-6.5", "AV-10.2")
def test_the_bonus_card_that_fits_the_position():
    s = scenario(
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h3",), (), (), ()],
        goods=[("gc1", "gc2", "gc3", "gc4"), (), (), ()],
        coins=[0, 3, 3, 3],
    )
    s = play(s, "build n_s3")
    assert G.view(s, 0).step == "bonus"
    text, bot = choice(s)
    assert text == "bonus b_goods"  # 4 goods cards: 12 letters
    assert bot.reason is not None and text_hu.BONUS_NAME["b_goods"] in bot.reason.hu


@pytest.mark.rule("AV-5.10")
def test_the_hand_limit_keeps_the_cards_it_can_build_with():
    s = scenario(
        hands=[{"desert": 2, "coast": 2, "meadow": 1, "forest": 1, "mountains": 1}, (), (), ()],
        houses=[("w_h4",), (), (), ()],
    )
    s = play(s, "pass")
    for _ in range(2):
        assert G.view(s, 0).step == "limit"
        text, _ = choice(s)
        assert text in ("discard meadow", "discard forest", "discard mountains")
        s = play(s, text)
    assert s.players[0].hand[data.TERRAIN_INDEX["desert"]] == 2


@pytest.mark.rule("AV-5.8")
def test_pays_with_the_real_card_and_keeps_the_coast_pair():
    s = scenario(hands=[{"desert": 2, "coast": 2}, (), (), ()], houses=[("w_h4",), (), (), ()])
    s = play(s, "build w_s3")
    assert G.view(s, 0).step == "pay"
    assert choice(s)[0] == "pay desert"


@pytest.mark.rule("AV-9.3", "AV-9.4")
def test_never_builds_itself_stuck():
    houses = [
        ("w_h4",),
        ("n_h1", "n_h2", "n_h3", "n_h4", "e_h1", "e_h2", "e_h3", "e_h4"),
        ("s_h1", "s_h2", "s_h3", "s_h4", "w_h1", "w_h2", "w_h3", "w_s2", "w_s6", "w_s7", "w_s4"),
        (),
    ]
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=houses, round=6)
    assert G.legal_moves(s)[0] == G.parse_move(s, "build w_s3")
    # Every harbour is taken and w_s3 opens nothing: building it would leave blue stuck.
    assert choice(s)[0] == "pass"
    relaxed = scenario(
        hands=[{"desert": 2}, (), (), ()],
        houses=houses,
        round=6,
        rules={"stuck_player_loses": False},
    )
    assert choice(relaxed)[0] == "build w_s3"  # being stuck only ends the game there


@pytest.mark.rule("AV-3.2", "AV-7.5", "AV-7.6")
def test_builds_toward_the_district_the_scoring_card_rewards():
    scored = [f"sc{i:02d}" for i in (1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 14, 15)]
    picks = {}
    for card in ("sc16", "sc13"):  # wine + desert district, spices + mountains district
        s = scenario(
            hands=[{"desert": 1, "mountains": 1, "coast": 2}, (), (), ()],
            houses=[("w_h4", "w_s4", "n_h1", "n_s1", "n_s5"), (), (), ()],
            scoring_card=card,
            scored=scored,
            round=13,
        )
        picks[card] = choice(s)[0]
    assert picks == {"sc16": "build w_o2", "sc13": "build n_o1"}


# ---------------------------------------------------------------------------------------------
# Judging unfinished games, the bot ladder


def test_win_shares_favour_the_leader_and_sum_to_one():
    s = scenario(letters=[30, 10, 10, 10], houses=[("w_h4", "w_s4", "w_o2"), (), (), ()])
    shares = win_shares(s)
    assert abs(sum(shares) - 1.0) < 1e-9 and max(shares) == shares[0]
    stuck = replace(s, players=(replace(s.players[0], stuck=True), *s.players[1:]))
    assert win_shares(stuck)[0] == 0.0  # a stuck seat loses (AV-9.4)
    for state in positions(4, every=53):
        assert abs(sum(G.search.evaluate(state)) - 1.0) < 1e-9


def test_heuristic_beats_three_random_players():
    results = tournament.run(
        "aranyvaros", 4, {}, ["heuristic", "random", "random", "random"], 8, seed=3, workers=1
    )
    wins = sum(s.win for r in results for s in r.seats if s.kind == "heuristic")
    assert wins >= 7


def test_the_learned_players_reach_numbers_are_the_rules_own():
    """The learned player's encoding says where the seat can build next as the rules decide it
    (`board.buildable`), counting the pair it bids on as in hand; the others' open places too.
    (While a seat pays for a place, the encoding counts that house as built: the next test.)"""
    from aranyvaros.ai import features
    from aranyvaros.rules import board
    from common.session import build_config

    game = ARANYVAROS
    state = game.new_game(build_config(game, 4, {}), 7)
    checked = 0
    for step in range(400):
        seat = game.to_act(state)
        if seat is None:
            break
        view = game.view(state, seat)
        if seat not in view.bids and not view.place:  # no pair held: the hand alone pays
            row = features.encode(view)
            at = {name: i for i, name in enumerate(features.NAMES)}
            can = board.buildable(state.rules, state.players, seat).bit_count()
            assert round(row[at["reach:payable"]] * 5) == can
            others = [board.reachable(state.rules, state.players, p) for p in range(4) if p != seat]
            assert round(row[at["reach:others_open_min"]] * 10) == min(
                o.bit_count() for o in others
            )
            checked += 1
        legal = game.legal_moves(state)
        state = game.apply(state, legal[step * 7 % len(legal)])
    assert checked > 50


def test_the_learned_player_tells_apart_every_place_it_could_build_on():
    """A build that still needs a choice of payment leaves the house off the map until it is
    paid, so the encoding counts the place being paid for as built and adds what it will give:
    every Build of one decision leaves a different afterstate (before this, builds needing a
    payment choice all looked alike and the learned player could not choose where to build)."""
    from aranyvaros.ai import features
    from aranyvaros.moves import Build
    from common.neural import move_inputs
    from common.session import build_config

    game = ARANYVAROS
    learning = game.learning
    assert learning is not None
    at = {name: i for i, name in enumerate(features.NAMES)}
    state = game.new_game(build_config(game, 4, {}), 5)
    bots = [HeuristicBot(s) for s in range(4)]
    decisions = paid_later = 0
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        view = game.view(state, seat)
        builds = [m for m in legal if isinstance(m, Build)]
        if len(builds) > 1:
            sample = sample_state(view, 1)
            rows = move_inputs(game, learning.encode, sample, view, builds)
            assert len({tuple(r) for r in rows}) == len(builds)
            decisions += 1
            for move in builds:
                after = game.view(game.apply(sample, move), seat)
                if after.place:
                    paid_later += 1
                    place = data.PLACES[data.PLACE_INDEX[move.place]]
                    row = learning.encode(after)
                    assert row[at[f"house:{move.place}"]] == 1.0
                    assert round(row[at["paying:bonus"]] * 3) == place.reward.bonus_choose
                    assert round(row[at["paying:goods"]] * 3) == place.reward.goods_take
        state = game.apply(state, bots[seat].choose(view, legal))
    assert decisions > 10
    assert paid_later > 10
