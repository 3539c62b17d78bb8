"""sample_state: a full state built from one seat's view alone, for the search bot.

It must be indistinguishable for that seat (same view, same legal moves), consistent (every
card once), and must not depend on anything the seat cannot see.
"""

from __future__ import annotations

import pytest

from common import rng
from sanjuan.game import SAN_JUAN
from sanjuan.view import sample_state


def positions(count: int):
    for seed in range(count):
        state = SAN_JUAN.new_game(SAN_JUAN.config(2 + seed % 3), seed)
        r = rng.seed_state(seed)
        for _ in range(25 + 37 * seed % 300):
            legal = SAN_JUAN.legal_moves(state)
            if not legal:
                break
            r, i = rng.below(r, len(legal))
            state = SAN_JUAN.apply(state, legal[i])
        if SAN_JUAN.to_act(state) is not None:
            yield state


@pytest.mark.rule("SJ-14.1")
def test_a_sample_looks_the_same_to_the_seat_and_is_consistent():
    checked = 0
    for state in positions(40):
        seat = SAN_JUAN.to_act(state)
        seen = SAN_JUAN.view(state, seat)
        for k in range(3):
            sample = sample_state(seen, k)
            SAN_JUAN.check_invariants(sample)
            assert SAN_JUAN.view(sample, seat) == seen
            assert SAN_JUAN.legal_moves(sample) == SAN_JUAN.legal_moves(state)
            checked += 1
    assert checked > 60


@pytest.mark.rule("SJ-14.1")
def test_a_sample_does_not_depend_on_what_the_seat_cannot_see():
    for state in positions(15):
        seat = SAN_JUAN.to_act(state)
        other = SAN_JUAN.shuffle_hidden(state, seat, 99)
        a = sample_state(SAN_JUAN.view(state, seat), 5)
        b = sample_state(SAN_JUAN.view(other, seat), 5)
        assert a == b


def test_sampled_games_play_on_to_the_end():
    for state in positions(10):
        sample = sample_state(SAN_JUAN.view(state, SAN_JUAN.to_act(state)), 1)
        r = rng.seed_state(3)
        for _ in range(5000):
            legal = SAN_JUAN.legal_moves(sample)
            if not legal:
                break
            r, i = rng.below(r, len(legal))
            sample = SAN_JUAN.apply(sample, legal[i])
            SAN_JUAN.check_invariants(sample)
        assert SAN_JUAN.outcome(sample) is not None
