"""Is an Az Aranyváros state one that play could reach? (positions are hand-edited)

`AranyvarosGame.check_invariants` proves that no coin, key, card or house was created or lost
and that the houses stand where they may; this proves the rest a loaded position needs to be
playable: every table has its length, every count and index is in range, every phase, step
and end reason is known, and the turn structure is one the rules leave behind between two
decisions. Each check raises AssertionError naming what is wrong.
"""

from __future__ import annotations

from aranyvaros import data
from aranyvaros.state import Rules, State
from common.contract import OptionValue

STEPS = frozenset({"build", "pay", "place", "bonus", "goods", "return", "limit"})
"""Every step a build turn's todo list may hold."""
PHASES = frozenset({"bidding", "building", "game_over"})
"""The phases a game rests in between decisions (the others run inside `apply`)."""
ENDS = frozenset({"all_houses_built", "player_stuck", "scoring_deck_exhausted"})
COUNT_LIMIT = 200


def rules_options(rules: Rules) -> dict[str, OptionValue]:
    """The options a rules record was made from."""
    return {
        "start_player": "random" if rules.start_random else "youngest",
        "displaced_rebid": "immediate" if rules.rebid_immediate else "next_turn",
        "joker_for_harbour": rules.joker_for_harbour,
        "city_capacity": "per_district" if rules.per_district else "per_quarter",
        "stuck_check": "own_build_turn" if rules.stuck_on_own_turn else "on_placement",
        "stuck_player_loses": rules.stuck_player_loses,
        "open_letters": rules.open_letters,
        "open_bonus_cards": rules.open_bonus_cards,
    }


def check_position(state: State) -> None:
    """For a state whose rules record is a valid config's (`AranyvarosGame.check_position`
    checks it first, and these shapes before conservation)."""
    n = state.rules.players
    terrains = len(data.TERRAINS)
    assert 0 <= state.rng < 2**64, "rng out of range"
    assert len(state.players) == n, "wrong number of players"
    assert 0 <= state.start < n, "no such start player"
    assert state.phase in PHASES, f"unknown phase {state.phase!r}"
    assert set(state.end) <= ENDS and len(set(state.end)) == len(state.end), "end reasons"
    for seat, p in enumerate(state.players):
        where = f"seat {seat + 1}"
        assert len(p.hand) == terrains, f"{where}: hand not counted per terrain"
        assert all(0 <= x <= COUNT_LIMIT for x in (p.coins, p.keys, p.letters)), f"{where}"
        assert list(p.goods) == sorted(set(p.goods)), f"{where}: goods cards"
        assert list(p.bonus) == sorted(set(p.bonus)), f"{where}: bonus cards"
    assert len(state.discard) == terrains, "discard pile not counted per terrain"
    assert all(0 <= t < terrains for t in state.draw), "unknown terrain card"
    assert all(0 <= t < terrains for pair in state.pairs for t in pair), "unknown terrain"
    assert all(-1 <= b < n for b in state.bids), "a bid of no seat"
    assert 0 <= state.supply <= data.COINS, "coins in the supply"
    assert 0 <= state.keys_box <= data.KEYS, "keys in the box"
    assert -1 <= state.scoring_card < len(data.SCORING_CARDS), "unknown scoring card"
    turned = len(state.scoring_box) + (state.scoring_card >= 0)
    assert state.round == turned, "the round is not the number of scoring cards turned up"
    assert len(state.last_scoring) in (0, n), "latest scoring not one number per seat"
    assert all(0 <= x <= COUNT_LIMIT for x in state.last_scoring), "latest scoring"
    _check_turn(state, n)


def _check_turn(state: State, n: int) -> None:
    """The turn structure between two decisions (what the turn engine leaves behind)."""
    t = state.turn
    queue = state.queue
    assert all(0 <= s < n for s in queue), "a seat in the queue that does not exist"
    assert set(t.todo) <= STEPS, "unknown step"
    assert -1 <= t.place < len(data.PLACES), "unknown place"
    assert 0 <= t.owed <= COUNT_LIMIT and 0 <= t.built <= COUNT_LIMIT, "turn counts"
    if state.phase == "bidding":
        assert 1 <= len(queue) <= 2 and not t.started and not t.todo, "a bidding turn"
    elif state.phase == "building":
        assert len(set(queue)) == len(queue), "a seat twice in the queue"
        assert queue and t.started and t.todo, "nothing to do in the building phase"
        assert t.todo[-1] == "limit", "a build turn ends with the hand limit"
        if "pay" in t.todo or "place" in t.todo:
            assert t.place >= 0, "a house to pay for or put up on no place"
        if "pay" in t.todo:
            k = t.todo.index("pay")
            assert t.todo[k + 1 : k + 2] == ("place",), "a payment not followed by the house"
    else:
        assert not queue and not t.todo, "a finished game with a turn under way"
