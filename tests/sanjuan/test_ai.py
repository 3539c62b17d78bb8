"""The heuristic San Juan bot: sees only its view, plays sensibly, beats random play."""

from __future__ import annotations

from common import rng, tournament
from common.registry import get_game
from sanjuan.ai import HeuristicBot
from sanjuan.game import SAN_JUAN


def _midgame(seed: int, moves: int):
    state = SAN_JUAN.new_game(SAN_JUAN.config(4), seed)
    r = rng.seed_state(seed)
    for _ in range(moves):
        legal = SAN_JUAN.legal_moves(state)
        r, i = rng.below(r, len(legal))
        state = SAN_JUAN.apply(state, legal[i])
    return state


def test_choice_does_not_depend_on_other_seats_hidden_cards():
    """Same view → same choice, whatever the other hands, goods and piles hold."""
    for seed in range(12):
        state = _midgame(seed, 40 + 7 * seed)
        seat = SAN_JUAN.to_act(state)
        legal = SAN_JUAN.legal_moves(state)
        other = SAN_JUAN.shuffle_hidden(state, seat, seed + 100)
        assert SAN_JUAN.view(other, seat) == SAN_JUAN.view(state, seat)
        a = HeuristicBot(7).choose(SAN_JUAN.view(state, seat), legal)
        b = HeuristicBot(7).choose(SAN_JUAN.view(other, seat), SAN_JUAN.legal_moves(other))
        assert a == b


def test_heuristic_is_offered_for_san_juan_only():
    assert get_game("sanjuan").bot_kinds["heuristic"] is HeuristicBot
    assert "heuristic" not in get_game("anno_xvii").bot_kinds


def test_heuristic_beats_three_random_players():
    """A small tournament: the heuristic seat must win far above parity (25 %)."""
    results = tournament.run(
        "sanjuan", 4, {}, ["heuristic", "random", "random", "random"], 12, seed=3, workers=1
    )
    wins = sum(s.win for r in results for s in r.seats if s.kind == "heuristic")
    assert wins >= 9
