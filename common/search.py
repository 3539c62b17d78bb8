"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS) that
does not assume one model of its opponents.

Every iteration samples one full state consistent with the bot's view (`Searching.sample_state`:
the hidden cards are dealt at random, never read from the true state) and a *table* for it: each
other seat gets an opponent model from the game's `Panel` (`common.strangers`: the heuristic, a
heuristic with freshly tilted weights, the game's plan players, the learned player), drawn by
the weight `common.reading` gives it for that seat: how well it foretold the seat's decisions so
far this game (their public words, from this seat's view), the even mixture before there is
evidence. The draws of a seat follow a golden-ratio sequence, so even a few iterations meet each
model about as often as its weight says. Each root candidate is played in that same sample
against that same table, so candidates are compared on equal luck (common random numbers). Below
the root every candidate grows its own information-set tree keyed by move text: a node is
expanded once it has been visited `expand_after` times; its children are the moves the model of
the seat to act ranks highest (best first), and the tree's own statistics choose among them (UCB
with availability counts, each seat maximising its own reward). Below the tree a rollout is
played by the bot's heuristic for its own seat and by the table's models for the others (the
heuristic stands in for a model too slow for whole rollouts, the learned player, except in the
first `learned_moves` decisions of each rollout of a seat the reading already favours it for,
where that player makes the ones the game's `focus` names itself), for at most `rollout_moves`
decisions, then judged by `Searching.evaluate` (each seat's share of a win). A game may `focus`
the budget on the decisions that shape it (San Juan: roles and builds, not the card-by-card
payments); the others are played by the heuristic.

The candidates race: after `RACE_AFTER` samples a candidate that, even two standard errors up,
gains almost nothing over the favourite drops out, so the budget goes to the decisions and the
candidates still in doubt, and an obvious decision ends early. The move played is the
heuristic's favourite unless another candidate won clearly more often in the paired samples
across the models (its mean gain is above `confidence` standard errors): the evidence must hold
against a mixture of opponents, not only against players like itself.
"""

from __future__ import annotations

import bisect
import itertools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from common import rng
from common.botbase import Bot, Heuristic, History, Reason, reason_of
from common.contract import EngineError, GameDef, Searching
from common.reading import Reading
from common.strangers import Panel

EXPLORATION = 0.7
RACE_AFTER = 8
"""Iterations every candidate gets before it may drop out of the race."""
NEGLIGIBLE = 0.02
"""A candidate whose paired gain over the favourite stays below this share of a win even two
standard errors up is dropped: the rest of the budget goes to the candidates still in doubt,
and the search stops when only the favourite is left."""
READING = 1 / 3
"""The share of the time cap a decision may spend reading the other seats' decisions it has
not read yet (a bot seated mid-game, a hint); what is left is read at the next decision."""
GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0
"""The step of each seat's draws through its models' weights: any run of draws is spread
evenly (no gap above 0.15 after 8 draws), so every model of weight 0.15 or more is met."""


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
        learned_moves: int = 0,
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
        self.learned_moves = learned_moves
        """In how many of a seat's first decisions of each rollout a model too slow for whole
        rollouts (the learned player) still chooses itself, where the game's `focus` names the
        decision and the reading favours that model for the seat (D-B-28); the heuristic
        stands in for it in the rest."""
        self.history: History | None = None
        """The other seats' decisions so far as this seat saw them (`common.botbase.History`),
        set by whoever seats the bot; None (the training's expert): D-B-18's round of the
        panel without the learned player."""
        self._reading = Reading(game, self.panel, seed)
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
        start = time.perf_counter()
        deadline = None if self.seconds is None else start + self.seconds
        if self.history is not None:
            reading = None if self.seconds is None else start + READING * self.seconds
            self._reading.read(self.history(), reading)
        draws = self._draws(len(view.players), seat)
        near = self._near(len(view.players), seat)
        longest = 0.0
        racing = list(range(len(candidates)))
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
            models = [draw(i) for draw in draws]
            for k in racing:
                after = game.apply(sample, legal[candidates[k]])
                tables = self._tables(seat, models, policy_seed, near)
                gains[k].append(self._iterate(roots[k], after, *tables)[seat])
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

    def _draws(self, players: int, seat: int) -> list[Callable[[int], int]]:
        """For each seat, which panel model plays it in iteration i (the bot's own seat: the
        heuristic, model 0). Reading the table: drawn from the reading's weights for that seat
        along a golden-ratio sequence from a random start. With no history to read (the
        training's expert): D-B-18's round of the panel without the learned player, from a
        random start, the k-th seat after the bot k - 1 models further on, so the expert's
        choices, and the weights trained on them, do not depend on the learned player's own
        shipped weights."""
        if self.history is None:
            fast = self.panel.fast
            self._rng, first = rng.below(self._rng, fast)
            return [
                partial(_round, fast, first + (s - seat) % players - 1)
                if s != seat
                else partial(_round, 1, 0)
                for s in range(players)
            ]
        draws: list[Callable[[int], int]] = []
        for s in range(players):
            self._rng, bits = rng.next_u64(self._rng)
            weights = [1.0] if s == seat else self._reading.weights(s)
            bounds = list(itertools.accumulate(weights))[:-1]
            draws.append(partial(_draw, bounds, bits / 2.0**64))
        return draws

    def _near(self, players: int, seat: int) -> frozenset[int]:
        """The other seats whose near future a model too slow for whole rollouts plays
        (`NearFuture`): those the reading already favours it for (D-B-29). Drawn for a seat
        only by the even prior, it would play its own roles for seats that are nothing like
        it, where the heuristic's stand-in guessed closer (a tilted player)."""
        if not self.learned_moves or self.history is None:
            return frozenset()
        slow = range(self.panel.fast, len(self.panel))
        return frozenset(
            s
            for s in range(players)
            if s != seat and any(self._reading.favours(s, k) for k in slow)
        )

    def _tables(
        self, seat: int, models: Sequence[int], seed: int, near: frozenset[int]
    ) -> tuple[list[Heuristic], list[Bot]]:
        """Who plays each seat in one iteration, in the tree and in the rollouts: the
        heuristic for the bot's own seat, panel model `models[s]` for each other seat s (in
        rollouts, where that model is too slow for them, the heuristic, after its first
        `learned_moves` decisions at the seats `near` names: `NearFuture`), each seeded for
        this iteration."""
        tree: list[Heuristic] = []
        rollout: list[Bot] = []
        for s, k in enumerate(models):
            after = (s - seat) % len(models)
            model = self.heuristic(seed) if after == 0 else self.panel.model(k, seed + after)
            tree.append(model)
            if k < self.panel.fast:
                rollout.append(model)
                continue
            stand_in = self.heuristic(seed + after)
            if s in near:
                rollout.append(NearFuture(model, stand_in, self.learned_moves, self.focus))
            else:
                rollout.append(stand_in)
        return tree, rollout

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

    def _iterate(
        self, root: Node, state: Any, table: list[Heuristic], rollout: list[Bot]
    ) -> list[float]:
        """One walk down a candidate's tree, a rollout below it, and the backup. The seat to
        act offers the moves its model (`table`) ranks highest; the tree's statistics choose;
        the `rollout` table plays on below."""
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
        result = self._rollout(state, rollout)
        for n in path:
            n.visits += 1
            n.reward += result[n.seat]
        return result

    def _rollout(self, state: Any, table: list[Bot]) -> list[float]:
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


class NearFuture:
    """A rollout player for a seat whose model is too slow for a whole rollout (the learned
    player): in the seat's first `moves` decisions of the rollout the model itself makes those
    the game's `focus` names (a role, a build; every one without a focus), and the heuristic
    the rest. The near future is where the opponent's own way of choosing shows most and
    costs least to play out; further on the heuristic's cheap guess serves (D-B-28)."""

    kind = "near-future"

    def __init__(
        self,
        model: Bot,
        stand_in: Bot,
        moves: int,
        focus: Callable[[tuple[Any, ...]], bool] | None,
    ) -> None:
        self._model = model
        self._stand_in = stand_in
        self._left = moves
        self._focus = focus
        self.reason: Reason | None = None

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        near = self._left > 0
        self._left -= 1
        if near and (self._focus is None or self._focus(legal)):
            return self._model.choose(view, legal)
        return self._stand_in.choose(view, legal)


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


def _round(models: int, start: int, i: int) -> int:
    """The i-th model going round `models` models from `start`."""
    return (start + i) % models


def _draw(bounds: list[float], start: float, i: int) -> int:
    """The i-th draw of a golden-ratio sequence from `start` through weights whose running
    sums (all but the last) are `bounds`: a model's index."""
    return bisect.bisect_right(bounds, (start + i * GOLDEN) % 1.0)


def _ucb(node: Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )
