"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration samples a full state consistent with the bot's view (`GameDef.sample_state`:
the hidden cards are dealt at random, never read from the true state), walks one shared tree
keyed by move text, choosing among the moves legal in that sample by UCB with availability
counts, expands one node, finishes with a short rollout, and backs up each seat's reward. The
move played is the root child visited most.

Rollouts are played by a fast policy for at most `rollout_moves` decisions; a game that has not
ended by then is judged by `GameDef.evaluate` (each seat's share of a win, 0..1) when the game
provides it, else by playing on to the end.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from common import rng
from common.engine import EngineError, GameDef

EXPLORATION = 0.7


@dataclass(slots=True)
class Node:
    seat: int
    """Who made the move that leads here (the reward at this node is theirs)."""
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[str, Node] = field(default_factory=dict)


def rewards(game: GameDef, state: Any) -> list[float]:
    """Each seat's share of the win: from the outcome (1/k each for k tied winners), or for an
    unfinished game from the game's own `evaluate`."""
    outcome = game.outcome(state)
    if outcome is None:
        return [float(x) for x in game.evaluate(state)]  # type: ignore[attr-defined]
    winners = outcome.winners
    return [1.0 / len(winners) if s.seat in winners else 0.0 for s in outcome.scores]


class SearchBot:
    """Nehéz: ISMCTS within an iteration or time budget; deterministic for a given seed when
    only the iteration budget limits it."""

    kind = "search"

    def __init__(
        self,
        seed: int,
        game: GameDef,
        heuristic: Callable[[int], Any] | None = None,
        iterations: int = 400,
        seconds: float | None = None,
        rollout_moves: int = 80,
    ) -> None:
        if not hasattr(game, "sample_state"):
            raise EngineError(f"no search bot for {game.id}: it cannot sample hidden cards yet")
        self._rng = rng.seed_state(seed)
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_moves = rollout_moves
        self._policy = None if heuristic is None else heuristic(seed)
        """Plays the rollouts from each seat's view (e.g. the heuristic player); random if None."""

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        if len(legal) == 1:
            return legal[0]
        game = self.game
        root = Node(seat=-1)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for i in range(self.iterations):
            if deadline is not None and i and time.perf_counter() > deadline:
                break
            self._rng, sample_seed = rng.next_u64(self._rng)
            self._iterate(root, game.sample_state(view, sample_seed))
        by_text = {game.move_text(m): m for m in legal}
        ranked = sorted(
            (child.visits, text) for text, child in root.children.items() if text in by_text
        )
        return by_text[ranked[-1][1]] if ranked else legal[0]

    def _iterate(self, root: Node, state: Any) -> None:
        game = self.game
        node, path = root, [root]
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            texts = [game.move_text(m) for m in legal]
            untried = [i for i, t in enumerate(texts) if t not in node.children]
            for t in texts:
                if t in node.children:
                    node.children[t].available += 1
            if untried:
                self._rng, k = rng.below(self._rng, len(untried))
                i = untried[k]
                child = Node(seat=seat, available=1)
                node.children[texts[i]] = child
                state = game.apply(state, legal[i])
                path.append(child)
                break
            i = max(range(len(legal)), key=lambda j: _ucb(node.children[texts[j]]))
            node = node.children[texts[i]]
            state = game.apply(state, legal[i])
            path.append(node)
        result = self._rollout(state)
        for n in path[1:]:
            n.visits += 1
            n.reward += result[n.seat]

    def _rollout(self, state: Any) -> list[float]:
        game = self.game
        can_judge = hasattr(game, "evaluate")
        moves = 0
        while legal := game.legal_moves(state):
            if can_judge and moves >= self.rollout_moves:
                break
            if self._policy is not None and len(legal) > 1:
                seat = game.to_act(state)
                move = self._policy.choose(game.view(state, seat), legal)
            else:
                self._rng, i = rng.below(self._rng, len(legal))
                move = legal[i]
            state = game.apply(state, move)
            moves += 1
        return rewards(game, state)


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )
