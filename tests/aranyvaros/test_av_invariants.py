"""Conservation and board invariants (rulings §16 I-1 to I-7): random playouts over every
option, for 3 and 4 players, plus positions that break one component each."""

from __future__ import annotations

import pytest
from av_builders import scenario
from hypothesis import given, settings
from hypothesis import strategies as st

from aranyvaros import data
from aranyvaros.game import ARANYVAROS, check_invariants
from common import rng
from common.records import replace


@st.composite
def games(draw: st.DrawFn):
    players = draw(st.sampled_from((3, 4)))
    options = {
        o.id: draw(st.booleans() if o.kind == "bool" else st.sampled_from(o.choices))
        for o in ARANYVAROS.options
    }
    return ARANYVAROS.config(players, options), draw(st.integers(0, 2**32 - 1))


@pytest.mark.rule("AV-4.6", "AV-6.11", "AV-3.1")
@settings(max_examples=40)
@given(games())
def test_playouts_keep_every_invariant(case):
    config, seed = case
    s = ARANYVAROS.new_game(config, seed)
    r = rng.seed_state(seed)
    letters = [0] * config.players
    rounds = s.round
    while legal := ARANYVAROS.legal_moves(s):
        r, i = rng.below(r, len(legal))
        s = ARANYVAROS.apply(s, legal[i])
        check_invariants(s)
        assert s.displacements <= 7
        now = [p.letters for p in s.players]
        assert all(a >= b for a, b in zip(now, letters, strict=True))
        letters = now
        assert s.round in (rounds, rounds + 1) and s.round <= data.ROUNDS_MAX
        rounds = s.round
    assert s.phase == "game_over" and s.end
    assert ARANYVAROS.outcome(s) is not None


def broken(state, **changes):
    return replace(state, **changes)


BASE = dict(hands=[{"coast": 2}, (), (), ()], houses=[("w_h4", "w_s4"), ("n_h1",), (), ()])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: broken(s, supply=s.supply + 1), "coins"),
        (lambda s: broken(s, keys_box=1), "keys"),
        (lambda s: broken(s, goods_box=(s.goods_deck[0],)), "goods"),
        (lambda s: broken(s, draw=s.draw[1:]), "terrain"),
        (lambda s: broken(s, bonus_deck=s.bonus_deck[1:]), "bonus"),
        (lambda s: broken(s, scoring_box=(s.scoring_deck[0],)), "scoring"),
    ],
)
def test_lost_or_created_components_are_caught(change, message):
    s = scenario(**BASE)
    check_invariants(s)
    with pytest.raises(AssertionError, match=message):
        check_invariants(change(s))


def test_houses_must_add_up_and_stay_linked():
    s = scenario(**BASE)
    p = s.players[0]
    cut = replace(p, houses=p.houses & ~data.mask(("w_h4",)), houses_left=p.houses_left + 1)
    with pytest.raises(AssertionError, match="cut off"):
        check_invariants(broken(s, players=(cut, *s.players[1:])))
    lost = replace(p, houses_left=p.houses_left - 1)
    with pytest.raises(AssertionError, match="houses"):
        check_invariants(broken(s, players=(lost, *s.players[1:])))
    q = s.players[1]
    double = replace(q, houses=q.houses | data.mask(("w_h4",)), houses_left=q.houses_left - 1)
    with pytest.raises(AssertionError, match="two houses"):
        check_invariants(broken(s, players=(p, double, *s.players[2:])))
