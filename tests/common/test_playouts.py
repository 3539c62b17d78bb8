"""Conformance over every registered game and option set (ARCHITECTURE §7).

Random legal playouts, chosen by Hypothesis (seat count, every option, seeds), must: never
raise, terminate, conserve every component after every move, replay from seed + move texts to
the identical state, give each legal move a unique text that parses back to it, and keep each
seat's view independent of everything hidden from that seat.
"""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from common import rng
from common.contract import GameConfig, GameDef, OptionSpec
from common.registry import all_games, get_game

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
    assert spec.maximum is not None
    return st.integers(spec.minimum, min(spec.maximum, spec.minimum + 3))


@st.composite
def configs(draw: st.DrawFn) -> tuple[GameDef, GameConfig, int]:
    game = draw(st.sampled_from(GAMES))
    players = draw(st.sampled_from(game.seats))
    options = {spec.id: draw(_option_values(spec)) for spec in game.options}
    seed = draw(st.integers(0, 2**32 - 1))
    return game, game.config(players, options), seed


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
                game.check_position(state)  # every state play reaches would load as a position
                for seat in range(config.players):
                    other = game.shuffle_hidden(state, seat, len(texts))
                    game.check_invariants(other)
                    assert game.view(other, seat) == game.view(state, seat), (
                        f"seat {seat + 1}'s view depends on hidden cards"
                    )
        r, i = rng.below(r, len(legal))
        state = game.apply(state, legal[i])
        texts.append(game.move_text(legal[i]))
        game.check_invariants(state)
    return state, texts


PUERTO_RICO = get_game("puertorico")
PR_EXP_I_RANDOM = PUERTO_RICO.config(
    4, {"exp_new_buildings": True, "building_selection": "random", "first_governor": "random"}
)
PR_FOREST_HOSPICE = (PUERTO_RICO, PR_EXP_I_RANDOM, 4937732)
"""Found by a random run: the Hospice's turn after a forest pick (target `forest`, R-PR-17),
which the position check refused as an unknown target."""
PR_LIBRARY_SETTLER = (PUERTO_RICO, PR_EXP_I_RANDOM, 3)
"""The settler with an occupied Library, queued again for the second pick (R-PR-15), which
the position check refused as a seat twice in the queue."""


@settings(max_examples=PLAYOUT_EXAMPLES)
@example(PR_FOREST_HOSPICE)
@example(PR_LIBRARY_SETTLER)
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
