"""Computer players for Puerto Rico: the search bot's state sampling, the win estimate, and the
heuristic player (sees only its view, deterministic per seed, takes the obvious move)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pr_builders import GAME, Seat, new_game, play, scenario

from common import rng
from common.bots import Reason
from puertorico.ai import HeuristicBot
from puertorico.sampling import sample_state
from puertorico.score import win_shares
from puertorico.view import view

CONFIGS = (
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (4, {"exp_new_buildings": True, "exp_nobles": True}),
    (2, {"exp_new_buildings": True, "exp_nobles": True}),
    (
        3,
        {
            "exp_new_buildings": True,
            "exp_nobles": True,
            "building_selection": "random",
            "land_office_face_down": True,
            "villa_instead_of_ship_piece": True,
        },
    ),
    (5, {"exp_nobles": True, "open_vp": True}),
)


def playout(players: int, options: dict, seed: int, every: int = 1):
    """The states of a random game (every `every`-th one), to its end."""
    state = new_game(players, seed, **options)
    r = rng.seed_state(seed)
    k = 0
    while GAME.to_act(state) is not None:
        if k % every == 0:
            yield state
        legal = GAME.legal_moves(state)
        r, i = rng.below(r, len(legal))
        state = GAME.apply(state, legal[i])
        k += 1
    yield state


def positions(count: int, players: int = 4, **options):
    """`count` decisions with a choice, spread over random games."""
    found = 0
    for seed in range(100):
        for k, state in enumerate(playout(players, options, seed)):
            if k % (37 + seed) == 5 and len(GAME.legal_moves(state)) > 1:
                yield state
                found += 1
                if found == count:
                    return


# ---------------------------------------------------------------------------------------------
# sample_state


@pytest.mark.rule("PR-14.2")
@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_a_sample_looks_the_same_to_its_seat_and_conserves_everything(players, options):
    for state in playout(players, options, seed=players, every=9):
        for seat in range(players):
            seen = view(state, seat)
            sample = sample_state(seen, 1000 + seat)
            GAME.check_invariants(sample)
            assert view(sample, seat) == seen
        actor = GAME.to_act(state)
        if actor is not None:
            sample = sample_state(view(state, actor), 7)
            assert GAME.legal_moves(sample) == GAME.legal_moves(state)


@pytest.mark.rule("PR-14.1")
def test_the_hidden_vp_are_dealt_at_random_and_add_up():
    state = next(s for k, s in enumerate(playout(4, {}, seed=3)) if k > 250)
    seen = view(state, 0)
    chips = state.rules.vp_chips - state.board.vp_supply
    spreads = set()
    for seed in range(20):
        sample = sample_state(seen, seed)
        assert sample.players[0].vp == state.players[0].vp
        assert sum(p.vp for p in sample.players) == chips
        spreads.add(tuple(p.vp for p in sample.players))
    assert len(spreads) > 5
    assert sample_state(seen, 4) == sample_state(seen, 4)


@pytest.mark.rule("PR-14.2")
def test_the_stack_order_is_dealt_at_random():
    state = new_game(4, 5)
    stacks = {sample_state(view(state, 1), seed).plantations.stack for seed in range(6)}
    assert len(stacks) == 6
    assert all(sorted(s) == sorted(state.plantations.stack) for s in stacks)


def test_a_public_view_cannot_be_sampled():
    with pytest.raises(ValueError, match="seat"):
        sample_state(view(new_game(3, 1), None), 1)


def test_a_sample_plays_on_to_the_end():
    for state in positions(3, 3, exp_new_buildings=True, exp_nobles=True):
        sample = sample_state(view(state, GAME.to_act(state)), 9)
        r = rng.seed_state(9)
        while GAME.to_act(sample) is not None:
            legal = GAME.legal_moves(sample)
            r, i = rng.below(r, len(legal))
            sample = GAME.apply(sample, legal[i])
        GAME.check_invariants(sample)
        assert GAME.outcome(sample) is not None


# ---------------------------------------------------------------------------------------------
# win_shares


def test_win_shares_sum_to_one_and_favour_the_leader():
    state = scenario(3, [Seat(vp=20, city={"harbor": 1}), Seat(vp=2), Seat(vp=3)])
    shares = win_shares(state)
    assert abs(sum(shares) - 1.0) < 1e-9
    assert shares[0] > 0.8 and shares[1] < shares[0]
    even = win_shares(scenario(4))
    assert max(even) - min(even) < 0.05


# ---------------------------------------------------------------------------------------------
# The heuristic: determinism, hidden information, speed of the decision


def test_choices_are_deterministic_for_a_seed_and_always_legal():
    for state in positions(25, 4, exp_new_buildings=True, exp_nobles=True):
        seat = GAME.to_act(state)
        legal = GAME.legal_moves(state)
        seen = view(state, seat)
        a, b = HeuristicBot(3), HeuristicBot(3)
        picks = [(a.choose(seen, legal), b.choose(seen, legal)) for _ in range(3)]
        assert all(x == y and x in legal for x, y in picks)
        assert isinstance(a.reason, Reason) and a.reason.hu and a.reason.en
        scores = a.scores(seen, legal)
        assert len(scores) == len(legal)
        assert scores[legal.index(picks[0][0])] == max(scores)


# ---------------------------------------------------------------------------------------------
# Obvious moves


def decide(state, seed: int = 1):
    """The heuristic's move for the seat on turn, as text, and its reason."""
    seat = GAME.to_act(state)
    bot = HeuristicBot(seed)
    move = bot.choose(view(state, seat), GAME.legal_moves(state))
    return GAME.move_text(move), bot.reason


@pytest.mark.rule("PR-9.3")
def test_captain_loads_the_good_that_ships_most():
    seats = [Seat(goods={"corn": 5, "sugar": 2}), Seat(), Seat(), Seat()]
    s = play(scenario(4, seats), "pick captain")
    text, _ = decide(s)
    assert text.startswith("load corn")


@pytest.mark.rule("PR-12.13")
def test_the_wharf_takes_what_no_ship_can():
    me = Seat(goods={"coffee": 4, "corn": 1}, city={"wharf": 1})
    s = scenario(
        4,
        [me, Seat(), Seat(), Seat()],
        ships={"ship_5": ("indigo", 1), "ship_6": ("sugar", 1), "ship_7": ("tobacco", 1)},
    )
    s = play(s, "pick captain")
    assert decide(s)[0] == "load coffee wharf"


@pytest.mark.rule("PR-9.5")
def test_storage_keeps_the_dearest_barrel():
    full = {"ship_5": ("indigo", 5), "ship_6": ("sugar", 6), "ship_7": ("tobacco", 7)}
    me = Seat(goods={"corn": 2, "coffee": 1})
    s = play(scenario(4, [me, Seat(), Seat(), Seat()], ships=full), "pick captain")
    assert s.phase == "captain_storage"
    assert decide(s)[0] == "keep coffee"


@pytest.mark.rule("PR-8.2")
def test_trader_sells_the_dearest_good():
    me = Seat(goods={"corn": 1, "indigo": 1, "coffee": 1})
    s = play(scenario(4, [me, Seat(), Seat(), Seat()]), "pick trader")
    text, reason = decide(s)
    assert text == "sell coffee"
    assert "kávé" in reason.hu and "coffee" in reason.en


@pytest.mark.rule("PR-7.2")
def test_craftsman_takes_the_dearest_extra_barrel():
    me = Seat(
        island={"corn_plantation": 1, "coffee_plantation": 1},
        worked={"corn_plantation": 1, "coffee_plantation": 1},
        city={"coffee_roaster": 1},
    )
    s = play(scenario(4, [me, Seat(), Seat(), Seat()]), "pick craftsman")
    assert decide(s)[0] == "take coffee"


@pytest.mark.rule("PR-4.1")
def test_settler_takes_the_plantation_its_building_waits_for():
    me = Seat(island={"corn_plantation": 1}, city={"coffee_roaster": 0})
    row = ["corn_plantation", "indigo_plantation", "sugar_plantation", "coffee_plantation"]
    s = play(scenario(4, [me, Seat(), Seat(), Seat()], row=[*row, "tobacco_plantation"]))
    s = play(s, "pick settler")
    text, reason = decide(s)
    assert text == "take coffee_plantation"
    assert reason.en


@pytest.mark.rule("PR-6.1")
def test_builder_builds_for_its_plantations():
    me = Seat(
        doubloons=6,
        island={"coffee_plantation": 2, "corn_plantation": 1},
        worked={"corn_plantation": 1},
    )
    s = play(scenario(4, [me, Seat(), Seat(), Seat()]), "pick builder")
    text, _ = decide(s)
    assert text == "build coffee_roaster"


@pytest.mark.rule("PR-5.3")
def test_the_last_colonist_completes_a_production_pair():
    me = Seat(
        island={"coffee_plantation": 1, "indigo_plantation": 1},
        city={"coffee_roaster": 1},
        idle=0,
    )
    s = scenario(4, [me, Seat(), Seat(), Seat()], colonist_ship=4)
    s = play(s, "pick mayor", "pass")
    # The mayor holds the colonist from the coffee roaster and the one from the ship.
    assert s.turn.hand == 2
    assert decide(s)[0] in ("place colonist coffee_plantation", "place colonist coffee_roaster")


@pytest.mark.rule("PR-3.3")
def test_captain_when_only_i_can_ship():
    me = Seat(goods={"corn": 6, "sugar": 3}, city={"harbor": 1})
    s = scenario(4, [me, Seat(), Seat(), Seat()])
    text, reason = decide(s)
    assert text == "pick captain"
    assert reason == Reason("a Kikötő miatt kapitány", "captain for the Harbor").for_everyone()


@pytest.mark.rule("PR-3.5")
def test_doubloons_on_a_card_make_the_prospector_worth_taking():
    s = scenario(4, card_money={"prospector_1": 4})
    assert decide(s)[0] == "pick prospector_1"


@pytest.mark.rule("PX-2.1")
def test_the_draft_takes_a_strong_building_first():
    s = new_game(4, 1, exp_new_buildings=True)
    assert s.phase == "draft"
    text, _ = decide(s)
    assert text.removeprefix("draft ") in ("factory", "harbor", "library")


@pytest.mark.rule("PN-3.2")
def test_a_noble_is_taken_from_the_ship_before_a_colonist():
    s = scenario(4, rules={"exp_nobles": True}, colonist_ship=3, noble_ship=1)
    s = play(s, "pick mayor", "pass")
    assert s.phase == "ship_take"
    assert decide(s)[0] == "take noble"


def test_the_search_spends_its_budget_on_the_decisions_that_shape_the_game(monkeypatch):
    """A colonist placement is the heuristic's move, played without sampling one state; a
    role pick and a build are searched (`game.worth_searching`, D-B-19)."""
    from common.bots import make_bot
    from puertorico.moves import Build, PickRole, Place

    sampled: list[int] = []

    def counting(seat_view, seed):
        sampled.append(seed)
        return sample_state(seat_view, seed)

    assert GAME.search is not None
    monkeypatch.setattr(GAME, "search", replace(GAME.search, sample_state=counting))
    seen: set[type] = set()
    for seed in range(20):
        for state in playout(4, {}, seed, every=3):
            legal = GAME.legal_moves(state)
            kinds = {type(m) for m in legal}
            kind = next((k for k in (Place, PickRole, Build) if k in kinds), None)
            if len(legal) < 2 or kind is None or kind in seen:
                continue
            seen.add(kind)
            seat = GAME.to_act(state)
            seat_view = view(state, seat)
            sampled.clear()
            move = make_bot("medium", 3, GAME).choose(seat_view, legal)
            if kind is Place:
                assert sampled == [] and move == HeuristicBot(3).choose(seat_view, legal)
            else:
                assert len(sampled) >= 2
        if len(seen) == 3:
            break
    assert seen == {Place, PickRole, Build}
