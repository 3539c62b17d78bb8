"""Conformance over every registered game and option set (ARCHITECTURE §7).

Random legal playouts, chosen by Hypothesis (seat count, every option, seeds), must: never
raise, terminate, conserve every component after every move, replay from seed + move texts to
the identical state, give each legal move a unique text that parses back to it, and keep each
seat's view independent of everything hidden from that seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from common import rng
from common.engine import GameConfig, GameDef, OptionSpec
from common.registry import all_games
from sanjuan.state import NO_GOOD
from sanjuan.state import State as SanJuanState

MOVE_CAP = 6000
"""No game of ours needs this many decisions; reaching it means the game did not terminate."""
VIEW_CHECK_EVERY = 7
PLAYOUT_EXAMPLES = max(60, settings().max_examples)
"""Playouts are cheap (~50 ms): CI runs more of them than the profile's default."""
GAMES = sorted(all_games().values(), key=lambda g: g.id)


def _option_values(spec: OptionSpec) -> st.SearchStrategy[Any]:
    if spec.kind == "bool":
        return st.booleans()
    if spec.kind == "choice":
        return st.sampled_from(spec.choices)
    return st.integers(spec.minimum, spec.minimum + 3)


@st.composite
def configs(draw: st.DrawFn) -> tuple[GameDef, GameConfig, int]:
    game = draw(st.sampled_from(GAMES))
    players = draw(st.sampled_from(game.seats))
    options = {spec.id: draw(_option_values(spec)) for spec in game.options}
    seed = draw(st.integers(0, 2**32 - 1))
    return game, game.config(players, options), seed


def _scramble_sanjuan(state: SanJuanState, seat: int, seed: int) -> SanJuanState:
    """Shuffle every card hidden from `seat` among the hidden places, keeping all sizes."""
    from dataclasses import replace

    visible_pending = bool(state.turn.todo) and state.turn.todo[0] == "gold_keep"
    own_turn = bool(state.queue) and state.queue[0] == seat and state.phase != "pick"
    hidden: list[int] = [*state.draw, *state.discard]
    pending_hidden = not (visible_pending or own_turn)
    if pending_hidden:
        hidden += state.turn.pending
    for i, p in enumerate(state.players):
        if i != seat:
            hidden += [*p.hand, *p.chapel]
        hidden += [g for g in p.goods if g != NO_GOOD]
    _, cards = rng.shuffle(rng.seed_state(seed), hidden)
    it = iter(cards)

    def take(n: int) -> tuple[int, ...]:
        return tuple(next(it) for _ in range(n))

    draw, discard = take(len(state.draw)), take(len(state.discard))
    pending = take(len(state.turn.pending)) if pending_hidden else state.turn.pending
    players = []
    for i, p in enumerate(state.players):
        hand = p.hand if i == seat else take(len(p.hand))
        chapel = p.chapel if i == seat else take(len(p.chapel))
        goods = tuple(g if g == NO_GOOD else next(it) for g in p.goods)
        players.append(replace(p, hand=hand, chapel=chapel, goods=goods))
    return replace(
        state, draw=draw, discard=discard, players=tuple(players),
        turn=replace(state.turn, pending=pending), rng=state.rng ^ 0x5DEECE66D,
    )


SCRAMBLE: dict[str, Callable[[Any, int, int], Any]] = {"sanjuan": _scramble_sanjuan}
"""Per game: rebuild a state with everything hidden from a seat moved around."""


def _play(game: GameDef, config: GameConfig, seed: int, checks: bool) -> tuple[Any, list[str]]:
    state = game.new_game(config, seed)
    r = rng.seed_state(seed ^ 0xA5A5)
    texts: list[str] = []
    while (legal := game.legal_moves(state)) and len(texts) < MOVE_CAP:
        assert game.to_act(state) is not None
        if checks:
            words = [game.move_text(m) for m in legal]
            assert len(set(words)) == len(words), f"duplicate move texts: {words}"
            for move, word in zip(legal, words, strict=True):
                assert game.parse_move(state, word) == move
            if len(texts) % VIEW_CHECK_EVERY == 0:
                scramble = SCRAMBLE[game.id]
                for seat in range(config.players):
                    other = scramble(state, seat, len(texts))
                    game.check_invariants(other)
                    assert game.view(other, seat) == game.view(state, seat), (
                        f"seat {seat + 1}'s view depends on hidden cards"
                    )
        r, i = rng.below(r, len(legal))
        state = game.apply(state, legal[i])
        texts.append(game.move_text(legal[i]))
        game.check_invariants(state)
    return state, texts


@settings(max_examples=PLAYOUT_EXAMPLES)
@given(configs())
def test_playout_terminates_conserves_and_hides(case: tuple[GameDef, GameConfig, int]) -> None:
    game, config, seed = case
    state, texts = _play(game, config, seed, checks=True)
    assert len(texts) < MOVE_CAP, "the game did not end"
    assert game.to_act(state) is None and game.legal_moves(state) == ()
    outcome = game.outcome(state)
    assert outcome is not None and len(outcome.scores) == config.players
    assert min(outcome.places) == 1


@given(configs())
def test_replay_of_the_move_texts_equals_the_played_state(
    case: tuple[GameDef, GameConfig, int],
) -> None:
    game, config, seed = case
    state, texts = _play(game, config, seed, checks=False)
    replayed = game.new_game(config, seed)
    for text in texts:
        replayed = game.apply(replayed, game.parse_move(replayed, text))
    assert replayed == state
