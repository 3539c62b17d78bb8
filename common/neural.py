"""The learned player's network and its way of choosing (`common.learned` says why).

It plays the move whose *afterstate* its network prefers: it deals the cards it cannot see at
random from its view (never peeking, like the search), plays each legal move in that one
sample and reads the view it would have afterwards. The network reads each afterstate twice:
as it is, and as its difference from the view before the move (`inputs`), so what a move
changes stands out from the much larger part of the table that every move leaves alone.
numpy is loaded only with this module, when a learned player is first seated.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

from common import rng
from common.botbase import Reason
from common.contract import EngineError, GameDef
from common.learned import KIND, Encode, Learning

Matrix = npt.NDArray[np.float64]


def input_names(names: Sequence[str]) -> tuple[str, ...]:
    """The network's inputs for a game's encoding: each number after the move, then its change."""
    return (*names, *(f"Δ{name}" for name in names))


def inputs(before: Sequence[float], afters: Sequence[Sequence[float]]) -> Matrix:
    """One row per move: its afterstate's numbers, then how they differ from `before`."""
    after = np.array(afters, dtype=np.float64).reshape(len(afters), len(before))
    return np.hstack([after, after - np.array(before, dtype=np.float64)])


def move_inputs(
    game: GameDef[Any, Any, Any], encode: Encode, sample: Any, view: Any, legal: Sequence[Any]
) -> Matrix:
    """One row of inputs per legal move: its afterstate in `sample` (the hidden cards dealt
    from `view`) as the deciding seat would see it, beside its change from `view`."""
    seat = view.seat
    return inputs(encode(view), [encode(game.view(game.apply(sample, m), seat)) for m in legal])


@dataclass(frozen=True, slots=True)
class Model:
    """A one-hidden-layer network: the inputs standardised, tanh units, one linear output: how
    much the learned player prefers a move's afterstate (only differences between the moves
    of one decision mean anything; `common.training` says how it was fitted)."""

    names: tuple[str, ...]
    mean: Matrix
    scale: Matrix
    w1: Matrix
    b1: Matrix
    w2: Matrix
    made_by: str = ""
    """The command that fitted these weights (`tarsas train …`), kept with them."""

    def preferences(self, rows: Matrix) -> Matrix:
        """Each row's preference."""
        hidden = np.tanh(((rows - self.mean) / self.scale) @ self.w1 + self.b1)
        out: Matrix = hidden @ self.w2
        return out

    def to_bytes(self) -> bytes:
        """The weights as an .npz archive in single precision (plenty for a preference), with
        the names of the inputs, so a changed encoding is caught."""
        buffer = io.BytesIO()
        np.savez_compressed(
            buffer,
            names=np.array(self.names),
            mean=self.mean.astype(np.float32),
            scale=self.scale.astype(np.float32),
            w1=self.w1.astype(np.float32),
            b1=self.b1.astype(np.float32),
            w2=self.w2.astype(np.float32),
            made_by=np.array(self.made_by),
        )
        return buffer.getvalue()

    @classmethod
    def from_bytes(cls, data: bytes, names: Sequence[str]) -> Model:
        """Weights read back; EngineError when they were fitted to another encoding."""
        with np.load(io.BytesIO(data), allow_pickle=False) as f:
            stored = tuple(str(n) for n in f["names"])
            if stored != tuple(names):
                raise EngineError(
                    "the learned player's weights were fitted to another encoding of the view "
                    f"({len(stored)} numbers, this version has {len(names)}): retrain them "
                    "with `tarsas train`"
                )
            return cls(stored, f["mean"], f["scale"], f["w1"], f["b1"], f["w2"], str(f["made_by"]))


class LearnedBot:
    """Plays the move whose afterstate the network prefers, from one sample of the hidden cards
    dealt from its view. With a `temperature` it picks at random in proportion to
    exp(preference / temperature) instead (exploration while training)."""

    kind = KIND

    def __init__(
        self,
        seed: int,
        game: GameDef[Any, Any, Any],
        model: Model,
        encode: Encode,
        temperature: float = 0.0,
    ) -> None:
        if game.search is None:
            raise EngineError(f"no learned player for {game.id}: it cannot sample hidden cards")
        self._game = game
        self._sample = game.search.sample_state
        self._model = model
        self._encode = encode
        self._temperature = temperature
        self._rng = rng.seed_state(seed)
        self.reason: Reason | None = None

    def scores(self, view: Any, legal: tuple[Any, ...]) -> list[float]:
        """How much the network prefers each move's afterstate, as this seat would see it."""
        self._rng, sample_seed = rng.next_u64(self._rng)
        sample = self._sample(view, sample_seed)
        rows = move_inputs(self._game, self._encode, sample, view, legal)
        preferences: list[float] = self._model.preferences(rows).tolist()
        return preferences

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        if len(legal) == 1:
            self.reason = None
            return legal[0]
        preferences = self.scores(view, legal)
        pick = self._pick(preferences)
        margin = preferences[pick] - max(p for i, p in enumerate(preferences) if i != pick)
        self.reason = Reason(
            f"a tanult háló ezt választja ({margin:+.2f} a következő lépéshez képest)",
            f"the learned network prefers it ({margin:+.2f} over the next best move)",
        )
        return legal[pick]

    def _pick(self, preferences: list[float]) -> int:
        best = max(preferences)
        if self._temperature > 0.0:
            weights = [math.exp((p - best) / self._temperature) for p in preferences]
            self._rng, draw = rng.next_u64(self._rng)
            target = draw / 2.0**64 * sum(weights)
            for i, w in enumerate(weights):
                target -= w
                if target < 0.0:
                    return i
            return len(preferences) - 1
        top = [i for i, p in enumerate(preferences) if p >= best - 1e-12]
        self._rng, k = rng.below(self._rng, len(top))
        return top[k]


def load(learning: Learning) -> Model:
    """The weights a game ships for its learned player; EngineError when they are missing or
    were fitted to another encoding."""
    try:
        data = resources.files(learning.package).joinpath(learning.file).read_bytes()
    except OSError:
        raise EngineError(
            f"the learned player's weights ({learning.file}) are missing: "
            "make them with `tarsas train`"
        ) from None
    return Model.from_bytes(data, input_names(learning.names))
