"""Reading the table: which of the search's opponent models plays like each opponent (D-B-23).

The search (`common.search`) draws the players of the other seats from a panel of models
(`common.strangers.Panel`: the heuristic, a tilted heuristic, the game's plan players, the
learned player). A `Reading` weighs them per seat by how well each foretold what that seat has
chosen so far this game, so a search facing a shipper plays against a shipper, and before any
evidence against the even mixture.

The evidence is only what the reading seat saw (`common.botbase.Seen`): its view before each of
the other seats' decisions and the move in the words its log gives it. For each decision a
full state is dealt from that view (`Searching.sample_state`, as the search deals its futures:
the other seats' hidden cards at random, never read) — up to `DEALS` times, until one lets the
seat make the decision — each model chooses from the deciding seat's view of it, and the
chosen move is worded from the reader's view as its log would word it. A model's chance of the
decision is

    (1 - EPSILON) × (the share of its best moves whose words match)
        + EPSILON × (the share of the legal moves whose words match),

so a model that missed once is not ruled out (a model choosing from dealt cards misses now and
then even when it is the right one). A decision whose words no legal move of any deal has
(the seat built a card no deal gave it) or whose legal moves all read alike says nothing and
is passed over; that depends on the deals alone, never on a model, so it favours none. The
weights are the product of those chances from an even prior, normalised per seat, with `FLOOR`
of the weight kept spread evenly over the panel.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from common import rng
from common.botbase import Seen
from common.contract import GameDef, Searching
from common.strangers import Panel

EPSILON = 0.25
"""The part of a model's chance spread evenly over the legal moves. Small enough that a
model keeping to its plan overtakes the others within a few telling decisions (a miss costs
a model about EPSILON / moves), large enough that the right model survives the misses its
dealt cards cause."""
DEALS = 4
"""How many states a decision is dealt until one lets the seat make it (a San Juan build from a
hand the first deal did not give it): the deals that do are the ones consistent with it."""
FLOOR = 0.1
"""The share of a seat's weight kept on the even mixture whatever the evidence: a player who
is none of the models (a person) is read as the nearest one, and the search should still meet
the others now and then."""


class Reading:
    """The panel's weights for each other seat, from the decisions seen so far. What each
    decision says is worked out once and kept while the history keeps the same `Seen`, so a
    game's evidence costs a deal or a few and one choice per model per decision."""

    def __init__(self, game: GameDef[Any, Any, Any], panel: Panel, seed: int) -> None:
        assert game.search is not None
        self._game = game
        self._search: Searching[Any, Any] = game.search
        self._panel = panel
        self._seed = seed
        self._read: dict[int, tuple[Seen, tuple[float, ...] | None]] = {}
        """Each decision read, by its place in the history, with each model's log-chance of
        it (None: it says nothing)."""

    def read(self, history: Sequence[Seen], deadline: float | None = None) -> None:
        """Take in the decisions of `history` not read yet, newest first, stopping at
        `deadline` (a `time.perf_counter` time): the rest are read next time (a bot seated
        late in a game, a hint, reads the latest first). What an undo took back is dropped.
        The evidence of a decision depends only on it, its place in the game and the seed, so
        reading in pieces gives the same weights."""
        for i, (seen, _) in list(self._read.items()):
            if i >= len(history) or history[i] is not seen:
                del self._read[i]
        for i in reversed(range(len(history))):
            if i in self._read:
                continue
            if deadline is not None and time.perf_counter() > deadline:
                return
            self._read[i] = (history[i], self._evidence(history[i], i))

    def weights(self, seat: int) -> list[float]:
        """The panel's models' weights for `seat` (summing to 1), from the decisions read."""
        odds = self._odds(seat)
        total = sum(odds)
        return [(1.0 - FLOOR) * x / total + FLOOR / len(odds) for x in odds]

    def favours(self, seat: int, model: int) -> bool:
        """Whether the decisions read so far make `model` likelier for `seat` than the even
        prior does (its weight above 1 / the panel's size): never before there is evidence."""
        odds = self._odds(seat)
        return odds[model] * len(odds) > sum(odds)

    def _odds(self, seat: int) -> list[float]:
        """The panel's models' odds for `seat`, the likeliest at 1 (all 1: no evidence)."""
        logs = [0.0] * len(self._panel)
        for _, (seen, evidence) in sorted(self._read.items()):  # the same sums however read
            if evidence is not None and seen.seat == seat:
                logs = [a + b for a, b in zip(logs, evidence, strict=True)]
        top = max(logs)
        return [math.exp(x - top) for x in logs]

    def _evidence(self, seen: Seen, index: int) -> tuple[float, ...] | None:
        """Each model's log-chance of the decision `seen`, from one state dealt from the
        reader's view (seeded by the decision's place in the game); None when it says
        nothing."""
        game = self._game
        for attempt in range(DEALS):
            _, seed = rng.next_u64(rng.seed_state((self._seed * 7919 + index) * DEALS + attempt))
            state = self._search.sample_state(seen.view, seed)
            if game.to_act(state) != seen.seat:
                return None
            legal = game.legal_moves(state)
            matching = [game.describe(seen.view, move, "en") == seen.words for move in legal]
            hits = sum(matching)
            if hits == len(legal):
                return None
            if hits:
                break
        else:
            return None
        view = game.view(state, seen.seat)
        chances = []
        for k in range(len(self._panel)):
            scores = self._panel.model(k, seed + k).scores(view, legal)
            best = max(scores)
            top = [i for i, s in enumerate(scores) if s >= best - 1e-9]
            foretold = sum(matching[i] for i in top) / len(top)
            chance = (1.0 - EPSILON) * foretold + EPSILON * hits / len(legal)
            chances.append(math.log(chance))
        return tuple(chances)
