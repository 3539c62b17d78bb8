"""Is a San Juan / ANNO XVII state one that play could reach? (positions are hand-edited)

`SanJuanGame.check_invariants` proves that no card was created or lost; this proves the rest
a loaded position needs to be playable: the rules record is one a config makes, every card
lies where such a card may lie (a good only on a production building), every number is in
range and the turn structure is one the rules leave behind between two decisions. Each check
raises AssertionError naming what is wrong.
"""

from __future__ import annotations

from collections import Counter

from common.contract import OptionValue
from sanjuan import data
from sanjuan.rules.turns import AFTER_BUILD, TURN_STEPS
from sanjuan.state import NO_GOOD, Rules, State, pick_order

EXTRA_STEPS = {
    "builder": AFTER_BUILD,
    "reconstruction": AFTER_BUILD,
    "councillor": ("discard",),
    "prospector": ("prospector", "gold_keep", "colony_keep"),
}
"""Steps a turn gains on its way (after a build, the Archive's discard, the prospector's
privilege, a Gold mine or Colony find)."""
COUNT_LIMIT = 200
"""More than any count a turn keeps (cards to pay, goods sold, cards kept)."""
ROUND_LIMIT = 1000


def rules_options(rules: Rules) -> dict[str, OptionValue]:
    """The options a rules record was made from."""
    options: dict[str, OptionValue] = {
        "starting_hand_draft": rules.starting_hand_draft,
        "first_governor": "random" if rules.first_governor_random else "seat_1",
        "library_two_player_limit": rules.library_two_player_limit,
        "goldmine_excludes_chooser": rules.goldmine_excludes_chooser,
        "show_tile_history": rules.show_tile_history,
        "auto_take_card_draws": rules.auto_take_card_draws,
    }
    if rules.ruleset != "san_juan":
        options.update(
            hand_limit_base=str(rules.hand_limit_base),
            producer_second_good_must_differ=rules.producer_second_good_must_differ,
            event_copies=rules.event_copies,
            event_check_on_face_down_draws=rules.event_check_on_face_down_draws,
        )
    return options


def check_position(state: State) -> None:
    """For a state whose rules record is a valid config's and whose cards are all there
    (`SanJuanGame.check_position` checks those first)."""
    n = state.rules.players
    assert 0 <= state.rng < 2**64, "rng out of range"
    assert 1 <= state.round <= ROUND_LIMIT, "round out of range"
    buildings = {c for c in state.rules.cards.cards if not data.is_event(c)}
    for seat, p in enumerate(state.players):
        where = f"seat {seat + 1}"
        assert len(p.city) <= data.CITY_SIZE_END, f"{where}: more than 12 buildings"
        assert set(p.city) <= buildings and set(p.hand) <= buildings, f"{where}: not a building"
        kinds = Counter(data.KIND[c] for c in p.city)
        for kind, copies in kinds.items():
            assert copies == 1 or data.TYPES[kind].good, f"{where}: two {kind} buildings"
        tucked = [card for card, _ in p.under]
        assert len(tucked) == len(set(tucked)), f"{where}: a card under two buildings"
        for card, good in zip(p.city, p.goods, strict=True):
            kind = data.KIND[card]
            assert good == NO_GOOD or data.TYPES[kind].good, f"{where}: a good on a {kind}"
    _check_turn(state, n)


def _check_turn(state: State, n: int) -> None:
    """The turn structure between two decisions (what the turn engine leaves behind)."""
    order = pick_order(n, state.governor)
    assert len(state.picks) <= len(order), "more picks than seats pick this round"
    roles = [r for r, _ in state.picks if r in data.ROLES]
    assert len(roles) == len(set(roles)), "a role picked twice in a round"
    for k, (_, seat) in enumerate(state.picks):
        assert seat == order[k], f"pick {k + 1} is not seat {order[k] + 1}'s"
    assert len(set(state.queue)) == len(state.queue), "a seat twice in the queue"
    t = state.turn
    assert all(0 <= x <= COUNT_LIMIT for x in (t.count, t.owed, t.income)), "turn count"
    assert t.built == "" or t.built in data.TYPES, "unknown building in the turn"
    assert set(t.used) <= set(data.TYPES), "unknown building in the turn"
    assert len(state.gold_reveal) <= data.GOLD_MINE_REVEAL, "too many revealed cards"
    assert set(state.gold_reveal) <= set(state.rules.cards.cards), "unknown revealed card"
    phase = state.phase
    assert bool(state.tile) == (phase == "trader"), "a trading-house tile outside the trader"
    if phase == "pick":
        assert len(state.picks) < len(order), "every seat has picked: no one is on turn"
        assert not t.started, "a turn under way while roles are picked"
    elif phase != "over":
        assert state.queue, f"no seat on turn in the {phase} phase"
        assert t.started and t.todo, f"nothing to do in the {phase} phase"
        steps = {*TURN_STEPS[state.rules.ruleset].get(phase, ()), *EXTRA_STEPS.get(phase, ())}
        assert set(t.todo) <= steps, f"a step that is not one of the {phase} phase"
        if phase in data.ROLES:
            assert 0 <= state.chooser < n, "a role phase without its chooser"
