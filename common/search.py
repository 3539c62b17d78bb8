"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration samples one full state consistent with the bot's view (`Searching.sample_state`:
the hidden cards are dealt at random, never read from the true state) and plays each root
candidate in that same sample, so candidates are compared on equal luck (common random
numbers). Below the root every candidate grows its own information-set tree keyed by move
text: a node is expanded once it has been visited `expand_after` times, its children are the
moves the game's heuristic ranks highest for the seat to act (best first), chosen by UCB with
availability counts; below the tree a rollout is played by the heuristic player for at most
`rollout_moves` decisions, then judged by `Searching.evaluate` (each seat's share of a win).
A game may `focus` the budget on the decisions that shape it (San Juan: roles and builds, not
the card-by-card payments); the others are played by the heuristic.

The move played is the heuristic's favourite unless another candidate won clearly more often in
the paired samples (its mean gain is above `confidence` standard errors): a small budget can
only make the bot better than its heuristic, a larger one finds more.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from common import rng
from common.botbase import Heuristic, Reason, reason_of
from common.engine import EngineError, GameDef, Searching

EXPLORATION = 0.7


@dataclass(slots=True)
class Node:
    seat: int
    """Who made the move that leads here (the reward at this node is theirs)."""
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[str, Node] = field(default_factory=dict)


def rewards(game: GameDef[Any, Any, Any], search: Searching[Any, Any], state: Any) -> list[float]:
    """Each seat's share of the win: from the outcome (1/k each for k tied winners), or for an
    unfinished game from the game's own `evaluate`."""
    outcome = game.outcome(state)
    if outcome is None:
        return [float(x) for x in search.evaluate(state)]
    winners = outcome.winners
    return [1.0 / len(winners) if s.seat in winners else 0.0 for s in outcome.scores]


def best_first(scores: Sequence[float], width: int) -> list[int]:
    """Indices of the `width` best-scoring moves, best first (stable for ties)."""
    return sorted(range(len(scores)), key=lambda i: -scores[i])[:width]


class SearchBot:
    """ISMCTS guided by the game's heuristic, within an iteration and an optional time budget;
    deterministic for a given seed when the iteration budget is the one that binds."""

    kind = "search"

    def __init__(
        self,
        seed: int,
        game: GameDef[Any, Any, Any],
        heuristic: Callable[[int], Heuristic],
        iterations: int = 60,
        seconds: float | None = None,
        rollout_moves: int = 60,
        width: int = 3,
        expand_after: int = 4,
        confidence: float = 1.0,
        focus: Callable[[tuple[Any, ...]], bool] | None = None,
    ) -> None:
        if game.search is None:
            raise EngineError(f"no search bot for {game.id}: it cannot sample hidden cards")
        self.search: Searching[Any, Any] = game.search
        self._rng = rng.seed_state(seed)
        self.game = game
        self.heuristic = heuristic
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_moves = rollout_moves
        self.width = width
        self.expand_after = expand_after
        self.confidence = confidence
        self.focus = focus
        """Which decisions are worth a search (`None`: all); the others get the heuristic's move."""
        self._advisor = heuristic(seed)
        self.reason: Reason | None = None

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        advisor = self._advisor
        if len(legal) == 1:
            self.reason = None
            return legal[0]
        if self.focus is not None and not self.focus(legal):
            move = advisor.choose(view, legal)
            self.reason = reason_of(advisor)
            return move
        candidates = best_first(advisor.scores(view, legal), self.width)
        favourite = legal[candidates[0]]
        advisor.choose(view, (favourite,))
        self.reason = reason_of(advisor)
        if len(candidates) == 1:
            return favourite
        seat = view.seat
        game = self.game
        roots = [Node(seat=seat) for _ in candidates]
        gains: list[list[float]] = [[] for _ in candidates]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for i in range(self.iterations):
            if deadline is not None and i and time.perf_counter() > deadline:
                break
            self._rng, sample_seed = rng.next_u64(self._rng)
            self._rng, policy_seed = rng.next_u64(self._rng)
            sample = self.search.sample_state(view, sample_seed)
            for k, c in enumerate(candidates):
                after = game.apply(sample, legal[c])
                gains[k].append(self._iterate(roots[k], after, policy_seed)[seat])
        chosen = self._pick(gains)
        if chosen:
            n = len(gains[chosen])
            mean = sum(gains[chosen]) / n
            # The win chance comes from this seat's cards: the other seats read the
            # heuristic's public words for the move instead (D-B-15).
            advisor.choose(view, (legal[candidates[chosen]],))
            shown = reason_of(advisor)
            self.reason = Reason(
                f"keresés: {n} lehetséges állásban {mean:.0%} nyerési esély",
                f"search: {mean:.0%} win chance over {n} sampled positions",
                shown.public_hu if shown else "",
                shown.public_en if shown else "",
            )
        return legal[candidates[chosen]]

    def _pick(self, gains: list[list[float]]) -> int:
        """The candidate whose paired gain over the favourite (index 0) is largest and clear;
        the favourite when none is."""
        best, best_gain = 0, 0.0
        base = gains[0]
        n = len(base)
        if n < 2:
            return 0
        for k in range(1, len(gains)):
            diffs = [a - b for a, b in zip(gains[k], base, strict=True)]
            mean = sum(diffs) / n
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
            if mean > best_gain and mean > self.confidence * spread:
                best, best_gain = k, mean
        return best

    def _iterate(self, root: Node, state: Any, policy_seed: int) -> list[float]:
        """One walk down a candidate's tree, a rollout below it, and the backup."""
        game = self.game
        policy = self.heuristic(policy_seed)
        node, path = root, [root]
        while node.visits >= self.expand_after and (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            ranked = best_first(policy.scores(game.view(state, seat), legal), self.width)
            texts = [game.move_text(legal[i]) for i in ranked]
            for t in texts:
                if t in node.children:
                    node.children[t].available += 1
            untried = [j for j, t in enumerate(texts) if t not in node.children]
            if untried:
                j = untried[0]
                node.children[texts[j]] = Node(seat=seat, available=1)
            else:
                j = max(range(len(texts)), key=lambda x: _ucb(node.children[texts[x]]))
            node = node.children[texts[j]]
            state = game.apply(state, legal[ranked[j]])
            path.append(node)
        result = self._rollout(state, policy)
        for n in path:
            n.visits += 1
            n.reward += result[n.seat]
        return result

    def _rollout(self, state: Any, policy: Heuristic) -> list[float]:
        game = self.game
        decisions = 0
        while (seat := game.to_act(state)) is not None and decisions < self.rollout_moves:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            state = game.apply(state, policy.choose(game.view(state, seat), legal))
            decisions += 1
        return rewards(game, self.search, state)


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )
