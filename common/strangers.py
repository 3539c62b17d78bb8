"""Strangers: computer players that play differently from the game's heuristic and from each
other (issue 19), so the ladder can be measured against more than itself.

A stranger is the game's heuristic with a style on top, both in the heuristic's own unit (game
points):

- a *plan* (each game brings its own in `<game>/strangers.py`): a bonus for the moves a player
  with that plan favours — a Puerto Rico shipper takes the captain and builds the Harbor, a
  builder takes the builder and quarries;
- *tilted weights* (`TILTED`): each kind of move gets a weight and each move a bias, drawn once
  per seat and game from the seat's seed, so the player keeps its quirks through a game the way
  a person does and another seat has other quirks.

Tournaments seat them as `stranger-<style>` (`stranger_kinds`); the table does not offer them.
The search draws its opponents' models from a `Panel`: the heuristic, a freshly tilted one, the
game's plan players and the learned player (`common.learned`), weighted by how well each
foretold what that opponent has done so far (`common.reading`).
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from typing_extensions import TypeVar

from common import rng
from common.botbase import Heuristic, Reason
from common.learned import KIND

PREFIX = "stranger-"
"""Bot kinds that are strangers start with this; the table does not offer them."""
TILT_WEIGHT = 0.3
"""Spread (log-normal sigma) of the weight a tilted player gives each kind of move."""
TILT_BIAS = 0.1
"""Spread (normal sigma) of the bias a tilted player gives each single move, in units of the
decision's own spread of scores (best minus worst)."""

V = TypeVar("V", default=Any)
"""The view type of the game a stranger plays (a bare `Panel` is any game's: the search's)."""
M = TypeVar("M", default=Any)
"""The move type of the game a stranger plays."""
V_in = TypeVar("V_in", contravariant=True, default=object)
M_in = TypeVar("M_in", contravariant=True, default=object)
"""A style only takes views and moves (a style without a plan suits every game)."""


@dataclass(frozen=True, slots=True)
class Style(Generic[V_in, M_in]):
    """How a stranger differs from the heuristic: a plan, tilted weights, or both. A plan is
    (view, move) -> a bonus in the heuristic's unit for a move it favours (may be < 0)."""

    id: str
    plan: Callable[[V_in, M_in], float] | None = None
    strength: float = 1.0
    """The plan's bonus is multiplied by this: each game calibrates its plans so a stranger
    wins about a fifth of its games as one seat against three heuristic players (a quarter
    would be a match): different, but not a walkover."""
    tilted: bool = False


TILTED = Style("tilted", tilted=True)
"""The heuristic with its weights perturbed per seat and per game."""


def _normal(seed: int, key: str) -> float:
    """A standard normal draw fixed by the seed and the key (the same in every process): the
    two halves of one SplitMix64 output through Box-Muller."""
    _, bits = rng.next_u64(seed ^ zlib.crc32(key.encode()))
    u1 = ((bits >> 32) + 1) / 2.0**32
    u2 = (bits & 0xFFFFFFFF) / 2.0**32
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


class StrangerBot(Generic[V, M]):
    """The game's heuristic played with a style (`Style`); it reads only its view."""

    def __init__(
        self, seed: int, heuristic: Callable[[int], Heuristic[V, M]], style: Style[V, M]
    ) -> None:
        self.kind = PREFIX + style.id
        self._heuristic = heuristic(seed)
        self._rng = rng.seed_state(seed)
        self._seed = seed
        self._plan = style.plan
        self._strength = style.strength
        self._tilted = style.tilted
        self._tilts: dict[M, tuple[float, float]] = {}
        self.reason: Reason | None = None

    def _tilt(self, move: M) -> tuple[float, float]:
        """(weight of this kind of move, bias of this move), drawn once per bot."""
        tilt = self._tilts.get(move)
        if tilt is None:
            weight = math.exp(TILT_WEIGHT * _normal(self._seed, type(move).__name__))
            tilt = self._tilts[move] = (weight, TILT_BIAS * _normal(self._seed, repr(move)))
        return tilt

    def scores(self, view: V, legal: tuple[M, ...]) -> list[float]:
        scores = list(self._heuristic.scores(view, legal))
        if self._tilted:
            spread = max(scores) - min(scores)
            for i, move in enumerate(legal):
                weight, bias = self._tilt(move)
                scores[i] = scores[i] * weight + bias * spread
        if self._plan is not None:
            plan, strength = self._plan, self._strength
            for i, move in enumerate(legal):
                scores[i] += strength * plan(view, move)
        return scores

    def choose(self, view: V, legal: tuple[M, ...]) -> M:
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(view, legal)
        best = max(scores)
        top = [i for i, s in enumerate(scores) if s >= best - 1e-9]
        pick = 0
        if len(top) > 1:
            self._rng, pick = rng.below(self._rng, len(top))
        return legal[top[pick]]


def stranger_kinds(
    heuristic: Callable[[int], Heuristic[V, M]], plans: Sequence[Style[V, M]]
) -> dict[str, Callable[[int], StrangerBot[V, M]]]:
    """The strangers a game offers tournaments: the tilted heuristic and its plan players."""

    def make(style: Style[V, M]) -> Callable[[int], StrangerBot[V, M]]:
        return lambda seed: StrangerBot(seed, heuristic, style)

    styles: tuple[Style[V, M], ...] = (TILTED, *plans)
    return {PREFIX + style.id: make(style) for style in styles}


def is_stranger(kind: str) -> bool:
    return kind.startswith(PREFIX)


@dataclass(frozen=True, slots=True)
class Panel(Generic[V, M]):
    """The opponent models the search draws from: the heuristic itself, then strangers, then
    the learned player where the game has one.

    `model(k, seed)` is the k-th model (k taken modulo the panel's size), so a search can go
    round the panel and give every model its share of a small budget.
    """

    heuristic: Callable[[int], Heuristic[V, M]]
    styles: tuple[Style[V, M], ...]
    learned: Callable[[int], Heuristic[V, M]] | None = None
    """The learned player (`stranger-learned`), the panel's last model: it scores a move by
    playing it in a sample of the hidden cards, 10–30 times the heuristic's cost, so the
    search lets it choose in its tree but not in rollouts (`fast`, D-B-23)."""

    def __len__(self) -> int:
        return 1 + len(self.styles) + (self.learned is not None)

    def kinds(self) -> tuple[str, ...]:
        """Each model's bot kind, in the panel's order."""
        learned = (KIND,) if self.learned is not None else ()
        return ("heuristic", *(PREFIX + style.id for style in self.styles), *learned)

    def model(self, k: int, seed: int) -> Heuristic[V, M]:
        k %= len(self)
        if k == 0:
            return self.heuristic(seed)
        if k > len(self.styles):
            assert self.learned is not None
            return self.learned(seed)
        return StrangerBot(seed, self.heuristic, self.styles[k - 1])

    @property
    def fast(self) -> int:
        """How many of the models, from the first, are cheap enough to play rollouts: all
        but the learned player."""
        return 1 + len(self.styles)


def panel(
    heuristic: Callable[[int], Heuristic[V, M]],
    plans: Sequence[Style[V, M]],
    learned: Callable[[int], Heuristic[V, M]] | None = None,
) -> Panel[V, M]:
    """The search's mixture of opponent models for a game with these plan players (and this
    learned player)."""
    return Panel(heuristic, (TILTED, *plans), learned)
