"""The search bot (ISMCTS over sampled states): only its view matters, and it plays well."""

from __future__ import annotations

from common import rng, tournament
from common.registry import get_game
from common.search import SearchBot
from sanjuan.game import SAN_JUAN


def _positions(count: int):
    for seed in range(count):
        state = SAN_JUAN.new_game(SAN_JUAN.config(3), 40 + seed)
        r = rng.seed_state(seed)
        for _ in range(30 + 23 * seed):
            r, i = rng.below(r, len(SAN_JUAN.legal_moves(state)))
            state = SAN_JUAN.apply(state, SAN_JUAN.legal_moves(state)[i])
        if SAN_JUAN.to_act(state) is not None and len(SAN_JUAN.legal_moves(state)) > 1:
            yield state


def test_choice_does_not_depend_on_other_seats_hidden_cards():
    """The bot samples hidden cards from its view, so reshuffling them changes nothing."""
    for state in _positions(6):
        seat = SAN_JUAN.to_act(state)
        other = SAN_JUAN.shuffle_hidden(state, seat, 7)
        bot_a = SearchBot(11, SAN_JUAN, iterations=25, rollout_moves=20)
        bot_b = SearchBot(11, SAN_JUAN, iterations=25, rollout_moves=20)
        a = bot_a.choose(SAN_JUAN.view(state, seat), SAN_JUAN.legal_moves(state))
        b = bot_b.choose(SAN_JUAN.view(other, seat), SAN_JUAN.legal_moves(other))
        assert a == b


def test_search_beats_random_players(monkeypatch):
    """Even a small budget wins clearly against random play (parity would be 1 in 3)."""
    game = get_game("sanjuan")
    monkeypatch.setitem(
        game.bot_kinds,
        "small_search",
        lambda seed: SearchBot(seed, game, iterations=20, rollout_moves=20),
    )
    results = tournament.run(
        "sanjuan", 3, {}, ["small_search", "random", "random"], 3, seed=2, workers=1
    )
    wins = sum(s.win for r in results for s in r.seats if s.kind == "small_search")
    assert wins >= 2


def test_search_is_offered_for_san_juan():
    assert "search" in get_game("sanjuan").bot_kinds
    assert "search" not in get_game("anno_xvii").bot_kinds


def test_rollouts_can_be_played_by_the_heuristic_player():
    """With a rollout bot the search still only sees views, so hidden cards change nothing."""
    from sanjuan.ai import HeuristicBot

    for state in _positions(3):
        seat = SAN_JUAN.to_act(state)
        other = SAN_JUAN.shuffle_hidden(state, seat, 3)
        picks = [
            SearchBot(
                5, SAN_JUAN, iterations=12, rollout_moves=15, rollout_bot=HeuristicBot
            ).choose(SAN_JUAN.view(s, seat), SAN_JUAN.legal_moves(s))
            for s in (state, other)
        ]
        assert picks[0] == picks[1] and picks[0] in SAN_JUAN.legal_moves(state)
