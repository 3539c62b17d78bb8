"""Step 5 of `tarsas train` (`common.training`): the learned player refined by playing to win.

Imitation teaches the network to choose as its teachers do, and no better: it ends below the
heuristic it learned from, because its small errors add up over a game that its teachers never
played. Refinement plays whole games with it instead and rewards what wins (REINFORCE, the
policy gradient with a baseline): one seat of the learned player, choosing at random by the
softmax of its preferences at `TEMPERATURE`, against three heuristic players, seats rotated
and option sets taken in turn; after a batch of games every decision's chosen move is made more
likely in proportion to how much better than usual that game ended for it (its win share plus
`MARGIN` × its lead over the best other seat, less the running mean, over the batch's spread).
The network and its inputs stay what they were; only the weights move.

Each game has its own seed and the batch's games are summed in order, so the result does not
depend on the number of workers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from common import rng
from common.bots import bot_seed, make_bot
from common.neural import Matrix, Model, move_inputs
from common.registry import get_game
from common.session import build_config

BATCH = 64
"""Games between two updates of the weights."""
RATE = 3e-4
"""Adam's step size by default (`--rate`): small, so the refined player stays near what
imitation taught it."""
TEMPERATURE = 1.0
"""The softmax temperature of the learned seat while it plays to learn (preference units)."""
MARGIN = 0.03
"""How much each point of lead over the best other seat adds to a game's reward (a win is 1)."""
BASELINE_MEMORY = 0.9
"""How slowly the running mean reward (the baseline) follows the batches."""


@dataclass(frozen=True, slots=True)
class Batch:
    """One batch's figures, for the progress report."""

    games: int
    win: float
    """The learned seat's mean win share in the batch (sampling, not greedy)."""
    score: float
    others: float


@dataclass(frozen=True, slots=True)
class _Game:
    """What one refinement game brings back: its reward and the gradient of the log-chance of
    the learned seat's choices."""

    win: float
    score: float
    others: float
    lead: float
    gradient: tuple[Matrix, Matrix, Matrix]


def play_one(game_id: str, model: Model, seed: int, variant: int) -> _Game:
    """One game: the learned player at seat `seed % 4` against three heuristic players."""
    game = get_game(game_id)
    learning = game.learning
    search = game.search
    assert learning is not None and search is not None
    encode = learning.encode
    seat = seed % 4
    state = game.new_game(build_config(game, 4, learning.variants[variant]), seed)
    bots: list[Any] = [make_bot("heuristic", bot_seed(seed, s), game) for s in range(4)]
    chance = rng.seed_state(seed * 31 + 7)
    grads = (np.zeros_like(model.w1), np.zeros_like(model.b1), np.zeros_like(model.w2))
    while (to_act := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        if len(legal) == 1:
            state = game.apply(state, legal[0])
            continue
        view = game.view(state, to_act)
        if to_act != seat:
            state = game.apply(state, bots[to_act].choose(view, legal))
            continue
        chance, sample_seed = rng.next_u64(chance)
        sample = search.sample_state(view, sample_seed)
        x = (move_inputs(game, encode, sample, view, legal) - model.mean) / model.scale
        hidden = np.tanh(x @ model.w1 + model.b1)
        logits = hidden @ model.w2 / TEMPERATURE
        p = np.exp(logits - logits.max())
        p /= p.sum()
        chance, u = rng.next_u64(chance)
        pick = min(int(np.searchsorted(np.cumsum(p), u / 2.0**64)), len(legal) - 1)
        d_pref = -p / TEMPERATURE  # d log p[pick] / d preference, move by move
        d_pref[pick] += 1.0 / TEMPERATURE
        d_hidden = np.outer(d_pref, model.w2) * (1.0 - hidden**2)
        grads[0][...] += x.T @ d_hidden
        grads[1][...] += d_hidden.sum(axis=0)
        grads[2][...] += hidden.T @ d_pref
        state = game.apply(state, legal[pick])
    outcome = game.outcome(state)
    assert outcome is not None
    scores = {s.seat: s.total for s in outcome.scores}
    others = [total for s, total in scores.items() if s != seat]
    return _Game(
        1.0 / len(outcome.winners) if seat in outcome.winners else 0.0,
        scores[seat],
        sum(others) / len(others),
        scores[seat] - max(others),
        grads,
    )


def refine(
    game_id: str,
    model: Model,
    games: int,
    seed: int,
    run: Callable[[Callable[..., Any], list[tuple[Any, ...]]], list[Any]],
    report: Callable[[Batch], None] | None = None,
    rate: float = RATE,
) -> Model:
    """`games` games of refinement from `model`, a batch at a time; `run(fn, jobs)` plays a
    batch's games (in worker processes) and returns their results in order."""
    variants = len(get_game(game_id).learning.variants)  # type: ignore[union-attr]
    params = [model.w1.astype(np.float64), model.b1.astype(np.float64), model.w2.astype(np.float64)]
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    baseline: float | None = None
    first = seed * 1_000_003 + 500_000_000
    for step, start in enumerate(range(0, games, BATCH), 1):
        current = replace(model, w1=params[0], b1=params[1], w2=params[2])
        count = min(BATCH, games - start)
        jobs = [(game_id, current, first + start + k, (start + k) % variants) for k in range(count)]
        played: list[_Game] = run(play_one, jobs)
        rewards = np.array([g.win + MARGIN * g.lead for g in played])
        if baseline is None:
            baseline = float(rewards.mean())
        advantages = (rewards - baseline) / (rewards.std() + 1e-6)
        baseline = BASELINE_MEMORY * baseline + (1 - BASELINE_MEMORY) * float(rewards.mean())
        for i, (q, m, v) in enumerate(zip(params, moments, squares, strict=True)):
            g = sum(a * game.gradient[i] for a, game in zip(advantages, played, strict=True))
            g = g / count  # ascent: the chosen moves of games that went well, more likely
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            q += rate * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
        if report:
            report(
                Batch(
                    start + count,
                    float(np.mean([g.win for g in played])),
                    float(np.mean([g.score for g in played])),
                    float(np.mean([g.others for g in played])),
                )
            )
    return replace(model, w1=params[0], b1=params[1], w2=params[2])
