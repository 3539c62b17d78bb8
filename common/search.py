"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS) that
does not assume one model of its opponents.

Every iteration samples one full state consistent with the bot's view (`Searching.sample_state`:
the hidden cards are dealt at random, never read from the true state) and a *table* for it:
each other seat gets an opponent model from the game's `Panel` (`common.strangers`: the
heuristic, a heuristic with freshly tilted weights, the game's plan players), going round the
panel so a small budget still meets every model. Each root candidate is played in that same
sample against that same table, so candidates are compared on equal luck (common random
numbers). Below the root every candidate grows its own information-set tree keyed by move
text: a node is expanded once it has been visited `expand_after` times; its children are the
moves the model of the seat to act ranks highest (best first), and the tree's own statistics
choose among them (UCB with availability counts, each seat maximising its own reward). Below
the tree a rollout is played by the bot's heuristic for its own seat and by the table's models
for the others, for at most `rollout_moves` decisions, then judged by `Searching.evaluate` (each
seat's share of a win). A game may `focus` the budget on the decisions that shape it (San Juan:
roles and builds, not the card-by-card payments); the others are played by the heuristic.

The candidates race: after `RACE_AFTER` samples a candidate that, even two standard errors up,
gains almost nothing over the favourite drops out, so the budget goes to the decisions and the
candidates still in doubt, and an obvious decision ends early. The move played is the
heuristic's favourite unless another candidate won clearly more often in the paired samples
across the models (its mean gain is above `confidence` standard errors): the evidence must hold
against a mixture of opponents, not only against players like itself.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from common import rng
from common.botbase import Heuristic, Reason, reason_of
from common.contract import EngineError, GameDef, Searching
from common.strangers import Panel

EXPLORATION = 0.7
RACE_AFTER = 8
"""Iterations every candidate gets before it may drop out of the race."""
NEGLIGIBLE = 0.02
"""A candidate whose paired gain over the favourite stays below this share of a win even two
standard errors up is dropped: the rest of the budget goes to the candidates still in doubt,
and the search stops when only the favourite is left."""


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
    """ISMCTS guided by the game's heuristic, against opponents drawn from a panel of models,
    within an iteration and an optional time budget (no sample is begun that the longest one so
    far says would end after it); deterministic for a given seed when the iteration budget is
    the one that binds."""

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
        panel: Panel | None = None,
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
        self.panel = panel if panel is not None else Panel(heuristic, ())
        """The opponent models the tables are drawn from (only the heuristic: no panel)."""
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
        longest = 0.0
        racing = list(range(len(candidates)))
        self._rng, first = rng.below(self._rng, len(self.panel))
        for i in range(self.iterations):
            now = time.perf_counter()
            if deadline is not None and i and now + longest > deadline:
                break  # the next sample would end after the time cap
            if i >= RACE_AFTER:
                racing = [0] + [k for k in racing[1:] if self._in_doubt(gains, k)]
                if len(racing) == 1:
                    break
            self._rng, sample_seed = rng.next_u64(self._rng)
            self._rng, policy_seed = rng.next_u64(self._rng)
            sample = self.search.sample_state(view, sample_seed)
            for k in racing:
                after = game.apply(sample, legal[candidates[k]])
                table = self._table(len(view.players), seat, first + i, policy_seed)
                gains[k].append(self._iterate(roots[k], after, table)[seat])
            longest = max(longest, time.perf_counter() - now)
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

    def _table(self, players: int, seat: int, turn: int, seed: int) -> list[Heuristic]:
        """Who plays each seat in one iteration: the heuristic for the bot's own seat, a model
        from the panel for each other seat, going round the panel from `turn` on (the k-th
        seat after the bot gets model `turn + k`), every model seeded for this iteration."""
        table = []
        for s in range(players):
            k = (s - seat) % players
            if k == 0:
                table.append(self.heuristic(seed))
            else:
                table.append(self.panel.model(turn + k - 1, seed + k))
        return table

    def _pick(self, gains: list[list[float]]) -> int:
        """The candidate whose paired gain over the favourite (index 0) is largest and clear;
        the favourite when none is."""
        best, best_gain = 0, 0.0
        for k in range(1, len(gains)):
            mean, error = _paired(gains, k)
            if mean > best_gain and mean > self.confidence * error:
                best, best_gain = k, mean
        return best

    def _in_doubt(self, gains: list[list[float]], k: int) -> bool:
        """Whether candidate k might still be worth playing over the favourite."""
        mean, error = _paired(gains, k)
        return mean + 2.0 * error >= NEGLIGIBLE

    def _iterate(self, root: Node, state: Any, table: list[Heuristic]) -> list[float]:
        """One walk down a candidate's tree, a rollout below it, and the backup. The seat to
        act offers the moves its model ranks highest; the tree's statistics choose."""
        game = self.game
        node, path = root, [root]
        while node.visits >= self.expand_after and (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            ranked = best_first(table[seat].scores(game.view(state, seat), legal), self.width)
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
        result = self._rollout(state, table)
        for n in path:
            n.visits += 1
            n.reward += result[n.seat]
        return result

    def _rollout(self, state: Any, table: list[Heuristic]) -> list[float]:
        game = self.game
        decisions = 0
        while (seat := game.to_act(state)) is not None and decisions < self.rollout_moves:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            state = game.apply(state, table[seat].choose(game.view(state, seat), legal))
            decisions += 1
        return rewards(game, self.search, state)


def _paired(gains: list[list[float]], k: int) -> tuple[float, float]:
    """Candidate k's mean gain over the favourite in the samples both were played in, and its
    standard error (infinite with fewer than two samples). The favourite is played in every
    sample, a candidate in a first run of them (until it drops out)."""
    diffs = [a - b for a, b in zip(gains[k], gains[0], strict=False)]
    n = len(diffs)
    if n < 2:
        return 0.0, math.inf
    mean = sum(diffs) / n
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )
