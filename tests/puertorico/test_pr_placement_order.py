"""The order the mayor placement relies on (D-E-32): `_next_places` tells the next piece's
places by slicing this decision's places, so `placement_moves` must list, with both piece kinds
in hand, every colonist place first and then the noble's at the same places in the same order;
and the places it tells must be those a fresh look finds."""

from __future__ import annotations

from common import rng
from common.records import replace
from puertorico.game import PUERTO_RICO
from puertorico.moves import Place
from puertorico.rules import legal_moves
from puertorico.rules.island import placement_moves
from puertorico.state import State

BOTH = {"exp_new_buildings": True, "exp_nobles": True}


def placements_of(seeds: range) -> list[State]:
    """The placement decisions of random games with both expansions."""
    config = PUERTO_RICO.config(4, BOTH)
    found = []
    for seed in seeds:
        state = PUERTO_RICO.new_game(config, seed)
        r = rng.seed_state(seed)
        while PUERTO_RICO.to_act(state) is not None:
            legal = PUERTO_RICO.legal_moves(state)
            if state.phase == "mayor_placement" and state.turn.todo[:1] == ("place",):
                found.append(state)
            r, i = rng.below(r, len(legal))
            state = PUERTO_RICO.apply(state, legal[i])
    return found


STATES = placements_of(range(1, 5))


def test_with_both_kinds_in_hand_the_colonists_places_come_first_then_the_same_for_nobles():
    mixed = [s for s in STATES if s.turn.hand > s.turn.nobles > 0]
    assert mixed
    for state in mixed:
        moves = placement_moves(state.players[state.queue[0]], state.turn)
        assert all(isinstance(m, Place) for m in moves)
        half = len(moves) // 2
        colonists, nobles = moves[:half], moves[half:]
        assert [m.piece for m in colonists] == ["colonist"] * half
        assert [m.piece for m in nobles] == ["noble"] * half
        assert [m.target for m in colonists] == [m.target for m in nobles]


def test_the_places_a_placement_tells_are_the_places_a_fresh_look_finds():
    told = [s for s in STATES if s.turn.places is not None]
    assert told
    for state in told:
        assert legal_moves(replace(state, legal=None)) == state.legal
