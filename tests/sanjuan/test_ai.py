"""Computer players for San Juan and ANNO XVII: the view sampler behind the search bot, the
heuristic player (sees only its view, deterministic per seed, gives reasons, takes the obviously
right move in both rulesets), the judge of unfinished games, and the bot ladder."""

from __future__ import annotations

import pytest
from anno_builders import TILE_FIRST, cities
from anno_builders import scenario as anno_scenario
from builders import picks, play, scenario

from common import rng, tournament
from common.bots import Reason, make_bot
from common.contract import Searching
from common.records import replace
from sanjuan import data, text_en, text_hu
from sanjuan.ai import HeuristicBot
from sanjuan.game import ANNO_XVII, SAN_JUAN, SanJuanGame
from sanjuan.moves import Build, Pay, PickRole, Produce, Sell
from sanjuan.sampling import sample_state
from sanjuan.score import win_shares
from sanjuan.state import State

GAMES = (SAN_JUAN, ANNO_XVII)
OPTION_SETS = {
    "sanjuan": [
        {},
        {"starting_hand_draft": True, "first_governor": "random"},
        {"show_tile_history": False, "auto_take_card_draws": True},
        {"library_two_player_limit": False, "goldmine_excludes_chooser": True},
    ],
    "anno_xvii": [
        {},
        {"event_copies": 2, "starting_hand_draft": True},
        {"event_copies": 0, "hand_limit_base": "7"},
        {"event_check_on_face_down_draws": True, "producer_second_good_must_differ": True},
        {"event_copies": 3, "goldmine_excludes_chooser": False, "auto_take_card_draws": True},
    ],
}


def positions(game: SanJuanGame, count: int, every: int = 17):
    """Decision points of random playouts: 2–4 players, the option sets above."""
    options = OPTION_SETS[game.id]
    for seed in range(count):
        state = game.new_game(game.config(2 + seed % 3, options[seed % len(options)]), seed)
        r = rng.seed_state(seed)
        step = 0
        while (seat := game.to_act(state)) is not None:
            if step % every == seed % every:
                yield state, seat
            legal = game.legal_moves(state)
            r, i = rng.below(r, len(legal))
            state = game.apply(state, legal[i])
            step += 1


def choice(state: State, seed: int = 1) -> tuple[str, HeuristicBot]:
    game = SAN_JUAN if state.rules.ruleset == "san_juan" else ANNO_XVII
    seat = game.to_act(state)
    bot = HeuristicBot(seed)
    move = bot.choose(game.view(state, seat), game.legal_moves(state))
    return game.move_text(move), bot


# ---------------------------------------------------------------------------------------------
# The sampler


def consistent_samples(game: SanJuanGame, count: int):
    """Two samples per position of `positions`, each checked: whole, seen by the seat as the
    real state is, and offering the same moves."""
    for state, seat in positions(game, count):
        seen = game.view(state, seat)
        for k in range(2):
            sample = game.search.sample_state(seen, k)
            game.check_invariants(sample)
            assert game.view(sample, seat) == seen
            assert game.legal_moves(sample) == game.legal_moves(state)
            yield sample


@pytest.mark.rule("SJ-14.1")
def test_a_san_juan_sample_looks_the_same_to_the_seat_and_is_consistent():
    assert sum(1 for _ in consistent_samples(SAN_JUAN, 24)) > 300


@pytest.mark.rule("AN-11.1", "AN-11.2", "AN-11.3")
def test_an_anno_sample_looks_the_same_to_the_seat_and_is_consistent():
    """Events in the piles, goods, Harbour and Pawnshop cards, the Cathedral, Bank piles and
    what lies under which building: all consistent with what the seat sees."""
    checked = 0
    events_hidden = 0
    for sample in consistent_samples(ANNO_XVII, 30):
        events_hidden += any(data.is_event(c) for c in sample.draw + sample.discard)
        checked += 1
    assert checked > 400
    assert events_hidden > 100


@pytest.mark.rule("SJ-14.1", "AN-11.1")
def test_a_sample_does_not_depend_on_what_the_seat_cannot_see():
    for game in GAMES:
        for state, seat in positions(game, 8, every=41):
            other = game.shuffle_hidden(state, seat, 99)
            assert game.view(other, seat) == game.view(state, seat)
            a = sample_state(game.view(state, seat), 5)
            b = sample_state(game.view(other, seat), 5)
            assert a == b


def test_a_seat_not_on_turn_can_be_sampled_too():
    for game in GAMES:
        for state, seat in positions(game, 6, every=29):
            other = (seat + 1) % len(state.players)
            seen = game.view(state, other)
            sample = sample_state(seen, 3)
            game.check_invariants(sample)
            assert game.view(sample, other) == seen


@pytest.mark.rule("AN-11.1")
def test_another_seats_covered_chapel_keeps_its_cards_in_a_sample():
    """What lay under a building moves with it when it is built over (R-AN-18): in a sample
    dealt from another seat's view, the cards of a covered Chapel lie under the same building
    as the Chapel, so a Fire in the sampled future burns them together, and no Chapel cards
    are left without a Chapel (the sample could not be dealt from again, D-B-28)."""
    s = anno_scenario(
        3,
        hands=[["castle", "palace", "library"], [], []],
        cities=[["mill", "crane", "chapel", "well", "tower"], ["mill"], ["mill"]],
        chapel=[["farm", "farm", "smith"], [], []],
    )
    built = play(s, "pick builder", "build castle over chapel")
    owner = built.players[0]
    assert [data.card_kind(c) for c in owner.covered] == ["chapel"] and len(owner.chapel) == 3
    for k in range(40):
        sample = sample_state(ANNO_XVII.view(built, 1), k).players[0]
        host = dict(sample.anno.under)
        assert {host[c] for c in (*sample.covered, *sample.chapel)} == {host[sample.covered[0]]}


def test_sampled_games_play_on_to_the_end():
    for game in GAMES:
        for k, (state, seat) in enumerate(positions(game, 6, every=97)):
            if k % 3:
                continue
            sample = sample_state(game.view(state, seat), 1)
            r = rng.seed_state(3)
            while legal := game.legal_moves(sample):
                r, i = rng.below(r, len(legal))
                sample = game.apply(sample, legal[i])
            game.check_invariants(sample)
            assert game.outcome(sample) is not None


def test_no_sample_from_the_public_table():
    state = SAN_JUAN.new_game(SAN_JUAN.config(3), 1)
    with pytest.raises(ValueError):
        sample_state(SAN_JUAN.view(state, None), 1)


# ---------------------------------------------------------------------------------------------
# The heuristic player: only its view, deterministic, with reasons


def test_scores_cover_every_legal_move_and_choose_takes_a_best_one():
    for game in GAMES:
        for state, seat in positions(game, 8, every=11):
            view, legal = game.view(state, seat), game.legal_moves(state)
            bot = HeuristicBot(3)
            scores = bot.scores(view, legal)
            assert len(scores) == len(legal)
            move = bot.choose(view, legal)
            assert scores[legal.index(move)] == max(scores)


def test_every_choice_leaves_a_reason_in_both_languages():
    for game in GAMES:
        for state, seat in positions(game, 6, every=7):
            bot = HeuristicBot(2)
            bot.choose(game.view(state, seat), game.legal_moves(state))
            reason = bot.reason
            assert isinstance(reason, Reason)
            assert reason.hu and reason.en


def test_production_and_sale_reasons_name_the_good_not_the_building():
    """'a legértékesebb áru: Indigófeldolgozó' called a building a good (issue 16 item 6)."""
    seen = set()
    for game in GAMES:
        for state, seat in positions(game, 12, every=3):
            bot = HeuristicBot(2)
            move = bot.choose(game.view(state, seat), game.legal_moves(state))
            if not isinstance(move, Produce | Sell) or move.building == "pawnshop":
                continue
            seen.add(type(move))
            names = data.cardset(state.rules.ruleset).buildings
            good = data.TYPES[move.building].good
            assert bot.reason is not None
            assert bot.reason.hu.startswith(f"{text_hu.GOOD[good]}: a leg")
            assert bot.reason.en.startswith(f"{text_en.GOOD[good]}: the ")
            for b in names:
                assert b.hu not in bot.reason.hu and b.en not in bot.reason.en
    assert seen == {Produce, Sell}


@pytest.mark.rule("SJ-11.17")
def test_the_library_reason_names_the_double_privilege():
    state = scenario(
        3,
        cities=[["indigo_plant", "library"], ["indigo_plant"], ["indigo_plant"]],
        hands=[["silver_smelter", "statue", "well", "sugar_mill"], ["well"], ["well"]],
    )
    text, bot = choice(state)
    assert text == "pick builder"
    assert bot.reason == Reason(
        "Építész: Ezüstolvasztó építése, a Könyvtár miatt dupla privilégium",
        "Builder: builds the Silver smelter, double privilege from the Library",
    )


# ---------------------------------------------------------------------------------------------
# San Juan positions with an obviously right move


@pytest.mark.rule("SJ-7.1")
def test_the_councillor_keeps_the_library():
    state = scenario(
        3, draw_top=["indigo_plant", "smithy", "library", "statue", "sugar_mill"], rest="discard"
    )
    state = play(state, "pick councillor")
    assert choice(state)[0] == "draw"
    state = play(state, "draw")
    assert choice(state)[0] == "keep library"


@pytest.mark.rule("SJ-4.2", "SJ-4.3")
def test_pays_with_the_card_it_cannot_build_and_keeps_the_library():
    state = scenario(
        3,
        cities=[["indigo_plant", "smithy"], ["indigo_plant"], ["indigo_plant"]],
        hands=[["statue", "library", "smithy", "sugar_mill"], [], []],
    )
    state = play(state, "pick builder", "build statue")
    assert choice(state)[0] == "pay smithy"


@pytest.mark.rule("SJ-6.2", "SJ-6.3")
def test_sells_the_dearest_good_first():
    state = scenario(
        3,
        cities=[
            ["indigo_plant", "coffee_roaster", "silver_smelter"],
            ["indigo_plant"],
            ["indigo_plant"],
        ],
        loaded=[[True, True, True], [False], [False]],
        tiles=TILE_FIRST["tile_11223"],
    )
    state = play(state, "pick trader")
    assert choice(state)[0] == "sell silver_smelter"


@pytest.mark.rule("SJ-5.1", "SJ-5.2")
def test_a_single_good_goes_on_the_dearest_building():
    state = scenario(
        3,
        cities=[["indigo_plant"], ["indigo_plant", "silver_smelter"], ["indigo_plant"]],
        loaded=[[True], [False, False], [True]],
    )
    state = play(state, "pick producer")
    assert SAN_JUAN.to_act(state) == 1
    assert choice(state)[0] == "produce silver_smelter"


@pytest.mark.rule("SJ-3.3", "SJ-6.1")
def test_picks_the_trader_with_three_goods_and_nothing_to_build():
    state = scenario(
        3,
        cities=[
            ["indigo_plant", "tobacco_storage", "coffee_roaster", "silver_smelter"],
            ["indigo_plant"],
            ["indigo_plant"],
        ],
        loaded=[[False, True, True, True], [False], [False]],
        hands=[[], ["statue", "well"], ["statue", "well"]],
    )
    assert choice(state)[0] == "pick trader"


@pytest.mark.rule("SJ-3.5", "SJ-11.10")
def test_the_chapel_takes_the_card_that_can_never_be_built():
    state = scenario(
        3,
        cities=[["indigo_plant", "chapel", "smithy"], ["indigo_plant"], ["indigo_plant"]],
        hands=[["library", "smithy", "silver_smelter"], [], []],
    )
    state = picks(state, "prospector", "trader", "producer")
    assert state.phase == "chapel"
    assert choice(state)[0] == "tuck smithy"


@pytest.mark.rule("SJ-3.6")
def test_the_hand_limit_keeps_the_cards_it_can_build():
    hand_cards = ["library", "silver_smelter", "quarry", "smithy", "smithy", "well", "well"]
    state = scenario(
        3,
        cities=[["indigo_plant", "smithy", "well"], ["indigo_plant"], ["indigo_plant"]],
        hands=[[*hand_cards, "statue", "hero"], [], []],
    )
    state = picks(state, "prospector", "trader", "producer")
    assert state.phase == "hand_limit"
    assert choice(state)[0] in ("discard smithy", "discard well")


@pytest.mark.rule("SJ-12.2", "SJ-13.1")
def test_a_guild_hall_closes_a_city_of_production_buildings():
    city = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]
    city += ["indigo_plant", "smithy", "well", "crane", "chapel", "tower"]
    state = scenario(
        3,
        cities=[city, ["indigo_plant"], ["indigo_plant"]],
        hands=[
            ["guild_hall", "statue", "indigo_plant", "sugar_mill", "well", "well", "aqueduct"],
            [],
            [],
        ],
    )
    state = play(state, "pick builder")
    assert choice(state)[0] == "build guild_hall"


# ---------------------------------------------------------------------------------------------
# ANNO XVII positions with an obviously right move


@pytest.mark.rule("AN-7.4", "AN-10.6")
def test_builds_the_cathedral_when_the_others_have_six_cost_buildings():
    state = anno_scenario(
        3,
        cities=cities(["library", "quarry"], ["palace", "guild"], ["city_hall", "castle"]),
        hands=[["mill", "farm", "mill", "well", "smith"], [], []],
    )
    state = play(state, "pick builder")
    assert choice(state)[0] == "build cathedral"


@pytest.mark.rule("AN-8.4")
def test_the_fire_takes_a_spare_mill_not_the_library_or_the_chapel():
    state = anno_scenario(
        3,
        cities=cities(["mill", "library", "chapel"], ["farm"], ["farm"]),
        chapel=[["well", "smith", "tower"], [], []],
        events=["fire"],
    )
    state = play(state, "pick fire")
    assert choice(state)[0] == "burn mill"


@pytest.mark.rule("AN-7.5")
def test_a_sold_card_goes_under_the_harbour():
    state = anno_scenario(
        3,
        cities=[["mill", "harbour"], ["mill"], ["mill"]],
        loaded=[[True, False], [False], [False]],
    )
    state = play(state, "pick trader", "sell mill")
    assert state.turn.todo[0] == "harbour"
    assert choice(state)[0] == "harbour mill"


@pytest.mark.rule("AN-7.1", "AN-4.4")
def test_the_bank_waits_for_the_end_of_the_game():
    late = ["smith", "well", "crane", "office", "chapel", "tower", "park", "quarry", "farm"]
    hand_cards = ["statue_park", "memorial_column", "farm", "well", "smith"]
    for others, expected in (([], "pass"), (late, "bank")):
        state = anno_scenario(
            3,
            cities=cities(["bank"], others, others),
            hands=[hand_cards, [], []],
        )
        state = picks(state, "prospector", "trader", "producer")
        assert state.phase == "chapel"
        assert choice(state)[0].split()[0] == expected


@pytest.mark.rule("AN-8.9")
def test_the_reconstruction_builds_the_best_card_it_may():
    state = anno_scenario(
        3, hands=[["library", "quarry", "mill"], [], []], events=["reconstruction"]
    )
    assert choice(state)[0] == "pick reconstruction"
    state = play(state, "pick reconstruction")
    assert choice(state)[0] == "build quarry"


@pytest.mark.rule("AN-8.8")
def test_democracy_runs_the_builder_again_for_a_library_in_hand():
    state = anno_scenario(
        3,
        hands=[[], [], ["library", "well", "farm", "smith", "tower", "mill"]],
        events=["democracy"],
    )
    state = picks(state, "builder", "prospector")
    state = play(state, "pick democracy")
    assert choice(state)[0] == "pick builder"


@pytest.mark.rule("AN-8.6")
def test_taxation_costs_the_card_it_cannot_build():
    state = anno_scenario(
        3,
        cities=cities([], ["smith"], []),
        hands=[[], ["library", "smith", "goldsmith"], []],
        events=["taxation"],
    )
    state = play(state, "pick taxation")
    assert ANNO_XVII.to_act(state) == 1
    assert choice(state)[0] == "discard smith"


# ---------------------------------------------------------------------------------------------
# Judging unfinished games, the ladder, strength


def test_win_shares_favour_the_leader_and_sum_to_one():
    state = scenario(
        3,
        cities=[["indigo_plant", "library", "hero", "palace"], ["indigo_plant"], ["indigo_plant"]],
    )
    shares = win_shares(state)
    assert abs(sum(shares) - 1) < 1e-9
    assert shares[0] > 0.8


@pytest.mark.rule("AN-10.6")
def test_win_shares_count_the_cathedral_against_the_others_only():
    """Both seats have 6 points in 5 buildings: the Cathedral owner's own six-cost buildings
    earn it nothing, so neither is ahead."""
    state = anno_scenario(
        2,
        cities=[
            ["mill", "memorial_column", "cathedral", "guild", "castle"],
            ["mill", "well", "farm", "smith", "wine_press"],
        ],
    )
    assert [s.total for s in ANNO_XVII.outcome(_over(state)).scores] == [6, 6]
    assert win_shares(state) == pytest.approx((0.5, 0.5))


def _over(state: State) -> State:
    return replace(state, phase="over")


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii"])
def test_heuristic_beats_three_random_players(game_id):
    """A small tournament: the heuristic seat must win far above parity (25 %)."""
    results = tournament.run(
        game_id, 4, {}, ["heuristic", "random", "random", "random"], 12, seed=3, workers=1
    )
    wins = sum(s.win for r in results for s in r.seats if s.kind == "heuristic")
    assert wins >= 10


def test_the_search_spends_its_budget_on_roles_and_builds(monkeypatch):
    """A card-by-card payment is the heuristic's move, played without sampling one state; a
    role pick and a build are searched (`ai.worth_searching`, D-B-14)."""
    sampled: list[int] = []

    def counting(view, seed):
        sampled.append(seed)
        return sample_state(view, seed)

    monkeypatch.setattr(SAN_JUAN, "search", Searching(counting, SAN_JUAN.search.evaluate))
    seen: set[type] = set()
    for state, seat in positions(SAN_JUAN, 6, every=1):
        legal = SAN_JUAN.legal_moves(state)
        kinds = {type(m) for m in legal}
        kind = Build if Build in kinds else next(iter(kinds)) if len(kinds) == 1 else None
        if len(legal) < 2 or kind not in (Pay, PickRole, Build) or kind in seen:
            continue
        seen.add(kind)
        view = SAN_JUAN.view(state, seat)
        sampled.clear()
        move = make_bot("medium", 3, SAN_JUAN).choose(view, legal)
        if kind is Pay:
            assert sampled == [] and move == HeuristicBot(3).choose(view, legal)
        else:
            assert len(sampled) >= 2
    assert seen == {Pay, PickRole, Build}


@pytest.mark.parametrize("hand", [("indigo_plant", "sugar_mill"), ("sugar_mill", "indigo_plant")])
def test_equal_builds_are_told_apart_by_the_hand_order(
    hand: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two builds worth the same: the one first in hand is named (not the first a set of
    strings happens to yield, which PYTHONHASHSEED changes from run to run)."""
    from sanjuan.ai import position

    state = scenario(hands=[[*hand, "coffee_roaster", "market_stand"], [], []])
    monkeypatch.setattr(position.Position, "build_score", lambda *_args: 1.0)
    value, kind = position.Position(SAN_JUAN.view(state, 0)).best_build(0)
    assert (value, kind) == (1.0, hand[0])
